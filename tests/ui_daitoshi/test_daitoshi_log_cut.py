"""The log and "This turn so far" never show an entry cut from its beginning: when the first line
of a long entry is above the panel's top, its other lines go too (played at 1280x720: the log
opened on "construction materials", the tail of "Aiko: Pay 1 construction materials with 1
construction materials"); the rows shown start on the panel's first row, the room the cut entry
leaves at the foot, never a blank row the log opens on."""

from __future__ import annotations

import pygame
import pytest

from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import panels
from game.ui.tables.daitoshi.ctx import Ctx
from game.ui.tables.daitoshi.log import LogEntry
from game.ui.theme import Theme

LONG = "Aiko: Pay 1 construction materials with 1 construction materials, and some more words " \
       "so that the entry takes three lines of the panel"


def drawn_log(theme, entries) -> list[str]:
    """The texts draw_log writes, top to bottom."""
    ctx = Ctx(view=None, names=["You", "Aiko"], colours=[(200, 60, 50), (40, 80, 160)], humans=[True, False],
              viewer=0, active=0, log=entries, log_told=len(entries), log_visible=len(entries))
    said: list = []
    real = theme.text

    def note(surface, text, role, size, colour, pos, *a, **k):
        said.append((pos[1], text))
        return real(surface, text, role, size, colour, pos, *a, **k)
    theme.text = note
    try:
        panels.draw_log(pygame.Surface((1280, 720)), theme, ctx)
    finally:
        del theme.text
    return [text for _, text in sorted(said)][1:]        # below the panel's heading


@pytest.mark.parametrize("short_lines", range(0, 12))
def test_the_log_opens_on_the_first_line_of_an_entry(short_lines):
    pygame.init()
    theme = Theme((1280, 720))
    entries = [LogEntry(1, {"en": LONG}, "action")] * 3 + \
        [LogEntry(1, {"en": f"Aiko gains {k} VP"}, "event") for k in range(short_lines)]
    _, _, w, _ = L.LOG
    rows = panels.log_rows(theme, entries, w - 36)
    firsts = {text for seat, text, _ in rows if seat != -1}
    shown = drawn_log(theme, entries)
    assert shown[0] in firsts, shown
    assert shown[-1] == rows[-1][1]


def test_the_log_opens_on_its_first_row_never_on_a_blank_one():
    """Where an entry's first line is above the panel, its tail goes and the rows left over are
    at the foot: the first line shown stands on the panel's first row, not one or two rows down."""
    pygame.init()
    theme = Theme((1280, 720))
    x, y, w, h = L.LOG
    cut = 0
    for short_lines in range(0, 6):
        entries = [LogEntry(1, {"en": LONG}, "action")] * 8 + \
            [LogEntry(1, {"en": f"Aiko gains {k} VP"}, "event") for k in range(short_lines)]
        ctx = Ctx(view=None, names=["You", "Aiko"], colours=[(200, 60, 50), (40, 80, 160)], humans=[True, False],
                  viewer=0, active=0, log=entries, log_told=len(entries), log_visible=len(entries))
        tops: list = []
        real = theme.text
        theme.text = lambda surface, text, role, size, colour, pos, *a, **k: \
            tops.append(pos[1]) or real(surface, text, role, size, colour, pos, *a, **k)
        try:
            panels.draw_log(pygame.Surface((1280, 720)), theme, ctx)
        finally:
            del theme.text
        rows = panels.log_rows(theme, entries, w - 36)
        fit = int((h - 30) // panels.LOG_PITCH)
        cut += rows[len(rows) - fit][0] == -1              # the top row would be an entry's tail
        assert sorted(tops)[1] == y + 22, short_lines        # under the heading: the first row
    assert cut > 0, "no entry was cut at the top: the test proved nothing"
