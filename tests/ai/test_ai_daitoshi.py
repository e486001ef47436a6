"""Daitoshi's evaluation for the generic agents (game/ai/daitoshi/heuristics.py): what it counts, and
that greedy play with it beats greedy play on the score so far."""

from __future__ import annotations

from game.ai import heuristics as H
from game.ai.daitoshi.heuristics import HEURISTICS, DaitoshiHeuristics, turns_left
from game.ai.greedy import GreedyAgent
from game.core import registry
from game.core.rng import Rng
from game.play import random_steps

SPEC = registry.spec("daitoshi")


def mid_game(seed: int = 4):
    return random_steps(SPEC.new_game(players=2, seed=seed), 60, seed=seed)


def test_the_daitoshi_state_finds_its_heuristics():
    assert isinstance(H.heuristics_for(mid_game()), DaitoshiHeuristics)


def test_at_the_end_the_evaluation_is_the_score():
    state = random_steps(SPEC.new_game(players=2, seed=9), 100_000, seed=9)
    assert state.is_over()
    for seat in range(2):
        assert HEURISTICS.evaluate(state, seat) == state.scores()[seat].total


def test_a_second_hex_of_a_terrain_costs_the_river_penalty_before_the_turn_ends():
    """END OF TURN flips the Operation tile for 2+ hexes of a type, and END GAME SCORING takes
    the river's VP (10 from the Temple) per Conflict tile: counted as soon as the hex arrives."""
    state = mid_game()
    seat = 0
    p = state.players[seat]
    p.record = [0, 0, 0, 0]
    p.conflict = [False] * 4
    p.pilgrims[0] = -1     # on the Temple: 10 VP a Conflict
    before = HEURISTICS.evaluate(state, seat)
    p.record[2] = 2
    after = HEURISTICS.evaluate(state, seat)
    share = min(1.0, turns_left(state, seat) / 12)
    assert before - after == 10 + HEURISTICS.conflict * share


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
