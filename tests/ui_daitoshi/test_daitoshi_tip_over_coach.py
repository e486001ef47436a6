"""In Learn to play the tooltip is drawn over the coach's veil and frames (played at
1280x720 in French: the frame of a part the step lights crossed the market slot's tooltip, and
the veil dimmed it): once a tooltip is drawn, nothing is drawn over it in that frame."""

from __future__ import annotations

import pygame

from game.ui.tables.daitoshi import panels
from tutorial_pilot import coach_button, open_tutorial


def test_a_tooltip_is_drawn_over_the_coachs_veil_and_frames(app, monkeypatch):
    pilot, table = open_tutorial(app, "daitoshi", "en")
    pilot.click_at(coach_button(table, "coach_next").center())    # step 2: the Magnate spaces lit
    pilot.frames(2)
    lit = table.coach.lit()
    assert lit
    drawn: list = []
    real = panels.draw_tooltip

    def noted(surface, *a, **k):
        rect = real(surface, *a, **k)
        if rect is not None and surface is app.screen:
            drawn.append((rect, surface.subsurface(rect).copy()))
        return rect
    monkeypatch.setattr(panels, "draw_tooltip", noted)
    for x, y, w, h in lit:
        drawn.clear()
        pilot.move((x + w / 2, y + h / 2))       # on a lit part: its tooltip crosses the others' frames
        pilot.frames(1)
        assert drawn, (x, y, w, h)
        rect, pixels = drawn[-1]
        after = app.screen.subsurface(rect).copy()
        assert pygame.image.tobytes(after, "RGB") == pygame.image.tobytes(pixels, "RGB"), (x, y, w, h)
