"""The host: a websockets server on one port around its rooms (game/net/room.py), each a
`HostedTable`: the only authority over its game.

Each connection first says `hello`; the host checks the join code (which picks the room, in
either case; wrong ones are limited per address: game/net/guesses.py), the versions (a mismatch
is refused with both sides' versions, and noted here too) and the seat token, then sends
`welcome`, the table's `lobby` (to every seat: one more is taken) and from then on the seat's
`state` after every action. A seat's `seat_look` (in the lobby) and `chat` are
passed on to every seat of its table; chat lines have a slower rate limit of their own. A
connection may only act for its own seat. Every frame is read through `messages.read` (schema,
size) and a rate limit; a bad one is refused, and a connection that keeps sending bad ones is
closed. Nothing a client sends can raise out of its handler or change a game except a legal
action of its own seat. Before it closes on purpose (`close`) it tells every client so, and why
(`closing`: stopped, or paused by the person hosting from the client).

Given a certificate (certificate.py), the host speaks TLS (`wss://`) and its invites carry the
certificate's fingerprint; the dedicated host and the client's hosting always give one, unless
told `--no-tls`. Without one it speaks plain `ws://` (the tests of the protocol itself).
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from dataclasses import dataclass, field
from typing import Callable

import websockets

from game.net import messages as m
from game.net.certificate import Certificate
from game.net.guesses import Guesses
from game.net.invite import Invite
from game.net.limits import BURST, CHAT_BURST, CHAT_RATE, RATE, RateLimit
from game.net.room import DROP_AFTER, WATCHERS_MAX, Connection, Room
from game.net.table import HostedTable, TableRefusal
from game.net.versions import PROGRAM, PROTOCOL, content_version, side_to_update

HELLO_TIMEOUT = 10.0        # seconds for a new connection to say hello
MAX_STRIKES = 20            # bad messages in a row before the connection is closed
CLOSING_BOUND = 2.0         # seconds the host waits for its `closing` to reach its clients

_quiet = logging.getLogger("game.net.websockets")
_quiet.addHandler(logging.NullHandler())
_quiet.propagate = False    # a port scanner's garbage is not worth a traceback on the console


@dataclass
class Notice:
    """Something the host's operator should hear of (a refused version, a seat taken, back)."""
    code: str
    params: dict = field(default_factory=dict)


class Host:
    room_type = Room

    def __init__(self, table: HostedTable | None = None, bind: str = "127.0.0.1", port: int = 0,
                 clock: Callable[[], float] = time.monotonic,
                 notice: Callable[[Notice], None] | None = None,
                 rate: float = RATE, burst: int = BURST,
                 hello_timeout: float = HELLO_TIMEOUT,
                 drop_after: float = DROP_AFTER, drop_ai: str | None = None,
                 certificate: Certificate | None = None) -> None:
        self.bind, self.port = bind, port
        self.certificate = certificate      # None: plain ws://, no fingerprint to pin
        self.drop_after, self.drop_ai = drop_after, drop_ai   # a dropped seat: room.py
        self.hello_timeout = hello_timeout
        self.clock, self.rate, self.burst = clock, rate, burst
        self.on_notice = notice
        self.guesses = Guesses(clock)   # wrong join codes per address (game/net/guesses.py)
        self.notices: list[Notice] = []
        self.rooms: list[Room] = []
        self.sent_bytes = 0       # every frame's characters (JSON is ASCII here), for the bench
        self._server = None
        self._tasks: set[asyncio.Task] = set()
        self._first = self.add(table) if table is not None else None

    # --- the first room, for a host of one game -------------------------------------------------
    @property
    def table(self) -> HostedTable:
        return self._first.table

    @property
    def finished(self) -> asyncio.Event:
        return self._first.finished

    async def finish(self) -> None:
        await self._first.finish()

    def start_game(self) -> None:
        """The game waiting in its lobby starts (every seat is then asked)."""
        self._first.start()

    async def durable(self) -> None:
        """The table's changes on disk, waited for off the loop (room.py `durable`)."""
        await self._first.durable()

    def overdue(self) -> list[int]:
        """The seats whose connection has been down long enough to ask about (room.py)."""
        return self._first.overdue()

    def keep_waiting(self, seat: int) -> None:
        """The host waits on for the seat: asked again after another `drop_after`."""
        self._first.keep_waiting(seat)

    def seat_ai(self, seat: int, level: str) -> None:
        """An AI at `level` plays the dropped seat until its player comes back."""
        self._first.seat_ai(seat, level)

    # --- rooms ----------------------------------------------------------------------------------
    def add(self, table: HostedTable) -> Room:
        """Open another table on this port (its code must differ from every other's)."""
        if any(r.table.code == table.code for r in self.rooms):
            raise ValueError(f"a table with the code {table.code} is already open")
        room = self.room_type(table, self._spawn, self._note)
        room.clock, room.drop_after, room.drop_ai = self.clock, self.drop_after, self.drop_ai
        self.rooms.append(room)
        if self._server is not None:
            self._open(room)
        return room

    async def remove(self, room: Room) -> None:
        self.rooms.remove(room)
        await room.close()

    @property
    def fingerprint(self) -> str | None:
        return self.certificate.fingerprint if self.certificate is not None else None

    def invite(self, address: str, code: str) -> Invite:
        """The invite to the table of `code`, for friends who reach this host at `address`."""
        return Invite(address, self.port, code, self.fingerprint)

    def _room(self, code: str) -> Room | None:
        return next((r for r in self.rooms if r.table.code_matches(code)), None)

    # --- life -----------------------------------------------------------------------------------
    async def start(self) -> int:
        """Listen; the port (chosen by the system when 0)."""
        tls = self.certificate.server_context() if self.certificate is not None else None
        self._server = await websockets.serve(
            self._serve, self.bind, self.port, max_size=m.CLIENT_MESSAGE_MAX,
            open_timeout=self.hello_timeout, logger=_quiet, ssl=tls)
        self.port = self._server.sockets[0].getsockname()[1]
        for room in self.rooms:
            self._open(room)
        return self.port

    def _open(self, room: Room) -> None:
        """A room starts being served: its AI seats play, and a resumed table's players are
        waited for."""
        room.wait_for_taken_seats()
        room.keep()             # its save on disk (a new table's first), off the loop
        self._spawn(self._ai(room))

    async def close(self, reason: str = m.STOPPED) -> None:
        """Stop hosting. Every client is told first that the host closes on purpose, and why
        (`reason`, messages.py: STOPPED, or PAUSED from a client whose person quit to the menu),
        so that its table says so rather than that the host has gone."""
        if reason not in m.CLOSING_REASONS:
            raise ValueError(f"no reason to close that a client knows: {reason!r}")
        if self._server is not None:
            for room in self.rooms:
                await room.say_closing(reason, CLOSING_BOUND)
        for task in list(self._tasks):
            task.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None         # closed once: a second close tells nobody again
        for room in self.rooms:
            await room.close_table()

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

    async def _ai(self, room: Room) -> None:
        try:
            await room.play_ai()
        except Exception as exc:  # noqa: BLE001 - said, not swallowed: that game cannot go on
            self._note("internal_error", table=room.table.code,
                       error=f"{type(exc).__name__}: {exc}")
            raise

    # --- one connection -------------------------------------------------------------------------
    async def _serve(self, ws) -> None:
        conn = Connection(ws, RateLimit(self.rate, self.burst, self.clock))
        conn.chat_limit = RateLimit(CHAT_RATE, CHAT_BURST, self.clock)
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
            conn.forget_outbox()
            if conn.room is not None:
                conn.room.leave(conn)

    async def _refuse(self, conn: Connection, code: str, close: bool = False, **params) -> None:
        await conn.ws.send(m.dump(m.refused(code, **params)))
        if close:
            await conn.ws.close(m.POLICY_VIOLATION, code)

    async def _handshake(self, conn: Connection) -> bool:
        try:
            frame = await asyncio.wait_for(conn.ws.recv(), self.hello_timeout)
            hello = m.read(frame, {"hello": m.HELLO}, m.CLIENT_MESSAGE_MAX)
        except TimeoutError:
            await conn.ws.close(m.POLICY_VIOLATION, "no hello")
            return False
        except m.BadMessage as bad:
            await self._refuse(conn, bad.code, close=True, **bad.params)
            return False
        room = await self._code_heard(conn, hello)
        if room is None:
            return False
        table = room.table
        ours = {"protocol": PROTOCOL, "program": PROGRAM,
                "content": {table.game: content_version(table.game)}}
        theirs = {"protocol": hello["protocol"], "program": hello["program"],
                  "content": {table.game: hello["content"].get(table.game, "")}}
        update = side_to_update(ours, theirs)     # patch versions of one release play together
        if update is not None:
            self._note(m.VERSION_MISMATCH, host=ours, client=theirs, update=update)
            await self._refuse(conn, m.VERSION_MISMATCH, close=True, host=ours, client=theirs,
                               update=update)
            return False
        if hello.get("watch"):
            if len(room.watchers) >= WATCHERS_MAX:
                await self._refuse(conn, m.NO_OPEN_SEAT, close=True)
                return False
            # a spectator come early waits for the start as a seat does (the lobby, room.py)
            if await room.welcome(conn, m.WATCHER, {
                    "type": "welcome", "protocol": PROTOCOL, "game": table.game,
                    "players": table.players, "options": table.options,
                    "seat": m.WATCHER, "token": "", "commitment": table.commitment}):
                self._note("watcher_joined", table=table.code)
                return True
            await self._refuse(conn, m.NO_OPEN_SEAT, close=True)
            return False
        try:
            if "token" in hello:
                seat, token = table.seat_of(hello["token"]), hello["token"]
                self._note("seat_back", table=table.code, seat=seat)
            else:       # its save written in `welcome`, off the loop, before the token is sent
                seat, token = table.take_seat(hello.get("name"))
                self._note("seat_taken", table=table.code, seat=seat,
                           name=table.session.seats[seat].name, open=table.open_seat() is not None)
        except TableRefusal as refusal:
            await self._refuse(conn, refusal.code, close=True, **refusal.params)
            return False
        await room.welcome(conn, seat, {
            "type": "welcome", "protocol": PROTOCOL, "game": table.game,
            "players": table.players, "options": table.options,
            "seat": seat, "token": token, "commitment": table.commitment})
        return True

    async def _code_heard(self, conn: Connection, hello: dict) -> Room | None:
        """The room the hello's code picks, within the limit of wrong codes of its address
        (game/net/guesses.py); None, refused, when the code is wrong, or when the address is
        barred and the hello is not a seat's player coming back with its token."""
        address = getattr(conn.ws, "remote_address", None)
        address = address[0] if address else None
        room = self._room(hello["code"])
        wait = self.guesses.wait(address)
        if wait > 0 and not (room is not None and room.table.holds(hello.get("token"))):
            await self._refuse(conn, m.TOO_MANY_CODES, close=True, wait=math.ceil(wait))
            return None
        if room is not None:
            return room
        wait = self.guesses.wrong(address)
        if wait > 0:
            self._note(m.TOO_MANY_CODES, address=address, wait=math.ceil(wait))
            await self._refuse(conn, m.TOO_MANY_CODES, close=True, wait=math.ceil(wait))
        else:
            await self._refuse(conn, m.WRONG_CODE, close=True)
        return None

    async def _receive(self, conn: Connection, frame) -> bool:
        """Handle one frame; False when the connection is to be closed."""
        try:
            if not conn.limit.allow():
                raise m.BadMessage(m.TOO_FAST, rate=self.rate)
            message = m.read(frame, m.PLAYING, m.CLIENT_MESSAGE_MAX)
            if conn.seat == m.WATCHER:
                raise TableRefusal(m.WATCHING)      # a spectator has no seat to act or speak for
            kind = message["type"]
            if kind == "leave":                 # gone: the seat open again, if not started
                conn.room.vacate(conn)
                return False
            if kind == "chat":
                if not conn.chat_limit.allow():   # said to be the chat's: no move was refused
                    raise m.BadMessage(m.TOO_FAST, rate=CHAT_RATE, of="chat")
            elif kind == "seat_look":
                conn.room.table.set_look(conn.seat, message.get("name"), message.get("colour"))
                conn.room.keep()            # the save written off the loop
            elif kind == "undo":            # played, on disk, then sent (room.py `play`)
                await conn.room.play(lambda: conn.room.speaks_for(conn)
                                     and conn.room.table.undo(conn.seat, message["asked"]),
                                     undone=True)
                conn.limit.refund()
            else:   # (not played once the seat is held by a connection it came back on)
                await conn.room.play(lambda: conn.room.speaks_for(conn)
                                     and conn.room.table.act(conn.seat, message["asked"],
                                                             message["action"]))
                conn.limit.refund()
            conn.strikes = 0
        except (m.BadMessage, TableRefusal) as bad:
            conn.strikes += 1
            await self._refuse(conn, bad.code, close=conn.strikes >= MAX_STRIKES, **bad.params)
            return conn.strikes < MAX_STRIKES
        except Exception as exc:  # noqa: BLE001 - a bug of ours must not take the host down
            self._note("internal_error", seat=conn.seat, error=f"{type(exc).__name__}: {exc}")
            await self._refuse(conn, m.BAD_MESSAGE, close=True, where="host", expected="")
            return False
        if kind == "chat":
            conn.room.chat(conn, message["text"])
        elif kind == "seat_look":
            conn.room.tell_lobby()
        return True

    async def _write(self, conn: Connection) -> None:
        while True:
            text = await conn.outbox.get()
            try:
                await conn.ws.send(text)
                self.sent_bytes += len(text)
                conn.room.sent_bytes += len(text)
                conn.sent += 1
            except websockets.ConnectionClosed:
                pass
            finally:
                conn.outbox.task_done()
                if conn.room is not None:
                    conn.room.written(conn)
