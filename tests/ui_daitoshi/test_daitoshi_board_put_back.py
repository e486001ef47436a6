"""Daitoshi's board is put back on the window only where it changed or where the last frame drew
over it (render.py, `put`; game/tools/MEASUREMENTS.md, "Frames"): every frame is the same to the
pixel as the same frame drawn over the whole board, whatever moves, lights or is hovered, and
after another scene lay over the table."""

from __future__ import annotations

import pygame

from game.ui.tables.daitoshi.scene import ChoiceButton


def sweep(app, i: int) -> None:
    """The mouse somewhere on the window, as `bench --frames` moves it: frame by frame across it."""
    w, h = app.screen.get_size()
    pos = (20 + (i * 37) % (w - 40), 20 + (i * 53) % (h - 40))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


class Checked:
    """Each frame drawn, then drawn again over the whole board: the two the same."""

    def __init__(self, app) -> None:
        self.app = app
        self.table = app.stack.top
        self.compared = 0
        self.put_in_part = 0     # frames whose board was put back only in places

    def frame(self, i: int) -> None:
        app, table = self.app, self.table
        sweep(app, i)
        table.session.wait_for_ai()
        partly = table.renderer.left is not None
        app.frame(1 / 60)
        if table.renderer.pending(table.ctx()):
            return    # (the frame budget left a region for the next frame: drawn again, it would differ)
        drawn = pygame.image.tobytes(app.screen, "RGB")
        table.renderer.left = None            # the whole board, as before
        app.stack.draw(app.screen)
        assert pygame.image.tobytes(app.screen, "RGB") == drawn, f"frame {i} differs from the whole board's"
        self.compared += 1
        self.put_in_part += partly


def test_every_frame_of_ai_moves_told_and_hovered_is_the_whole_boards(daitoshi_app):
    """Four AI seats, motion at 1x (hexes flying, gains rising, Magnates gliding, the story's
    lights and caption, the gears), the mouse sweeping the board (lights, tooltips)."""
    app, _ = daitoshi_app("AAAA", anim_speed=1.0, seed=7)
    check = Checked(app)
    for i in range(700):
        check.frame(i)
    assert check.compared > 600
    assert check.put_in_part > check.compared * 0.8     # the partial put is what was checked


def test_a_persons_turn_hovered_and_played_is_the_whole_boards(daitoshi_app):
    """A person's choices: the places they can click lit, the one under the mouse and its
    choices, a Magnate's route, the tooltip; then a choice taken, and another scene over the
    table and gone."""
    app, pilot = daitoshi_app("HA", anim_speed=1.0, seed=21)
    check = Checked(app)
    i = 0
    for turn in range(6):
        assert pilot.until_my_turn()
        for _ in range(80):
            check.frame(i)
            i += 1
        table = pilot.table
        if turn == 2:                         # the pause menu over the table, then back
            pilot.key(pygame.K_ESCAPE)
            assert table.covered()
            check.frame(i)
            pilot.key(pygame.K_ESCAPE)
            assert not table.covered()
            for _ in range(5):
                check.frame(i)
                i += 1
        if table.my_turn():
            pilot.click(next(w for w in table.widgets if isinstance(w, ChoiceButton)).id)
    assert check.compared > 400
    assert check.put_in_part > check.compared * 0.8
