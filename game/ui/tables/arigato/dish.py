"""The favor dish: the home village's favor tokens, each a pymunk body (game/anim's TokenTray) that
drops in when it is scored, rolls and settles among the others.

The dish only shows: it holds as many tokens as the village has favor (up to what it can show),
and the number beside the favor icon stays the count that matters. A village newly in view
(hot-seat, a continued game, an undo) has its tokens simply there, at rest.
"""

from __future__ import annotations

import math
import random

import pygame
import pymunk.batch

from game.anim import TokenTray

SHOWN_MAX = 30        # tokens the dish shows; more favor is still counted in the header
RADIUS = 7.0          # a token, in base units
DAMPING = 0.1         # a token keeps a tenth of its speed a second: it rolls a little, then rests
DROP_GAP = 0.09       # seconds (at 1x) between tokens scored together
PETAL = (236, 140, 158)
PETAL_DARK = (168, 66, 88)
HEART = (250, 220, 120)
RIM = (128, 44, 36)
INSIDE = (238, 226, 202)
INSIDE_SHADE = (220, 204, 176)
CAPTION = (150, 130, 110)
POSES = pymunk.batch.BodyFields.POSITION | pymunk.batch.BodyFields.ANGLE   # what the tokens are drawn from


class FavorDish:
    def __init__(self, rect) -> None:
        self.rect = rect                  # base units: (x, y, w, h)
        self.seat: int | None = None
        self.tray: TokenTray | None = None
        self.wait = 0.0                   # until the next token may fall (a flight still on its way)
        self.rng = random.Random(7)       # where tokens fall: looks only, never a rule
        # the dish as last drawn on the table, with what lay under it, kept while nothing there
        # changes: drawn anew every frame it was a fifth of a frame where nothing moves
        # (game/tools/MEASUREMENTS.md, "Frames")
        self.kept: tuple | None = None    # (key, where on the window, its pixels)
        self.asked: tuple | None = None   # the key `kept_at` read this frame, for `draw` just after

    def expect(self, seconds: float) -> None:
        """Hold the next token back while its favor icon flies here (seconds at 1x speed)."""
        self.wait = max(self.wait, seconds)

    def sync(self, seat: int, favor: int, speed: float, dt: float) -> None:
        """Bring the dish to `favor` tokens for `seat`: new ones fall in one by one (at once,
        settled, when animations are off); another village, or fewer tokens, starts afresh."""
        self.asked = None   # (the tokens may move: read again)
        want = min(favor, SHOWN_MAX)
        if self.tray is None or seat != self.seat or len(self.tray.tokens) > want:
            self._fill(seat, want)
            return
        if speed <= 0:
            while len(self.tray.tokens) < want:
                self._drop()
                self.tray.settle(0.25)
            self.tray.settle(1.0)
            self.wait = 0.0
            return
        self.wait -= dt * speed
        if len(self.tray.tokens) < want and self.wait <= 0:
            self._drop()
            self.wait = DROP_GAP
        self.tray.update(dt * speed)

    def _fill(self, seat: int, count: int) -> None:
        x, y, w, h = self.rect
        self.tray = TokenTray(w, h, capacity=SHOWN_MAX, damping=DAMPING)
        self.seat = seat
        self.wait = 0.0
        for _ in range(count):
            self._drop()
            self.tray.settle(0.25)   # each lands before the next: no two born in one place
        self.tray.settle(2.0)

    def _drop(self) -> None:
        w = self.rect[2]
        self.tray.drop(self.rng.uniform(RADIUS + 6, w - RADIUS - 6), PETAL, radius=RADIUS,
                       vx=self.rng.uniform(-25, 25), vy=self.rng.uniform(180, 320))

    def positions(self) -> list[tuple[float, float]]:
        """Each token's centre in base units (for tests and drawing)."""
        if self.tray is None:
            return []
        x, y = self.rect[0], self.rect[1]
        return [(x + t.body.position.x, y + t.body.position.y) for t in self.tray.tokens]

    def poses(self) -> tuple:
        """Where every token lies and how it is turned, as one value (equal while none moved): read
        from the physics in one call (token by token, 30 tokens' positions and angles were 40 µs
        of every frame: game/tools/MEASUREMENTS.md, "Overlays drawn once (branch arioverlays)")."""
        if self.tray is None:
            return ()
        kept = pymunk.batch.Buffer()
        pymunk.batch.get_space_bodies(self.tray.space, POSES, kept)
        return len(self.tray.tokens), bytes(kept.float_buf())

    def _key(self, surface: pygame.Surface, theme, caption: str, under) -> tuple:
        """What the dish's drawing depends on (`kept_at` asks just before `draw`: read once)."""
        asked = (under, surface.get_size(), tuple(surface.get_clip()), theme.scale_key, caption)
        if self.asked is not None and self.asked[0] == asked:
            key, self.asked = self.asked[1], None
            return key
        return asked + (self.poses(),)

    def kept_at(self, surface: pygame.Surface, theme, caption: str = "", under=None) -> pygame.Rect | None:
        """Where `draw` with the same values will put the dish as kept, every pixel of that rect
        opaque whatever lies there (what lay under it is in the picture kept); None when it will
        draw it anew."""
        key = self._key(surface, theme, caption, under)
        self.asked = (key[:-1], key)
        return self.kept[1] if under is not None and self.kept is not None and self.kept[0] == key else None

    def draw(self, surface: pygame.Surface, theme, caption: str = "", under=None) -> pygame.Rect:
        """The dish and its tokens. `under`: what lies under the dish on `surface`, the same
        value while it stays the same (the table's picture unchanged); then, while the tokens
        rest, the dish is put back as it was drawn, with what lay under it, not drawn anew.
        Where it drew (pixels)."""
        key = self._key(surface, theme, caption, under)
        if under is not None and self.kept is not None and self.kept[0] == key:
            return surface.blit(self.kept[2], self.kept[1])
        drawn = self._draw(surface, theme, caption)
        self.kept = (key, drawn, surface.subsurface(drawn).copy()) if under is not None and drawn.w and drawn.h else None
        return drawn

    def _draw(self, surface: pygame.Surface, theme, caption: str) -> pygame.Rect:
        """Draw the dish; where it drew (pixels, inside the surface)."""
        x, y, w, h = self.rect
        # a shallow lacquered tray: a thin dark rim, a warm inside, its name in a corner
        drawn = [pygame.draw.rect(surface, RIM, theme.rect(x - 2, y + 4, w + 4, h - 2), border_radius=theme.px(11)),
                 pygame.draw.rect(surface, INSIDE, theme.rect(x + 1, y + 7, w - 2, h - 8), border_radius=theme.px(9)),
                 pygame.draw.line(surface, INSIDE_SHADE, theme.pt(x + 8, y + 9), theme.pt(x + w - 8, y + 9),
                                  max(1, theme.px(2)))]
        if self.tray is not None:
            self._draw_tokens(surface, theme, drawn)
        if caption:   # over the tokens, on a strip of the dish's own colour: readable however full
            size = theme.font("sans", 10).size(caption)
            back = pygame.Rect((0, 0), size)
            back.topright = theme.pt(x + w - 8, y + 12)
            drawn.append(pygame.draw.rect(surface, INSIDE, back.inflate(theme.px(6), theme.px(2)),
                                          border_radius=theme.px(4)))
            drawn.append(theme.text(surface, caption, "sans", 10, CAPTION, (x + w - 8, y + 12), "topright"))
        return drawn[0].unionall(drawn[1:]).clip(surface.get_rect())

    def _draw_tokens(self, surface: pygame.Surface, theme, drawn: list) -> None:
        r = theme.px(RADIUS)
        for token, (tx, ty) in zip(self.tray.tokens, self.positions()):
            cx, cy = theme.pt(tx, ty)
            drawn.append(pygame.draw.circle(surface, PETAL_DARK, (cx, cy), r))
            # five petals that turn with the token, so a rolling token is seen to roll
            a = token.body.angle
            for k in range(5):
                pa = a + k * 2 * math.pi / 5
                drawn.append(pygame.draw.circle(surface, PETAL, (cx + math.cos(pa) * r * 0.42,
                                                                cy + math.sin(pa) * r * 0.42), max(1, r * 0.36)))
            drawn.append(pygame.draw.circle(surface, HEART, (cx, cy), max(1, r * 0.24)))
