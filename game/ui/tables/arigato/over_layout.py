"""Where what moves and what lies over Arigatō's table goes (in base units, as layout.py's):
a token or item on its way, a card shown large, a tooltip by the mouse."""

from __future__ import annotations

from game.ui.tables.arigato.layout import CANVAS, Rect

FLIGHT_ICON = 24                # an item, favor or offering token on its way
FLIGHT_ARC = 60                 # how high its path bows
HELD_ITEM = 36                  # an item dragged onto another (a trade)
OFFERING_FROM = (10, 12)        # an offering token flies from the tokens' top-right

TIP_W = 330                     # a tooltip at its widest (a shorter one is as wide as its words)
TIP_PAD = (10, 6)
TIP_LINE = 17
TIP_OFFSET = (16, 18)           # from the mouse
TIP_MARGIN = 4                  # kept from the window's edges
TIP_ABOVE = 10                  # gap above the mouse when it would run off the foot


ZOOM_CARD = (210, 294)          # a card shown large (hovered a moment, or right-clicked)
ZOOM_FROM_MOUSE = 26
ZOOM_DELAY = 0.45               # seconds the mouse rests on a card before it is shown large


def zoom_box(mouse) -> Rect:
    """A card shown large, by the mouse on the side with room, inside the window."""
    cw, ch = ZOOM_CARD
    x = mouse[0] + ZOOM_FROM_MOUSE if mouse[0] + ZOOM_FROM_MOUSE + cw <= CANVAS[0] - TIP_MARGIN \
        else mouse[0] - ZOOM_FROM_MOUSE - cw
    x = max(TIP_MARGIN, x)
    y = min(max(TIP_MARGIN, mouse[1] - ch / 2), CANVAS[1] - TIP_MARGIN - ch)
    return (x, y, cw, ch)


def tooltip_box(mouse, lines: int, words_w: float = TIP_W - 2 * TIP_PAD[0]) -> Rect:
    """A tooltip of `lines` lines, the widest `words_w` wide, by the mouse: right and below,
    above when it would run off the window's foot, never off its right edge; as wide as its
    words, up to TIP_W."""
    w = min(TIP_W, words_w + 2 * TIP_PAD[0])
    h = 2 * TIP_PAD[1] + TIP_LINE * lines
    x = min(mouse[0] + TIP_OFFSET[0], CANVAS[0] - w - TIP_MARGIN)
    y = mouse[1] + TIP_OFFSET[1]
    if y + h > CANVAS[1] - TIP_MARGIN:
        y = max(TIP_MARGIN, mouse[1] - h - TIP_ABOVE)
    return (x, y, w, h)
