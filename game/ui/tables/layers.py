"""The table's layers, one rule for both games. From the bottom up:

    the table          the board, its panels and buttons, what moves on it
    the coach          Learn to play's veil over what its step does not speak of, and its panel
    the tooltip        the words (or the card shown large) of the place under the mouse, and a
                       moment the table shows (Arigatō's dusk): over the veil, never dimmed nor
                       crossed by its frames (`TableScene.draw_tooltip`)
    what is opened     a menu, a picker, a popup the player opened: on top, never dimmed

A tooltip is placed by the mouse, then clear of what the player opened and of the coach's panel
(`clear_of`); where no place is clear it is not drawn: what the player opened matters more than
what the mouse passes over. `TableScene` (base.py) keeps the order: each table says what is
open (`opened`, its paper and its buttons) and draws its paper (`draw_opened_paper`); the scene
draws them last.
"""

from __future__ import annotations

MARGIN = 4       # between a tooltip and what it keeps clear of, and from the window's edge


def meets(a: tuple, b: tuple) -> bool:
    """Two rects (x, y, w, h) share some area."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def clear_of(box: tuple, mouse: tuple, keepouts, gap: float, bounds: tuple) -> tuple | None:
    """Where a tooltip `box` (x, y, w, h) placed by the mouse goes so that it meets none of
    `keepouts` (what the player opened, the coach's panel), inside `bounds` (the window): where
    it is when clear; else to the left of the mouse and of what it would cover, else above
    them; else the nearest clear place beside the mouse or beside what it keeps clear of that
    leaves the mouse's point uncovered; None when there is none (the tooltip is not drawn). All
    in one unit (base units or pixels, as the caller draws)."""
    keepouts = [tuple(k) for k in keepouts if k is not None]
    met = [k for k in keepouts if meets(box, k)]
    if not met:
        return tuple(box)
    x, y, w, h = box
    mx, my = mouse
    bx, by, bw, bh = bounds

    def fits(c) -> bool:
        return (bx + MARGIN <= c[0] and c[0] + w <= bx + bw - MARGIN and by + MARGIN <= c[1]
                and c[1] + h <= by + bh - MARGIN and not any(meets(c, k) for k in keepouts)
                and not (c[0] <= mx <= c[0] + w and c[1] <= my <= c[1] + h))

    left = (min([mx - gap] + [k[0] - MARGIN for k in met]) - w, y, w, h)
    above = (x, min([my - gap] + [k[1] - MARGIN for k in met]) - h, w, h)
    for c in (left, above):
        if fits(c):
            return c
    xs = {x, mx - gap - w, mx + gap} | {k[0] - MARGIN - w for k in keepouts} | {k[0] + k[2] + MARGIN for k in keepouts}
    ys = {y, my - gap - h, my + gap} | {k[1] - MARGIN - h for k in keepouts} | {k[1] + k[3] + MARGIN for k in keepouts}
    clear = [(cx, cy, w, h) for cx in xs for cy in ys if fits((cx, cy, w, h))]
    return min(clear, key=lambda c: (abs(c[0] - x) + abs(c[1] - y), c)) if clear else None


def table_alone(table) -> bool:
    """Nothing but the table itself drew over its board in its last frame: none of the layers
    `TableScene.draw` (base.py) draws above the table's own. A table that puts its board back
    only where it drew over it (Daitoshi's, render.py `put`) puts it whole otherwise; a layer
    added to `draw` is added here too, unless it says where it drew (put_back.py
    `drew_above`: an online game's chat and the note of a move sent). An online game's card of
    a host out of reach counts only while it shows: it is there in every frame of an online game,
    which otherwise put the picture whole in every one (and drew Arigatō's moment again whole:
    game/tools/MEASUREMENTS.md, "The client through a slow line")."""
    return not (table.covered() or table.keys.shown or table.opened_widgets()
                or table.session.save_error is not None or getattr(table.session, "practice", None) is not None
                or any(layer is not None for layer in (table.coach, table.replay_bar))
                or (table.host_away is not None and table.host_away.shown()))
