"""Arigatō's picture is put back on the window only where it changed or where the last frame
drew over it (put_back.py; game/tools/MEASUREMENTS.md, "Frames"). What the frame then draws
over it is drawn on a window that must show the picture exactly, everywhere: held here at the
moment of every put, so every frame is the one drawn over the whole picture, whatever moved
(tokens flying, pulses, cards turning, the dish's tokens, a moment, the verdict), was hovered
(tooltips, buttons) or lay over the table (the pause menu)."""

from __future__ import annotations

import pygame
import pytest

import arigato_situations as S
from game.ui.tables import put_back


class Watched:
    """Every put of the table's picture checked: after it the window is the picture."""

    def __init__(self, monkeypatch) -> None:
        self.puts = self.partial = self.differ = 0
        whole = put_back.put

        def checked(surface, picture, left, redrawn):
            whole(surface, picture, left, redrawn)
            self.puts += 1
            self.partial += left is not None and left[0] is surface and left[1] is not None and redrawn is not None
            self.differ += pygame.image.tobytes(surface, "RGB") != pygame.image.tobytes(picture, "RGB")

        monkeypatch.setattr(put_back, "put", checked)


def sweep(app, i: int) -> None:
    """The mouse somewhere on the window, as `bench --frames` moves it: frame by frame across it."""
    w, h = app.screen.get_size()
    pos = (20 + (i * 37) % (w - 40), 20 + (i * 53) % (h - 40))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


@pytest.mark.parametrize("size", S.SIZES)
def test_ai_moves_told_and_hovered_put_back_the_picture_exactly(size, monkeypatch):
    """Four AI seats, motion at 1x, the mouse sweeping the table, through the first dusks."""
    app, pilot = S.open_table("AAAA", size, seed=5, anim_speed=1.0)
    watched = Watched(monkeypatch)
    try:
        table = app.stack.top
        for i in range(900):
            if table.session.is_over():
                break
            sweep(app, i)
            pilot.frames(1)
        assert watched.differ == 0
        assert watched.puts > 800 and watched.partial > watched.puts * 0.8   # the partial put is what was checked
    finally:
        app.close(last=False, picture=False)


def test_a_persons_turns_hovered_played_and_paused_put_back_the_picture_exactly(monkeypatch):
    """A person's moves and hover, the mouse resting on cards (tooltips, a card shown large),
    the pause menu over the table and gone, the picture forgotten and drawn whole."""
    app, pilot = S.open_table("HAA", S.SIZES[0], seed=2, anim_speed=1.0)
    watched = Watched(monkeypatch)
    try:
        table = app.stack.top
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
            pilot.frames(1)
        assert watched.differ == 0
        assert watched.puts > 600 and watched.partial > watched.puts * 0.6
    finally:
        app.close(last=False, picture=False)
