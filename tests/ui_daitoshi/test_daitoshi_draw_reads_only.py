"""Daitoshi's drawing reads one frozen context per frame (ctx.py) and changes nothing: what the
mouse is on, the choices it lights and the notice are decided in the table's `update`, never
while drawing."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.ui.tables.daitoshi import hits
from game.ui.tables.daitoshi.scene import ChoiceButton
from board_clicks import place_of


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
