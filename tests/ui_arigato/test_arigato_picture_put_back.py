"""Arigatō's picture is put back on the window only where it changed or where the last frame
drew over it (put_back.py; game/tools/MEASUREMENTS.md, "Frames"). What the frame then draws
over it is drawn on a window that must show the picture exactly, everywhere: held here at the
moment of every put, so every frame is the one drawn over the whole picture, whatever moved
(tokens flying, pulses, cards turning, the dish's tokens, a moment, the verdict), was hovered
(tooltips, buttons) or lay over the table (the pause menu).

A moment (the dusk, the final count) left standing on the window is not put back under: there
the window must be its paper at the end of every frame that shows it, whatever
was drawn under or beside it (the dish's tokens, buttons, the hover), and the picture again
once it is gone (`Renderer.stand`)."""

from __future__ import annotations

import pygame
import pytest

import arigato_situations as S
from game.ui.tables import put_back
from game.ui.tables.layers import table_alone


def pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB") if rect.w > 0 and rect.h > 0 else b""


def but(window: pygame.Rect, middle: pygame.Rect) -> list[pygame.Rect]:
    """The window but `middle` (a rect inside it), in four rects."""
    return [pygame.Rect(0, 0, window.w, middle.y), pygame.Rect(0, middle.bottom, window.w, window.h - middle.bottom),
            pygame.Rect(0, middle.y, middle.x, middle.h), pygame.Rect(middle.right, middle.y, window.w - middle.right, middle.h)]


class Watched:
    """Every put of the table's picture checked: after it the window is the picture, but where
    a moment stands; and after every frame that drew a moment, its paper is on the window."""

    def __init__(self, monkeypatch, table) -> None:
        self.table, self.renderer = table, table.renderer
        self.puts = self.partial = self.differ = self.stood = self.paper_differ = self.dish_anew = self.covered = 0
        whole = put_back.put

        def checked(surface, picture, left, redrawn, covered=()):
            put = whole(surface, picture, left, redrawn, covered)
            self.puts += 1
            self.partial += put is not None
            self.covered += bool(covered) and put is not None
            standing = self.renderer.standing
            window = surface.copy()
            for r in covered if put is not None else ():   # the buttons' paper, painted opaque later (checked
                window.blit(picture, r, r)                  # by tests/ui_arigato/test_arigato_buttons_not_put_back.py)
            if standing is None:
                self.differ += pygame.image.tobytes(window, "RGB") != pygame.image.tobytes(picture, "RGB")
            else:
                self.stood += 1
                # (under it the paper as the last frame ended, checked then, but where this put put)
                self.differ += any(pixels(window, r) != pixels(picture, r) for r in but(surface.get_rect(), standing))
            return put

        monkeypatch.setattr(put_back, "put", checked)

    def frame(self, pilot, app) -> None:
        """One frame; after it, a moment's paper drawn this frame is on the window as drawn."""
        kept = getattr(self.table.dish, "kept", None)
        pilot.frames(1)
        stand = self.renderer.stand
        if stand is not None and stand[1] is not None and table_alone(self.table):
            self.paper_differ += pixels(app.screen, stand[2]) != pixels(self.renderer.moment_layer, stand[2])
            now = getattr(self.table.dish, "kept", None)   # the dish drawn anew, under or by the moment's paper
            self.dish_anew += (self.renderer.standing is not None and now is not None and now is not kept
                               and now[1].colliderect(stand[2].inflate(40, 40)))


def sweep(app, i: int) -> None:
    """The mouse somewhere on the window, as `bench --frames` moves it: frame by frame across it."""
    w, h = app.screen.get_size()
    pos = (20 + (i * 37) % (w - 40), 20 + (i * 53) % (h - 40))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


@pytest.mark.parametrize("size", S.SIZES)
def test_ai_moves_told_and_hovered_put_back_the_picture_exactly(size, monkeypatch):
    """Four AI seats, motion at 1x, the mouse sweeping the table, through the first dusks."""
    app, pilot = S.open_table("AAAA", size, seed=5, anim_speed=1.0)
    table = app.stack.top
    watched = Watched(monkeypatch, table)
    try:
        for i in range(900):
            if table.session.is_over():
                break
            sweep(app, i)
            watched.frame(pilot, app)
        assert watched.differ == 0 and watched.paper_differ == 0
        assert watched.puts > 800 and watched.partial > watched.puts * 0.8   # the partial put is what was checked
        assert watched.stood > 100 and watched.dish_anew > 0   # moments stood, the dish drawn by them
    finally:
        app.close(last=False, picture=False)


def test_a_persons_turns_hovered_played_and_paused_put_back_the_picture_exactly(monkeypatch):
    """A person's moves and hover, the mouse resting on cards (tooltips, a card shown large),
    the pause menu over the table and gone, the picture forgotten and drawn whole."""
    app, pilot = S.open_table("HAA", S.SIZES[0], seed=2, anim_speed=1.0)
    table = app.stack.top
    watched = Watched(monkeypatch, table)
    try:
        for i in range(700):
            if table.session.is_over():
                break
            sweep(app, i // 3)          # a few frames on each place: tooltips show
            if i % 40 == 39 and table.my_turn():
                table.submit(S.choice(table))
            if i == 300:
                pilot.key(pygame.K_ESCAPE)
                assert table.covered()
                pilot.key(pygame.K_ESCAPE)
                assert not table.covered()
            if i == 400:
                table.renderer.forget()
            watched.frame(pilot, app)
        assert watched.differ == 0 and watched.paper_differ == 0
        assert watched.puts > 600 and watched.partial > watched.puts * 0.6
    finally:
        app.close(last=False, picture=False)
