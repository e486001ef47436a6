"""The game review (game/ai/review.py): each decision judged from its seat's view, classed by the
expected VP it gave up, summed up per seat."""

import threading

import pytest
from review_games import HARVEST, LOTTERY, Reap, Ticket, played_toy

from game.ai.heuristics import heuristics_named
from game.ai.review import NotReviewable, ReviewCancelled, review_decision, review_game
from game.ai.review_data import BLUNDER, GOOD, GRADES, MISTAKE, as_data, from_data, grade
from game.ai.toy import SPEC as TOY
from game.core import registry
from game.core.engine import Action
from game.core.rng import Rng


def _harvest(fields_by_turn):
    return [Reap(turn % 2, f).text() for turn, f in enumerate(fields_by_turn)]


def test_a_move_that_gives_up_points_is_found_and_classed():
    """Harvest: seat 0 reaps 12 then 0 (gives up 12: a blunder) then 3 (gives up 9: a mistake);
    seat 1 always reaps the best field."""
    review = review_game(HARVEST, 2, 1, {}, _harvest([2, 2, 0, 2, 1, 2]), worlds=2)
    mine = [d for d in review.decisions if d.seat == 0]
    assert [d.grade for d in mine] == [GOOD, BLUNDER, MISTAKE]
    assert [round(d.loss) for d in mine] == [0, 12, 9]
    # nothing is left to chance in Harvest: every world gives the same difference, so the
    # interval is the loss itself and no grade is in doubt
    assert [d.interval for d in mine] == [(0, 0), (12, 12), (9, 9)]
    assert not any(d.perhaps for d in mine)
    # and why: the better move scored more in the game's one scoring part
    assert [[(r.kind, r.key) for r in d.reasons] for d in mine] == [[], [("category", "harvest")]] * 1 + \
        [[("category", "harvest")]]
    assert mine[1].reasons[0].gain == pytest.approx(12)
    assert all(d.best.action == Reap(0, 2) for d in mine)
    assert mine[1].played.action == Reap(0, 0) and mine[1].played.margin < mine[1].best.margin
    summary = review.summary(0)
    assert summary.counts == (1, 0, 1, 1) and summary.total_loss == pytest.approx(21)
    assert [d.move for d in summary.costliest] == [2, 4]
    assert (summary.final_score, summary.final_margin) == (15, -21)
    theirs = review.summary(1)
    assert theirs.count(GOOD) == 3 and theirs.mean_loss == 0 and not theirs.costliest
    # the curve: after each decision, every seat's expected final score as the decider saw it
    # (played on by random rollouts, on the same draws for the move played and the best)
    curve = review.curve()
    assert [p.scores for p in curve] == [d.played.scores for d in review.decisions]
    assert [p.move for p in curve] == list(range(6))
    assert curve[2].scores[0] == pytest.approx(mine[1].best.scores[0] - 12)
    assert review.marks() == ((0, ("round", 1)), (2, ("round", 2)), (4, ("round", 3)))


def test_no_move_loses_to_the_luck_of_the_worlds_that_chose_the_best():
    """Lottery: every ticket is worth the same, so a fair review finds little lost. Judged on the
    worlds that chose it, the best of five tickets is flattered by its own luck (the winner's
    curse) and every decision seemed to lose about 1.4 points to it (0.4 now); the best is judged again
    against the move played on other worlds."""
    actions = [Ticket(turn % 2, 0).text() for turn in range(40)]
    review = review_game(LOTTERY, 2, 1, {}, actions, worlds=4)
    losses = [d.loss for d in review.decisions]
    assert len(losses) == 40 and sum(losses) / len(losses) < 1.2
    # and luck is never called a mistake: every interval reaches down into "good" or below
    assert not any(d.flagged for d in review.decisions)
    assert all(d.interval[0] <= d.loss <= d.interval[1] for d in review.decisions)


def test_only_the_seats_asked_for_and_only_real_choices():
    review = review_game(HARVEST, 2, 1, {}, _harvest([2] * 6), seats=[1], worlds=1)
    assert {d.seat for d in review.decisions} == {1} and review.seats == (1,)
    assert [d.number for d in review.decisions] == [1, 2, 3]


def test_the_thresholds_order_the_classes():
    for game in registry.available() + ["toy"]:
        inaccuracy, mistake, blunder = heuristics_named(game).review_thresholds
        assert 0 < inaccuracy < mistake < blunder
        assert [grade(game, x) for x in (0, inaccuracy, mistake, blunder)] == list(GRADES)


@pytest.mark.parametrize("game", ["toy", "arigato", "daitoshi"])
def test_the_review_of_a_decision_sees_only_the_seats_view(game):
    """The twin-view test, applied to the review: a state and its twin that differ only in what
    the deciding seat could not see get the same review of that seat's decision."""
    new_game = TOY.new_game if game == "toy" else registry.spec(game).new_game
    state = new_game(players=2, seed=9)
    rng = Rng(9)
    checked = 0
    for step in range(60):
        if state.is_over() or checked == 2:
            break
        seat = state.current_seats()[-1]
        legal = state.legal_actions(seat)
        played = legal[rng.below(len(legal))]
        if len(legal) > 1 and step % 5 == 0:
            twin = state.determinize(seat, Rng(777))
            mine = review_decision(state.view(seat), seat, played, legal, move=step, worlds=2)
            theirs = review_decision(twin.view(seat), seat, played, legal, move=step, worlds=2)
            assert mine == theirs
            checked += 1
        state.apply(played)
    assert checked == 2


def test_a_reviewed_game_judges_each_decision_from_its_view():
    """The whole review agrees with the decision reviewed from a twin of the game at that move."""
    actions = played_toy()
    review = review_game(TOY, 2, 3, {}, actions, worlds=3)
    assert review.seats == (0, 1) and review.decisions
    d = review.decisions[len(review.decisions) // 2]
    state = TOY.new_game(players=2, seed=3)
    for text in actions[:d.move]:
        state.apply(Action.parse(text))
    twin = state.determinize(d.seat, Rng(5))
    verdict = review_decision(twin.view(d.seat), d.seat, d.played.action,
                              state.legal_actions(d.seat), move=d.move, worlds=3)
    assert (verdict.played, verdict.best) == (d.played, d.best)
    assert (verdict.loss.mean, (verdict.loss.low, verdict.loss.high)) == (d.loss, d.interval)


def test_the_json_form_reads_back():
    review = review_game(TOY, 2, 3, {}, played_toy(), worlds=2)
    data = as_data(review)
    assert as_data(from_data(data)) == data
    assert set(data["decisions"][0]) == {"seat", "decision", "move", "progress", "played", "best",
                                         "loss", "interval", "error", "class", "perhaps", "reasons"}
    assert [s["seat"] for s in data["summary"]] == [0, 1]


def test_progress_and_cancel():
    seen = []
    review_game(HARVEST, 2, 1, {}, _harvest([2] * 6), worlds=1,
                progress=lambda done, total: seen.append((done, total)))
    # six decisions, then the draws and plays weighed (game/ai/luck_sampling.py): Harvest deals
    # nothing, so each seat's opening deal, and each of the six moves (a choice) from each seat's
    # view
    steps = 6 + 2 * (1 + 6)
    assert seen == [(n, steps) for n in range(1, steps + 1)]
    cancel = threading.Event()
    with pytest.raises(ReviewCancelled):
        review_game(HARVEST, 2, 1, {}, _harvest([2] * 6), worlds=1, cancel=cancel,
                    progress=lambda done, total: cancel.set())


def test_a_game_that_does_not_replay_or_is_not_over_is_refused():
    with pytest.raises(NotReviewable):
        review_game(HARVEST, 2, 1, {}, _harvest([2] * 5), worlds=1)
    with pytest.raises(NotReviewable):
        review_game(HARVEST, 2, 1, {}, _harvest([2] * 5) + ["reap seat=0 field=1"], worlds=1)
