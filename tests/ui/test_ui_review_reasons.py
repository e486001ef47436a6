"""A costly decision's card says why the better move is better, in the game's own terms and
with when (game/ui/review/words.py `why_words`): its longest reasons, kept in the review's file and
read back, are drawn whole on the card at both sizes in both languages, the larger part first
(tests/ui/test_ui_review_cards.py: every card, at every scale, scrolled to)."""

from __future__ import annotations

import os
from dataclasses import replace

import pygame
import pytest

from drawn_text import DrawnText
from game.ai.hint import Reason
from game.core import registry
from game.ui.review.cards import DecisionCard
from game.ui.tables import table_for
from test_ui_review import SIZES, finished, reviewed


def longest_reasons(game: str, view) -> tuple[Reason, ...]:
    """Two reasons with the longest words each game's reasons may take: Arigatō's a day's objective
    (the one whose words are longest) and a favor bonus, Daitoshi's the River Pilgrim's penalty
    spared (its longest, with two digits and a decimal) and a district denied to the Mayor, "likely",
    each in a day or turn with two digits."""
    if game == "arigato":
        table = table_for(game)
        day = max(view.objectives, key=lambda d: len(table.reason_detail(view, "objective", d)))
        return (Reason("event", "objective", 0.6, day, day), Reason("event", "favor_bonus", 0.7, 11, 30))
    return (Reason("later", "river_penalty", 10.5, 28), Reason("event", "mayor_denied", 0.5, 29))


def with_reasons(review, reasons_of) -> object:
    """The review with every costly decision's reasons made `reasons_of(decision)`."""
    changed = {d.move: replace(d, reasons=reasons_of(d)) for s in review.summaries for d in s.costliest}
    decisions = tuple(changed.get(d.move, d) for d in review.decisions)
    summaries = tuple(replace(s, costliest=tuple(changed[d.move] for d in s.costliest)) for s in review.summaries)
    return replace(review, decisions=decisions, summaries=summaries)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["arigato", "daitoshi"])
def test_a_costly_decision_says_why_whole(make_app, game, lang, size):
    app = make_app(size=size, games=(registry.spec("arigato"), registry.spec("daitoshi")))
    try:
        app.change_setting("language", lang)
        line = finished(game)
        review = reviewed(game)
        costly = [d for s in review.summaries for d in s.costliest]
        assert costly, "a review without a costly decision proves nothing here"
        views = review.views
        long = with_reasons(review, lambda d: longest_reasons(game, views[d.move]))
        app.reviews.write(line, long)          # kept, read back from the file: its reasons' days too
        app.open_review(line)
        app.mouse = (-1, -1)
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        if os.environ.get("ARIGATO_SHOTS"):
            pygame.image.save(app.screen, os.path.join(os.environ["ARIGATO_SHOTS"],
                                                       f"review-why-{game}-{lang}-{size[0]}.png"))
        assert drawn.problems() == []
        cards = [w for w in app.stack.top.widgets if isinstance(w, DecisionCard)]
        assert cards
        # the first said: the larger part, either the points reason or the event that stands for
        # the points no reason's account for (hint.by_size)
        when = {r.when for d in costly for r in longest_reasons(game, views[d.move])}
        for card in cards:
            box = app.theme.rect(*card.rect)
            inside = sorted((ink.top, ink.left, " ".join(words.split())) for _, words, ink, _ in drawn.texts
                            if box.contains(ink))
            said = " ".join(words for _, _, words in inside)
            why = card.words.why
            assert why and " ".join(why.split()) in said, (why, said)
            first = why.split(";")[0]
            assert any(f" {n}" in first for n in when)     # the day or turn it names
    finally:
        app.change_setting("language", "en")
