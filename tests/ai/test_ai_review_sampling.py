"""Where a review spends its worlds (game/ai/review.py, `review_decision`; game/ai/AI.md, "Game
review"): more choosing worlds where the best move not played is in doubt (a near tie), more
judging worlds where a verdict straddles a grade's line, most where it straddles the line of what
the review flags, and none more where the game is clear."""

from review_games import FAIR_DRAW, HARVEST, LUCKY_HARVEST, Reap, Ticket

from game.ai.appraise import shortlist
from game.ai.review import CHOOSE_ROUNDS, FLAGGED_ROUNDS, MORE_ROUNDS, _choose, review_decision
from game.ai.review_data import GOOD, MISTAKE, verdict
from game.core.engine import Action
from game.core.rng import Rng


def _fair_draw_view():
    state = FAIR_DRAW.new_game(players=2, seed=1)
    for turn in range(4):
        state.apply(Ticket(turn % 2, 0))
    return state.view(0), state.legal_actions(0)


def test_a_near_tie_for_the_best_move_is_sampled_more_before_it_is_chosen():
    """Fair draw's five tickets are worth the same: on four worlds several lie within the noise
    of the leader, so the choice goes on with those alone, on more worlds of the same stream."""
    view, legal = _fair_draw_view()
    longer = 0
    for seed in range(20):
        mine, challenger = _choose(view, 0, Ticket(0, 0), shortlist(view, 0, legal), 4, Rng(seed), None)
        assert challenger is not None and challenger.action != Ticket(0, 0)
        assert mine.playouts == challenger.playouts <= 4 * (1 + CHOOSE_ROUNDS)
        longer += challenger.playouts > 4
    assert longer >= 10


def test_a_clear_choice_is_not_sampled_again():
    """Harvest leaves nothing to chance: the 12-field leads beyond any noise on the first worlds."""
    state = HARVEST.new_game(players=2, seed=1)
    mine, challenger = _choose(state.view(0), 0, Reap(0, 0), state.legal_actions(0), 3, Rng(1), None)
    assert challenger.action == Reap(0, 2) and (mine.playouts, challenger.playouts) == (3, 3)
    v = review_decision(state.view(0), 0, Reap(0, 0), state.legal_actions(0), move=0, worlds=3)
    assert v.loss.mean == 12 and v.loss.samples == 3 and v.best.playouts == 3


def test_the_move_played_that_leads_where_it_was_chosen_lost_nothing_give_or_take():
    """Where the move played leads the others on the choosing worlds, it is the best found: its
    loss is 0 and its interval reaches up to what the best other move might lead it by there,
    a good move for sure (in doubt, perhaps worse)."""
    view, legal = _fair_draw_view()
    led = []
    for seed in range(30):
        v = review_decision(view, 0, Ticket(0, 0), legal, move=4, worlds=4, seed=seed)
        if v.best == v.played and v.counted is None and v.loss.samples:
            led.append(v)
    assert led
    for v in led:
        assert v.loss.mean == v.loss.low == 0 and v.loss.high >= 0
        assert verdict("fair_draw", v.loss)[0] == GOOD


def test_a_verdict_on_the_line_of_a_mistake_is_sampled_longest():
    """Lucky harvest: passing up the 12-field for the 3-field loses 9 points give or take the
    draws' luck, just under the mistake's line (5 here: the default lines, 2, 5 and 10, as the
    game's AI knowledge sets none). Four worlds straddle it; the review samples on up to
    sixteen times the worlds, further than where only a lesser line is straddled."""
    state = LUCKY_HARVEST.new_game(players=2, seed=1)
    for text in ("reap seat=0 field=2", "reap seat=1 field=2"):
        state.apply(Action.parse(text))
    legal = state.legal_actions(0)
    judged = [review_decision(state.view(0), 0, Reap(0, 1), legal, move=2, worlds=4, seed=s)
              for s in range(12)]
    assert all(v.best.action == Reap(0, 2) for v in judged)
    rounds = [v.loss.samples // 4 - 1 for v in judged]
    assert max(rounds) > MORE_ROUNDS and max(rounds) <= FLAGGED_ROUNDS
    # where it stopped before its last round, the interval had left the mistake's line
    for v, r in zip(judged, rounds):
        if r < FLAGGED_ROUNDS:
            assert not v.loss.low < 5 <= v.loss.high
    assert sum(verdict("lucky_harvest", v.loss)[0] == MISTAKE for v in judged) >= 9
