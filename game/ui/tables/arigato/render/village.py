"""A village's parts, drawn the same for the home village (large) and the others' (small): its
header (seat, name, what it is doing, offering / objective / favor tokens), its four workshops
with their artisans and offering tokens, its palace gate, its supply."""

from __future__ import annotations

from game.core.arigato.components import HIDDEN
from game.core.arigato.prompts import BonusPrompt
from game.i18n import is_you, shown_name, t, tn
from game.ui import theme as th
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato.log import part_name
from game.ui.tables.arigato.render.context import (GOOD, SLOT_FILL, SOFT, Ctx, card, icon, seat_token,
                                                   tip)
from game.ui.tables.arigato.words import TOKEN_TEXT, counted_item, slot_name
from game.ui.widgets import rounded

BACK_BAND = (38, 52, 86)   # "face down" across your own hidden resident
STATUS_SMALLEST = 8         # a village's status never smaller


def draw_header(surface, ctx: Ctx, seat: int, x, y, w, big: bool, status) -> None:
    """`status`: the rectangle the line saying what the village is doing keeps to (layout.py)."""
    theme = ctx.theme
    cfg = ctx.seats[seat]
    village = ctx.view.villages[seat]
    size = L.HOME_HEADER if big else L.OTHER_HEADER
    s = size.token
    seat_token(ctx, surface, seat, (x, y + 2, s, s))
    # "(you)" marks the viewer's own village, unless its name already says so (the default "You",
    # shown in the language on screen)
    name = shown_name(cfg.name) + (t("arigato.you") if seat == ctx.viewer and not is_you(cfg.name) else "")
    name_size = 16 if big else 14
    with theme.lettering():     # the name's foot where the layout sets it: a larger name grows up,
        foot = y - 2 + theme.font("sans-bold", name_size).get_height() / theme.s   # clear of the status
    theme.text(surface, name, "sans-bold", name_size, th.INK, (x + s + L.HEADER_NAME_GAP, foot), "bottomleft")
    # a seat played at another computer (game/net/remote.py) is a friend or the host's AI: "online"
    # and an AI the host seated for a friend who dropped says so: it is not the friend playing
    elsewhere = cfg.is_elsewhere
    tag = (t("replay.seat") if ctx.replay else t("arigato.tag.online") if elsewhere
           else t("online.stand_in") if cfg.is_stand_in
           else t("arigato.tag.ai") if not cfg.is_human else t("arigato.tag.human"))
    st = seat_state(ctx, seat)
    sc = ctx.view.scores()[seat]
    parts = ", ".join(t("arigato.score.part", n=v, part=part_name(n)) for n, v in sc.breakdown)
    who = (t("replay.seat") if ctx.replay else t("arigato.tag.human") if cfg.is_human
           else t("arigato.tag.online") if elsewhere
           else t("online.stand_in_for", name=shown_name(cfg.name)) if cfg.is_stand_in
           else t("arigato.tag.ai_level", level=t("difficulty." + cfg.difficulty).lower()))
    tip(ctx, (x, y, *L.HEADER_TIP), t("arigato.tip.header", name=shown_name(cfg.name), who=who, total=sc.total,
                                      parts=parts))
    # what the seat is doing, in its room under the name: left of the gate's torii and of the
    # counts (their ring, when it pulses, too)
    sx, sy, sw, sh = status
    counts = L.header_tokens((x, y, w), size)[0] - L.PULSE_OUT - sx
    # a player disconnected is plainly one playing online: the state alone, so that it reads whole
    label = st if seat in ctx.away else f"{tag} · {st}"
    clear = (L.FRAME_OUT if big else L.PULSE_OUT) - L.STATUS_UNDER    # the frames round the workshops
    draw_status(theme, surface, label, 11 if big else 10, (sx, sy, min(sw, counts), sh), clear)
    # favor, objectives, offering tokens on the right
    ts = size.counter
    pairs = [("offering", 4 - village.offering_count(), "offering"),
             ("objective", village.objectives, "objective"),
             ("favor", village.favor, "favor")]
    for k, (name_, value, key) in enumerate(pairs):
        r = L.header_counter((x, y, w), size, k)
        rx = r[0]
        icon(ctx, surface, name_, (rx, y + 2, ts, ts))
        theme.text(surface, str(value), "sans-bold", 14 if big else 12, th.INK, (rx + ts + 2, y + 2 + ts / 2),
                   "midleft")
        words = TOKEN_TEXT[key]
        words = tn(f"arigato.tip.count.{key}", value) + " " + words
        tip(ctx, r, words)


def draw_status(theme, surface, text: str, size: float, room, clear: float = 0) -> None:
    """What a village is doing, kept to its room: a long one ("online · disconnected, waiting"
    in a small village) wraps, then shrinks, rather than run into the gate; and its last line's
    ink ends `clear` above the room's foot (the frames round the workshops under it reach there),
    which a larger text size can need a smaller size for."""
    sx, sy, sw, sh = room
    fitted, lines = theme.fit_block(text, "sans", size, sw, sh)
    step = theme.font("sans", fitted).get_linesize() / theme.s
    while fitted > STATUS_SMALLEST and (sy + (len(lines) - 1) * step) * theme.s \
            + theme.render(lines[-1], "sans", fitted, SOFT).get_bounding_rect().bottom > (sy + sh - clear) * theme.s:
        fitted -= 0.5
        lines = theme.wrap(text, "sans", fitted, sw)
        step = theme.font("sans", fitted).get_linesize() / theme.s
    for k, line in enumerate(lines):
        theme.text(surface, line, "sans", fitted, SOFT, (sx, sy + k * step))


def seat_state(ctx: Ctx, seat: int) -> str:
    """What a seat is doing now, in a word or two."""
    view = ctx.view
    village = view.villages[seat]
    if view.phase == "over":
        return t("arigato.seat.done")
    if seat in ctx.away:            # a game online: its player's connection is down
        return t("online.away")
    if village.pending:   # an effect to use or skip, or the 10-favor bonus's 2 items to choose
        bonus = isinstance(village.pending[0], BonusPrompt)
        return t("arigato.seat.choosing_bonus" if bonus else "arigato.seat.deciding")
    if village.done:
        return t({"dawn": "arigato.seat.roles_set", "day": "arigato.seat.day_ended"}.get(view.phase,
                                                                                        "arigato.seat.ready"))
    if ctx.active == seat and not ctx.replay:   # in a replay nobody thinks: the phase's words
        person = ctx.seats[seat].is_person
        return t("table.to_play") if person else t("arigato.seat.thinking")
    key = {"dawn": "arigato.seat.assigning", "day": "arigato.seat.managing",
           "dusk": "arigato.seat.dusk"}.get(view.phase)
    return t(key) if key else ""


def draw_workshops(surface, ctx: Ctx, seat: int, rects, small: bool) -> None:
    """The four workshops: empty, a face-up artisan, a face-down resident (your own shown with a
    band), each with its offering token when it has one."""
    theme = ctx.theme
    village = ctx.view.villages[seat]
    for slot, rect in enumerate(rects):
        c = village.workshops[slot]
        r = theme.rect(*rect)
        rounded(surface, SLOT_FILL, r, theme.px(6))
        rounded(surface, th.PAPER_SHADE, r, theme.px(6), max(1, theme.px(1)))
        if not c:
            planned = seat == ctx.viewer and ctx.my_turn and ctx.plan.slot == slot   # a card stands there
            if not small and not planned:
                theme.text(surface, slot_name(slot), "sans", 11, SOFT,
                           (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2), "center")
            tip(ctx, rect, t("arigato.tip.empty_workshop", slot=slot_name(slot)))
            continue
        shown = c if (village.face_up[slot] or c == HIDDEN or seat == ctx.viewer or ctx.all_face_up) else HIDDEN
        facedown = not village.face_up[slot]
        if facedown and seat == ctx.viewer:
            card(ctx, surface, shown, rect, dim=False)
            band = theme.rect(rect[0], rect[1] + rect[3] * 0.5 - L.FACE_DOWN_BAND / 2, rect[2], L.FACE_DOWN_BAND)
            rounded(surface, BACK_BAND, band, theme.px(3), alpha=200)
            theme.text(surface, t("arigato.face_down"), "sans", 11, th.WHITE,
                       (rect[0] + rect[2] / 2, rect[1] + rect[3] * 0.5), "center")
        else:
            card(ctx, surface, shown if not facedown else HIDDEN, rect)
            if facedown:
                tip(ctx, rect, t("arigato.tip.face_down_resident", slot=slot_name(slot)))
        if village.offerings[slot]:
            orect = L.offering_on(rect, small)
            icon(ctx, surface, "offering", orect)
            tip(ctx, orect, t("arigato.tip.offering_here") + " " + TOKEN_TEXT["offering"])


def draw_gate(surface, ctx: Ctx, seat: int, area, small: bool) -> None:
    """The palace gate: its favor so far and the artisans sent under it."""
    theme = ctx.theme
    village = ctx.view.villages[seat]
    x, y, w, h = area
    total = sum(ctx.content.cards[c].favor for c in village.gate)
    icon(ctx, surface, "palace_gate", (x, y, L.GATE_ICON, L.GATE_ICON))
    theme.text(surface, t("arigato.gate", n=total), "sans-bold", 13 if small else 15, th.INK,
               (x + L.GATE_TITLE_X, y + L.GATE_ICON / 2), "midleft")
    tip(ctx, (x, y, w, L.GATE_ICON), TOKEN_TEXT["gate"] + tn("arigato.tip.gate_here", len(village.gate), favor=total))
    if not village.gate:
        theme.text(surface, t("arigato.gate.empty"), "sans", 11, SOFT, (x + 2, y + L.GATE_EMPTY_Y))
        return
    for c, rect in zip(village.gate, L.gate_cards(area, len(village.gate), small)):
        card(ctx, surface, c, rect)


def draw_supply(surface, ctx: Ctx, seat: int, area, small: bool, interactive: bool = False) -> None:
    """A village's items. Small: a line of icons and counts. The home one: a box per item that
    lights up while a trade is begun (`interactive`: the player's own, on their turn)."""
    theme = ctx.theme
    view = ctx.view
    village = view.villages[seat]
    items = ctx.content.items
    x, y, w, h = area
    n = sum(village.items)
    limit = ctx.content.counts["item_limit"]
    over = n > limit
    if small:
        cx, cy = L.SMALL_SUPPLY_COUNT_AT
        for i, (count, r) in enumerate(zip(village.items, L.small_supply_slots(area, len(village.items)))):
            icon(ctx, surface, items[i], (r[0], r[1], L.SMALL_SUPPLY_ICON, L.SMALL_SUPPLY_ICON))
            theme.text(surface, str(count), "sans-bold", 11, th.INK if count else SOFT, (r[0] + cx, r[1] + cy),
                       "midleft")
            tip(ctx, r, f"{count} {counted_item(items[i], count)}")
        tip(ctx, area, TOKEN_TEXT["supply"] + tn("arigato.tip.supply_now", n))
        return
    col = th.VERMILION_DARK if over else th.INK
    theme.text(surface, t("arigato.supply", n=n, limit=limit), "sans-bold", 15, col, (x, y + 2))
    tip(ctx, (x, y, w, L.SUPPLY_TITLE_H), TOKEN_TEXT["supply"])
    trade_give = ctx.trade_give
    inset = L.SUPPLY_ICON_INSET
    for i, r in enumerate(L.supply_rects(area, len(items))):
        count = village.items[i]
        hl = interactive and trade_give is not None
        fill = th.WHITE
        border = th.PAPER_SHADE
        if interactive and trade_give == i:
            fill, border = (255, 236, 220), th.VERMILION
        elif hl:
            fill, border = (238, 246, 232), GOOD
        rr = theme.rect(*r)
        rounded(surface, fill, rr, theme.px(6))
        rounded(surface, border, rr, theme.px(6), max(1, theme.px(1.5)))
        s = r[2] - 2 * inset
        icon(ctx, surface, items[i], (r[0] + inset, r[1] + inset, s, s))
        theme.text(surface, str(count), "sans-bold", 15, th.INK if count else SOFT,
                   (r[0] + r[2] / 2, r[1] + r[3] - L.SUPPLY_COUNT_UP), "center")
        name = items[i]
        words = f"{count} {counted_item(name, count)}."
        if interactive and view.phase == "day":
            words += (t("arigato.tip.trade_offer") if count >= 2 and trade_give is None else
                      t("arigato.tip.trade_take") if trade_give not in (None, i)
                      else "")
        if interactive and view.phase == "dusk" and over:
            words += t("arigato.tip.discard_one")
        tip(ctx, r, words)
