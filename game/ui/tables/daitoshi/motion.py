"""What moves on the Daitoshi table, started from the events `apply` returns (motion follows the
rules, it never decides one: game/ARCHITECTURE.md, "How a click travels"): a Magnate goes round
the city to its new space, a hex flies from its Wilderness track onto the Exploitation Record of
the player who exploited it, what a player gains rises from the counter it went to in their strip
("+2" over their food), and what an Invention makes rises from it while it produces. Each starts
when the story tells its event (story.py), so a move, an AI's or the Mayor's above all, can be
followed where it lands. It runs on its own clock: it never holds the game up or swallows a
click, and speed 0 shows none of it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.anim.tween import ease_in_out_sine, ease_out_cubic, points_along
from game.core.daitoshi import events as E
from game.core.daitoshi.components import COLOURS, RESOURCES, TERRAINS
from game.i18n import t
from game.ui.tables.daitoshi import layout as L

RISE = 1.3        # seconds (at 1x) a gain rises and fades
LIFT = 16         # base units a gain rises, at most
FLIGHT = 0.55     # seconds (at 1x) a hex flies to the Record
STAGGER = 0.12    # between motions told at once
GLIDE_LEG = 0.35  # seconds (at 1x) a Magnate takes from one district to the next
COUNTERS = list(RESOURCES) + ["wealth", "steam"]     # a strip's counters, in order


@dataclass
class Rise:
    text: str
    colour: tuple
    at: tuple[float, float]
    t: float                 # seconds at 1x since it began (negative: waiting its turn)
    glyph: str = ""          # an icon after the text
    top: float | None = None  # the highest its label may reach: its strip's top, never the next strip


@dataclass
class Glide:
    """A Magnate going round the city, district by district, to its new space."""
    seat: int
    path: list               # the points it passes, its old space first
    duration: float          # seconds at 1x
    t: float

    def point(self) -> tuple[float, float]:
        """Where it is now: eased along the path by distance travelled."""
        lengths = [math.dist(a, b) for a, b in zip(self.path, self.path[1:])]
        left = ease_in_out_sine(max(0.0, min(1.0, self.t / self.duration))) * sum(lengths)
        for (a, b), d in zip(zip(self.path, self.path[1:]), lengths):
            if left <= d and d > 0:
                f = left / d
                return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)
            left -= d
        return self.path[-1]


@dataclass
class HexFlight:
    colour: tuple
    start: tuple[float, float]
    end: tuple[float, float]
    t: float


def glide_for(view, seat: int, magnates: list, ev) -> Glide | None:
    """The Magnate's way from its old space round the city, clockwise, to its new one."""
    if not magnates or seat >= len(magnates) or magnates[seat] is None:
        return None
    d0, sp0 = magnates[seat]
    if d0 is None or d0 < 0 or (d0, sp0) == (ev.district, ev.space):
        return None
    before = [i for i, m in enumerate(magnates) if m == (d0, sp0)]
    after = [i for i, p in enumerate(view.players)
             if p.magnate is not None and tuple(p.magnate) == (ev.district, ev.space)]
    steps = (ev.district - d0) % 5 or 5
    path = [L.magnate_spot(d0, sp0, before.index(seat) if seat in before else 0)]
    for j in range(1, 8 * steps):            # on the Magnate spaces' circle, between the districts
        path.append(L.ring_point(d0 + j / 8))
    path.append(L.magnate_spot(ev.district, ev.space, after.index(seat) if seat in after else 0))
    return Glide(seat, path, GLIDE_LEG * max(1, steps), 0.0)


class Motion:
    def __init__(self) -> None:
        self.rises: list[Rise] = []
        self.flights: list[HexFlight] = []
        self.glides: list[Glide] = []

    def busy(self) -> bool:
        return bool(self.rises or self.flights or self.glides)

    def moving(self) -> frozenset:
        """Players whose Magnate is drawn on its way, not on its space."""
        return frozenset(g.seat for g in self.glides)

    def start(self, view, events, colours: dict, magnates: list | None = None, times: dict | None = None,
              made: list | None = None) -> None:
        """Begin the motions for one action's events. `view` is the state after them; `colours`
        maps a gain's kind and a terrain to its colour; `magnates` holds each player's Magnate
        (district, space) before them; `times` when the story tells each event (id(event) ->
        seconds at 1x; without it they follow one another); `made` what producing Inventions
        make, as (rewards, point, start, seat) (story.py)."""
        n = len(view.players)
        gains: dict[tuple, list] = {}     # one label per counter: two gains of food read "+2"
        delay = 0.0
        for ev in events:
            seat = ev.seat
            if seat is None or not 0 <= seat < n:
                continue
            when = times.get(id(ev), delay) if times else delay
            if isinstance(ev, E.MagnateMoved):
                glide = glide_for(view, seat, magnates or [], ev)
                if glide is not None:
                    glide.t = -when
                    self.glides = [g for g in self.glides if g.seat != seat] + [glide]
                    delay = when + glide.duration     # what it does there follows its arrival
                continue
            if isinstance(ev, E.HexExploited):
                k = TERRAINS.index(ev.terrain)
                track = view.tracks[k]
                first = next((i for i, h in enumerate(track) if h), len(track) - 1)
                start = L.discard_spot(k) if ev.from_discard else L.track_hex(k, first)
                self.flights.append(HexFlight(colours[ev.terrain], start, L.strip_record(seat, n, k), -when))
                delay = when + STAGGER
            elif isinstance(ev, E.Gained) and isinstance(ev.amount, int) and ev.amount > 0:
                spot = self._spot(seat, n, ev.what)
                if spot is not None:
                    key = (seat, spot[0])
                    if key in gains:
                        gains[key][0] += ev.amount
                    else:
                        gains[key] = [ev.amount, spot[1], spot[2], colours.get(spot[3], (236, 226, 200)), when]
        for (seat, what), (amount, at, suffix, colour, when) in gains.items():
            self.rises.append(Rise(f"+{amount}{suffix}", colour, at, -when, top=L.strip_rect(seat, n)[1]))
        for rewards, point, when, seat in made or ():
            shown = rewards[:3]
            for k, (kind, param, amount) in enumerate(shown):
                glyph = f"{kind}:{param}" if param else kind
                self.rises.append(Rise(f"+{amount}", colours.get(kind, (236, 226, 200)),
                                       (point[0] + 30 * (k - (len(shown) - 1) / 2) - 5, point[1] - 4), -when, glyph))
        del self.rises[:-60]
        del self.flights[:-16]

    @staticmethod
    def _spot(seat: int, n: int, what: str):
        """(key, where, suffix, colour key) of the counter a gain goes to, in the player's strip:
        its label starts at the strip's foot over the counter and rises within the strip."""
        _, sy, _, sh = L.strip_rect(seat, n)
        foot = sy + sh - 1
        if what in COUNTERS:
            return (what, (L.strip_counter(seat, n, COUNTERS.index(what))[0], foot), "", what)
        if what == "vp":   # its wider label a little left, clear of the food counter's
            return (what, (L.strip_vp(seat, n)[0] + 2, foot), " " + t("dtable.short.vp"), "vp")
        if what.startswith("worker_") and what[7:] in COLOURS:
            k = COLOURS.index(what[7:])
            return (what, (L.strip_worker(seat, n, k)[0] + 4, foot), "", TERRAINS[k])
        return None

    def update(self, dt: float, speed: float) -> None:
        if speed <= 0:
            self.rises.clear()
            self.flights.clear()
            self.glides.clear()
            return
        for m in self.rises:
            m.t += dt * speed
        for f in self.flights:
            f.t += dt * speed
        for g in self.glides:
            g.t += dt * speed
        self.glides = [g for g in self.glides if g.t < g.duration]
        self.rises = [m for m in self.rises if m.t < RISE]
        self.flights = [f for f in self.flights if f.t < FLIGHT + 0.25]

    def finish(self) -> None:
        self.rises.clear()
        self.flights.clear()
        self.glides.clear()

    def draw_glides(self, surface: pygame.Surface, theme, draw_magnate, colours: list, letters: list,
                    colour_blind: bool) -> list:
        """The Magnates on their way; where they were drawn (pixel rects)."""
        return [draw_magnate(surface, theme, g.point(), 6.5, colours[g.seat], letters[g.seat], colour_blind)
                for g in self.glides]

    def draw(self, surface: pygame.Surface, theme, draw_hex, draw_icon=None) -> list:
        """The hexes flying and the gains rising; where they were drawn (pixel rects)."""
        drawn = []
        for f in self.flights:
            if f.t < 0:
                continue
            u = min(1.0, f.t / FLIGHT)
            x, y = points_along(f.start, f.end, 60, ease_in_out_sine(u))
            if u < 1.0:
                drawn.append(draw_hex(surface, theme, (x, y), 9 - 2 * u, f.colour))
            else:   # landed: a ring widens and fades around the Record's hex
                age = (f.t - FLIGHT) / 0.25
                r = theme.px(8 + 10 * age)
                drawn.append(pygame.draw.circle(surface, f.colour, theme.pt(*f.end), r,
                                                max(1, theme.px(2 * (1 - age)) or 1)).inflate(4, 4))
        for m in self.rises:
            if m.t < 0:
                continue
            u = m.t / RISE
            x, y = m.at
            alpha = int(255 * (1 - u * u))
            lift = LIFT
            if m.top is not None:     # no higher than its strip: the label's height from its foot
                lift = max(0.0, min(LIFT, y - m.top - theme.font("sans-bold", 13).get_height() / theme.s))
            pos = (x, y - lift * ease_out_cubic(u))
            drawn.append(theme.text(surface, m.text, "sans-bold", 13, (20, 18, 16), (pos[0] + 1, pos[1] + 1),
                                    "midbottom", alpha=alpha))
            r = theme.text(surface, m.text, "sans-bold", 13, m.colour, pos, "midbottom", alpha=alpha)
            drawn.append(r)
            if m.glyph and draw_icon is not None and alpha > 60:
                drawn.append(draw_icon(surface, theme, m.glyph,
                                       (r.right / theme.s + 6 - theme.ox / theme.s, pos[1] - 7), 11))
        return drawn
