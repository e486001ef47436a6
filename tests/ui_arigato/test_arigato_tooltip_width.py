"""A tooltip is as wide as its words, up to a maximum (a new player's play-through):
"Défausser un origami (vous en avez 1)." sat in a box 330 wide, two thirds of it empty."""

from __future__ import annotations

import dataclasses

import pytest

from game import i18n
from game.ui.tables.arigato import over_layout as O
from game.ui.tables.arigato.render.overlays import draw_tooltip


def shown(app, table, words: str):
    ctx = dataclasses.replace(table.context(), mouse=(600, 400), drag=None, over_widget=False, zoom=None,
                              tips=[((590, 390, 20, 20), words)])
    return draw_tooltip(app.screen, ctx)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_short_tooltip_is_as_wide_as_its_words(table_app, lang):
    app, pilot = table_app("HA")
    try:
        i18n.set_language(lang)
        words = i18n.t("arigato.dusk.discard", an_item=i18n.t("arigato.an_item.origami"), n=1)
        box = shown(app, table := pilot.table, words)
        font = app.theme.font("sans", 13)
        inner = font.size(words)[0] / app.theme.s
        assert box is not None
        assert inner <= box[2] - 2 * O.TIP_PAD[0]                     # the words fit
        assert box[2] <= inner + 2 * O.TIP_PAD[0] + 2 < O.TIP_W      # and no wider
        long = " ".join([words] * 12)
        wide = shown(app, table, long)
        assert O.TIP_W * 0.9 <= wide[2] <= O.TIP_W                    # a long text wraps at the maximum
    finally:
        i18n.set_language("en")
