"""Where things go in Arigatō's action panel (in base units, as layout.py's): the waiting list,
the hand and the role zones at dawn, the pickers, the effect's card, the refusal's and the
day's words, the dusk moment's box."""

from __future__ import annotations

from game.ui.tables.arigato.layout import (ACT, BOARD_LEGEND_UP, HAND_CARD, HOME, MAIN_W, OPP_H, OPP_Y, Rect,
                                          ZONE_CARD)


PAD = 16                        # the panel's text, from its left edge (and right)
HEADING_Y, SUB_Y, SUB_LINE = 12, 30, 16
SUB_LINES = 4                   # a heading's words at most (set smaller past them)
OBJECTIVE_LINES = 2             # each objective's words at most (the same)
SMALLEST = 10                   # the panel's words never smaller

WAIT_ROW_Y, WAIT_ROW = 48, 30   # "waiting": a row per seat
ROW_TOKEN = 18                  # a seat's token in the panel's lists
WAIT_NAME_X, WAIT_STATE_X = 42, 200
WAIT_OBJECTIVES_Y = 200
THINKING_DOTS = (330, 9, 12, 3.5)   # beside a seat's row: x, y in the row, step, radius
THINKING_GAP = 8                    # at least this far after what the row says


def waiting_row(k: int) -> float:
    """The top of seat k's row in the waiting list."""
    return ACT[1] + WAIT_ROW_Y + k * WAIT_ROW


def hand_slots(count: int, area: Rect = ACT, card=HAND_CARD) -> list[Rect]:
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
    cw, ch = ZONE_CARD
    zones: dict[str, list[Rect]] = {}
    tx = x + PAD
    zones["travelers"] = [(tx + k * (cw + 8), y + 60, cw, ch) for k in range(travelers)]
    cx = tx + (travelers * (cw + 8) + ZONE_GAP if travelers else 0)
    step = cw + 8 if craftsmen <= 4 else 60
    zones["craftsmen"] = [(cx + k * step, y + 60, cw, ch) for k in range(craftsmen)]
    return zones


ZONE_GAP = 24                   # between the travelers' places and the craftsmen's


def zone_catch(rects: list[Rect]) -> Rect:
    """Where a card dropped counts for a role's places: around them, their title included."""
    x0 = min(r[0] for r in rects) - 10
    y0 = rects[0][1] - 30
    x1 = max(r[0] + r[2] for r in rects) + 10
    y1 = rects[0][1] + rects[0][3] + 10
    return (x0, y0, x1 - x0, y1 - y0)


ZONE_TITLE_UP = 20              # "Travelers to Botan", above its places
ZONE_TIP = (22, 160, 18)        # its tooltip: up from the places, width, height
ZONE_ICON = 28                  # the traveler / craftsman icon in an empty place
DAWN_NOTES_GAP = 16             # tonight's and tomorrow's objectives, right of the places
DAWN_NOTES_MIN_W = 110          # ... when that leaves this much room
DAWN_NOTES_Y, DAWN_NOTES_LINE, DAWN_NOTES_PARA = 40, 15, 6
DAWN_NOTES_MARGIN = 12          # from the panel's right edge
DAWN_NOTES_SIZE, DAWN_NOTES_FLOOR = 12, 9   # their text size, and how far it shrinks to fit whole
DAWN_NOTES_BELOW = 4            # kept clear above the instruction line
DAWN_HELP_Y, DAWN_HELP_LINE = 172, 16   # "Click or drag a card onto its place..."
DAWN_HELP_LINES = 3             # (the hand's "from Botan" stands below the third)
RECEIVED_UP = 12                # "from Botan" over a traveler received

EFFECT_CARD = (24, 80, 150, 210)   # the artisan asked about, in the panel
EFFECT_TEXT = (196, 86)            # its rule in words, right of it
EFFECT_WRAP_SPARE = 230            # the words wrap at the panel's width less this
EFFECT_LINES = (24, 20)            # the title's line, then each other line
EFFECT_MORE_Y = 270                # "2 more effects to answer"


PICKER_Y = 96                   # the item boxes, under the picker's words, above the hint's room


def picker_rects(n: int) -> list[tuple]:
    """The item boxes of the 10-favor bonus and the dusk discard."""
    x, y, w, h = ACT
    size = 72
    x0 = x + (w - n * (size + 14)) / 2
    return [(x0 + k * (size + 14), y + PICKER_Y, size, size + 18) for k in range(n)]


PICKER_ICON = (8, 4)            # an item's icon in its box: inset x, top
PICKER_LABEL_UP = 10            # its name or count, up from the box's foot
PICKER_TIMES_AT = (6, 4)        # "x2": in from the top-right corner
PICKER_CHOSEN_Y = 206           # "Chosen: katana, bonsai", under the boxes

LATELY_Y = 106                  # "LATELY", then today's log of this village
LATELY_TOP, LATELY_LINE = 124, 19
LATELY_FOOT = 150               # room kept at the foot: tonight's and tomorrow's objectives
LATELY_INDENT = 14              # a long entry's next lines
OBJECTIVES_LINE = 16

OVER_ROW_Y, OVER_ROW = 44, 44   # the final scores: a row per seat
OVER_NAME_X = 42
OVER_PARTS_Y = 18               # "6 from objectives + ...", under the name
OVER_TOTAL_RIGHT = 20
OVER_SOLO_UP = 40               # "you beat the target", up from the foot

HINT_UP = 72                    # the hint's last line, up from the panel's foot
HINT_SIZE, HINT_LINE = 13, 16   # its gain and reasons, under its words
HINT_INDENT = 12                # a reason's next lines, past its bullet

# the panel's buttons, along its foot (none over another: Undo stands beside Start over at dawn)
_x, _y, _w, _h = ACT
_foot = _y + _h - 48
# an effect's and the bonus's answers stand where the day's Undo and End my day do: the hint's
# words above the foot (and its button at the foot's left) cover none of them
USE_EFFECT = (_x + _w - 200, _foot, 184, 42)
SKIP_EFFECT = (_x + _w - 330, _foot, 110, 42)
TAKE_BONUS = (_x + _w - 226, _foot, 210, 42)
CLEAR_BONUS = (_x + _w - 356, _foot, 120, 42)
SUGGEST = (_x + 12, _foot, 88, 42)
UNDO_DAWN = (_x + 106, _foot, 82, 42)
START_OVER = (_x + 194, _foot, 130, 42)
CONFIRM_ROLES = (_x + 330, _foot, 178, 42)
HINT = (_x + 12, _foot, 90, 42)
UNDO_DAY = (_x + _w - 330, _foot, 110, 42)
END_DAY = (_x + _w - 200, _foot, 184, 42)

# the dusk's verdict (animations off: no moment), a moment at the foot of the others' band
TOAST_WRAP_W = ACT[2] - 100     # its words wrap to this width
TOAST_LINE = 18
TOAST_GAP = 6                   # between its foot and the scoreboard's legend


def toast_box(lines: int) -> Rect:
    """The verdict's box: at the foot of the others' band, above the action panel, as tall as its
    lines; its foot above the scoreboard's legend (a two-player game's), which it never covers."""
    x, y, w, h = ACT
    foot = OPP_Y + OPP_H - BOARD_LEGEND_UP - TOAST_GAP
    height = 16 + TOAST_LINE * lines
    return (x + 40, foot - height, w - 80, height)


def toast_line(k: int, lines: int) -> tuple[float, float]:
    """The centre of the verdict's line k of `lines`."""
    x, y, w, h = toast_box(lines)
    return (x + w / 2, y + 8 + TOAST_LINE * k + TOAST_LINE / 2)


# a moment over the table (the dusk, the final count): a panel over the villages, the log left clear
MOMENT_W = 820
MOMENT_HEAD, MOMENT_ROW, MOMENT_FOOT = 82, 62, 40
MOMENT_PAD = 22
MOMENT_TOKEN = 22               # a seat's token, then its name
MOMENT_NAME_X = 54
MOMENT_CARDS_X, MOMENT_CARD, MOMENT_CARD_STEP = 230, (38, 53), 42   # the dusk artisans used
MOMENT_GAINS_X = 420            # what they gave
MOMENT_VERDICT_X = 600          # the objective: met or missed
MOMENT_COLUMNS = (300, 420, 540)   # the final count: gate, favor tokens, objectives (right edges)
MOMENT_TOTAL_X = 700
MOMENT_SWATCH = 12


def moment_box(rows: int) -> Rect:
    """The moment's panel, centred over your village and the action panel: never over the log,
    nor over the others' band above them, where the scoreboard and its legend keep counting (five
    villages' rows still fit below it)."""
    h = MOMENT_HEAD + MOMENT_ROW * rows + MOMENT_FOOT
    _, y, _, room = HOME
    return ((MAIN_W - MOMENT_W) / 2 + 4, max(y, y + (room - h) / 2), MOMENT_W, h)


MESSAGE_WRAP_SPARE = 20
MESSAGE_LINE = 16
MESSAGE_LINES = 3               # a refusal's lines at most (its words set smaller past them)
MESSAGE_MARGIN = 12             # the box's paper above and below them
