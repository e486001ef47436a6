"""The Invention market's tooltips read as sentences in both languages: each starts with a capital
letter, and an empty slot says so as a sentence of its own ("... to take. Empty"), never a lowercase
word after a full stop (found playing at 1280x720: "2 nourriture à payer. vide")."""

from __future__ import annotations

import re

import pytest

from game import i18n
from game.core.daitoshi import SPEC
from game.ui.tables.daitoshi import market
from game.ui.tables.daitoshi.ctx import Ctx
from game.ui.theme import Theme


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_market_tips_are_sentences_and_an_empty_slot_says_so(lang):
    state = SPEC.new_game(players=2, seed=1)
    view = state.view(0)
    view.market[0] = None            # a slot emptied by a take, before the market refills
    ctx = Ctx(view=view, names=["A", "B"], colours=[(200, 60, 50), (40, 80, 160)], humans=[True, True],
              viewer=0, active=0, lang=lang)
    try:
        i18n.set_language(lang)
        tips = {p.key: p.tip for p in market.parts(Theme((1280, 720)), ctx)}
    finally:
        i18n.set_language("en")
    for key, tip in tips.items():
        assert tip[0].isupper(), (key, tip)
        assert not re.search(r"\. [a-zà-ÿ]", tip), (key, tip)
    assert ("Empty" if lang == "en" else "Vide") in tips[("slot", 0)]
