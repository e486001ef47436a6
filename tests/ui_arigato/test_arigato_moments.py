"""Dusk and the end of the game as moments at the table. At the end of each day each
village's dusk effects and objective check are shown in turn at the table's pace; after day 12 the
final scoring is counted part by part (palace gate, favor tokens, objectives) before the results.
The game waits while a moment is shown; a click, Space or Enter skips it; with animations off there is
none (the verdict in a line instead)."""

from __future__ import annotations

import pygame

import arigato_situations as S
from game.ui.tables.arigato.moments import FINAL_ORDER, STEP


def to_the_end_of_day(app, pilot, day: int):
    S.play_until(app, pilot, S.at(day, "day"))
    table = app.stack.top
    app.settings.anim_speed = 1.0
    for _ in range(3000):
        if table.moments.current() is not None:
            return table, table.moments.current()
        if table.my_turn():
            table.submit(S.choice(table))
        else:
            pilot.frames(1, dt=0.05)
    raise AssertionError("no moment")


def test_the_dusk_is_shown_village_by_village_while_the_game_waits():
    app, pilot = S.open_table("HAA", (1280, 720), seed=2)
    try:
        table, m = to_the_end_of_day(app, pilot, 3)
        assert m.kind == "dusk" and m.day == 3 and [r.seat for r in m.rows] == [0, 1, 2]
        assert all(r.met in (True, False) for r in m.rows)
        moves = len(table.session.state.history)
        pilot.frames(1, dt=STEP / 2)
        assert m.shown(0) > 0 and m.shown(1) == 0          # one village after another
        pilot.frames(int(m.duration() / 0.05) - 20, dt=0.05)
        assert table.moments.current() is m                # still read...
        assert len(table.session.state.history) == moves   # ...and the game waits for it
        pilot.frames(40, dt=0.05)
        assert table.moments.current() is not m            # then it passes by itself
        pilot.frames(30, dt=0.05)
        assert len(table.session.state.history) > moves    # and play goes on
    finally:
        app.close(last=False, picture=False)


def test_a_click_space_or_enter_skips_a_moment():
    app, pilot = S.open_table("HAA", (1280, 720), seed=2)
    try:
        table, m = to_the_end_of_day(app, pilot, 2)
        pilot.click_at((640, 360))
        assert table.moments.current() is None
        table, m = to_the_end_of_day(app, pilot, 3)
        pilot.key(pygame.K_SPACE)
        assert table.moments.current() is None
        table, m = to_the_end_of_day(app, pilot, 4)
        pilot.key(pygame.K_RETURN)          # the same key as for every other "go on" (CLIENT.md)
        assert table.moments.current() is None
    finally:
        app.close(last=False, picture=False)


def test_the_final_count_comes_before_the_results_part_by_part():
    app, pilot = S.open_table("HAA", (1280, 720), seed=2)
    try:
        S.play_until(app, pilot, S.at(12, "day"))
        table = app.stack.top
        app.settings.anim_speed = 1.0
        final = None
        for _ in range(4000):
            m = table.moments.current()
            if m is not None and m.kind == "final":
                final = m
                break
            if m is not None:
                pilot.key(pygame.K_SPACE)      # the last dusk: seen, put away
            elif table.my_turn():
                table.submit(S.choice(table))
            else:
                pilot.frames(1, dt=0.05)
        assert final is not None and table.session.is_over() and app.stack.top is table
        scores = table.session.state.scores()
        for row, score in zip(final.rows, scores):
            assert [name for name, _ in row.parts] == list(FINAL_ORDER)
            assert dict(row.parts) == dict(score.breakdown) and row.total == score.total
        assert [final.shown(k) for k in range(1, 4)] == [0, 0, 0]
        pilot.frames(1, dt=STEP * 1.2)
        assert final.shown(0) == 1 and final.shown(1) < 1   # the gate first, the rest after
        pilot.frames(20, dt=0.05)
        assert app.stack.top is table                      # the results wait for the count
        pilot.click_at((640, 360))
        pilot.frames(3)
        pilot.click_at((640, 360))
        pilot.frames(3)
        assert app.stack.top.name == "results"
    finally:
        app.close(last=False, picture=False)


def test_with_animations_off_there_is_no_moment_but_the_verdict():
    app, pilot = S.open_table("HA", (1280, 720), seed=1)
    try:
        S.play_until(app, pilot, S.at(3, "dawn"))
        table = app.stack.top
        assert table.moments.current() is None and table.toast is not None
        assert table.toast_words().startswith("Dusk of day 2: ")
    finally:
        app.close(last=False, picture=False)
