"""Tweens: a value moving from `start` to `end` over `duration` seconds along an easing curve."""

from __future__ import annotations

import math
from typing import Callable, Sequence


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(a, b, t: float):
    """Numbers or equal-length tuples of numbers."""
    if isinstance(a, (tuple, list)):
        return tuple(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t


class Tween:
    def __init__(self, start, end, duration: float, ease: Callable[[float], float] = ease_out_cubic,
                 delay: float = 0.0, on_done: Callable[[], None] | None = None) -> None:
        self.start, self.end = start, end
        self.duration = max(duration, 1e-6)
        self.ease = ease
        self.delay = delay
        self.elapsed = 0.0
        self.on_done = on_done
        self.done = False

    @property
    def progress(self) -> float:
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self):
        return lerp(self.start, self.end, self.ease(self.progress))

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed >= self.delay + self.duration:
            self.finish()

    def finish(self) -> None:
        if self.done:
            return
        self.elapsed = self.delay + self.duration
        self.done = True
        if self.on_done:
            self.on_done()


class Tweens:
    """A set of running tweens; `speed` scales time (0 finishes each tween as it is added)."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.active: list[Tween] = []

    def add(self, tween: Tween) -> Tween:
        if self.speed <= 0:
            tween.finish()
        else:
            self.active.append(tween)
        return tween

    def update(self, dt: float) -> None:
        for tw in list(self.active):
            tw.update(dt * self.speed)
        self.active = [tw for tw in self.active if not tw.done]

    def finish_all(self) -> None:
        # on_done may add tweens; loop until quiet
        for _ in range(10):
            if not self.active:
                return
            batch, self.active = self.active, []
            for tw in batch:
                tw.finish()

    def busy(self) -> bool:
        return bool(self.active)


def points_along(a: Sequence[float], b: Sequence[float], lift: float, t: float) -> tuple[float, float]:
    """A point on an arc from a to b that rises `lift` pixels at its middle (flying tokens)."""
    x = a[0] + (b[0] - a[0]) * t
    y = a[1] + (b[1] - a[1]) * t - lift * 4 * t * (1 - t)
    return (x, y)
