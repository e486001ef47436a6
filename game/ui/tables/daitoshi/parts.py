"""The Daitoshi table's parts by name, for the coach of Learn to play (game/ui/tables/coach.py):
a board place is named by its key in hits.py and the renderer (`space:<district>:<space>`,
`band:<district>:<ring>`, `track:<n>`, `city:<n>`, `floor:<seat>:<building>:<floor>`, ...), each
index after a colon; `done` is the Done plaque (while it ends something), `decision` and `log`
the panels, `button:<id>` a button (base.py). Where each is drawn now, in base units: the
bounds of the shape that lights it (render.shape_of), only if the board drew it this frame."""

from __future__ import annotations

from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import overlay
from game.ui.tables.daitoshi.render import FACTORY_PARTS, shape_of


def key_of(name: str) -> tuple:
    return tuple(int(p) if p.isdigit() else p for p in name.split(":"))


def factory_taught(table) -> int | None:
    """The seat whose Factory the coach's step lights a part of (`record:0:0`, `steam_tile:0`), or
    None: the table then shows that Factory large, so that the step's words are beside what they
    speak of even while another seat is to play."""
    coach = table.coach
    if coach is None or not coach.active():
        return None
    for name in coach.lesson.lit():
        key = key_of(name)
        if key[0] in FACTORY_PARTS and len(key) > 1 and isinstance(key[1], int):
            return key[1]
    return None


def part_rects(table, name: str, seen: dict | None = None) -> list[tuple]:
    """`seen`: kept across the names asked at one moment (the coach's lit parts), so that the
    board's places and the frame's context are made once for all of them."""
    seen = {} if seen is None else seen
    key = key_of(name)
    if key == ("done",):
        return [L.DONE] if overlay.finishing(table.board) else []
    if key == ("decision",):
        return [L.DECISION]
    if key == ("log",):
        return [L.LOG]
    if "places" not in seen:
        seen["places"] = {p.key for p in table.renderer.all_parts()}
    if key not in seen["places"]:
        return []
    if "ctx" not in seen:
        seen["ctx"] = table.ctx()
    shape = shape_of(key, seen["ctx"])
    return [bounds(shape)] if shape is not None else []


def bounds(shape) -> tuple:
    kind = shape[0]
    if kind == "rect":
        return tuple(shape[1])
    if kind == "poly":
        xs, ys = [p[0] for p in shape[1]], [p[1] for p in shape[1]]
        return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    (cx, cy), r = shape[1], shape[2]       # a circle or a hex: its centre and radius
    return (cx - r, cy - r, 2 * r, 2 * r)
