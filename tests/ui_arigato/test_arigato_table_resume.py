"""A continued game keeps its story: the table rebuilds the log by replaying the saved actions,
line for line what the player saw before closing the window."""

from __future__ import annotations

from game.core.arigato import SPEC
from game.input.session import GameSession


def test_the_log_survives_save_and_continue(table_app):
    from test_arigato_table_screens import advance_to_day
    app, pilot = table_app("HA", seed=8)
    table = app.stack.top
    advance_to_day(table, pilot, 4)
    before = list(table.renderer.log.lines(table.context()))
    data = table.session.to_save()
    session = GameSession.from_save(SPEC, data)
    app.start_session(session)
    pilot.frames(1)
    again = app.stack.top
    saved = [a.text() for a in again.session.state.history[:len(data["actions"])]]
    assert again is not table and saved == data["actions"]
    after = list(again.renderer.log.lines(again.context()))
    assert after[:len(before)] == before     # (the AI may have moved on since)
    assert sum("begins: dawn" in text for _, text in after) == 4
