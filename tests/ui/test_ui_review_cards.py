"""Each costly decision's card says its whole Why (game/ui/review/cards.py): at each UI scale the
smoke run photographs (game/ui/smoke_scaled.py, `SCALED`) and at both sizes of the review's own
tests, in both languages, every card, reached by scrolling where the cards cannot stand
together, draws every word of its Why, its moves and its heading, nothing cut or overlapping. A
French Daitoshi review at 1280x720 and 125% once drew its first card without any Why."""

from __future__ import annotations

import os

import pygame
import pytest

from drawn_text import DrawnText
from game.ai.hint import Reason
from game.core import registry
from game.i18n import t
from game.ui.review.cards import DecisionCard
from game.ui.scene import Input
from game.ui.smoke_scaled import SCALED
from test_ui_review import SIZES, finished, reviewed
from test_ui_review_reasons import longest_reasons, with_reasons
from ui_pilot import Pilot

#: (window, UI scale): the smoke run's, then the review tests' sizes at the scale they open at
SCALES = list(SCALED) + [(size, 100) for size in SIZES]


def long_why(game: str, view) -> tuple[Reason, ...]:
    """The longest reasons each game may give (test_ui_review_reasons.py), and a part given up:
    a Why of two reasons, what the better move gives up and the rest of the loss."""
    return longest_reasons(game, view) + (Reason("cost", "category:objectives" if game == "arigato"
                                                 else "later:grant", 3.5),)


def review_open(make_app, game: str, lang: str, size, scale: int):
    app = make_app(size=size, games=(registry.spec("arigato"), registry.spec("daitoshi")))
    app.change_setting("ui_scale", scale)
    app.change_setting("language", lang)
    line, review = finished(game), reviewed(game)
    views = review.views
    app.reviews.write(line, with_reasons(review, lambda d: long_why(game, views[d.move])))
    app.open_review(line)
    return app, review


def card_said(drawn, theme, card) -> str:
    """The words drawn inside `card`, top to bottom, as one line of words."""
    box = theme.rect(*card.rect)
    inside = sorted((ink.top, ink.left, words) for _, words, ink, _ in drawn.texts if box.contains(ink))
    return " ".join(" ".join(words for _, _, words in inside).split())


@pytest.mark.parametrize("where", SCALES, ids=lambda w: f"{w[0][0]}x{w[0][1]}-{w[1]}")
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["arigato", "daitoshi"])
def test_every_card_says_its_whole_why(make_app, game, lang, where):
    size, scale = where
    app, review = review_open(make_app, game, lang, size, scale)
    try:
        costly = review.summary(0).costliest
        assert len(costly) > 1, "a review of one costly decision has nothing to scroll"
        pilot, seen = Pilot(app), {}
        for _ in range(len(costly)):
            app.mouse = (-1, -1)
            with DrawnText(app) as drawn:
                app.frame(1 / 60)
            if os.environ.get("ARIGATO_SHOTS"):
                pygame.image.save(app.screen, os.path.join(os.environ["ARIGATO_SHOTS"], f"review-cards-{game}-{lang}-"
                                                           f"{size[0]}-{scale}-{len(seen)}.png"))
            assert drawn.problems() == []
            for card in (w for w in app.stack.top.widgets if isinstance(w, DecisionCard)):
                said = card_said(drawn, app.theme, card)
                seen[card.id] = card.words
                for whole in (card.words.why, t("review.played", action=card.words.played),
                              t("review.better", action=card.words.better), card.words.head):
                    assert " ".join(whole.split()) in said, (card.id, whole, said)
            if not any(w.id == "scroll:down" and w.visible for w in app.stack.top.widgets):
                break
            pilot.click("scroll:down")
        assert sorted(seen) == [f"decision:{k}" for k in range(len(costly))]
        assert all(words.why.startswith(t("review.why", reasons="")) for words in seen.values())
    finally:
        app.change_setting("language", "en")
        app.change_setting("ui_scale", 0)


def test_the_wheel_scrolls_the_cards_a_whole_card_at_a_time_and_no_further(make_app):
    """Where the cards scroll (French Daitoshi at 1280x720, 125%), the wheel over them shows the
    next card and back, never past the last or before the first."""
    app, review = review_open(make_app, "daitoshi", "fr", (1280, 720), 125)
    try:
        scene = app.stack.top

        def shown() -> list[str]:
            return [w.id for w in scene.widgets if isinstance(w, DecisionCard)]
        first = shown()
        assert first[0] == "decision:0" and len(first) < len(review.summary(0).costliest)
        app.mouse = scene.widget("decision:0").center()
        for _ in range(5):
            scene.handle(Input("wheel", app.mouse, dy=-1))
        last = shown()
        assert last[-1] == f"decision:{len(review.summary(0).costliest) - 1}" and last != first
        for _ in range(5):
            scene.handle(Input("wheel", app.mouse, dy=1))
        assert shown() == first
        pygame.event.clear()
    finally:
        app.change_setting("language", "en")
        app.change_setting("ui_scale", 0)
