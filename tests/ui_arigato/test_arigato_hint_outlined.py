"""The Arigatō hint outlines the places of the move it names at every decision, not only a
workshop to prepare or empty: the artisan whose effect it would use, the items a favor bonus
would choose or a discard would drop (where a reviewed move is marked: `places_of`). Before, a
hinted UseEffect, ChooseBonusItems or DiscardItem was named in words alone."""

from __future__ import annotations

import os

import pytest

import arigato_situations as S
from game.core.arigato.actions import ChooseBonusItems, DiscardItem, UseEffect
from game.ui import theme as th
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato.render import overlays

DECISIONS = {"day_effect": UseEffect, "bonus": ChooseBonusItems, "dusk": DiscardItem}


@pytest.mark.usefixtures("quick_hints")
@pytest.mark.parametrize("name", list(DECISIONS))
def test_the_hinted_moves_places_are_outlined(name, monkeypatch):
    app, pilot = S.SITUATIONS[name]((1280, 720))
    try:
        table = app.stack.top
        pilot.click("hint")
        for _ in range(600):
            pilot.frames(1)
            if table.hint_state() == "ready":
                break
        action = table.hint["action"]
        assert table.hint_state() == "ready" and isinstance(action, DECISIONS[name])
        framed: list = []
        real = overlays._frame

        def noted(surface, ctx, rect, colour, out):
            if colour == th.INDIGO:
                framed.append(tuple(rect))
            return real(surface, ctx, rect, colour, out)
        monkeypatch.setattr(overlays, "_frame", noted)
        app.mouse = (-1, -1)
        app.frame(1 / 60)
        lay, items = table.current_layout(), table.content.items
        boxes = L.supply_rects(lay.supply, len(items))
        if isinstance(action, UseEffect):      # the artisan: in a workshop or under the palace gate
            assert framed and set(framed) <= set(map(tuple, lay.grid)) | {tuple(lay.gate)}, framed
        else:                                  # the items chosen or dropped, each in the supply
            named = action.items if isinstance(action, ChooseBonusItems) else (action.item,)
            assert sorted(framed) == sorted({tuple(boxes[items.index(i)]) for i in named}), framed
        if os.environ.get("ARIGATO_SHOTS"):
            import pygame
            pygame.image.save(app.screen, os.path.join(os.environ["ARIGATO_SHOTS"], f"arigato-hint-{name}.png"))
    finally:
        app.close(last=False, picture=False)
