"""The context every drawing function of the Daitoshi table reads: the view and what the table
knows beside it (names, colours, whose Factory is shown large, the log, the language), and what is
drawn over the board this frame (the story's line being told, the choices' places, what the mouse
is on, the notice). One frozen object, made by the scene once per frame; drawing functions only
read it, never the scene (game/ARCHITECTURE.md, "Practices" 9).

A region of the table (render.py) is drawn by `draw(surface, theme, ctx)` and explained by
`parts(theme, ctx)`: a list of `Part`s, each a place on the board (its key, the same key the
board's clicks use, hits.py), its rect in base units (None for the city, whose places are found
by geometry, layout.disc_hit) and its tooltip in words.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields
from typing import Any, Callable, NamedTuple

from game.core.daitoshi.prompts import DraftPrompt
from game.ui import theme as th


class Part(NamedTuple):
    key: tuple                 # ("band", d, ring), ("slot", 3), ("floor", seat, b, f), ...
    rect: tuple | None         # base units; None: found by layout.disc_hit
    tip: str


def filled_at_once(cls):
    """A frozen dataclass made from a dict of its fields in one go: `cls.of(values)`, or
    `cls(**values)` (keywords only).

    The `__init__` that `frozen=True` writes stores each field through `object.__setattr__` (the
    "tiny performance penalty" the dataclasses documentation names): about 1,700 machine
    instructions a field, 78,000 for Ctx's 47, made every frame, 2.3% of the median frame of a
    4-player table: what Daitoshi's frames lost beside b3f3713's 19-field Ctx (measured
    side by side in instructions). Here the values are copied into the new object's dict at
    once; a field left out reads its default from the class, as a dataclass's defaults are, and
    a `default_factory` field gets its own new value. Setting an attribute afterwards is refused
    as before (FrozenInstanceError); a field unknown or missing is a TypeError."""
    every = fields(cls)
    names = frozenset(f.name for f in every)
    made = tuple((f.name, f.default_factory) for f in every if f.default_factory is not MISSING)
    required = tuple(f.name for f in every if f.default is MISSING and f.default_factory is MISSING)
    needed = frozenset(required)

    def fill(made_now, values: dict) -> None:
        if not names.issuperset(values):
            raise TypeError(f"{cls.__name__} has no field {', '.join(sorted(values.keys() - names))}")
        if not needed.issubset(values):
            raise TypeError(f"{cls.__name__} needs {', '.join(n for n in required if n not in values)}")
        filled = made_now.__dict__
        filled.update(values)            # into an empty dict: a copy of the whole table at once
        for name, make in made:
            if name not in values:
                filled[name] = make()

    def of(values: dict):
        made_now = object.__new__(cls)
        fill(made_now, values)
        return made_now

    def __init__(self, **values):
        fill(self, values)

    cls.of = staticmethod(of)
    cls.__init__ = __init__
    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return cls


_seen: list = [None, {}]      # the last view asked of, and what was worked out from it


def of_view(view, name: str, make: Callable):
    """`make(view)`, worked out once per view and kept while the view asked of stays the same
    object. A view is made once per applied action (the table's `view`) and only read after
    (drawing reads, never writes: game/ARCHITECTURE.md, "Practices" 9); the regions' keys read
    it every frame, and building them anew from the view was most of their cost
    (game/tools/MEASUREMENTS.md, "Daitoshi's regions drawn less")."""
    if _seen[0] is not view:
        _seen[0], _seen[1] = view, {}
    kept = _seen[1]
    if name not in kept:
        kept[name] = make(view)
    return kept[name]


def _players_key(view) -> tuple:
    return tuple((p.vp, tuple(p.res), p.wealth, p.steam, tuple(p.workers), tuple(p.record), tuple(p.conflict),
                  p.chimney, p.reputation, p.prestige, p.worm_bus, tuple(p.pilgrims), p.banners, p.grant,
                  p.production_ready, tuple(map(tuple, p.slots)), tuple(map(tuple, p.improved)),
                  tuple(map(tuple, p.progress)), p.end_vp, p.magnate) for p in view.players)


def _prompts(view) -> tuple:
    return tuple((seat, view.prompt(seat)) for seat in view.current_seats())


@filled_at_once
@dataclass(frozen=True)
class Ctx:
    view: Any
    names: list                          # every player, the solo Mayor too
    colours: list                        # player index -> RGB
    humans: list                         # player index -> bool
    viewer: int | None
    active: int | None
    shown: int = 0                       # whose Factory is drawn large
    lang: str = "en"
    colour_blind: bool = False
    log: list = field(default_factory=list)      # LogEntry: the last lines told
    log_told: int = 0                    # lines told since the game began: the log's last line (trimmed or not)
    log_visible: int = 0                 # entries shown so far (a story reveals them in turn)
    log_scroll: int = 0
    log_floor: float | None = None       # the log's lines end above it (an online game's chat)
    log_top: float | None = None         # and begin below it (the hint's box, over the log's top)
    decision_title: str = ""
    decision_help: str = ""
    waiting: str = ""
    time: float = 0.0
    moving: frozenset = frozenset()      # players whose Magnate is on its way (drawn by motion)
    choosing: bool = False               # the viewer has choices in the list
    replay: bool = False                 # a finished game watched again: its controls take the panel's foot
    # over the board (overlay.py); what the mouse is on and the notice are decided in `update`
    mouse: tuple | None = None
    hover: Any = None                    # overlay.Hover
    board: Any = None                    # hits.Board: where the viewer's choices lie
    legal: tuple = ()
    my_turn: bool = False
    beat: Any = None                     # the story's line told now (story.py), None when none
    story_t: float = 0.0
    glows: tuple = ()                    # the beat's floors lighting, 0..1 each
    telling: bool = False                # a move is being played out
    finale: Any = None                   # the final scoring, once the story is told
    motion: Any = None                   # motion.Motion: what flies over the board
    hinted: tuple | None = None          # the rect of the hinted choice's button
    marked: tuple = ()                   # (place, colour): a reviewed decision's two moves (ui/review/mark.py)
    notice: tuple | None = None          # (text, fill, border, lines below) at the foot of the decision panel
    hint_note: tuple | None = None       # the hint, said as a notice is, with its gain and reasons
    hint_at: tuple | None = None         # where: beside the panel (overlay.hint_rect); None: at its foot
    heads: tuple = ()                    # (text, y) of the list's group headings
    list_rect: tuple = (0, 0, 0, 0)
    choice_count: int = 0                # the choices in the list (0: no list)
    more: bool = False                   # the list scrolls
    keepouts: tuple = ()                 # where a tooltip may not lie (what is opened, the coach)
    away: frozenset = frozenset()        # seats whose player is disconnected (a game online)
    picker: tuple | None = None          # the open picker's paper (base units), None when none is open
    elsewhere: frozenset = frozenset()   # seats a person plays at another computer (a game online)
    stand_ins: frozenset = frozenset()   # seats the host's AI plays for a person who dropped

    @property
    def n(self) -> int:
        return len(self.view.players)

    @property
    def solo(self):
        return getattr(self.view, "solo", None)

    def letter(self, seat: int) -> str:
        return th.SEAT_COLOURS[seat % len(th.SEAT_COLOURS)][2]

    @property
    def players_key(self) -> tuple:
        """Everything of each player the board draws, per player: the Factory's and the strips'
        regions are drawn again when theirs changes (render.py), worked out once per view."""
        return of_view(self.view, "players", _players_key)

    @property
    def prompts(self) -> tuple:
        """(seat, prompt) for every seat deciding now, asked of the view once (the regions' keys
        and the draft's look read it)."""
        return of_view(self.view, "prompts", _prompts)

    def drafting(self) -> bool:
        """The expert draft: no Magnate is placed yet (SETUP 23)."""
        return bool(self.prompts) and isinstance(self.prompts[0][1], DraftPrompt)
