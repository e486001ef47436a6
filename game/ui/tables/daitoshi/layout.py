"""Where the Daitoshi table's parts lie, in base units (the 1280x720 canvas; theme.py scales it).

    +----------------------------- header: title, whose turn, what is decided, Menu ---------+
    | the city: 5 districts in a ring   | players' Factories    | the decision: what to do |
    |                                   | (one panel per seat)  | and the legal actions    |
    | the 4 Wilderness tracks           |                       +--------------------------+
    | the Invention market              |                       | Log | Cities | Mega-Mach.|
    +-----------------------------------+-----------------------+--------------------------+
"""

from __future__ import annotations

import math

HEADER = (0, 0, 1280, 40)
MENU = (1186, 6, 86, 28)

RING = (6, 44, 584, 356)
RING_CENTRE = (298, 226)
RING_RADII = (200, 120)
CARD_W, CARD_H = 170, 112

TRACKS = (6, 404, 584, 166)
MARKET = (6, 574, 584, 142)

PLAYERS = (596, 44, 310, 672)

DECISION = (912, 44, 362, 414)
TABS = (912, 462, 362, 254)
TAB_NAMES = ("log", "cities", "machine")
TAB_LABELS = {"log": "dtable.tab.log", "cities": "dtable.tab.cities", "machine": "dtable.tab.machine"}  # keys


def district_card(d: int) -> tuple[float, float, float, float]:
    """District d's card on the ring: district 0 at the top, then clockwise (DISTRICTS)."""
    a = math.radians(-90 + 72 * d)
    cx = RING_CENTRE[0] + RING_RADII[0] * math.cos(a)
    cy = RING_CENTRE[1] + RING_RADII[1] * math.sin(a)
    return (cx - CARD_W / 2, cy - CARD_H / 2, CARD_W, CARD_H)


def player_panel(seat: int, n: int) -> tuple[float, float, float, float]:
    x, y, w, h = PLAYERS
    gap = 6
    ph = (h - gap * (n - 1)) / n
    return (x, y + seat * (ph + gap), w, ph)


def tab_rect(i: int) -> tuple[float, float, float, float]:
    x, y, w, _ = TABS
    tw = w / len(TAB_NAMES)
    return (x + i * tw + 2, y, tw - 4, 24)


def decision_list() -> tuple[float, float, float, float]:
    """The scrollable list of choices inside the decision panel."""
    x, y, w, h = DECISION
    return (x + 8, y + 76, w - 16, h - 84)
