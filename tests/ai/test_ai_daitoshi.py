"""Daitoshi's knowledge for the generic agents (game/ai/daitoshi/): what the evaluation counts,
what the rollout policy plays, which moves the search shortlists, and that the Mayor is the
target in solo. Small and quick: strength is shown by `python -m game tournament` (game/ai/AI.md)."""

from __future__ import annotations

import pytest

from game.ai import heuristics as H
from game.ai.daitoshi import candidates, evaluation, rollout
from game.ai.daitoshi.heuristics import HEURISTICS, DaitoshiHeuristics
from game.ai.greedy import GreedyAgent
from game.core import registry
from game.core.daitoshi import actions as A
from game.core.rng import Rng
from game.play import play_game, random_steps

SPEC = registry.spec("daitoshi")


def mid_game(seed: int = 4, players: int = 2):
    return random_steps(SPEC.new_game(players=players, seed=seed), 60, seed=seed)


def at_decision(state, kind: str, actions: list, data=None):
    """`state` asking seat 0 to choose among `actions` (a decision as the rules would pose it)."""
    state._decision = (kind, 0, tuple(actions), data)
    return state


@pytest.fixture
def no_exploring(monkeypatch):
    """The rollout policy plays its best move every time (no random move now and then)."""
    monkeypatch.setattr(rollout, "EXPLORE", 0.0)


# --- the evaluation ------------------------------------------------------------------------------
def test_the_daitoshi_state_finds_its_heuristics():
    assert isinstance(H.heuristics_for(mid_game()), DaitoshiHeuristics)


def test_at_the_end_the_evaluation_is_the_score_and_the_target_the_mayors():
    state = random_steps(SPEC.new_game(players=2, seed=9), 100_000, seed=9)
    assert state.is_over()
    for seat in range(2):
        assert HEURISTICS.evaluate(state, seat) == state.scores()[seat].total
    solo = random_steps(SPEC.new_game(players=1, seed=9, advisors=4), 100_000, seed=9)
    assert solo.is_over()
    assert HEURISTICS.solo_target(solo) == solo.mayor_score().total


def test_before_the_end_the_mayor_is_worth_more_than_his_points_so_far():
    """SOLO MODE: the target the search plays against is his final score as it stands (his end
    scoring and the turns he has left), not only the VP he has already won."""
    state = random_steps(SPEC.new_game(players=1, seed=3, advisors=5), 12, seed=3)
    mayor = state.players[state.solo.seat]
    assert not state.is_over()
    assert HEURISTICS.solo_target(state) > mayor.vp + 20


def test_a_second_hex_of_a_terrain_costs_the_river_penalty_before_the_turn_ends():
    """END OF TURN flips the Operation tile for 2+ hexes of a type, and END GAME SCORING takes
    the river's VP (10 from the Temple) per Conflict tile: counted as soon as the hex arrives,
    with the Conflict's cost in play while turns remain."""
    state = mid_game()
    p = state.players[0]
    p.record = [0, 0, 0, 0]
    p.conflict = [False] * 4
    p.pilgrims[0] = -1     # on the Temple: 10 VP a Conflict
    before = HEURISTICS.evaluate(state, 0)
    p.record[2] = 2
    after = HEURISTICS.evaluate(state, 0)
    share = evaluation.share_left(evaluation.turns_left(state, 0))
    assert before - after == pytest.approx(10 + evaluation.CONFLICT_IN_PLAY * share)


def test_the_turns_left_are_read_from_the_wilderness_tracks():
    """A City Turn takes a hex; the game ends 1-2 rounds after a track's next-to-last hex goes
    (END OF THE GAME): fewer hexes before that space, fewer turns; once triggered, exact."""
    state = SPEC.new_game(players=2, seed=5)
    full = evaluation.turns_left(state, 0)
    for t in state.tracks:
        for i in range(len(t) - 4):
            t[i] = 0
    assert evaluation.turns_left(state, 0) < full
    state.last_turn = state.turn + 3            # 2 turns each, the current one included
    assert evaluation.turns_left(state, state.active) == 2


def test_what_is_still_to_come_counts_less_as_the_game_ends():
    early, late = SPEC.new_game(players=2, seed=3), SPEC.new_game(players=2, seed=3)
    late.turn, late.last_turn = 20, 21
    for state in (early, late):
        state.players[0].res = [3, 3, 3, 3]
    gain = [HEURISTICS.evaluate(s, 0) for s in (early, late)]
    for state in (early, late):
        state.players[0].res = [0, 0, 0, 0]
    base = [HEURISTICS.evaluate(s, 0) for s in (early, late)]
    assert gain[0] - base[0] > gain[1] - base[1] > 0


def test_an_invention_installed_is_worth_more_with_more_turns_left():
    state = SPEC.new_game(players=2, seed=6)
    before = HEURISTICS.evaluate(state, 0)
    state.players[0].slots[1][0] = "brilliant_01"
    after = HEURISTICS.evaluate(state, 0)
    state.turn, state.last_turn = 20, 21
    late_gain = HEURISTICS.evaluate(state, 0)
    state.players[0].slots[1][0] = None
    late_gain -= HEURISTICS.evaluate(state, 0)
    assert after - before > late_gain > 0


# --- the rollout policy ------------------------------------------------------------------------
def test_the_policy_pays_with_the_resource_and_keeps_the_wealth(no_exploring):
    state = at_decision(mid_game(), "pay", [A.PayCost(0, "food", 0, 2), A.PayCost(0, "food", 1, 1),
                                            A.PayCost(0, "food", 2, 0)], 2)
    assert rollout.choose(state, 0, state.legal_actions(0), Rng(1)) == A.PayCost(0, "food", 2, 0)


def test_the_policy_takes_the_town_hall_land_it_has_no_hex_of(no_exploring):
    state = mid_game()
    state.players[0].record = [0, 1, 1, 0]
    options = [A.ExploitTrack(0, t) for t in ("forest", "mountain", "underground")]
    state = at_decision(state, "exploit", options, ("land",))
    assert rollout.choose(state, 0, state.legal_actions(0), Rng(1)) == \
        A.ExploitTrack(0, "underground")


def test_the_policy_gives_back_the_terrain_in_conflict(no_exploring):
    state = mid_game()
    state.players[0].record = [1, 0, 2, 0]
    state = at_decision(state, "give_back", [A.GiveBackHex(0, "river"),
                                             A.GiveBackHex(0, "mountain")], False)
    assert rollout.choose(state, 0, state.legal_actions(0), Rng(1)) == \
        A.GiveBackHex(0, "mountain")


def test_the_policy_fills_the_cheap_middle_building_first(no_exploring):
    """Building Steam 2/1/4 (factory.toml): every floor of a building produces for one cost."""
    state = SPEC.new_game(players=2, seed=2)
    options = [A.InstallInvention(0, b) for b in range(3)]
    state = at_decision(state, "install", options, "ordinary_01")
    assert rollout.choose(state, 0, state.legal_actions(0), Rng(1)) == A.InstallInvention(0, 1)


def test_the_policy_trades_its_goods_rather_than_skip_the_action(no_exploring):
    state = SPEC.new_game(players=2, seed=2)
    p = state.players[0]
    p.res[3], p.steam = 5, 9
    options = [A.TradeWithCity(0, 0, g) for g in range(1, 6)] + [A.SkipAction(0)]
    state = at_decision(state, "action", options)
    choice = rollout.choose(state, 0, state.legal_actions(0), Rng(1))
    assert isinstance(choice, A.TradeWithCity) and choice.goods >= 2


def test_the_policy_plays_whole_games_legally_and_beats_random():
    """Seated as a player (the `policy` agent) it finishes games with every invariant held,
    and outscores a random player by far."""
    from game.ai.agents import PolicyAgent, RandomAgent
    margin = 0
    for g in range(3):
        state = SPEC.new_game(players=2, seed=40 + g)
        record = play_game(state, [PolicyAgent(), RandomAgent()], 40 + g)
        assert not record.violations
        scores = [s.total for s in state.scores()]
        margin += scores[0] - scores[1]
    assert margin / 3 > 30


# --- the search's shortlists -------------------------------------------------------------------
def test_paying_is_obvious_and_the_trade_shortlist_keeps_all_goods_or_two():
    state = at_decision(mid_game(), "pay", [A.PayCost(0, "luxury", 1, 1),
                                            A.PayCost(0, "luxury", 2, 0)], 2)
    assert HEURISTICS.obvious(state, 0, state.legal_actions(0)) == A.PayCost(0, "luxury", 2, 0)
    trades = [A.TradeWithCity(0, c, g) for c in range(2) for g in range(1, 5)]
    state = at_decision(state, "action", trades + [A.SkipAction(0)])
    kept = candidates.shortlist(state, 0, state.legal_actions(0))
    assert set(kept) == {A.TradeWithCity(0, c, g) for c in range(2) for g in (2, 4)} | \
        {A.SkipAction(0)}


def test_the_search_answers_a_solo_turn_with_a_legal_move():
    """The Mayor's turns run inside `apply` and his deck is sampled: a short search of a solo
    position plays, and cut-off playouts stop at a turn's start."""
    from game.ai.mcts import MCTSAgent
    state = random_steps(SPEC.new_game(players=1, seed=8, advisors=7), 20, seed=8)
    legal = state.legal_actions(0)
    agent = MCTSAgent(iterations=30, time_limit=None)
    assert agent.choose(state.view(0), 0, legal, Rng(2)) in legal
    assert agent.failed_iterations == 0


def _greedy_match(games: int) -> int:
    """Greedy with the Daitoshi heuristics against greedy with the defaults (score so far),
    seats alternated; wins of the former."""
    wins = 0
    agent = GreedyAgent()
    try:
        for g in range(games):
            mine = g % 2
            state = SPEC.new_game(players=2, seed=500 + g // 2)
            rngs = [Rng(g * 2 + 1), Rng(g * 2 + 2)]
            while not state.is_over():
                seat = state.current_seats()[0]
                legal = state.legal_actions(seat)
                H.register("daitoshi", HEURISTICS if seat == mine else H.DEFAULT)
                state.apply(agent.choose(state.view(seat), seat, legal, rngs[seat]))
            wins += mine in state.winners()
    finally:
        H.register("daitoshi", HEURISTICS)
    return wins


def test_greedy_with_the_evaluation_beats_greedy_on_the_score_so_far():
    assert _greedy_match(10) >= 8


def test_greedy_judges_a_move_by_the_whole_turn_it_starts():
    """A Magnate's move alone only costs Steam; its worth is the Workers, the Exploit and the
    action that follow. Greedy's one step ahead plays the turn out with the policy first."""
    state = SPEC.new_game(players=2, seed=12)
    seat = state.current_seats()[0]
    move = next(a for a in state.legal_actions(seat) if isinstance(a, A.MoveMagnate))
    after = state.clone()
    after.apply(move)
    rollout.finish_turn(after, seat, Rng(1))
    d = after._decision
    assert after.is_over() or d[1] != seat or d[0] == "turn"
    assert len(after.history) > len(state.history) + 1       # more than the move itself
    assert HEURISTICS.action_value(state, seat, move) == HEURISTICS.action_value(state, seat, move)


def test_hard_compares_its_moves_on_the_same_luck_in_solo_and_at_the_table():
    """Hard halves its candidates by paired playouts at every Daitoshi decision (game/ai/AI.md,
    "Daitoshi AI"), the Mayor's hidden deck sampled in each world; the answer is the best of them."""
    from game.ai.agents import make_agent
    from game.ai.mcts import MCTSAgent
    assert make_agent("hard").paired and not make_agent("normal").paired
    for players, options in ((1, {"advisors": 7}), (3, {})):
        state = random_steps(SPEC.new_game(players=players, seed=8, **options), 20, seed=8)
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        assert len(legal) > 1 and HEURISTICS.paired_root(state.view(seat), seat, legal)
        agent = MCTSAgent(iterations=40, time_limit=None, paired=True)
        choice = agent.choose(state.view(seat), seat, legal, Rng(2))
        assert choice in legal and agent.last_stats[0][0] == choice
        played = [n for _, n, _ in agent.last_stats if n]
        assert len(played) > 1 and sum(played) <= 40 and agent.failed_iterations == 0
