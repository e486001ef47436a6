"""Undo on the Daitoshi table (the policy: game/core/daitoshi/undo.py; the session replays): a
player takes back their own actions within their turn, by replay, while nothing hidden has come
to light; ending the turn, a draw from a face-down stack or the Mayor's card is final."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.daitoshi import SPEC
from game.core.daitoshi.undo import COMMITTED
from game.input.replayer import Replayer
from game.ui.tables.daitoshi.scene import ChoiceButton


def _snapshot(state, seat):
    return ([a.text() for a in state.history], [a.text() for a in state.legal_actions(seat)]
            if not state.is_over() else [], state.hidden_part(), [s.total for s in state.scores()])


@pytest.mark.parametrize("players,options", [(2, {}), (3, {}), (1, {"advisors": 3})])
def test_undo_restores_the_state_before_and_never_takes_back_a_commitment_or_a_draw(players, options):
    new = lambda: SPEC.new_game(players=players, seed=4, **options)  # noqa: E731
    state, replayer, rng = new(), Replayer(new), random.Random(players)
    seen_yes = seen_no_hidden = seen_no_turn = 0
    while not state.is_over():
        seat = state.current_seats()[0]
        before = _snapshot(state, seat)
        hidden_before = state.hidden_part()
        action = rng.choice(state.legal_actions(seat))
        events = state.apply(action)
        ok = state.undo_index(seat, replayer) is not None
        turned = any(isinstance(e, COMMITTED) for e in events)
        drew = state.hidden_part() != hidden_before
        assert ok == (not turned and not drew), (action.text(), turned, drew)
        if ok:
            seen_yes += 1
            assert _snapshot(replayer(state.history[:-1]), seat) == before
        seen_no_hidden += drew
        seen_no_turn += turned
    assert seen_yes > 20 and seen_no_hidden >= 2 and seen_no_turn > 10, (seen_yes, seen_no_hidden, seen_no_turn)


def test_another_seats_action_is_not_yours_to_take_back():
    new = lambda: SPEC.new_game(players=2, seed=4)  # noqa: E731
    state, replayer = new(), Replayer(new)
    seat = state.current_seats()[0]
    state.apply(state.legal_actions(seat)[0])
    assert state.undo_index(1 - seat, replayer) is None
    assert new().undo_index(seat, replayer) is None          # nothing played yet


def _until_undoable(pilot, rng, limit=200):
    table = pilot.table
    for _ in range(limit):
        assert pilot.until_my_turn()
        if table.can_undo():
            return
        pilot.click(rng.choice([w for w in table.widgets if isinstance(w, ChoiceButton)]).id)
    raise AssertionError("no action of the human's could be taken back")


def test_the_undo_button_takes_back_the_last_action_and_its_log(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    rng = random.Random(3)
    assert pilot.until_my_turn()
    assert not any(w.id == "undo" for w in table.widgets)      # the turn has just begun
    for _ in range(200):
        before = ([a.text() for a in table.session.state.history], [(e.seat, e.words) for e in table.log],
                  sorted(a.text() for a in table.session.legal_actions(table.viewer)))
        pilot.click(rng.choice([w for w in table.widgets if isinstance(w, ChoiceButton)]).id)
        assert pilot.until_my_turn()
        if table.can_undo():
            break
    else:
        raise AssertionError("no undoable action met")
    old_state = table.session.state
    pilot.click("undo")
    state = table.session.state
    assert state is not old_state                                # a new state; the old one untouched
    assert [a.text() for a in state.history] == before[0]
    assert [(e.seat, e.words) for e in table.log] == before[1]
    assert sorted(a.text() for a in table.session.legal_actions(table.viewer)) == before[2]
    assert table.said is not None and "dt_" not in table.said[0]
    # the autosave holds the game without the action taken back
    table.session.flush_saves()                                  # written off the frame
    assert len(app.saves.read(table.session.save_slot).data["actions"]) == len(before[0])


def test_ctrl_z_undoes_and_a_refusal_says_why_when_nothing_can_be(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    n = len(table.session.state.history)
    _ctrl_z(pilot)
    assert len(table.session.state.history) == n and table.message_time > 0   # refused, unchanged
    _until_undoable(pilot, random.Random(5))
    n = len(table.session.state.history)
    _ctrl_z(pilot)
    assert len(table.session.state.history) == n - 1


def _ctrl_z(pilot):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z",
                                         scancode=0))
    pilot.frames(1)
