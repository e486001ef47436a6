"""A pulse's ring (render/motion.py, `draw_pulses`) is blended only along the edges it lies on,
from a layer kept between frames: the window gets, to the pixel, what blending a whole layer
drawn afresh gave, frame after frame as the rings fade (and a new one starts bright), and the
places said drawn (where the picture is put back next frame) are the ring's strips, clipped to
the window: every pixel it changed, not its clear middle."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
import pytest

from game.ui import theme as th
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato.render import motion


def whole_layers(surface, theme, pulses) -> None:
    """Each pulse's whole layer blended (the rings as they were drawn before)."""
    for rect, colour, life in pulses:
        r = theme.rect(*rect).inflate(theme.px(2 * L.PULSE_OUT), theme.px(2 * L.PULSE_OUT))
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour[:3], int(200 * life)), layer.get_rect(), max(2, theme.px(3)),
                         border_radius=theme.px(8))
        surface.blit(layer, r)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1366, 768)])
def test_the_rings_are_the_whole_layers_blended(size):
    pygame.init()
    theme = th.Theme(size)
    rnd = random.Random(size[0])
    pulses = [((rnd.uniform(-20, 1200), rnd.uniform(-20, 680), rnd.choice([3, 8, 20, 60, 200]), rnd.choice([3, 8, 30, 90])),
               rnd.choice([(200, 40, 40), (40, 90, 200), (250, 200, 30)]), rnd.uniform(0.01, 1.0)) for _ in range(40)]
    background = pygame.Surface(size)
    for y in range(0, size[1], 7):    # something under the rings for them to blend over
        background.fill(((y * 3) % 256, (y * 5) % 256, 120), (0, y, size[0], 7))
    for frame in range(4):   # fading, then a new pulse of the same places, bright again
        lived = [(rect, colour, max(0.01, life - 0.3 * frame) if frame < 3 else 1.0) for rect, colour, life in pulses]
        want, got = background.copy(), background.copy()
        whole_layers(want, theme, lived)
        drawn = motion.draw_pulses(got, SimpleNamespace(theme=theme, pulses=lived))
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(want, "RGB"), frame
        assert all(got.get_rect().contains(d) and d.w and d.h for d in drawn)
        changed = pygame.mask.from_threshold(got, (0, 0, 0), (1, 1, 1, 255), background)   # pixels alike...
        changed.invert()                                                                    # ...left out
        said = pygame.mask.Mask(size)
        for d in drawn:
            said.draw(pygame.mask.Mask(d.size, fill=True), d.topleft)
        assert changed.overlap_area(said, (0, 0)) == changed.count() > 0, frame
        rings = sum(r.clip(got.get_rect()).w * r.clip(got.get_rect()).h for r in
                    (theme.rect(*rect).inflate(theme.px(2 * L.PULSE_OUT), theme.px(2 * L.PULSE_OUT))
                     for rect, _, _ in pulses))
        assert sum(d.w * d.h for d in drawn) < rings   # the large places' middles left out


def test_a_ring_lies_in_its_strips():
    rect = pygame.Rect(0, 0, 100, 40)
    strips = motion.ring_strips(rect, 12)
    assert sum(s.w * s.h for s in strips) == 100 * 40 - (100 - 24) * (40 - 24)   # all but the middle
    assert all(rect.contains(s) for s in strips)
    assert motion.ring_strips(pygame.Rect(0, 0, 20, 40), 12) == [pygame.Rect(0, 0, 20, 40)]   # too narrow: whole


def test_a_kept_ring_at_any_opacity_is_the_ring_drawn_at_it():
    """The kept layer, drawn opaque and blended at the pulse's opacity, against a layer drawn at
    that opacity: every opacity, over a background of many colours."""
    pygame.init()
    rnd = random.Random(3)
    background = pygame.Surface((90, 60), 0, 32)
    for x in range(90):
        background.fill((rnd.randrange(256), rnd.randrange(256), rnd.randrange(256)), (x, 0, 1, 60))
    for alpha in range(256):
        colour = (rnd.randrange(256), rnd.randrange(256), rnd.randrange(256))
        fresh = pygame.Surface((90, 60), pygame.SRCALPHA)
        pygame.draw.rect(fresh, (*colour, alpha), fresh.get_rect(), 5, border_radius=9)
        want, got = background.copy(), background.copy()
        want.blit(fresh, (0, 0))
        got.blit(motion.ring_layer((90, 60), colour, 5, 9, alpha), (0, 0))
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(want, "RGB"), alpha
