"""What the player opened is on top (defect 2): each kind of little menu a click on the
board opens (a City's goods to trade, a warehouse's goods to pay with, the workers to discard,
the Inventions to commit...) is drawn over everything, the coach's veil too, and never under a
tooltip: the mouse rests where it clicked (a City's tooltip used to hide three of its five
choices) and on the places around it. At the table and in Learn to play, where the City's goods
menu used to lie dimmed under the veil, crossed by its frames."""

from __future__ import annotations

import random

import pytest

from board_clicks import place_of, settle
from layering import Layering
from game.ui.tables.daitoshi.overlay import PickerButton
from game.ui.tables.daitoshi.render import point_of
from tutorial_pilot import open_tutorial, play_through


def picker(table) -> list:
    return [w for w in table.widgets if isinstance(w, PickerButton)]


def checked_frames(app, pilot, table, at, what) -> None:
    """The mouse at the click that opened the menu, then on the places around the menu: one
    checked frame at each."""
    (menu,) = table.opened()
    mx, my, mw, mh = menu
    around = [p.rect for p in table.renderer.all_parts() if p.rect is not None]
    near = [(x + w / 2, y + h / 2) for x, y, w, h in around
            if abs(x + w / 2 - (mx + mw / 2)) < mw and abs(y + h / 2 - (my + mh / 2)) < mh + 120]
    for point in [at] + near[:8]:
        pilot.move(point)
        with Layering(app, table) as layers:
            pilot.frames(1)
        assert layers.problems() == [], (what, point, layers.problems())


def test_every_kind_of_board_menu_lies_on_top_of_its_tooltips(daitoshi_app):
    app, pilot = daitoshi_app("HH", seed=11)
    table = pilot.table
    session = table.session
    rng = random.Random(3)
    seen: set = set()
    for _ in range(400):
        if session.is_over():
            break
        settle(pilot, table)
        table.settle()                             # every region drawn: each place where it is now
        for key in table.board.clickable():
            if key[0] in seen or len(table.board.actions_at(key)) < 2:
                continue
            point = point_of(key, table.ctx())
            if point is None:
                continue
            pilot.post_click(point)
            assert picker(table), key
            seen.add(key[0])
            checked_frames(app, pilot, table, point, key)
            pilot.post_click((640, 20))            # away: the menu closes, nothing is played
            assert not picker(table) and table.opened() == []
            table.settle()
        if {"city", "warehouse", "workers", "slot"} <= seen:
            break
        assert table.submit(rng.choice(session.legal_actions(session.active_seat()))) is None
    assert {"city", "warehouse", "workers", "slot"} <= seen, seen


@pytest.mark.long
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_in_learn_to_play_the_citys_goods_menu_is_lit_and_on_top(app, lang):
    pilot, table = open_tutorial(app, "daitoshi", lang)
    menus = []

    def click_action(pilot, table, action) -> None:
        key, point = place_of(table, action)
        n = len(table.session.state.history)
        pilot.post_click(point)
        if len(table.session.state.history) == n:
            assert picker(table), key
            checked_frames(app, pilot, table, point, key)
            menus.append(key)
            pilot.post_click(next(w for w in picker(table) if w.action == action).center())
        assert table.session.state.history[n] == action

    play_through(pilot, table, click_action, settle=lambda: settle(pilot, table))
    assert any(key[0] == "city" for key in menus), menus
