"""The table's picture cut into regions, as Daitoshi's board is (daitoshi/render.py): each region
is redrawn only when what it shows changes (its key), so a move redraws the villages it changed,
the day's line and the log, not the whole table (`python -m game bench --frames` named the whole
picture redrawn at each move, "board rebuilt": game/tools/MEASUREMENTS.md, "Frames").

    region        drawn by                      what it shows
    calendar      top.draw_calendar             the 12 days and their objectives
    day           top.draw_day                  today, its phase, what the table waits for
    piles         top.draw_piles                the draw and discard piles
    solo          others.draw_solo              the solo strip (a solo game)
    village N     others.draw_opponent          another seat's village, small
    scores        others.draw_board             the scores so far (beside a lone opponent)
    home          home.draw_home                the village drawn large
    actions       action_panel.draw_action_panel  what the player decides, or who is deciding
    log           log.draw_log                  the log
    message       overlays.draw_message         a refusal, over the actions' heading

Under them all lies the chrome (the paper, the top band's waves: top.draw_chrome), drawn once
per window size: the window's paper (art.paper, kept there) and the band's rows drawn over it, not
a picture of the window of its own (each picture the window's size is 2,000 new pages of memory at
1920x1080, one of the table's first frames at 26-30 ms of CPU on this machine: "Frames"). A region may draw only inside its reach (base units; a test holds each to it).
A region redrawn is redrawn inside its reach, now and when last drawn: the chrome put back
there, then every region whose reach meets it drawn again in the table's order, clipped to it,
so the picture is the one drawn whole, to the pixel.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

import pygame

from game.core.arigato.state import Village
from game.i18n import language
from game.ui import art
from game.ui import frame_causes as fc
from game.ui.tables.arigato import card_art
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato.render.action_panel import draw_action_panel
from game.ui.tables.arigato.render.context import PAPER_RADIUS, PAPER_RADIUS_SMALL, Ctx
from game.ui.tables.arigato.render.home import draw_home
from game.ui.tables.arigato.render.log import draw_log, log_box
from game.ui.tables.arigato.render.others import draw_board, draw_opponent, draw_solo
from game.ui.tables.arigato.render.overlays import draw_message, message_box
from game.ui.tables.arigato.render.top import band_rows, chrome_steps, draw_calendar, draw_day, draw_piles, status_line
from game.ui.tables.arigato.render.village import seat_state

SHADOW_ROOM = 6      # a panel's shadow and border, right of and below it (widgets.panel: 4 units down)
EDGE_ROOM = 2        # a panel's border, left of and above it


class Region(NamedTuple):
    name: str
    reach: Callable[[Ctx], tuple]     # base units: where it may draw
    draw: Callable[[pygame.Surface, Ctx], None]
    key: Callable[[Ctx], tuple]       # what it shows: redrawn when this changes
    # its opaque paper, filled before anything else it draws (base units, and its corners' radius):
    # no chrome is put back under it, but at its round corners' rows
    paper: Callable[[Ctx], tuple] | None = None


def around(rect) -> tuple:
    """A panel's reach: its rect, its border and its shadow."""
    x, y, w, h = rect
    return (x - EDGE_ROOM, y - EDGE_ROOM, w + EDGE_ROOM + SHADOW_ROOM, h + EDGE_ROOM + SHADOW_ROOM)


def village(v: Village) -> tuple:
    """Everything a village holds, as a key."""
    return tuple(tuple(x) if isinstance(x, list) else x for x in (getattr(v, s) for s in Village.__slots__))


def common(ctx: Ctx) -> tuple:
    """What every region reads: the seats (names, colours, kinds), who sees the table, the
    language, the colours for colour-blind players."""
    return (language(), ctx.theme.colour_blind, tuple((s.name, s.colour, s.kind, s.difficulty) for s in ctx.seats),
            ctx.viewer, ctx.home, ctx.away, ctx.replay, ctx.all_face_up)


def choices(ctx: Ctx) -> tuple:
    """What the player is doing, as the home village and the actions show it."""
    plan = ctx.plan
    hovered = None
    if ctx.my_turn and ctx.view.phase == "dawn":
        hovered = next((c for c, r in ctx.hand if L.inside(ctx.mouse, r)), None)
    drag = (ctx.drag["card"], ctx.drag["moved"]) if ctx.drag is not None else None
    return (ctx.my_turn, (plan.resident, plan.slot, tuple(plan.travelers), tuple(plan.craftsmen)), ctx.selected,
            ctx.popup, ctx.trade_give, ctx.bonus, hovered, ctx.suggestion, drag, ctx.hint_lines)


def _actions_key(ctx: Ctx) -> tuple:
    view = ctx.view
    if ctx.my_turn or view.phase == "over":   # the player's decision (by day the log's news): every move
        return (common(ctx), choices(ctx), ctx.point, len(ctx.entries), ctx.dawn_why, ctx.can_assign, ctx.game_over)
    # while others decide: who does what, the objectives and how far the home village is, the hand
    hand = tuple(view.villages[ctx.viewer].hand) if ctx.viewer is not None else ()
    states = tuple(seat_state(ctx, s) for s in range(len(ctx.seats)))
    return (common(ctx), ctx.my_turn, ctx.game_over, status_line(ctx), states, view.day, view.phase,
            village(view.villages[ctx.home]), hand)


def _log_key(ctx: Ctx) -> tuple:
    entries = ctx.entries
    return (common(ctx), len(entries), entries[-1].serial if entries else 0, entries[0].serial if entries else 0,
            ctx.log_scroll, ctx.log_floor, ctx.log_ceiling)


def _village_key(ctx: Ctx, seat: int) -> tuple:
    return (common(ctx), ctx.view.phase, ctx.active == seat, seat_state(ctx, seat), village(ctx.view.villages[seat]))


def _scores(ctx: Ctx) -> tuple:
    return tuple((sc.total, tuple(sc.breakdown)) for sc in ctx.view.scores())


def regions(lay: L.TableLayout) -> list[Region]:
    """The table's regions for a layout, in the order the table draws them."""
    out = [Region("calendar", lambda ctx: (0, 0, L.STATUS[0] - 2, L.BAND_H - 1), draw_calendar,
                  lambda ctx: (common(ctx), ctx.view.day, ctx.view.calendar)),
           Region("day", lambda ctx: (L.STATUS[0] - 2, 0, L.DRAW_PILE[0] - L.STATUS[0], L.BAND_H - 1), draw_day,
                  lambda ctx: (common(ctx), ctx.view.day, ctx.view.phase, status_line(ctx, short=True))),
           Region("piles", lambda ctx: (L.DRAW_PILE[0] - 4, 0, L.LOG[0] - L.DRAW_PILE[0] + 4, L.BAND_H - 1),
                  draw_piles, lambda ctx: (common(ctx), len(ctx.view.draw), len(ctx.view.discard),
                                           tuple(ctx.view.discard[-1:])))]
    if lay.solo is not None:
        out.append(Region("solo", lambda ctx: around(ctx.layout.solo), draw_solo,
                          lambda ctx: (common(ctx), ctx.view.phase, village(ctx.view.villages[0]), _scores(ctx)),
                          lambda ctx: (*ctx.layout.solo, PAPER_RADIUS_SMALL)))
    for k, box in enumerate(lay.opponents):
        out.append(Region(f"village {box.seat}", lambda ctx, k=k: around(ctx.layout.opponents[k].rect),
                          lambda surface, ctx, k=k: draw_opponent(surface, ctx, ctx.layout.opponents[k]),
                          lambda ctx, seat=box.seat: _village_key(ctx, seat),
                          lambda ctx, k=k: (*ctx.layout.opponents[k].rect, PAPER_RADIUS_SMALL)))
    if lay.board is not None:
        out.append(Region("scores", lambda ctx: around(ctx.layout.board),
                          lambda surface, ctx: draw_board(surface, ctx, ctx.layout.board),
                          lambda ctx: (common(ctx), _scores(ctx)), lambda ctx: (*ctx.layout.board, PAPER_RADIUS_SMALL)))
    out += [Region("home", lambda ctx: around(L.HOME), draw_home,
                   lambda ctx: (_village_key(ctx, ctx.home), ctx.view.day, choices(ctx)),
                   lambda ctx: (*L.HOME, PAPER_RADIUS)),
            Region("actions", lambda ctx: around(L.ACT), draw_action_panel, _actions_key,
                   lambda ctx: (*L.ACT, PAPER_RADIUS)),
            Region("log", lambda ctx: around(log_box(ctx)), draw_log, _log_key,
                   lambda ctx: (*log_box(ctx), PAPER_RADIUS)),
            Region("message", lambda ctx: around(message_box(ctx)[0]) if ctx.message else (0, 0, 0, 0),
                   draw_message, lambda ctx: (common(ctx), ctx.message))]
    return out


class Picture:
    """The table's picture, kept region by region: `draw` brings it up to date with a frame's
    context, redrawing only the regions whose key changed (all of them after `forget`, or for
    a new window size, scale or layout: then the chrome is drawn first, "board rebuilt")."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.paper: pygame.Surface | None = None   # the chrome: the window's paper...
        self.band: pygame.Surface | None = None    # ... and its top rows with the band drawn over it
        self.whole: tuple | None = None    # what the chrome and the regions' list depend on
        self.regions: list[Region] = []
        self.keys: dict = {}
        self.drawn_at: dict = {}           # pixels: where each region was last drawn (its reach)
        self.tips: dict = {}               # each region's tooltip regions, as last drawn
        self.behind = 0                    # regions left outdated by the last `draw`
        self.left: set = set()             # ... their names
        self.redrawn: list | None = []     # pixel rects redrawn since it was last put (None: all; put_back.py)

    def forget(self) -> None:
        self.keys = {}

    def outdated(self, ctx: Ctx) -> list[Region]:
        return [r for r in self.regions if self.keys.get(r.name) != r.key(ctx)]

    def outdated_share(self, size, ctx: Ctx) -> float:
        """The share of the window `draw` would redraw now, all of it allowed (each outdated
        region's reach, now and when last drawn, counted as `draw` counts it)."""
        theme = ctx.theme
        areas = (_union(theme.rect(*r.reach(ctx)), self.drawn_at.get(r.name)) for r in self.outdated(ctx))
        return sum(a.w * a.h for a in areas) / (size[0] * size[1])

    def rebuild(self, size, ctx: Ctx) -> None:
        """The chrome for a new window size (or scale, or layout): every region drawn afresh."""
        for _ in self.chrome_steps(size, ctx):
            pass

    def chrome_steps(self, size, ctx: Ctx):
        """`rebuild` in slices, a generator yielding between them (the table's first frames:
        renderer.py, `prepare`): the band's rows, the paper, the waves, the picture."""
        fc.count(fc.BOARD_REBUILT)
        theme = ctx.theme
        if self.whole is not None and self.whole[:2] != (size, theme.scale_key):
            card_art.forget_faces()   # a new window size or scale: the faces at the old sizes are no use
        window = pygame.display.get_surface()   # the window's pixel format: no converted copy
        band = (size[0], min(size[1], band_rows(theme)))
        band = pygame.Surface(band, 0, window) if window is not None else pygame.Surface(band)
        yield
        yield from chrome_steps(band, theme, size)
        yield
        picture = pygame.Surface(size, 0, window) if window is not None else pygame.Surface(size)
        self.paper, self.band, self.surface = art.paper(size), band, picture
        self.put_chrome(picture, picture.get_rect())
        self.redrawn = None
        self.regions = regions(ctx.layout)
        self.keys, self.drawn_at, self.tips = {}, {}, {}
        self.whole = (size, theme.scale_key, ctx.home, len(ctx.seats))

    def current(self, size, ctx: Ctx) -> bool:
        """The chrome is the one for this window size, scale and layout."""
        return self.whole == (size, ctx.theme.scale_key, ctx.home, len(ctx.seats))

    def draw(self, size, ctx: Ctx, share: float | None = None) -> list[str]:
        """Bring the picture up to date; the regions redrawn. `share`: redraw regions covering
        at most that share of the window (one region at least), the rest at the next call (a day
        that ends changes every region: spread over two frames rather than one long one;
        counted in pixels, not timed, so the same frames draw the same regions on any machine).
        `behind` then says how many are left; the tooltips are those of the regions drawn.

        The places to redraw (each region's reach, now and when last drawn) that meet are
        joined, so that each region is drawn once in a frame: after `forget`, once each."""
        if not self.current(size, ctx):
            self.rebuild(size, ctx)
        theme = ctx.theme
        surface = self.surface
        room = None if share is None else share * size[0] * size[1]
        # those left behind by the last call first: moves every frame never starve the last regions
        outdated = sorted(self.outdated(ctx), key=lambda r: r.name not in self.left)
        reaches = {r.name: theme.rect(*r.reach(ctx)) for r in self.regions}
        chosen, places = [], []
        for region in outdated:
            area = _union(reaches[region.name], self.drawn_at.get(region.name))
            if room is not None and chosen and area.w * area.h > room:
                break
            if room is not None:
                room -= area.w * area.h
            chosen.append(region)
            places.append(area)
        places = _joined(places)
        # in each place, in the table's order (whatever lies over what): the regions chosen, and
        # those drawn before whose reach meets it, clipped to it
        drawn = [[region for region in self.regions
                  if (region in chosen and place.contains(_union(reaches[region.name], self.drawn_at.get(region.name))))
                  or (region.name in self.drawn_at and reaches[region.name].colliderect(place))] for place in places]
        for place, here in zip(places, drawn):
            # the chrome but where a paper drawn there covers it (a pass over half the window a move)
            papers = [_middle(theme, region.paper(ctx)) for region in here if region.paper is not None]
            for part in _without(place, papers):
                self.put_chrome(surface, part)
        if self.redrawn is not None:
            self.redrawn += places
        for place, here in zip(places, drawn):
            surface.set_clip(place)
            for region in here:
                self._draw(region, surface, ctx, reaches[region.name])
        surface.set_clip(None)
        for region in chosen:
            fc.count(fc.REGION_DRAWN + region.name)
            self.keys[region.name] = region.key(ctx)
        self.behind = len(outdated) - len(chosen)
        self.left = {r.name for r in outdated[len(chosen):]}
        ctx.tips[:] = [tip for r in self.regions for tip in self.tips.get(r.name, ())]
        return [r.name for r in chosen]

    def put_chrome(self, surface: pygame.Surface, part: pygame.Rect) -> None:
        """The chrome at `part` (pixels): the band's rows from the band, the rest from the paper."""
        top = self.band.get_height()
        if part.y < top:
            band = part.clip(0, 0, part.right, top)
            surface.blit(self.band, band, band)
        if part.bottom > top:
            below = part.clip(0, top, part.right, part.bottom - top)
            surface.blit(self.paper, below, below)

    def _draw(self, region: Region, surface: pygame.Surface, ctx: Ctx, reach: pygame.Rect) -> None:
        ctx.tips.clear()
        region.draw(surface, ctx)
        self.tips[region.name] = list(ctx.tips)
        self.drawn_at[region.name] = reach


def _union(a: pygame.Rect, b: pygame.Rect | None) -> pygame.Rect:
    """Both places, an empty one left out (a union with it would reach to its corner)."""
    if b is None or not (b.w and b.h):
        return a
    return b if not (a.w and a.h) else a.union(b)


def _middle(theme, paper: tuple) -> pygame.Rect:
    """The pixels a round-cornered paper (x, y, w, h, radius in base units) fills whole: its rows
    but those holding its corners, side to side (as widgets.panel draws it)."""
    *rect, radius = paper
    return theme.rect(*rect).inflate(0, -2 * theme.px(radius))


def _without(place: pygame.Rect, holes: list[pygame.Rect]) -> list[pygame.Rect]:
    """`place` but the `holes`, in rectangles (above, below, left and right of each hole)."""
    parts = [place]
    for hole in holes:
        out = []
        for p in parts:
            cut = p.clip(hole)
            if not (cut.w and cut.h):
                out.append(p)
                continue
            out += [pygame.Rect(p.x, p.y, p.w, cut.y - p.y), pygame.Rect(p.x, cut.bottom, p.w, p.bottom - cut.bottom),
                    pygame.Rect(p.x, cut.y, cut.x - p.x, cut.h), pygame.Rect(cut.right, cut.y, p.right - cut.right, cut.h)]
        parts = [p for p in out if p.w > 0 and p.h > 0]
    return parts


def _joined(places: list[pygame.Rect]) -> list[pygame.Rect]:
    """The places, those that meet joined into the rectangle around them, until none meet."""
    places = [p for p in places if p.w and p.h]
    joined = True
    while joined:
        joined = False
        for i in range(len(places)):
            for j in range(i + 1, len(places)):
                if places[i].colliderect(places[j]):
                    places[i] = places[i].union(places.pop(j))
                    joined = True
                    break
            if joined:
                break
    return places
