"""Luck beside skill on the review screen (game/ui/review/luck.py): each reviewed player's
decisions and draws in the game's own points, in both languages, with no catalogue key showing
and no text cut; the chosen player's luckiest and unluckiest draws marked on the curve."""

from __future__ import annotations

import pytest
from drawn_text import DrawnText
from test_ui_review import finished, reviewed

from game.core import registry
from game.i18n import t
from game.ui.review import luck as screen_luck

POINTS = {("arigato", "en"): "favor", ("arigato", "fr"): "faveur",
          ("daitoshi", "en"): "VP", ("daitoshi", "fr"): "PV"}


@pytest.fixture
def app(make_app):
    app = make_app(games=[registry.spec(name) for name in registry.available()])
    yield app
    app.change_setting("language", "en")


def opened(app, game: str, humans: int, lang: str):
    app.change_setting("language", lang)
    line = finished(game, humans)
    review = reviewed(game, humans)
    app.reviews.write(line, review)
    app.open_review(line)
    app.mouse = (-1, -1)
    return review


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game,humans", [("arigato", 2), ("arigato", 3), ("daitoshi", 1)])
def test_each_player_is_told_their_decisions_and_their_draws_in_the_games_points(app, game, humans, lang):
    review = opened(app, game, humans, lang)
    said = []
    real = app.theme.text
    app.theme.text = lambda surface, text, *a, **k: said.append(text) or real(surface, text, *a, **k)
    app.frame(1 / 60)
    del app.theme.text
    panel = " ".join(said)
    assert review.luck and len(review.luck) == humans
    for summary in review.summaries:
        luck = next(x for x in review.luck if x.seat == summary.seat)
        # the summed loss and the luck, rounded, each in the game's own points
        cost = screen_luck.points(summary.total_loss, game)
        brought = screen_luck.points(luck.luck.mean, game)
        assert POINTS[(game, lang)] in cost and cost in panel and brought in panel
    assert t("review.luckiest") in panel or t("review.unluckiest") in panel
    assert not any(text.startswith("review.") or " review." in text for text in said)   # no key shown
    with DrawnText(app) as check:
        app.frame(1 / 60)
    assert check.problems() == []                      # nothing cut, nothing overlapping


def test_the_curve_marks_the_chosen_players_luckiest_and_unluckiest_draws(app, monkeypatch):
    review = opened(app, "arigato", 2, "en")
    marks = []
    real = screen_luck.draw_mark

    def marked(surface, theme, x, y, lucky):
        marks.append((x, lucky))
        real(surface, theme, x, y, lucky)
    monkeypatch.setattr(screen_luck, "draw_mark", marked)
    app.frame(1 / 60)
    scene = app.stack.top
    seat = scene.people()[scene.chosen].seat
    best, worst = next(x for x in review.luck if x.seat == seat).extremes()
    wanted = [lucky for lucky, e in ((True, best), (False, worst)) if e is not None]
    # each on the curve, and again beside its words in the panel under it
    assert sorted(lucky for _, lucky in marks) == sorted(wanted * 2)
