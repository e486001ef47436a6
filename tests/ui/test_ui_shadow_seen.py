"""An opaque paper's shadow is blended only where the paper leaves it to be seen
(widgets.shadow_seen: beside and below the paper, at its round corners): the panel, the button
and Arigatō's moment draw it so, and the picture must be the one drawn with the whole shadow
under the paper, to the pixel, whatever the paper's size, its corners, the shadow's offset and
opacity, the surface drawn on (opaque or with its own transparency) and its clip."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui import widgets


def noisy(size, flags: int, seed: int) -> pygame.Surface:
    """A surface of random pixels (of random transparency too, on one that has it)."""
    rng = random.Random(seed)
    pixels = pygame.image.frombytes(bytes(rng.randrange(256) for _ in range(size[0] * size[1] * 4)), size, "RGBA")
    if flags:
        return pixels
    surface = pygame.Surface(size, 0, 32)
    surface.blit(pixels, (0, 0))
    return surface


def paper(surface: pygame.Surface, rect, radius: int, offset: int, alpha: int, shadow) -> bytes:
    """A paper with its shadow and border, as widgets.panel draws one."""
    shadow(surface, rect, radius, offset, alpha)
    widgets.rounded(surface, (236, 226, 206), rect, radius)
    widgets.rounded(surface, (120, 90, 40), rect, radius, 2)
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("flags", [0, pygame.SRCALPHA])
def test_a_shadow_seen_is_the_whole_shadow_under_an_opaque_paper(flags):
    rng = random.Random(5)
    cases = 0
    for seed in range(60):
        w, h = rng.randrange(3, 90), rng.randrange(3, 70)
        rect = pygame.Rect(rng.randrange(-10, 60), rng.randrange(-10, 40), w, h)
        radius, offset, alpha = rng.randrange(0, 30), rng.randrange(0, 7), rng.choice([1, 40, 80, 128, 254])
        clip = (None if seed % 3 else
                pygame.Rect(rng.randrange(0, 60), rng.randrange(0, 40), rng.randrange(1, 80), rng.randrange(1, 60)))
        drawn = []
        for shadow in (widgets.shadow, widgets.shadow_seen):
            surface = noisy((120, 90), flags, seed)
            surface.set_clip(clip)
            given = surface.get_clip()
            drawn.append(paper(surface, rect, radius, offset, alpha, shadow))
            assert surface.get_clip() == given   # the clip given back
        assert drawn[0] == drawn[1], (rect, radius, offset, alpha, clip)
        cases += 2 * radius <= min(w, h)   # corners apart: the shadow drawn in parts
    assert cases > 20


def test_a_panel_draws_the_same_picture_as_with_its_whole_shadow(monkeypatch):
    """widgets.panel at a few sizes and scales, opaque and translucent paper."""
    from game.ui import theme as th

    theme = th.Theme((1920, 1080))
    shots = []
    for whole in (True, False):
        with monkeypatch.context() as patch:
            if whole:
                patch.setattr(widgets, "shadow_seen", widgets.shadow)
            surface = noisy((400, 300), 0, 1)
            for k, (rect, alpha, shadow_alpha) in enumerate([((10, 10, 120, 80), 255, 40), ((60, 40, 30, 20), 255, 80),
                                                             ((150, 20, 90, 120), 200, 40), ((5, 120, 12, 12), 255, 40)]):
                widgets.panel(surface, theme, rect, radius=12 - k, alpha=alpha, shadow_alpha=shadow_alpha)
            shots.append(pygame.image.tobytes(surface, "RGB"))
    assert shots[0] == shots[1]
