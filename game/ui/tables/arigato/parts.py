"""The Arigatō table's parts by name, for the coach of Learn to play (game/ui/tables/coach.py):
where each is drawn now, in base units, from the layout (layout.py) and what the scene shows.

    workshop:<0-3>  a workshop of your village     gate, supply, dish, tokens   your village's parts
    hand            your hand (at dawn: the cards not yet placed)   card:<id>  one card of it
    travelers, craftsmen   the dawn places (on your turn at dawn)   panel  the action panel
    calendar, status, piles, log   the top band and the log        opponent  the other villages
    button:<id>     a button on the table (base.py)
"""

from __future__ import annotations

from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import panel_layout as PL


def part_rects(table, name: str) -> list[tuple]:
    kind, _, rest = name.partition(":")
    lay = table.current_layout()
    view = table.view()
    if kind == "workshop":
        return [lay.grid[int(rest)]] if rest.isdigit() and int(rest) < 4 else []
    if kind in ("gate", "supply", "dish", "tokens"):
        return [getattr(lay, kind)]
    if kind == "hand":
        rects = [r for _, r in table.hand_rects(view)]
        return [_around(rects)] if rects else []
    if kind == "card":
        return [r for c, r in table.hand_rects(view) if str(c) == rest]
    if kind in ("travelers", "craftsmen"):
        if not (table.my_turn() and view.phase == "dawn"):
            return []
        rects = [r for _, r in table.zone_cards(view).get(kind, [])]
        return [PL.zone_catch(rects)] if rects else []
    if kind == "panel":
        return [L.ACT]
    if kind == "calendar":
        first, last = L.calendar_cell(1), L.calendar_cell(table.content.counts["days"])
        return [_around([first, last])]
    if kind == "status":
        return [L.STATUS]
    if kind == "piles":
        return [_around([L.DRAW_PILE, L.DISCARD_PILE])]
    if kind == "log":
        return [L.LOG]
    if kind == "opponent":
        return [box.rect for box in lay.opponents]
    return []


def _around(rects: list[tuple]) -> tuple:
    x0 = min(r[0] for r in rects)
    y0 = min(r[1] for r in rects)
    x1 = max(r[0] + r[2] for r in rects)
    y1 = max(r[1] + r[3] for r in rects)
    return (x0, y0, x1 - x0, y1 - y0)
