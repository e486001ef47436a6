"""Several seats of one hosted game played at this computer (hot-seat humans at the host), worn as
one session's public face (game/input/face.py), so that the table passes the mouse between them
behind the same curtain as a game at one computer.

Each seat here is a `RemoteSession` of its own, joined with its own token over the loopback
address, so the host treats it as any friend's seat and each holds only its own seat's view; this
face only says which of them the screen is for. With no seat's eyes (`viewer` None) it shows the
public view, which every seat may see (the rules' `view(-1)`). The host's news reaches each
connection in its own time: whose turn it is comes from the one that has heard the most, and a
seat whose connection is behind it is offered nothing until it catches up.

Each person here is themself to the others: a chat line goes through the connection of the seat
whose hand is on screen, each seat's name and colour through its own in the lobby
(`seat_session`), and the finished game is filed once with every seat here marked a person of
this computer's record book.
"""

from __future__ import annotations

import time

from game.core.engine import Action, IllegalAction, Refusal, State
from game.input.face import Chapter, Outcome
from game.input.session import SeatConfig
from game.net.remote import ConnectionLost, RemoteSession
from game.net.threaded import News

PUBLIC = -1          # the rules' view with no seat's secrets (a spectator's)


class HotSeats:
    """The seats of a hosted game that sit at this computer, each through its own connection."""

    is_replay = False
    helps = True
    save_error = None
    saved = False            # the host keeps the game
    save_slot = None
    record_error = None
    watching = False         # every connection here holds a seat

    def __init__(self, sessions: list[RemoteSession]) -> None:
        self.by_seat = {s.seat: s for s in sessions}
        self.news = News()        # every connection here tells this one: a wait wakes on any
        for session in sessions:
            session.client.news = self.news
        self.first = sessions[0]
        self.spec, self.options = self.first.spec, self.first.options
        self.failures: list = []
        self._revisions: tuple = ()
        self._revision = 0

    @property
    def seats(self) -> list[SeatConfig]:
        """Every seat as the host names them; those at this computer are people here."""
        return [SeatConfig(s.name, s.colour, "human" if i in self.by_seat else s.kind,
                           s.difficulty) for i, s in enumerate(self.first.seats)]

    @property
    def seat(self) -> int:
        return self.first.seat

    def _of(self, seat) -> RemoteSession | None:
        return self.by_seat.get(seat)

    # --- who acts ---------------------------------------------------------------------------------
    def _latest(self) -> RemoteSession:
        return max(self.by_seat.values(), key=lambda s: s.moves())

    def _turn(self) -> list[int]:
        return self._latest().turn()

    def active_seat(self) -> int | None:
        """The first seat here that the host waits for, else the first deciding elsewhere; None
        while the seats here have not all heard of the latest move (for a frame or so: the
        curtain must not go up for someone the news has not reached)."""
        moves = self.moves()
        if any(s.moves() < moves for s in self.by_seat.values()):
            return None
        turn = self._turn()
        # a seat whose move is on its way keeps the screen until the host answers it
        mine = [s for s in turn if self.legal_actions(s) or self.sent(s) is not None]
        return mine[0] if mine else next(iter(turn), None)

    def human_seats(self) -> list[int]:
        return sorted(self.by_seat)

    def is_hot_seat(self) -> bool:
        return len(self.by_seat) > 1

    def ai_thinking(self) -> int | None:
        return next((s for s in self._turn() if s not in self.by_seat), None)

    def ai_answer(self, seat: int) -> None:
        """None: the seats not here decide at the host, never on a thread here."""

    def away(self) -> frozenset:
        return self.first.away()

    # --- what a seat may see and do -------------------------------------------------------------
    def view(self, viewer: int | None) -> State:
        session = self._of(viewer)
        if session is not None:
            return session.view(viewer)
        return self.first.view(self.first.seat).view(PUBLIC)   # no seat's secrets on screen

    def legal_actions(self, seat: int) -> list[Action]:
        session = self._of(seat)
        if session is None or session.moves() < self.moves():
            return []               # not told the latest move yet: nothing to decide from
        return session.legal_actions(seat)

    def prompt(self, seat: int):
        session = self._of(seat)
        return session.prompt(seat) if session is not None else None

    def refusal(self, action: Action) -> Refusal | None:
        session = self._of(getattr(action, "seat", None))
        if session is None:
            return Refusal.of("not_your_turn", seat=getattr(action, "seat", -1))
        return session.refusal(action)

    def moves(self) -> int:
        return max(s.moves() for s in self.by_seat.values())

    def revision(self) -> int:
        """One more whenever any seat's connection has news (a sum of theirs could come back
        to a number already seen, with other news in it)."""
        now = tuple(s.revision() for s in self.by_seat.values())
        if now != self._revisions:
            self._revisions, self._revision = now, self._revision + 1
        return self._revision

    def story(self, viewer: int | None) -> list[Chapter]:
        session = self._of(viewer)
        return session.story(viewer) if session is not None else []

    def retell(self, viewer: int | None):
        session = self._of(viewer)
        return session.retell(viewer) if session is not None else iter(())

    def is_over(self) -> bool:
        """Over once every connection here has heard the end (with it, the host's record of the
        game, which each seat here checks before the game is filed)."""
        return all(s.is_over() for s in self.by_seat.values())

    def results(self) -> Outcome:
        return self._latest().results()

    # --- acting -----------------------------------------------------------------------------------
    @property
    def returned(self) -> list:
        """Each connection's moves put back (a list of its own: the table empties each)."""
        return next((s.returned for s in self.by_seat.values() if s.returned), [])

    @property
    def played_after_all(self) -> list:
        return next((s.played_after_all for s in self.by_seat.values() if s.played_after_all), [])

    def tries_stopped(self) -> bool:
        return all(s.tries_stopped() for s in self.by_seat.values())

    def sent(self, seat: int) -> Action | None:
        session = self._of(seat)
        return session.sent(seat) if session is not None else None

    def submit(self, action: Action) -> object:
        session = self._of(getattr(action, "seat", None))
        if session is None:
            raise IllegalAction(Refusal.of("not_your_turn", seat=getattr(action, "seat", -1)))
        return session.submit(action)

    def pump_ai(self, budget: float = 0.0, max_decisions: int = 1) -> list:
        items = []
        for session in self.by_seat.values():
            items += session.pump_ai(budget, max_decisions)
        return items

    def wait_for_ai(self, timeout: float = 30.0) -> None:
        """Block until a seat here must decide or the game is over (tests)."""
        deadline = time.monotonic() + timeout
        while True:
            seen = self.news.count          # read before taking: nothing later is missed
            self.pump_ai()
            if self.is_over() or any(self.legal_actions(s) for s in self.by_seat):
                return
            left = deadline - time.monotonic()
            if left <= 0 or not self.news.wait_past(seen, left):
                raise ConnectionLost(TimeoutError(f"no answer from the host in {timeout:g} s"))

    def can_undo(self, seat: int) -> bool:
        session = self._of(seat)
        return session is not None and session.can_undo(seat)

    def undo(self, seat: int) -> Action | None:
        session = self._of(seat)
        return session.undo(seat) if session is not None else None

    def close(self) -> None:
        for session in self.by_seat.values():
            session.close()

    # --- the record of the finished game: one line, every person here its people --------------
    def to_record(self) -> dict:
        """The host's record, checked by each seat here against what that seat saw
        (game/net/game_record.py: NotKept if any disagrees), then filed once with every seat here
        marked a person of this book, as a hot-seat game at one computer is: each of them finds
        the game in their own record."""
        kept = [self.by_seat[seat].to_record() for seat in sorted(self.by_seat)]
        return {**kept[0], "humans": [i in self.by_seat for i in range(len(kept[0]["humans"]))]}

    def replay_source(self) -> dict | None:
        return self.first.replay_source()

    def flush_saves(self) -> None:
        """Nothing to wait for: the host keeps the game's save, not this computer."""

    # --- the lobby and the chat: each person here speaks for their own seat ---------------------
    @property
    def lobby(self):
        return self.first.lobby

    def started(self) -> bool:
        return self.first.started()

    def seat_session(self, seat: int) -> RemoteSession | None:
        """The connection that speaks for `seat` (its look in the lobby), None for a seat played
        elsewhere."""
        return self._of(seat)

    @property
    def lost(self):
        return self.first.lost

    @property
    def gave_up(self) -> bool:
        return self.first.gave_up

    # --- the host's presence: each connection here comes back by itself (remote.py) ----------------
    def host_away(self) -> str | None:
        """What the table says of the host: the first word any connection here has of it."""
        return next((w for w in (s.host_away() for s in self.by_seat.values()) if w), None)

    def next_try_in(self) -> float | None:
        waits = [w for w in (s.next_try_in() for s in self.by_seat.values()) if w is not None]
        return min(waits) if waits else None

    def try_now(self) -> None:
        for session in self.by_seat.values():
            session.try_now()

    def say(self, text: str, by: int | None = None) -> None:
        """A chat line signed by the person `by` here: the table passes the seat whose hand is on
        screen (the last the curtain was lifted for, who holds the keyboard); the host's own
        seat before anyone's hand has shown."""
        (self._of(by) or self.first).say(text)

    @property
    def chat(self) -> list:
        return self.first.chat

    @property
    def chat_heard(self) -> int:
        return self.first.chat_heard

    @property
    def chat_refused(self):
        return self.first.chat_refused

    @chat_refused.setter
    def chat_refused(self, refused) -> None:
        self.first.chat_refused = refused
