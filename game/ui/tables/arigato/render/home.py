"""The home village, drawn large below the others: its header, workshops, palace gate, supply
and favor dish; at dawn where the card in hand may stand (and the small "x" that empties a
workshop), by day which offerings are payable and the open workshop's outline; along its foot
your travelers of this round (solo: the kept travelers)."""

from __future__ import annotations

import pygame

from game.core.arigato.prompts import EffectPrompt
from game.core.arigato.components import HIDDEN
from game.core.arigato.phases import missing_items
from game.i18n import said_to, t, tn
from game.ui import theme as th
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato.render.context import (GOOD, PANEL, PANEL_ACTIVE, PAPER_RADIUS, SOFT, Ctx, card,
                                                   seat_colour, tip)
from game.ui.tables.arigato.render.village import draw_gate, draw_header, draw_supply, draw_workshops
from game.ui.tables.arigato.words import TOKEN_TEXT, resident_refusal, slot_name
from game.ui.widgets import panel, rounded



def draw_home(surface, ctx: Ctx) -> None:
    theme = ctx.theme
    view = ctx.view
    lay = ctx.layout
    seat = lay.home
    mine = ctx.my_turn
    village = view.villages[seat]
    panel(surface, theme, L.HOME, fill=PANEL_ACTIVE if mine else PANEL,
          border=seat_colour(ctx, seat) if mine else th.PAPER_SHADE, radius=PAPER_RADIUS)
    draw_header(surface, ctx, seat, *L.home_header(), big=True, status=L.home_status(lay))
    draw_workshops(surface, ctx, seat, lay.grid, small=False)
    if mine and view.phase == "dawn":
        draw_dawn_grid(surface, ctx)
    if mine and view.phase == "day":
        draw_day_grid(surface, ctx)
    prompt = view.prompt(seat)
    if isinstance(prompt, EffectPrompt) and prompt.card in village.workshops:
        # the artisan whose effect is asked about
        slot = village.workshops.index(prompt.card)
        r = theme.rect(*lay.grid[slot]).inflate(theme.px(8), theme.px(8))
        pygame.draw.rect(surface, th.GOLD, r, max(2, theme.px(3)), border_radius=theme.px(9))
    draw_gate(surface, ctx, seat, lay.gate, small=False)
    draw_supply(surface, ctx, seat, lay.supply, small=False, interactive=mine)
    # the dish itself is drawn each frame over the picture (motion.draw_dish): its tokens fall
    tip(ctx, lay.dish, tn("arigato.tip.count.favor", village.favor) + " " + TOKEN_TEXT["favor"])
    draw_home_foot(surface, ctx)


def draw_day_grid(surface, ctx: Ctx) -> None:
    """By day: the open workshop's outline, and a green ring on each artisan whose offering
    is payable now."""
    theme = ctx.theme
    lay = ctx.layout
    seat = lay.home
    if ctx.popup is not None:
        r = theme.rect(*lay.grid[ctx.popup]).inflate(theme.px(6), theme.px(6))
        pygame.draw.rect(surface, th.VERMILION, r, max(2, theme.px(2.5)), border_radius=theme.px(8))
    village = ctx.view.villages[seat]
    for slot, rect in enumerate(lay.grid):
        c = village.workshops[slot]
        if c and village.face_up[slot] and not village.offerings[slot]:
            # the village's own items, never hidden: its view and the game agree
            lacking = missing_items(ctx.view, seat, c)
            if not lacking:
                r = theme.rect(*rect).inflate(theme.px(4), theme.px(4))
                pygame.draw.rect(surface, GOOD, r, max(2, theme.px(2)), border_radius=theme.px(7))
                tip(ctx, (rect[0], rect[1], rect[2], L.FOCUS_TIP_H), t("arigato.tip.cost_met"))


def draw_dawn_grid(surface, ctx: Ctx) -> None:
    """The placement restriction of the card in hand (picked up, dragged or hovered), shown on
    the grid: allowed empty workshops glow, others are dimmed with the reason."""
    theme = ctx.theme
    lay = ctx.layout
    plan = ctx.plan
    village = ctx.view.villages[ctx.viewer]
    for slot, rect in enumerate(lay.grid):
        if village.workshops[slot]:
            m = L.empty_mark(rect)
            r = theme.rect(*m)
            pygame.draw.circle(surface, th.VERMILION, r.center, r.w // 2)
            theme.text(surface, "×", "sans-bold", 15, th.WHITE, (m[0] + m[2] / 2, m[1] + m[3] / 2 - 1), "center")
            tip(ctx, m, t("arigato.tip.empty_to_gate" if village.offerings[slot] else "arigato.tip.empty_to_discard"))
    focus = None
    if ctx.drag is not None:
        focus = ctx.drag["card"]
    elif ctx.selected is not None:
        focus = ctx.selected
    else:
        for c, r in ctx.hand:
            if L.inside(ctx.mouse, r):
                focus = c
    # the planned resident in its workshop, "resident" across it (in place: never over the
    # header above or the card below)
    if plan.slot is not None and plan.resident is not None:
        rect = lay.grid[plan.slot]
        card(ctx, surface, plan.resident, rect, outline=th.VERMILION)
        band = theme.rect(rect[0], rect[1] + rect[3] / 2 - L.RESIDENT_BAND / 2, rect[2], L.RESIDENT_BAND)
        rounded(surface, th.VERMILION, band, theme.px(3), alpha=225)
        theme.text(surface, t("arigato.role.resident"), "sans-bold", 12, th.WHITE,
                   (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2), "center")
    if focus is None or focus == HIDDEN:
        return
    for slot, rect in enumerate(lay.grid):
        if plan.slot == slot:
            continue
        reason = resident_refusal(ctx.view, ctx.viewer, focus, slot)
        r = theme.rect(*rect)
        if reason is None:
            pygame.draw.rect(surface, GOOD, r.inflate(theme.px(4), theme.px(4)), max(2, theme.px(3)),
                             border_radius=theme.px(8))
            tip(ctx, rect, t("arigato.tip.allowed", slot=slot_name(slot)))
            if not village.workshops[slot]:
                theme.text(surface, t("arigato.place_here"), "sans-bold", 12, GOOD,
                           (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2 + L.PLACE_HERE_Y), "center")
        else:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((120, 110, 100, 110))
            surface.blit(veil, r)
            if village.workshops[slot]:
                # across the card's art, on a band of paper: never over its cost column, its
                # effect row or its type's name, which the player may be reading to decide
                x0, x1 = rect[0] + rect[2] * L.OCCUPIED_SPAN[0], rect[0] + rect[2] * L.OCCUPIED_SPAN[1]
                cy = rect[1] + rect[3] / 2
                band = theme.rect(x0, cy - L.RESIDENT_BAND / 2, x1 - x0, L.RESIDENT_BAND)
                rounded(surface, th.PAPER, band, theme.px(3), alpha=235)
                theme.text(surface, t("arigato.occupied"), "sans-bold", 12, th.VERMILION_DARK,
                           ((x0 + x1) / 2, cy), "center")
            else:
                theme.text(surface, t("arigato.not_allowed"), "sans-bold", 12, th.VERMILION_DARK,
                           (rect[0] + rect[2] / 2, rect[1] + rect[3] - L.NOT_ALLOWED_UP), "center")
            tip(ctx, rect, t("arigato.tip.not_for", reason=reason))


def draw_home_foot(surface, ctx: Ctx) -> None:
    """The strip under the supply: your travelers of this round, passed left, or the solo kept
    pile, or at dawn who passed you travelers."""
    theme = ctx.theme
    view = ctx.view
    seat = ctx.layout.home
    area = ctx.layout.bottom
    bx, by, bw, bh = area
    village = view.villages[seat]
    names = ctx.names()
    # the lines' pitch grows with the text size: at 125% the second line's descenders ("Chiyo")
    # stood on the cards under it
    pitch = L.BOTTOM_LINE + theme.drawn(13) - 13
    if view.solo:
        title, cards, size, step = t("arigato.kept_travelers", n=len(village.kept)), village.kept[-L.KEPT_SHOWN:], \
            L.KEPT_CARD, L.KEPT_STEP
        words = TOKEN_TEXT["kept"]
    elif village.outgoing:
        left = view.left_of(seat)
        title = (t("arigato.their_travelers.you", left=names[left]) if seat == ctx.viewer
                 else said_to("arigato.their_travelers", names[seat], left=names[left]))
        cards, size, step = village.outgoing, L.OUTGOING_CARD, L.OUTGOING_STEP
        words = TOKEN_TEXT["travelers"] + t("arigato.tip.look_at_yours")
    elif village.received and view.phase == "dawn":
        right = view.right_of(seat)
        lines = theme.wrap(tn("arigato.received", len(village.received), name=names[right]), "sans", 13, bw)
        for k, ln in enumerate(lines):
            theme.text(surface, ln, "sans", 13, SOFT, (bx, by + k * pitch))
        return
    else:
        return
    lines = theme.wrap(title, "sans-bold", 13, bw)
    for k, ln in enumerate(lines):
        theme.text(surface, ln, "sans-bold", 13, th.INK, (bx, by + k * pitch))
    top = by + pitch * len(lines) + 4
    for c, r in zip(cards, L.strip_cards(area, len(cards), size, step, top)):
        card(ctx, surface, c, r)
    tip(ctx, (bx, by, bw, top - by), words)
