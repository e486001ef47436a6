"""The band of the other villages, along the top: each opponent's village (small, the left
neighbour first) with its hand or its travelers; beside a lone opponent, the scoreboard; in a
solo game, the solo strip in their place (the kept travelers by type, the target to beat)."""

from __future__ import annotations

import pygame

from game.core.arigato.components import HIDDEN
from game.i18n import t, tn
from game.ui import theme as th
from game.ui.tables.arigato import card_art
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato.log import part_name
from game.ui.tables.arigato.render.context import (PANEL, PANEL_ACTIVE, PAPER_RADIUS_SMALL, SLOT_FILL, SOFT, Ctx,
                                                   card, seat_colour, seat_token, tip)
from game.ui.tables.arigato.render.village import draw_gate, draw_header, draw_supply, draw_workshops
from game.ui.tables.arigato.words import TOKEN_TEXT, type_name
from game.ui.widgets import panel, rounded



def draw_others(surface, ctx: Ctx) -> None:
    lay = ctx.layout
    if ctx.view.solo:
        draw_solo(surface, ctx)
    for box in lay.opponents:
        draw_opponent(surface, ctx, box)
    if lay.board is not None:
        draw_board(surface, ctx, lay.board)


def draw_opponent(surface, ctx: Ctx, box: L.OpponentBox) -> None:
    seat = box.seat
    active = ctx.active == seat
    panel(surface, ctx.theme, box.rect, fill=PANEL_ACTIVE if active else PANEL,
          border=seat_colour(ctx, seat) if active else th.PAPER_SHADE,
          shadow_alpha=45 if active else 25, radius=PAPER_RADIUS_SMALL)
    draw_header(surface, ctx, seat, *L.opponent_header(box), big=False, status=box.status)
    draw_workshops(surface, ctx, seat, box.grid, small=True)
    draw_gate(surface, ctx, seat, box.gate, small=True)
    draw_supply(surface, ctx, seat, box.supply, small=True)
    draw_travel(surface, ctx, seat, box.travelers)


def draw_travel(surface, ctx: Ctx, seat: int, area) -> None:
    """The cards a seat holds or passes: its hand (face down) at dawn, its travelers between it
    and its left neighbour."""
    theme = ctx.theme
    view = ctx.view
    village = view.villages[seat]
    x, y, w, h = area
    names = ctx.names()
    top, text_y = y + L.TRAVEL_TOP, y + L.TRAVEL_TEXT_Y
    if view.phase == "dawn" and village.hand and not village.done:
        for k, c in enumerate(village.hand):
            card(ctx, surface, c, (x + k * L.TRAVEL_HAND_STEP, top, *L.TRAVEL_CARD), tooltip=False)
        theme.text(surface, t("arigato.in_hand", n=len(village.hand)), "sans", 11, SOFT,
                   (x + len(village.hand) * L.TRAVEL_HAND_STEP + L.TRAVEL_HAND_TEXT_X, text_y), "midleft")
        tip(ctx, (x, y, w, L.TRAVEL_TIP_H), tn("arigato.tip.choosing", len(village.hand), name=names[seat]))
        return
    if village.outgoing:
        for k, c in enumerate(village.outgoing):
            card(ctx, surface, c, (x + k * L.TRAVEL_STEP, top, *L.TRAVEL_CARD))
        left = view.left_of(seat)
        theme.text(surface, t("arigato.to_name", name=names[left]), "sans", 12, th.INK, (x + L.TRAVEL_TO_X, text_y),
                   "midleft")
        tip(ctx, (x, y, w, L.TRAVEL_TIP_H),
            TOKEN_TEXT["travelers"] + t("arigato.tip.travel", name=names[seat], left=names[left]))


def draw_board(surface, ctx: Ctx, area) -> None:
    """Each seat's score so far, part by part (END OF THE GAME), so the race is plain to see."""
    theme = ctx.theme
    x, y, w, h = area
    names = ctx.names()
    pad = L.BOARD_PAD
    panel(surface, theme, area, fill=PANEL, radius=PAPER_RADIUS_SMALL, shadow_alpha=25)
    theme.text(surface, t("arigato.board.title"), "sans-bold", 12, th.VERMILION, (x + pad, y + L.BOARD_TITLE_Y))
    scores = ctx.view.scores()
    best = max(sc.total for sc in scores) or 1
    colours = th.PART_COLOURS
    for seat, sc in enumerate(scores):
        yy = y + L.BOARD_ROW_Y + seat * L.BOARD_ROW
        seat_token(ctx, surface, seat, (x + pad, yy, L.BOARD_TOKEN, L.BOARD_TOKEN))
        theme.text(surface, names[seat], "sans-bold", 13, th.INK, (x + L.BOARD_NAME_X, yy - 1))
        theme.text(surface, str(sc.total), "serif-bold", 18, th.INK, (x + w - pad, yy - 4), "topright")
        bx, bw = x + L.BOARD_BAR_X, w - L.BOARD_BAR_SPARE
        cx = bx
        for name, value in sc.breakdown:
            seg = bw * value / max(best, 1)
            if seg >= 1:
                pygame.draw.rect(surface, colours.get(name, SOFT), theme.rect(cx, yy + 2, seg, L.BOARD_BAR_H))
                cx += seg
        parts = ", ".join(t("arigato.score.part", n=v, part=part_name(n)) for n, v in sc.breakdown)
        tip(ctx, L.board_row_tip(area, yy), t("arigato.tip.so_far", name=names[seat], total=sc.total,
                                                parts=parts))
    ly = y + h - L.BOARD_LEGEND_UP
    lx = x + pad
    swatch = L.BOARD_SWATCH
    for name, colour in colours.items():
        pygame.draw.rect(surface, colour, theme.rect(lx, ly + 3, swatch, swatch))
        r = theme.text(surface, part_name(name), "sans", 11, SOFT, (lx + L.BOARD_LEGEND_TEXT_X, ly))
        lx += L.BOARD_LEGEND_TEXT_X + r.width / theme.s + L.BOARD_LEGEND_GAP
    tip(ctx, (x, ly - 4, w, L.BOARD_LEGEND_UP), t("arigato.tip.score_parts"))


def draw_solo(surface, ctx: Ctx) -> None:
    """SOLO MODE: the kept travelers grouped by type, a bar of favor per type (the weakest group
    greyed: only the best 4 count), the target so far and your score."""
    theme = ctx.theme
    view = ctx.view
    content = ctx.content
    x, y, w, h = ctx.layout.solo
    pad = L.SOLO_PAD
    panel(surface, theme, ctx.layout.solo, fill=PANEL, radius=PAPER_RADIUS_SMALL)
    theme.text(surface, t("arigato.solo.title"), "serif-bold", 17, th.INK, (x + pad, y + L.SOLO_TITLE_Y))
    village = view.villages[0]
    kept = village.kept + [c for c in village.outgoing]
    groups = [0] * len(content.types)
    counts = [0] * len(content.types)
    for c in kept:
        if c != HIDDEN:
            groups[content.cards[c].type] += content.cards[c].favor
            counts[content.cards[c].type] += 1
    target = sum(sorted(groups, reverse=True)[:4])
    score = view.scores()[0].total   # the solo village's own: never hidden
    over = view.phase == "over"
    theme.text(surface, t("arigato.solo.target" if over else "arigato.solo.target_so_far", n=target),
               "serif-bold", 22, th.VERMILION_DARK, (x + w - pad, y + L.SOLO_TITLE_Y), "topright")
    theme.text(surface, t("arigato.solo.score" if over else "arigato.solo.score_so_far", n=score),
               "sans", 14, th.INK, (x + w - pad, y + L.SOLO_SCORE_Y), "topright")
    tx, ty, tw, th_ = L.SOLO_TIP
    tip(ctx, (x + w - tx, y + ty, tw, th_), TOKEN_TEXT["kept"] + t("arigato.tip.solo_now", n=target))
    # a bar per type: its favor, the weakest group greyed (it does not count)
    weakest = min(range(len(groups)), key=lambda ty: (groups[ty], ty))
    bx = x + pad
    ex, ey, er = L.SOLO_EMBLEM
    bar_y, bar_w, bar_h = L.SOLO_BAR
    text_x, name_y, favor_y = L.SOLO_GROUP_TEXT
    for ty in range(len(groups)):
        r = (bx + ty * L.SOLO_GROUP_STEP, y + L.SOLO_GROUP_Y, *L.SOLO_GROUP)
        col = card_art.type_colour(content, ty)
        card_art.emblem(surface, content, ty, theme.pt(r[0] + ex, r[1] + ey), theme.px(er))
        theme.text(surface, type_name(content, ty), "sans", 12, th.INK, (r[0] + text_x, r[1] + name_y))
        theme.text(surface, tn("arigato.solo.group", counts[ty], favor=groups[ty]), "sans-bold", 12,
                   SOFT if ty == weakest and kept else th.INK, (r[0] + text_x, r[1] + favor_y))
        bar = min(1.0, groups[ty] / L.SOLO_BAR_FULL)
        rounded(surface, SLOT_FILL, theme.rect(r[0], r[1] + bar_y, bar_w, bar_h), theme.px(3))
        if bar > 0:
            rounded(surface, col if not (ty == weakest and kept) else th.PAPER_SHADE,
                    theme.rect(r[0], r[1] + bar_y, bar_w * bar, bar_h), theme.px(3))
        tip(ctx, r, tn("arigato.tip.kept_group", counts[ty], types=type_name(content, ty, True),
                       favor=groups[ty]) + (t("arigato.tip.weakest") if ty == weakest and kept else ""))
    theme.text(surface, tn("arigato.solo.kept", len(village.kept))
               + (tn("arigato.solo.set_aside", len(village.outgoing)) if village.outgoing else ""),
               "sans", 12, SOFT, (x + pad, y + h - L.SOLO_KEPT_UP))
