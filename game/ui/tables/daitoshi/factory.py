"""A Factory drawn large, as its player board (PLAYER SETUP 14-23, THE PRODUCTION TURN): the
Exploitation Record with what each space gains, the Worker spaces under their Operation tile,
the three buildings (Left 2 Steam, Middle 1, Right 4) with their floors and the Inventions on them,
the Warehouse's tracks 0-9, Wealth and Steam, the Steam Engine Track with its chimney and arrows,
the four Operation tiles on their normal or Conflict side, and along the top the Reputation track,
Prestige, Worm-Bus, the Production marker, the Government Grant, the Banners left and the Starting
Player token. The solo Mayor's board shows his differences (SOLO MODE: no Steam, no chimney, only
the Workers' Operation tile; his Record and Worker spaces filled in order).
"""

from __future__ import annotations

import pygame

from game.core.daitoshi.components import COLOURS, RESOURCES, TERRAINS
from game.core.daitoshi.effects import worker_cap
from game.core.daitoshi.prompts import ProducePrompt
from game.i18n import daitoshi as words
from game.i18n import said_to, t, tn
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi.ctx import Part
from game.ui.tables.daitoshi.tiles import draw_invention, invention_tip
from game.ui.widgets import rounded

CONFLICT = (170, 62, 50)
NORMAL = (70, 78, 88)
OPERATION = ("steam", "buildings", "workers", "progress")


def is_mayor(ctx, seat: int) -> bool:
    return ctx.solo is not None and seat == ctx.solo.seat


def players_workers(view, seat, mayor: bool) -> list[int]:
    """The colour on each Worker space, in reading order (-1 empty): the Mayor's as he filled
    them; a player's in colour order."""
    if mayor:
        return list(view.solo.workers) + [-1] * (6 - len(view.solo.workers))
    p = view.players[seat]
    out = [c for c in range(4) for _ in range(p.workers[c])]
    return (out + [-1] * 6)[:max(6, len(out))]


def draw(surface, theme, ctx, seat: int) -> None:
    """The Factory of `seat` in L.FACTORY, each part a picture of its own drawn again only when
    what it shows changes (the Factory shown changes often while moves are told)."""
    view = ctx.view
    p = view.players[seat]
    mayor = is_mayor(ctx, seat)
    # its paper kept as a picture (its shadow's blend is most of drawing it), its border drawn over
    P.layer(surface, theme, L.FACTORY, "factory paper",
            lambda s: P.panel(s, theme, L.FACTORY, fill=(52, 50, 48), border=None, radius=8))
    rounded(surface, ctx.colours[seat], theme.rect(*L.FACTORY), theme.px(8), max(1, theme.px(2)))
    solo = view.solo
    common = (seat, ctx.colour_blind, ctx.lang, tuple(ctx.colours[seat]), ctx.names[seat])
    x, y, w, _ = L.FACTORY
    P.piece(surface, theme, (x + 2, y + 2, w - 4, L.FAC_HEAD_H), common + (
        p.vp, p.reputation, p.prestige, p.worm_bus, p.production_ready, _leading(view, seat), p.grant, p.banners,
        view.start_seat), lambda s, th: _head(s, th, ctx, seat, mayor))
    record = tuple(solo.record) if mayor else ()
    P.piece(surface, theme, L.record_row(0)[:2] + (L.RECORD_ROW[2], 4 * L.RECORD_ROW[3]),
            common + ("record", tuple(p.record), record), lambda s, th: _record(s, th, ctx, seat, mayor))
    workers = tuple(solo.workers) if mayor else ()
    P.piece(surface, theme, L.fac(*L.WORKER_SPACES), common + ("workers", tuple(p.workers), tuple(p.conflict), workers),
            lambda s, th: _workers(s, th, ctx, seat, mayor))
    for b in range(3):
        bx, by, bw, bh = L.building_rect(b)
        key = common + ("building", b, tuple(p.slots[b]), tuple(p.improved[b]), tuple(p.progress[b]),
                        tuple(p.conflict))
        P.piece(surface, theme, (bx, by, bw, L.BUILDING_FOOT_Y + L.BUILDING_FOOT_H - L.FLOOR_Y0), key,
                lambda s, th, b=b: _building(s, th, ctx, seat, b, mayor))
    P.piece(surface, theme, L.fac(*L.WAREHOUSE), common + ("warehouse", tuple(p.res), p.wealth, p.steam),
            lambda s, th: _warehouse(s, th, ctx, seat, mayor))
    P.piece(surface, theme, L.fac(*L.ENGINE), common + ("engine", p.chimney, tuple(p.conflict)),
            lambda s, th: _engine(s, th, ctx, seat, mayor))


def _building(surface, theme, ctx, seat, b, mayor) -> None:
    view = ctx.view
    p = view.players[seat]
    bx, by, bw, bh = L.building_rect(b)
    rounded(surface, (40, 40, 44), theme.rect(bx, by, bw, 3 * L.FLOOR_H - 3), theme.px(4))
    for f in range(3):
        rect = L.floor_rect(b, f)
        inv = p.slots[b][f]
        if inv is None:
            fx, fy, fw, fh = rect
            pygame.draw.rect(surface, (58, 58, 62), theme.rect(fx + 3, fy + 3, fw - 6, fh - 6),
                             max(1, theme.px(1)), border_radius=theme.px(4))
            continue
        draw_invention(surface, theme, view, inv, rect, ctx.colour_blind, bool(p.improved[b][f]),
                       p.progress[b][f], ctx.colours[seat])
    _foot(surface, theme, ctx, seat, b, mayor)


def _head(surface, theme, ctx, seat, mayor) -> None:
    view = ctx.view
    p = view.players[seat]
    c = view.c
    x, y, w, _ = L.FACTORY
    pygame.draw.rect(surface, ctx.colours[seat], theme.rect(x + 1, y + 4, 4, L.FAC_HEAD_H - 6))
    nx, ny, nw, nh = L.head_part("name")
    P.draw_magnate(surface, theme, (nx + 7, ny + nh / 2 + 1), 5.5, ctx.colours[seat], ctx.letter(seat), ctx.colour_blind)
    P.text_fit(surface, theme, ctx.names[seat], "sans-bold", 13, P.TEXT, (nx + 16, ny + nh / 2), nw - 18)
    vx, vy, vw, vh = L.head_part("vp")
    P.icon(surface, theme, "vp", (vx + 8, vy + vh / 2), 14)
    theme.text(surface, str(p.vp), "serif-bold", 14, P.ACCENT, (vx + 18, vy + vh / 2), "midleft")
    rx, ry, rw, rh = L.head_part("reputation")
    P.icon(surface, theme, "reputation", (rx + 7, ry + rh / 2), 13)
    for k, vp in enumerate(c.factory["reputation_vp"]):
        box = theme.rect(rx + 16 + k * 22, ry + 1, 20, rh - 2)
        rounded(surface, (80, 70, 54) if k == p.reputation else (44, 42, 40), box, theme.px(3))
        theme.text(surface, str(vp), "sans-bold", 9.5, P.TEXT if k <= p.reputation else P.FAINT,
                   (rx + 26 + k * 22, ry + rh / 2), "center")
        if k == p.reputation:
            P.draw_disc(surface, theme, (rx + 34 + k * 22, ry + 3), 3, ctx.colours[seat])
    for name, glyph, value in (("prestige", "prestige", p.prestige), ("worm_bus", "worm_bus", p.worm_bus)):
        gx, gy, gw, gh = L.head_part(name)
        P.icon(surface, theme, glyph, (gx + 8, gy + gh / 2), 14)
        theme.text(surface, str(value), "sans-bold", 11, P.TEXT, (gx + 17, gy + gh / 2), "midleft")
    px_, py_, pw, ph = L.head_part("production")
    if not mayor:
        P.icon(surface, theme, "production", (px_ + 8, py_ + ph / 2), 14)
        spot = 1 if p.production_ready else 0
        if _leading(view, seat):
            spot = 2
        for k in range(3):
            cx = px_ + 22 + k * 12
            pygame.draw.circle(surface, (40, 40, 44), theme.pt(cx, py_ + ph / 2), theme.px(4.5))
            if k == spot:
                P.draw_disc(surface, theme, (cx, py_ + ph / 2), 4, ctx.colours[seat])
    gx, gy, gw, gh = L.head_part("grant")
    if mayor:
        pass   # his Bribe tile lies with his deck (side.py)
    elif p.grant:
        rounded(surface, (190, 160, 90), theme.rect(gx + 2, gy + 1, gw - 4, gh - 2), theme.px(3))
        P.icon(surface, theme, "production", (gx + gw / 2, gy + gh / 2), 13)
    else:
        rounded(surface, (70, 66, 60), theme.rect(gx + 2, gy + 1, gw - 4, gh - 2), theme.px(3), 1)
    bx, by, bw, bh = L.head_part("banners")
    P.icon(surface, theme, "partnership", (bx + 8, by + bh / 2), 14)
    theme.text(surface, str(p.banners), "sans-bold", 11, P.TEXT, (bx + 17, by + bh / 2), "midleft")
    if view.start_seat == seat:
        sx, sy, sw, sh = L.head_part("start")
        rounded(surface, (200, 60, 50), theme.rect(sx + 2, sy, 18, sh), theme.px(4))
        theme.text(surface, "1", "serif-bold", 12, (250, 240, 220), (sx + 11, sy + sh / 2), "center")


def _leading(view, seat) -> bool:
    """The seat is asked to produce as the Production Leader."""
    match view.prompt(seat):
        case ProducePrompt(leader=True):
            return True
    return False


def _record(surface, theme, ctx, seat, mayor) -> None:
    view = ctx.view
    p = view.players[seat]
    c = view.c
    for t_no in range(4):
        rx, ry, rw, rh = L.record_row(t_no)
        rounded(surface, (44, 44, 48), theme.rect(rx, ry, rw, rh), theme.px(3))
        hx, hy = rx + 12, ry + rh / 2
        if mayor:   # his four spaces hold any hex, filled top to bottom
            held = view.solo.record[t_no] if t_no < len(view.solo.record) else -1
            if held >= 0:
                P.draw_hex(surface, theme, (hx, hy), 9, P.TERRAIN_COLOUR[TERRAINS[held]],
                           P.letter(TERRAINS[held]) if ctx.colour_blind else "", conflict=True)
            else:
                P.draw_hex(surface, theme, (hx, hy), 9, (60, 60, 64), outline=(90, 90, 94))
            continue
        col = P.TERRAIN_COLOUR[TERRAINS[t_no]]
        n = p.record[t_no]
        if n == 0:
            P.draw_hex(surface, theme, (hx, hy), 9, tuple(v // 3 for v in col), outline=col)
        for k in range(min(n, 3)):
            P.draw_hex(surface, theme, (hx + k * 1.5, hy - k * 2.5), 9, col,
                       P.letter(TERRAINS[t_no]) if ctx.colour_blind and k == min(n, 3) - 1 else "",
                       conflict=k > 0)
        if n > 1:   # how many: a badge on the stack
            pygame.draw.circle(surface, (24, 22, 20), theme.pt(hx + 9, hy + 8), theme.px(5.5))
            theme.text(surface, str(n), "sans-bold", 9, P.ALERT, (hx + 9, hy + 8), "center")
        P.reward_row(surface, theme, c.exploit_reward[t_no], rx + 30, ry + 2, 12, ctx.colour_blind)
        P.draw_hex(surface, theme, (rx + 37, ry + rh - 8), 4.5, (200, 90, 70))   # the Conflict reward below
        P.reward_row(surface, theme, c.conflict_reward[t_no], rx + 45, ry + rh - 14, 12, ctx.colour_blind)


def _workers(surface, theme, ctx, seat, mayor) -> None:
    view = ctx.view
    p = view.players[seat]
    x, y, w, h = L.WORKER_SPACES
    fx, fy = L.FACTORY[0] + x, L.FACTORY[1] + y
    conflict = p.conflict[2] and not mayor
    rounded(surface, CONFLICT if conflict else NORMAL, theme.rect(fx, fy, w, h), theme.px(5))
    P.icon(surface, theme, "worker:any", (fx + 9, fy + 9), 12)
    cap = worker_cap(view, seat)
    theme.text(surface, f"{p.worker_count()}/{cap}", "sans-bold", 10, P.TEXT, (fx + 18, fy + 9), "midleft")
    spaces = players_workers(view, seat, mayor)
    for k in range(6):
        sx, sy = L.worker_space(k)
        covered = k >= cap
        pygame.draw.circle(surface, (30, 30, 34) if not covered else (90, 40, 34), theme.pt(sx, sy), theme.px(10))
        if k < len(spaces) and spaces[k] >= 0:
            P.draw_worker(surface, theme, (sx, sy), 8, COLOURS[spaces[k]], ctx.colour_blind)
    extra = [c_ for c_ in spaces[6:] if c_ >= 0]
    if extra:   # over the cap for a moment (a Conflict discard pending)
        theme.text(surface, f"+{len(extra)}", "sans-bold", 10, P.ALERT, (fx + w - 4, fy + 9), "midright")


def _foot(surface, theme, ctx, seat, b, mayor) -> None:
    view = ctx.view
    p = view.players[seat]
    x, y, w, h = L.building_foot(b)
    if mayor:
        rounded(surface, (44, 44, 48), theme.rect(x, y, w, h), theme.px(4))
        P.reward_chip(surface, theme, ("steam", "", 0), x + w / 2 - 12, y + 9, 15, False, P.FAINT)
        return
    if b == 0:   # the Progress Operation tile lies here
        on = p.conflict[3]
        rounded(surface, CONFLICT if on else NORMAL, theme.rect(x, y, w, h), theme.px(4))
        n, lead = ((0, 1) if on else (1, 2))
        P.reward_chip(surface, theme, ("steam", "", view.building_steam(seat, b)), x + 4, y + 9, 15, ctx.colour_blind)
        P.icon(surface, theme, "progress", (x + 58, y + h / 2), 14)
        theme.text(surface, f"{n} / {lead}", "sans-bold", 10, P.TEXT, (x + 67, y + h / 2), "midleft")
        return
    on = p.conflict[1]
    rounded(surface, CONFLICT if on else NORMAL, theme.rect(x, y, w, h), theme.px(4))
    P.reward_chip(surface, theme, ("steam", "", view.building_steam(seat, b)), x + w / 2 - 14, y + 9, 15,
                  ctx.colour_blind)


def _warehouse(surface, theme, ctx, seat, mayor) -> None:
    view = ctx.view
    p = view.players[seat]
    x, y, w, h = L.WAREHOUSE
    fx, fy = L.FACTORY[0] + x, L.FACTORY[1] + y
    rounded(surface, (44, 42, 40), theme.rect(fx, fy, w, h), theme.px(4))
    for k, res in enumerate(RESOURCES):
        cx = L.warehouse_cell(k, 0)[0] + 7.5
        P.icon(surface, theme, res, (cx, fy + 9), 13, ctx.colour_blind)
        for level in range(10):
            r = L.warehouse_cell(k, level)
            box = theme.rect(*r)
            pygame.draw.rect(surface, (58, 56, 52) if level else (50, 48, 46), box, border_radius=theme.px(2))
            if level == p.res[k]:
                pygame.draw.rect(surface, P.RESOURCE_COLOUR[res], box, border_radius=theme.px(2))
                theme.text(surface, str(level), "sans-bold", 9, (20, 18, 16), (r[0] + r[2] / 2, r[1] + r[3] / 2),
                           "center")
    wy = fy + 18 + 10 * 14.5 + 6
    for k, (name, value) in enumerate((("wealth", p.wealth), ("steam", p.steam))):
        yy = wy + k * 20
        P.icon(surface, theme, name, (fx + 12, yy + 8), 16)
        theme.text(surface, "—" if (mayor and name == "steam") else str(value), "sans-bold", 12, P.TEXT,
                   (fx + 24, yy + 8), "midleft")


def _engine(surface, theme, ctx, seat, mayor) -> None:
    view = ctx.view
    p = view.players[seat]
    eng = view.c.factory["steam_engine"]
    lo, hi = eng["min"], eng["max"]
    x, y, w, h = L.ENGINE
    fx, fy = L.FACTORY[0] + x, L.FACTORY[1] + y
    rounded(surface, (44, 42, 40), theme.rect(fx, fy, w, h), theme.px(4))
    for pos in range(lo, hi + 1):
        r = L.engine_cell(pos, lo, hi)
        box = theme.rect(*r)
        pygame.draw.rect(surface, (58, 56, 52) if pos else (74, 68, 56), box, border_radius=theme.px(2))
        arrow = view.c.arrows[pos - lo]
        cx, cy = r[0] + r[2] / 2, r[1] + r[3] / 2
        colour = (120, 150, 190) if not mayor else (80, 80, 84)
        if arrow in ("up", "both"):
            P.arrow(surface, theme, (cx - (4 if arrow == "both" else 0), cy), 6, True, colour)
        if arrow in ("down", "both"):
            P.arrow(surface, theme, (cx + (4 if arrow == "both" else 0), cy), 6, False, colour)
        if not mayor and pos == p.chimney:
            pygame.draw.rect(surface, ctx.colours[seat], box, max(1, theme.px(2)), border_radius=theme.px(2))
    ty = fy + h - 34
    if mayor:
        return
    on = p.conflict[0]
    rounded(surface, CONFLICT if on else NORMAL, theme.rect(fx + 1, ty, w - 2, 32), theme.px(4))
    P.reward_chip(surface, theme, ("steam", "", view.steam_per_arrow(seat)), fx + 4, ty + 9, 14, ctx.colour_blind)


# --- in words --------------------------------------------------------------------------------------------------
def parts(theme, ctx, seat: int) -> list[Part]:
    view = ctx.view
    p = view.players[seat]
    c = view.c
    lang = ctx.lang
    mayor = is_mayor(ctx, seat)
    name = ctx.names[seat]
    page = lambda n: t("dtable.page", page=n)  # noqa: E731
    out = [Part(("factory", seat, "name"), L.head_part("name"), said_to("dtable.factory_tip", name) + page(5)),
           Part(("factory", seat, "vp"), L.head_part("vp"), said_to("dtable.score_tip", name, n=p.vp)
                + (t("dtable.end_vp_tip", n=p.end_vp) if p.end_vp else "") + page(8)),
           Part(("factory", seat, "reputation"), L.head_part("reputation"),
                t("dtable.stat.rep_tip", n=p.reputation + 1, vp=c.factory["reputation_vp"][p.reputation]) + page(19)),
           Part(("factory", seat, "prestige"), L.head_part("prestige"), t("dtable.stat.prestige_tip", n=p.prestige)
                + page(19)),
           Part(("factory", seat, "worm_bus"), L.head_part("worm_bus"),
                t("dtable.stat.bus_tip", n=p.worm_bus % L.RAIL_STOPS + 1, total=len(c.worm_bus_rail)) + page(19)),
           Part(("factory", seat, "banners"), L.head_part("banners"), t("dtable.stat.banners_tip", n=p.banners)
                + page(20))]
    if not mayor:
        out.append(Part(("production", seat), L.head_part("production"), t("dtable.production_tip") + page(10)))
        out.append(Part(("grant", seat), L.head_part("grant"),
                        (t("dtable.stat.grant_tip") if p.grant else t("dtable.stat.grant_used")) + page(10)))
    if view.start_seat == seat:
        out.append(Part(("factory", seat, "start"), L.head_part("start"), t("dtable.start_tip") + page(5)))
    for t_no in range(4):
        terrain = P.word("terrain", TERRAINS[t_no])
        if mayor:
            held = view.solo.record[t_no]
            tip = t("dtable.mayor_record_tip", k=t_no + 1, what=P.word("terrain", TERRAINS[held]) if held >= 0
                    else t("dtable.empty"))
        else:
            tip = tn("dtable.record_row_tip", p.record[t_no], terrain=terrain,
                    gain=words.rewards_text(c.exploit_reward[t_no], lang=lang),
                    conflict=words.rewards_text(c.conflict_reward[t_no], lang=lang))
        out.append(Part(("record", seat, t_no), L.record_row(t_no), tip + page(15)))
    cap = worker_cap(view, seat)
    out.append(Part(("workers", seat), L.fac(*L.WORKER_SPACES),
                    t("dtable.workers_tip", cap=cap, list=", ".join(P.colour_count(p.workers[k], cn)
                                                                    for k, cn in enumerate(COLOURS)))
                    + ("" if mayor else ". " + t("dtable.operation_tip", name=t("dtable.operation.2"),
                                          state=t("dtable.in_conflict") if p.conflict[2] else t("dtable.calm")))
                    + page(14)))
    for b in range(3):
        for f in range(3):
            inv = p.slots[b][f]
            where = t("dtable.cell_where", building=t(f"dtable.cell_building.{b}"), floor=t(f"dtable.floor.{f}"))
            if inv is None:
                tip = where + t("dtable.floor_empty") + page(17)
            else:
                last = len(c.inventions[inv].progress) - 1
                tip = where + invention_tip(view, inv, lang, bool(p.improved[b][f])) + t(
                    "dtable.progress_at", pos=p.progress[b][f], last=last) \
                    + (t("dtable.improved") if p.improved[b][f] else "")
            out.append(Part(("floor", seat, b, f), L.floor_rect(b, f), tip))
        foot = t("dtable.building_tip", building=t(f"dtable.cell_building.{b}"),
                 cost=0 if mayor else view.building_steam(seat, b))
        if not mayor and b:
            foot += ". " + t("dtable.operation_tip", name=t("dtable.operation.1"),
                      state=t("dtable.in_conflict") if p.conflict[1] else t("dtable.calm"))
        if not mayor and b == 0:
            foot += ". " + t("dtable.operation_tip", name=t("dtable.operation.3"),
                      state=t("dtable.in_conflict") if p.conflict[3] else t("dtable.calm"))
        out.append(Part(("building", seat, b), L.building_foot(b), foot + page(10)))
    for k, res in enumerate(RESOURCES):
        x0 = L.warehouse_cell(k, 0)
        top = L.warehouse_cell(k, 9)
        out.append(Part(("warehouse", seat, k), (x0[0], top[1] - 18, x0[2], x0[1] + x0[3] - top[1] + 18),
                        t("dtable.res_tip", label=P.word("res", res), n=p.res[k]) + t("dtable.at_most_9") + page(12)))
    wx, wy = L.FACTORY[0] + L.WAREHOUSE[0], L.FACTORY[1] + L.WAREHOUSE[1] + 18 + 145 + 6
    out.append(Part(("wealth", seat), (wx, wy, L.WAREHOUSE[2], 18),
                    t("dtable.res_tip", label=P.word("res", "wealth"), n=p.wealth) + t("dtable.wealth_tip") + page(12)))
    out.append(Part(("steam", seat), (wx, wy + 20, L.WAREHOUSE[2], 18),
                    (t("dtable.mayor_steam") if mayor else t("dtable.res_tip", label=P.word("res", "steam"), n=p.steam)
                     + t("dtable.steam_tip")) + page(8)))
    eng = c.factory["steam_engine"]
    out.append(Part(("engine", seat), L.fac(L.ENGINE[0], L.ENGINE[1], L.ENGINE[2], L.ENGINE[3] - 36),
                    (t("dtable.mayor_engine") if mayor else
                     t("dtable.stat.engine_tip", n=f"{p.chimney:+d}", min=eng["min"], max=eng["max"])) + page(16)))
    if not mayor:
        out.append(Part(("steam_tile", seat), L.steam_tile(),
                        t("dtable.steam_tile_tip", n=view.steam_per_arrow(seat)) + t("dtable.operation_tip", name=t("dtable.operation.0"),
                                                              state=t("dtable.in_conflict") if p.conflict[0]
                                                              else t("dtable.calm")) + page(23)))
    return out
