"""Refusals with words (issue 15). That `apply` refuses anything not exactly one of
`legal_actions(seat)` and changes nothing is a property of every game: the protocol suite
checks it (tests/protocol/test_protocol_suite.py). Here: what is not an action at all, and a
slot out of range."""

from __future__ import annotations

import dataclasses

import pytest

from game.core import registry
from game.core.engine import Action, IllegalAction
from game.input.session import GameSession, SeatConfig


@pytest.mark.parametrize("thing", [None, 3, "assign_roles seat=0", object()])
def test_the_session_refuses_what_is_not_an_action(thing):
    session = GameSession(registry.spec("arigato"), [SeatConfig("A", 0, "human")], seed=2)
    with pytest.raises(IllegalAction, match="not_an_action"):
        session.submit(thing)
    assert session.state.history == []


def test_a_bad_slot_is_refused_with_words_not_an_index_error():
    state = registry.spec("arigato").new_game(players=2, seed=1)
    legal = state.legal_actions(0)[0]
    with pytest.raises(IllegalAction):
        state.apply(dataclasses.replace(legal, slot=4))
    assert isinstance(legal, Action)
