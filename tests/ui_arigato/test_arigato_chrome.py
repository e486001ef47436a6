"""Arigatō's chrome (render/regions.py): the paper and the top band's waves under every region,
kept as the window's paper (art.paper) and the band's rows over it rather than a window-sized
picture of its own. Each window-sized picture made is its memory's pages touched for the first
time, one of the table's first frames at 1920x1080 (game/tools/MEASUREMENTS.md, "Frames"):

- the chrome put back anywhere is, to the pixel, the chrome drawn whole on a window-sized picture
  (top.draw_chrome);
- making the table's first picture, the paper not drawn yet, makes three window-sized pictures:
  the paper, its fibres' and vignette's layer, the table's picture.
"""

from __future__ import annotations

import pygame

import arigato_situations as S
from game.ui import art
from game.ui.tables.arigato.render import regions as R
from game.ui.tables.arigato.render.top import draw_chrome

SIZE = (1920, 1080)


def test_the_chrome_put_back_is_the_chrome_drawn_whole():
    app, _ = S.open_table("AA", SIZE, seed=3)
    try:
        ctx = app.stack.top.context()
        picture = R.Picture()
        picture.rebuild(SIZE, ctx)
        whole = pygame.Surface(SIZE, 0, app.screen)
        draw_chrome(whole, ctx.theme)
        assert picture.band.get_height() < SIZE[1] // 5    # the band's rows only
        assert S.same(picture.surface, whole)               # the first picture: the chrome
        put = pygame.Surface(SIZE, 0, app.screen)
        put.fill((255, 0, 255))
        w, h = SIZE
        for part in (pygame.Rect(0, 0, w, h), pygame.Rect(100, 50, 300, 400),   # across the band's foot
                     pygame.Rect(0, 0, 50, 20), pygame.Rect(700, 500, 640, 300)):
            put.fill((255, 0, 255))
            picture.put_chrome(put, part)
            assert S.same(put.subsurface(part), whole.subsurface(part)), part
            assert put.get_at((part.right, part.bottom) if part.right < w and part.bottom < h else (0, 0)) \
                == ((255, 0, 255) if part.right < w and part.bottom < h else whole.get_at((0, 0)))
    finally:
        app.close(last=False, picture=False)


def test_the_first_picture_makes_three_window_sized_pictures(monkeypatch):
    app, _ = S.open_table("AA", SIZE, seed=3)
    try:
        ctx = app.stack.top.context()
        art.clear_caches()          # the paper drawn afresh too
        made = []
        real = pygame.Surface

        class Counted(real):
            def __init__(self, size, *args, **kwargs):
                super().__init__(size, *args, **kwargs)
                if tuple(size) == SIZE:
                    made.append(self)
        monkeypatch.setattr(pygame, "Surface", Counted)
        picture = R.Picture()
        picture.rebuild(SIZE, ctx)
        monkeypatch.undo()
        assert picture.surface is not None
        assert len(made) == 3, len(made)
    finally:
        app.close(last=False, picture=False)
