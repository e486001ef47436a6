"""Taking an Arigatō action the way a player does, by clicks at the table: shared by the
tutorial's tests and the client suite over the registry (tests/client/, which finds this module
by its name)."""

from __future__ import annotations

from game.core.arigato.actions import (AssignRoles, EmptyWorkshop, EndDay, PrepareOffering, Trade,
                                       UseEffect)
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import panel_layout as PL


def centre(rect):
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def play_move(pilot, table, action) -> None:
    """`action` taken as a player takes it: cards placed by clicks at dawn, buttons, the supply,
    a workshop's menu."""
    if isinstance(action, AssignRoles):
        for card in (action.resident, *action.travelers):
            rect = dict(table.hand_rects(table.view()))[card]
            pilot.click_at(centre(rect))
            if card == action.resident:
                pilot.click_at(centre(table.current_layout().grid[action.slot]))
            else:
                rects = [r for _, r in table.zone_cards(table.view())["travelers"]]
                pilot.click_at(centre(PL.zone_catch(rects)))
        pilot.click("confirm")
    elif isinstance(action, UseEffect):
        pilot.click("use" if action.use else "skip")
    elif isinstance(action, EndDay):
        pilot.click("end_day")
    elif isinstance(action, Trade):
        boxes = L.supply_rects(table.current_layout().supply, len(table.content.items))
        for item in (action.give, action.take):
            pilot.click_at(centre(boxes[table.content.items.index(item)]))
    elif isinstance(action, (PrepareOffering, EmptyWorkshop)):
        pilot.click_at(centre(table.current_layout().grid[action.slot]))
        pilot.click(("prepare:" if isinstance(action, PrepareOffering) else "empty:") + str(action.slot))
    else:
        raise AssertionError(f"no way to play {action.text()} here")
