"""The tutorial's game (game/tutorial/session.py): a move the step does not expect is refused as
data and changes nothing; Back rebuilds the game as it was when the step began; Skip ends the
lesson and any legal move is played again, the opponent back to its own AI."""

from __future__ import annotations

from game.core import registry
from game.core.engine import IllegalAction
from game.tutorial import load
from game.tutorial.session import TutorialSession

import pytest


def arigato():
    return TutorialSession(registry.spec("arigato"), load("arigato"), "You", "Aiko")


def test_a_move_the_step_does_not_expect_is_refused_and_changes_nothing():
    session = arigato()
    session.next_step()
    session.next_step()
    expected = session.lesson.expected(session.state)
    other = next(a for a in session.legal_actions(0) if a not in expected)
    with pytest.raises(IllegalAction) as err:
        session.submit(other)
    assert err.value.refusal.code == "lesson_expects" and err.value.refusal["step"] == 3
    assert session.state.history == [] and session.lesson.number() == 3


def test_a_step_that_waits_for_next_refuses_every_move():
    session = arigato()
    with pytest.raises(IllegalAction):
        session.submit(session.legal_actions(0)[0])


def test_back_replays_the_step_from_its_start():
    session = arigato()
    session.next_step()
    session.next_step()
    session.submit(session.lesson.expected(session.state)[0])      # the roles of day 1
    session._apply(session.controllers[1].script_move(session.state))
    assert session.lesson.number() == 4 and session.state.phase == "day"
    session.back()                                                   # step 4 had not begun: step 3 again
    assert session.lesson.number() == 3 and session.state.history == [] and session.happened == []
    assert session.state.phase == "dawn"
    session.back()
    assert session.lesson.number() == 2
    fresh = session.new_state()
    assert session.state.villages[0].hand == fresh.villages[0].hand


def test_skip_ends_the_lesson_and_the_game_goes_on():
    session = arigato()
    session.skip()
    assert not session.lesson.running
    move = next(a for a in session.legal_actions(0) if a.kind == "assign_roles")
    session.submit(move)
    assert session.controllers[1].script_move(session.state) is None   # its own AI now
