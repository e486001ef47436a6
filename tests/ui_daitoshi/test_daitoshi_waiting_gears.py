"""While another seat decides, the decision panel says so ("Botan is thinking…  Botan's
decision: … performs an action.") and spins the "thinking" gears: no word of that line lies
under the gears, in either language, at either window size, a local AI seat's turn included."""

from __future__ import annotations

import os

import pygame
import pytest

from drawn_text import DrawnText
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import overlay, panels
from game.ui.tables.daitoshi.scene import ChoiceButton


def long_wait(pilot, width):
    """The human's choices, by their buttons, until the AI seat decides something said in a
    line wider than `width` base units (the long waiting lines are the case tested)."""
    table = pilot.table
    theme = table.theme
    for _ in range(400):
        if not table.my_turn():
            ctx = table.ctx(drawing=True)      # this very moment: the AI's turn, said in words
            if ctx.waiting and theme.font("sans", panels.HELP_SIZE).size(ctx.waiting)[0] / theme.s > width:
                return ctx
            assert pilot.until_my_turn()
        pilot.click(next(w for w in table.widgets if isinstance(w, ChoiceButton)).id)
    raise AssertionError("no long waiting line")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_waiting_line_leaves_room_for_the_gears(daitoshi_app, size, lang, monkeypatch):
    from game import i18n
    # an AI with a long name: a long line. The names the fixture's own module gives its seats
    # (this folder's conftest: `import conftest` named whichever folder's conftest came last)
    monkeypatch.setitem(daitoshi_app.__globals__, "NAMES", ["Aiko", "Botan-Kiyomasa"])
    app, pilot = daitoshi_app("HA", size=size, seed=21)
    app.change_setting("language", lang)
    try:
        table = pilot.table
        assert pilot.until_my_turn()
        x, y, w, h = L.DECISION
        ctx = long_wait(pilot, w - 60)
        assert not ctx.my_turn and not ctx.telling
        theme = table.theme
        with DrawnText(app) as drawn:
            panels.draw_decision(app.screen, theme, ctx)
            overlay.draw_under(app.screen, theme, ctx)
        gears = theme.rect(*overlay.gears_rect())
        panel = theme.rect(x, y, w, h)
        said = [(text, ink) for _, text, ink, _ in drawn.texts if panel.colliderect(ink)]
        assert said, "the waiting line is drawn"
        assert [text for text, ink in said if ink.colliderect(gears)] == []
        assert panel.contains(gears)
        if os.environ.get("ARIGATO_SHOTS"):
            pygame.image.save(app.screen, os.path.join(os.environ["ARIGATO_SHOTS"],
                                                       f"daitoshi-waiting-{size[0]}-{lang}.png"))
    finally:
        i18n.set_language("en")
