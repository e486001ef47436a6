"""The log follows the story (defect 1): with Animation speed Off, a whole solo game
against the Mayor, and after every action the log panel's last drawn line is the last line of the
session's story. (The log keeps its last 300 lines: past them, near turn 19, it used to stop
being redrawn, the header saying turn 29 while the log still ended at turn 19.)"""

from __future__ import annotations

import random

from drawn_text import DrawnText
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import log, panels


def story_last_row(table) -> str | None:
    """The last row the log must show: the session's last action told as the log tells it (the
    state just after it is the session's state), wrapped as the panel wraps it."""
    session = table.session
    story = session.story(table.viewer)
    if not story:
        return None
    lines = log.lines(story[-1].action, story[-1].events, session.state, table.names)
    if not lines:
        return None
    return panels.log_rows(table.theme, lines[-1:], L.LOG[2] - 36)[-1][1]


def test_the_log_shows_the_storys_last_line_after_every_action_with_animations_off(daitoshi_app):
    app, pilot = daitoshi_app("H", seed=5, anim_speed=0.0, options={"advisors": 3})
    table = pilot.table
    session = table.session
    panel = app.theme.rect(*L.LOG)
    rng = random.Random(5)
    shown = None            # the last row the panel drew
    checked_full = 0        # actions checked once the log holds all it keeps
    while not session.is_over():
        assert table.submit(rng.choice(session.legal_actions(session.active_seat()))) is None
        with DrawnText(app) as drawn:
            pilot.frames(1)
            table.settle()
        rows = [words for _, words, ink, _ in drawn.texts if panel.contains(ink)]
        if rows:
            shown = rows[-1]
        expected = story_last_row(table)
        if expected is not None:
            assert shown == expected, (f"turn {session.state.turn}, {session.moves()} actions: the log ends "
                                       f"with {shown!r}, the story with {expected!r}")
            checked_full += len(table.log) == 300
    assert session.state.turn > 19
    assert checked_full > 10, "the game never filled the log: the check proved nothing"
