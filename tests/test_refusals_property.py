"""Both games' `apply` refuses anything that is not exactly one of `legal_actions(seat)` (issue 15):
legal actions mutated to the wrong field types, out-of-range values, other seats, or taken from an
earlier moment of the game. Each is refused with IllegalAction and the state is unchanged, byte
for byte (its pickle)."""

from __future__ import annotations

import dataclasses
import pickle

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from game.core import registry
from game.core.engine import Action, IllegalAction, listed
from game.core.rng import Rng
from game.input.session import GameSession, SeatConfig

GAMES = [("arigato", 1), ("arigato", 3), ("daitoshi", 1), ("daitoshi", 2), ("daitoshi", 4)]


def _play(game, players, seed, steps):
    """A state `steps` random moves in, and the legal actions seen on the way (stale later)."""
    state = registry.spec(game).new_game(players=players, seed=seed)
    rng, seen = Rng(seed), []
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        seen.extend(legal[:6])
        state.apply(legal[rng.below(len(legal))])
    return state, seen


WRONG = {int: [True, False, 1.0, 0.0, "0", None, (0,)], str: [0, None, b"x", ("a",)],
         bool: [0, 1, "yes", None], tuple: [[], None, "1,2"]}


@st.composite
def mutated(draw, state, seen):
    seat = state.current_seats()[0]
    legal = state.legal_actions(seat)
    how = draw(st.sampled_from(["type", "range", "seat", "stale", "tuple_items"]))
    if how == "stale":
        assume(seen)
        return draw(st.sampled_from(seen))
    action = draw(st.sampled_from(legal))
    fields = [f.name for f in dataclasses.fields(action)]
    name = draw(st.sampled_from(fields))
    value = getattr(action, name)
    if how == "type":
        kind = tuple if isinstance(value, tuple) else type(value)
        new = draw(st.sampled_from(WRONG[kind]))
    elif how == "range":
        assume(type(value) is int)
        new = value + draw(st.sampled_from([-10**9, -100, -7, -1, 1, 3, 50, 10**12]))
    elif how == "tuple_items":
        assume(isinstance(value, tuple))
        new = value + value[:1] if draw(st.booleans()) and value else tuple(str(v) for v in value) or (99,)
    else:
        name, new = "seat", draw(st.sampled_from([-1, state.num_seats, state.num_seats + 5, *range(state.num_seats)]))
    return dataclasses.replace(action, **{name: new})


@pytest.mark.parametrize("game, players", GAMES)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 10**6), steps=st.integers(0, 60))
def test_mutated_actions_are_refused_and_change_nothing(game, players, data, seed, steps):
    state, seen = _play(game, players, seed, steps)
    assume(not state.is_over())
    action = data.draw(mutated(state, seen))
    seat = action.seat
    if type(seat) is int and seat in state.current_seats():
        assume(not listed(action, state.legal_actions(seat)))   # a mutation that is legal after all
    before = pickle.dumps(state)
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert pickle.dumps(state) == before


@pytest.mark.parametrize("thing", [None, 3, "assign_roles seat=0", object()])
def test_the_session_refuses_what_is_not_an_action(thing):
    session = GameSession(registry.spec("arigato"), [SeatConfig("A", 0, "human")], seed=2)
    with pytest.raises(IllegalAction, match="is not an action"):
        session.submit(thing)
    assert session.state.history == []


def test_a_bad_slot_is_refused_with_words_not_an_index_error():
    state = registry.spec("arigato").new_game(players=2, seed=1)
    legal = state.legal_actions(0)[0]
    with pytest.raises(IllegalAction):
        state.apply(dataclasses.replace(legal, slot=4))
    assert isinstance(legal, Action)
