"""Daitoshi at the table with the keyboard alone (game/ui/tables/keys.py, daitoshi/keys.py): a
whole game played by posted key events only, every legal action within the focus's reach, the
focus's order, Escape's step back, and no key ever submitting an illegal action."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.tables.daitoshi import choices
from keys_pilot import choose, focused, ids, keys_at_random, only_legal, press

PASSING = ("button:menu", "button:hint", "button:undo", "button:scroll:up", "button:scroll:down")


def drawn(pilot, table) -> None:
    """Frames until the board is drawn up to date (a change is drawn over a frame or two, as the
    frame's time allows): its places are where the focus finds them."""
    for _ in range(30):
        pilot.frames(1)
        if not table.renderer.pending(table.ctx()):
            return
    raise AssertionError("the board was never drawn up to date")


def decisions(table) -> list[str]:
    """The choices that decide something (not the menu, a hint, a Factory shown large)."""
    return [c for c in ids(table) if c not in PASSING and not c.startswith("strip:")]


def reach(table) -> set:
    """The legal actions the focus can take now: those of its board places, of its list lines."""
    return {a for c in table.keys.choices() for a in reach_of(table, c)}


def reach_of(table, c) -> list:
    """What Enter on the choice `c` may take: the actions of the board's place a click there
    finds, or of the list's line there."""
    if c.id == "done":
        return table.board.actions_at(("done",))
    if c.id.startswith("place:"):
        return table.board.actions_at(table.renderer.part_at(c.at).key)
    return [w.action for w in table.widgets if isinstance(w, choices.ChoiceButton) and w.hit(c.at)]


@pytest.mark.long
@pytest.mark.parametrize("kinds,seed", [("HA", 21), ("HH", 8)])
def test_a_whole_game_by_the_keyboard(daitoshi_app, kinds, seed):
    app, pilot = daitoshi_app(kinds, seed=seed)
    table, rng, pickers = pilot.table, random.Random(seed), 0
    session = table.session
    submitted = only_legal(session)     # every action a key submits is checked against the legal list
    while pilot.until_my_turn():
        drawn(pilot, table)
        assert set(table.legal) <= reach(table) or "button:scroll:down" in ids(table), \
            set(table.legal) - reach(table)
        before = len(session.state.history)
        choose(pilot, table, rng.choice(decisions(table)))
        if table.keys.scope == "picker":              # a place meaning several: its menu's lines
            pickers += 1
            assert focused(table) == ids(table)[0]
            choose(pilot, table, rng.choice(ids(table)))
        assert len(session.state.history) > before, table.message
        assert len(submitted) < 3000
    assert session.is_over() and not session.state.invariant_violations()
    humans = set(session.human_seats())
    assert submitted == [a for a in session.state.history if a.seat in humans]
    assert len(submitted) > 20 and pickers
    for _ in range(400):
        if app.stack.top is not table:
            break
        pilot.frames(1)
    assert app.stack.top.name == "results"


def test_the_focus_walks_the_board_in_the_lists_order(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    drawn(pilot, table)
    press(pilot, pygame.K_RETURN)                     # Enter with no focus: the focus shows
    assert table.keys.shown and not session_moved(table)
    order = ids(table)
    assert focused(table) == order[0]
    first = table.keys.current()
    assert first.id != "done", order
    assert choices.numbered(table.items)[0] in reach_of(table, first), (order, table.items)
    seen = [focused(table)]
    for _ in range(len(order)):
        press(pilot, pygame.K_TAB)
        seen.append(focused(table))
    assert seen == order + [order[0]]
    press(pilot, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused(table) == order[-1]
    # the focus lends the pointer: its place's lines in the list light as under the mouse
    spaces = [c for c in order if c.startswith("place:space:")]
    press(pilot, pygame.K_TAB)
    while focused(table) != spaces[0]:
        press(pilot, pygame.K_TAB)
    lit = [w.action for w in table.widgets if isinstance(w, choices.ChoiceButton) and w.lit]
    assert lit and all(w in table.board.actions_at(table.keys.current().key) for w in lit)
    press(pilot, pygame.K_DOWN)
    assert focused(table) != spaces[0]


def session_moved(table) -> bool:
    return bool([a for a in table.session.state.history if a.seat == table.viewer])


def test_escape_closes_a_places_menu_and_a_factory_shown_large_then_pauses(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    session = table.session
    for _ in range(60):                               # play on by keys to a place that means several
        assert pilot.until_my_turn()
        drawn(pilot, table)
        several = [c for c in table.keys.choices() if c.id.startswith("place:")
                   and len(table.board.actions_at(table.renderer.part_at(c.at).key)) > 1]
        if several:
            break
        choose(pilot, table, decisions(table)[0])
    else:
        raise AssertionError("no place meaning several actions came")
    n = len(session.state.history)
    choose(pilot, table, several[0].id)
    assert table.keys.scope == "picker" and table.picker is not None
    press(pilot, pygame.K_ESCAPE)
    assert table.picker is None and app.stack.top is table and focused(table) == several[0].id
    assert len(session.state.history) == n
    choose(pilot, table, "strip:1")                   # another's Factory shown large...
    assert table.enlarged == 1 and table.shown() == 1
    press(pilot, pygame.K_ESCAPE)                     # ...and put back
    assert table.enlarged is None and app.stack.top is table
    press(pilot, pygame.K_ESCAPE)
    assert app.stack.top.name == "pause"


@pytest.mark.long
def test_keys_at_random_never_submit_an_illegal_action(daitoshi_app, quick_hints):
    app, pilot = daitoshi_app("HA", seed=3)
    submitted = keys_at_random(pilot, pilot.table, random.Random(3), 700)
    assert len(submitted) >= 5                       # the keys did act, each time legally
