"""A Hint at every decision of the Arigatō table: the day had one and dawn its Suggest, but an
effect to use or skip, the 10-favor bonus and the dusk's discard had none. At each, the button
stands where no other covers it, a click brings the hint, and its words and reasons stand clear
of the decision's own buttons and picker (tests/drawn_text.py)."""

from __future__ import annotations

import pygame
import pytest

import arigato_situations as S
from drawn_text import DrawnText
from game.core.arigato.actions import ChooseBonusItems, DiscardItem, UseEffect

DECISIONS = {"day_effect": UseEffect, "bonus": ChooseBonusItems, "dusk": DiscardItem}


@pytest.mark.usefixtures("quick_hints")
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", list(DECISIONS))
def test_a_hint_is_offered_and_given_at_each_decision(name, lang):
    from game import i18n
    app, pilot = S.SITUATIONS[name]((1280, 720))
    try:
        app.change_setting("language", lang)
        table = app.stack.top
        table.layout()
        hint = table.widget("hint")
        assert hint is not None and hint.visible
        others = [w for w in table.widgets if w is not hint and w.visible]
        assert not any(pygame.Rect(w.rect).colliderect(pygame.Rect(hint.rect)) for w in others)
        pilot.click("hint")
        for _ in range(600):
            pilot.frames(1)
            if table.hint_state() == "ready":
                break
        assert table.hint_state() == "ready" and isinstance(table.hint["action"], DECISIONS[name])
        app.mouse = (-1, -1)
        table.renderer.forget()
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        words = [text for _, text, _ in drawn.visible_texts()]
        assert any(table.hint["text"] in text for text in words), words
        assert drawn.problems() == []
    finally:
        i18n.set_language("en")
        app.close(last=False, picture=False)
