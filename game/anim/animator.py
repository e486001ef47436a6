"""Turns the events `apply` returns into motion on one scene: a tween per event (a token flying
from where it happened to a tray), then a pymunk token that bounces and settles in the tray.

The animator only reads events; the rules have already happened when it sees them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from game.anim.physics import TokenTray
from game.anim.tween import Tween, Tweens, ease_in_out_sine, points_along


@dataclass
class Flight:
    start: tuple[float, float]
    end: tuple[float, float]
    colour: tuple[int, int, int]
    label: str
    tween: Tween
    pos: tuple[float, float] = field(default=(0.0, 0.0))


class Animator:
    def __init__(self, speed: float, tray: TokenTray | None = None,
                 tray_origin: tuple[float, float] = (0, 0)) -> None:
        self.tweens = Tweens(speed)
        self.tray = tray
        self.tray_origin = tray_origin
        self.flights: list[Flight] = []

    @property
    def speed(self) -> float:
        return self.tweens.speed

    @speed.setter
    def speed(self, value: float) -> None:
        self.tweens.speed = value
        if value <= 0:
            self.finish()

    def fly_token(self, start: tuple[float, float], colour: tuple[int, int, int], label: str = "",
                  delay: float = 0.0) -> None:
        """A token flies (in base units) from `start` into the tray, then drops and settles."""
        if self.tray is None:
            return
        n = len(self.flights)
        tx = self.tray_origin[0] + 20 + ((n * 37 + len(self.tray.tokens) * 23) % max(1, int(self.tray.width - 40)))
        end = (tx, self.tray_origin[1] - 8)
        flight = Flight(start, end, colour, label, None, start)  # type: ignore[arg-type]

        def land(f: Flight = flight) -> None:
            if f in self.flights:
                self.flights.remove(f)
            self.tray.drop(f.end[0] - self.tray_origin[0], f.colour, f.label)

        flight.tween = Tween(0.0, 1.0, 0.55, ease_in_out_sine, delay=delay, on_done=land)
        self.flights.append(flight)
        self.tweens.add(flight.tween)  # at speed 0 this lands it at once: no flight is shown

    def tween(self, start, end, duration: float, on_done: Callable[[], None] | None = None,
              delay: float = 0.0) -> Tween:
        return self.tweens.add(Tween(start, end, duration, delay=delay, on_done=on_done))

    def update(self, dt: float) -> None:
        self.tweens.update(dt)
        for f in self.flights:
            f.pos = points_along(f.start, f.end, 90, f.tween.ease(f.tween.progress))
        if self.tray is not None:
            if self.speed <= 0:
                if not self.tray.at_rest():
                    self.tray.settle(1.0)  # animations off: tokens are simply there, at rest
            else:
                self.tray.update(dt * max(self.speed, 1.0))

    def busy(self) -> bool:
        """True while tweens run (settling tokens in the tray do not hold the game up)."""
        return self.tweens.busy()

    def finish(self) -> None:
        """Complete every running animation now (a click during one; speed 'off')."""
        self.tweens.finish_all()
        self.flights.clear()
