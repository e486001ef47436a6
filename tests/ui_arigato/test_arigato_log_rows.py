"""Arigatō's log rows kept drawn (render/log.py, `LogRows`): a move's new lines move the lines
drawn before up and only the new ones are drawn, and the picture is still, after every move, the
one drawn whole afresh, to the pixel; where rows cannot be moved by whole pixels (a window whose
scale makes a row a fraction of a pixel high) every line is drawn, as before."""

from __future__ import annotations

import pygame
import pytest

import arigato_situations as S
from game.ui import frame_causes as fc
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato.render.log import log_box, rows_place
from game.ui.tables.arigato.render.regions import Picture


def log_redraws(size, days: int = 3) -> tuple[int, int, int]:
    """Plays AI seats until day `days`; after each frame that redrew the log, the picture
    compared with one drawn whole afresh. (log redraws, lines drawn then, lines shown then)."""
    app, pilot = S.open_table("AAAA", size, seed=5, anim_speed=1.0)
    try:
        table = app.stack.top
        redraws = drawn = shown = 0
        for _ in range(4000):
            if table.session.is_over() or table.view().day > days:
                break
            before = fc.counts.copy()
            pilot.frames(1)
            did = fc.since(before)
            if not did.get(fc.REGION_DRAWN + "log") or table.renderer.picture.behind:
                continue
            ctx = table.context()
            whole = Picture()     # a picture of its own: its log drawn line by line
            whole.draw(app.screen.get_size(), ctx)
            assert S.same(table.renderer.picture.surface, whole.surface), f"move {len(table.session.state.history)}"
            redraws += 1
            drawn += did.get(fc.LOG_LINE_DRAWN, 0)
            shown += len(table.renderer.log.rows[table.renderer.picture.surface].shown)
        return redraws, drawn, shown
    finally:
        app.close(last=False, picture=False)


@pytest.mark.parametrize("size", S.SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_moves_lines_move_the_log_up(size):
    redraws, drawn, shown = log_redraws(size)
    assert redraws > 20, redraws
    # most lines were moved up, not drawn again (each log redraw draws its new lines only)
    assert drawn < shown / 3, (drawn, shown)


def test_rows_a_fraction_of_a_pixel_high_are_drawn_line_by_line():
    app, pilot = S.open_table("AAAA", (1366, 768), seed=5, anim_speed=1.0)
    try:
        table = app.stack.top
        ctx = table.context()
        assert (L.LOG_LINE * ctx.theme.s) % 1      # the premise: rows of 17.07 pixels
        assert rows_place(ctx, log_box(ctx), 10) is None
        for _ in range(3000):     # some moves: a log with lines in it
            if table.view().day >= 2:
                break
            pilot.frames(1)
        before = fc.counts.copy()
        table.renderer.forget()
        pilot.frames(1)
        whole = fc.since(before).get(fc.LOG_LINE_DRAWN, 0)
        assert whole > 5
        for _ in range(2000):     # the next move that redraws the log draws every line again
            before = fc.counts.copy()
            pilot.frames(1)
            did = fc.since(before)
            if did.get(fc.REGION_DRAWN + "log") and not table.renderer.picture.behind:
                break
        assert did.get(fc.LOG_LINE_DRAWN, 0) >= whole
        assert not table.renderer.log.rows.get(table.renderer.picture.surface) or \
            table.renderer.log.rows[table.renderer.picture.surface].key is None
    finally:
        app.close(last=False, picture=False)


def test_the_theme_moved_lands_each_pixel_where_it_would():
    """Theme.moved: text drawn on a part of the window lands where it lands on the window, at a
    scale whose points fall on half pixels."""
    app, pilot = S.open_table("AA", (1920, 1080), seed=5)
    try:
        theme = app.theme
        window = pygame.Surface((400, 200))
        window.fill((250, 250, 250))
        part = pygame.Surface((300, 100))
        part.fill((250, 250, 250))
        for x in (3, 3.5, 7, 11.25):       # base units: 4.5, 5.25, 10.5, 16.875 pixels
            theme.text(window, "Aiko", "sans", 12, (0, 0, 0), (x, 40 + 20 * (x % 1)))
            with theme.moved(2, 50):
                theme.text(part, "Aiko", "sans", 12, (0, 0, 0), (x, 40 + 20 * (x % 1)))
        assert S.same(window.subsurface((2, 50, 300, 100)), part)
    finally:
        app.close(last=False, picture=False)
