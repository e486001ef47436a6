"""What the player opened is on top (defect 2): a workshop's menu, opened by a click on
its artisan, is drawn over everything (the coach's veil too) and never under the card shown
large nor a tooltip: the mouse resting on the artisan it clicked (its large preview used to hide
the menu until the mouse moved) and on the cards around. At the table, and in Learn to play."""

from __future__ import annotations

import pytest

from layering import Layering
from game.core.arigato.actions import AssignRoles, EndDay, PrepareOffering
from game.ui.tables.arigato import over_layout as O
from test_arigato_tutorial import play_move
from tutorial_pilot import open_tutorial, play_through


def centre(rect):
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def checked_frames(app, pilot, table, at, what) -> None:
    """The mouse resting (long enough for a card to be shown large) where it clicked, then on each
    workshop and card of the hand: one checked frame at each."""
    assert table.opened(), what
    others = list(table.current_layout().grid) + [r for _, r in table.hand_rects(table.view())]
    for point in [at] + [centre(r) for r in others]:
        pilot.move(point)
        pilot.frames(int(O.ZOOM_DELAY * 60) + 5)
        with Layering(app, table) as layers:
            pilot.frames(1)
        assert layers.problems() == [], (what, point, layers.problems())


def test_a_workshops_menu_lies_on_top_of_the_card_shown_large(table_app):
    app, pilot = table_app("HA", seed=7)
    table = pilot.table
    menus = 0
    for _ in range(3000):
        if table.session.is_over() or menus >= 3:
            break
        if table.my_turn():
            view, legal = table.view(), table.legal()
            if view.phase == "day" and not view.villages[table.viewer].pending:
                for slot, card in enumerate(view.villages[table.viewer].workshops):
                    if card:
                        at = centre(table.current_layout().grid[slot])
                        pilot.click_at(at)
                        assert table.popup == slot
                        checked_frames(app, pilot, table, at, (view.day, slot))
                        pilot.click(f"close:{slot}")
                        assert table.opened() == []
                        menus += 1
            kind = AssignRoles if view.phase == "dawn" else EndDay
            table.submit(next((a for a in legal if isinstance(a, kind)), legal[0]))
        pilot.frames(1)
    assert menus >= 3


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_in_learn_to_play_a_workshops_menu_is_lit_and_on_top(app, lang):
    pilot, table = open_tutorial(app, "arigato", lang)
    menus = []

    def move(pilot, table, action) -> None:
        if isinstance(action, PrepareOffering):
            at = centre(table.current_layout().grid[action.slot])
            pilot.click_at(at)
            checked_frames(app, pilot, table, at, action)
            menus.append(action)
            pilot.click(f"prepare:{action.slot}")
            return
        play_move(pilot, table, action)

    play_through(pilot, table, move)
    assert menus
