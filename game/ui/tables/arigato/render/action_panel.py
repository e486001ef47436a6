"""The action panel, right of the home village: what the player decides now. At dawn the
travelers' and craftsmen's places and the hand; by day what happened lately and the
objectives; an artisan's effect to use or skip; the 10-favor bonus and the dusk discard
pickers; while others decide, who is doing what; at the end, the final scores."""

from __future__ import annotations

import pygame

from game.core.arigato.prompts import EffectPrompt
from game.core.arigato.components import HIDDEN
from game.core.arigato.objectives import count as objective_count
from game.i18n import t, tn
from game.ui import theme as th
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import panel_layout as PL
from game.ui.tables.arigato.log import part_name
from game.ui.tables.arigato.render.context import PANEL, PAPER_RADIUS, SOFT, Ctx, card, icon, seat_token, tip
from game.ui.tables.arigato.render.overlays import explained_lines, hint_line
from game.ui.tables.arigato.render.top import status_line
from game.ui.tables.arigato.render.village import seat_state
from game.ui.tables.arigato.words import (TOKEN_TEXT, an_item, condition_text, counted_item, gain_text, item_word, objective_body,
                                          objective_rest, type_name)
from game.ui.widgets import panel, rounded



def draw_action_panel(surface, ctx: Ctx) -> None:
    view = ctx.view
    panel(surface, ctx.theme, L.ACT, fill=PANEL, radius=PAPER_RADIUS)
    if view.phase == "over":
        draw_over(surface, ctx)
        return
    if not ctx.my_turn:
        draw_waiting(surface, ctx)
        return
    village = view.villages[ctx.viewer]
    if village.pending:
        prompt = view.prompt(ctx.viewer)
        if isinstance(prompt, EffectPrompt):
            draw_effect_prompt(surface, ctx, prompt)
        else:
            draw_bonus_picker(surface, ctx)
        return
    if view.phase == "dawn":
        draw_dawn(surface, ctx)
    elif view.phase == "day":
        draw_day(surface, ctx)
    elif view.phase == "dusk":
        draw_dusk(surface, ctx)


def heading(surface, ctx: Ctx, text: str, sub: str = "") -> None:
    theme = ctx.theme
    x, y, w, h = L.ACT
    theme.text(surface, text.upper(), "sans-bold", 13, th.VERMILION, (x + PL.PAD, y + PL.HEADING_Y))
    if sub:
        size, lines = theme.fit_lines(sub, "sans", 13, w - 2 * PL.PAD, PL.SUB_LINES, PL.SMALLEST)
        for k, ln in enumerate(lines[:PL.SUB_LINES]):
            theme.text(surface, ln, "sans", size, SOFT, (x + PL.PAD, y + PL.SUB_Y + k * PL.SUB_LINE))


def draw_waiting(surface, ctx: Ctx) -> None:
    """While others decide: each seat and what it is doing, the objectives, your hand."""
    theme = ctx.theme
    view = ctx.view
    x, y, w, h = L.ACT
    heading(surface, ctx, status_line(ctx))
    for k, seat in enumerate(range(len(ctx.seats))):
        yy = PL.waiting_row(k)
        seat_token(ctx, surface, seat, (x + PL.PAD, yy, PL.ROW_TOKEN, PL.ROW_TOKEN))
        theme.text(surface, ctx.names()[seat], "sans-bold", 14, th.INK, (x + PL.WAIT_NAME_X, yy))
        theme.text(surface, seat_state(ctx, seat), "sans", 13, SOFT, (x + PL.WAIT_STATE_X, yy))
    if view.phase != "over":
        draw_objectives(surface, ctx, y + PL.WAIT_OBJECTIVES_Y)
    # the viewer's own hand, if any (e.g. waiting while others assign roles)
    if ctx.viewer is not None:
        hand = view.villages[ctx.viewer].hand
        for c, r in zip(hand, PL.hand_slots(len(hand))):
            card(ctx, surface, c, r)


def draw_dawn(surface, ctx: Ctx) -> None:
    """DAWN: the travelers' and craftsmen's places (filled as planned), the objectives beside
    them when there is room, what is left to do, and the hand."""
    theme = ctx.theme
    view = ctx.view
    plan = ctx.plan
    x, y, w, h = L.ACT
    need_t, need_c = ctx.needs
    names = ctx.names()
    left = view.left_of(ctx.viewer)
    if need_t:
        heading(surface, ctx, t("arigato.dawn.title"), "")
    else:
        heading(surface, ctx, t("arigato.dawn.final_title"), "")
    zones = ctx.zones
    tip_up, tip_w, tip_h = PL.ZONE_TIP
    for role, items in zones.items():
        if not items:
            continue
        x0 = items[0][1][0]
        label = t("arigato.dawn.travelers_to", name=names[left]) if role == "travelers" else t("arigato.dawn.craftsmen")
        if view.solo and role == "travelers":
            label = t("arigato.dawn.travelers_kept")
        theme.text(surface, label, "sans-bold", 13, th.INK, (x0, items[0][1][1] - PL.ZONE_TITLE_UP))
        tip(ctx, (x0, items[0][1][1] - tip_up, tip_w, tip_h),
            TOKEN_TEXT["traveler_slot" if role == "travelers" else "craftsman_slot"])
        for card_id, r in items:
            rr = theme.rect(*r)
            if card_id is None:
                rounded(surface, (240, 232, 214), rr, theme.px(6))
                pygame.draw.rect(surface, th.PAPER_SHADE, rr, max(1, theme.px(1.5)), border_radius=theme.px(6))
                icon(ctx, surface, "traveler" if role == "travelers" else "craftsman",
                     (r[0] + r[2] / 2 - PL.ZONE_ICON / 2, r[1] + r[3] / 2 - PL.ZONE_ICON / 2, PL.ZONE_ICON, PL.ZONE_ICON))
                tip(ctx, r, TOKEN_TEXT["traveler_slot" if role == "travelers" else "craftsman_slot"])
            else:
                card(ctx, surface, card_id, r)
    x1 = max(r[0] + r[2] for items in zones.values() for _, r in items) + PL.DAWN_NOTES_GAP \
        if any(zones.values()) else x + PL.PAD
    if x + w - x1 > PL.DAWN_NOTES_MIN_W:
        notes = [(t(label, body=objective_body(o, brief=True)) + " " + progress_words(ctx, o), colour)
                 for label, o, colour in (("arigato.dawn.tonight", view.objectives.get(view.day), th.INDIGO),
                                          ("arigato.dawn.tomorrow", view.objectives.get(view.day + 1), SOFT))
                 if o is not None]
        size, paras = fit_notes(theme, [text for text, _ in notes], x + w - x1 - PL.DAWN_NOTES_MARGIN)
        yy = y + PL.DAWN_NOTES_Y
        for lines, (_, colour) in zip(paras, notes):
            for ln in lines:
                theme.text(surface, ln, "sans", size, colour, (x1, yy))
                yy += PL.DAWN_NOTES_LINE * size / PL.DAWN_NOTES_SIZE
            yy += PL.DAWN_NOTES_PARA
    # the rest of the hand becomes craftsmen: say so
    hand = view.villages[ctx.viewer].hand
    rest = [cd for cd in hand if plan.role_of(cd) is None]
    msg = []
    if not ctx.can_assign:
        msg.append(t("arigato.dawn.no_fit"))
    elif plan.resident is None:
        msg.append(t("arigato.dawn.pick_resident"))
    if len(plan.travelers) < need_t:
        more = need_t - len(plan.travelers)
        msg.append(tn("arigato.dawn.more_travelers", more))
    if not msg:
        msg.append(t("arigato.dawn.ready_rest") if rest else t("arigato.dawn.ready"))
    text = t("arigato.dawn.help", steps=t("arigato.dawn.sep").join(msg))
    colour = SOFT
    if ctx.suggestion or ctx.dawn_why:   # Suggest: which workshop to empty, then what to place; why
        text, colour = ctx.suggestion, th.INDIGO
    size, lines = dawn_help(theme, text, ctx.dawn_why, w - 2 * PL.PAD)
    for k, ln in enumerate(lines[:PL.DAWN_HELP_LINES]):
        theme.text(surface, ln, "sans", size, colour, (x + PL.PAD, y + PL.DAWN_HELP_Y + k * PL.DAWN_HELP_LINE))
    received = set(view.villages[ctx.viewer].received)
    giver = names[view.right_of(ctx.viewer)] if received else ""
    drag = ctx.drag
    for cd, r in ctx.hand:
        if drag is not None and drag["card"] == cd and drag["moved"]:
            continue
        sel = cd == ctx.selected
        card(ctx, surface, cd, r, lift=sel or L.inside(ctx.mouse, r),
             outline=th.VERMILION if sel else None)
        if cd in received:   # a traveler passed by the right neighbour
            theme.text(surface, t("arigato.from_name", name=giver), "sans", 11, SOFT,
                       (r[0] + r[2] / 2, r[1] - PL.RECEIVED_UP), "midbottom")


def dawn_help(theme, text: str, why: tuple, width: float) -> tuple[float, list[str]]:
    """The dawn's help lines and their size: `text`, then Suggest's `why` (its words each way,
    from its most reasons to its gain alone: its gain, then its reasons, what it gives up and the
    rest, which add up to the gain; the first way the room holds), as small as needed down to 10
    rather than cut."""
    for said in why:
        gain, reasons = said[0], said[1:]
        words = " ".join(s for s in [text, gain] if s)
        if reasons:
            words += " " + t("arigato.suggest.why", why=t("arigato.suggest.sep").join(reasons))
        for size in (13 - k / 2 for k in range(7)):
            lines = theme.wrap(words, "sans", size, width)
            if len(lines) <= PL.DAWN_HELP_LINES:
                return size, lines
    size = 13
    lines = theme.wrap(text, "sans", size, width)
    while len(lines) > PL.DAWN_HELP_LINES and size > 10:   # smaller rather than cut
        size -= 0.5
        lines = theme.wrap(text, "sans", size, width)
    return size, lines


def effect_card() -> tuple:
    """Where an effect asked shows its artisan (base units): its face's size is drawn ahead
    (render/table.py `prepare`)."""
    cx, cy, cw, ch = PL.EFFECT_CARD
    return (L.ACT[0] + cx, L.ACT[1] + cy, cw, ch)


def draw_effect_prompt(surface, ctx: Ctx, prompt) -> None:
    """An artisan's effect to use or skip: the card, its condition and gain in words."""
    theme = ctx.theme
    content = ctx.content
    x, y, w, h = L.ACT
    card_id, times, context = prompt.card, prompt.times, prompt.context
    c = content.cards[card_id]
    heading(surface, ctx, t("arigato.effect.title"), t("arigato.effect.sub"))
    card(ctx, surface, card_id, effect_card())
    lines = [
        t("arigato.effect.card", type=type_name(content, c.type).capitalize(), id=card_id),
        condition_text(content, c) + ":",
        gain_text(content, c) + (t("arigato.effect.times", n=times) if times > 1 else "") + ".",
    ]
    if context >= 0 and (c.gain.offered_item or c.gain.craftsmen_item):
        lines.append(t("arigato.effect.the_item", item=item_word(content.items[context])))
    tx, ty = PL.EFFECT_TEXT
    first_line, line = PL.EFFECT_LINES
    yy = y + ty
    for k, ln in enumerate(lines):
        for sub in theme.wrap(ln, "serif-bold" if k == 0 else "sans", 18 if k == 0 else 15, w - PL.EFFECT_WRAP_SPARE):
            theme.text(surface, sub, "serif-bold" if k == 0 else "sans", 18 if k == 0 else 15, th.INK, (x + tx, yy))
            yy += first_line if k == 0 else line
    more = len(ctx.view.villages[ctx.viewer].pending) - 1
    if more:
        theme.text(surface, tn("arigato.effect.more", more), "sans", 12,
                   SOFT, (x + tx, y + PL.EFFECT_MORE_Y))


def draw_bonus_picker(surface, ctx: Ctx) -> None:
    """FAVOR BONUSES: a box per item, those picked in vermilion with how many."""
    theme = ctx.theme
    x, y, w, h = L.ACT
    heading(surface, ctx, t("arigato.bonus.title"), t("arigato.bonus.sub"))
    names = ctx.content.items
    ix, iy = PL.PICKER_ICON
    mx, my = PL.PICKER_TIMES_AT
    for i, r in enumerate(PL.picker_rects(len(names))):
        rr = theme.rect(*r)
        n = ctx.bonus.count(i)
        rounded(surface, (255, 240, 226) if n else th.WHITE, rr, theme.px(8))
        rounded(surface, th.VERMILION if n else th.PAPER_SHADE, rr, theme.px(8), max(1, theme.px(2 if n else 1)))
        icon(ctx, surface, names[i], (r[0] + ix, r[1] + iy, r[2] - 2 * ix, r[2] - 2 * ix))
        theme.text(surface, item_word(names[i]), "sans", 12, th.INK, (r[0] + r[2] / 2, r[1] + r[3] - PL.PICKER_LABEL_UP),
                   "center")
        if n:
            theme.text(surface, f"×{n}", "sans-bold", 14, th.VERMILION_DARK, (r[0] + r[2] - mx, r[1] + my), "topright")
        tip(ctx, r, t("arigato.bonus.take_one", an_item=an_item(names[i])))
    chosen = ", ".join(item_word(names[i]) for i in ctx.bonus) or t("arigato.bonus.nothing_yet")
    theme.text(surface, t("arigato.bonus.chosen", items=chosen), "sans-bold", 14, th.INK,
               (x + w / 2, y + PL.PICKER_CHOSEN_Y), "center")


def draw_day(surface, ctx: Ctx) -> None:
    """DAY: what today brought this village (its newest log lines that fit whole), then the
    objectives."""
    theme = ctx.theme
    x, y, w, h = L.ACT
    # a trade begun says what comes next where the day's help stands
    trade = ctx.trade_give
    heading(surface, ctx, t("arigato.day.title"),
            t("arigato.day.sub") if trade is None else
            t("arigato.trade_for", item=counted_item(ctx.content.items[trade], 2)))
    # what today brought: craftsmen and travelers of this round
    lines = [text for seat, text in ctx.log.lines(ctx)[-60:] if seat == ctx.viewer]
    theme.text(surface, t("arigato.day.lately"), "sans-bold", 11, SOFT, (x + PL.PAD, y + PL.LATELY_Y))
    # the newest entries that fit whole, each wrapped (continuation lines indented)
    # a hint's gain and reasons stand under the objectives, which move up for them
    explained = len(explained_lines(ctx)) * hint_line(theme)
    room = int((h - PL.LATELY_FOOT - explained - PL.LATELY_TOP) // PL.LATELY_LINE)
    shown: list[tuple[str, int]] = []
    for ln in reversed(lines):
        wrapped = theme.wrap(ln, "sans", 13, w - 2 * PL.PAD)
        parts = [(wrapped[0], 0)] + [(sub, PL.LATELY_INDENT) for sub in
                                     theme.wrap(" ".join(wrapped[1:]), "sans", 13, w - 2 * PL.PAD - PL.LATELY_INDENT)] \
            if len(wrapped) > 1 else [(wrapped[0], 0)]
        if len(shown) + len(parts) > room:
            break
        shown = parts + shown
    for k, (ln, indent) in enumerate(shown):
        theme.text(surface, ln, "sans", 13, th.INK, (x + PL.PAD + indent, y + PL.LATELY_TOP + k * PL.LATELY_LINE))
    draw_objectives(surface, ctx, y + h - PL.LATELY_FOOT - explained)


def draw_objectives(surface, ctx: Ctx, top: float) -> None:
    """Tonight's objective and tomorrow's, in words, so players can plan."""
    theme = ctx.theme
    view = ctx.view
    x, y, w, h = L.ACT
    yy = top
    for label, day, colour in (("arigato.day.tonight", view.day, th.INDIGO),
                               ("arigato.day.tomorrow", view.day + 1, SOFT)):
        o = view.objectives.get(day)
        if o is None:
            continue
        text = t(label, day=day, rest=objective_rest(ctx.content, o))
        text += " " + progress_words(ctx, o)
        size, lines = theme.fit_lines(text, "sans", 13, w - 2 * PL.PAD, PL.OBJECTIVE_LINES, PL.SMALLEST)
        for ln in lines[:PL.OBJECTIVE_LINES]:
            theme.text(surface, ln, "sans", size, colour, (x + PL.PAD, yy))
            yy += PL.OBJECTIVES_LINE


def fit_notes(theme, texts: list[str], width: float) -> tuple[float, list[list[str]]]:
    """Tonight's and tomorrow's notes, whole, above the instruction line: wrapped to `width` at
    the largest size (down to DAWN_NOTES_FLOOR) whose lines all stand in the room between."""
    room = PL.DAWN_HELP_Y - PL.DAWN_NOTES_Y - PL.DAWN_NOTES_BELOW
    size = PL.DAWN_NOTES_SIZE
    while True:
        paras = [theme.wrap(text, "sans", size, width) for text in texts]
        tall = sum(len(p) for p in paras) * PL.DAWN_NOTES_LINE * size / PL.DAWN_NOTES_SIZE \
            + PL.DAWN_NOTES_PARA * (len(paras) - 1)
        if tall <= room or size <= PL.DAWN_NOTES_FLOOR:
            return size, paras
        size -= 0.5


def progress_words(ctx: Ctx, o) -> str:
    """How far the home village is on an objective now (its own cards are all known); at dawn
    the resident being placed counts too (it stands there, face up, by dusk)."""
    view = ctx.view
    village = view.villages[ctx.home]
    if any(c == HIDDEN for c in village.workshops):
        return ""
    placing = ctx.plan.resident if ctx.my_turn and view.phase == "dawn" and ctx.plan.slot is not None else 0
    n = objective_count(view, village, o, joining=placing or 0)
    return t("arigato.progress.met" if n >= o.count else "arigato.progress", n=n, of=o.count)


def draw_dusk(surface, ctx: Ctx) -> None:
    """DUSK: over the item limit, a box per item to discard one from."""
    theme = ctx.theme
    village = ctx.view.villages[ctx.viewer]
    n = sum(village.items)
    limit = ctx.content.counts["item_limit"]
    heading(surface, ctx, t("arigato.dusk.title", limit=limit),
            tn("arigato.dusk.sub", n - limit, have=n))
    names = ctx.content.items
    ix, iy = PL.PICKER_ICON
    for i, r in enumerate(PL.picker_rects(len(names))):
        rr = theme.rect(*r)
        have = village.items[i]
        rounded(surface, th.WHITE if have else (236, 230, 218), rr, theme.px(8))
        rounded(surface, th.PAPER_SHADE, rr, theme.px(8), max(1, theme.px(1)))
        icon(ctx, surface, names[i], (r[0] + ix, r[1] + iy, r[2] - 2 * ix, r[2] - 2 * ix))
        theme.text(surface, f"{have}", "sans-bold", 14, th.INK if have else SOFT,
                   (r[0] + r[2] / 2, r[1] + r[3] - PL.PICKER_LABEL_UP), "center")
        tip(ctx, r, t("arigato.dusk.discard", an_item=an_item(names[i]), n=have))


def draw_over(surface, ctx: Ctx) -> None:
    """END OF THE GAME: each seat's score part by part, the winners' in red; solo, whether the
    target was beaten."""
    theme = ctx.theme
    view = ctx.view
    x, y, w, h = L.ACT
    heading(surface, ctx, t("arigato.over.title"))
    # scores read from what is on screen: favor, objectives and the gates are never hidden
    scores = view.scores()
    winners = view.winners()
    names = ctx.names()
    for k, sc in enumerate(scores):
        yy = y + PL.OVER_ROW_Y + k * PL.OVER_ROW
        seat_token(ctx, surface, k, (x + PL.PAD, yy, PL.ROW_TOKEN, PL.ROW_TOKEN))
        theme.text(surface, names[k], "sans-bold", 15, th.INK, (x + PL.OVER_NAME_X, yy - 2))
        parts = " + ".join(t("arigato.score.part", n=v, part=part_name(n)) for n, v in sc.breakdown)
        theme.text(surface, parts, "sans", 12, SOFT, (x + PL.OVER_NAME_X, yy + PL.OVER_PARTS_Y))
        theme.text(surface, str(sc.total), "serif-bold", 22, th.VERMILION_DARK if k in winners else th.INK,
                   (x + w - PL.OVER_TOTAL_RIGHT, yy), "topright")
    if view.solo:
        won, target = view.solo_outcome()
        theme.text(surface, t("arigato.over.beaten" if won else "arigato.over.not_beaten", n=target),
                   "serif-bold", 18, th.INDIGO, (x + PL.PAD, y + h - PL.OVER_SOLO_UP))
