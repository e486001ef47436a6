"""The shared protocol every game's rules speak (game/ARCHITECTURE.md, "The engine protocol").

A game is a `State` subclass. Everything a player decides is an `Action` listed by
`legal_actions(seat)`; `apply` is the one way to change a state. It checks the action first and
refuses an illegal one with `IllegalAction`, changing nothing; a legal one is recorded in
`history` and returns the `Event`s that happened, for the log and the animations.

Randomness comes only from `self.rng` (one generator, seeded at setup: the deal its save names,
game/core/rng.py), so a game is fully determined by its setup, deal, seed and action list: saves,
replays, undo and tests rest on that.
"""

from __future__ import annotations

import dataclasses
import typing
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import ClassVar

from game.core.quick_init import quick_init
from game.core.rng import SPLITMIX, KeyedRng, Rng, deal_rng


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is refused, as data: a `code` naming the case and its `params` (sorted
    name/value pairs of primitives). The client words it through its catalogue; `text()` is a
    language-free form for logs and tests ("workshop_occupied slot=2")."""

    code: str
    params: tuple = ()

    @classmethod
    def of(cls, code: str, **params) -> "Refusal":
        return cls(code, tuple(sorted(params.items())))

    def __getitem__(self, name: str):
        return dict(self.params)[name]

    @property
    def values(self) -> dict:
        return dict(self.params)

    def text(self) -> str:
        return " ".join([self.code, *(f"{k}={v}" for k, v in self.params)])

    __str__ = text


class IllegalAction(Exception):
    """An action refused by `State.apply` (or the session): `refusal` says why, as data;
    `reason` is its language-free text."""

    def __init__(self, refusal: "Refusal | str") -> None:
        if isinstance(refusal, str):
            refusal = Refusal.of("not_allowed", what=refusal)
        super().__init__(refusal.text())
        self.refusal = refusal
        self.reason = refusal.text()


class RulesRunaway(RuntimeError):
    """One `apply` ran more internal steps than any real action needs: a chain of effects that
    feeds itself. Raised instead of looping; the state that raised is unusable (replay its
    history without the action to get the state from before it). The message names the game,
    its seed, the action and the last steps run."""

    def __init__(self, game: str, seed: int, action: str, steps: int, last: list[str]) -> None:
        super().__init__(f"{game} (seed {seed}): '{action}' ran more than {steps} internal steps; "
                         f"the last were: {'; '.join(last)}")
        self.game, self.seed, self.action, self.steps, self.last = game, seed, action, steps, last


# --- actions -------------------------------------------------------------------------------------

_ACTION_KINDS: dict[str, type["Action"]] = {}


def _camel_to_snake(name: str) -> str:
    return "".join("_" + c.lower() if c.isupper() else c for c in name).lstrip("_")


@dataclass(frozen=True, slots=True)
class Action:
    """A decision by one seat. Subclasses are frozen, slotted dataclasses of primitives and ids.

    The text form (`kind seat=0 slot=2 items=katana,bonsai`) is stable: saves, replays, logs and
    tests use it, and `Action.parse` reads it back.
    """

    seat: int
    kind: ClassVar[str] = "action"

    def __init_subclass__(cls, **kwargs) -> None:
        # No zero-argument super() here: slots=True rebuilds the class, which breaks its cell.
        if "kind" not in cls.__dict__:
            cls.kind = _camel_to_snake(cls.__name__)
        _ACTION_KINDS[cls.kind] = cls
        quick_init(cls)   # the slotted class the dataclass decorator makes last (quick_init.py)

    def text(self) -> str:
        parts = [self.kind]
        for name in _field_names(type(self)):
            value = getattr(self, name)
            if isinstance(value, tuple):
                value = ",".join(str(v) for v in value) if value else "-"
            elif isinstance(value, bool):
                value = "yes" if value else "no"
            parts.append(f"{name}={value}")
        return " ".join(parts)

    def seen_by(self, viewer: int | None = None) -> str:
        """A stable, language-free key for what `viewer` sees of this action: its text form, or
        for a secret choice only what is public of it (a game overrides it there). The search
        groups another seat's moves by it; `None` is a viewer who sees everything."""
        return self.text()

    def describe(self, viewer: int | None = None) -> str:
        """Plain words for a table that has none of its own (the protocol table, tests): the
        key of what `viewer` sees. Each game's table words actions through its catalogue."""
        return self.seen_by(viewer)

    @staticmethod
    def parse(text: str) -> "Action":
        kind, *pairs = text.split()
        cls = _ACTION_KINDS.get(kind)
        if cls is None:
            raise ValueError(f"unknown action kind {kind!r} in {text!r}")
        hints = _hints(cls)      # once per class: typing.get_type_hints compiles them anew each call
        values = {}
        for pair in pairs:
            name, _, raw = pair.partition("=")
            values[name] = _parse_value(hints.get(name, str), raw)
        return cls(**values)


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(cls) -> tuple[str, ...]:
    """An action class's field names in order, read once per class (`dataclasses.fields` builds
    its answer anew at each call, and the search words actions hundreds of thousands of times)."""
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


def action_kind(kind: str) -> type[Action] | None:
    """The Action class whose text form begins with `kind`, or None."""
    return _ACTION_KINDS.get(kind)


def _parse_value(hint, raw: str):
    if hint is bool:
        return raw == "yes"
    if hint is int:
        return int(raw)
    if typing.get_origin(hint) is tuple:
        if raw == "-":
            return ()
        (inner, *_rest) = typing.get_args(hint)
        return tuple(int(v) if inner is int else v for v in raw.split(","))
    return raw


def _same_types(a, b) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return len(a) == len(b) and all(_same_types(x, y) for x, y in zip(a, b))
    return True


def listed(action: Action, legal) -> bool:
    """`action` is one of `legal` exactly: equal, and of the same types all through."""
    try:
        other = legal[legal.index(action)]
    except ValueError:
        return False
    if other is action:        # the listed object itself (an agent's or a table's choice)
        return True
    if type(other) is not type(action):
        return False
    for f in action.__dataclass_fields__:      # equal already: only bool/int/float/list can differ
        a, b = getattr(action, f), getattr(other, f)
        if type(a) is not type(b) or (type(a) is tuple and not _same_types(a, b)):
            return False
    return True


def wrong_field(action: Action) -> dict | None:
    """The field of `action` that is not of its declared type (int, str, bool, tuple of them),
    as {"field": name, "expected": type name}, or None."""
    hints = _hints(type(action))
    for name, hint in hints.items():
        value = getattr(action, name, None)
        if typing.get_origin(hint) is tuple:
            inner = typing.get_args(hint)[0] if typing.get_args(hint) else object
            if type(value) is not tuple or any(type(v) is not inner for v in value):
                return {"field": name, "expected": f"tuple[{inner.__name__}]"}
        elif hint in (int, str, bool) and type(value) is not hint:
            return {"field": name, "expected": hint.__name__}
    return None


_HINTS: dict = {}


def _hints(cls) -> dict:
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = {f.name: typing.get_type_hints(cls)[f.name]
                               for f in dataclasses.fields(cls)}
    return hints


# --- events --------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, in order. `seat` is whose it is, or None for the table's."""

    seat: int | None

    def __init_subclass__(cls, **kwargs) -> None:
        quick_init(cls)   # the slotted class the dataclass decorator makes last (quick_init.py)

    @property
    def name(self) -> str:
        return type(self).__name__

    def for_viewer(self, viewer: int | None) -> "Event":
        """This event as `viewer` may see it (secret card ids hidden); public events as they are."""
        return self


# --- scores --------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Score:
    """A seat's score with the parts that make it; `total` always equals their sum."""

    breakdown: tuple[tuple[str, int], ...]

    @property
    def total(self) -> int:
        return sum(v for _, v in self.breakdown)

    def part(self, name: str) -> int:
        return dict(self.breakdown).get(name, 0)


def winners_of(scores: list[Score]) -> list[int]:
    """Seats sharing the best total (both games' rulebooks let tied players share a victory
    unless a tie-breaker applies; games with tie-breakers override `State.winners`)."""
    best = max(s.total for s in scores)
    return [i for i, s in enumerate(scores) if s.total == best]


# --- state ---------------------------------------------------------------------------------------

class State(ABC):
    """The full state of one game. Subclasses hold rules; this class holds the protocol."""

    game_name: ClassVar[str] = ""
    #: set on a search's private world whose events nobody reads (the tree search's worlds,
    #: game/ai/mcts.py; a paired world's candidates unwatched, game/ai/playout.py): a game may
    #: then make none, its `apply` returning []; the state changes alike. Never on a table's
    #: state; a clone is not quiet.
    quiet: bool = False

    def __init__(self, num_seats: int, seed: int, deal: str = SPLITMIX) -> None:
        self.num_seats = num_seats
        self.seed = seed
        self.rng: Rng | KeyedRng = deal_rng(seed, deal)
        self.history: list[Action] = []

    # What a seat may do --------------------------------------------------------------------------
    @abstractmethod
    def current_seats(self) -> tuple[int, ...]:
        """Seats that have a decision now (several during simultaneous phases)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action `seat` may take now; empty when it has nothing to decide."""

    def prompt(self, seat: int):
        """What `seat` is asked now, as a typed prompt: a small frozen record of primitives and
        ids that says what the choice is about (the Invention being installed, the effect
        offered), which the client reads with `match` and words through its catalogue. None when
        the seat has nothing to decide, or nothing more to know than its legal actions. Each
        game's prompts live in its `prompts.py`; the core never hands out its own bookkeeping."""
        return None

    def refusal(self, action: Action) -> Refusal | None:
        """Why `action` is illegal now, or None when it is legal: exactly one of
        `legal_actions(seat)`, equal in value and in every field's type (False is not seat 0)."""
        if not isinstance(action, Action):
            return Refusal.of("not_an_action", what=type(action).__name__)
        if self.is_over():
            return Refusal.of("game_over")
        if type(action.seat) is not int:
            return Refusal.of("wrong_field", **wrong_field(action))
        if not 0 <= action.seat < self.num_seats:
            return Refusal.of("no_such_seat", seat=action.seat)
        if action.seat not in self.current_seats():
            return Refusal.of("nothing_to_decide", seat=action.seat)
        if not listed(action, self.legal_actions(action.seat)):
            wrong = wrong_field(action)    # only now: a listed action has the right types
            if wrong is not None:
                return Refusal.of("wrong_field", **wrong)
            try:
                why = self.explain_refusal(action)
            except Exception:  # noqa: BLE001 - explaining a refusal must never break the refusal
                why = None
            return why or Refusal.of("not_allowed", what=action.text())
        return None

    def explain_refusal(self, action: Action) -> Refusal | None:
        """A game's own case for why a listed-kind action is not legal (optional)."""
        return None

    # The one way in ------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        reason = self.refusal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self.history.append(action)
        return self._apply(action)

    def apply_listed(self, action: Action) -> list[Event]:
        """`apply` for an action the caller has just taken from this very state's
        `legal_actions`: a search playing out its own private copy of a world (game/ai/mcts.py),
        where checking it again would generate the legal list a second time for every move.
        Never for an action from outside (a person, a file, another state): use `apply`."""
        self.history.append(action)
        return self._apply(action)

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Carry out a legal action (called only by `apply`)."""

    # Outcome -------------------------------------------------------------------------------------
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[Score]:
        """Each seat's score with its breakdown (final once `is_over`)."""

    def winners(self) -> list[int]:
        return winners_of(self.scores())

    def undo_index(self, seat: int, replay: typing.Callable[[list[Action]], "State"]) -> int | None:
        """The place in `history` of `seat`'s action that may be taken back now, or None. Each
        game states its own policy (own actions within the turn, never across hidden information
        or another seat's move); by default nothing is. `replay(actions)` gives a fresh state
        after those actions from the same setup (the session's, which remembers its last one).
        Taking it back is replaying the history without it (the session's `undo`)."""
        return None

    def opening_events(self) -> list[Event]:
        """What the setup itself did that a log tells (a day begun, the first hands drawn), as
        events, asked of a game just set up; by default nothing."""
        return []

    def progress(self) -> tuple[str, int] | None:
        """How far the game has come, in its own unit: ("day", 5), ("turn", 31); None when the
        game has no such count. The client words it ("Day 5") for a saved game."""
        return None

    # Information and copies ----------------------------------------------------------------------
    @abstractmethod
    def view(self, seat: int) -> "State":
        """A copy with everything `seat` may not see redacted (hands, stack orders, secrets, and
        the seed and generator, which would deal every hidden card again)."""

    @abstractmethod
    def determinize(self, seat: int, rng: Rng) -> "State":
        """A full state consistent with `seat`'s view, hidden parts sampled with `rng`.

        Works on a full state or on a view; never touches `self.rng` of the original.
        """

    def sampler(self, seat: int) -> typing.Callable[[Rng], "State"]:
        """`determinize(seat, rng)` as a function of `rng`: the same worlds, for a search that
        samples hundreds from one view; a game may work out once what they all share."""
        return lambda rng: self.determinize(seat, rng)

    @abstractmethod
    def clone(self) -> "State":
        """An independent copy that shares no mutable part with this state."""

    @abstractmethod
    def invariant_violations(self) -> list[str]:
        """Broken invariants (components conserved, limits held, scores add up); [] when sound."""


@dataclass(frozen=True)
class Look:
    """How the client dresses a game beyond its title: the characters of the seal on its results,
    its style ("paper", or Daitoshi's steel and "brass": the hand-off curtain, the protocol table)
    and its own icons, as a name prefix and the module that registers them when imported."""

    seal: str = ""
    style: str = "paper"
    icons: tuple[str, str] | None = None


@dataclass(frozen=True)
class Setup:
    """One way to set a game up, as the tools measure it: a player count and options, with the
    name a table of figures gives it ("daitoshi_solo"; the game's own name when empty)."""

    players: int
    options: dict = field(default_factory=dict, hash=False)
    label: str = ""


@dataclass(frozen=True)
class GameSpec:
    """What the client and the command line need to know to offer a game, and where the other
    layers find the game's own parts: its one declaration (game/ARCHITECTURE.md, "Adding a game").
    Those parts are named by module, never imported here (the core imports no layer above it)."""

    name: str
    title: str
    min_players: int
    max_players: int
    new_game: typing.Callable[..., State]
    options: dict[str, tuple] = field(default_factory=dict)  # option -> allowed values
    solo_options: frozenset = frozenset()   # the options only a 1-player game uses
    ai: str | None = None          # a module exposing HEURISTICS (game/ai/heuristics.py)
    words: str | None = None       # a module exposing its catalogue entries per language (EN, FR)
    parts: tuple[str, ...] = ()    # the kinds of its table's parts a tutorial step may light
    look: Look = field(default_factory=Look)
    # The games its search is measured on (`bench --ai`), as game/tools/MEASUREMENTS.md's figures name them; none
    # declared: its largest player count.
    measured: tuple[Setup, ...] = ()
    # `bench --frames` draws its table over a whole game of AI seats, every frame from the first
    # to the results (a bar on every frame, as Daitoshi's on its worst frame), rather
    # than a run of frames some moves in.
    frames_whole_game: bool = False
    # Components a view holds by reference, not by value: the network sends each by this name
    # and the other side loads its own (the handshake has checked both have the same content:
    # game/net/codec.py); each name maps to the loader that gives the one shared object.
    shared: dict[str, typing.Callable[[], object]] = field(default_factory=dict)
    # What a seat is sent over the network: the kinds of value its views, events and prompts
    # are made of, each with its public fields (game/core/wire.py, `WireType`), declared in the
    # game's own package so that the wire is the game's word, not its objects' layout.
    wire: tuple = ()

    def searched(self) -> tuple[Setup, ...]:
        """The setups `bench --ai` measures the search on."""
        return self.measured or (Setup(self.max_players),)

    def every_count(self) -> list[Setup]:
        """One setup per player count it allows, each with its options' first values where a
        count needs them (the solo options, as the setup screen offers them first); what
        `bench --net` plays."""
        return [Setup(n, {o: self.options[o][0] for o in sorted(self.solo_options)} if n == 1 else {})
                for n in range(self.min_players, self.max_players + 1)]
