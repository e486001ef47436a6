"""Icons put from a picture kept per size (game/ui/icons.py, `_put_kept`) are the very pixels
drawing them anew gives, whatever the rect's place, size and the surface's kind; a clipped
icon, one at a negative place or in a fractional rect is drawn anew."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui import icons
from game.ui.icons import ICON_NAMES, _DRAW, draw_icon


def _noise(size, flags=0, seed=1) -> pygame.Surface:
    """A surface of random pixels (random alpha too on a surface with alpha): a kept picture
    that let its background through, or blended, would show."""
    rng = random.Random(seed)
    s = pygame.Surface(size, flags, 32)
    w, h = size
    for y in range(0, h, 3):
        for x in range(0, w, 3):
            s.fill((rng.randrange(256), rng.randrange(256), rng.randrange(256), rng.randrange(256)), (x, y, 3, 3))
    return s


@pytest.mark.parametrize("flags", [0, pygame.SRCALPHA])
def test_an_icon_put_is_the_icon_drawn_to_the_pixel(flags):
    """Over a 1920x1080 surface, near its edges, across powers of two and at random places."""
    rng = random.Random(7)
    places = [(0, 0), (1, 1), (3, 2), (60, 33), (127, 250), (130, 250), (1020, 520), (1900, 1060), (5, 120), (30, 258), (1010, 250)] + \
        [(rng.randrange(1800), rng.randrange(1000)) for _ in range(10)]
    base = _noise((1920, 1080), flags)
    drawn, kept = base.copy(), base.copy()
    icons._KEPT.clear()
    put = 0
    for name in ICON_NAMES:
        for size in (7, 12, 15, 18, 23, 26, 31, 40, 57):
            for w, h in ((size, size), (size, size + 3)):
                for x, y in places:
                    rect = pygame.Rect(x, y, w, h)
                    area = rect.inflate(2 * size + 8, 2 * size + 8).clip(base.get_rect())
                    _DRAW[name](drawn, rect)
                    put += icons._put_kept(kept, name, rect) or not draw_icon(kept, name, rect)
                    assert pygame.image.tobytes(kept.subsurface(area), "RGBA") == \
                        pygame.image.tobytes(drawn.subsurface(area), "RGBA"), (name, rect)
                    drawn.blit(base, area, area)
                    kept.blit(base, area, area)
    assert put > len(ICON_NAMES) * 18 * len(places) // 5     # many were put from their kept pictures


@pytest.mark.parametrize("edge", [256, 1024])
def test_an_icon_put_near_a_power_of_two_is_the_icon_drawn(edge):
    """Every place across a power of two, where a float's rounding changes: kept pictures are
    put only where the drawing is the same."""
    base = _noise((1400, 1400))
    drawn, kept = base.copy(), base.copy()
    icons._KEPT.clear()
    put = 0
    for name in ICON_NAMES:
        for size in (12, 23, 40):
            for at in range(edge - 2 * size, edge + size):
                rect = pygame.Rect(at, at, size, size)
                area = rect.inflate(2 * size + 8, 2 * size + 8)
                _DRAW[name](drawn, rect)
                put += icons._put_kept(kept, name, rect) or not draw_icon(kept, name, rect)
                assert pygame.image.tobytes(kept.subsurface(area), "RGB") == \
                    pygame.image.tobytes(drawn.subsurface(area), "RGB"), (name, rect)
                drawn.blit(base, area, area)
                kept.blit(base, area, area)
    assert put > 0


def test_a_clipped_icon_is_drawn_anew_and_the_same():
    s = _noise((40, 40))
    drawn = s.copy()
    rect = pygame.Rect(30, 30, 20, 20)       # past the surface's corner
    _DRAW["favor"](drawn, rect)
    assert not icons._put_kept(s.copy(), "favor", rect)
    draw_icon(s, "favor", rect)
    assert pygame.image.tobytes(s, "RGB") == pygame.image.tobytes(drawn, "RGB")


def test_icons_are_kept_per_power_of_two_or_per_place():
    s = _noise((300, 300))
    icons._KEPT.clear()
    assert not icons._put_kept(s, "favor", pygame.Rect(-3, 10, 20, 20))
    assert not icons._put_kept(s, "favor", pygame.FRect(140.5, 140, 20, 20))
    assert not icons._put_kept(s, "no_such_icon", pygame.Rect(140, 140, 20, 20))
    assert icons._put_kept(s, "favor", pygame.Rect(140, 140, 20, 20))     # 134..166: one kept
    assert icons._put_kept(s, "favor", pygame.Rect(150, 200, 20, 20))
    assert len(icons._KEPT) == 1
    assert icons._put_kept(s, "favor", pygame.Rect(120, 140, 20, 20))     # 114..146 spans 128
    assert icons._put_kept(s, "favor", pygame.Rect(121, 140, 20, 20))
    assert len(icons._KEPT) == 3
