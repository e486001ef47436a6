"""Where everything lies on the Arigatō table, in base units (the 1280x720 canvas that the theme
scales to the window: one layout for 1280x720 up to 2560x1440).

    +-- calendar (12 days) --------------+ day/phase +-piles-+---- menu -+
    | opponents' villages, left neighbour first (1 to 4 panels)          |  game log  |
    +-- your village ----------+-- roles / prompts / hand ---------------+  (scroll)  |
    | 2x2 workshops | gate     |  travelers  craftsmen   (dawn)          |            |
    |               | supply   |  your hand, large                       |            |
    +--------------------------+-----------------------------------------+------------+

Every position and size the table is drawn at lives here, grouped by region; the renderer
(render/) and the scene read them. What stays in the renderer is how a thing looks: font sizes,
corner radii, stroke widths, the margin of a highlight ring.
"""

from __future__ import annotations

from dataclasses import dataclass, field

Rect = tuple[float, float, float, float]

# --- the regions ---------------------------------------------------------------------------------
CANVAS = (1280, 720)           # the base canvas the theme scales
BAND_H = 66                    # the top band: calendar, status, piles, buttons
CAL = (8, 6, 54, 56)           # x, y, cell width (with gap), cell height
STATUS = (664, 6, 214, 58)
DRAW_PILE = (884, 10, 36, 50)
DISCARD_PILE = (948, 10, 36, 50)   # room before it for the draw pile's count, right of its stack
MENU = (1180, 16, 90, 36)
RULES = (1080, 16, 90, 36)
LOG = (1010, 72, 262, 640)
CHAT_AT = (1016, 456, 250, 250)           # an online game's chat: the log's foot (its lines end above)
MAIN_W = 1000
OPP_Y, OPP_H = 72, 188
HOME = (8, 268, 464, 444)
ACT = (480, 268, 522, 444)      # roles, prompts and the hand
MESSAGE = (488, 272, 506, 38)   # over the panel's heading: never under its buttons
REPLAY_BAR = (490, 616, 502, 90)   # a replay's controls, in the action panel's foot
PRACTICE_AT = (452, 76, 544)   # learn from your mistakes' note (x, top, width): over the scores so far, not over a choice
SAVE_WARNING_AT = (640, 264)    # "not saved": in the gap between the top and the lower panels
# Learn to play's coach (x, y, width, most height), the first that hides no part it speaks of:
# over the log, else over the other villages, else over the action panel's top
COACH_PLACES = ((1010, 72, 262, 640), (8, 72, 492, 260), (480, 268, 522, 300))

# --- cards ---------------------------------------------------------------------------------------
HAND_CARD = (98, 137)           # a card in the hand, and one held at dawn
WORKSHOP_CARD = (120, 168)      # a card in a home workshop, and an artisan dragged by day
ZONE_CARD = (70, 98)            # a dawn role place
MINI_BELOW = 110                # cards shorter than this are drawn in their small form


# --- the top band ---------------------------------------------------------------------------------
BAND_WAVE = 14                  # the seigaiha pattern's scale
CAL_NUMBER_AT = (4, 1)          # the day's number, from the cell's corner
CAL_PLACE = (14, 3)             # where the objective counts (village, gate): icon size, from the top
CAL_PLACE_RIGHT = 1             # ... and the last icon's room to the cell's right edge: "10", "11" need the rest
CAL_MEASURE_Y = 16              # the count and what it counts (an icon), centred in the cell
CAL_MEASURE_ICON = 17
CAL_WORD_Y = 45                 # its short word ("types", "alike"), under them
CAL_LABEL_Y = 34                # "start" / "final" on the days without an objective
STATUS_LINE_Y = 34              # what to do now, under "Day 4 · Dawn"
PILE_STEP = 1.5                 # each card of a pile's stack, up and right of the one below
PILE_PER_CARD, PILE_MOST = 15, 3   # a card drawn per 15 in the pile, up to 3
PILE_COUNT_AT = (3, 14)         # the count: right of the pile, up from its foot


def calendar_cell(day: int) -> Rect:
    x, y, w, h = CAL
    return (x + (day - 1) * w, y, w - 3, h)


# --- villages: the home one and the others' -------------------------------------------------------
@dataclass
class OpponentBox:
    seat: int
    rect: Rect
    grid: list[Rect] = field(default_factory=list)     # 4 workshops
    gate: Rect = (0, 0, 0, 0)
    supply: Rect = (0, 0, 0, 0)
    travelers: Rect = (0, 0, 0, 0)
    status: Rect = (0, 0, 0, 0)       # what the village is doing, under its name, left of its gate


@dataclass
class TableLayout:
    home: int
    opponents: list[OpponentBox]
    grid: list[Rect]            # the home village's 4 workshops
    gate: Rect
    supply: Rect
    tokens: Rect
    bottom: Rect                # your travelers passed left / the solo kept ones / who passed you yours
    dish: Rect = (0, 0, 0, 0)   # the favor dish, under the supply
    solo: Rect | None = None    # the solo strip (in place of opponents)
    board: Rect | None = None   # the scoreboard, where the opponents leave room (2 players)


def seat_order(n: int, home: int) -> list[int]:
    """The other seats, the left neighbour (who receives your travelers) first."""
    return [(home + k) % n for k in range(1, n)]


def opponent_box(seat: int, rect: Rect) -> OpponentBox:
    """Another village, small: its 2x2 workshops left, its gate, supply and travelers right
    (cards a little larger where the box is wide enough for their supply beside them)."""
    x, y, w, h = rect
    # the workshops stand as low as the box allows, leaving the status line two lines (wide
    # boxes) or three (narrow ones: "online · disconnected, waiting" in a 70-unit column)
    cw, ch, gap, top = (48, 67, 4, 45) if w >= 300 else (42, 59, 4, 56)
    gx, gy = x + 8, y + top
    grid = [(gx + (s % 2) * (cw + gap), gy + (s // 2) * (ch + gap), cw, ch) for s in range(4)]
    right = gx + 2 * cw + gap + 10
    rw = x + w - 8 - right
    hx, hy, _ = opponent_header_at(rect)
    sx, sy = hx + OTHER_HEADER.token + HEADER_NAME_GAP, hy + OTHER_HEADER.tag_y
    return OpponentBox(seat, rect, grid,
                       gate=(right, y + 30, rw, 66),
                       supply=(right, y + 100, rw, 28),
                       travelers=(right, y + 132, rw, 48),
                       status=(sx, sy, right - STATUS_GAP - sx, gy - STATUS_UNDER - sy))


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
    cw, ch = WORKSHOP_CARD
    g = 8
    gx, gy = hx + 12, hy + HOME_GRID_Y
    grid = [(gx + (s % 2) * (cw + g), gy + (s // 2) * (ch + g), cw, ch) for s in range(4)]
    right = gx + 2 * cw + g + 14
    rw = hx + hw - 10 - right
    return TableLayout(
        home=home, opponents=boxes, grid=grid,
        gate=(right, gy, rw, 96),
        supply=(right, gy + 104, rw, 84),
        tokens=header_tokens(home_header(), HOME_HEADER),
        bottom=(right, gy + 264, rw, hy + hh - 8 - (gy + 264)),
        dish=(right + 4, gy + 196, rw - 8, 60),
        solo=(8, OPP_Y, MAIN_W - 8, OPP_H) if n == 1 else None,
        board=board,
    )


# the home workshops, under the header: the frames round a workshop (FRAME_OUT) and lifted cards
# stay clear of the line under the name saying what the seat is doing
HOME_GRID_Y = 47
FRAME_OUT = 5                   # the most a frame round a workshop lies outside it (the hint's outline)
ITEM_FRAME_OUT = 1              # a frame round an item's box in the supply (a reviewed move's item)


@dataclass(frozen=True)
class HeaderSizes:
    """A village's header line: seat token, name, what it is doing, its tokens on the right."""
    token: float          # the seat token
    tag_y: float          # "AI · managing", below the name
    counter: float        # an offering / objective / favor icon
    counter_gap: float    # what an icon moves left by, beyond its own width
    counter_w: float      # an icon with its number (the tooltip's width, beyond the icon)


HOME_HEADER = HeaderSizes(token=20, tag_y=19, counter=20, counter_gap=26, counter_w=24)
OTHER_HEADER = HeaderSizes(token=16, tag_y=15, counter=16, counter_gap=20, counter_w=18)
HEADER_NAME_GAP = 6            # between the seat token and the name
STATUS_GAP = 10                # between the status line's room and the gate: clear paper to the
                               # torii, whose beam reaches its icon's corner
STATUS_UNDER = 2               # between the status line's room and the workshops under it
HEADER_TIP = (160, 30)         # the name's tooltip region


def home_header() -> tuple[float, float, float]:
    """x, y, width of the home village's header line."""
    x, y, w, h = HOME
    return (x + 12, y + 8, w - 24)


def opponent_header(box: OpponentBox) -> tuple[float, float, float]:
    return opponent_header_at(box.rect)


def opponent_header_at(rect: Rect) -> tuple[float, float, float]:
    x, y, w, h = rect
    return (x + 8, y + 6, w - 16)


def home_status(lay: "TableLayout") -> Rect:
    """The home village's status line: under its name, left of its gate, above its workshops."""
    hx, hy, _ = home_header()
    sx, sy = hx + HOME_HEADER.token + HEADER_NAME_GAP, hy + HOME_HEADER.tag_y
    return (sx, sy, lay.gate[0] - STATUS_GAP - sx, lay.grid[0][1] - STATUS_UNDER - sy)


def opponent_favor_spot(box: OpponentBox) -> tuple[float, float]:
    """Where a favor token flying to another village lands: on its header's favor count."""
    x, y, w = box.rect[0], box.rect[1] + 4, box.rect[2]
    return (x + w - 60, y + 12)


PULSE_OUT = 3                  # how far a pulsing ring lies outside the place that changed


def header_counter(header: tuple[float, float, float], size: HeaderSizes, k: int) -> Rect:
    """The k-th count from the right of a village's header line (0: offering tokens, 1:
    objectives, 2: favor): its icon, the number beside it within `counter_w`."""
    x, y, w = header
    rx = x + w - (k + 1) * (size.counter + size.counter_gap)
    return (rx, y + 2, size.counter + size.counter_w, size.counter)


def header_tokens(header: tuple[float, float, float], size: HeaderSizes) -> Rect:
    """The strip of a village's header holding its three counts, which pulses when the village
    scores: only the counts, so the frame never crosses the name nor the line under it saying what
    the seat is doing ("replay · managing")."""
    x0, y0, _, h = header_counter(header, size, 2)
    x1, _, w1, _ = header_counter(header, size, 0)
    return (x0, y0, x1 + w1 - x0, h)


def opponent_tokens(box: OpponentBox) -> Rect:
    """The strip of another village's header that pulses when it scores."""
    return header_tokens(opponent_header(box), OTHER_HEADER)


OFFERING_SIZE = {True: 0.36, False: 0.3}   # an offering token on a workshop (small: others'), of its width
OFFERING_Y = 0.42               # its centre, down the workshop
FACE_DOWN_BAND = 18             # "face down" across your own hidden resident


def offering_on(workshop: Rect, small: bool) -> Rect:
    """The offering token on a workshop's artisan."""
    s = workshop[2] * OFFERING_SIZE[small]
    return (workshop[0] + workshop[2] / 2 - s / 2, workshop[1] + workshop[3] * OFFERING_Y - s / 2, s, s)


def empty_mark(rect) -> tuple:
    """The small "x" on an occupied workshop at dawn: empty it."""
    x, y, w, h = rect
    return (x + w - 22, y + 2, 20, 20)


GATE_ICON = 22                  # the palace gate's icon, and the height of its title line
GATE_TITLE_X = 26               # the title, right of the icon
GATE_EMPTY_Y = 30               # "no artisan yet"
GATE_CARD_W = {True: 30, False: 48}   # a card under the gate (small: others')
GATE_CARDS_Y = 24               # the cards, under the title


def gate_cards(area: Rect, n: int, small: bool) -> list[Rect]:
    """The cards under a palace gate, overlapping to fit its width."""
    x, y, w, h = area
    cw = GATE_CARD_W[small]
    ch = cw * 1.4
    room = w - cw
    step = min(cw * 0.7, room / max(1, n - 1)) if n > 1 else 0
    top = y + GATE_CARDS_Y
    return [(x + k * step, top, cw, ch) for k in range(n)]


SUPPLY_TITLE_H = 22             # "Supply 5/7", and its tooltip region


def supply_rects(area, n: int) -> list[tuple]:
    """The home supply's item boxes, under its title."""
    x, y, w, h = area
    cols = n
    cw = min(42, (w - 4) / cols)
    return [(x + 2 + k * cw, y + 26, cw - 4, min(58, h - 30)) for k in range(n)]


SUPPLY_ICON_INSET = 3           # an item's icon in its box
SUPPLY_COUNT_UP = 9             # the count's centre, up from the box's foot


SMALL_SUPPLY_STEP = 32     # an item's icon and count, and a gap before the next (where there is room)


def small_supply_step(area: Rect) -> float:
    return min(SMALL_SUPPLY_STEP, area[2] / 5)


def small_supply_slots(area: Rect, n: int) -> list[Rect]:
    """Another village's supply: its items on one line, icon then count (room for 5)."""
    x, y, w, h = area
    cw = small_supply_step(area)
    return [(x + i * cw, y, cw, 24) for i in range(n)]


SMALL_SUPPLY_ICON = 18
SMALL_SUPPLY_COUNT_AT = (19, 14)   # the count, from the slot's corner (midleft)


def small_supply_centre(area: Rect, i: int) -> tuple[float, float]:
    """The middle of item i's icon in another village's supply (where flying items land)."""
    x, y, w, h = area
    return (x + i * small_supply_step(area) + 9, y + 9)


TRAVEL_CARD = (22, 31)          # a card of another village's hand or travelers
TRAVEL_TOP = 4
TRAVEL_HAND_STEP = 9            # its hand, face down, fanned
TRAVEL_STEP = 12                # its travelers
TRAVEL_TEXT_Y = 18              # "5 in hand", "to Botan" (midleft)
TRAVEL_HAND_TEXT_X = 18         # "5 in hand": this far right of the last card's step
TRAVEL_TO_X = 40                # "to Botan"
TRAVEL_TIP_H = 36


# --- the home village -----------------------------------------------------------------------------
def dish_drop(dish: Rect) -> tuple[float, float]:
    """Where a favor token flying home lands: into the middle of the favor dish."""
    x, y, w, h = dish
    return (x + w / 2, y + 14)


FOCUS_TIP_H = 20                # "its cost is met": the top of a workshop
RESIDENT_BAND = 20              # "resident" across the planned resident (on it, never on the card below)
PLACE_HERE_Y = 14               # "place here", under the workshop's middle
NOT_ALLOWED_UP = 14             # "not allowed", up from the workshop's foot
OCCUPIED_SPAN = (0.24, 0.94)    # "occupied"'s band across a full card's art (right of its cost column)
BOTTOM_LINE = 16                # the strip's title lines (wrapped to its width); its cards below
KEPT_CARD, KEPT_STEP, KEPT_SHOWN = (40, 56), 16, 16   # solo: the kept travelers (the last 16)
OUTGOING_CARD, OUTGOING_STEP = (44, 62), 50           # your travelers, passed left


def strip_cards(area: Rect, n: int, card, step: float, top: float) -> list[Rect]:
    """The cards of the home village's strip, overlapping to fit its width."""
    x, y, w, h = area
    cw, ch = card
    step = min(step, (w - cw) / max(1, n - 1)) if n > 1 else 0
    return [(x + k * step, top, cw, ch) for k in range(n)]


MENU_W = 186                    # a workshop's menu (prepare, to the palace or dismiss, close)
MENU_BUTTON_H, MENU_STEP, MENU_CLOSE_H = 36, 42, 30
MENU_PAPER = 8                  # the menu's paper around its buttons
MENU_LINE = 16                  # the refusal's lines under the buttons


def workshop_menu_at(workshop: Rect) -> tuple[float, float]:
    """Where a workshop's menu opens: beside it, inside the home panel (never off the window)."""
    gx, gy, gw, gh = workshop
    bx = gx + gw - 10
    if bx + MENU_W > HOME[0] + HOME[2]:
        bx = max(8, gx - 176)
    return bx, gy + 8


# --- the others' band: scoreboard and solo strip ------------------------------------------------
BOARD_PAD = 12                  # the scoreboard's title and rows, from its left edge
BOARD_TITLE_Y = 10
BOARD_ROW_Y, BOARD_ROW = 34, 36   # the first seat's row, then one every 36
BOARD_TOKEN = 16
BOARD_NAME_X = 34
BOARD_BAR_X, BOARD_BAR_SPARE, BOARD_BAR_H = 130, 180, 12   # the bar: from x, width w - spare
BOARD_LEGEND_UP = 24            # the colours' legend, up from the foot
BOARD_SWATCH = 10               # a part's colour, then its name
BOARD_LEGEND_TEXT_X, BOARD_LEGEND_GAP = 14, 14


def board_row_tip(area: Rect, row_y: float) -> Rect:
    """A seat's row of the scoreboard, for its tooltip."""
    x, y, w, h = area
    return (x + 8, row_y - 4, w - 16, 30)


SOLO_PAD = 14                   # the solo strip's text from its left and right edges
SOLO_TITLE_Y = 10
SOLO_SCORE_Y = 42               # "your score so far", under the target
SOLO_TIP = (260, 8, 250, 56)    # the target's tooltip: from the right edge, y, w, h
SOLO_GROUP_Y, SOLO_GROUP_STEP, SOLO_GROUP = 50, 150, (140, 120)   # a type's group of kept cards
SOLO_EMBLEM = (20, 22, 16)      # its emblem: centre from the group's corner, radius
SOLO_GROUP_TEXT = (42, 8, 24)   # its type's name and its favor: x, then each line's y
SOLO_BAR = (50, 130, 12)        # the bar: y in the group, full width, height
SOLO_BAR_FULL = 40              # favor that fills a bar
SOLO_KEPT_UP = 22               # "kept: 12", up from the strip's foot


# --- the log -------------------------------------------------------------------------------------
LOG_PAD = 14                    # its title and headings, from the left edge
LOG_TITLE_Y = 10
LOG_WRAP_W = LOG[2] - 40        # the width its lines wrap to
LOG_TOP, LOG_LINE = 30, 16      # the first line, then one every 16
LOG_FOOT = 40                   # its height less the lines' room
LOG_DOT = (18, 8, 3.5)          # a seat's dot before its line: x, y in the line, radius
LOG_TEXT_X = 28
LOG_NEWER_AT = (12, 18)         # "3 newer lines below": in from the bottom-right corner, under the lines
LOG_TIP_H = 24                  # the title's tooltip region


def inside(pos, rect: Rect) -> bool:
    if pos is None:
        return False
    x, y, w, h = rect
    return x <= pos[0] < x + w and y <= pos[1] < y + h
