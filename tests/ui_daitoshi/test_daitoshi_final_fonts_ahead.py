"""The final scores' fonts are opened ahead, in frames that draw nothing new (render.py,
panels.py `final_fonts`): the game's last frame, which draws the final scores, opens none."""

from __future__ import annotations

from game.ui import frame_causes as fc
from game.ui.tables.daitoshi import panels


def test_the_final_scores_open_no_font(daitoshi_app, monkeypatch):
    app, pilot = daitoshi_app("AAAA", size=(1280, 720), seed=7)
    opened = []
    real = panels._final

    def final(surface, theme, ctx):
        before = fc.counts[fc.FONT_OPENED]
        real(surface, theme, ctx)
        opened.append(fc.counts[fc.FONT_OPENED] - before)

    monkeypatch.setattr(panels, "_final", final)
    table = pilot.table
    for _ in range(20000):                  # a bound on a hang: the AI seats play the game out
        if opened or app.stack.top is not table:
            break
        pilot.frames(1)
    assert opened, "the final scores were never drawn"
    assert opened[0] == 0, f"the final scores opened {opened[0]} font(s) in the game's last frame"
    before = fc.counts[fc.FONT_OPENED]
    for role, size in panels.final_fonts():
        table.theme.font(role, size)
    assert fc.counts[fc.FONT_OPENED] == before, "a font of the final scores was not open at the end"
