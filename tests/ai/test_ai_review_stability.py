"""`bench --review --stability` (game/tools/review_stability.py): how far two reviews of one game
agree, from their verdicts."""

from dataclasses import replace

from review_games import HARVEST, Reap

from game.ai.review import review_game
from game.ai.review_data import BLUNDER, GOOD, MISTAKE
from game.tools.review_stability import compare_reviews


def _reviews():
    actions = [Reap(turn % 2, f).text() for turn, f in enumerate([2, 2, 0, 2, 1, 2])]
    return review_game(HARVEST, 2, 1, {}, actions, worlds=2)


def test_a_review_agrees_with_itself():
    review = _reviews()
    same = compare_reviews(review, review)
    assert same["flagged"] == [2, 2] and same["jaccard"] == 1.0 and same["flagged_good"] == 0
    assert same["blunders_kept"] == same["blunders"] == 1 and same["totals_agree"] == 2


def test_a_verdict_that_flips_is_counted():
    """The second review calls the first one's blunder good and one more decision a mistake."""
    first = _reviews()
    decisions = []
    for d in first.decisions:
        if d.grade == BLUNDER:
            d = replace(d, grade=GOOD, loss=0.0, interval=(0.0, 0.0))
        elif d.seat == 1 and d.number == 1:
            d = replace(d, grade=MISTAKE)
        decisions.append(d)
    second = replace(first, decisions=tuple(decisions))
    found = compare_reviews(first, second)
    assert found["flagged"] == [2, 2] and found["both"] == 1
    assert found["jaccard"] == round(1 / 3, 3)
    # both flips are between a flagged verdict and a good one
    assert found["flagged_good"] == 2 and found["blunders_kept"] == 0
