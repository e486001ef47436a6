"""Daitoshi's drawing reads one frozen context per frame (ctx.py) and changes nothing: what the
mouse is on, the choices it lights and the notice are decided in the table's `update`, never
while drawing."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.ui.tables.daitoshi import hits
from game.ui.tables.daitoshi.scene import ChoiceButton
from board_clicks import place_of, point_of


def _place_with_choices(table):
    """A board place whose click means some of the list's choices, and where it is drawn."""
    for action in table.legal:
        key, point = place_of(table, action)
        found = table.renderer.part_at(point)
        if key != hits.DONE and found is not None and found.key == key:
            return found, point
    return None, None


def test_the_context_is_frozen(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=21)
    ctx = pilot.table.ctx()
    with pytest.raises(dataclasses.FrozenInstanceError):
        ctx.viewer = 1


def test_hovering_a_place_lights_its_choices_in_update_and_drawing_changes_nothing(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    pilot.frames(2)
    part, centre = _place_with_choices(table)
    assert part is not None, "no place on the board means a choice"
    pilot.move(centre)
    acts = table.board.actions_at(part.key)
    lit = [w for w in table.widgets if isinstance(w, ChoiceButton) and w.lit]
    assert lit and all(w.action in acts for w in lit)
    assert table.hover.part is not None and table.hover.part.key == part.key
    # the mouse leaves: until the next update nothing changes, however often the frame is drawn
    app.mouse = (-1, -1)
    hover, notice = table.hover, table.notice
    frame = pygame.Surface(app.screen.get_size())
    for _ in range(3):
        table.draw_table(frame)
    assert table.hover is hover and table.notice is notice
    assert [w for w in table.widgets if isinstance(w, ChoiceButton) and w.lit] == lit
    pilot.frames(1)      # the next update decides again: the mouse is away from the board
    assert not any(w.lit for w in table.widgets if isinstance(w, ChoiceButton))


def test_the_pickers_paper_is_drawn_from_the_frames_context(daitoshi_app):
    """A place with several choices opens a picker; its paper, drawn over everything, is where
    the frame's context says (not read from the table's widgets while drawing)."""
    app, pilot = daitoshi_app("HH", seed=11)
    table = pilot.table
    for _ in range(100):                 # on to a decision where a place means several choices
        pilot.frames(2)
        table.settle()
        key = next((k for k in table.board.clickable() if len(table.board.actions_at(k)) > 1), None)
        if key is not None:
            break
        assert table.submit(table.session.legal_actions(table.session.active_seat())[0]) is None
    assert key is not None, "no place on the board means several choices"
    assert table.ctx().picker is None                       # nothing opened yet
    pilot.post_click(point_of(key, table.ctx()))
    (opened,) = table.opened()
    assert table.ctx().picker == opened
    # the same frame's context with the paper elsewhere: the paper follows the context
    elsewhere = (60, 420, 200, 120)
    frame = pygame.Surface(app.screen.get_size())
    frame.fill((255, 255, 255))
    table.draw_opened_paper(frame, dataclasses.replace(table.ctx(), picker=elsewhere))
    theme = app.theme
    assert frame.get_at(theme.pt(160, 480))[:3] != (255, 255, 255)
    ox, oy, ow, oh = opened
    assert frame.get_at(theme.pt(ox + ow / 2, oy + oh / 2))[:3] == (255, 255, 255)
