"""Seeded random self-play at every player count, with every invariant checked after every
action (components conserved, no count below zero, village and token limits, 7 items after
dusk, favor never falls, at most one objective token a day with an objective)."""

import json
import subprocess
import sys

import pytest

from game.ai.agents import RandomAgent
from game.core.arigato import new_game
from game.core.rng import Rng
from game.play import play_game


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_games_keep_every_invariant(players):
    for g in range(12):
        seed = 1000 * players + g
        state = new_game(players=players, seed=seed)
        record = play_game(state, [RandomAgent() for _ in range(players)], seed)
        assert record.violations == []
        assert state.is_over() and state.day == 12
        if players == 1:
            assert len(state.villages[0].kept) == 22   # SOLO MODE: 11 rounds x 2 travelers


def test_the_invariants_catch_favor_that_fell():
    """No rule spends favor (END OF THE GAME); the check compares with the most each village
    has held after an action, which the rules keep, so checking never writes."""
    state, rng = new_game(players=2, seed=8), Rng(8)
    while not any(v.favor for v in state.villages):
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        state.apply(legal[rng.below(len(legal))])
    assert state.invariant_violations() == []
    seat = next(s for s, v in enumerate(state.villages) if v.favor)
    state.villages[seat].favor -= 1            # as a rule that spent favor would
    assert any("favor fell" in v for v in state.invariant_violations())


def test_the_invariants_catch_an_objective_token_no_day_gave():
    state = new_game(players=2, seed=9)
    assert state.day == 1 and 1 not in state.objectives     # OBJECTIVES: days 2 to 11
    state.villages[1].objectives = 1
    assert state.invariant_violations() == ["seat 1: 1 objective tokens by day 1"]


def test_simulate_command_prints_the_promised_json():
    out = subprocess.run([sys.executable, "-m", "game", "simulate", "--game", "arigato",
                          "--players", "1", "--games", "3", "--seed", "5", "--agents", "random",
                          "--json"], capture_output=True, text=True, check=True)
    result = json.loads(out.stdout)
    for key in ("game", "players", "games", "seed", "completed", "errors",
                "invariant_violations", "decisions", "seconds", "games_per_second",
                "decisions_per_second", "seats", "solo"):
        assert key in result
    assert result["completed"] == 3 and result["errors"] == []
    assert set(result["solo"]) == {"wins", "losses", "mean_target"}
    assert result["solo"]["wins"] + result["solo"]["losses"] == 3
    seat = result["seats"][0]
    assert set(seat) == {"agent", "mean_score", "min_score", "max_score", "wins"}


def test_simulate_is_reproducible_apart_from_timings():
    from game.tools.simulate import simulate
    timing = {"seconds", "games_per_second", "decisions_per_second"}
    a = {k: v for k, v in simulate("arigato", 3, 4, 7, ["random"]).items() if k not in timing}
    b = {k: v for k, v in simulate("arigato", 3, 4, 7, ["random"]).items() if k not in timing}
    assert a == b
