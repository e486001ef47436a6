"""Arigatō's log ("What happened") opens on its first row: where the oldest entry shown would
start with a line's tail (its first line above the panel), that tail goes and the room it leaves
is at the foot, never a blank row under the title (the log seemed always to open on an empty
line). Scrolled back, the same."""

from __future__ import annotations

import arigato_situations as S
from game.ui.tables.arigato import layout as L


def first_rows(app, table, scrolls) -> list[tuple[bool, float]]:
    """For each scroll: whether the top row would be an entry's tail, and where the first line
    under the title is drawn (base y)."""
    out = []
    for scroll in scrolls:
        table.log_scroll = scroll
        ctx = table.context()
        lines = ctx.log.wrapped(ctx, L.LOG_WRAP_W)
        per = int((L.LOG[3] - L.LOG_FOOT) // L.LOG_LINE)
        end = len(lines) - min(scroll, max(0, len(lines) - per))
        cut = not lines[max(0, end - per)][2]
        words = {text for _, text, _ in lines}
        tops = []
        real = app.theme.text
        app.theme.text = lambda surface, text, *a, **k: (tops.append(a[3][1]) if text in words else None) \
            or real(surface, text, *a, **k)
        try:
            table.renderer.forget()
            app.frame(1 / 60)
        finally:
            del app.theme.text
        out.append((cut, min(tops) / 1))
    return out


def test_the_log_opens_on_its_first_row():
    app, pilot = S.open_table("HA", (1280, 720), seed=2)
    try:
        S.play_until(app, pilot, S.at(5, "day"))
        table = app.stack.top
        seen = first_rows(app, table, range(0, 12))
        assert any(cut for cut, _ in seen), "no tail at the top in any scroll: the test proved nothing"
        assert all(top == L.LOG[1] + L.LOG_TOP for _, top in seen), seen
    finally:
        app.close(last=False, picture=False)
