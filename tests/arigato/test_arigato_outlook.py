"""The dawn's values worked out once per village (game/ai/arigato/tonight.py `Outlook`,
game/core/arigato/objectives.py `joining_count`) are the plain questions' answers to the last
bit, for any artisan joining the village: at the positions of random games drawn by hypothesis,
for every village, every day's objective and every card of the game (and none) as the joining
resident."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.arigato.tonight import Outlook, dusk_points, objective_points
from game.core import registry
from game.core.arigato.objectives import count, joining_count
from game.core.rng import Rng


def _positions(players: int, seed: int, moves: int):
    """The states of a random game, one every few moves."""
    state = registry.spec("arigato").new_game(players=players, seed=seed)
    rng = Rng(seed)
    for n in range(moves):
        if state.is_over():
            return
        if n % 3 == 0:
            yield state
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        state.apply(legal[rng.below(len(legal))])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 4), seed=st.integers(0, 2**31), moves=st.integers(0, 300))
def test_the_outlook_is_the_plain_answers(players, seed, moves):
    asked = 0
    for state in _positions(players, seed, moves):
        joining = [0, *state.content.card_ids]
        for v in state.villages:
            look = Outlook(state, v)
            for j in joining:
                assert look.dusk(j) == dusk_points(state, v, j)
                for day in (state.day, state.day + 1):
                    assert look.objective(day, j) == objective_points(state, v, day, j)
                    asked += 1
            for objective in state.objectives.values():
                counter = joining_count(state, v, objective)
                assert [counter(j) for j in joining] \
                    == [count(state, v, objective, j) for j in joining]
    assert moves < 3 or asked


def test_the_outlook_sees_the_objectives_met():
    """The test above holds something: some objective is met with some joining artisan and not
    without it, and some dusk pays, at the positions of a few seeded games."""
    gains = joins = 0
    for seed in range(6):
        for state in _positions(4, seed, 240):
            for v in state.villages:
                look = Outlook(state, v)
                for j in state.content.card_ids:
                    gains += look.dusk(j) > look.dusk(0)
                    joins += look.objective(state.day + 1, j) > look.objective(state.day + 1, 0)
    assert gains and joins
