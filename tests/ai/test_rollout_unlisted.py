"""The rollout policy's move without the legal list (`Heuristics.rollout_unlisted`, game/ai/
playout.py) is the move it makes from the list: every game, at positions of random games drawn by
hypothesis, for every seat deciding, in a world sampled from its view, as the playouts meet them.
It answers only where the policy draws nothing (a playout's keyed draws count the listed
decisions): there the listed way leaves its stream where it was."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.heuristics import heuristics_for
from game.core import registry
from game.core.engine import listed
from game.core.rng import Rng

SETUPS = [(name, s.players, dict(s.options)) for name in registry.available()
          for s in registry.spec(name).every_count()]


def check(state, seat: int, rng_seed: int) -> bool:
    """The unlisted move equals the listed one (None: nothing to hold); True when it answered."""
    heuristics = heuristics_for(state)
    unlisted = heuristics.rollout_unlisted(state, seat)
    if unlisted is None:
        return False
    legal = state.legal_actions(seat)
    rng = Rng(rng_seed)
    before = rng.state
    chosen = heuristics.rollout_action(state, seat, legal, rng) if len(legal) > 1 else legal[0]
    assert unlisted == chosen, (unlisted.text(), chosen.text())
    assert type(unlisted) is type(chosen) and listed(unlisted, legal)
    assert rng.state == before      # the policy drew nothing where it answers unlisted
    return True


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**31), moves=st.integers(0, 400),
       policy=st.booleans())
def test_the_unlisted_move_is_the_listed_one(setup, seed, moves, policy):
    """Random games (or the rollout policy's own games, whose states the playouts meet), each
    decision on the way checked for every seat deciding, in a sampled world of its view."""
    name, players, options = setup
    state = registry.spec(name).new_game(players=players, seed=seed, **options)
    heuristics = heuristics_for(state)
    rng = Rng(seed)
    for _ in range(moves):
        if state.is_over():
            break
        for seat in state.current_seats():
            check(state.determinize(seat, Rng(seed + seat)), seat, seed)
            check(state, seat, seed)
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        state.apply(heuristics.rollout_action(state, seat, legal, rng) if policy
                    else legal[rng.below(len(legal))])


def test_arigato_answers_unlisted_at_dawn_and_day():
    """The test above holds something: Arigatō's policy answers most of its decisions unlisted
    (its dawn and its day: two in three), and they are the listed moves."""
    state = registry.spec("arigato").new_game(players=4, seed=3)
    heuristics = heuristics_for(state)
    answered = asked = 0
    rng = Rng(3)
    while not state.is_over():
        for seat in state.current_seats():
            asked += 1
            answered += check(state, seat, 5)
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        state.apply(heuristics.rollout_action(state, seat, legal, rng))
    assert answered > asked // 2
