"""Where everything lies on the Arigatō table, in base units (the 1280x720 canvas that the theme
scales to the window: one layout for 1280x720 up to 2560x1440).

    +-- calendar (12 days) --------------+ day/phase +-piles-+---- menu -+
    | opponents' villages, left neighbour first (1 to 4 panels)          |  game log  |
    +-- your village ----------+-- roles / prompts / hand ---------------+  (scroll)  |
    | 2x2 workshops | gate     |  travelers  craftsmen   (dawn)          |            |
    |               | supply   |  your hand, large                       |            |
    +--------------------------+-----------------------------------------+------------+
"""

from __future__ import annotations

from dataclasses import dataclass, field

Rect = tuple[float, float, float, float]

CAL = (10, 8, 49, 54)          # x, y, cell width (with gap), cell height
STATUS = (610, 6, 200, 58)
DRAW_PILE = (826, 10, 36, 50)
DISCARD_PILE = (896, 10, 36, 50)
MENU = (1180, 16, 90, 36)
RULES = (1080, 16, 90, 36)
LOG = (1010, 72, 262, 640)
MAIN_W = 1000
OPP_Y, OPP_H = 72, 188
HOME = (8, 268, 442, 444)
ACT = (458, 268, 544, 444)      # roles, prompts and the hand
MESSAGE = (466, 272, 528, 38)   # over the panel's heading: never under its buttons


@dataclass
class OpponentBox:
    seat: int
    rect: Rect
    grid: list[Rect] = field(default_factory=list)     # 4 workshops
    gate: Rect = (0, 0, 0, 0)
    supply: Rect = (0, 0, 0, 0)
    travelers: Rect = (0, 0, 0, 0)


@dataclass
class TableLayout:
    home: int
    opponents: list[OpponentBox]
    grid: list[Rect]            # the home village's 4 workshops
    gate: Rect
    supply: Rect
    tokens: Rect
    bottom: Rect                # solo kept travelers / your travelers
    dish: Rect = (0, 0, 0, 0)   # the favor dish, under the supply
    solo: Rect | None = None    # the solo strip (in place of opponents)
    board: Rect | None = None   # the scoreboard, where the opponents leave room (2 players)


def seat_order(n: int, home: int) -> list[int]:
    """The other seats, the left neighbour (who receives your travelers) first."""
    return [(home + k) % n for k in range(1, n)]


def opponent_box(seat: int, rect: Rect) -> OpponentBox:
    x, y, w, h = rect
    cw, ch, gap = 42, 59, 4
    gx, gy = x + 8, y + 38
    grid = [(gx + (s % 2) * (cw + gap), gy + (s // 2) * (ch + gap), cw, ch) for s in range(4)]
    right = gx + 2 * cw + gap + 10
    rw = x + w - 8 - right
    return OpponentBox(seat, rect, grid,
                       gate=(right, y + 30, rw, 66),
                       supply=(right, y + 100, rw, 28),
                       travelers=(right, y + 132, rw, 48))


def compute(n: int, home: int) -> TableLayout:
    others = seat_order(n, home)
    boxes = []
    if others:
        gap = 8
        w = min(490 if len(others) > 1 else 430, (MAIN_W - 8 - gap * (len(others) - 1)) / len(others))
        for k, seat in enumerate(others):
            boxes.append(opponent_box(seat, (8 + k * (w + gap), OPP_Y, w, OPP_H)))
    board = None
    if boxes:
        x, y, w, h = boxes[-1].rect
        if MAIN_W - (x + w + 8) >= 220:
            board = (x + w + 8, OPP_Y, MAIN_W - (x + w + 8), OPP_H)
    hx, hy, hw, hh = HOME
    cw, ch, g = 96, 134, 8
    gx, gy = hx + 12, hy + 40
    grid = [(gx + (s % 2) * (cw + g), gy + (s // 2) * (ch + g), cw, ch) for s in range(4)]
    right = gx + 2 * cw + g + 14
    rw = hx + hw - 10 - right
    return TableLayout(
        home=home, opponents=boxes, grid=grid,
        gate=(right, hy + 40, rw, 118),
        supply=(right, hy + 166, rw, 110),
        tokens=(hx + 12, hy + 8, hw - 24, 26),
        bottom=(hx + 12, hy + 334, hw - 24, 100),
        dish=(right + 4, hy + 262, rw - 8, 62),
        solo=(8, OPP_Y, MAIN_W - 8, OPP_H) if n == 1 else None,
        board=board,
    )


def calendar_cell(day: int) -> Rect:
    x, y, w, h = CAL
    return (x + (day - 1) * w, y, w - 3, h)


def hand_slots(count: int, area: Rect = ACT, card=(100, 140)) -> list[Rect]:
    x, y, w, h = area
    cw, ch = card
    step = min(cw + 8, (w - 20 - cw) / max(1, count - 1)) if count > 1 else 0
    total = cw + step * (count - 1)
    x0 = x + (w - total) / 2
    top = y + h - ch - 56
    return [(x0 + k * step, top, cw, ch) for k in range(count)]


def role_zones(travelers: int, craftsmen: int, area: Rect = ACT) -> dict[str, list[Rect]]:
    """The drop zones of dawn: the travelers' and the craftsmen's places."""
    x, y, w, h = area
    cw, ch = (70, 98)
    zones: dict[str, list[Rect]] = {}
    tx = x + 16
    zones["travelers"] = [(tx + 12 + k * (cw + 8), y + 60, cw, ch) for k in range(travelers)]
    cx = x + 16 + (max(travelers, 0) * (cw + 8) + 40 if travelers else 0)
    step = cw + 8 if craftsmen <= 4 else 60
    zones["craftsmen"] = [(cx + 12 + k * step, y + 60, cw, ch) for k in range(craftsmen)]
    return zones


def inside(pos, rect: Rect) -> bool:
    if pos is None:
        return False
    x, y, w, h = rect
    return x <= pos[0] < x + w and y <= pos[1] < y + h
