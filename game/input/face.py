"""The session's public face: everything a table may ask of the game it shows. `GameSession`
(session.py) is one implementation; a remote session, a client of a host over the network, is
meant to be another, so nothing here hands out the full state, the seed before the end, or another
seat's hidden cards: a table sees a seat's `view`, that seat's `legal_actions` and `prompt`, and
the `story` with every event already as the viewer may know it.

`KeptFace` is the rest of what the client itself (game/ui/app.py) asks of a game it shows: its
saves, its record once it is over, what Watch again plays back and what Play again sets up. A game
at this computer answers from its save and seed; one hosted elsewhere keeps no save here and
files the host's record once it proves to be the game, so the client handles both with the same
code.

`HostFace` is the one narrow addition a network host's table (game/net/table.py) asks of the game it
hosts (game/input/hosted.py): whose turn it is, each seat's count of decisions, the deal it commits
to before play, and its journal on disk before a seat is told. Nothing else: what a seat is sent is
the face's own `view`, `legal_actions` and `story`.

`viewer` is the seat whose eyes the table lends (None: no seat yet; the session then shows what
an onlooker may see: everything in a game where no person plays, else only what is public).
"""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass
from typing import Iterator, Protocol, Sized, runtime_checkable

from game.core.engine import Action, Event, GameSpec, Refusal, Score, State


@dataclass(frozen=True, slots=True)
class Chapter:
    """One action of the game and what it caused, as one viewer may know it."""

    index: int                  # its place in the game's history (-1: the setup itself)
    seat: int | None            # whose action it was (None: the setup)
    kind: str                   # the action's kind ("assign_roles"): public even when its choice is not
    action: Action | None       # the action, None where the viewer may not see it (another's secret)
    events: tuple[Event, ...]   # each as the viewer may see it (`Event.for_viewer`)
    seen: str                   # what the viewer sees of the action, language-free (`Action.seen_by`):
                                # its text, or only the public part of another's secret ("" for the setup)


@dataclass(frozen=True, slots=True)
class Outcome:
    """A finished game's results, for the results screen."""

    scores: tuple[Score, ...]
    winners: tuple[int, ...]
    rival: Score | None        # a rival who is no seat, scored like one (Daitoshi's solo Mayor)
    target: int | None         # a solo game's score to beat (Arigatō's SOLO MODE)
    seed: int                  # told once the game is over, so that it can be played again
    moves: int                 # how many decisions the game took
    # a game hosted elsewhere: its deal as this seat checked it (game/net/fair.py), the reason
    # ("verified" or what was found) and the first move where the replay differs, or None
    deal: tuple[str, int | None] | None = None


@runtime_checkable
class SessionFace(Protocol):
    """What a table may call. Attributes are public facts about the seats, never the game."""

    spec: GameSpec
    seats: list                 # SeatConfig per seat: name, colour, human or AI
    is_replay: bool
    helps: bool                 # the player may ask for help (a hint, Suggest): not while practising
    save_error: str | None      # why the last save failed (the table shows it), None when saved
    saved: bool                 # a save holds this game (the pause screen says so)
    save_slot: str | None       # the file it is saved in (the table leaves its picture beside it)
    record_error: str | None    # why the finished game could not go into the record book
    failures: list              # an AI's moves that the rules could not finish, for the table to say
    played_after_all: list      # moves put back when their host went, shown played once it was
                                # back (it had played them before it went), for the table to say
    returned: list              # (action, Refusal): moves sent elsewhere and put back (a game
                                # hosted elsewhere: the host refused them, or never received them)

    # --- who acts ---------------------------------------------------------------------------------
    def active_seat(self) -> int | None: ...
    def human_seats(self) -> list[int]: ...
    def is_hot_seat(self) -> bool: ...
    def ai_thinking(self) -> int | None: ...

    def ai_answer(self, seat: int) -> Future | None:
        """Done once `seat`'s AI, thinking on a thread of its own, has chosen (the next
        `pump_ai` plays it); None when no AI here is thinking for that seat (a host awaits it
        beside its connections: game/net/room.py)."""

    def away(self) -> frozenset[int]:
        """The seats whose player is disconnected and waited for (a game played online)."""
        ...

    # --- what a seat may see and do -----------------------------------------------------------------
    def view(self, viewer: int | None) -> State:
        """What `viewer` may see (a copy: hidden parts redacted)."""

    def legal_actions(self, seat: int) -> list[Action]:
        """`seat`'s choices now (empty unless the screen waits for that seat)."""

    def prompt(self, seat: int) -> object | None:
        """The decision `seat` must answer first, as the game's typed prompt, or None."""

    def refusal(self, action: Action) -> Refusal | None:
        """Why `action` would be refused now (a button greyed out, its reason), or None."""

    def moves(self) -> int:
        """How many actions the game has had."""

    def revision(self) -> int:
        """A number that changes whenever the position changes (a move, an undo, a jump)."""

    def story(self, viewer: int | None) -> list[Chapter]:
        """Every action so far (after the setup's own chapter, when the game has one), as
        `viewer` may know it."""

    def retell(self, viewer: int | None) -> Iterator[tuple[Chapter, State]]:
        """The story again, each chapter with `viewer`'s view just after it (a log worded
        against the position it speaks of)."""

    def is_over(self) -> bool: ...
    def results(self) -> Outcome: ...

    # --- acting -------------------------------------------------------------------------------------
    def submit(self, action: Action) -> object:
        """Play a person's action; raises `IllegalAction` (nothing changes) with the reason. What
        it caused is read in `story`. A game hosted elsewhere only sends it and returns at once:
        the move is `sent` until its host answers, then played, or put back in `returned`."""

    def sent(self, seat: int) -> Action | None:
        """`seat`'s move sent to a host elsewhere and not answered yet, which the table shows as
        sent and waiting (None: nothing on its way; always, for a game at this computer)."""

    def pump_ai(self, budget: float = 0.0, max_decisions: int = 1) -> Sized:
        """Let AI seats move (at most `budget` seconds); what they did is read in `story`."""

    def wait_for_ai(self, timeout: float = 30.0) -> None: ...
    def can_undo(self, seat: int) -> bool: ...

    def undo(self, seat: int) -> Action | None:
        """Take back `seat`'s last action where the game's policy allows; the story follows."""

    def close(self) -> None: ...


@runtime_checkable
class KeptFace(Protocol):
    """What the client asks of a game beyond its table: what is kept of it at this computer."""

    def flush_saves(self) -> None:
        """Wait until the saves asked for are on disk (at once where nothing is saved here)."""

    def to_record(self) -> dict | None:
        """The finished game for the record book (game/persistence/records.py), or None when
        this computer has no new game to file (a replay is none). A game hosted elsewhere
        files the host's record only once it proves to be the game played here, else raises
        `NotKept` (persistence/records.py), whose reason the results say."""

    def replay_source(self) -> dict | None:
        """What Watch again plays back (a save or a record: setup, seed and actions), or None
        when this computer cannot play it back (a game hosted elsewhere before its record is
        filed)."""

    def setup_again(self) -> dict | None:
        """What Play again sets up (and the setup screen offers next): `game` (its name),
        `seats` (SeatConfig, as the people who played sat) and `options`; None for a game set
        up elsewhere (played online: Play again goes back to Play online)."""


@runtime_checkable
class ReplayFace(SessionFace, Protocol):
    """A finished game played back (game/input/replay.py): the watcher's controls."""

    paused: bool
    speed: float

    def step_forward(self) -> object: ...
    def step_back(self) -> None: ...
    def goto(self, position: int) -> None: ...
    def position(self) -> int: ...
    def length(self) -> int: ...
    def marks(self) -> list[tuple[int, int]]: ...
    def mark_now(self) -> int: ...
    def progress_kind(self) -> str: ...


@runtime_checkable
class LessonFace(SessionFace, Protocol):
    """Learn to play's game (game/tutorial/session.py): the coach follows its lesson."""

    lesson: object

    def expected(self) -> list[Action]:
        """The moves the lesson's step expects now (empty: none, or not the player's turn)."""

    def next_step(self) -> None: ...
    def back(self) -> None: ...
    def skip(self) -> None: ...


@runtime_checkable
class GameFace(SessionFace, KeptFace, Protocol):
    """A game as the client holds it (game/ui/app.py): its table's face and what is kept of it."""


@runtime_checkable
class HostFace(GameFace, Protocol):
    """A game a network host holds (game/input/hosted.py), as its table sees it
    (game/net/table.py): the face, and the few things only a host needs."""

    options: dict               # the game's options, as every seat is told them

    def turn(self) -> list[int]:
        """The seats deciding now (several in a simultaneous phase)."""

    def decided(self, seat: int) -> int:
        """How many decisions `seat` has made (a seat's action answers the next one)."""

    def dealt_by(self) -> tuple[str, int]:
        """The deal's name and the seed, for the host's commitment to the deal before play
        (game/net/fair.py); revealed to the seats only in the finished game's record."""

    def save(self) -> bool:
        """Write the game through its journal (a seat taken, a name or colour chosen): a host's
        journal only asks for the whole save here, which `sync` writes, off the host's loop."""

    def unsynced(self) -> bool:
        """An action (or a whole save asked for) is not yet on disk: no seat may be sent it."""

    def sync(self) -> None:
        """The journal on disk (from any thread); a disk's refusal kept in `save_error`."""

    def seat_played_as(self, seat: int, config) -> None:
        """`seat` played as the SeatConfig says from now on (an AI standing in, or the player
        back), its old AI's thinking dropped."""

    def stop_thinking(self) -> None:
        """Every AI's thinking dropped (the position it thinks about is taken back)."""


def played_online(session) -> bool:
    """A game played online, from this side of the line or the host's own seats: its session
    says whether its host is in reach (`host_away`: game/net/remote.py, hotseat.py) and takes a
    chat line (`say`). Asked by what it offers, not by its class, so that a table of a game at
    this computer never imports the network's code (game/ui/ahead.py: its import time)."""
    return callable(getattr(session, "host_away", None))
