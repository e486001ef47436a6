"""The Daitoshi table's renderer: the board cut into regions around the context object (ctx.py),
each drawn by its own module, kept in one surface the renderer owns and redrawn only when what it
shows changes; what moves each frame (lights, hover, motion, the tooltip) is drawn over it.

    region      module        what it shows
    header      panels.py     the turn, the end's countdown, what is being decided
    wilds       wilds.py      the Wilderness tracks, Temples, Pilgrims, discard piles
    city        city.py       the disc of five districts, Magnates, the Worm-Bus rail, Prestige
    market      market.py     the Invention market and the University stack
    machine     machine.py    the Mega-Machine board
    side        side.py       the Mayor's deck (solo) or the general supply
    cities      cities.py     the five Cities and their Banners
    strip<k>    strips.py     the Factory of seat k in compact form, a region per seat
    factory     factory.py    the Factory drawn large
    decision    panels.py     the decision's words (the choices are widgets: choices.py)
    log         panels.py     the log

A region's key says what it shows; when the key changes the region is redrawn, within a frame
budget (a change spread over a frame or two rather than one long frame: bench --frames).

The board is put on the window each frame (`put`) only where it changed since the last frame or
where that frame drew something over it (the table says where: `left`); copying the whole
board at 1920x1080 was half of a frame where nothing changed (game/tools/MEASUREMENTS.md,
"Frames"). Anything the table cannot account for leaves `left` empty: the next frame puts the
board whole, as before.
"""

from __future__ import annotations

import time
from functools import lru_cache
from typing import Callable, NamedTuple

import pygame

from game.core.daitoshi import SPEC
from game.ui import frame_causes as fc
from game.ui import theme as th
from game.ui.scenes.results import results_fonts
from game.ui.tables import put_back, sent
from game.ui.tables.daitoshi import cities, city, factory, machine, market, panels, side, strips, wilds
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi.glyphs import hexagon
from game.ui.tables.daitoshi.ctx import Part
from game.ui.tables.daitoshi.keys_of_regions import region_keys

# seconds of region redrawing per frame, at most (one region always goes): a move's regions (the
# decision and the log at each line told, the header, the strips) spread over a frame each rather
# than in one frame of them all (bench --frames: those frames made the 95th percentile at 1080p)
BUDGET = 0.001
OVERDUE = 6   # frames a region waits to be drawn again before it goes first (`_in_turn`)
# seconds of a first picture's pictures drawn ahead per frame (`prepare`; one step always goes)
STEPS_BUDGET = 0.004


class Region(NamedTuple):
    name: str
    rect: tuple
    draw: Callable
    parts: Callable
    ahead: Callable | None = None   # (theme, ctx) -> the pictures of its parts as steps, drawn before it (`prepare`)


_BEFORE_STRIPS = (
    Region("decision", L.DECISION, panels.draw_decision, lambda theme, ctx: []),
    Region("header", (0, 0, 1186, 32), panels.draw_header, panels.header_parts),
    Region("city", L.CITY, city.draw, city.parts, city.bands_ahead),
    Region("factory", L.FACTORY, lambda s, th_, ctx: factory.draw(s, th_, ctx, ctx.shown),
           lambda th_, ctx: factory.parts(th_, ctx, ctx.shown)),
    Region("log", L.LOG, panels.draw_log, lambda theme, ctx: []),
)
_AFTER_STRIPS = (
    Region("wilds", L.WILDS, wilds.draw, wilds.parts),
    Region("market", L.MARKET, market.draw, market.parts),
    Region("machine", L.MACHINE, machine.draw, machine.parts),
    Region("cities", L.CITIES, cities.draw, cities.parts),
    Region("side", L.SIDE, side.draw, side.parts),
)


def _strip_region(seat: int, n: int) -> Region:
    return Region(f"strip{seat}", L.strip_rect(seat, n), lambda s, th_, ctx: strips.draw(s, th_, ctx, seat),
                  lambda th_, ctx: strips.seat_parts(th_, ctx, seat))


@lru_cache(maxsize=8)
def regions(n: int) -> tuple[Region, ...]:
    """The board's regions for `n` players (the solo Mayor one of them): each player's strip
    a region of its own, its rect the strip's (L.strip_rect), drawn again only when its own key
    changes and within the frame's budget as any region."""
    return _BEFORE_STRIPS + tuple(_strip_region(seat, n) for seat in range(n)) + _AFTER_STRIPS


# Where the pointer looks first: the regions drawn over others come first. "strips": every
# player's strip (`strip<seat>`), in seat order.
HIT_ORDER = ("factory", "strips", "market", "machine", "side", "cities", "wilds", "header")


class Renderer:
    """Owns the board surface and every cache of the table's drawing; draws nothing itself that
    a region module does not say."""

    def __init__(self) -> None:
        self.size = None
        self.chrome: pygame.Surface | None = None
        self.chrome_for: tuple | None = None   # the (size, text scale) the chrome was drawn at
        self.under: dict = {}          # each region's rect of the chrome, as a picture of its own
        self.board: pygame.Surface | None = None
        self.keys: dict = {}
        self.parts: dict = {}          # each region's places (`region_parts`)
        self.bounds: dict = {}         # the box round each region's places (x0, y0, x1, y1), None: none
        self.unread: dict = {}         # a region redrawn: how to work its places out, when first asked
        self.tips: dict = {}           # the city's parts by key (found by geometry)
        self.mm_district = None        # where the Mega-Machine token stood when the city was drawn
        self.sprites = P.Sprites()     # icons and hexes, drawn once per size
        self.cost: dict = {}           # what each region took to draw last time (seconds)
        self.pictures = True           # keep the regions' parts as pictures (off: every text drawn anew)
        self.left: tuple | None = None  # (surface, pixel rects): what the last frame drew over the board there
        self.redrawn: list | None = []  # pixel rects of the board redrawn since it was last put (None: all)
        self.fonts_ahead: list = []    # fonts the final scores, then the results, may need, opened in frames that draw nothing
        self.letters_ahead: list = []  # ... and a decision's, their letters loaded (panels.decision_fonts)
        self.n = 0                     # the players whose strips are drawn (`regions`)
        self.steps: list = []          # a first picture's pictures still to draw ahead (`prepare`)
        self.waiting: dict = {}        # each region to draw again: the call of `board_surface` it has waited since
        self.calls = 0                 # calls of `board_surface` so far

    def forget(self) -> None:
        """Draw every region afresh next frame, in the board's order (none overdue)."""
        self.keys, self.waiting = {}, {}

    def pending(self, ctx) -> list[Region]:
        return [r for r, _ in self._pending(ctx)]

    def _pending(self, ctx) -> list[tuple[Region, tuple]]:
        """The regions whose key changed, each with its key now."""
        now = region_keys(ctx)
        keys = self.keys
        self.n = ctx.n
        return [(r, now[r.name]) for r in regions(ctx.n) if keys.get(r.name) != now[r.name]]

    def beside(self, name: str, px: float, py: float) -> bool:
        """The base-unit point is outside region `name`'s rect, which holds all its places (its
        places need not be worked out to know none is there)."""
        x, y, w, h = next(r.rect for r in regions(self.n) if r.name == name)
        return not (x <= px <= x + w and y <= py <= y + h)

    def stale(self, size, theme) -> bool:
        """The board not yet drawn at this window size and UI scale (a new scale: new text)."""
        return (size, theme.ts) != self.size or self.board is None

    def draw_chrome(self, size, theme) -> None:
        """What stays put under every region, at this size and scale (`chrome_for`)."""
        self.chrome_for = (size, theme.ts)
        self.chrome = pygame.Surface(size)
        panels.draw_chrome(self.chrome, theme)

    def rebuild(self, size, theme) -> None:
        """The board anew: the chrome alone, every region to draw."""
        fc.count(fc.BOARD_REBUILT)
        if self.chrome_for != (size, theme.ts):
            self.draw_chrome(size, theme)
        self.size = (size, theme.ts)
        self.board = self.chrome.copy()
        self.under = {}
        self.keys, self.waiting = {}, {}   # every region to draw, in the board's order
        self.sprites = P.Sprites()
        self.redrawn = None
        # the results' after the final scores' (the list's end first): the results' first
        # frame opened 9 (game/tools/MEASUREMENTS.md, "Fonts ahead for the results screen")
        self.fonts_ahead = results_fonts(SPEC.look.seal) + panels.final_fonts()
        # a move sent online's note and the chat's first (the list's end), for a game joined
        # too quickly for the join to open them (scenes/online.py)
        self.letters_ahead = panels.decision_fonts() + sent.online_fonts()

    def prepare(self, size, theme, ctx) -> bool:
        """The first picture, a step a frame while the screen before stays (drawing.py,
        `prepare_first`): the chrome alone first, then the pictures the regions keep of their
        parts (`Region.ahead`: the city's fifteen bands, half of its first drawing) a few a
        frame, then the regions within the budget. The chrome has a frame of its own, the board
        copied from it the next: a window's worth of new memory written takes 5–6 ms here. The
        chrome, the board and the decision in one frame, or the city with its bands, were the
        dearest frames of a table's opening (game/tools/MEASUREMENTS.md, "The first table made
        ready at the menu"). True once all is drawn."""
        if self.stale(size, theme) and self.chrome_for != (size, theme.ts):
            self.draw_chrome(size, theme)
            return False
        if self.stale(size, theme):
            self.rebuild(size, theme)
            if self.pictures:
                self.steps = [step for r in regions(ctx.n) if r.ahead for step in r.ahead(theme, ctx)]
            return False
        if self.steps:
            start = time.perf_counter()
            with P.using(self.sprites):
                while self.steps:
                    self.steps.pop(0)()
                    if time.perf_counter() - start > STEPS_BUDGET:
                        break
            return False
        self.board_surface(size, theme, ctx)
        return not self.pending(ctx)

    def board_surface(self, size, theme, ctx, budget: float = BUDGET) -> pygame.Surface:
        if self.stale(size, theme):
            self.rebuild(size, theme)
        start = time.perf_counter()
        pending = self._in_turn(self._pending(ctx))
        if not pending and self.letters_ahead:   # a frame that draws nothing new: a decision's font's letters,
            th.letters_ahead(theme, self.letters_ahead)
        elif not pending and self.fonts_ahead:
            th.open_ahead(theme, self.fonts_ahead)   # then a font for the end
        elif not pending and self.unread:
            # and a region's places, worked out ahead of the pointer: worked out in the frame
            # after the one that drew the region (a Factory's took 0.4 ms), they fell in a frame
            # drawing a region itself 805 times in 1,154 in a whole game at 1080p
            # (game/tools/MEASUREMENTS.md, "Daitoshi at 1920x1080")
            self.region_parts(next(iter(self.unread)))
        with P.using(self.sprites if self.pictures else None):
            for k, (region, key) in enumerate(pending):
                if k and time.perf_counter() - start + self.cost.get(region.name, 0.0) > budget:
                    continue    # next frame: this one has drawn enough
                t0 = time.perf_counter()
                self._draw_region(region, theme, ctx, key)
                self.cost[region.name] = time.perf_counter() - t0
                del self.waiting[region.name]    # drawn: changed again, it waits from then
        return self.board

    def put(self, surface: pygame.Surface) -> None:
        """The board on `surface`, under what the frame draws over it: only where it changed and
        where the last frame drew over it, when that frame said so (put_back.py)."""
        left, self.left = self.left, None
        redrawn, self.redrawn = self.redrawn, []
        put_back.put(surface, self.board, left, redrawn)

    def settle(self, size, theme, ctx) -> pygame.Surface:
        """Every region up to date now (screenshots, tests)."""
        return self.board_surface(size, theme, ctx, budget=1e9)

    def _in_turn(self, pending: list) -> list:
        """The regions to draw in the board's order (the decision first), but those that have
        waited OVERDUE frames or more go before, the longest waiting first. In the board's order
        alone, while moves came every frame (AI seats at top speed), the first regions took each
        frame's budget and the log, the strips and the market waited the whole game."""
        self.calls += 1
        self.waiting = {region.name: self.waiting.get(region.name, self.calls) for region, _ in pending}

        def turn(found) -> tuple:
            since = self.waiting[found[0].name]
            return (0, since) if self.calls - since >= OVERDUE else (1, 0)
        return sorted(pending, key=turn)

    def _draw_region(self, region: Region, theme, ctx, key: tuple) -> None:
        fc.count(fc.REGION_DRAWN + region.name)
        clip = theme.rect(*region.rect)
        board = self.board
        board.set_clip(clip)
        board.blit(self._under(region.name, clip), clip)
        region.draw(board, theme, ctx)
        board.set_clip(None)
        if self.redrawn is not None:
            self.redrawn.append(clip)
        self.keys[region.name] = key
        # its places and their tooltips in words, worked out when first asked (the pointer, next
        # frame): a Factory's were a fifth of the frame that redrew it (the context is frozen)
        self.unread[region.name] = (region.parts, theme, ctx)

    def _under(self, name: str, clip: pygame.Rect) -> pygame.Surface:
        """What lies under region `name` (the chrome there), cut out once per window size: copied
        from a picture its own size, a region is put back in a third of the time it takes from the
        window-sized chrome, whose rows lie a window's width apart (the log's at 1920x1080: 50
        against 168 µs; game/tools/MEASUREMENTS.md, "Daitoshi's regions drawn less")."""
        cut = self.under.get(name)
        if cut is None or cut[0] != clip:
            inside = clip.clip(self.chrome.get_rect())
            picture = pygame.Surface(clip.size, 0, self.chrome)
            picture.blit(self.chrome, inside.move(-clip.x, -clip.y), inside)
            cut = self.under[name] = (pygame.Rect(clip), picture)
        return cut[1]

    def named(self, name: str) -> list[str]:
        """The regions a name of HIT_ORDER stands for: "strips", every player's strip."""
        return [f"strip{seat}" for seat in range(self.n)] if name == "strips" else [name]

    def region_parts(self, name: str) -> list:
        """The places of region `name` as last drawn (Parts: key, rect and tooltip); "strips":
        every strip's, in seat order."""
        if name == "strips":
            return [part for strip in self.named(name) for part in self.region_parts(strip)]
        unread = self.unread.pop(name, None)
        if unread is not None:
            parts, theme, ctx = unread
            found = self.parts[name] = parts(theme, ctx)
            rects = [p.rect for p in found if p.rect is not None]
            self.bounds[name] = (min(r[0] for r in rects), min(r[1] for r in rects),
                                 max(r[0] + r[2] for r in rects), max(r[1] + r[3] for r in rects)) if rects else None
            if name == "city":
                self.tips = {p.key: p.tip for p in self.parts["city"]}
                self.mm_district = ctx.view.mm_district
        return self.parts.get(name, [])

    def part_at(self, pos):
        """The board's place under a base-unit point, as a Part (its key and its tooltip), or None."""
        if pos is None:
            return None
        px, py = pos
        for name in (region for group in HIT_ORDER for region in self.named(group)):
            if name in self.unread and self.beside(name, px, py):
                continue     # worked out when the pointer comes in, or in a frame that draws nothing
            parts = self.region_parts(name)
            box = self.bounds.get(name)
            # a region whose places are all elsewhere is passed over without looking at each:
            # the pointer is looked for every frame, among hundreds of places
            if box is None or not (box[0] <= px <= box[2] and box[1] <= py <= box[3]):
                continue
            for part in reversed(parts):
                x, y, w, h = part.rect
                if x <= px <= x + w and y <= py <= y + h:
                    return part
        if not L.on_disc(pos):
            return None
        self.region_parts("city")
        key = L.disc_hit(pos, self.mm_district)
        if key is not None and key in self.tips:
            return Part(key, None, self.tips[key])
        return None

    def all_parts(self) -> list:
        return [p for name in HIT_ORDER + ("city",) for p in self.region_parts(name)]


# --- lights drawn over the board each frame ------------------------------------------------------------------
# The parts of one seat's Factory (`kind:<seat>:...`): drawn where they are only for the Factory
# shown large, lit on that seat's strip otherwise.
FACTORY_PARTS = ("floor", "building", "record", "workers", "warehouse", "production", "grant", "wealth",
                 "steam_tile")


def shape_of(key: tuple, ctx):
    """What lights a place: ("poly", points), ("rect", rect) or ("circle", centre, r), in base units;
    None when the place is not drawn now (another Factory than the one shown large)."""
    kind = key[0]
    if kind == "band":
        return ("poly", L.band_polygon(key[1], *L.band_radii(key[2]), 0.3))
    if kind == "district":
        return ("poly", L.band_polygon(key[1], L.R_HUB, L.R_RIM[1], 0.3))
    if kind == "space":
        return ("circle", L.magnate_spot(key[1], key[2]), L.SPACE_R + 2.5)
    if kind == "mm":
        return ("circle", L.mm_spot(ctx.view.mm_district), 12) if ctx.view.mm_district is not None else None
    if kind == "track_space":
        return ("hex", L.track_hex(key[1], key[2]), L.HEX_R + 1.5)
    if kind == "track":
        return ("rect", L.track_row(key[1]))
    if kind == "slot":
        return ("rect", L.market_slot(key[1]))
    if kind == "draft":
        return ("rect", L.market_slot(key[1]))
    if kind == "city":
        return ("rect", L.city_rect(key[1]))
    if kind == "mm_space":
        return ("rect", L.mm_space(key[1]))
    if kind == "mm_workshop":
        return ("rect", L.mm_workshop_rect())
    if kind == "mayor_face":
        return ("rect", L.MAYOR_FACE)
    if kind == "strip":
        return ("rect", L.strip_rect(key[1], ctx.n))
    if kind in FACTORY_PARTS:
        seat = key[1]
        if seat != ctx.shown:
            return ("rect", L.strip_rect(seat, ctx.n))
        if kind == "floor":
            return ("rect", L.floor_rect(key[2], key[3]))
        if kind == "building":
            x, y, w, _ = L.building_rect(key[2])
            return ("rect", (x, y, w, L.BUILDING_FOOT_Y + L.BUILDING_FOOT_H - L.FLOOR_Y0))
        if kind == "record":
            return ("rect", L.record_row(key[2]))
        if kind == "workers":
            return ("rect", L.fac(*L.WORKER_SPACES))
        if kind == "warehouse":
            return ("rect", L.fac(*L.WAREHOUSE))
        if kind in ("production", "grant"):
            return ("rect", L.head_part(kind))
        if kind == "steam_tile":
            return ("rect", L.steam_tile())
    return None


def point_of(key: tuple, ctx) -> tuple[float, float] | None:
    """A point inside a place, in base units: where a click on it lands (tests, the pilot)."""
    if key == ("done",):
        x, y, w, h = L.DONE
        return (x + w / 2, y + h / 2)
    kind = key[0]
    if kind == "band":
        return L.band_spot(key[1], key[2], 2.0, 0.5)
    if kind == "district":
        return L.band_spot(key[1], 1, 0.0, 0.5)
    if kind == "temple":
        return L.temple(key[1])
    if kind == "discard":
        return L.discard_spot(key[1])
    if kind == "wealth":
        x, y = L.FACTORY[0] + L.WAREHOUSE[0], L.FACTORY[1] + L.WAREHOUSE[1] + 18 + 145 + 6
        return (x + 30, y + 9)
    if kind == "warehouse" and key[1] == ctx.shown:
        x, y, w, h = L.warehouse_cell(key[2], 5)
        return (x + w / 2, y + h / 2)
    if kind == "building" and key[1] == ctx.shown:
        x, y, w, h = L.building_foot(key[2])
        return (x + w / 2, y + h / 2)
    shape = shape_of(key, ctx)
    if shape is None:
        return None
    if shape[0] in ("circle", "hex"):
        return shape[1]
    if shape[0] == "rect":
        x, y, w, h = shape[1]
        return (x + w / 2, y + h / 2)
    return None


def light(surface, theme, key: tuple, ctx, colour=P.ACCENT, width: float = 2.5) -> pygame.Rect | None:
    """A place lit; where it was drawn (pixels, a little wider), None where nothing was."""
    shape = shape_of(key, ctx)
    if shape is None:
        return None
    w = max(1, theme.px(width))
    if shape[0] == "poly":
        drawn = pygame.draw.polygon(surface, colour, [theme.pt(*p) for p in shape[1]], w)
    elif shape[0] == "rect":
        x, y, ww, hh = shape[1]
        drawn = pygame.draw.rect(surface, colour, theme.rect(x - 1.5, y - 1.5, ww + 3, hh + 3), w,
                                 border_radius=theme.px(5))
    elif shape[0] == "circle":
        drawn = pygame.draw.circle(surface, colour, theme.pt(*shape[1]), theme.px(shape[2]), w)
    else:
        cx, cy = theme.pt(*shape[1])
        drawn = pygame.draw.polygon(surface, colour, hexagon(cx, cy, theme.px(shape[2])), w)
    return drawn.inflate(4, 4)


def fade(colour, f: float) -> tuple:
    """`colour` toward the table's soot as `f` falls from 1 to 0 (a light that fades, no alpha)."""
    return tuple(int(P.BG[i] + (colour[i] - P.BG[i]) * max(0.0, min(1.0, f))) for i in range(3))
