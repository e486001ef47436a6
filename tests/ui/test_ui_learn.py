"""Learn to play in the menu (issue 19): its page lists the games that have a tutorial, each text
whole in both languages at both sizes; a game without one is not offered; Back returns."""

from __future__ import annotations

import pytest

from drawn_text import DrawnText
from ui_pilot import Pilot


def real_games():
    from game.core import registry
    return [registry.spec(n) for n in ("arigato", "daitoshi")]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_learn_page_lists_both_games_drawn_whole(make_app, lang, size):
    app = make_app(size=size, games=real_games())
    app.change_setting("language", lang)
    pilot = Pilot(app)
    with DrawnText(app) as drawn:
        pilot.frames(1)
    assert drawn.problems() == []          # the menu, with its new button
    pilot.click("learn")
    assert app.stack.top.name == "learn"
    assert {w.id for w in app.stack.top.widgets} == {"learn:arigato", "learn:daitoshi", "back"}
    with DrawnText(app) as drawn:
        pilot.frames(1)
    assert drawn.problems() == []
    pilot.click("back")
    assert app.stack.top.name == "menu"


def test_a_game_without_a_tutorial_is_not_offered(make_app):
    app = make_app()                       # the tiny test game only: it has no tutorial.toml
    pilot = Pilot(app)
    pilot.click("learn")
    assert [w.id for w in app.stack.top.widgets] == ["back"]
