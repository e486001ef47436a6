"""The host: a websockets server around one `HostedTable`, the only authority over the game.

Each connection first says `hello`; the host checks the versions (a mismatch is refused with
both sides' versions, and noted here too), the join code and the seat token, then sends
`welcome` and from then on the seat's `state` after every action. A connection may only act for
its own seat. Every frame is read through `messages.read` (schema, size) and a rate limit; a bad
one is refused, and a connection that keeps sending bad ones is closed. Nothing a client sends
can raise out of its handler or change the game except a legal action of its own seat.

AI seats play on the host (`_ai_loop`): the session's AI controllers think on their own threads
from their seat's view, as at one computer.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field
from typing import Callable

import websockets
from websockets.asyncio.server import ServerConnection

from game.net import messages as m
from game.net.table import HostedTable, TableRefusal
from game.net.versions import PROGRAM, PROTOCOL, content_version

HELLO_TIMEOUT = 10.0        # seconds for a new connection to say hello
MAX_STRIKES = 20            # bad messages before the connection is closed
OUTBOX_MAX = 256            # state messages waiting for a client that does not read them
RATE = 20.0                 # messages a second a connection may send, on average
BURST = 40                  # and at once
POLICY_VIOLATION = 1008     # the websocket close code for a client that broke the rules

_quiet = logging.getLogger("game.net.websockets")
_quiet.addHandler(logging.NullHandler())
_quiet.propagate = False    # a port scanner's garbage is not worth a traceback on the console


class RateLimit:
    """A token bucket: `allow()` is False once a connection sends faster than `rate` a second
    beyond a burst. The clock is passed in, so tests decide what time it is."""

    def __init__(self, rate: float = RATE, burst: int = BURST,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens, self.at = float(burst), clock()

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


@dataclass
class Notice:
    """Something the host's operator should hear of (a refused version, a seat taken, back)."""
    code: str
    params: dict = field(default_factory=dict)


class _Connection:
    def __init__(self, ws: ServerConnection, limit: RateLimit) -> None:
        self.ws, self.limit = ws, limit
        self.seat: int | None = None
        self.strikes = 0
        self.history_sent = 0     # the view's history actions this connection holds
        self.story_sent = 0       # the story entries it has been sent
        self.outbox: asyncio.Queue = asyncio.Queue()


class Host:
    def __init__(self, table: HostedTable, bind: str = "127.0.0.1", port: int = 0,
                 clock: Callable[[], float] = time.monotonic,
                 notice: Callable[[Notice], None] | None = None,
                 rate: float = RATE, burst: int = BURST,
                 hello_timeout: float = HELLO_TIMEOUT) -> None:
        self.table, self.bind, self.port = table, bind, port
        self.hello_timeout = hello_timeout
        self.clock, self.rate, self.burst = clock, rate, burst
        self.on_notice = notice
        self.notices: list[Notice] = []
        self.seated: dict[int, _Connection] = {}
        self.finished = asyncio.Event()
        self._changed = asyncio.Event()
        self._server = None
        self._tasks: set[asyncio.Task] = set()
        self.sent_bytes = 0       # every frame's bytes, for the bench

    # --- life -----------------------------------------------------------------------------------
    async def start(self) -> int:
        """Listen; the port (chosen by the system when 0)."""
        self._server = await websockets.serve(
            self._serve, self.bind, self.port, max_size=m.CLIENT_MESSAGE_MAX,
            open_timeout=self.hello_timeout, logger=_quiet)
        self.port = self._server.sockets[0].getsockname()[1]
        self._spawn(self._ai_loop())
        if self.table.is_over():
            self.finished.set()
        return self.port

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self.table.session.close()

    async def finish(self) -> None:
        """Wait for the end of the game and for every seated client to have its last state."""
        await self.finished.wait()
        for conn in list(self.seated.values()):
            await conn.outbox.join()

    def _spawn(self, coro) -> asyncio.Task:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def _note(self, code: str, **params) -> None:
        notice = Notice(code, params)
        self.notices.append(notice)
        if self.on_notice is not None:
            self.on_notice(notice)

    # --- one connection -------------------------------------------------------------------------
    async def _serve(self, ws: ServerConnection) -> None:
        conn = _Connection(ws, RateLimit(self.rate, self.burst, self.clock))
        writer = self._spawn(self._write(conn))
        try:
            if await self._handshake(conn):
                async for frame in ws:
                    if not await self._receive(conn, frame):
                        break
        except websockets.ConnectionClosed:
            pass
        finally:
            writer.cancel()
            while not conn.outbox.empty():      # never to be sent: nobody waits for them
                conn.outbox.get_nowait()
                conn.outbox.task_done()
            if conn.seat is not None and self.seated.get(conn.seat) is conn:
                del self.seated[conn.seat]
                self._note("seat_left", seat=conn.seat)

    async def _refuse(self, conn: _Connection, code: str, close: bool = False, **params) -> None:
        await conn.ws.send(m.dump(m.refused(code, **params)))
        if close:
            await conn.ws.close(POLICY_VIOLATION, code)

    async def _handshake(self, conn: _Connection) -> bool:
        try:
            frame = await asyncio.wait_for(conn.ws.recv(), self.hello_timeout)
            hello = m.read(frame, {"hello": m.HELLO}, m.CLIENT_MESSAGE_MAX)
        except TimeoutError:
            await conn.ws.close(POLICY_VIOLATION, "no hello")
            return False
        except m.BadMessage as bad:
            await self._refuse(conn, bad.code, close=True, **bad.params)
            return False
        table = self.table
        ours = {"protocol": PROTOCOL, "program": PROGRAM,
                "content": {table.game: content_version(table.game)}}
        theirs = {"protocol": hello["protocol"], "program": hello["program"],
                  "content": {table.game: hello["content"].get(table.game, "")}}
        if ours != theirs:
            self._note(m.VERSION_MISMATCH, host=ours, client=theirs)
            await self._refuse(conn, m.VERSION_MISMATCH, close=True, host=ours, client=theirs)
            return False
        if not table.code_matches(hello["code"]):
            await self._refuse(conn, m.WRONG_CODE, close=True)
            return False
        try:
            if "token" in hello:
                seat, token = table.seat_of(hello["token"]), hello["token"]
                self._note("seat_back", seat=seat)
            else:
                seat, token = table.take_seat(hello.get("name"))
                self._note("seat_taken", seat=seat, name=table.session.seats[seat].name)
        except TableRefusal as refusal:
            await self._refuse(conn, refusal.code, close=True, **refusal.params)
            return False
        old = self.seated.get(seat)
        if old is not None:     # the seat came back before its old connection was seen to drop
            await old.ws.close(1000, "replaced")
        conn.seat = seat
        self.seated[seat] = conn
        await conn.ws.send(m.dump({"type": "welcome", "protocol": PROTOCOL, "game": table.game,
                                   "players": table.players, "options": table.session.options,
                                   "seat": seat, "token": token}))
        self._queue_state(conn)
        return True

    async def _receive(self, conn: _Connection, frame) -> bool:
        """Handle one frame; False when the connection is to be closed."""
        try:
            if not conn.limit.allow():
                raise m.BadMessage(m.TOO_FAST, rate=self.rate)
            message = m.read(frame, {"act": m.ACT}, m.CLIENT_MESSAGE_MAX)
            self.table.act(conn.seat, message["asked"], message["action"])
            conn.strikes = 0
        except (m.BadMessage, TableRefusal) as bad:
            conn.strikes += 1
            await self._refuse(conn, bad.code, close=conn.strikes >= MAX_STRIKES, **bad.params)
            return conn.strikes < MAX_STRIKES
        except Exception as exc:  # noqa: BLE001 - a bug of ours must not take the host down
            self._note("internal_error", seat=conn.seat, error=f"{type(exc).__name__}: {exc}")
            await self._refuse(conn, m.BAD_MESSAGE, close=True, where="host", expected="")
            return False
        self._after_action()
        return True

    # --- sending --------------------------------------------------------------------------------
    def _queue_state(self, conn: _Connection) -> None:
        if conn.outbox.qsize() >= OUTBOX_MAX:      # a client that stopped reading: let it go
            self._spawn(conn.ws.close(POLICY_VIOLATION, "not reading"))
            return
        message = self.table.message_for(conn.seat, conn.history_sent, conn.story_sent)
        conn.history_sent = message["history_from"] + len(message["history"])
        conn.story_sent = message["story_from"] + len(message["story"])
        conn.outbox.put_nowait(m.dump(message))

    async def _write(self, conn: _Connection) -> None:
        """Send a connection's messages in order, one at a time (a slow client delays only
        itself)."""
        while True:
            text = await conn.outbox.get()
            try:
                await conn.ws.send(text)
                self.sent_bytes += len(text)
            except websockets.ConnectionClosed:
                pass
            finally:
                conn.outbox.task_done()

    def _after_action(self) -> None:
        for conn in list(self.seated.values()):
            self._queue_state(conn)
        self._changed.set()
        if self.table.is_over():
            self.finished.set()

    # --- the AI seats ---------------------------------------------------------------------------
    async def _ai_loop(self) -> None:
        try:
            await self._play_ai()
        except Exception as exc:  # noqa: BLE001 - said, not swallowed: the game cannot go on
            self._note("internal_error", error=f"{type(exc).__name__}: {exc}")
            raise

    async def _play_ai(self) -> None:
        session = self.table.session
        while not self.table.is_over():
            if session.pump_ai(budget=0.0, max_decisions=1):
                self._after_action()
                continue
            seat = session.ai_thinking()
            if seat is None:            # a remote seat's turn: wait for something to change
                self._changed.clear()
                await self._changed.wait()
                continue
            future = session.controllers[seat].future
            if future is not None:      # thinking on its thread; a remote move may come first
                waiting = asyncio.wrap_future(future)
                self._changed.clear()
                changed = asyncio.ensure_future(self._changed.wait())
                await asyncio.wait([waiting, changed], return_when=asyncio.FIRST_COMPLETED)
                changed.cancel()
