"""One hosted game: the session (the only place an action is applied), its seats with their
secret tokens, the join code, the message each seat is sent, and the journal that has each action
on disk before any seat is sent it.

No networking here (game/net/host.py carries the messages): a table answers "this seat acts"
and "what does this seat see now", so it is tested without sockets.

A remote seat plays through the session as a human seat does (`HostedSession`,
game/input/hosted.py); an AI seat is the session's own AI controller, which sees only its seat's
view. The table sees the session only through its face and the host's narrow side of it
(game/input/face.py `HostFace`: whose turn, each seat's decisions, the deal to commit to, the
journal on disk), never its state or seed. Tokens are kept as their
SHA-256 in the save, so that a restarted host knows each seat's token without having kept it.

A remote seat whose player has dropped may be given to an AI (`stand_in`); its token stays, so
the player who comes back takes the seat back (`take_back`) and plays on from where the AI left
it: a friend whose line failed for two minutes expects to rejoin the game, not to watch it.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass

from game.ai.agents import AGENTS
from game.core import registry
from game.core.engine import IllegalAction
from game.core.rng import KEYED
from game.input.face import HostFace
from game.input.hosted import HostedSession
from game.input.session import SeatConfig
from game.net import codec, fair
from game.net import messages as m
from game.persistence import schema as sc
from game.persistence.journal import Journal
from game.persistence.saves import SEAT_COLOURS, SaveStore

REMOTE, AI = "remote", "ai"


def _token_hash(v, where):
    """A taken seat's token as its SHA-256 (hexadecimal), or None for a seat still open."""
    if v is None or (isinstance(v, str) and len(v) == 64
                     and all(c in "0123456789abcdef" for c in v)):
        return None
    return where, "a SHA-256 in hexadecimal, or null"


# What a host adds to a game's save (persistence/saves.py keeps the rest); `salt` the deal's
# commitment's (game/net/fair.py), absent from saves of hosts before it.
NET = sc.record({"code": sc.text(m.CODE_MAX),
                 "seats": sc.items(sc.record({"kind": sc.one_of(REMOTE, AI),
                                              "difficulty": sc.text(20),
                                              "token_hash": _token_hash}), 1, 8)},
                {"salt": sc.text(2 * fair.SALT_BYTES)})
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"   # no 0/O, 1/I/L: read aloud, typed by hand
CODE_LENGTH = 6


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class TableRefusal(Exception):
    """The host's typed refusal of what a seat asked (messages.py codes)."""

    def __init__(self, code: str, **params) -> None:
        super().__init__(f"{code} {params}")
        self.code, self.params = code, params


@dataclass
class SeatPlan:
    """Who plays a seat: a remote player (once joined, the hash of its token) or the host's AI."""
    kind: str = REMOTE
    difficulty: str = "normal"
    token_hash: str | None = None

    @classmethod
    def parse(cls, text: str) -> "SeatPlan":
        """`remote`, `ai` or `ai:<level>` (the --seats option)."""
        kind, _, level = text.strip().partition(":")
        if kind == REMOTE and not level:
            return cls(REMOTE)
        if kind == AI:
            if (level or "normal") not in AGENTS:
                raise ValueError(f"no AI level {level!r}; known: {', '.join(sorted(AGENTS))}")
            return cls(AI, level or "normal")
        raise ValueError(f"a seat is 'remote' or 'ai[:level]', not {text!r}")


class HostedTable:
    def __init__(self, game: str, plans: list[SeatPlan], options: dict | None = None,
                 code: str | None = None, seed: int | None = None,
                 store: SaveStore | None = None, slot: str | None = None,
                 names: list[str] | None = None, colours: list[int] | None = None,
                 lobby: bool = False, deal: str = KEYED) -> None:
        spec = registry.spec(game)
        if not spec.min_players <= len(plans) <= spec.max_players:
            raise ValueError(f"{spec.title} is for {spec.min_players} to {spec.max_players} "
                             "players")
        self.plans = plans
        if code and m.code_fault(code):
            raise ValueError(m.code_fault(code))
        self.code = m.join_code(code) if code else new_code()
        self.store, self.slot = store, slot or SaveStore.new_slot()
        names = names or [f"Seat {i + 1}" if p.kind == REMOTE else f"AI {i + 1}"
                          for i, p in enumerate(plans)]
        colours = colours or [i % SEAT_COLOURS for i in range(len(plans))]
        self.first_names = list(names)      # a seat left in the lobby takes its first name again
        seats = [SeatConfig(names[i], colours[i], "human" if p.kind == REMOTE else "ai",
                            p.difficulty) for i, p in enumerate(plans)]
        # a table hosted from the client waits in its lobby until its host starts it; the
        # dedicated host's tables start at once, as a restarted host's do
        self.started = not lobby
        self.session: HostFace = HostedSession(
            spec, seats, options, seed, deal=deal,
            autosave=self.journal_writer() if store is not None else None)
        self.salt = fair.new_salt()     # the deal's commitment's, revealed with the record

    # --- saving ---------------------------------------------------------------------------------
    def journal_writer(self) -> Journal:
        """Write-ahead (persistence/journal.py): each action is appended to the game's journal
        (the session saves inside `submit`, `pump_ai` and `undo`) and fsynced (`sync`) before
        any seat is sent its result: the room waits for the disk off its loop (room.py
        `durable`), whole saves included (a seat taken: before its token is sent, room.py
        `welcome`), and never builds a seat's state before. A host
        killed at any moment resumes the last state some seat was sent, or one action past it
        that no seat was sent: a card a player has seen never goes back into the pile."""
        return self.store.journaled(self.slot, self._with_net, sync_later=True)

    def unsynced(self) -> bool:
        """A change is written to the journal, or a whole save asked for, but not yet on disk:
        no seat may be sent it."""
        return self.session.unsynced()

    def sync(self) -> None:
        """The journal's lines on disk; from any thread. A disk that says no does not stop the
        game (as at one table): the session keeps why, to show."""
        self.session.sync()

    def _with_net(self, data: dict) -> dict:
        """The session's save with the host's part, and what its store adds (a client's host:
        how to host it again), so that a change to either is a change of the save."""
        return {**data, "net": self.net_record(), **self.store.own()}

    def net_record(self) -> dict:
        return {"code": self.code, "salt": self.salt,
                "seats": [{"kind": p.kind, "difficulty": p.difficulty, "token_hash": p.token_hash}
                          for p in self.plans]}

    def save(self) -> None:
        self.session.save()

    def flush(self) -> None:
        """Wait until the saves asked for are on disk (before the save is read or removed): with
        the journal, each is there when its action returns."""
        self.session.flush_saves()

    @classmethod
    def from_save(cls, data: dict, store: SaveStore, slot: str) -> "HostedTable":
        """The table a host kept (its save and its `net` part), the game replayed to where it
        stood; ValueError when it is none."""
        found = sc.check(NET, data.get("net"))
        if found or len(data["net"]["seats"]) != len(data.get("seats", ())):
            raise ValueError(f"not a hosted game's save: net.{found[0] if found else 'seats'}")
        net = data["net"]
        plans = [SeatPlan(s["kind"], s["difficulty"], s["token_hash"]) for s in net["seats"]]
        table = cls.__new__(cls)
        table.plans, table.store, table.slot = plans, store, slot
        table.code = m.join_code(net["code"])   # an earlier host kept the code as it was typed
        table.salt = net.get("salt") or fair.new_salt()
        table.started = True
        table.session = HostedSession.from_save(registry.spec(data["game"]), data,
                                                autosave=table.journal_writer())
        table.first_names = [s.name for s in table.session.seats]
        return table

    # --- seats ----------------------------------------------------------------------------------
    @property
    def game(self) -> str:
        return self.session.spec.name

    @property
    def players(self) -> int:
        return len(self.plans)

    @property
    def options(self) -> dict:
        """The game's options, as every seat is told them."""
        return self.session.options

    def open_seats(self) -> list[int]:
        """The seats for a friend online that no one has taken yet."""
        return [i for i, p in enumerate(self.plans) if p.kind == REMOTE and p.token_hash is None]

    def open_seat(self) -> int | None:
        return next(iter(self.open_seats()), None)

    def take_seat(self, name: str | None = None, seat: int | None = None) -> tuple[int, str]:
        """The first open remote seat (or `seat`, the host's own choice for a person at its
        computer), with its new secret token (TableRefusal when none)."""
        if seat is None:
            seat = self.open_seat()
        elif self.plans[seat].kind != REMOTE or self.plans[seat].token_hash is not None:
            seat = None
        if seat is None:
            raise TableRefusal(m.NO_OPEN_SEAT)
        if name:
            self._check_name(seat, name)
        token = secrets.token_urlsafe(24)
        self.plans[seat].token_hash = _hash(token)
        if name:
            self.session.seats[seat].name = name.strip()
        self.save()          # a restarted host must know the seat is taken, and by which token:
        # on disk before the token is sent (room.py `welcome`), written off the host's loop
        return seat, token

    def holds(self, token: str | None) -> bool:
        """The token is one of this table's seats'."""
        try:
            return token is not None and self.seat_of(token) >= 0
        except TableRefusal:
            return False

    def seat_of(self, token: str) -> int:
        """The seat this token holds (TableRefusal when none)."""
        wanted = _hash(token)
        for i, p in enumerate(self.plans):
            if p.token_hash is not None and hmac.compare_digest(p.token_hash, wanted):
                return i
        raise TableRefusal(m.BAD_TOKEN)

    # --- the lobby ------------------------------------------------------------------------------
    def lobby(self) -> dict:
        """The `lobby` message: each seat's name, colour, kind and whether a player holds it."""
        return {"type": "lobby", "started": self.started,
                "seats": [{"name": s.name, "colour": s.colour, "kind": p.kind,
                           "joined": p.kind == AI or p.token_hash is not None}
                          for s, p in zip(self.session.seats, self.plans)]}

    def set_look(self, seat: int, name: str | None = None, colour: int | None = None) -> None:
        """`seat` takes this name and colour (each optional), while the table is in its lobby;
        TableRefusal (nothing changed) when the game has started or another seat has the colour."""
        if self.started:
            raise TableRefusal(m.NOT_IN_LOBBY)
        seats = self.session.seats
        if colour is not None and any(s.colour == colour for i, s in enumerate(seats) if i != seat):
            raise TableRefusal(m.COLOUR_TAKEN, colour=colour)
        if name is not None:
            self._check_name(seat, name)
            seats[seat].name = name.strip()
        if colour is not None:
            seats[seat].colour = colour
        self.save()

    def _check_name(self, seat: int, name: str) -> None:
        """TableRefusal when another seat already goes by `name` (whatever its case or spaces):
        two "Botan" at one table could not be told apart, at the table nor in the record book."""
        wanted = name.strip().casefold()
        if any(s.name.strip().casefold() == wanted
               for i, s in enumerate(self.session.seats) if i != seat):
            raise TableRefusal(m.NAME_TAKEN)

    def free_seat(self, seat: int) -> bool:
        """The player of `seat` went back before the start: the seat is open again, under its
        first name, for the next who joins (its token no longer holds it). False, nothing
        changed, once the game has started: then the seat waits for its player."""
        plan = self.plans[seat]
        if self.started or plan.kind != REMOTE or plan.token_hash is None:
            return False
        plan.token_hash = None
        self.session.seats[seat].name = self.first_names[seat]
        self.save()
        return True

    def start(self) -> None:
        """The host starts the game: from now on the seats are asked for their decisions."""
        self.started = True

    # --- a seat whose player dropped ------------------------------------------------------------
    def is_stand_in(self, seat: int) -> bool:
        """An AI plays a remote player's seat while they are away (their token still holds it)."""
        plan = self.plans[seat]
        return plan.kind == AI and plan.token_hash is not None

    def stand_in(self, seat: int, level: str) -> None:
        """An AI at `level` plays the seat of a remote player who dropped, until they come
        back (`take_back`); the seat keeps its name and its token."""
        plan = self.plans[seat]
        if plan.kind != REMOTE or plan.token_hash is None:
            raise ValueError(f"seat {seat} is no remote player's seat")
        plan.kind, plan.difficulty = AI, level
        self._seat_kind(seat, "ai", level)

    def take_back(self, seat: int) -> None:
        """The player whose seat an AI kept comes back: the seat is theirs again, and whatever
        the AI was thinking is dropped."""
        if not self.is_stand_in(seat):
            return
        self.plans[seat].kind = REMOTE
        self._seat_kind(seat, "human", self.plans[seat].difficulty)

    def _seat_kind(self, seat: int, kind: str, level: str) -> None:
        config = self.session.seats[seat]
        self.session.seat_played_as(seat, SeatConfig(config.name, config.colour, kind, level))
        self.save()          # a restarted host knows who plays the seat

    def code_matches(self, code: str) -> bool:
        """Whatever case either side typed it in (messages.py, `join_code`)."""
        return hmac.compare_digest(m.join_code(code).encode(), m.join_code(self.code).encode())

    # --- play -----------------------------------------------------------------------------------
    def asked(self, seat: int) -> int:
        """How many decisions `seat` has made: an action answers the next one, so an old action
        sent again is stale instead of played twice."""
        return self.session.decided(seat)

    def act(self, seat: int, asked: int, text: str) -> None:
        """`seat` plays the action `text`, answering its decision number `asked`. TableRefusal
        (nothing changed) when it may not."""
        try:
            action = codec.action_from_text(text)
        except codec.CodecError:
            raise TableRefusal(m.BAD_MESSAGE, where="action", expected="an action") from None
        if action.seat != seat:
            raise TableRefusal(m.NOT_YOUR_SEAT, seat=seat)
        if not self.started:
            raise TableRefusal(m.NOT_STARTED)
        if asked != self.asked(seat):
            raise TableRefusal(m.STALE, asked=asked, now=self.asked(seat))
        try:
            self.session.submit(action)
        except IllegalAction as exc:
            raise TableRefusal(m.ILLEGAL, rule=exc.refusal.code, **exc.refusal.values) from None

    def may_undo(self, seat: int) -> bool:
        """`seat`'s player may take back an action now: the game's undo policy as the session
        applies it at one table (State.undo_index: Daitoshi's last action of the game, Arigatō's
        own last action of the dawn or day, other villages' since or not), for a seat a player
        holds, once the game has started. Each seat's `state` message says it (`undo`)."""
        return (self.started and 0 <= seat < len(self.plans) and self.session.seats[seat].is_human
                and self.session.can_undo(seat))

    def undo(self, seat: int, asked: int) -> None:
        """Take back `seat`'s action that the game's undo policy allows (`may_undo`), as at one
        table; the session retells the story, which every seat is then sent again (room.py
        `after_undo`). TableRefusal (nothing changed) when it may not."""
        if asked != self.asked(seat):
            raise TableRefusal(m.STALE, asked=asked, now=self.asked(seat))
        if not self.may_undo(seat):
            raise TableRefusal(m.NOTHING_TO_UNDO)
        self.session.stop_thinking()         # thinking about a game that is no longer so
        self.session.undo(seat)

    def is_over(self) -> bool:
        return self.session.is_over()

    def final(self) -> dict | None:
        """The scores and winners once the game is over (every seat may see them)."""
        if not self.session.is_over():
            return None
        results = self.session.results()
        return {"scores": [s.total for s in results.scores], "winners": list(results.winners)}

    def record(self) -> dict | None:
        """The finished game as a record book keeps it (game/persistence/records.py: its setup,
        seed and actions, the names, the scores), once it is over: every seat is sent it then,
        and each client files it after replaying it (game/net/game_record.py). Never before the
        end: with the seed and the actions a client could deal the game. Undated: a client dates
        its own book."""
        if not self.is_over():
            return None
        entry = self.session.to_record()
        entry.pop("date", None)
        entry["salt"] = self.salt        # opens the commitment (game/net/fair.py)
        return entry

    @property
    def commitment(self) -> str:
        """What every seat is told of the deal before play: game/net/fair.py."""
        return fair.commitment(*self.session.dealt_by(), self.salt)

    # --- what a seat is sent --------------------------------------------------------------------
    def message_for(self, seat: int, history_from: int = 0, story_from: int = 0) -> dict:
        """The seat's `state` message: its view (the rules' own `view(seat)`), its legal actions,
        whose turn it is, the story since `story_from` as that seat sees it and whether it may
        take back an action now (`may_undo`). The view's history travels as its new actions
        since `history_from` (the client keeps the rest).
        The seats (who plays each, who is away) are the room's to add (room.py `seats`)."""
        view = self.session.view(seat)   # without the seed or the generator (the rules' own view)
        history = [a.text() for a in view.history[history_from:]]
        view.history = []
        turn = self.session.turn() if self.started else []   # the lobby: nobody yet
        legal = self.session.legal_actions(seat) if seat in turn else []
        # the story as the session tells it to this seat (what a seat may know is decided there,
        # for the tables and for the wire alike); the setup's own chapter is not sent
        story = [{"seat": c.seat, "action": c.seen, "events": [codec.encode(e) for e in c.events]}
                 for c in self.session.story(seat) if c.index >= story_from]
        message = {"type": "state", "move": self.session.moves(), "asked": self.asked(seat),
                   "seat": seat, "view": codec.encode(view),
                   "history_from": history_from, "history": history,
                   "legal": [a.text() for a in legal], "turn": turn,
                   "story_from": story_from, "story": story, "undo": self.may_undo(seat)}
        final = self.final()
        if final is not None:
            message["final"] = final
        return message
