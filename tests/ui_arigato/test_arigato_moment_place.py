"""A moment at Arigatō's table (the dusk, the final count) lies over your village and the action
panel: never over the others' band, where the scoreboard's legend says what its colours count, nor
over the log; with five villages' rows too. The dusk's verdict line (animations off) stands above
that legend, never over it nor over the scoreboard's rows."""

from __future__ import annotations

import pygame

import arigato_situations as S
from drawn_text import DrawnText
from game.i18n import t
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import panel_layout as PL
from game.ui.tables.arigato.log import part_name
from test_arigato_moments import to_the_end_of_day


def meets(a, b) -> bool:
    return pygame.Rect(a).colliderect(pygame.Rect(b))


def test_a_moment_keeps_off_the_others_band_and_the_log_for_every_number_of_villages():
    for n in range(1, 6):
        lay = L.compute(n, 0)
        box = PL.moment_box(n)                       # a row per village
        band = [b.rect for b in lay.opponents] + [r for r in (lay.board, lay.solo) if r is not None]
        assert band and not any(meets(box, r) for r in band), (n, box, band)
        assert not meets(box, L.LOG)
        x, y, w, h = box
        assert 0 <= x and x + w <= L.MAIN_W and L.BAND_H <= y and y + h <= L.CANVAS[1]


def test_the_verdict_line_keeps_off_the_scoreboards_rows_and_legend():
    lay = L.compute(2, 0)
    bx, by, bw, bh = lay.board
    legend = (bx, by + bh - L.BOARD_LEGEND_UP - 4, bw, L.BOARD_LEGEND_UP + 4)
    rows = (bx, by, bw, L.BOARD_ROW_Y + 2 * L.BOARD_ROW)      # two villages' rows
    for lines in (1, 2):                                      # it shows two at most
        box = PL.toast_box(lines)
        assert not meets(box, legend) and not meets(box, rows), (lines, box)
        assert not meets(box, L.ACT) and not meets(box, L.LOG)


def test_the_scores_legend_reads_while_the_dusk_is_shown():
    """Day 2 was played with the animations off (its verdict in a line), day 3's dusk is shown
    as a moment: the scoreboard's legend reads under neither."""
    app, pilot = S.open_table("HA", (1280, 720), seed=2)
    try:
        table, m = to_the_end_of_day(app, pilot, 3)
        assert m.kind == "dusk" and table.moments.current() is m and table.toast is not None
        pilot.frames(1, dt=1.0)          # its rows shown
        table.renderer.forget()
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        seen = [words for _, words, _ in drawn.visible_texts()]
        assert t("arigato.moment.dusk_title", day=3) in seen
        for part in ("objectives", "favor tokens", "palace gate"):   # the legend, by the rules' names
            assert part_name(part) in seen, seen
    finally:
        app.close(last=False, picture=False)
