"""The review's curve at a larger text size (game/ui/review/curve.py, `under_title`): its title
grew onto the top number of its score axis at 1280x720 at 125% ("Expected" on "300", a descender
on the digits), which the drawn-text check lets pass (tests/drawn_text.py: two texts may share a
pixel). At 100% and 125%, in each game, no text lies within a pixel under the title's ink."""

from __future__ import annotations

import pytest
from drawn_text import DrawnText
from test_ui_review import finished, reviewed

from game.core import registry
from game.ui.review.words import in_points


@pytest.fixture
def app(make_app):
    app = make_app(games=[registry.spec(name) for name in registry.available()])
    yield app
    app.change_setting("ui_scale", 100)


@pytest.mark.parametrize("scale", [100, 125])
@pytest.mark.parametrize("game", registry.available())
def test_no_text_stands_against_the_curve_s_title(app, game, scale):
    app.change_setting("ui_scale", scale)
    line = finished(game)
    app.reviews.write(line, reviewed(game))
    app.open_review(line)
    app.mouse = (-1, -1)
    app.frame(1 / 60)
    with DrawnText(app) as drawn:
        app.frame(1 / 60)
    title = in_points("review.curve", game)
    inks = [ink for _, words, ink, _ in drawn.texts if words == title]
    assert len(inks) == 1, [words for _, words, _, _ in drawn.texts]
    below = inks[0].inflate(0, 2)     # a pixel above and under it
    near = [words for _, words, ink, _ in drawn.texts if words != title and below.colliderect(ink)]
    assert near == [], (scale, near)
