"""Learn to play Arigatō at the real table: the tutorial played to its end by posted
events in English and French (each step's move legal when its turn comes, each part it lights on
the table), a wrong move answered by the coach, Back and Skip, and the coach's words drawn whole."""

from __future__ import annotations

import pytest

from arigato_clicks import play_move
from game.core.arigato.actions import AssignRoles
from tutorial_pilot import (coach_button, coach_drawn_whole, open_tutorial, play_through,
                            tooltips_beside_the_coach)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tutorial_plays_to_its_end_by_clicks(app, lang):
    pilot, table = open_tutorial(app, "arigato", lang)
    seen = play_through(pilot, table, play_move)
    lesson = table.session.lesson
    assert lesson.finished and seen["steps"] == set(range(1, lesson.count() + 1))
    assert table.session.state.day == 4        # the first 3 days, then the game goes on
    assert table.coach.active() is False
    for _ in range(400):                        # the opponent at its level now: the game goes on
        if table.my_turn():
            break
        pilot.frames(1)
    assert table.my_turn()


def test_a_wrong_move_is_answered_and_nothing_changes(app):
    pilot, table = open_tutorial(app, "arigato", "en")
    pilot.click_at(coach_button(table, "coach_next").center())
    pilot.click_at(coach_button(table, "coach_next").center())
    session = table.session
    expected = session.lesson.expected(session.state)[0]
    other = next(a for a in session.legal_actions(0) if isinstance(a, AssignRoles) and a != expected)
    before = [a.text() for a in session.state.history]
    assert table.submit(other) is not None
    assert [a.text() for a in session.state.history] == before
    assert "this step asks you to play" in table.coach.wrong
    assert "Your sculptor as the resident of the top left workshop" in table.coach.wrong
    assert session.lesson.number() == 3


def test_back_rebuilds_the_step_and_skip_ends_the_lesson(app):
    pilot, table = open_tutorial(app, "arigato", "en")
    session = table.session
    for _ in range(2):
        pilot.click_at(coach_button(table, "coach_next").center())
    play_move(pilot, table, session.lesson.expected(session.state)[0])     # the roles of day 1
    for _ in range(50):
        if session.lesson.expected(session.state) and table.my_turn():
            break
        pilot.frames(1)
    assert session.lesson.number() == 4 and session.state.phase == "day"
    pilot.click_at(coach_button(table, "coach_back").center())
    assert session.lesson.number() == 3 and session.state.phase == "dawn"
    assert not any(a.seat == 0 for a in session.state.history)
    pilot.click_at(coach_button(table, "coach_skip").center())
    assert not session.lesson.running and table.coach.active() is False
    free = next(a for a in session.legal_actions(0) if a != session.tutorial.steps[2].expect)
    assert table.submit(free) is None           # any legal move now


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_coach_is_drawn_whole(tmp_path, lang, size):
    coach_drawn_whole(tmp_path, "arigato", lang, size, play_move)


def test_no_table_tooltip_under_the_coach(app):
    """The mouse resting on the coach's panel, over a part of the table that has a tooltip: the
    table shows none (the coach is on top). The last step lights the log, so the coach stands
    over the other village (in the others it stands over the log's column, whose lines go below
    it: test_arigato_coach_leaves_the_log.py)."""
    import pygame
    pilot, table = open_tutorial(app, "arigato", "en")
    checked = []

    def look(step: int) -> None:
        if step != table.session.lesson.count():
            return
        pilot.frames(2)
        x, y, w, h = table.coach.rect()
        px, py, pw, ph = app.theme.rect(x, y, w, h)
        beneath = [(r, words) for r, words in table.tips
                   if r[0] < px + pw and px < r[0] + r[2] and r[1] < py + ph and py < r[1] + r[3]]
        assert beneath, "no part with a tooltip under the coach: the test would prove nothing"
        (rx, ry, rw, rh), words = beneath[-1]
        cx, cy = max(rx, px) + 3, max(ry, py) + 3              # a point on both
        assert px <= cx <= px + pw and py <= cy <= py + ph
        drawn = []
        real = app.theme.text
        app.theme.text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
        try:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(cx, cy), rel=(0, 0), buttons=(0, 0, 0)))
            pilot.frames(40)
        finally:
            del app.theme.text
        assert table.over_coach()
        first = words.split()[0]
        assert not [t for t in drawn if t.startswith(first) and t in words], words
        checked.append(step)

    play_through(pilot, table, play_move, look=look)
    assert checked == [table.session.lesson.count()]


def test_a_tooltip_beside_the_coach_is_not_hidden_under_it(app, monkeypatch):
    """The mouse on parts of the table just beside the coach's panel: each one's tooltip is drawn
    clear of the panel (which is drawn over the table, and would hide its words)."""
    import pygame
    from game.ui.tables.arigato.render import table as render_table
    pilot, table = open_tutorial(app, "arigato", "en")
    pilot.frames(2)
    drawn = []
    real = render_table.draw_tooltip
    monkeypatch.setattr(render_table, "draw_tooltip", lambda *a, **k: drawn.append(real(*a, **k)))
    # at 1280x720 base units and pixels agree
    tooltips_beside_the_coach(pilot, pygame.Rect(table.coach.rect()), [pygame.Rect(r) for r, _ in table.tips],
                              drawn, reach=300, least=2)


def test_clear_of_moves_a_box_off_the_coach_and_leaves_others():
    from game.ui.tables.layers import clear_of
    coach, window = (1000, 100, 260, 200), (0, 0, 1280, 720)
    assert clear_of((100, 100, 300, 50), (90, 80), [coach], 14, window) == (100, 100, 300, 50)   # nowhere near
    assert clear_of((100, 100, 300, 50), (90, 80), [], 14, window) == (100, 100, 300, 50)        # no coach
    x, y, w, h = clear_of((960, 150, 300, 50), (946, 132), [coach], 14, window)                # runs under it
    assert (w, h) == (300, 50) and x + w <= 1000 and x + w <= 946 - 14 + 1
    x, y, w, h = clear_of((20, 150, 1200, 50), (30, 132), [coach], 14, window)                 # no room on the left
    assert y + h <= 100


def test_clear_of_keeps_off_an_open_menu_too_or_gives_up():
    """A tooltip never covers what the player opened; with no room clear of it, none."""
    from game.ui.tables.layers import clear_of, meets
    menu, coach, window = (600, 400, 250, 150), (1000, 100, 260, 200), (0, 0, 1280, 720)
    box = clear_of((614, 418, 320, 120), (600, 400), [menu, coach], 14, window)     # by the click that opened it
    assert box is not None and not meets(box, menu) and not meets(box, coach)
    assert not (box[0] <= 600 <= box[0] + box[2] and box[1] <= 400 <= box[1] + box[3])
    assert clear_of((10, 10, 1200, 600), (5, 5), [(0, 0, 1280, 720)], 14, window) is None


def _undimmed_points(table, box, inset: float) -> list[tuple[int, int]]:
    """Points just inside `box`'s edge (a pixel rect) that lie outside every part the coach
    lights (and its ring), where the veil would dim what is drawn."""
    import pygame
    from game.ui.tables.coach import RING
    theme = table.theme
    lit = [theme.rect(x - RING - 4, y - RING - 4, w + 2 * RING + 8, h + 2 * RING + 8)
           for x, y, w, h in table.coach.lit()]
    r = pygame.Rect(box).inflate(-2 * inset, -2 * inset)
    points = [(r.right, r.top + k * r.height // 8) for k in range(9)] + \
        [(r.left + k * r.width // 8, r.bottom) for k in range(9)]
    return [p for p in points if not any(z.collidepoint(p) for z in lit)]


def _paper_shows(surface, point, colour) -> bool:
    got = surface.get_at(point)[:3]
    return all(abs(a - b) <= 6 for a, b in zip(got, colour[:3]))


def test_a_tooltip_is_drawn_over_the_coachs_veil(app, monkeypatch):
    """Played: hovering a card of the hand during Learn to play, its tooltip was drawn
    under the coach's veil, dimmed, with the lit part cut through it as a bright hole. The
    tooltip's paper shows its own colour where the veil dims the table."""
    import pygame
    from game.ui.tables.arigato.render import table as render_table
    pilot, table = open_tutorial(app, "arigato", "en")
    for _ in range(2):
        pilot.click_at(coach_button(table, "coach_next").center())
    assert table.session.lesson.number() == 3 and table.coach.lit()
    drawn = []
    real = render_table.draw_tooltip
    monkeypatch.setattr(render_table, "draw_tooltip", lambda *a, **k: drawn.append(real(*a, **k)))
    card = next(r for r, words in reversed(table.tips) if r[1] > 500)     # a card of the hand
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pygame.Rect(card).center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pilot.frames(3)                                                     # its words, not yet the card large
    box = next(b for b in reversed(drawn) if b is not None)
    points = _undimmed_points(table, box, 3)
    assert points, "the tooltip lies wholly in a lit part: the test would prove nothing"
    assert all(_paper_shows(app.screen, p, (255, 251, 240)) for p in points), \
        [app.screen.get_at(p) for p in points]


def test_a_moment_is_drawn_over_the_coachs_veil(app):
    """Played: the dusk of day 2 was shown while the coach lit a workshop and the
    travelers' places: the veil dimmed the dusk's paper and the lit parts cut bright holes
    through its rows. The moment's paper shows its own colour where the veil dims the table."""
    from game.ui import theme as th
    from game.ui.tables.arigato import panel_layout as PL
    from game.ui.tables.arigato.moments import final_moment
    pilot, table = open_tutorial(app, "arigato", "en")
    for _ in range(2):
        pilot.click_at(coach_button(table, "coach_next").center())
    moment = final_moment(table.view())
    table.moments.add(moment)
    pilot.frames(1)
    assert table.moments.current() is moment and table.coach.active() and table.coach.lit()
    box = app.theme.rect(*PL.moment_box(len(moment.rows)))
    points = _undimmed_points(table, box, 6)
    assert points, "the moment lies wholly in a lit part: the test would prove nothing"
    assert all(_paper_shows(app.screen, p, th.PAPER) for p in points), [app.screen.get_at(p) for p in points]
