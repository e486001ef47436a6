"""Undo of a seat's own day (and dawn) actions by replaying the history without the last one
(the policy: game/core/arigato/undo.py; the replay: the session's, game/input/replayer.py).

It rests on a claim about the rules: within a dawn or a day, one seat's actions never depend on
another's. These tests check the claim by random play in any seat order, then the button."""

from __future__ import annotations

import pytest

from game.core.arigato import new_game
from game.core.arigato.actions import EndDay, Trade
from game.core.rng import Rng
from game.core.arigato.undo import undo_index
from game.input.replayer import Replayer, replay
from game.core.arigato.prompts import BonusPrompt


def _index(make, state, seat):
    return undo_index(state, seat, lambda actions: replay(make, actions))


def _without(make, state, i):
    return replay(make, state.history[:i] + state.history[i + 1:])

FIELDS = ("hand", "workshops", "offerings", "face_up", "gate", "items", "favor", "objectives",
          "outgoing", "craftsmen", "resident_slot", "received", "kept", "pending", "done")


def snap(village):
    return tuple(tuple(x) if isinstance(x, list) else x for x in (getattr(village, f) for f in FIELDS))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_taking_back_a_seat_action_leaves_the_other_seats_as_they_are(seed):
    players = 3
    make = lambda: new_game(players, seed, "AB")  # noqa: E731
    state = make()
    rng = Rng(seed * 31)
    checks = 0
    while not state.is_over() and checks < 12:
        seats = state.current_seats()
        seat = seats[rng.below(len(seats))]          # any order: simultaneous phases
        legal = state.legal_actions(seat)
        # prefer village management to ending the day, so there is something to undo
        busy = [a for a in legal if not isinstance(a, EndDay)]
        state.apply((busy or legal)[rng.below(len(busy or legal))] if rng.below(4) else legal[rng.below(len(legal))])
        if state.phase != "day" or rng.below(3):
            continue
        for s in range(players):
            i = _index(make, state, s)
            if i is None:
                continue
            assert state.history[i].seat == s
            after = _without(make, state, i)          # replays: never IllegalAction
            before = replay(make, state.history[:i])
            assert snap(after.villages[s]) == snap(before.villages[s])
            for t in range(players):
                if t != s:
                    assert snap(after.villages[t]) == snap(state.villages[t])
            assert (after.day, after.phase) == (state.day, state.phase)
            assert not after.invariant_violations()
            checks += 1
    assert checks >= 6


def test_nothing_to_undo_once_the_day_is_ended():
    make = lambda: new_game(2, 4, "AA")  # noqa: E731
    state = make()
    while state.phase == "dawn":
        seat = state.current_seats()[0]
        state.apply(state.legal_actions(seat)[0])
    assert _index(make, state, 0) is None      # roles are a commitment
    seat = 0
    while state.villages[seat].pending:
        state.apply(state.legal_actions(seat)[0])
    state.apply(EndDay(seat))
    assert _index(make, state, seat) is None


def test_the_undo_button_takes_back_a_trade(table_app):
    app, pilot = table_app("HA", seed=9)
    table = app.stack.top
    session = table.session
    # play until the human manages a day holding 2 identical items
    for _ in range(3000):
        if table.my_turn():
            view = table.view()
            v = view.villages[table.viewer]
            if view.phase == "day" and not v.pending and any(n >= 2 for n in v.items):
                break
            legal = table.legal()
            pick = next((a for a in legal if not isinstance(a, (EndDay, Trade))), legal[0]) \
                if view.phase != "day" or v.pending else EndDay(table.viewer)
            table.submit(pick)
        else:
            pilot.frames(1)
    else:
        raise AssertionError("never held 2 identical items")
    assert not table.widget("undo").enabled or table.can_undo()
    items_before = list(session.state.villages[0].items)
    mine = lambda: sum(1 for a in session.state.history if a.seat == 0)  # noqa: E731 (AI seats act meanwhile)
    history_before = mine()
    give = max(range(5), key=lambda i: items_before[i])
    from game.ui.tables.arigato import layout as L
    from game.ui.tables.arigato import panel_layout as PL
    rects = L.supply_rects(table.current_layout().supply, 5)
    centre = lambda r: (r[0] + r[2] / 2, r[1] + r[3] / 2)  # noqa: E731
    pilot.post_click(centre(rects[give]))
    pilot.post_click(centre(rects[(give + 1) % 5]))
    assert mine() == history_before + 1
    assert session.state.villages[0].items != items_before
    # answer any effect the trade triggered, then take everything back
    while session.state.villages[0].pending:
        if isinstance(session.state.villages[0].pending[0], BonusPrompt):
            for r in PL.picker_rects(5)[:2]:
                pilot.post_click(centre(r))
            pilot.click("bonus_ok")
        else:
            pilot.click("skip")
    while mine() > history_before:
        assert table.widget("undo").enabled
        pilot.click("undo")
    assert session.state.villages[0].items == items_before
    assert not table.widget("undo").enabled or table.can_undo()


def test_the_replayer_matches_a_fresh_replay():
    make = lambda: new_game(3, 8, "BA")  # noqa: E731
    state = make()
    rng = Rng(5)
    while state.day < 4:
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        state.apply(legal[rng.below(len(legal))])
    replayer = Replayer(make)
    for n in (10, 25, 24, len(state.history) - 1, len(state.history)):
        got = replayer(state.history[:n])
        want = replay(make, state.history[:n])
        assert [snap(v) for v in got.villages] == [snap(v) for v in want.villages]
        assert (got.draw, got.discard, got.day, got.phase) == (want.draw, want.discard, want.day, want.phase)
