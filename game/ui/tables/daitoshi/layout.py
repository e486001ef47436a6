"""Where the Daitoshi table's parts lie, in base units (the 1280x720 canvas; theme.py scales it to
any window from 1280x720 to 2560x1440). Every coordinate of the table is here; drawing and
hit-testing read them, nothing else places anything.

    +------------------------------------- header: title, round, what is decided, Menu -------+
    | Wilderness: 4 tracks of hexes      | Invention   | compact Factories, one strip a player |
    | (temples left, discard piles right)| market and  +---------------------------------------+
    |                                    | University  | the Factory shown large: Record,      |
    |        the city: a disc of five    +-------------+ Workers, 3 buildings x 3 floors,       |
    |        pizza-slice districts,      | Mega-Machine| Warehouse, Steam Engine Track          |
    |        Inner / Middle / Outer bands| board       +-------------------+-------------------+
    |        Magnate spaces on the rim,  +-------------+ the decision:     | the log           |
    |        the Worm-Bus rail round it  | the Mayor's | worded choices    |                   |
    |                                    | cards (solo)|                   |                   |
    | the five Cities with their Banners             |                   |                   |
    +------------------------------------------------+-------------------+-------------------+

The city is drawn from polar coordinates around `CITY_C`: district d's wedge is centred on the
angle -90 + 72 d (district 0 at the top, then clockwise, DISTRICTS), its bands run from the hub
outwards (Inner, Middle, Outer), its three Magnate spaces sit on the rim, clockwise from the
leftmost (THE CITY DISTRICT TILES 1a-1c).
"""

from __future__ import annotations

import math
from functools import lru_cache

Rect = tuple[float, float, float, float]

# --- the frame ---------------------------------------------------------------------------------------
HEADER = (0, 0, 1280, 32)
MENU = (1192, 4, 82, 24)

# --- the Wilderness (SETUP 6: north of the city) ----------------------------------------------------------
WILDS = (4, 36, 478, 114)
TRACK_Y = (50, 76, 102, 128)       # row centres: river, forest, mountain, underground
HEX_R = 11.0                       # a track hex, pointy-top
HEX_STEP = 20.5
TRACK_X0 = 58                      # the first space of every track, next to its Temple
DISCARD_X = 462                    # each track's discard pile
TEMPLE_X = 28
SCORING_X = 268                    # a land track's end-game scoring, after its 10 spaces


def track_hex(t: int, i: int) -> tuple[float, float]:
    """The centre of space i of Wilderness track t (its Temple is left of space 0)."""
    return (TRACK_X0 + i * HEX_STEP, TRACK_Y[t])


def temple(t: int) -> tuple[float, float]:
    """Where the Pilgrims of track t wait: the small Temple by the river, the large one by the lands."""
    return (TEMPLE_X, TRACK_Y[0]) if t == 0 else (TEMPLE_X, TRACK_Y[t])


# the Pilgrims waiting on a Temple stand side by side on its steps, centred under it: four of them
# (a game's most) keep clear of the track's first hex (at 1280x720 the fourth one's hat touched it)
TEMPLE_PILGRIM_STEP, TEMPLE_PILGRIM_DOWN = 7.5, 4.5


def temple_pilgrim(t: int, k: int, m: int) -> tuple[float, float]:
    """Where the k-th of the m Pilgrims on track t's Temple stands (its figure's middle)."""
    return (TEMPLE_X + (k - (m - 1) / 2) * TEMPLE_PILGRIM_STEP, TRACK_Y[t] + TEMPLE_PILGRIM_DOWN)


def discard_spot(t: int) -> tuple[float, float]:
    return (DISCARD_X, TRACK_Y[t])


def track_row(t: int) -> Rect:
    return (WILDS[0], TRACK_Y[t] - 13, WILDS[2], 26)


# --- the city disc ------------------------------------------------------------------------------------------
CITY_C = (244, 394)
R_HUB = 22
R_BANDS = (22, 100, 150, 200)      # Inner 22-100, Middle 100-150, Outer 150-200
R_RIM = (202, 226)                 # the Magnate spaces and the district's name
R_SPACE = 214                      # centre radius of a Magnate space
SPACE_R = 9.5
SPACE_DA = (9.0, 19.5, 30.0)       # Magnate spaces, degrees clockwise from the wedge's middle
NAME_DA = -15.0                    # the district's name on the rim, counterclockwise of the middle
R_RAIL = 234                       # the Worm-Bus rail round the city
RAIL_STOPS = 20
STOP_R = 5.5
WEDGE_GAP = 1.6                    # degrees between two wedges


CITY = (2, 152, 483, 486)           # the city's region: the disc and its rail


def polar(r: float, deg: float) -> tuple[float, float]:
    a = math.radians(deg)
    return (CITY_C[0] + r * math.cos(a), CITY_C[1] + r * math.sin(a))


def mid_angle(d: float) -> float:
    """The middle of district d's wedge, in degrees (screen y down, so positive is clockwise)."""
    return -90 + 72 * d


def band_radii(ring: int) -> tuple[float, float]:
    return R_BANDS[ring], R_BANDS[ring + 1]


@lru_cache(maxsize=None)
def band_polygon(d: int, r0: float, r1: float, gap: float = WEDGE_GAP) -> tuple[tuple[float, float], ...]:
    """An annular sector of district d between radii r0 and r1 (points in base units). Kept once
    worked out (a few dozen shapes in all): every frame outlines each district, and a new table
    draws the city's fifteen bands."""
    a0, a1 = mid_angle(d) - 36 + gap / 2, mid_angle(d) + 36 - gap / 2
    steps = 18
    outer = [polar(r1, a0 + (a1 - a0) * k / steps) for k in range(steps + 1)]
    inner = [polar(r0, a1 - (a1 - a0) * k / steps) for k in range(steps + 1)] if r0 > 0 else [CITY_C]
    return tuple(outer + inner)


@lru_cache(maxsize=None)
def band_box(d: int, ring: int, margin: float = 4.0) -> Rect:
    """The box around district d's band (what it draws stays inside it)."""
    xs, ys = zip(*band_polygon(d, *band_radii(ring)))
    return (min(xs) - margin, min(ys) - margin, max(xs) - min(xs) + 2 * margin, max(ys) - min(ys) + 2 * margin)


def band_spot(d: int, ring: int, da: float, f: float = 0.5) -> tuple[float, float]:
    """A point of district d's band: `da` degrees clockwise of the wedge's middle, `f` of the way out."""
    r0, r1 = band_radii(ring)
    return polar(r0 + (r1 - r0) * f, mid_angle(d) + da)


# What each band of a wedge shows, as (degrees from the middle, fraction out): the Workshop with
# its reward, the hexes given back to the Wilderness on the tile, the Electrify cost, and the
# Prestige space the band carries; the Inner band also its action and Exploit.
WORKSHOP_AT = {0: (0.0, 0.78), 1: (-8.0, 0.5), 2: (-8.0, 0.5)}
HEXES_AT = {1: (14.0, 0.5), 2: (12.0, 0.5)}
ELECTRIFY_AT = {0: (20.0, 0.55), 1: (24.0, 0.5), 2: (24.0, 0.5)}
PRESTIGE_DA = -36.0                # a Prestige space sits on the spoke at the band's counterclockwise edge
ACTION_AT = (0.0, 0.27)            # the Inner band: the district's action
EXPLOIT_AT = (-19.0, 0.55)         # the Inner band: the hexes it Exploits
MM_AT = (19.0, 0.3)                # the Mega-Machine token, when in the district
WORKSHOP_R = 12.5


def workshop_spot(d: int, ring: int) -> tuple[float, float]:
    da, f = WORKSHOP_AT[ring]
    return band_spot(d, ring, da, f)


def magnate_spot(d: int, space: int, k: int = 0) -> tuple[float, float]:
    """Where the k-th Magnate on district d's space (0 leftmost .. 2 rightmost) stands: the first on
    the space, others fanned beside it (the rightmost space holds up to 4)."""
    x, y = polar(R_SPACE, mid_angle(d) + SPACE_DA[space])
    if k == 0:
        return (x, y)
    a = math.radians(mid_angle(d) + SPACE_DA[space])
    out = (math.cos(a), math.sin(a))
    side = (-out[1], out[0])
    dx, dy = ((0, 7), (5, -5), (-5, -5))[(k - 1) % 3]
    return (x + side[0] * dx + out[0] * dy, y + side[1] * dx + out[1] * dy)


def ring_point(d: float) -> tuple[float, float]:
    """A point on the Magnate spaces' circle at district d (fractions lie between districts): the
    way a Magnate goes round the city, clockwise."""
    return polar(R_SPACE, mid_angle(d) + SPACE_DA[1])


def name_spot(d: int) -> tuple[float, float]:
    return polar(R_SPACE, mid_angle(d) + NAME_DA)


def name_angle(d: int) -> float:
    """The name runs along the rim, turned so that it never reads upside down (degrees for
    pygame.transform.rotate, counterclockwise)."""
    tangent = mid_angle(d) + NAME_DA + 90
    rot = -tangent
    while rot > 90:
        rot -= 180
    while rot < -90:
        rot += 180
    return rot


def rail_stop(k: int) -> tuple[float, float]:
    """Worm-Bus rail space k (SETUP 22: space 0 top left, then clockwise)."""
    return polar(R_RAIL, -99 + 360 * k / RAIL_STOPS)


def prestige_spot(k: int) -> tuple[float, float]:
    """Prestige track space k: 0 in the hub, then the Inner, Middle and Outer bands of the five
    districts in turn (SETUP 22: the marker starts on the innermost space)."""
    if k <= 0:
        return polar(11, mid_angle(0) + 180)
    ring, d = divmod(k - 1, 5)
    return band_spot(d, ring, PRESTIGE_DA, 0.5 if ring else 0.6)


def mm_spot(d: int) -> tuple[float, float]:
    return band_spot(d, 0, *MM_AT)


def on_disc(pos) -> bool:
    """`pos` within the city's disc and its rail: off it, `disc_hit` finds nothing."""
    return math.hypot(pos[0] - CITY_C[0], pos[1] - CITY_C[1]) <= R_RAIL + STOP_R + 2


def disc_hit(pos, mm_district: int | None = None) -> tuple | None:
    """The part of the city under `pos`: ("space", d, sp), ("mm",) (the Mega-Machine token, on
    `mm_district`), ("prestige", k), ("band", d, ring), ("name", d), ("rail", k) or ("hub",);
    None off the city."""
    if not on_disc(pos):
        return None
    x, y = pos
    dx, dy = x - CITY_C[0], y - CITY_C[1]
    r = math.hypot(dx, dy)
    deg = math.degrees(math.atan2(dy, dx))
    d = int(((deg + 90 + 36) % 360) // 72)
    for sp in range(3):
        sx, sy = magnate_spot(d, sp)
        if math.hypot(x - sx, y - sy) <= SPACE_R + 2:
            return ("space", d, sp)
    if mm_district is not None and 0 <= mm_district < 5:
        mx, my = mm_spot(mm_district)
        if math.hypot(x - mx, y - my) <= 11:
            return ("mm",)
    for k in range(RAIL_STOPS):
        sx, sy = rail_stop(k)
        if math.hypot(x - sx, y - sy) <= STOP_R + 2.5:
            return ("rail", k)
    for k in range(16):
        sx, sy = prestige_spot(k)
        if abs(x - sx) <= 6.5 and abs(y - sy) <= 6.5:
            return ("prestige", k)
    if r < R_HUB:
        return ("hub",)
    for ring in range(3):
        r0, r1 = band_radii(ring)
        if r0 <= r < r1:
            return ("band", d, ring)
    if R_RIM[0] <= r <= R_RIM[1]:
        return ("name", d)
    return None


# --- the Invention market, the University stack (SETUP 5, 9) -----------------------------------------------
MARKET = (486, 36, 214, 250)
TILE_W, TILE_H = 101, 70


def market_slot(slot: int) -> Rect:
    """Slots 0-1 Ordinary, 2-3 Innovative (a row each), 4 Brilliant beside the University stack."""
    x, y, _, _ = MARKET
    row, col = ((0, 0), (0, 1), (1, 0), (1, 1), (2, 0))[slot]
    return (x + 4 + col * (TILE_W + 4), y + 18 + row * (TILE_H + 8), TILE_W, TILE_H)


def university_spot() -> Rect:
    x, y, w, h = market_slot(4)
    return (x + TILE_W + 4, y, TILE_W, TILE_H)


# --- the Mega-Machine board (SETUP 7-11) ------------------------------------------------------------------
MACHINE = (486, 290, 214, 182)


def mm_space(i: int) -> Rect:
    """Donation space i (6 of them, 3 a row)."""
    x, y, _, _ = MACHINE
    return (x + 6 + (i % 3) * 68, y + 70 + (i // 3) * 50, 64, 46)


def mm_upgrade(k: int) -> Rect:
    """Upgrade slot k, its tile waiting until all its linked spaces are filled."""
    x, y, _, _ = MACHINE
    return (x + 6 + k * 68, y + 40, 64, 24)


def mm_workshop_rect() -> Rect:
    x, y, _, _ = MACHINE
    return (x + 6, y + 16, 202, 22)


# --- beside the machine: the Mayor's deck (solo) or the supply -----------------------------------------
SIDE = (486, 476, 214, 160)
MAYOR_FACE = (492, 494, 62, 88)
MAYOR_BACK = (560, 494, 62, 88)
MAYOR_COUNTS = (628, 494, 66, 88)
ADVISOR_ROW = (492, 590, 202, 42)
ADVISOR_W = 27


def advisor_card(k: int) -> Rect:
    x, y, _, h = ADVISOR_ROW
    return (x + k * (ADVISOR_W + 2), y, ADVISOR_W, h)


# --- the five Cities (SETUP 4, TRADE WITH OTHER CITIES) -------------------------------------------------------
CITIES = (4, 640, 696, 76)


def city_rect(c: int) -> Rect:
    x, y, w, h = CITIES
    cw = (w - 4 * 6) / 5
    return (x + c * (cw + 6), y, cw, h)


# --- the Factories: compact strips, and the one shown large --------------------------------------------------
STRIPS = (704, 36, 572, 130)
FACTORY = (704, 170, 572, 262)


def strip_rect(seat: int, n: int) -> Rect:
    x, y, w, h = STRIPS
    sh = min(40.0, (h - 3 * (n - 1)) / n)
    return (x, y + seat * (sh + 3), w, sh)


STRIP_NAME = (24, 98)              # the name's left and the most it may take (it shrinks to fit)
STRIP_VP_X = 132                   # the VP icon's centre, its figure after it
STRIP_ICON = 12                    # a counter's icon
STRIP_COUNTERS_X = 174             # food, energy, materials, luxury, Wealth, Steam: 30 apart
STRIP_WORKERS_X = 360
STRIP_RECORD_X = 436
STRIP_OPS_X = 510
STRIP_GRID_X = 548


def strip_counter(seat: int, n: int, k: int) -> tuple[float, float]:
    """The centre of counter k (food, energy, materials, luxury, Wealth, Steam) in seat's strip."""
    x, y, _, h = strip_rect(seat, n)
    return (x + STRIP_COUNTERS_X + k * 30, y + h / 2)


def strip_worker(seat: int, n: int, k: int) -> tuple[float, float]:
    x, y, _, h = strip_rect(seat, n)
    return (x + STRIP_WORKERS_X + k * 18, y + h / 2)


def strip_record(seat: int, n: int, k: int) -> tuple[float, float]:
    x, y, _, h = strip_rect(seat, n)
    return (x + STRIP_RECORD_X + k * 18, y + h / 2)


def strip_vp(seat: int, n: int) -> tuple[float, float]:
    """The centre of the VP icon in seat's strip."""
    x, y, _, h = strip_rect(seat, n)
    return (x + STRIP_VP_X, y + h / 2)


def strip_vp_figure(seat: int, n: int) -> Rect:
    """The room of the VP figure in seat's strip: from the VP icon to the first counter's icon,
    a little clear of each (a figure of three digits shrinks into it rather than run on)."""
    x, y, _, h = strip_rect(seat, n)
    left = STRIP_VP_X + STRIP_ICON / 2 + 2
    return (x + left, y, STRIP_COUNTERS_X - STRIP_ICON / 2 - 3 - left, h)


# The large Factory, from its top-left corner (FACTORY[:2]).
FAC_HEAD_H = 24
RECORD_ROW = (6, 30, 94, 33)       # x, y of the first row, width, row pitch
WORKER_SPACES = (6, 172, 94, 84)
BUILDING_X0, BUILDING_W, BUILDING_GAP = 106, 114, 4
FLOOR_Y0, FLOOR_H = 28, 64         # the top floor's top, a floor's height (floors 2, 1, 0 downwards)
BUILDING_FOOT_Y, BUILDING_FOOT_H = 222, 34
WAREHOUSE = (462, 28, 68, 230)
ENGINE = (534, 28, 34, 230)


def fac(dx: float, dy: float, w: float = 0, h: float = 0) -> Rect:
    return (FACTORY[0] + dx, FACTORY[1] + dy, w, h)


def building_rect(b: int) -> Rect:
    return fac(BUILDING_X0 + b * (BUILDING_W + BUILDING_GAP), FLOOR_Y0, BUILDING_W,
               3 * FLOOR_H + (BUILDING_FOOT_Y - FLOOR_Y0 - 3 * FLOOR_H) + BUILDING_FOOT_H)


def floor_rect(b: int, f: int) -> Rect:
    x, y, w, _ = building_rect(b)
    return (x, y + (2 - f) * FLOOR_H, w, FLOOR_H - 3)


def building_foot(b: int) -> Rect:
    x, _, w, _ = building_rect(b)
    return (x, FACTORY[1] + BUILDING_FOOT_Y, w, BUILDING_FOOT_H)


def steam_tile() -> Rect:
    """The Steam Operation tile, at the foot of the Steam Engine Track (CONFLICT WITH THE YŌKAI, 1)."""
    return fac(ENGINE[0], ENGINE[1] + ENGINE[3] - 34, ENGINE[2], 32)


def record_row(t: int) -> Rect:
    x, y, w, pitch = RECORD_ROW
    return fac(x, y + t * pitch, w, pitch - 2)


def worker_space(k: int) -> tuple[float, float]:
    """Worker space k of 6, in two rows of three."""
    x, y, w, _ = WORKER_SPACES
    return (FACTORY[0] + x + 18 + (k % 3) * 29, FACTORY[1] + y + 30 + (k // 3) * 26)


def warehouse_cell(res: int, level: int) -> Rect:
    """Resource res's track, level 0 (bottom) to 9."""
    x, y, _, _ = WAREHOUSE
    return fac(x + 2 + res * 16.5, y + 18 + (9 - level) * 14.5, 15, 13.5)


def engine_cell(pos: int, lo: int = -6, hi: int = 6) -> Rect:
    """The Steam Engine Track's space `pos` (top +6 .. bottom -6)."""
    x, y, w, _ = ENGINE
    return fac(x + 2, y + 4 + (hi - pos) * 14.2, w - 4, 13.4)


FAC_PARTS = {   # parts of the head row, from the Factory's left: (dx, width)
    "name": (10, 134), "vp": (146, 52), "reputation": (202, 104), "prestige": (310, 34), "worm_bus": (346, 34),
    "production": (384, 58), "grant": (446, 34), "banners": (484, 40), "start": (528, 38),
}


def head_part(name: str) -> Rect:
    dx, w = FAC_PARTS[name]
    return fac(dx, 2, w, FAC_HEAD_H - 4)


# --- the decision and the log ----------------------------------------------------------------------------------
DECISION = (704, 436, 300, 280)
LOG = (1008, 436, 268, 280)
HINT_AT = (1012, 440, 260)          # a hint and its reasons (x, y, width): over the log's older lines
CHAT_AT = (1012, 496, 260, 216)           # an online game's chat: the log's foot (its lines end above)
REPLAY_BAR = (708, 592, 292, 120)   # a replay's controls (tables/replay_bar.py): the decision panel's foot
PRACTICE_AT = (708, 40, 564)   # learn from your mistakes' note (x, top, width): over the players' rows, not over a choice


def decision_list() -> Rect:
    """The scrollable list of choices inside the decision panel."""
    x, y, w, h = DECISION
    return (x + 6, y + 72, w - 12, h - 78)


CAPTION = (492, 3, 690, 26)        # what the story is telling now, in the header
# Learn to play's coach (x, y, width, most height), the first that hides no part it speaks of:
# over the log, else over the log and the Factory's right side, else over the Invention market's
# column, else over the Wilderness
# the coach's places, first choice first: over the log, the middle column (market, Mega-Machine,
# supply), the tracks; over the right of your Factory (what most steps speak of) only when none holds
COACH_PLACES = ((1012, 436, 262, 280), (486, 36, 214, 600), (4, 36, 478, 260), (1012, 172, 262, 544))
DONE = (8, 158, 112, 26)           # the "Done" plaque, in the city's top-left corner (off the disc)
PICKER_W = 250                     # the little menu a board click opens when it means several choices
PICKER_ROW = 30                    # a row of it, at least (a longer choice takes more)
PICKER_GAP = 3
