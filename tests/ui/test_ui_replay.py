"""Watching a finished game again (game/input/replay.py): the saved actions are played back
through the rules at the table's pace, to the same end; a replay is no new game (no record, no
save), and "Play again" after it seats the people who played."""

from __future__ import annotations

import pytest

from game.core import registry
from game.input.replay import ReplaySession
from game.input.session import GameSession, SeatConfig
from game_setups import ids, small_setups
from ui_pilot import play_out


@pytest.mark.parametrize("game,players,options", small_setups(), ids=ids(small_setups()))
def test_a_replay_reaches_the_same_end_move_for_move(game, players, options):
    spec = registry.spec(game)
    seats = [SeatConfig("Aiko", 0, "human")] + [SeatConfig(f"AI{i}", i, "ai", "easy") for i in range(1, players)]
    played = play_out(GameSession(spec, seats, options, 3), pick=-1)
    replay = ReplaySession(spec, played.to_save())
    assert not replay.human_seats() and replay.is_replay and replay.autosave is None
    steps = 0
    while not replay.is_over():
        assert replay.pump_ai(max_decisions=1), "a replay never waits for anyone"
        steps += 1
    assert [a.text() for a in replay.state.history] == [a.text() for a in played.state.history]
    assert [s.total for s in replay.state.scores()] == [s.total for s in played.state.scores()]
    assert replay.state.winners() == played.state.winners() and steps == len(played.state.history)


def test_watch_again_from_the_results_then_play_again(make_app):
    from ui_fakegame import SPEC
    from ui_pilot import Pilot
    app = make_app()
    pilot = Pilot(app)
    seats = [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "ai", "easy")]
    played = play_out(GameSession(SPEC, seats, {"rounds": 2}, 4), pick=-1)
    app.show_results(played)
    assert len(app.records.entries()) == 1
    other = {"game": "lanterns", "seats": [{"name": "Kenji", "colour": 2, "kind": "human", "difficulty": "easy"}],
             "options": {}, "seed": 1, "actions": []}
    app.saves.write("game-other", other)   # another game, unfinished
    pilot.click("watch")
    table = app.stack.top
    assert isinstance(table.session, ReplaySession) and not table.session.human_seats()
    for _ in range(2000):
        if app.stack.top.name == "results":
            break
        pilot.frames(1)
    assert app.stack.top.name == "results"
    again = app.stack.top.session
    assert [a.text() for a in again.state.history] == [a.text() for a in played.state.history]
    assert len(app.records.entries()) == 1
    assert [g.slot for g in app.saves.saved_games()] == ["game-other"]      # untouched
    pilot.click("again")
    new = app.stack.top.session
    assert not new.is_replay and [s.kind for s in new.seats] == ["human", "ai"]


@pytest.mark.parametrize("game", registry.available())
def test_the_table_says_it_is_a_replay(make_app, game):
    from game.i18n import t
    spec = registry.spec(game)
    app = make_app(games=(spec,))
    seats = [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "ai", "easy")]
    played = play_out(GameSession(spec, seats, {}, 6), pick=-1)
    drawn = []
    real = app.theme.text
    app.theme.text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    app.start_session(ReplaySession(spec, played.to_save()))
    app.frame(1 / 60)
    assert t("table.replay") in drawn
    drawn.clear()
    app.start_session(GameSession(spec, seats, {}, 6))
    app.frame(1 / 60)
    assert t("table.replay") not in drawn
