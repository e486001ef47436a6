"""What moves over the table, drawn every frame on top of its cached picture: places that just
changed pulse, residents turn face up at the reveal, items, favor and offering tokens fly to
where they land, and dots tick beside an AI seat that is thinking. Also where each of these
starts and ends for the events of one action (the scene starts them from events)."""

from __future__ import annotations

import pygame

from game.core.arigato import events as ev
from game.core.arigato.components import HIDDEN
from game.ui import theme as th
from game.ui.tables.arigato import card_art
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import panel_layout as PL
from game.ui.tables.arigato import over_layout as O
from game.ui.tables.arigato.render.context import SLOT_FILL, Ctx, icon, seat_colour
from game.ui.tables.arigato.render.village import seat_state


# --- drawing ---------------------------------------------------------------------------------------
def draw_motion(surface, ctx: Ctx) -> list[pygame.Rect]:
    """What moves, drawn over the table; where it drew (pixels: the picture is put back there
    next frame, put_back.py)."""
    return draw_pulses(surface, ctx) + draw_flips(surface, ctx) + draw_flights(surface, ctx) + draw_thinking(surface, ctx)


def draw_pulses(surface, ctx: Ctx) -> list[pygame.Rect]:
    """A fading ring in the seat's colour around each place that just changed. Where it drew:
    the ring's strips, not its clear middle (put back whole, a large place's middle was most of
    what the picture put back after a move: game/tools/MEASUREMENTS.md, "Overlays drawn once")."""
    theme = ctx.theme
    drawn = []
    width, radius = max(2, theme.px(3)), theme.px(8)
    clip = surface.get_clip()
    for rect, colour, life in ctx.pulses:
        r = theme.rect(*rect).inflate(theme.px(2 * L.PULSE_OUT), theme.px(2 * L.PULSE_OUT))
        parts = ring_strips(pygame.Rect((0, 0), r.size), max(width, radius))
        layer = ring_layer(r.size, colour, width, radius, int(200 * life))
        # blended only along the edges the ring lies on, not over the clear middle (the same
        # pixels; a large place's three pulses 0.17 -> 0.11 ms a frame at 1920x1080, a small
        # place's unchanged: game/tools/MEASUREMENTS.md, "Frames")
        for part in parts:
            surface.blit(layer, r.move(part.topleft).topleft, part)
            seen = part.move(r.topleft).clip(clip)
            if seen.w and seen.h:
                drawn.append(seen)
    return drawn


# a ring's layer kept per size, colour, width and radius, drawn opaque once and blended at each
# pulse's opacity (the layer's own alpha times each pixel's: 255 times it is it, the same pixels as
# a layer drawn at that opacity, tests/ui_arigato/test_arigato_pulse_strips.py): made anew each
# frame (its whole area, cleared), the pulses were a tenth of a frame that redraws no region
# (game/tools/MEASUREMENTS.md, "Overlays drawn once (branch arioverlays)")
_rings: dict = {}
RINGS_KEPT = 48


def ring_layer(size, colour, width: int, radius: int, alpha: int) -> pygame.Surface:
    """A ring of `colour` on a clear layer of `size`, blended at `alpha` when put."""
    key = (tuple(size), tuple(colour[:3]), width, radius)
    layer = _rings.get(key)
    if layer is None:
        if len(_rings) >= RINGS_KEPT:
            _rings.clear()
        layer = _rings[key] = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour[:3], 255), layer.get_rect(), width, border_radius=radius)
    layer.set_alpha(alpha)
    return layer


def ring_strips(rect: pygame.Rect, band: int) -> list[pygame.Rect]:
    """Where a ring `band` pixels thick at most (a round corner's radius included) drawn along
    the edges of `rect` (at 0, 0) lies: its top and bottom rows, its left and right columns."""
    w, h = rect.size
    if 2 * band >= min(w, h):
        return [rect]
    return [pygame.Rect(0, 0, w, band), pygame.Rect(0, h - band, w, band),
            pygame.Rect(0, band, band, h - 2 * band), pygame.Rect(w - band, band, band, h - 2 * band)]


def draw_flips(surface, ctx: Ctx) -> list[pygame.Rect]:
    """The reveal: the back narrows to nothing, then the face widens."""
    theme = ctx.theme
    drawn = []
    for f in ctx.flips:
        r = theme.rect(*f["rect"])
        drawn.append(r.inflate(2, 2))
        pygame.draw.rect(surface, SLOT_FILL, r, border_radius=theme.px(6))
        tt = max(0.0, f["t"])
        k = abs(1 - 2 * tt)
        w = max(1, int(r.w * k))
        shown = HIDDEN if tt < 0.5 else f["card"]
        face = card_art.narrowed(ctx.content, shown, r.size, f["rect"][3] < L.MINI_BELOW, w)
        surface.blit(face, (r.centerx - w // 2, r.y))
    return drawn


def draw_flights(surface, ctx: Ctx) -> list[pygame.Rect]:
    """Tokens on their way, along a bowed path that slows as it lands."""
    half = O.FLIGHT_ICON / 2
    drawn = []
    for f in ctx.flights:
        tt = max(0.0, f["t"])
        if f["t"] < 0:
            continue
        e = 1 - (1 - tt) ** 3
        (x0, y0), (x1, y1) = f["start"], f["end"]
        px = x0 + (x1 - x0) * e
        py = y0 + (y1 - y0) * e - O.FLIGHT_ARC * 4 * e * (1 - e)
        box = (px - half, py - half, O.FLIGHT_ICON, O.FLIGHT_ICON)
        icon(ctx, surface, f["icon"], box)
        r = ctx.theme.rect(*box)
        drawn.append(r.inflate(r.w // 2, r.h // 2))   # an icon's strokes may reach a little past its box
    return drawn


def draw_thinking(surface, ctx: Ctx) -> list[pygame.Rect]:
    """Three dots ticking beside the row of the AI seat the table waits for."""
    theme = ctx.theme
    radius = PL.THINKING_DOTS[3]
    return [pygame.draw.circle(surface, th.VERMILION if on else th.PAPER_SHADE, theme.pt(cx, cy), theme.px(radius))
            for (cx, cy), on in thinking_dots(ctx)]


def thinking_dots(ctx: Ctx) -> list[tuple[tuple[float, float], bool]]:
    """The dots' centres (base units) and which one is lit: beside the row of the seat the table
    waits for, after what the row says it is doing (a longer state, a translation, pushes them
    on); none for a person's seat, nor for a player who is disconnected (nobody thinks there: the
    row says they are waited for)."""
    active = ctx.active
    if active is None or ctx.my_turn or ctx.seats[active].is_human or ctx.replay or active in ctx.away:
        return []
    x, y = L.ACT[0], PL.waiting_row(active)   # beside the seat's row in draw_waiting
    dx, dy, step, radius = PL.THINKING_DOTS
    words = state_width(ctx.theme, seat_state(ctx, active))
    dx = max(dx, PL.WAIT_STATE_X + words + PL.THINKING_GAP + radius)
    return [((x + dx + d * step, y + dy), int(ctx.time * 3) % 3 == d) for d in range(3)]


# a seat's state's width (base units) per words and scale: measured every frame the dots tick
_widths: dict = {}


def state_width(theme, words: str) -> float:
    """How wide the row's state is, as draw_waiting sets it (sans 13)."""
    key = (words, theme.scale_key)
    width = _widths.get(key)
    if width is None:
        if len(_widths) >= 64:
            _widths.clear()
        width = _widths[key] = theme.font("sans", 13).size(words)[0] / theme.s
    return width


# --- where motion goes, for the events of one action ---------------------------------------------
def centre(r) -> tuple[float, float]:
    return (r[0] + r[2] / 2, r[1] + r[3] / 2)


def reveals(ctx: Ctx, events) -> list[tuple[tuple, int]]:
    """(workshop rect, card) of each resident revealed by these events, where it is drawn."""
    lay = ctx.layout
    boxes = {b.seat: b for b in lay.opponents}
    out = []
    for e in events:
        if isinstance(e, ev.ResidentRevealed) and e.seat is not None:
            if e.seat == lay.home:
                out.append((lay.grid[e.slot], e.card))
            elif e.seat in boxes:
                out.append((boxes[e.seat].grid[e.slot], e.card))
    return out


def flight_paths(ctx: Ctx, events) -> list[tuple[str, tuple, tuple]]:
    """(icon, start, end) of tokens to fly for the events of one action: items into a supply,
    favor into the tokens, an offering token onto its artisan."""
    lay = ctx.layout
    boxes = {b.seat: b for b in lay.opponents}
    items = ctx.content.items
    out = []
    for e in events:
        seat = e.seat
        if seat is None or not (seat == lay.home or seat in boxes):
            continue
        home = seat == lay.home
        box = boxes.get(seat)
        origin = centre(L.ACT) if home else centre(box.rect)
        if isinstance(e, ev.ItemGained):
            i = items.index(e.item)
            if home:
                end = centre(L.supply_rects(lay.supply, len(items))[i])
            else:
                end = L.small_supply_centre(box.supply, i)
            out.extend((e.item, origin, end) for _ in range(min(e.count, 4)))
        elif isinstance(e, ev.FavorScored):
            if home:   # into the favor dish, where the token then drops
                out.append(("favor", origin, L.dish_drop(lay.dish)))
            else:
                out.append(("favor", origin, L.opponent_favor_spot(box)))
        elif isinstance(e, ev.OfferingPrepared):
            grid = lay.grid if home else box.grid
            x, y, w, h = lay.tokens if home else box.rect
            fx, fy = O.OFFERING_FROM
            out.append(("offering", (x + w - fx, y + fy), centre(grid[e.slot])))
    return out


def pulse_targets(ctx: Ctx, events) -> list[tuple[tuple, tuple]]:
    """(rect, colour) to flash for the events of one action: where they happened."""
    lay = ctx.layout
    boxes = {b.seat: b for b in lay.opponents}
    out = []
    for e in events:
        seat = e.seat
        if seat is None:
            continue
        colour = seat_colour(ctx, seat)
        home = seat == lay.home
        box = boxes.get(seat)
        if isinstance(e, (ev.ResidentRevealed, ev.OfferingPrepared)):
            out.append(((lay.grid if home else box.grid)[e.slot], colour) if (home or box) else None)
        elif isinstance(e, ev.WorkshopEmptied):
            if home or box:
                out.append((lay.gate if home else box.gate, colour) if e.to_gate else
                           ((lay.grid if home else box.grid)[e.slot], colour))
        elif isinstance(e, (ev.ItemGained, ev.ItemsSpent, ev.ItemDiscarded)):
            if home or box:
                out.append((lay.supply if home else box.supply, colour))
        elif isinstance(e, (ev.FavorScored, ev.ObjectiveGained)):
            if home:
                out.append((lay.tokens, th.GOLD))
            elif box:
                out.append((L.opponent_tokens(box), th.GOLD))
    seen = []
    for item in out:
        if item is not None and item not in seen:
            seen.append(item)
    return seen
