"""Every Factory in compact form, one strip a player (the solo Mayor too): name and VP, the
Warehouse, Wealth and Steam, the Workers, the Exploitation Record, the Operation tiles in Conflict
and the nine floors at a glance. The seat whose turn it is is lit; the Factory drawn large is
marked; a click on a strip draws that Factory large (scene.py). A player disconnected from a game
online is marked "disconnected, waiting" under their name until they come back, and a seat the
host's AI plays for them meanwhile "AI standing in".
"""

from __future__ import annotations

import pygame

from game.core.daitoshi.components import COLOURS, RESOURCES, TERRAINS
from game.i18n import said_to, t, tn
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi.ctx import Part
from game.ui.widgets import rounded


def draw(surface, theme, ctx, seat: int) -> None:
    """The strip of `seat`, a region of its own (render.py): a picture of its own, drawn again
    only when its Factory or its light changes. One region for every strip drew the four again
    when one changed, the strips of the seat ending its turn and of the seat beginning it in the
    same frame (game/tools/MEASUREMENTS.md, "Daitoshi at 1920x1080")."""
    p = ctx.view.players[seat]
    n = ctx.n
    key = ("strip", seat, n, ctx.colour_blind, ctx.names[seat], tuple(ctx.colours[seat]), seat == ctx.shown,
           seat == ctx.active, seat in ctx.away, seat in ctx.stand_ins, p.vp, tuple(p.res), p.wealth, p.steam,
           tuple(p.workers), tuple(p.record), tuple(p.conflict), tuple(map(tuple, p.slots)),
           tuple(map(tuple, p.improved)))
    P.piece(surface, theme, L.strip_rect(seat, n), key, lambda s, th: _strip(s, th, ctx, seat, n))


def _strip(surface, theme, ctx, seat: int, n: int) -> None:
    view = ctx.view
    p = view.players[seat]
    x, y, w, h = L.strip_rect(seat, n)
    shown = seat == ctx.shown
    active = seat == ctx.active
    rounded(surface, (62, 64, 70) if shown else (46, 48, 54), theme.rect(x, y, w, h), theme.px(5))
    if active:
        rounded(surface, P.ACCENT, theme.rect(x, y, w, h), theme.px(5), max(1, theme.px(2)))
    pygame.draw.rect(surface, ctx.colours[seat], theme.rect(x + 1, y + 3, 4, h - 6))
    cy = y + h / 2
    P.draw_magnate(surface, theme, (x + 14, cy + 1), 5.5, ctx.colours[seat], ctx.letter(seat), ctx.colour_blind)
    nx, nw = L.STRIP_NAME
    if seat in ctx.away:        # the name a little up, and under it why nothing happens there
        P.text_fit(surface, theme, ctx.names[seat], "sans-bold", 12, P.TEXT, (x + nx, cy - 6), nw)
        P.text_fit(surface, theme, t("online.away"), "sans-bold", 9.5, P.ALERT, (x + nx, cy + 7), nw)
    elif seat in ctx.stand_ins:  # the same place says who plays it meanwhile: not its person
        P.text_fit(surface, theme, ctx.names[seat], "sans-bold", 12, P.TEXT, (x + nx, cy - 6), nw)
        P.text_fit(surface, theme, t("online.stand_in"), "sans-bold", 9.5, P.TEXT, (x + nx, cy + 7), nw)
    else:
        P.text_fit(surface, theme, ctx.names[seat], "sans-bold", 12, P.TEXT, (x + nx, cy), nw)
    P.icon(surface, theme, "vp", L.strip_vp(seat, n), L.STRIP_ICON)
    fx, _, fw, _ = L.strip_vp_figure(seat, n)
    P.text_fit(surface, theme, str(p.vp), "serif-bold", 13, P.ACCENT, (fx, cy), fw)
    mayor = ctx.solo is not None and seat == ctx.solo.seat
    for k, (name, value) in enumerate(zip(list(RESOURCES) + ["wealth", "steam"], list(p.res) + [p.wealth, p.steam])):
        px_, py_ = L.strip_counter(seat, n, k)
        P.icon(surface, theme, name, (px_, py_), L.STRIP_ICON, ctx.colour_blind)
        theme.text(surface, "—" if mayor and name == "steam" else str(value), "sans-bold", 10.5, P.TEXT,
                   (px_ + 8, py_), "midleft")
    for k, colour in enumerate(COLOURS):
        px_, py_ = L.strip_worker(seat, n, k)
        P.draw_worker(surface, theme, (px_, py_), 5, colour, ctx.colour_blind)
        theme.text(surface, str(p.workers[k]), "sans-bold", 9.5, P.TEXT, (px_ + 6, py_ + 1), "midleft")
    for k, terrain in enumerate(TERRAINS):
        px_, py_ = L.strip_record(seat, n, k)
        P.draw_hex(surface, theme, (px_, py_), 7, P.TERRAIN_COLOUR[terrain], conflict=False)
        theme.text(surface, str(p.record[k]), "sans-bold", 9, (20, 18, 16), (px_, py_), "center")
    for k in range(4):
        on = p.conflict[k]
        box = theme.rect(x + L.STRIP_OPS_X + k * 9, cy - 5, 8, 10)
        pygame.draw.rect(surface, (176, 60, 48) if on else (70, 72, 78), box, border_radius=theme.px(2))
    for b in range(3):
        for f in range(3):
            inv = p.slots[b][f]
            cell = theme.rect(x + L.STRIP_GRID_X + b * 7.5, cy + 4.5 - f * 7.5 - 3, 6.5, 6.5)
            if inv is None:
                pygame.draw.rect(surface, (60, 60, 64), cell, 1)
            else:
                q = P.QUALITY_COLOUR[view.c.inventions[inv].quality]
                pygame.draw.rect(surface, q if p.improved[b][f] else tuple(v * 3 // 4 for v in q), cell)


def parts(theme, ctx) -> list[Part]:
    """Every strip's place."""
    return [part for seat in range(ctx.n) for part in seat_parts(theme, ctx, seat)]


def seat_parts(theme, ctx, seat: int) -> list[Part]:
    """The strip of `seat` as a place, its tooltip saying who plays it and what its Factory holds."""
    view = ctx.view
    n = ctx.n
    p = view.players[seat]
    who = (t("dtable.who.you") if seat == ctx.viewer else t("dtable.who.online") if seat in ctx.elsewhere
           else t("dtable.who.human") if ctx.humans[seat] else t("dtable.who.ai"))
    if ctx.solo is not None and seat == ctx.solo.seat:
        who = t("dtable.who.mayor")
    res = ", ".join(f"{v} {P.word('resname', r)}" for r, v in zip(RESOURCES, p.res))
    counts = ", ".join((tn("dtable.n_workers", p.worker_count()), tn("dtable.n_record_hexes", sum(p.record)),
                        tn("dtable.n_conflict_tiles", sum(p.conflict)),
                        tn("dtable.n_inventions", sum(1 for _ in p.inventions()))))
    if seat in ctx.away:
        who = f"{who}, {t('online.away')}"
    elif seat in ctx.stand_ins:
        who = t("online.stand_in_for", name=ctx.names[seat])
    tip = said_to("dtable.strip_tip", ctx.names[seat], who=who, vp=p.vp, res=res, wealth=p.wealth,
                  steam=p.steam, counts=counts)
    return [Part(("strip", seat), L.strip_rect(seat, n), tip + t("dtable.page", page=5))]
