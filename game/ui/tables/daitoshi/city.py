"""The city of Daitoshi as the board prints it (DISTRICTS): a disc cut into five pizza-slice
districts, each with its Inner, Middle and Outer bands, its three Magnate spaces and its name on
the rim, the Worm-Bus rail round it and the Prestige track running through the bands.

A wedge takes the colour of the Workers its district hires (the Town Hall, any colour, is stone).
A band shows its state: unbuilt (a dashed outline, what expanding it costs and the hexes it will
take), built (the tile's Workshop with its reward, the hexes given back on it, what electrifying
it costs) or electrified (lit, with its electrified reward). Workers stand in the Workshops,
Magnates on their spaces, the Mega-Machine token on its district.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.core.daitoshi.components import COLOURS, TERRAINS
from game.i18n import daitoshi as words
from game.i18n import t
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi.ctx import Part
from game.ui import art

STONE = (128, 120, 108)
UNBUILT = (36, 36, 40)


def hires(view, d: int) -> str:
    return view.c.tiles[view.district_tiles[d][0]].workers


def wedge_colour(view, d: int, ring: int, lit: bool = False) -> tuple:
    """The band's fill: the hired colour, muted, lighter outwards; lit when electrified."""
    colour = hires(view, d)
    base = STONE if colour == "any" else P.WORKER_COLOUR[colour]
    mix = (0.34, 0.4, 0.46)[ring] if not lit else 0.78
    c = tuple(int(18 + (v - 18) * mix) for v in base)
    if lit:
        c = tuple(min(255, int(v * 0.7 + l * 0.3)) for v, l in zip(c, P.LIT))
    return c


def pts(theme, points) -> list:
    return [theme.pt(*p) for p in points]


def rotated_text(surface, theme, text, role, size, colour, centre, angle) -> pygame.Rect:
    """Text turned by `angle` degrees (counterclockwise), centred on a base-unit point."""
    surf = pygame.transform.rotate(theme.render(text, role, size, colour), angle)
    r = surf.get_rect(center=theme.pt(*centre))
    surface.blit(surf, r)
    return r


# --- drawing ------------------------------------------------------------------------------------------------
def draw(surface, theme, ctx) -> None:
    view = ctx.view
    inner = tuple(view.district_tiles[d][0] for d in range(5))
    bands = tuple(_band_key(ctx, d, ring) for d in range(5) for ring in range(3))
    # the rim and the fifteen bands as one picture while no band changes: blitting the bands'
    # pictures one by one was most of a redraw of the city for a Bus or a Magnate moved
    P.layer(surface, theme, L.CITY, ("city bands", ctx.lang, ctx.colour_blind, inner, bands),
            lambda s: _under(s, theme, ctx, inner), slot="city bands")
    _here(surface, theme, view.cur_district)
    _hub(surface, theme, ctx)
    _buses(surface, theme, ctx)
    _prestige(surface, theme, ctx)     # on the spokes, over the bands' edges
    _prestige_markers(surface, theme, ctx)
    _magnates(surface, theme, ctx)
    if view.mm_district is not None and 0 <= view.mm_district < 5:
        _machine_token(surface, theme, ctx, view.mm_district)


def _under(surface, theme, ctx, inner) -> None:
    P.layer(surface, theme, L.CITY, ("city", ctx.lang, ctx.colour_blind, inner),
            lambda s: _fixed(s, theme, ctx))
    for d in range(5):
        _wedge(surface, theme, ctx, d)


def _fixed(surface, theme, ctx) -> None:
    """What stays put all game: the rail's bed and stops, the rim with each district's name and
    Magnate spaces, the Prestige track's spaces."""
    view = ctx.view
    c = view.c
    cx, cy = L.CITY_C
    pygame.draw.circle(surface, (26, 26, 30), theme.pt(cx, cy), theme.px(L.R_RAIL + 7))
    pygame.draw.circle(surface, (70, 64, 54), theme.pt(cx, cy), theme.px(L.R_RAIL), max(1, theme.px(2.5)))
    pygame.draw.circle(surface, (44, 42, 40), theme.pt(cx, cy), theme.px(L.R_RIM[1] + 1))
    for d in range(5):
        inner = c.tiles[view.district_tiles[d][0]]
        rim = L.band_polygon(d, L.R_RIM[0], L.R_RIM[1])
        pygame.draw.polygon(surface, (58, 54, 48), pts(theme, rim))
        name = words.title(inner.id, lang=ctx.lang)
        size = P.fitting(theme, name, "sans-bold", 10.5, 128, 8)
        rotated_text(surface, theme, name, "sans-bold", size, P.TEXT, L.name_spot(d), L.name_angle(d))
        for sp in range(3):   # the Magnate spaces and their Steam costs (2 / 1 / 0)
            x, y = L.magnate_spot(d, sp)
            pygame.draw.circle(surface, (34, 32, 30), theme.pt(x, y), theme.px(L.SPACE_R))
            pygame.draw.circle(surface, P.BORDER, theme.pt(x, y), theme.px(L.SPACE_R), max(1, theme.px(1.2)))
            theme.text(surface, str(view.space_steam(sp)), "sans-bold", 9.5, P.SOFT, (x, y), "center")
    _rail(surface, theme, ctx)


def _band_key(ctx, d: int, ring: int) -> tuple:
    """What a band's picture shows."""
    view = ctx.view
    return ("band", d, ring, view.district_tiles[d][ring], view.district_tiles[d][0],
            bool(view.electrified[d][ring]), view.workshop_workers[d][ring], tuple(view.tile_hexes[d][ring]),
            ctx.colour_blind)


def _wedge(surface, theme, ctx, d: int) -> None:
    for ring in range(3):   # each band a picture of its own, drawn again only when it changes
        _band_piece(surface, theme, ctx, d, ring)
    outline = L.band_polygon(d, L.R_HUB, L.R_RIM[1], 0.6)
    pygame.draw.polygon(surface, (24, 22, 20), pts(theme, outline), max(1, theme.px(1.2)))


def _band_piece(surface, theme, ctx, d: int, ring: int) -> None:
    P.piece(surface, theme, L.band_box(d, ring), _band_key(ctx, d, ring),
            lambda s, th: _band(s, th, ctx, d, ring), alpha=True)


def bands_ahead(theme, ctx) -> list:
    """Each band's picture drawn as a step of its own, ahead of the city (a table's first
    picture: render.py, `prepare`); drawn on a pixel the steps share, the pictures kept."""
    scratch = pygame.Surface((1, 1))
    return [partial(_band_piece, scratch, theme, ctx, d, ring) for d in range(5) for ring in range(3)]


def _here(surface, theme, d) -> None:
    """The district a Magnate has just moved to, whose turn this is: its outline and its Magnate
    spaces' ring lit, over the bands' picture."""
    if d is None or not 0 <= d < 5:
        return
    outline = L.band_polygon(d, L.R_HUB, L.R_RIM[1], 0.6)
    pygame.draw.polygon(surface, P.ACCENT, pts(theme, outline), max(1, theme.px(2.6)))
    pygame.draw.polygon(surface, P.ACCENT, pts(theme, L.band_polygon(d, L.R_RIM[0], L.R_RIM[1], 0.6)),
                        max(1, theme.px(1.6)))


def _band(surface, theme, ctx, d: int, ring: int) -> None:
    """One band of a district: unbuilt, built or electrified; the Inner one with its district's
    action and Exploit."""
    view = ctx.view
    c = view.c
    r0, r1 = L.band_radii(ring)
    poly = pts(theme, L.band_polygon(d, r0, r1))
    tile_id = view.district_tiles[d][ring]
    if tile_id is None:
        pygame.draw.polygon(surface, UNBUILT, poly)
        P.dashed_polygon(surface, wedge_colour(view, d, ring), poly, max(1, theme.px(1.2)), theme.px(5))
        _unbuilt(surface, theme, ctx, d, ring)
        return
    lit = bool(view.electrified[d][ring])
    pygame.draw.polygon(surface, wedge_colour(view, d, ring, lit), poly)
    if lit:   # electrified: a bright rim inside the band
        pygame.draw.polygon(surface, P.LIT, pts(theme, L.band_polygon(d, r0 + 2, r1 - 2, 3.0)),
                            max(1, theme.px(1.6)))
    pygame.draw.polygon(surface, (22, 20, 18), poly, max(1, theme.px(1)))
    _tile(surface, theme, ctx, d, ring, c.tiles[tile_id], lit)
    if ring:
        return
    inner = c.tiles[view.district_tiles[d][0]]   # the Inner tile's own marks: its action, its Exploit
    act = inner.action
    P.icon(surface, theme, f"action:{act}", L.band_spot(d, 0, *L.ACTION_AT), 20 if act != "wild" else 22,
           ctx.colour_blind)
    ex = L.band_spot(d, 0, *L.EXPLOIT_AT)
    n = len(inner.exploit)
    for k, terrain in enumerate(inner.exploit):
        col = P.TERRAIN_COLOUR["any"] if terrain == "land" else P.TERRAIN_COLOUR[terrain]
        P.draw_hex(surface, theme, (ex[0] + (k - (n - 1) / 2) * 12.5, ex[1]), 6, col,
                   P.letter(terrain) if ctx.colour_blind else "")


def _unbuilt(surface, theme, ctx, d: int, ring: int) -> None:
    """An unbuilt space: what expanding it costs, and the hex spaces it will take (EXPAND 1, 3)."""
    view = ctx.view
    cost = view.expand_cost(d, ring)
    x, y = L.band_spot(d, ring, -6, 0.5)
    P.reward_chip(surface, theme, ("materials", "", cost), x - 12, y - 7, 14, ctx.colour_blind, P.SOFT)
    for k in range(ring):
        hx, hy = L.band_spot(d, ring, 10 + k * 7, 0.5)
        P.draw_hex(surface, theme, (hx, hy), 5.5, (60, 60, 64), width=max(1, theme.px(1)))


def _tile(surface, theme, ctx, d: int, ring: int, tile, lit: bool) -> None:
    view = ctx.view
    reward = tile.electrified_workshop if lit else tile.workshop
    wx, wy = L.workshop_spot(d, ring)
    colour = hires(view, d)
    ring_col = P.WORKER_COLOUR.get(colour, STONE) if colour != "any" else (230, 226, 214)
    pygame.draw.circle(surface, (236, 228, 208), theme.pt(wx, wy), theme.px(L.WORKSHOP_R))
    pygame.draw.circle(surface, ring_col, theme.pt(wx, wy), theme.px(L.WORKSHOP_R), max(1, theme.px(2.2)))
    wk = view.workshop_workers[d][ring]
    if wk >= 0:   # a Worker stands on the Workshop, over its reward (as on the board)
        P.draw_worker(surface, theme, (wx, wy), 9, COLOURS[wk], ctx.colour_blind)
    else:
        _workshop_reward(surface, theme, ctx, words.added_up(reward), wx, wy)
    # the hexes given back on the tile, Conflict side up (EXPAND 3)
    if ring:
        da, f = L.HEXES_AT[ring]
        for k, x_ in enumerate(view.tile_hexes[d][ring]):
            hx, hy = L.band_spot(d, ring, da + k * 6.5, f)
            P.draw_hex(surface, theme, (hx, hy), 6, P.TERRAIN_COLOUR[TERRAINS[x_]],
                       P.letter(TERRAINS[x_]) if ctx.colour_blind else "", conflict=True)
    ex, ey = L.band_spot(d, ring, *L.ELECTRIFY_AT[ring])
    if lit:
        P.icon(surface, theme, "bolt", (ex, ey), 12)
    else:
        P.reward_chip(surface, theme, ("bolt", "", tile.electrify_cost), ex - 9, ey - 6, 12, False, (250, 244, 230))


def _workshop_reward(surface, theme, ctx, rewards, wx, wy) -> None:
    """A Workshop's reward printed inside it: one icon, or two side by side, each amount on a
    small badge (the tooltip says it in words)."""
    shown = rewards[:2]
    size = 13 if len(shown) == 1 else 9.5
    for k, reward in enumerate(shown):
        cx = wx + (k - (len(shown) - 1) / 2) * 10.5
        P.icon(surface, theme, P.reward_glyph(reward), (cx, wy - (1.5 if len(shown) == 1 else 0)), size,
               ctx.colour_blind)
        label = P.amount_text(reward)
        if label and (label != "1" or len(shown) == 1):
            bx, by = (cx + 5.5, wy + 6) if len(shown) == 1 else (cx + 3.5, wy + 7)
            pygame.draw.circle(surface, (28, 26, 24), theme.pt(bx, by), theme.px(4.2))
            theme.text(surface, label, "sans-bold", 7.5, (250, 244, 230), (bx, by), "center")


def _hub(surface, theme, ctx) -> None:
    cx, cy = L.CITY_C
    art.gear(surface, theme.pt(cx, cy), theme.px(L.R_HUB - 1), 10, (110, 92, 60))
    pygame.draw.circle(surface, (40, 38, 36), theme.pt(cx, cy), theme.px(L.R_HUB * 0.55))


def _rail(surface, theme, ctx) -> None:
    rail = ctx.view.c.worm_bus_rail
    for k in range(L.RAIL_STOPS):
        x, y = L.rail_stop(k)
        pygame.draw.circle(surface, (48, 46, 42), theme.pt(x, y), theme.px(L.STOP_R))
        pygame.draw.circle(surface, (120, 104, 74), theme.pt(x, y), theme.px(L.STOP_R), max(1, theme.px(0.8)))
        if k < len(rail) and rail[k]:
            P.icon(surface, theme, P.reward_glyph(rail[k][0]), (x, y), 8.5, ctx.colour_blind)


def _buses(surface, theme, ctx) -> None:
    view = ctx.view
    for k in range(L.RAIL_STOPS):
        here = [i for i, p in enumerate(view.players) if p.worm_bus % L.RAIL_STOPS == k]
        x, y = L.rail_stop(k)
        for j, i in enumerate(here):
            P.draw_bus(surface, theme, (x + (j - (len(here) - 1) / 2) * 5, y - 5 - (j % 2) * 3), ctx.colours[i])


def _prestige(surface, theme, ctx) -> None:
    track = ctx.view.c.prestige_track
    for k in range(len(track)):
        x, y = L.prestige_spot(k)
        box = theme.rect(x - 6, y - 6, 12, 12)
        pygame.draw.rect(surface, (36, 34, 38), box, border_radius=theme.px(2))
        pygame.draw.rect(surface, (206, 120, 146), box, max(1, theme.px(0.9)), border_radius=theme.px(2))
        if track[k]:
            P.icon(surface, theme, P.reward_glyph(track[k][0]), (x, y), 8.5, ctx.colour_blind)


def _prestige_markers(surface, theme, ctx) -> None:
    view = ctx.view
    for k in range(len(view.c.prestige_track)):
        x, y = L.prestige_spot(k)
        here = [i for i, p in enumerate(view.players) if p.prestige == k]
        for j, i in enumerate(here):
            P.draw_disc(surface, theme, (x - 6 + j * 4, y + 6), 2.6, ctx.colours[i])


def _magnates(surface, theme, ctx) -> None:
    view = ctx.view
    if ctx.drafting():
        return
    for d in range(5):
        for sp in range(3):
            who = [i for i, p in enumerate(view.players) if p.magnate is not None and tuple(p.magnate) == (d, sp)]
            k = 0
            for i in who:
                if i not in ctx.moving:
                    P.draw_magnate(surface, theme, L.magnate_spot(d, sp, k), 6.5, ctx.colours[i], ctx.letter(i),
                                   ctx.colour_blind)
                k += 1
            if view.neutral is not None and tuple(view.neutral) == (d, sp):
                P.draw_magnate(surface, theme, L.magnate_spot(d, sp, k), 6.5, P.NEUTRAL, "N", ctx.colour_blind)


def _machine_token(surface, theme, ctx, d: int) -> None:
    view = ctx.view
    x, y = L.mm_spot(d)
    art.gear(surface, theme.pt(x, y), theme.px(9.5), 9, (196, 120, 70))
    if view.mm_worker >= 0:
        P.draw_worker(surface, theme, (x, y), 6.5, COLOURS[view.mm_worker], ctx.colour_blind)


# --- what each place is, in words -------------------------------------------------------------------------------
def parts(theme, ctx) -> list[Part]:
    view = ctx.view
    c = view.c
    lang = ctx.lang
    out = []
    for d in range(5):
        inner = c.tiles[view.district_tiles[d][0]]
        name = words.title(inner.id, lang=lang)
        colour = inner.workers
        out.append(Part(("name", d), None, t(
            "dtable.district_tip", name=name, n=d + 1, action=P.word("action", inner.action),
            mm=t("dtable.or_contribute") if view.mm_district == d and inner.action != "wild" else "",
            exploit=" + ".join(P.word("terrain", e) for e in inner.exploit),
            hires=t("dtable.hires_any") if colour == "any" else t("dtable.hires_only", colour=P.word("colours", colour)))
            + t("dtable.page", page=13)))
        for ring in range(3):
            out.append(Part(("band", d, ring), None, band_tip(view, d, ring, lang)))
        for sp in range(3):
            who = [ctx.names[i] for i, p in enumerate(view.players)
                   if p.magnate is not None and tuple(p.magnate) == (d, sp) and not ctx.drafting()]
            if view.neutral is not None and tuple(view.neutral) == (d, sp):
                who.append(t("dtable.neutral_magnate"))
            out.append(Part(("space", d, sp), None, t(f"dtable.magnate_tip.{sp}")
                            + (t("dtable.names_suffix", names=", ".join(who)) if who else "")
                            + t("dtable.page", page=13)))
    for k in range(len(c.prestige_track)):
        here = [ctx.names[i] for i, p in enumerate(view.players) if p.prestige == k]
        gain = c.prestige_track[k]
        out.append(Part(("prestige", k), None, t("dtable.prestige_space", k=k, what=words.rewards_text(
            gain, lang=lang) if gain else t("dtable.nothing")) + (t("dtable.names_suffix", names=", ".join(here))
                                                                 if here else "") + t("dtable.page", page=19)))
    for k in range(L.RAIL_STOPS):
        here = [ctx.names[i] for i, p in enumerate(view.players) if p.worm_bus % L.RAIL_STOPS == k]
        gain = c.worm_bus_rail[k] if k < len(c.worm_bus_rail) else ()
        out.append(Part(("rail", k), None, t("dtable.rail_space", k=k + 1, what=words.rewards_text(
            gain, lang=lang) if gain else t("dtable.nothing")) + (t("dtable.names_suffix", names=", ".join(here))
                                                                 if here else "") + t("dtable.page", page=19)))
    out.append(Part(("hub",), None, t("dtable.hub_tip") + t("dtable.page", page=19)))
    if view.mm_district is not None and 0 <= view.mm_district < 5:
        out.append(Part(("mm",), None, t("dtable.mm_tag_tip") + t("dtable.page", page=21)))
    return out


def band_tip(view, d: int, ring: int, lang: str) -> str:
    c = view.c
    label = t(f"dtable.ring.{ring}")
    tile_id = view.district_tiles[d][ring]
    if tile_id is None:
        return t(f"dtable.unbuilt_tip.{ring}", label=label, cost=view.expand_cost(d, ring)) + t("dtable.page", page=17)
    tile = c.tiles[tile_id]
    elec = view.electrified[d][ring]
    reward = tile.electrified_workshop if elec else tile.workshop
    tip = t("dtable.tile_tip_elec" if elec else "dtable.tile_tip", label=label,
            rewards=words.rewards_text(reward, lang=lang))
    if not elec:
        tip += t("dtable.electrify_tip", cost=tile.electrify_cost, rewards=words.rewards_text(tile.electrify, lang=lang))
    wk = view.workshop_workers[d][ring]
    if wk >= 0:
        tip += t("dtable.workshop_taken", colour=P.word("colour", COLOURS[wk]))
    hexes = view.tile_hexes[d][ring]
    if hexes:
        tip += t("dtable.tile_hexes", what=", ".join(P.word("terrain", TERRAINS[x]) for x in hexes))
    return tip + t("dtable.page", page=13)
