"""A City's tooltip reads its trade row as the tile shows it: one reward per luxury good delivered,
left to right, never two of them added up (TRADE WITH OTHER CITIES: the first good gains the first
reward, the second the second...)."""

from __future__ import annotations

from game import i18n
from game.i18n import daitoshi as words


def _city_tip(table, name: str) -> str:
    table.settle()
    return next(tip for _, tip in table._tips if tip.startswith(name + ":") or tip.startswith(name + " :"))


def test_a_city_tip_lists_one_reward_per_good(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=1)
    table = pilot.table
    assert "mountain_guild" in table.session.view(0).cities
    tip = _city_tip(table, "Mountain Guild")
    assert "left to right: 2 VP, a Partnership with this City, 3 VP, 1 hex given back to the Wilderness " \
           "and 4 VP." in tip, tip
    assert "9 VP" not in tip


def test_a_city_tip_lists_one_reward_per_good_in_french(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=3)
    app.change_setting("language", "fr")
    try:
        table = pilot.table
        assert "forest_academy" in table.session.view(0).cities
        tip = _city_tip(table, words.title("forest_academy", lang="fr"))
        assert "13 PV" not in tip, tip
        assert tip.count("4 PV") == 2 and "5 PV" in tip, tip
    finally:
        i18n.set_language("en")
