"""A move played out at the table's pace: its log lines said one after another, each with the
place it concerns lit (the district the Mayor is checking, the Workshop a Worker goes to, the track a
hex leaves), the Factory it concerns drawn large, and a Production shown building by building (the
Inventions light in order and what each makes rises from it).

A `Story` is made from the lines `log.lines` gives for one action (each line keeps its event), so
what is played out is exactly what the log says. It runs on the table's clock, scaled by the
animation speed; a click finishes it; speed 0 shows everything at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from game.core.daitoshi import events as E
from game.core.daitoshi.city_turn import MM_WORKSHOP
from game.core.daitoshi.components import TERRAINS
from game.core.daitoshi.mayor import AdvisorsDealt, MayorChecked, MayorTurn
from game.ui.tables.daitoshi import layout as L

FLOOR_STEP = 0.3          # seconds (at 1x) between two Inventions lighting in a building
OWN = 0.35                # a player's own move is told faster: they chose it


@dataclass
class Beat:
    start: float                       # seconds at 1x from the story's beginning
    length: float
    entries: int                       # the story's lines shown once it starts
    seat: int | None = None            # whose Factory is drawn large meanwhile
    lights: tuple = ()                 # places lit
    floors: tuple = ()                 # (building, floor) lighting in turn while it produces
    caption: object = None             # the LogEntry said now


class Clock:
    """Something played out on the table's clock, `total` seconds long at 1x (a story, the
    final scoring): scaled by the animation speed, all at once at speed 0."""
    t: float = 0.0

    @property
    def total(self) -> float:
        raise NotImplementedError

    def update(self, dt: float, speed: float) -> None:
        self.t = self.total if speed <= 0 else self.t + dt * speed

    def done(self) -> bool:
        return self.t >= self.total

    def finish(self) -> None:
        self.t = self.total


@dataclass
class Story(Clock):
    beats: list
    lines: int                         # how many log lines the story tells
    t: float = 0.0
    rises: list = field(default_factory=list)   # (text, colour key, base-unit point, start time)
    times: dict = field(default_factory=dict)   # id(event) -> when it is told (seconds at 1x)

    # (t, the beat told at t): the frame's context asks for it several times
    _at: tuple = field(default=(None, None), init=False, repr=False, compare=False)

    @cached_property
    def total(self) -> float:
        """Its length at 1x: the beats are all made before the story is (`build`)."""
        return max((b.start + b.length for b in self.beats), default=0.0)

    def current(self) -> Beat | None:
        if self._at[0] != self.t:
            now = [b for b in self.beats if b.start <= self.t] if not self.done() else []
            self._at = (self.t, now[-1] if now else None)
        return self._at[1]

    def hidden(self) -> int:
        """The story's log lines not said yet."""
        if self.done():
            return 0
        beat = self.current()
        return self.lines - (beat.entries if beat else 0)

    def glow(self, beat: Beat, k: int) -> float:
        """How lit the k-th Invention of a producing building is now (0-1)."""
        on = beat.start + 0.15 + k * FLOOR_STEP
        if self.t < on:
            return 0.0
        return max(0.35, 1.0 - (self.t - on) / 1.2)


def _length(ev) -> float:
    if isinstance(ev, MayorTurn):
        return 1.0
    if isinstance(ev, MayorChecked):
        return 1.1 if ev.verdict == "chosen" else 0.8
    if isinstance(ev, E.EndTriggered):
        return 1.8
    if isinstance(ev, E.Gained):
        return 0.22
    if isinstance(ev, (E.TurnStarted, E.ConflictChecked, E.GameEnded)):
        return 0.3
    if isinstance(ev, (E.HexExploited, E.InventionTaken, E.DistrictExpanded, E.DistrictElectrified, E.Traded,
                       E.PartnershipUsed, E.Contributed, E.ProductionStarted, AdvisorsDealt)):
        return 0.6
    return 0.45


def _lights(ev, view) -> tuple:
    seat = ev.seat
    if isinstance(ev, MayorTurn):
        return (("mayor_face",),)
    if isinstance(ev, MayorChecked):
        return (("district", ev.district),)
    if isinstance(ev, E.MagnateMoved):
        return (("space", ev.district, ev.space),)
    if isinstance(ev, E.WorkerPlaced):
        return (("mm",),) if ev.workshop == MM_WORKSHOP else (("band", ev.district, ev.workshop),)
    if isinstance(ev, E.WorkersReturned):
        return (("district", ev.district),)
    if isinstance(ev, E.HexExploited):
        t_no = TERRAINS.index(ev.terrain)
        return (("track", t_no), ("record", seat, t_no))
    if isinstance(ev, E.EndTriggered):
        return (("track", TERRAINS.index(ev.track)),)
    if isinstance(ev, E.InventionTaken):
        return (("floor", seat, ev.building, ev.floor),)
    if isinstance(ev, (E.DistrictExpanded, E.DistrictElectrified)):
        return (("band", ev.district, ev.ring),)
    if isinstance(ev, (E.Traded, E.PartnershipUsed)) and ev.city in view.cities:
        return (("city", view.cities.index(ev.city)),)
    if isinstance(ev, E.Contributed):
        return (("mm_space", ev.space),)
    if isinstance(ev, E.UpgradeInstalled):
        return (("mm_workshop",),)
    if isinstance(ev, E.MegaMachineMoved):
        return (("mm",),)
    if isinstance(ev, E.ProductionStarted):
        return (("production", seat),)
    if isinstance(ev, E.BuildingActivated):
        return (("building", seat, ev.building),)
    return ()


def build(lines, view, own: int | None = None, leader: int | None = None, glide: dict | None = None) -> Story:
    """The story of one action from its log lines (`log.lines`, each keeping its event), told
    against the view after it. `own`: a player at the table who chose this move, whose own lines
    are told faster (what follows it, another's turn, the Mayor's, at the table's pace); `leader`:
    who leads the Production Turn under way; `glide`: id(event) -> seconds a Magnate takes."""
    beats: list[Beat] = []
    rises: list = []
    times: dict = {}
    at = 0.0
    for k, entry in enumerate(lines):
        ev = entry.source
        seat = getattr(ev, "seat", entry.seat)
        seat = seat if isinstance(seat, int) and 0 <= seat < len(view.players) else None
        if isinstance(ev, E.TurnStarted):
            own = None if ev.seat != own else own   # another's turn now: at the table's pace
        pace = OWN if own is not None and seat in (own, None) else 1.0
        length = _length(ev) if ev is not None else 0.35
        floors: tuple = ()
        if isinstance(ev, E.ProductionStarted):
            leader = ev.seat
        if isinstance(ev, E.MagnateMoved) and glide and id(ev) in glide:
            length = max(length, glide[id(ev)])
        if isinstance(ev, E.BuildingActivated) and seat is not None:
            p = view.players[seat]
            floors = tuple((ev.building, f) for f in range(3) if p.slots[ev.building][f] is not None)
            length = 0.35 + FLOOR_STEP * len(floors) + 0.3
            for j, (b, f) in enumerate(floors):
                inv = view.c.inventions[p.slots[b][f]]
                made = inv.production(bool(p.improved[b][f]), leader == seat)
                x, y, w, h = L.floor_rect(b, f)
                rises.append((made, (x + w / 2, y + h / 2), at + (0.15 + j * FLOOR_STEP) * pace, seat))
        if ev is not None:
            times[id(ev)] = at
        beats.append(Beat(at, length * pace, k + 1, seat, _lights(ev, view) if ev is not None else (), floors,
                          entry))
        at += length * pace
    return Story(beats, len(lines), rises=rises, times=times)
