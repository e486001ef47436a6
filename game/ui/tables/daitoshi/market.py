"""The Invention market (SETUP 5: 2 Ordinary, 2 Innovative, 1 Brilliant, face up) with the stacks
left of each quality, and the University stack (SETUP 9: face up, its top tile shown). During the
expert variant's draft the Basic Inventions on offer lie in the market's place.
"""

from __future__ import annotations

from game.i18n import t
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi.ctx import Part
from game.ui.tables.daitoshi.tiles import draw_invention, invention_tip
from game.ui.widgets import rounded

HEAD_H = 12


def _slot_head(surface, theme, ctx, rect, quality: str, cost: int | None, note: str = ""):
    x, y, w, _ = rect
    rounded(surface, P.QUALITY_COLOUR[quality], theme.rect(x, y, w, HEAD_H), theme.px(3))
    right = 0.0
    if cost is not None:
        right = P.chip_width(theme, ("food", "", cost), 10) + 3
        P.reward_chip(surface, theme, ("food", "", cost), x + w - right, y + 1, 10, ctx.colour_blind, (20, 18, 16))
    label = P.cap(P.word("quality", quality)) + (f" · {note}" if note else "")
    P.text_fit(surface, theme, label, "sans-bold", 9, (20, 18, 16), (x + 4, y + HEAD_H / 2), w - 8 - right)


def _tile_rect(rect):
    x, y, w, h = rect
    return (x, y + HEAD_H + 1, w, h - HEAD_H - 1)


def draw(surface, theme, ctx) -> None:
    view = ctx.view
    x, y, w, h = L.MARKET
    P.panel(surface, theme, L.MARKET, fill=(40, 43, 49), radius=6)
    stacks_w = 3 * 30
    P.heading(surface, theme, t("dtable.market"), (x + 6, y + 4), 10, width=w - 14 - stacks_w)
    for k, q in enumerate(("ordinary", "innovative", "brilliant")):
        sx = x + w - stacks_w - 4 + k * 30
        rounded(surface, P.QUALITY_COLOUR[q], theme.rect(sx, y + 5, 9, 11), theme.px(2))
        rounded(surface, P.QUALITY_COLOUR[q], theme.rect(sx + 2, y + 3, 9, 11), theme.px(2), max(1, theme.px(1)))
        theme.text(surface, str(len(view.stacks[q])), "sans-bold", 9.5, P.SOFT, (sx + 13, y + 10), "midleft")
    if ctx.drafting():
        for k, inv in enumerate(view.draft[:5]):
            rect = L.market_slot(k)
            _slot_head(surface, theme, ctx, rect, "basic", None)
            draw_invention(surface, theme, view, inv, _tile_rect(rect), ctx.colour_blind)
        return
    for slot in range(5):
        rect = L.market_slot(slot)
        _slot_head(surface, theme, ctx, rect, view.market_quality(slot), view.food_cost((slot,)))
        inv = view.market[slot]
        if inv is None:
            P.text_fit(surface, theme, t("dtable.empty"), "sans", 10, P.FAINT,
                       (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2 + 6), rect[2] - 8, "center")
            continue
        draw_invention(surface, theme, view, inv, _tile_rect(rect), ctx.colour_blind)
    # the University stack: its top tile face up
    rect = L.university_spot()
    stack = view.university_stack
    _slot_head(surface, theme, ctx, rect, "university", None, str(len(stack)))
    if stack:
        draw_invention(surface, theme, view, stack[-1], _tile_rect(rect), ctx.colour_blind)
    else:
        P.text_fit(surface, theme, t("dtable.empty"), "sans", 10, P.FAINT,
                   (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2 + 6), rect[2] - 8, "center")


def parts(theme, ctx) -> list[Part]:
    view = ctx.view
    lang = ctx.lang
    x, y, w, h = L.MARKET
    left = ", ".join(f"{len(view.stacks[q])} {P.word('quality', q)}" for q in ("ordinary", "innovative", "brilliant"))
    out = [Part(("stacks",), (x + w - 96, y + 2, 94, 14),
                t("dtable.left_in_stacks", left=left) + t("dtable.page", page=5))]
    if ctx.drafting():
        for k, inv in enumerate(view.draft[:5]):
            out.append(Part(("draft", k), L.market_slot(k), invention_tip(view, inv, lang)))
        return out
    for slot in range(5):
        inv = view.market[slot]
        head = t("dtable.slot_tip", quality=P.word("quality", view.market_quality(slot)), cost=view.food_cost((slot,)))
        out.append(Part(("slot", slot), L.market_slot(slot),
                        head + (invention_tip(view, inv, lang) if inv else t("dtable.empty_tip") + t("dtable.page", page=5))))
    stack = view.university_stack
    out.append(Part(("university",), L.university_spot(),
                    t("dtable.university_tip", n=len(stack))
                    + (invention_tip(view, stack[-1], lang) if stack else t("dtable.empty_tip") + t("dtable.page", page=22))))
    return out
