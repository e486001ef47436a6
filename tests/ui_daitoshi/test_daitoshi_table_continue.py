"""A continued Daitoshi game keeps its story: the table rebuilds the log by replaying the saved
history, line for line what the table wrote while the game was played."""

from __future__ import annotations

import dataclasses
import random

from game.ui.tables.daitoshi.scene import ChoiceButton


def _play(pilot, clicks: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(clicks):
        if not pilot.until_my_turn():
            break
        pilot.click(rng.choice([w for w in pilot.table.widgets if isinstance(w, ChoiceButton)]).id)


def test_continuing_a_game_rebuilds_its_log(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=31)
    _play(pilot, 40, seed=31)
    table = pilot.table
    played = [(e.seat, e.words, e.style) for e in table.log]
    assert len(played) > 30 and len(table.session.state.history) > 30
    app.open_menu()                      # back to the menu; the autosave holds the game
    app.continue_game()
    again = app.stack.top
    assert again is not table and again.name == "daitoshi"
    assert len(again.session.state.history) == len(table.session.state.history)
    assert [(e.seat, e.words, e.style) for e in again.log] == played[-300:]


def test_a_log_that_cannot_be_replayed_leaves_the_game_playable(daitoshi_app, monkeypatch):
    app, pilot = daitoshi_app("HA", seed=31)
    _play(pilot, 10, seed=31)
    table = pilot.table

    def broken(**kwargs):
        raise RuntimeError("no setup today")

    monkeypatch.setattr(table.session, "spec", dataclasses.replace(table.session.spec, new_game=broken))
    table.rebuild_log()
    assert len(table.log) == table.head and table.log[0].style == "turn"   # the introduction only
    assert pilot.until_my_turn()
    before = len(table.session.state.history)
    pilot.click(next(w for w in table.widgets if isinstance(w, ChoiceButton)).id)
    assert len(table.session.state.history) > before and len(table.log) > 1


def test_a_continued_solo_game_tells_the_mayors_turns_too(daitoshi_app):
    app, pilot = daitoshi_app("H", seed=8, options={"advisors": 3})
    _play(pilot, 30, seed=8)
    table = pilot.table
    played = [(e.seat, e.words, e.style) for e in table.log]
    assert any(e.seat == 1 for e in table.log)          # the Mayor (a player, not a seat) acted
    app.open_menu()
    app.continue_game()
    assert [(e.seat, e.words, e.style) for e in app.stack.top.log] == played[-300:]
