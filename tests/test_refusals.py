"""Refusals with words. That `apply` refuses anything not exactly one of
`legal_actions(seat)` and changes nothing is a property of every game: the protocol suite
checks it (tests/protocol/test_protocol_suite.py). Here: what is not an action at all, and a
slot out of range."""

from __future__ import annotations

import dataclasses

import pytest

from game.core import registry
from game.core.arigato.actions import AssignRoles
from game.core.engine import IllegalAction, Refusal
from game.input.session import GameSession, SeatConfig
from game.ui.tables.arigato.words import refusal_text


@pytest.mark.parametrize("thing", [None, 3, "assign_roles seat=0", object()])
def test_the_session_refuses_what_is_not_an_action(thing):
    session = GameSession(registry.spec("arigato"), [SeatConfig("A", 0, "human")], seed=2)
    with pytest.raises(IllegalAction, match="not_an_action"):
        session.submit(thing)
    assert session.state.history == []


def test_a_bad_slot_is_refused_with_words_not_an_index_error():
    """A workshop that does not exist is the rules' own refusal, naming the slot, and the table
    words it: not the engine's catch-all `not_allowed`, which is what an IndexError inside the
    rules' explanation would fall back to (State.refusal never lets an explanation break)."""
    state = registry.spec("arigato").new_game(players=2, seed=1)
    legal = state.legal_actions(0)[0]
    assert isinstance(legal, AssignRoles) and len(state.villages[0].workshops) == 4
    with pytest.raises(IllegalAction) as refused:
        state.apply(dataclasses.replace(legal, slot=4))
    assert refused.value.refusal == Refusal.of("no_such_workshop", slot=4)
    assert refusal_text(state.content, refused.value.refusal) == "workshop 5 is empty"
    assert state.history == []
