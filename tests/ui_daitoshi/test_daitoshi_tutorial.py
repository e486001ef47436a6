"""Learn to play Daitoshi (issue 19) at the real table: the tutorial played to its end by clicks on
the board in English and French (each step's move legal when its turn comes, each part it lights
on the table), the lessons it promises seen in the game, a wrong move answered by the coach, and
the coach's words drawn whole."""

from __future__ import annotations

import pytest

from board_clicks import click_action, settle
from game.core.daitoshi import events as E
from game.core.daitoshi.actions import MoveMagnate
from game.ui.tables.daitoshi import layout as L
from tutorial_pilot import (coach_button, coach_drawn_whole, open_tutorial, play_through,
                            tooltips_beside_the_coach)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tutorial_plays_to_its_end_by_clicks_on_the_board(app, lang):
    pilot, table = open_tutorial(app, "daitoshi", lang)
    seen = play_through(pilot, table, click_action, settle=lambda: settle(pilot, table))
    session = table.session
    lesson = session.lesson
    assert lesson.finished and seen["steps"] == set(range(1, lesson.count() + 1))
    # what the lesson promises happened to the player: each Magnate space, a Worker, an Exploit,
    # a Production turn led, a Trade and a Conflict
    mine = [a for a in session.state.history if a.seat == 0]
    assert {a.space for a in mine if isinstance(a, MoveMagnate)} == {0, 1, 2}
    happened = {type(ev) for action, events in session.happened if action.seat == 0 for ev in events
                if ev.seat == 0 and not (isinstance(ev, E.ConflictChecked) and not any(ev.conflict_tiles))}
    assert {E.WorkerPlaced, E.HexExploited, E.ProductionStarted, E.Traded, E.ConflictChecked} <= happened
    turns = sum(1 for a in mine if a.kind in ("dt_move_magnate", "dt_start_production"))
    assert turns == 6


def test_a_wrong_move_is_answered_and_nothing_changes(app):
    pilot, table = open_tutorial(app, "daitoshi", "fr")
    for _ in range(2):
        pilot.click_at(coach_button(table, "coach_next").center())
    session = table.session
    other = next(a for a in session.legal_actions(0) if a.kind == "dt_start_production")
    assert table.submit(other) is not None and session.state.history == []
    assert "cette étape vous demande de jouer" in table.coach.wrong
    assert "Quartier Université" in table.coach.wrong


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_coach_is_drawn_whole(tmp_path, lang, size):
    coach_drawn_whole(tmp_path, "daitoshi", lang, size, click_action, settle)


def test_a_tooltip_beside_the_coach_is_not_hidden_under_it(app, monkeypatch):
    """The mouse on parts of the table just beside the coach's panel: each one's tooltip is drawn
    clear of the panel (which is drawn over the table, and would hide its words)."""
    import pygame
    from game.ui.tables.daitoshi import panels
    pilot, table = open_tutorial(app, "daitoshi", "en")
    pilot.frames(2)
    drawn = []
    real = panels.draw_tooltip
    monkeypatch.setattr(panels, "draw_tooltip", lambda *a, **k: drawn.append(real(*a, **k)) or drawn[-1])
    tooltips_beside_the_coach(pilot, pygame.Rect(app.theme.rect(*table.coach.rect())),
                              [r for r, _ in table._tips if r is not None], drawn, reach=120, least=3)


def test_a_step_about_your_factory_shows_your_factory(app):
    """A step that lights a part of your Factory (the Conflict's Steam tile, a building, your
    Exploitation Record) is shown with your Factory drawn large, even while Haruto is to play, and
    its parts lit there, not on your strip (issue 34: the Conflict was told beside Haruto's)."""
    from game.ui.tables.daitoshi.parts import key_of
    from game.ui.tables.daitoshi.render import FACTORY_PARTS, shape_of
    pilot, table = open_tutorial(app, "daitoshi", "en")
    lesson = table.session.lesson
    looked = []

    def look(step: int) -> None:
        mine = [n for n in lesson.step().highlight if key_of(n)[0] in FACTORY_PARTS and key_of(n)[1] == 0]
        if not mine:
            return
        looked.append((step, table.session.active_seat()))
        assert table.shown() == 0, (step, table.shown())
        ctx = table.ctx()
        for name in mine:
            assert table.part_rects(name) and shape_of(key_of(name), ctx)[1] != L.strip_rect(0, ctx.n), (step, name)

    play_through(pilot, table, click_action, settle=lambda: settle(pilot, table), look=look)
    assert any(seat == 1 for _, seat in looked), "no step about your Factory while Haruto plays: proves nothing"
