"""One table at a host: who sits where, the state each seat is sent after every action, and the
AI seats' play. A host holds any number of rooms on one port; the join code picks the room.

AI seats are the session's own AI controllers: they think on their own threads from their
seat's view, as at one computer, while the host goes on serving the connections.

A remote seat whose connection drops is "away": every other client is told (a `seats`
message), and the game waits for it. After `drop_after` seconds the host may seat an AI in its
place (`stand_in`): the dedicated host decides by its `--drop-ai` option, the client's host asks
the person hosting (game/ui/scenes/drops.py). The player who comes back with the seat's token
takes it back. Spectators (`watchers`) are sent the public view and cannot act.

An action is on disk before any seat is sent it (the table's journal, table.py `journal_writer`), and
the next action is played only once the last one's state has reached some seat's socket
(`told`): a host killed at any moment resumes what some seat was sent, or one action past it.
The disk is waited for on another thread, never on the host's loop (`durable`): the lines' fsync
and every whole save alike (a seat taken, given back, freed, given to an AI: `keep`), so that a
slow disk holds up no other table, no connection's keep-alive and no other seat's messages.
"""

from __future__ import annotations

import asyncio
import time
from typing import Callable

from game.net import messages as m
from game.net.table import REMOTE, HostedTable

OUTBOX_MAX = 256            # state messages waiting for a client that does not read them
TOLD_BOUND = 2.0            # seconds the next action waits for the last one's state to go out
DROP_AFTER = 60.0           # seconds a dropped seat is waited for before the host may seat an AI
WATCHERS_MAX = 16           # spectators at one table
SLOW_DISK = 1.0             # seconds of a journal's wait for the disk that the host tells of


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
        self.queued = 0           # messages put in the outbox
        self.sent = 0             # of them, those written to the socket (host.py `_write`)

    def put(self, text: str) -> None:
        self.outbox.put_nowait(text)
        self.queued += 1

    def forget_outbox(self) -> None:
        """The connection is gone: its waiting messages will never be sent."""
        while not self.outbox.empty():
            self.outbox.get_nowait()
            self.outbox.task_done()


class Room:
    clock: Callable[[], float] = staticmethod(time.monotonic)   # the host's (tests pass theirs)
    drop_after: float = DROP_AFTER
    drop_ai: str | None = None     # seat an AI at this level once a drop is overdue (None: ask)

    def __init__(self, table: HostedTable, spawn: Callable, note: Callable) -> None:
        self.table = table
        self.seated: dict[int, Connection] = {}
        self.watchers: list[Connection] = []
        self.away: dict[int, float] = {}     # remote seat -> when its connection dropped
        self.finished = asyncio.Event()
        self.sent_bytes = 0
        self._spawn, self._note = spawn, note
        self._changed = asyncio.Event()
        self._telling: dict[Connection, int] = {}   # the last action's state: its place in each outbox
        self._written = asyncio.Event()
        self._playing = asyncio.Lock()    # one change of the game at a time, from played to sent
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
        came_back = self.away.pop(seat, None) is not None
        if self.table.is_stand_in(seat):
            self.table.take_back(seat)          # the AI gives the seat back to its player
            self._changed.set()                 # its thinking is dropped: the AI loop looks again
            came_back = True
        if came_back:
            self.tell_seats(but=conn)

    async def welcome(self, conn: Connection, seat: int, welcome: dict) -> bool:
        """A connection takes its seat (or watches: `seat` is m.WATCHER) and is sent `welcome`,
        who sits where and its state, once what it is told is on disk: its token (a restarted
        host must know the seat taken) and every action. No change of the game is played
        meanwhile (`_playing`), and the disk is waited for off the loop (`durable`). False, and
        nothing sent, when the spectators' places were all taken meanwhile."""
        async with self._playing:
            await self.durable()
            if seat == m.WATCHER:
                if len(self.watchers) >= WATCHERS_MAX:
                    return False
                self.watch(conn)
            else:
                self.sit(conn, seat)
            # through the outbox, ahead of any state: from `sit` on, another seat's action
            # queues one
            conn.put(m.dump(welcome))
            if seat == m.WATCHER:   # who sits where, and whether the host has started: told
                # again with every change, as every seat is
                conn.put(m.dump(self.table.lobby()))
            else:
                self.tell_lobby()   # everyone sees the seat taken; the new client, who is where
            self.queue_state(conn)
        self.keep()                 # the seat given back by its stand-in (no move in it)
        return True

    def keep(self) -> None:
        """A change beside the moves (a seat taken, given back, freed, given to an AI) is
        written to disk on another thread (`durable`); the next move waits for it in any case."""
        if self.table.unsynced():
            self._spawn(self.durable())

    def speaks_for(self, conn: Connection) -> bool:
        """The connection still holds its seat. Once its player has joined again on another, a
        word still on the old one's way is not played: the new one was told the game without it
        (game/net/PROTOCOL.md, "A move when the line drops")."""
        return self.seated.get(conn.seat) is conn

    def watch(self, conn: Connection) -> None:
        """A spectator: sent the public view after every action, never a seat's."""
        conn.room, conn.seat = self, m.WATCHER
        self.watchers.append(conn)

    def leave(self, conn: Connection) -> None:
        self._no_longer_told(conn)
        if conn in self.watchers:
            self.watchers.remove(conn)
        elif self.seated.get(conn.seat) is conn:
            del self.seated[conn.seat]
            self._note("seat_left", table=self.table.code, seat=conn.seat)
            if not self.table.is_over():
                self._went_away(conn.seat)

    def vacate(self, conn: Connection) -> bool:
        """The connection's player went back before the start (`leave`): the seat is open
        again and everyone is told (False: the game has started, so the seat waits instead)."""
        seat = conn.seat
        if conn in self.watchers or self.seated.get(seat) is not conn \
                or not self.table.free_seat(seat):
            return False
        del self.seated[seat]
        self._no_longer_told(conn)
        conn.room = None
        self._note("seat_freed", table=self.table.code, seat=seat)
        self.keep()
        self.tell_lobby()
        return True

    def wait_for_taken_seats(self) -> None:
        """A table the host resumed from its save: every seat a player had taken is away until
        that player joins again (a new table has none taken yet)."""
        for seat, plan in enumerate(self.table.plans):
            if plan.kind == REMOTE and plan.token_hash is not None and seat not in self.seated \
                    and seat not in self.away and not self.table.is_over():
                self._went_away(seat)

    def _went_away(self, seat: int) -> None:
        self.away[seat] = self.clock()
        self.tell_seats()
        if self.drop_ai is not None:
            self._spawn(self._seat_ai_when_due(seat, self.away[seat]))

    # --- a dropped seat ---------------------------------------------------------------------------
    def overdue(self) -> list[int]:
        """The seats away for `drop_after` seconds or more, with no AI in their place yet: the
        host may now seat one (or go on waiting)."""
        now = self.clock()
        return sorted(s for s, since in self.away.items()
                      if now - since >= self.drop_after and self.table.plans[s].kind == REMOTE)

    def keep_waiting(self, seat: int) -> None:
        """The host waits on for the seat: it is asked again after another `drop_after`."""
        if seat in self.away:
            self.away[seat] = self.clock()

    def seat_ai(self, seat: int, level: str) -> None:
        """An AI at `level` plays the dropped seat until its player comes back."""
        if seat not in self.away or self.table.plans[seat].kind != REMOTE:
            return
        self.table.stand_in(seat, level)
        self._note("seat_stand_in", table=self.table.code, seat=seat, level=level)
        self.keep()
        self.tell_seats()
        self._changed.set()          # the AI loop: this seat now decides on the host

    async def _seat_ai_when_due(self, seat: int, since: float) -> None:
        """The dedicated host's own answer (`--drop-ai`): once the drop is overdue, an AI."""
        await asyncio.sleep(max(0.0, since + self.drop_after - self.clock()))
        if self.away.get(seat) == since and seat in self.overdue():
            self.seat_ai(seat, self.drop_ai)

    def seats(self) -> list[dict]:
        """Every seat as all clients are told of it: name, who plays it, whether its player is
        away, and whether an AI stands in for them meanwhile."""
        return [{"name": s.name, "kind": p.kind, "away": i in self.away,
                 "stand_in": self.table.is_stand_in(i)}
                for i, (s, p) in enumerate(zip(self.table.session.seats, self.table.plans))]

    def tell_seats(self, but: Connection | None = None) -> None:
        """A seat dropped, came back or was given to an AI: every other client hears of it."""
        self._tell_all({"type": "seats", "seats": self.seats()}, but=but)

    async def finish(self) -> None:
        """Wait for the end of the game and for every seated client to have its last state."""
        await self.finished.wait()
        for conn in self._everyone():
            await conn.outbox.join()

    async def close(self) -> None:
        for conn in self._everyone():
            await conn.ws.close(1001, "table closed")
        await self.close_table()

    async def close_table(self) -> None:
        """The table left: its journal folded into its save, on another thread (the host's
        other tables play on meanwhile)."""
        self.table.session.stop_thinking()       # here, where the AI seats are played
        await asyncio.get_running_loop().run_in_executor(None, self.table.session.close)

    async def say_closing(self, reason: str, bound: float) -> None:
        """Everyone is told the host closes on purpose, and why (messages.py `closing`), after
        what their outbox already holds; waited for up to `bound` seconds (a client that does
        not read is not waited for longer)."""
        self._tell_all({"type": "closing", "reason": reason})
        sent = [asyncio.ensure_future(conn.outbox.join()) for conn in self._everyone()]
        if sent:
            await asyncio.wait(sent, timeout=bound)
        for waiting in sent:
            waiting.cancel()

    # --- sending --------------------------------------------------------------------------------
    def _room_for(self, conn: Connection) -> bool:
        """The connection's outbox takes one more message (False: it is let go, or is now)."""
        if conn.letting_go:
            return False
        if conn.outbox.qsize() >= OUTBOX_MAX:      # a client that stopped reading: let it go
            conn.letting_go = True
            self._no_longer_told(conn)
            self._spawn(conn.ws.close(m.POLICY_VIOLATION, "not reading"))
            return False
        return True

    def _queue(self, conn: Connection, text: str) -> None:
        if self._room_for(conn):
            conn.put(text)

    def _everyone(self) -> list[Connection]:
        """Every seated client and every spectator."""
        return [*self.seated.values(), *self.watchers]

    def _tell_all(self, message: dict, but: Connection | None = None) -> None:
        """Everyone (but `but`, when given) is sent the message."""
        text = m.dump(message)
        for conn in self._everyone():
            if conn is not but:
                self._queue(conn, text)

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
        # never a wait for the disk here, on the loop: every caller has the moves on disk
        # (`play` after `durable`, `welcome` likewise; a disk that said no is shown, as at one
        # table, and the game goes on)
        message = self.table.message_for(conn.seat, conn.history_sent, conn.story_sent)
        message["seats"] = self.seats()
        conn.history_sent = message["history_from"] + len(message["history"])
        conn.story_sent = message["story_from"] + len(message["story"])
        if "final" in message:
            # the game is over: its record goes just ahead of the last state, so a client that
            # sees the end already holds what its record book is to keep
            conn.put(m.dump({"type": "record", "entry": self.table.record()}))
        conn.put(m.dump(message))

    def after_undo(self) -> None:
        """An action was taken back: the history and the story are told again from the start
        (the seats' clients replace theirs), then sent as after an action."""
        for conn in self._everyone():
            conn.history_sent = conn.story_sent = 0
        self.after_action()

    def after_action(self) -> None:
        """An action was played: every seated client is sent its new state."""
        for conn in self._everyone():
            self.queue_state(conn)
        # the seats' connections (a spectator that stopped reading holds up no one)
        self._telling = {c: c.queued for c in self.seated.values() if not c.letting_go}
        self._changed.set()
        if self.table.is_over():
            self.finished.set()

    # --- write-ahead: what was played is on disk, then sent, before the next is played ---------
    async def play(self, change: Callable[[], bool | None], undone: bool = False) -> bool:
        """One change of the game (`change()`: a seat's action or undo, an AI's move; it returns
        False when it played nothing, and a TableRefusal passes through): played once the last
        change's state has reached some seat (`told`), on disk before anyone is sent it
        (`durable`), then sent to every seat. A change waits for the one before it to be sent: another seat's
        action arriving while the disk is written is played after it."""
        async with self._playing:
            await self.told()
            if change() is False:
                return False
            try:
                await self.durable()
            except asyncio.CancelledError:
                # the host closing cut the wait short: what was played is told all the same, on
                # disk first (here the loop waits for the thread's sync: only as the host closes)
                self.table.sync()
                raise
            finally:    # told before any later change is played
                if undone:
                    self.after_undo()
                else:
                    self.after_action()
            return True

    async def durable(self) -> None:
        """The table's journal on disk (table.py `sync`, which keeps a disk's refusal to show),
        with any whole save asked for since (a seat taken, given back...: journal.py `fold`),
        waited for on another thread: the host's loop serves its other tables and connections
        while the disk writes. A wait of SLOW_DISK seconds or more is told (`slow_disk`): every
        seat's answer waited as long (game/tools/MEASUREMENTS.md, the slow line's answers)."""
        if self.table.unsynced():
            began = self.clock()
            await asyncio.get_running_loop().run_in_executor(None, self.table.sync)
            waited = self.clock() - began
            if waited >= SLOW_DISK:
                self._note("slow_disk", table=self.table.code, seconds=round(waited, 1))

    def written(self, conn: Connection) -> None:
        """The connection's writer has handed one more message to its socket."""
        self._written.set()

    def _no_longer_told(self, conn: Connection) -> None:
        if self._telling.pop(conn, None) is not None:
            self._written.set()

    def is_told(self) -> bool:
        """The last action's state has reached some seat's socket, or there is no seat to tell."""
        return not self._telling or any(c.sent >= mark for c, mark in self._telling.items())

    async def told(self, bound: float = TOLD_BOUND) -> None:
        """Wait (at most `bound` seconds: a client that stopped reading is let go on its own)
        until the last action's state has reached some seat's socket. The table writes each
        action to its journal before the room sends it (table.py `journal_writer`); waiting here
        before the next one is played means the journal never runs more than one action ahead
        of what some seat was sent, as Arigatō's dawn would otherwise allow (every seat's choice
        played in a row before the first state goes out)."""
        deadline = asyncio.get_running_loop().time() + bound
        while not self.is_told():
            self._written.clear()
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                return
            try:
                await asyncio.wait_for(self._written.wait(), left)
            except TimeoutError:
                return

    # --- the AI seats ---------------------------------------------------------------------------
    async def play_ai(self) -> None:
        session = self.table.session
        while not self.table.is_over():
            if not self.table.started:  # in the lobby: no seat decides before the host starts
                self._changed.clear()
                await self._changed.wait()
                continue
            if await self.play(lambda: bool(session.pump_ai(budget=0.0, max_decisions=1))):
                continue
            seat = session.ai_thinking()
            if seat is None:            # a remote seat's turn: wait for something to change
                self._changed.clear()
                await self._changed.wait()
                continue
            future = session.ai_answer(seat)
            if future is not None:      # thinking on its thread; a remote move may come first
                waiting = asyncio.wrap_future(future)
                self._changed.clear()
                changed = asyncio.ensure_future(self._changed.wait())
                await asyncio.wait([waiting, changed], return_when=asyncio.FIRST_COMPLETED)
                changed.cancel()
