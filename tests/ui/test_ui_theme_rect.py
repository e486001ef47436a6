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
