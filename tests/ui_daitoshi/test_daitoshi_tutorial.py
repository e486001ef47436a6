"""Learn to play Daitoshi at the real table: the tutorial played to its end by clicks on
the board in English and French (each step's move legal when its turn comes, each part it lights
on the table), the lessons it promises seen in the game, a wrong move answered by the coach, and
the coach's words drawn whole."""

from __future__ import annotations

import pytest

from board_clicks import click_action, settle
from game.core.daitoshi import events as E
from game.core.daitoshi.actions import MoveMagnate
from game.ui.tables.daitoshi import layout as L
from tutorial_pilot import (assert_drawn_whole, coach_button, open_tutorial, play_lesson,
                            tooltips_beside_the_coach)


# A whole lesson is long to play at the table (hundreds of frames of the whole board): it is played
# once at each size and in each language, and the tests below each read their part of it; so the
# tests of one size run in one process (xdist_group) and each lesson is played once. The two sizes
# are two groups: two processes can play them side by side.
SIZES = [(1280, 720), (1920, 1080)]
AT_SIZE = [pytest.param(size, marks=pytest.mark.xdist_group(f"daitoshi-tutorial-{size[0]}"), id=f"size{i}")
           for i, size in enumerate(SIZES)]
FIRST_SIZE = pytest.mark.xdist_group(f"daitoshi-tutorial-{SIZES[0][0]}")


def your_factory_shown(step: int, table) -> tuple | None:
    """At a step that lights a part of your Factory (the Conflict's Steam tile, a building, your
    Exploitation Record): (step, whose turn, what is wrong) with your Factory to be drawn large
    and its parts lit there, not on your strip (the Conflict was told beside Haruto's).
    None at a step that lights none."""
    from game.ui.tables.daitoshi.parts import key_of
    from game.ui.tables.daitoshi.render import FACTORY_PARTS, shape_of
    lesson = table.session.lesson
    mine = [n for n in lesson.lit() if key_of(n)[0] in FACTORY_PARTS and key_of(n)[1] == 0]
    if not mine:
        return None
    wrong = [] if table.shown() == 0 else [("shown", table.shown())]
    ctx = table.ctx()
    for name in mine:
        if not (table.part_rects(name) and shape_of(key_of(name), ctx)[1] != L.strip_rect(0, ctx.n)):
            wrong.append(name)
    return (step, table.session.active_seat(), wrong)


def coach_over_your_factory(step: int, table) -> tuple | None:
    """(step, coach's place, a place off your Factory that would have held the words clear of the
    lit parts) when the coach covers your Factory although such a place was free; else None."""
    from game.ui.tables.coach import _overlap

    def over(a, b) -> bool:
        return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]
    coach = table.coach
    placed = coach.rect()
    if not over(placed, L.FACTORY):
        return None
    lit = coach.lit() + list(table.opened())
    free = [p for p in table.COACH_PLACES if not over(p, L.FACTORY) and coach.height(p[2]) <= p[3]
            and not any(_overlap((x, y, w, coach.height(w)), r) for x, y, w, _ in (p,) for r in lit)]
    return (step, placed, free[0]) if free else None


@pytest.fixture(scope="module")
def lesson(tmp_path_factory):
    """lesson(lang, size): the tutorial played to its end by clicks on the board at that size and
    in that language (tutorial_pilot.play_lesson: every step's words looked at, a wrong move
    refused at each), with, at each step that lights your Factory, what `your_factory_shown`
    found there (under "factory")."""
    played = {}

    def play(lang: str, size) -> dict:
        if (lang, size) not in played:
            factory, coach = [], []

            def look(step, table):
                factory.append(your_factory_shown(step, table))
                coach.append(coach_over_your_factory(step, table))
            out = play_lesson(tmp_path_factory.mktemp("lesson"), "daitoshi", lang, size, click_action, settle,
                              look=look)
            out["factory"] = [f for f in factory if f is not None]
            out["coach"] = [c for c in coach if c is not None]
            played[(lang, size)] = out
        return played[(lang, size)]
    return play


@pytest.mark.long
@FIRST_SIZE
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tutorial_plays_to_its_end_by_clicks_on_the_board(lesson, lang):
    played = lesson(lang, SIZES[0])
    session = played["session"]
    assert session.lesson.finished and played["steps"] == set(range(1, session.lesson.count() + 1))
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


@pytest.mark.long
@pytest.mark.parametrize("size", AT_SIZE)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_coach_is_drawn_whole(lesson, lang, size):
    assert_drawn_whole(lesson(lang, size))


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


@FIRST_SIZE
def test_a_step_about_your_factory_shows_your_factory(lesson):
    """A step that lights a part of your Factory (the Conflict's Steam tile, a building, your
    Exploitation Record) is shown with your Factory drawn large, even while Haruto is to play, and
    its parts lit there, not on your strip (the Conflict was told beside Haruto's)."""
    looked = lesson("en", SIZES[0])["factory"]
    assert [(step, wrong) for step, _, wrong in looked if wrong] == []
    assert any(seat == 1 for _, seat, _ in looked), "no step about your Factory while Haruto plays: proves nothing"


def test_a_tooltip_in_the_lesson_leaves_the_decision_panel_uncovered(app, monkeypatch):
    """Step 1 opened with the mouse where Learn to play's button was, on your Factory's right
    building: its tooltip, pushed left of the coach's panel, lay over the decision panel the coach
    is about to speak of. While the coach teaches, the choices stay readable: a tooltip from
    anywhere on the table is drawn clear of the decision panel."""
    import pygame
    from game.ui.tables.daitoshi import panels
    pilot, table = open_tutorial(app, "daitoshi", "en")
    drawn = []
    real = panels.draw_tooltip
    monkeypatch.setattr(panels, "draw_tooltip", lambda *a, **k: drawn.append(real(*a, **k)) or drawn[-1])
    decision = pygame.Rect(app.theme.rect(*L.DECISION))
    coach = pygame.Rect(app.theme.rect(*table.coach.rect()))
    checked = 0
    for x in range(720, 1276, 24):
        for y in range(180, 712, 24):
            if coach.collidepoint(app.theme.pt(x, y)) or decision.collidepoint(app.theme.pt(x, y)):
                continue
            drawn.clear()
            pilot.move((x, y))
            pilot.frames(1)
            for rect in drawn:
                if rect is not None:
                    checked += 1
                    assert not rect.colliderect(decision), ((x, y), rect)
    assert checked > 20, "few tooltips drawn: the check proved little"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_coach_covers_your_factory_only_when_no_other_place_holds_it(lesson, lang):
    """The coach's panel stays off your Factory (the buildings and Inventions the steps speak of)
    wherever another place holds its words clear of what the step lights (step 9 covered
    its right half while the middle column was free)."""
    assert lesson(lang, SIZES[0])["coach"] == []
