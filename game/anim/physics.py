"""A pymunk space for tokens that drop into a tray and settle (pymunk's examples: one object owns
the space; it steps with a constant dt, an accumulator decoupling it from the frame rate).

Coordinates: the space uses the tray's own frame, in base units (the 1280x720 layout), y down,
with the tray's top-left at (0, 0). `to_screen` is the one place that converts.
"""

from __future__ import annotations

from dataclasses import dataclass

import pymunk

FIXED_DT = 1 / 120
MAX_STEPS_PER_UPDATE = 12  # never spiral: a long frame drops physics time instead


@dataclass
class Token:
    body: pymunk.Body
    shape: pymunk.Circle
    colour: tuple[int, int, int]
    label: str
    radius: float


class TokenTray:
    def __init__(self, width: float, height: float, capacity: int = 48, damping: float = 1.0) -> None:
        """`damping`: the share of its velocity a token keeps each second (below 1 a round token
        stops rolling on a flat floor instead of running to a wall)."""
        self.width, self.height = width, height
        self.capacity = capacity
        self.space = pymunk.Space()
        self.space.gravity = (0, 1400)
        self.space.damping = damping
        self.space.sleep_time_threshold = 0.4
        self.space.idle_speed_threshold = 8.0
        self.accumulator = 0.0
        self.tokens: list[Token] = []
        static = self.space.static_body
        walls = [((0, 0), (0, height)), ((0, height), (width, height)), ((width, height), (width, 0))]
        for a, b in walls:
            seg = pymunk.Segment(static, a, b, 3)
            seg.elasticity = 0.35
            seg.friction = 0.9
            self.space.add(seg)

    def drop(self, x: float, colour: tuple[int, int, int], label: str = "",
             radius: float = 11.0, vx: float = 0.0, vy: float = 250.0) -> Token:
        """Add a token entering at the top of the tray at horizontal position x."""
        if len(self.tokens) >= self.capacity:
            old = self.tokens.pop(0)
            self.space.remove(old.body, old.shape)
        mass = 1.0
        body = pymunk.Body(mass, pymunk.moment_for_circle(mass, 0, radius))
        body.position = (min(max(x, radius + 4), self.width - radius - 4), -radius)
        body.velocity = (vx, vy)
        shape = pymunk.Circle(body, radius)
        shape.elasticity = 0.45
        shape.friction = 0.8
        self.space.add(body, shape)
        token = Token(body, shape, colour, label, radius)
        self.tokens.append(token)
        return token

    def update(self, dt: float) -> int:
        """Advance by dt seconds in fixed steps; returns the number of steps taken."""
        self.accumulator += dt
        steps = 0
        while self.accumulator >= FIXED_DT and steps < MAX_STEPS_PER_UPDATE:
            self.space.step(FIXED_DT)
            self.accumulator -= FIXED_DT
            steps += 1
        if steps == MAX_STEPS_PER_UPDATE:
            self.accumulator = 0.0
        return steps

    def settle(self, max_seconds: float = 4.0) -> None:
        """Step until every token rests (or max_seconds of physics time pass)."""
        t = 0.0
        while t < max_seconds and not self.at_rest():
            self.space.step(FIXED_DT)
            t += FIXED_DT
        self.accumulator = 0.0

    def at_rest(self) -> bool:
        return all(tok.body.is_sleeping or tok.body.velocity.length < 12 for tok in self.tokens)

    def to_screen(self, theme, origin: tuple[float, float], token: Token) -> tuple[int, int]:
        """Tray coordinates -> window pixels, through the theme's scaling."""
        return theme.pt(origin[0] + token.body.position.x, origin[1] + token.body.position.y)
