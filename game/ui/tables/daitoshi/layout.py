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


def ring_point(d: float) -> tuple[float, float]:
    """The point of the ring at district d (fractions lie between districts), clockwise from the
    top: district cards are centred on it."""
    a = math.radians(-90 + 72 * d)
    return (RING_CENTRE[0] + RING_RADII[0] * math.cos(a), RING_CENTRE[1] + RING_RADII[1] * math.sin(a))


def district_card(d: int) -> tuple[float, float, float, float]:
    """District d's card on the ring: district 0 at the top, then clockwise (DISTRICTS)."""
    cx, cy = ring_point(d)
    return (cx - CARD_W / 2, cy - CARD_H / 2, CARD_W, CARD_H)


def player_panel(seat: int, n: int) -> tuple[float, float, float, float]:
    x, y, w, h = PLAYERS
    gap = 6
    ph = (h - gap * (n - 1)) / n
    return (x, y + seat * (ph + gap), w, ph)


def resource_chip(seat: int, n: int, k: int) -> tuple[float, float, float, float]:
    """Seat's counter k in its Factory panel: food, energy, materials, luxury, Wealth, Steam."""
    x, y, w, _ = player_panel(seat, n)
    cw = (w - 16) / 6
    return (x + 8 + k * cw, y + 26, cw - 4, 18)


def worker_spot(seat: int, n: int, k: int) -> tuple[float, float]:
    """The centre of seat's Worker k (blue, green, yellow, red) in its panel."""
    x, y, _, _ = player_panel(seat, n)
    return (x + 14 + k * 23, y + 53)


def record_hex(seat: int, n: int, k: int) -> tuple[float, float]:
    """The centre of the hex for terrain k on seat's Exploitation Record, in its panel."""
    x, y, _, _ = player_panel(seat, n)
    return (x + 130 + k * 24, y + 53)


def score_spot(seat: int, n: int) -> tuple[float, float]:
    """The right end of seat's VP total, in its panel."""
    x, y, w, _ = player_panel(seat, n)
    return (x + w - 8, y + 12)


def magnate_spot(d: int, space: int, k: int = 0) -> tuple[float, float]:
    """Where the k-th Magnate on district d's space (0 leftmost .. 2 rightmost) stands."""
    x, y, w, h = district_card(d)
    sx = x + 6 + space * (w - 12) / 3
    sw = (w - 12) / 3 - 4
    return (sx + sw - 7 - k * 12, y + h - 12)


TRACK_STEP = 23.2   # between two hexes of a Wilderness track


def track_hex(t_no: int, i: int) -> tuple[float, float]:
    """The centre of hex i of Wilderness track t_no (its temple is left of hex 0)."""
    x, y, _, _ = TRACKS
    return (x + 124 + i * TRACK_STEP, y + 34 + t_no * 34)


def tab_rect(i: int) -> tuple[float, float, float, float]:
    x, y, w, _ = TABS
    tw = w / len(TAB_NAMES)
    return (x + i * tw + 2, y, tw - 4, 24)


def decision_list() -> tuple[float, float, float, float]:
    """The scrollable list of choices inside the decision panel."""
    x, y, w, h = DECISION
    return (x + 8, y + 76, w - 16, h - 84)
