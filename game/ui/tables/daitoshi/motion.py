"""What moves on the Daitoshi table, started from the events `apply` returns (DESIGN.md: motion
follows the rules, it never decides one): a hex flies from its Wilderness track onto the
Exploitation Record of the player who exploited it, and what a player gains rises from the
counter it went to ("+2" over their food, "+3 VP" over their score), so a move, an AI's above all,
can be followed where it lands. It runs on its own clock: it never holds the game up or swallows a
click, and speed 0 (animations off) shows none of it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.anim.tween import ease_in_out_sine, ease_out_cubic, points_along
from game.core.daitoshi import events as E
from game.core.daitoshi.components import COLOURS, RESOURCES, TERRAINS
from game.ui.tables.daitoshi import layout as L

RISE = 1.3        # seconds (at 1x) a gain rises and fades
FLIGHT = 0.55     # seconds (at 1x) a hex flies to the Record
STAGGER = 0.12    # between motions started by one action
GLIDE_LEG = 0.35  # seconds (at 1x) a Magnate takes from one district to the next
COUNTERS = list(RESOURCES) + ["wealth", "steam"]     # a Factory panel's counters, in order


@dataclass
class Rise:
    text: str
    colour: tuple
    at: tuple[float, float]
    t: float                 # seconds at 1x since it began (negative: waiting its turn)


@dataclass
class Glide:
    """A Magnate going round the ring, district by district, to its new space."""
    seat: int
    path: list               # the points it passes, its old space first
    duration: float          # seconds at 1x
    t: float

    def point(self) -> tuple[float, float]:
        """Where it is now: eased along the path by distance travelled."""
        lengths = [math.dist(a, b) for a, b in zip(self.path, self.path[1:])]
        left = ease_in_out_sine(min(1.0, self.t / self.duration)) * sum(lengths)
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


class Motion:
    def __init__(self) -> None:
        self.rises: list[Rise] = []
        self.flights: list[HexFlight] = []
        self.glides: list[Glide] = []

    def busy(self) -> bool:
        return bool(self.rises or self.flights or self.glides)

    def moving(self) -> frozenset:
        """Seats whose Magnate is drawn on its way, not on its space."""
        return frozenset(g.seat for g in self.glides)

    def start(self, view, events, colours: dict, magnates: list | None = None, spots: dict | None = None) -> None:
        """Begin the motions for one action's events. `view` is the state after them; `colours`
        maps a gain's kind and a terrain to its colour on the table; `magnates` holds each seat's
        Magnate (district, space) before them; `spots` where each Factory's Prestige, Reputation
        and Worm-Bus are written (as last drawn)."""
        n = len(view.players)
        gains: dict[tuple, list] = {}     # one label per counter: two gains of food read "+2"
        delay = 0.0
        for ev in events:
            seat = ev.seat
            if seat is None or not 0 <= seat < n:
                continue
            if isinstance(ev, E.MagnateMoved) and magnates and magnates[seat] is not None:
                glide = self._glide(view, seat, magnates, ev)
                if glide is not None:
                    self.glides = [g for g in self.glides if g.seat != seat] + [glide]
                    delay += glide.duration     # what it does there follows its arrival
                continue
            if isinstance(ev, E.HexExploited):
                k = TERRAINS.index(ev.terrain)
                track = view.tracks[k]
                first = next((i for i, h in enumerate(track) if h), len(track) - 1)
                start = (L.TRACKS[0] + 12, L.track_hex(k, 0)[1] + 12) if ev.from_discard else L.track_hex(k, first)
                self.flights.append(HexFlight(colours[ev.terrain], start, L.record_hex(seat, n, k), -delay))
                delay += STAGGER
            elif isinstance(ev, E.Gained) and isinstance(ev.amount, int) and ev.amount > 0:
                spot = self._spot(seat, n, ev.what, spots or {})
                if spot is not None:
                    key = (seat, spot[0])
                    if key in gains:
                        gains[key][0] += ev.amount
                    else:
                        gains[key] = [ev.amount, spot[1], spot[2], colours.get(spot[3], (236, 226, 200))]
        for (seat, what), (amount, at, suffix, colour) in gains.items():
            self.rises.append(Rise(f"+{amount}{suffix}", colour, at, -delay))
            delay += STAGGER / 2
        del self.rises[:-40]
        del self.flights[:-16]

    @staticmethod
    def _glide(view, seat: int, magnates: list, ev) -> Glide | None:
        """The Magnate's way from its old space along the ring, clockwise, to its new one."""
        d0, sp0 = magnates[seat]
        if d0 is None or d0 < 0 or (d0, sp0) == (ev.district, ev.space):
            return None
        before = [i for i, m in enumerate(magnates) if m == (d0, sp0)]
        after = [i for i, p in enumerate(view.players)
                 if p.magnate is not None and tuple(p.magnate) == (ev.district, ev.space)]
        steps = (ev.district - d0) % 5
        path = [L.magnate_spot(d0, sp0, before.index(seat) if seat in before else 0)]
        for j in range(1, 8 * steps):            # on the ring's ellipse, between the two districts
            path.append(L.ring_point(d0 + j / 8))
        path.append(L.magnate_spot(ev.district, ev.space, after.index(seat) if seat in after else 0))
        return Glide(seat, path, GLIDE_LEG * max(1, steps), 0.0)

    @staticmethod
    def _spot(seat: int, n: int, what: str, spots: dict):
        """(key, where, suffix, colour key) of the counter a gain goes to, or None."""
        if what in ("prestige", "reputation", "worm_bus") and (seat, what) in spots:
            return (what, spots[(seat, what)], "", "stat")
        if what in COUNTERS:
            x, y, w, h = L.resource_chip(seat, n, COUNTERS.index(what))
            return (what, (x + w / 2, y - 2), "", what)
        if what == "vp":
            x, y = L.score_spot(seat, n)
            return (what, (x - 24, y - 12), " VP", "vp")
        if what.startswith("worker_") and what[7:] in COLOURS:
            k = COLOURS.index(what[7:])
            x, y = L.worker_spot(seat, n, k)
            return (what, (x + 10, y + 8), "", TERRAINS[k])   # over its count, rising
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

    def draw_glides(self, surface: pygame.Surface, theme, draw_magnate, colours: list, letters: list,
                    colour_blind: bool) -> None:
        for g in self.glides:
            draw_magnate(surface, theme, g.point(), 6.5, colours[g.seat], letters[g.seat], colour_blind)

    def draw(self, surface: pygame.Surface, theme, draw_hex) -> None:
        for f in self.flights:
            if f.t < 0:
                continue
            u = min(1.0, f.t / FLIGHT)
            x, y = points_along(f.start, f.end, 60, ease_in_out_sine(u))
            if u < 1.0:
                draw_hex(surface, theme, (x, y), 9 - 2 * u, f.colour)
            else:   # landed: a ring widens and fades around the Record's hex
                age = (f.t - FLIGHT) / 0.25
                r = theme.px(8 + 10 * age)
                pygame.draw.circle(surface, f.colour, theme.pt(*f.end), r, max(1, theme.px(2 * (1 - age)) or 1))
        for m in self.rises:
            if m.t < 0:
                continue
            u = m.t / RISE
            x, y = m.at
            alpha = int(255 * (1 - u * u))
            pos = (x, y - 16 * ease_out_cubic(u))
            theme.text(surface, m.text, "sans-bold", 14, (20, 18, 16), (pos[0] + 1, pos[1] + 1), "midbottom", alpha=alpha)
            theme.text(surface, m.text, "sans-bold", 14, m.colour, pos, "midbottom", alpha=alpha)
