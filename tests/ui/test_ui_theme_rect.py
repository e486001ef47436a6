"""theme.rect writes `pt` out for speed: the pixel rect must be the one its two corners' points
give, at any window size and UI scale, for any base rect (halves rounded as `pt` rounds them)."""

from __future__ import annotations

import random

import pygame

from game.ui import theme as th


def test_a_rect_is_its_corners_points():
    rng = random.Random(11)
    for size in [(1280, 720), (1920, 1080), (1366, 768), (1000, 900), (2560, 1080)]:
        for ui in (1.0, 1.25):
            theme = th.Theme(size, ui=ui)
            for _ in range(2000):
                x, y = rng.choice([rng.uniform(-50, 1300), rng.randrange(-50, 1300) / 2]), rng.uniform(-50, 750)
                w, h = rng.choice([rng.uniform(0, 400), rng.randrange(0, 800) / 2]), rng.uniform(0, 300)
                (x0, y0), (x1, y1) = theme.pt(x, y), theme.pt(x + w, y + h)
                assert theme.rect(x, y, w, h) == pygame.Rect(x0, y0, x1 - x0, y1 - y0), (size, ui, x, y, w, h)


def test_lengths_and_text_sizes_kept_are_the_sums():
    """px and text_px, kept per value and scale, give what their sums give, through resizes, a UI
    scale and lettering (text drawn at the layout's own scale), with more values than are kept."""
    rng = random.Random(12)
    theme = th.Theme((1280, 720))
    for k in range(6000):
        if k % 500 == 0:
            theme.resize(rng.choice([(1280, 720), (1920, 1080), (1366, 768), (801, 599)]), rng.choice([1.0, 1.25, 1.5]))
        v = rng.choice([rng.randrange(-20, 40), rng.randrange(-40, 80) / 2, rng.uniform(-10, 30), 0])
        assert theme.px(v) == (max(1, round(v * theme.s)) if v > 0 else round(v * theme.s)), (v, theme.s)
        size = rng.choice([12, 13, 14.5, rng.uniform(6, 60)])
        want = round(size * theme.s + min(size, th.GROWN_UNITS) * (theme.ts - theme.s))
        assert theme.text_px(size) == want
        with theme.lettering():
            assert theme.text_px(size) == round(size * theme.s)
