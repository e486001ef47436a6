"""One table at a host: who sits where, the state each seat is sent after every action, and the
AI seats' play. A host holds any number of rooms on one port; the join code picks the room.

AI seats are the session's own AI controllers: they think on their own threads from their
seat's view, as at one computer, while the host goes on serving the connections.
"""

from __future__ import annotations

import asyncio
from typing import Callable

from game.net import messages as m
from game.net.table import HostedTable

OUTBOX_MAX = 256            # state messages waiting for a client that does not read them


class Connection:
    """One client's connection, once it has a seat: its messages go out in order, one at a time,
    from its outbox (a slow client delays only itself)."""

    def __init__(self, ws, limit) -> None:
        self.ws, self.limit = ws, limit
        self.room: Room | None = None
        self.seat: int | None = None
        self.strikes = 0
        self.history_sent = 0     # the view's history actions this connection holds
        self.story_sent = 0       # the story entries it has been sent
        self.outbox: asyncio.Queue = asyncio.Queue()
        self.letting_go = False   # closed for not reading: nothing more is queued
        self.chat_limit = None    # chat lines have a slower limit of their own (host.py)

    def forget_outbox(self) -> None:
        """The connection is gone: its waiting messages will never be sent."""
        while not self.outbox.empty():
            self.outbox.get_nowait()
            self.outbox.task_done()


class Room:
    def __init__(self, table: HostedTable, spawn: Callable, note: Callable) -> None:
        self.table = table
        self.seated: dict[int, Connection] = {}
        self.finished = asyncio.Event()
        self.sent_bytes = 0
        self._spawn, self._note = spawn, note
        self._changed = asyncio.Event()
        if table.is_over():
            self.finished.set()

    # --- seats ----------------------------------------------------------------------------------
    def sit(self, conn: Connection, seat: int) -> None:
        old = self.seated.get(seat)
        if old is not None:     # the seat came back before its old connection was seen to drop:
            # closed aside, as a half-open connection would keep the new one waiting for its reply
            self._spawn(old.ws.close(1000, "replaced"))
        conn.room, conn.seat = self, seat
        conn.history_sent = conn.story_sent = 0
        self.seated[seat] = conn

    def leave(self, conn: Connection) -> None:
        if self.seated.get(conn.seat) is conn:
            del self.seated[conn.seat]
            self._note("seat_left", table=self.table.code, seat=conn.seat)

    async def finish(self) -> None:
        """Wait for the end of the game and for every seated client to have its last state."""
        await self.finished.wait()
        for conn in list(self.seated.values()):
            await conn.outbox.join()

    async def close(self) -> None:
        for conn in list(self.seated.values()):
            await conn.ws.close(1001, "table closed")
        self.table.session.close()

    # --- sending --------------------------------------------------------------------------------
    def _room_for(self, conn: Connection) -> bool:
        """The connection's outbox takes one more message (False: it is let go, or is now)."""
        if conn.letting_go:
            return False
        if conn.outbox.qsize() >= OUTBOX_MAX:      # a client that stopped reading: let it go
            conn.letting_go = True
            self._spawn(conn.ws.close(m.POLICY_VIOLATION, "not reading"))
            return False
        return True

    def _tell_all(self, message: dict) -> None:
        text = m.dump(message)
        for conn in list(self.seated.values()):
            if self._room_for(conn):
                conn.outbox.put_nowait(text)

    def tell_lobby(self) -> None:
        """Every seated client is told who holds which seat, by which name and colour."""
        self._tell_all(self.table.lobby())

    def chat(self, conn: Connection, text: str) -> None:
        """A seat's chat line, passed on to every seat with its name (its own seat too: the line
        it sees is the one the others saw)."""
        self._tell_all({"type": "chat", "seat": conn.seat,
                        "name": self.table.session.seats[conn.seat].name, "text": text.strip()})

    def start(self) -> None:
        """The host starts the game waiting in its lobby: everyone is told, then asked."""
        if self.table.started:
            return
        self.table.start()
        self.tell_lobby()
        self.after_action()

    def queue_state(self, conn: Connection) -> None:
        if not self._room_for(conn):
            return
        message = self.table.message_for(conn.seat, conn.history_sent, conn.story_sent)
        conn.history_sent = message["history_from"] + len(message["history"])
        conn.story_sent = message["story_from"] + len(message["story"])
        if "final" in message:
            # the game is over: its record goes just ahead of the last state, so a client that
            # sees the end already holds what its record book is to keep
            conn.outbox.put_nowait(m.dump({"type": "record", "entry": self.table.record()}))
        conn.outbox.put_nowait(m.dump(message))

    def after_undo(self) -> None:
        """An action was taken back: the history and the story are told again from the start
        (the seats' clients replace theirs), then sent as after an action."""
        for conn in self.seated.values():
            conn.history_sent = conn.story_sent = 0
        self.after_action()

    def after_action(self) -> None:
        """An action was played: every seated client is sent its new state."""
        for conn in list(self.seated.values()):
            self.queue_state(conn)
        self._changed.set()
        if self.table.is_over():
            self.finished.set()

    # --- the AI seats ---------------------------------------------------------------------------
    async def play_ai(self) -> None:
        session = self.table.session
        while not self.table.is_over():
            if not self.table.started:  # in the lobby: no seat decides before the host starts
                self._changed.clear()
                await self._changed.wait()
                continue
            if session.pump_ai(budget=0.0, max_decisions=1):
                self.after_action()
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
