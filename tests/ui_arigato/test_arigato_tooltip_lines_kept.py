"""Arigatō's tooltip (render/overlays.py `draw_tooltip`): the words of the topmost region under the
mouse, found from the top down; their lines and width kept per words and scale, not wrapped and
measured again at every frame the mouse rests on or sweeps over the place."""

from __future__ import annotations

import dataclasses

from game.ui.tables.arigato.render import overlays

WORDS = ("Travelers: 2 artisans passed face down to the village on the left; they join that player's hand "
         "next dawn.\nThese go from Chiyo to Daichi.")


def tooltip_at(app, table, mouse, tips=None):
    ctx = dataclasses.replace(table.context(), mouse=mouse, drag=None, over_widget=False, zoom=None,
                              tips=tips if tips is not None else [((0, 0, 1280, 720), WORDS)])
    return overlays.draw_tooltip(app.screen, ctx)


def test_the_topmost_region_s_words_are_shown():
    tips = [((0, 0, 100, 100), "under"), ((50, 50, 100, 100), "over"), ((200, 0, 50, 50), "beside"),
            ((0, 0, 10, 10), "")]
    assert overlays.tip_under((60, 60), tips) == "over"         # the last drawn of two
    assert overlays.tip_under((20, 20), tips) == "under"
    assert overlays.tip_under((5, 5), tips) == ""               # the topmost has no words: none shown
    assert overlays.tip_under((150, 150), tips) is None         # right and bottom edges left out
    assert overlays.tip_under((149, 149), tips) == "over"
    assert overlays.tip_under(None, tips) is None


def test_a_tooltip_seen_again_is_neither_wrapped_nor_measured_again(table_app, monkeypatch):
    app, pilot = table_app("HA", (1920, 1080))
    table = pilot.table
    sweep = [(300 + 13 * k, 200 + 7 * k) for k in range(10)]
    boxes = [tooltip_at(app, table, mouse) for mouse in sweep]   # the mouse sweeping over the place once...
    theme = app.theme
    asked = []
    real_wrap, real_font = theme.wrap, theme.font
    monkeypatch.setattr(theme, "wrap", lambda *a, **k: asked.append("wrap") or real_wrap(*a, **k))
    monkeypatch.setattr(theme, "font", lambda *a, **k: asked.append("font") or real_font(*a, **k))
    assert [tooltip_at(app, table, mouse) for mouse in sweep] == boxes   # ... and again: the same boxes
    assert asked == []
