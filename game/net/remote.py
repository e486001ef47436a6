"""A game hosted elsewhere, worn as the session's public face (game/input/face.py), so that the
tables play it as they play a game at this computer (game/ARCHITECTURE.md, "The session").

`RemoteSession` holds only what the host sent its seat (a `ThreadedClient`): the seat's view,
its legal actions, the story as that seat saw it. It never has the full state or the seed; every
other seat is "played elsewhere" (a friend online or the host's AI), so the table never lends
its eyes to another seat. News arrives on the process's network loop (net_loop.py) and is taken
in by `pump_ai`, which the table calls once a frame. `submit` and `undo` only send and return at
once: the frame never waits on the network (game/ui/CLIENT.md, "Online"). Until the host answers,
the move is `sent(seat)` (sent.py) and the seat has no other choice; the state that answers it
shows it played, and a refusal puts it back and lands in `returned` with the host's typed
refusal, for the table to say. A connection lost under it leaves it sent while the seat joins
again at once: the host's first state shows it played, or not (put back as HOST_LOST). Once the
table says the host has gone (game/net/PROTOCOL.md, "A move when the line drops"), it is put back
as HOST_GONE; a host back that had played it shows it played (`played_after_all`). A move
unanswered for ANSWER_TIMEOUT seconds takes the line for dead: it is cut, the seat joins again.

A dropped connection is joined again with the seat's token (the client keeps it), off the frame;
the host then tells the seat everything again. While the host does not answer (stopped, crashed,
restarting with `host --resume`) the seat keeps trying after growing waits for some minutes
(comeback.py), and comes back by itself the moment a try finds the host: the player does
nothing. Then the tries stop, until the player asks for one (`try_now`). `host_away` says
meanwhile what the table tells its player: the host has gone, or it said it paused or stopped
the game (the host's `closing`), or it no longer has the seat (its game is over, or it does not
know it: a refused return, after which nothing is tried again).

Once the game is over the host sends its record; `to_record` files it only once it proves,
replayed here, to be the game this seat saw (remote_kept.py). The host tells every seat when another's connection drops (`away`): the table shows that seat as
"disconnected, waiting" until it comes back. A spectator's session (seat `WATCHER`) holds the
public view, has no seat of its own and acts for none.
"""

from __future__ import annotations

import queue
import time
from concurrent import futures

from game.core import registry
from game.core.engine import Action, IllegalAction, Refusal, Score, State
from game.input.face import Chapter, Outcome
from game.input.seats import ELSEWHERE, STAND_IN, SeatConfig
from game.net import codec
from game.net import messages as m
from game.net.client import ChatLine, Closing, Lobby, Refused, SeatState, SeatsNews
from game.net.comeback import ENDED_CODES, Comeback
from game.net.remote_kept import KeptElsewhere
from game.net.sent import HOST_GONE, HOST_LOST, WAITING, Sent, host_refusal
from game.persistence.saves import SEAT_COLOURS

CHAT_KEPT = 50            # chat lines this seat keeps (the table shows the last few)
FIRST_WAIT = 15.0         # seconds a join (off the frame) waits for the seat's first state


class ConnectionLost(Exception):
    """The host went away (or broke the protocol): `cause` says how."""


class RemoteSession(KeptElsewhere):
    """One seat of a hosted game, as a table sees a session (SessionFace)."""

    is_replay = False
    helps = True
    save_error = None
    saved = False            # the host keeps the game, not this computer
    save_slot = None
    record_error = None

    def __init__(self, client, welcome: dict, first_wait: float = FIRST_WAIT) -> None:
        self.client = client                      # a ThreadedClient, joined
        self.seat: int = welcome["seat"]
        self.spec = registry.spec(welcome["game"])
        self.options = dict(welcome["options"])
        self.failures: list = []
        self.lost: Exception | None = None        # why the connection ended, when it has
        self.rejoins = 0                          # times the seat was joined again after a drop
        self.gave_up = False                      # coming back is hopeless (the host refused it)
        self.comeback = Comeback()                # the tries to join again, the host's last word
        self._rejoining = None                    # the join under way (a Future), after a drop
        self._states = 0                          # states taken in so far
        self._states_at_try = 0                   # ... when the join under way began
        self._stale = False                       # joined again: the host's news not in yet
        self._story: list = []                    # StoryEntry: this seat's story so far
        self._actions: dict = {}                  # an action's text -> the action (None: a secret)
        self.refused: Refused | None = None       # the host's last refusal
        self.sending: Sent | None = None          # the seat's word on its way, not answered yet
        self.returned: list = []                  # (action, Refusal): moves put back, to be said
        self.unanswered: Sent | None = None       # put back when the host went, its fate unknown
        self.played_after_all: list = []          # ... and played, as the host said once back
        self.latest: SeatState | None = None
        self.lobby: Lobby | None = None           # who holds which seat, until the game starts
        self.chat: list[ChatLine] = []            # the table's chat, oldest first
        self.chat_heard = 0                       # lines ever heard (a table counts what is new)
        self.chat_refused: Refused | None = None  # the host's last refusal of a line
        self._revision = 0
        self._views: dict[int, State] = {}        # move -> this seat's view just after it
        self._kept: dict | None = None            # the finished game's record, once checked
        self._deal: tuple | None = None           # the deal as checked once the game is over
        self._away: frozenset = frozenset()       # seats whose player's connection is down
        self.watching = self.seat == m.WATCHER    # a spectator: no seat of its own
        self.ended = None         # called once when there is no seat to come back to any more
        self._ended = False
        self.seats = [SeatConfig(f"{i + 1}", i % SEAT_COLOURS,
                                 "human" if i == self.seat else ELSEWHERE)
                      for i in range(welcome["players"])]
        self._wait(lambda: self.latest is not None, first_wait)

    # --- news from the host -----------------------------------------------------------------------
    def _take(self, item) -> None:
        if isinstance(item, SeatState):
            self.latest, self._stale = item, False
            if self.sending is not None and self.sending.answered_by(item.asked):
                self.sending = None         # played (or taken back): the state shows it
            elif self.sending is not None and self.sending.cut:
                self._put_back(Refusal.of(HOST_LOST))   # joined again: it never reached the host
            if self.unanswered is not None:     # the host's first word since it went
                if self.unanswered.answered_by(item.asked) and not self.unanswered.undo:
                    self.played_after_all.append(self.unanswered.action)
                self.unanswered = None
            self._states += 1
            # the story as of this state (the client's own list may already be further on)
            story = self._story[:item.story_from] + list(item.story)
            if item.story_from == 0:
                self._told_anew(story)
            self._story = story
            self._views[item.move] = item.view
            self._seats(item.seats)
            self._revision += 1
            if item.final is not None:
                self._end()
        elif isinstance(item, SeatsNews):
            self._seats(item.seats)
            self._revision += 1         # the same position, but drawn anew: a seat's mark changed
        elif isinstance(item, Lobby):
            self.lobby = item
            for i, seat in enumerate(item.seats[:len(self.seats)]):
                self.seats[i] = SeatConfig(seat.name, seat.colour, self.seats[i].kind)
        elif isinstance(item, ChatLine):
            self.chat = (self.chat + [item])[-CHAT_KEPT:]
            self.chat_heard += 1
        elif isinstance(item, Refused) and item.params.get("of") == "chat":
            self.chat_refused = item    # a line too many: no answer to a move or a look
        elif isinstance(item, Refused):
            self.refused = item
            self._put_back(host_refusal(item))
        elif isinstance(item, Closing):
            self.comeback.closing = item.reason   # the connection's end follows: its reason
        elif getattr(item, "connection", None) in (None, self.client.connection):
            self._dropped(item)         # (the end of a connection already replaced is no news)

    def _dropped(self, why: Exception) -> None:
        """The connection is over: said once, with when (the first try to join again is at
        once). A word on its way may have been played: the state after joining again says."""
        if self.lost is None:
            self.lost = why
            self.comeback.dropped()
        if self.sending is not None:
            self.sending = self.sending.lost_with_line()

    def _settle(self) -> None:
        """Once the table says the host has gone (or closes), a word on its way is put back as not
        played (HOST_GONE); a host back tells whether it had played it all the same (`_take`)."""
        if self.sending is not None and self.lost is not None and self.host_away() is not None:
            self.unanswered = self.sending
            self._put_back(Refusal.of(HOST_GONE))

    def _put_back(self, refusal: Refusal) -> None:
        """The word on its way was refused (or lost): the table puts the move back and says
        why (a refusal with no word on its way, a lobby's, is no move's)."""
        if self.sending is not None:
            self.returned.append((self.sending.action, refusal))
            self.sending = None
            self._revision += 1

    def _told_anew(self, story: list) -> None:
        """The host told the whole story again (a seat undid a move, or this seat joined again):
        the views kept for the moves from its first changed chapter on were of moves no longer
        played (game/ARCHITECTURE.md, "The session": undo is a replay), so they go."""
        changed = next((i for i, (old, new) in enumerate(zip(self._story, story)) if old != new),
                       min(len(self._story), len(story)))
        for move in [move for move in self._views if move > changed]:
            del self._views[move]

    def _seats(self, told) -> None:
        for i, seat in enumerate(told[:len(self.seats)]):
            kind = ("human" if i == self.seat else STAND_IN if seat.get("stand_in")
                    else "ai" if seat.get("kind") == "ai" else ELSEWHERE)
            self.seats[i] = SeatConfig(str(seat.get("name", self.seats[i].name)),
                                       self.seats[i].colour, kind)
        # a seat the host gave to an AI meanwhile is played on: the game does not wait for it
        self._away = frozenset(i for i, seat in enumerate(told)
                               if seat.get("away") and seat.get("kind") != "ai")

    def _end(self) -> None:
        """The game is over, or the host no longer has the seat: said once (the client then
        forgets the seat's token)."""
        if not self._ended and self.ended is not None:
            self._ended = True
            self.ended()

    @property
    def news(self):
        """Told of everything the host sends (threaded.py `News`): a loop with nothing to draw
        until the host's next word waits on it."""
        return self.client.news

    def away(self) -> frozenset:
        """The seats whose player's connection is down and which the game waits for, as the
        host last said."""
        return self._away

    def _pump(self) -> list:
        items = self.client.states()
        for item in items:
            self._take(item)
        return items

    def _wait(self, done, timeout: float, rejoin: bool = False) -> None:
        """Take in the host's messages until `done()`: blocking, for a bounded time, on the
        client's inbox. A dropped connection ends the wait, unless `rejoin` (the seat is then
        joined again and the wait goes on)."""
        deadline = time.monotonic() + timeout
        while not done() or (rejoin and (self.lost is not None or self._stale)):
            left = deadline - time.monotonic()
            if left <= 0:
                raise ConnectionLost(TimeoutError(f"no answer from the host in {timeout:g} s"))
            if self.lost is not None:
                if not rejoin or not self._come_back():
                    raise ConnectionLost(self.lost)
                self._settle()
                if self._rejoining is not None:
                    futures.wait([self._rejoining], timeout=left)
                    continue
                left = min(left, max(0.01, self.comeback.wait_left()))   # the next try's time
            try:
                self._take(self.client.inbox.get(timeout=left))
            except queue.Empty:
                continue

    def _come_back(self) -> bool:
        """After a drop, join the seat again with its token (the client keeps it), on the
        client's thread so that no frame waits; the host then tells the whole story again. A try
        that finds no host is made again after a growing wait (comeback.py), for REJOIN_FOR
        seconds. False once coming back is hopeless (the host refused the seat) or the tries
        have stopped."""
        if self.lost is None:
            return True
        if self.gave_up or self.is_over():
            return False
        joining = self._rejoining
        if joining is None:
            if self.comeback.stopped():
                return False            # no more tries until the player asks (`try_now`)
            if self.comeback.due():
                self._rejoining, self._states_at_try = self.client.rejoin(), self._states
            return True
        if not joining.done():
            return True
        self._rejoining = None
        failed = joining.exception()
        if failed is None:
            # the host's next state tells it all again (it may be in already: the new
            # connection's first words can come in before its join is seen to be done)
            self._stale = self._states == self._states_at_try
            self.lost = None
            self.comeback.back()
            self.rejoins += 1
            if self.sending is not None:
                self.sending = self.sending.rejoined()
        elif isinstance(failed, Refused):
            self.gave_up, self.comeback.refused = True, failed   # trying again won't help
            self._put_back(Refusal.of(HOST_LOST))    # no state will say whether it was played
            if failed.code in ENDED_CODES:
                self._end()             # over, or unknown to the host: no seat to come back to
            return False
        else:
            self.comeback.missed()
        return True

    # --- the host's presence, as the table tells it ---------------------------------------------
    def host_away(self) -> str | None:
        """Why the host cannot be reached, for the table to say (comeback.py: GONE, the reason
        it gave on closing, ENDED or REFUSED once it refused the seat's return); None while it
        can, or while a drop is only moments old. A finished game needs its host no more."""
        return None if self.is_over() else self.comeback.word(self.lost is not None)

    def next_try_in(self) -> float | None:
        """Seconds before the next try to join again; None while one is under way, or none is
        to come."""
        if self.lost is None or self.gave_up or self._rejoining is not None \
                or self.comeback.stopped():
            return None
        return self.comeback.wait_left()

    def try_now(self) -> None:
        """The player asks for a try at once (the next frame makes it), and more after it."""
        self.comeback.try_now()

    def tries_stopped(self) -> bool:
        """No try to come back is to come (until the player asks, `try_now`, or ever: refused)."""
        return self.lost is not None and (self.gave_up or (
            self._rejoining is None and self.comeback.stopped()))

    # --- who acts ---------------------------------------------------------------------------------
    def turn(self) -> list[int]:
        """The seats deciding now, as the host last said."""
        return [] if self.latest is None or self.is_over() else list(self.latest.turn)

    def active_seat(self) -> int | None:
        """This seat when the host waits for it, else the first seat deciding elsewhere."""
        turn = self.turn()
        return self.seat if self.seat in turn else next(iter(turn), None)

    def human_seats(self) -> list[int]:
        return [] if self.watching else [self.seat]

    def is_hot_seat(self) -> bool:
        return False

    def ai_thinking(self) -> int | None:
        """A seat deciding at another computer (shown as thinking, as an AI seat is)."""
        return next((s for s in self.turn() if s != self.seat), None)

    def ai_answer(self, seat: int) -> None:
        """None: the other seats decide at other computers, never on a thread here."""

    # --- what the seat may see and do -------------------------------------------------------------
    def view(self, viewer: int | None) -> State:
        """This seat's view, whoever asks: it is all this computer has."""
        return self.latest.view.clone()

    def legal_actions(self, seat: int) -> list[Action]:
        """The seat's choices; none while its word is on its way (the controls wait with it)."""
        if seat != self.seat or self.sending is not None or not self.latest.my_turn():
            return []
        return list(self.latest.legal)

    def sent(self, seat: int) -> Action | None:
        """The seat's move sent and not answered yet (for an undo asked, the action asked to be
        taken back), which the table shows as sent and waiting; None when nothing is on its way."""
        sending = self.sending
        return sending.action if sending is not None and seat == self.seat else None

    def prompt(self, seat: int) -> object | None:
        return self.latest.prompt if seat == self.seat and not self.watching else None

    def refusal(self, action: Action) -> Refusal | None:
        """Asked of the seat's own view, which lists the same actions as the host's state."""
        if self.sending is not None:
            return Refusal.of(WAITING)
        if action in self.legal_actions(self.seat):
            return None
        if getattr(action, "seat", None) != self.seat:
            return Refusal.of("not_your_turn", seat=getattr(action, "seat", -1))
        return self.latest.view.refusal(action) or Refusal.of("not_your_turn", seat=self.seat)

    def moves(self) -> int:
        return self.latest.move

    def revision(self) -> int:
        return self._revision

    def story(self, viewer: int | None) -> list[Chapter]:
        """Every action as the host told this seat of it; a secret one without its choice."""
        out = []
        for index, entry in enumerate(self._story):
            if entry.action not in self._actions:    # each read once: the story is told each frame
                try:
                    self._actions[entry.action] = codec.action_from_text(entry.action)
                except codec.CodecError:
                    self._actions[entry.action] = None   # another seat's secret: only its public part came
            action = self._actions[entry.action]
            out.append(Chapter(index, entry.seat, entry.action.split(" ", 1)[0], action,
                               entry.events, entry.action))
        return out

    def retell(self, viewer: int | None):
        """The story again, each chapter with the view this seat had just after it (the latest
        one for what happened before it joined, or after a move since taken back)."""
        for chapter in self.story(viewer):
            yield chapter, self._views.get(chapter.index + 1, self.latest.view).clone()

    def is_over(self) -> bool:
        return self.latest is not None and self.latest.final is not None

    def results(self) -> Outcome:
        """The host's final scores; with their parts when this seat's view scores the same."""
        final = self.latest.final or {"scores": [], "winners": []}
        totals = list(final["scores"])
        try:
            scored = list(self.latest.view.scores())
        except Exception:   # noqa: BLE001 - a view may hold too little to count: totals will do
            scored = []
        if [s.total for s in scored] != totals:
            scored = [Score((("total", total),)) for total in totals]
        view = self.latest.view
        rival = getattr(view, "mayor_score", None)
        target = getattr(view, "solo_target", None)
        return Outcome(tuple(scored), tuple(final["winners"]),
                       rival() if callable(rival) else None,
                       target() if callable(target) and len(totals) == 1 else None,
                       # the seed stays with the host until its record of the game is checked
                       self._kept["seed"] if self._kept is not None else -1, self.latest.move,
                       self.deal_check())

    # --- acting -----------------------------------------------------------------------------------
    def submit(self, action: Action) -> object:
        """Send this seat's action and return at once: the move is `sent` until the host's
        answer comes in (`pump_ai`). IllegalAction, nothing sent, when it is no legal choice of
        the seat's view, while another word is on its way, or once the line is known lost."""
        found = self.refusal(action) if isinstance(action, Action) else Refusal.of("not_an_action")
        if found is not None:
            raise IllegalAction(found)
        if self.lost is not None:
            raise IllegalAction(Refusal.of(HOST_LOST))
        self._send_word(Sent(action, self.latest.asked), self.client.act, action)
        return []

    def _send_word(self, sent: Sent, send, *args) -> None:
        self.refused = None
        self.sending = sent
        self._revision += 1                 # drawn anew: the move shows as sent
        send(*args, sent.asked)             # posted: a failure comes back as the line's end

    def pump_ai(self, budget: float = 0.0, max_decisions: int = 1) -> list:
        """Take in what the host has sent since the last frame (the other seats' moves, the
        answer to this seat's); after a drop, join the seat again. A word unanswered for
        ANSWER_TIMEOUT seconds: the line is cut (its end comes in next, and the seat joins
        again)."""
        items = self._pump()
        if self.sending is not None and self.lost is None and self.sending.overdue(time.monotonic()):
            self.client.drop()
        self._come_back()
        self._settle()
        return items

    def wait_for_ai(self, timeout: float = 30.0) -> None:
        """Block until this seat must decide (its word on its way answered) or the game is over
        (tests: what a table sees does not depend on how fast the host is), joining again after
        a drop. A spectator is never asked: it takes in what has come."""
        if self.watching:
            self._pump()
            return
        self._wait(lambda: self.is_over() or bool(self.legal_actions(self.seat)), timeout,
                   rejoin=True)

    def can_undo(self, seat: int) -> bool:
        """As the host last said: its session applies the game's undo policy to this seat as at
        one table (game/net/table.py `may_undo`), which a view cannot tell (Arigatō's holds no
        history). Not while a word is on its way."""
        return (seat == self.seat and not self.watching and self.sending is None
                and self.lost is None and self.latest.undo)

    def undo(self, seat: int) -> Action | None:
        """Ask the host to take back this seat's action, at once: the action asked back (by
        every game's policy the seat's own last one), `sent` until the host retells the story
        without it (`_told_anew`), or puts it back with its refusal in `returned`; None when it
        may not be asked."""
        if not self.can_undo(seat):
            return None
        taken = next((c.action for c in reversed(self.story(seat)) if c.seat == self.seat), None)
        self._send_word(Sent(taken, self.latest.asked, undo=True), self.client.undo)
        return taken

    # --- the lobby and the chat ----------------------------------------------------------------
    def started(self) -> bool:
        """The host has started the game (a host without a lobby starts it at once)."""
        return self.lobby is None or self.lobby.started

    def choose_look(self, name: str | None = None, colour: int | None = None) -> None:
        """Ask the host for this seat's name and colour (the lobby's next news says if it took
        them; a refusal lands in `refused`)."""
        self._send(lambda: self.client.seat_look(name, colour))

    def seat_session(self, seat: int) -> "RemoteSession | None":
        """The connection that speaks for `seat` here: this one, for its own seat."""
        return self if seat == self.seat and not self.watching else None

    def say(self, text: str, by: int | None = None) -> None:
        """A chat line to the table (the host passes it on to every seat, this one too), always
        signed by this seat, whoever `by` says is at the keyboard."""
        self._send(lambda: self.client.chat(text))

    def _send(self, send) -> None:
        if self.lost is not None:
            return                      # said again once the seat is back: nothing to do now
        send()                          # posted: a failure comes back as the line's end

    def close(self) -> None:
        self.client.close()

    def leave(self) -> None:
        """Gone back from the lobby before the start: the host opens the seat again for another
        friend, and there is no seat to come back to."""
        try:
            self.client.close(leave=True)
        finally:
            self._end()

