"""How sure a review is (game/ai/confidence.py, game/ai/review.py; game/ai/AI.md, "Game review"):
each loss with its 95% interval, a grade only where the interval supports it, more worlds where
it straddles a grade's line, and the same verdicts from any sampling seed where the game is clear."""

import math

import pytest
from review_games import FAIR_DRAW, HARVEST, LUCKY_HARVEST, Reap, Ticket

from game.ai.confidence import estimate, t975, total
from game.ai.review import FLAGGED_ROUNDS, review_decision, review_game
from game.ai.review_data import BLUNDER, GOOD, INACCURACY, MISTAKE, verdict
from game.core.engine import Action


def test_an_estimate_is_the_mean_with_students_interval():
    e = estimate([1.0, 2.0, 3.0])
    half = 4.303 * 1 / math.sqrt(3)
    assert (e.mean, e.samples) == (2.0, 3)
    assert e.low == pytest.approx(2 - half) and e.high == pytest.approx(2 + half)
    assert estimate([5.0, 5.0]).low == estimate([5.0, 5.0]).high == 5.0
    assert math.isinf(estimate([4.0]).high) and estimate([]).mean == 0
    assert t975(1) > t975(10) > t975(30) > t975(1000) == 1.96


def test_a_sum_of_estimates_adds_means_and_variances():
    summed = total([estimate([1.0, 3.0]), estimate([2.0, 2.0]), estimate([0.0, 2.0, 4.0])])
    assert summed.mean == pytest.approx(2 + 2 + 2)
    assert summed.error == pytest.approx(math.sqrt(1.0 + 0 + 4 / 3))


@pytest.mark.parametrize("low, high, sure, perhaps", [
    (0.0, 1.0, GOOD, None), (-3.0, 1.0, GOOD, None), (6.0, 9.0, MISTAKE, None),
    (6.0, 14.0, MISTAKE, BLUNDER), (1.0, 6.0, GOOD, MISTAKE), (3.0, 4.0, INACCURACY, None)])
def test_a_grade_is_what_the_interval_supports(low, high, sure, perhaps):
    """Toy's lines are the defaults: 2, 5 and 10 VP (game/ai/heuristics.py)."""
    from game.ai.confidence import Estimate
    assert verdict("toy", Estimate((low + high) / 2, low, high, 1.0, 8)) == (sure, perhaps)


def _lucky(fields):
    return [Reap(turn % 2, f).text() for turn, f in enumerate(fields)]


def test_a_loss_hidden_in_luck_is_sampled_until_it_shows():
    """Seat 0 reaps the 0-field instead of the 12-field at its second turn; the draws make each
    world's difference 26 or 5 points (12 on average), so four worlds cannot say more than
    "somewhere between good and a blunder": the review samples more worlds there (up to eight
    times as many, as whether it is flagged depends on it). At a review's own budget (12 worlds,
    Daitoshi's) its 95% interval holds the true loss in nearly every review of it, whatever the
    sampling seed (92 of 100 seeds here: an
    interval stopped as soon as it settles covers a little less than its 95%)."""
    review = review_game(LUCKY_HARVEST, 2, 1, {}, _lucky([2, 2, 0, 2, 2, 2]), worlds=4)
    given_up = next(d for d in review.decisions if d.seat == 0 and d.number == 2)
    assert given_up.best.action == Reap(0, 2)
    assert 4 < given_up.best.playouts <= 4 * (1 + FLAGGED_ROUNDS)
    assert given_up.grade != GOOD
    # the seat's sum counts each decision's unclipped mean over its first round of judging
    # worlds (the later rounds were taken because of what the first showed), errors combined
    summary = review.summary(0)
    mine = [d for d in review.decisions if d.seat == 0]
    assert given_up.counted is not None and given_up.counted.samples == 4
    assert summary.total_loss == pytest.approx(sum((d.counted.mean if d.counted else d.loss) for d in mine))
    assert summary.total_interval[0] < summary.total_loss < summary.total_interval[1]
    state = LUCKY_HARVEST.new_game(players=2, seed=1)
    for text in _lucky([2, 2]):
        state.apply(Action.parse(text))
    legal = state.legal_actions(0)
    held = sum(v.loss.low <= 12 <= v.loss.high
               for v in (review_decision(state.view(0), 0, Reap(0, 0), legal, move=2, worlds=12,
                                         seed=s) for s in range(40)))
    assert held >= 34          # at 92%, 37 of 40 are expected; fewer than 34, 1 chance in 30


def test_two_sampling_seeds_agree_where_the_game_is_clear():
    actions = [Reap(turn % 2, f).text() for turn, f in enumerate([2, 2, 0, 2, 1, 2])]
    first = review_game(HARVEST, 2, 1, {}, actions, worlds=2)
    second = review_game(HARVEST, 2, 1, {}, actions, worlds=2, sampling=12345)
    assert [(d.move, d.grade, d.loss) for d in first.decisions] == \
        [(d.move, d.grade, d.loss) for d in second.decisions]
    assert second.sampling == 12345 and {d.grade for d in first.decisions} >= {BLUNDER, MISTAKE}


def test_a_loss_is_judged_apart_from_the_worlds_that_chose_it_and_never_clipped():
    """Fair draw: every ticket is worth the same, so nothing is lost whatever the seat draws. At
    one decision reviewed from 200 sampling seeds, the loss a seat's sum counts (the challenger,
    chosen on some worlds, judged against the move played on fresh ones, unclipped) averages 0
    within its noise; clipped at 0, as `max(0, noisy difference)`, the same figures lean high
    by several times that noise."""
    state = FAIR_DRAW.new_game(players=2, seed=1)
    for turn in range(4):
        state.apply(Ticket(turn % 2, 0))
    legal = state.legal_actions(0)
    counted = []
    for seed in range(200):
        v = review_decision(state.view(0), 0, Ticket(0, 0), legal, move=4, worlds=4, seed=seed)
        counted.append((v.counted or v.loss).mean)
    mean = sum(counted) / len(counted)
    noise = math.sqrt(sum((c - mean) ** 2 for c in counted) / (len(counted) - 1) / len(counted))
    assert abs(mean) < 3 * noise
    clipped = sum(max(0.0, c) for c in counted) / len(counted)
    assert clipped > 3 * noise
    # some decisions were judged and some were not (the move played led where it was chosen)
    assert 0 < sum(c == 0 for c in counted) < len(counted) / 2
