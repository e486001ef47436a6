"""Arigatō's heuristics: the evaluation values what the rulebook rewards, the policy plays well."""

import pytest

pytest.importorskip("game.core.arigato")

from game.ai.arigato.heuristics import HEURISTICS, ArigatoHeuristics  # noqa: E402
from game.ai.agents import make_agent, sample_world  # noqa: E402
from game.ai.heuristics import heuristics_for  # noqa: E402
from game.ai.mcts import MCTSAgent  # noqa: E402
from game.core.arigato import new_game  # noqa: E402
from game.core.arigato.actions import AssignRoles, PrepareOffering, UseEffect  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.play import play_game  # noqa: E402


def test_arigato_finds_its_heuristics():
    assert isinstance(heuristics_for(new_game(players=2, seed=1)), ArigatoHeuristics)


def test_the_policy_and_greedy_beat_random():
    wins = {"policy": 0, "greedy": 0}
    for name in wins:
        for g in range(2):
            state = new_game(players=2, seed=40 + g)
            agents = [make_agent(name), make_agent("random")]
            if g:
                agents.reverse()
            play_game(state, agents, seed=g, check_invariants=False)  # the rules' own tests do
            wins[name] += g in state.winners()
    assert wins == {"policy": 2, "greedy": 2}


def _to_day(seed=5, players=2):
    state = new_game(players=players, seed=seed)
    policy = make_agent("policy")
    rng = Rng(1)
    while not (state.phase == "day" and any(isinstance(a, PrepareOffering)
                                            for a in state.legal_actions(0))):
        seat = state.current_seats()[0]
        state.apply(policy.choose(state.view(seat), seat, state.legal_actions(seat), rng))
        assert not state.is_over()
    return state


def test_preparing_an_offering_is_worth_its_items():
    """DAY: an artisan with an offering token is nearly its favor; the items paid are less."""
    state = _to_day()
    world = sample_world(state.view(0), 0, Rng(2))
    world.objectives = {}  # no objective of the day to keep the items for
    prepare = next(a for a in world.legal_actions(0) if isinstance(a, PrepareOffering))
    assert HEURISTICS.action_value(world, 0, prepare) > \
        HEURISTICS.action_value(world, 0, next(a for a in world.legal_actions(0)
                                               if a.kind == "end_day"))


def test_effects_are_always_used_without_thinking():
    """ICONOGRAPHY: all effects are optional, and every one is a gain."""
    state = new_game(players=2, seed=1)
    legal = [UseEffect(0, 7, True), UseEffect(0, 7, False)]
    assert HEURISTICS.obvious(state.view(0), 0, legal) == legal[0]


def test_the_search_shortlists_dawn_assignments_from_the_seats_own_cards():
    state = new_game(players=3, seed=2)
    legal = state.legal_actions(0)
    short = HEURISTICS.candidates(state, 0, legal)
    assert len(short) <= 12 < len(legal) and set(short) <= set(legal)
    twin = state.determinize(0, Rng(8))
    assert HEURISTICS.candidates(twin, 0, legal) == short
    assert all(isinstance(a, AssignRoles) for a in short)


def test_search_answers_on_arigato_within_its_budget():
    state = new_game(players=4, seed=3)
    agent = MCTSAgent(iterations=40, time_limit=None)
    legal = state.legal_actions(2)
    assert agent.choose(state.view(2), 2, legal, Rng(1)) in legal
    assert agent.last_iterations == 40


def test_solo_target_estimate_counts_kept_and_passed_travelers():
    state = new_game(players=1, seed=4)
    before = HEURISTICS.solo_target(state)
    state.apply(max(state.legal_actions(0), key=lambda a: sum(a.travelers) if hasattr(a, "travelers") else 0))
    assert HEURISTICS.solo_target(state) >= before


def test_hard_compares_dawn_and_day_moves_on_the_same_luck():
    """Hard halves its candidates at a dawn and a move of the day (paired playouts,
    game/ai/AI.md); normal keeps its tree; nothing is halved at dusk."""
    assert make_agent("hard").paired and not make_agent("normal").paired
    state = new_game(players=3, seed=5)
    legal = state.legal_actions(1)
    assert HEURISTICS.paired_root(state.view(1), 1, legal)
    agent = MCTSAgent(iterations=60, time_limit=None, paired=True)
    choice = agent.choose(state.view(1), 1, legal, Rng(2))
    assert choice in HEURISTICS.candidates(state, 1, legal)
    played = [n for _, n, _ in agent.last_stats if n]
    assert agent.last_stats[0][0] == choice and len(played) > 1 and sum(played) <= 60
    rng = Rng(4)
    day_moves = 0
    while state.phase != "dusk" and not state.is_over():
        seat = state.current_seats()[0]
        moves = state.legal_actions(seat)
        if state.phase == "day" and len(moves) > 1:
            assert HEURISTICS.paired_root(state.view(seat), seat, moves)
            day_moves += 1
        state.apply(moves[rng.below(len(moves))])
    assert day_moves and state.phase == "dusk"
    assert not HEURISTICS.paired_root(state.view(0), 0, state.legal_actions(state.current_seats()[0]))
