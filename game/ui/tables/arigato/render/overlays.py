"""What lies over the table rather than on it: a refusal's message over the action panel, the
dusk's verdict above it, the hint with the workshop it names, the paper of an open workshop's
menu (with why no offering can be prepared yet), what the mouse holds (a card, an artisan, an
item) and the tooltip under the mouse."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme as th
from game.ui.bullets import bulleted
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import panel_layout as PL
from game.ui.tables.arigato import over_layout as O
from game.ui.tables.arigato.render.context import Ctx, card, icon
from game.ui.tables.layers import clear_of
from game.ui.widgets import panel

TOAST_FADE = 0.6   # seconds the verdict takes to fade out
PAPER_REACH = 8    # base units a paper's border and shadow reach past it (widgets.panel: 4 down, 4 right)


def message_box(ctx: Ctx) -> tuple[tuple, float, list[str]]:
    """A refusal's box (base units), its words' size and lines: the box grows with its words."""
    theme = ctx.theme
    x, y, w, h = L.MESSAGE
    size = 14
    line = theme.wrap(ctx.message, "sans", size, w - PL.MESSAGE_WRAP_SPARE)
    while len(line) > PL.MESSAGE_LINES and size > 11:   # smaller rather than cut
        size -= 0.5
        line = theme.wrap(ctx.message, "sans", size, w - PL.MESSAGE_WRAP_SPARE)
    h = max(h, len(line) * PL.MESSAGE_LINE + PL.MESSAGE_MARGIN)
    return (x, y, w, h), size, line


def draw_message(surface, ctx: Ctx) -> None:
    """A refusal in words, over the action panel's heading (part of the cached picture)."""
    if not ctx.message:
        return
    theme = ctx.theme
    (x, y, w, h), size, line = message_box(ctx)
    panel(surface, theme, (x, y, w, h), fill=(255, 240, 232), border=th.VERMILION, radius=8)
    for k, ln in enumerate(line):
        theme.text(surface, ln, "sans", size, th.VERMILION_DARK,
                   (x + w / 2, y + h / 2 + (k - (len(line) - 1) / 2) * PL.MESSAGE_LINE), "center")


def draw_toast(surface, ctx: Ctx) -> list:
    """The dusk's verdict, a moment above the action panel, fading out; where it drew (pixels)."""
    if ctx.toast is None:
        return []
    theme = ctx.theme
    text, left = ctx.toast
    alpha = max(0, min(255, int(255 * left / TOAST_FADE)))
    lines = theme.wrap(text, "sans-bold", 14, PL.TOAST_WRAP_W)[:2]
    panel(surface, theme, PL.toast_box(len(lines)), fill=th.INDIGO, border=None, radius=8,
          alpha=min(alpha, 235), shadow_alpha=0, overlay=True)
    for k, ln in enumerate(lines):
        theme.text(surface, ln, "sans-bold", 14, th.WHITE, PL.toast_line(k, len(lines)), "center", alpha=alpha)
    return [papers_reach(theme, PL.toast_box(len(lines)))]


def papers_reach(theme, box) -> pygame.Rect:
    """Where a paper at `box` (base units) draws, its border and shadow with it (pixels)."""
    return theme.rect(*box).inflate(2 * theme.px(PAPER_REACH), 2 * theme.px(PAPER_REACH))


def explained_lines(ctx: Ctx) -> list[tuple[str, int]]:
    """The ready hint's gain and reasons, wrapped to the action panel: (line, indent) each, a
    reason's lines set in by a bullet."""
    return bulleted(ctx.theme, list(ctx.hint_lines), "sans", PL.HINT_SIZE, L.ACT[2] - 2 * PL.PAD,
                    PL.HINT_INDENT)


def hint_line(theme) -> float:
    """The pitch of the hint's lines of gain and reasons, as drawn (larger at a larger UI scale)."""
    return PL.HINT_LINE * theme.drawn(PL.HINT_SIZE) / PL.HINT_SIZE


def draw_hint(surface, ctx: Ctx) -> list | None:
    """The hint asked for (or that it is being thought), and the places of the move it names
    outlined (the workshop Suggest would empty, on a full village); under its words, the gain it
    expects over the next best move and its reasons (the day's list of what happened makes room
    for them: action_panel.draw_day). Where it drew (pixels), None when its words were drawn
    (their lines may reach anywhere above the panel's foot: the picture is put back whole)."""
    drawn = _frame_places(surface, ctx) if ctx.suggestion else []
    framed: list = []
    for rect, out, colour in ctx.marked:   # a reviewed decision's moves: a place both name is framed twice, both seen
        drawn.append(_frame(surface, ctx, rect, colour, out - 4 * framed.count(rect)))
        framed.append(rect)
    if ctx.hint == "none":
        return drawn
    theme = ctx.theme
    x, y, w, h = L.ACT
    text = t("table.hint.thinking") if ctx.hint == "thinking" else t("table.hint.text", hint=ctx.hint_words)
    size = 14
    while size > 10 and len(theme.wrap(text, "sans-bold", size, w - 2 * PL.PAD)) > 1:   # smaller rather than cut
        size -= 0.5
    below = explained_lines(ctx)
    foot = y + h - PL.HINT_UP
    pitch = hint_line(theme)
    for k, (line, indent) in enumerate(below[::-1]):
        theme.text(surface, line, "sans", PL.HINT_SIZE, th.INK, (x + PL.PAD + indent, foot - k * pitch), "midleft")
    top = foot - len(below) * pitch
    for k, line in enumerate(theme.wrap(text, "sans-bold", size, w - 2 * PL.PAD)[::-1]):
        theme.text(surface, line, "sans-bold", size, th.VERMILION_DARK,
                   (x + PL.PAD, top - k * PL.MESSAGE_LINE), "midleft")
    if ctx.hint == "ready":
        _frame_places(surface, ctx)
    return None


def _frame_places(surface, ctx: Ctx) -> list:
    """The places of the move the hint (or the suggestion) names, each outlined."""
    return [_frame(surface, ctx, rect, th.INDIGO, out) for rect, out in ctx.hint_places]


def _frame(surface, ctx: Ctx, rect, colour, out: float) -> pygame.Rect:
    """The hint's outline round a place of the table (base units), `out` outside it."""
    theme = ctx.theme
    r = theme.rect(*rect).inflate(theme.px(2 * out), theme.px(2 * out))
    return pygame.draw.rect(surface, colour, r, max(2, theme.px(3)), border_radius=theme.px(10))


def menu_paper(theme, buttons, reason: str) -> tuple[tuple, list[str]]:
    """A workshop menu's paper around its buttons (base units), and the lines below them saying
    why an offering cannot be prepared yet."""
    pad = L.MENU_PAPER
    x0 = min(r[0] for r in buttons) - pad
    y0 = min(r[1] for r in buttons) - pad
    x1 = max(r[0] + r[2] for r in buttons) + pad
    y1 = max(r[1] + r[3] for r in buttons) + pad
    lines = theme.wrap(reason[:1].upper() + reason[1:], "sans", 12, x1 - x0 - 2 * pad) if reason else []
    return (x0, y0, x1 - x0, y1 - y0 + L.MENU_LINE * len(lines)), lines


def draw_menu_paper(surface, theme, buttons, reason: str) -> None:
    """The workshop menu's paper, under its buttons, with why an offering cannot be prepared yet
    (drawn over everything, the coach too: layers.py)."""
    if not buttons:
        return
    rect, lines = menu_paper(theme, buttons, reason)
    panel(surface, theme, rect, fill=th.PAPER, border=th.INK_SOFT, radius=8, shadow_alpha=70, overlay=True)
    x0, y1 = rect[0] + L.MENU_PAPER, rect[1] + rect[3] - L.MENU_LINE * len(lines)
    for k, ln in enumerate(lines):
        theme.text(surface, ln, "sans", 12, th.VERMILION_DARK, (x0, y1 - 4 + k * L.MENU_LINE))


def draw_held(surface, ctx: Ctx) -> list | None:
    """What the mouse drags: an item (onto another, a trade), an artisan (the palace gate and
    the discard pile light up where it may go) or a card of the hand. Where it drew: nothing,
    or None (unknown: the picture is put back whole after a drag)."""
    drag = ctx.drag
    if drag is None or not drag["moved"]:
        return []
    theme = ctx.theme
    px, py = drag["pos"]
    if drag.get("kind") == "item":
        half = O.HELD_ITEM / 2
        icon(ctx, surface, ctx.content.items[drag["item"]], (px - half, py - half, O.HELD_ITEM, O.HELD_ITEM))
    elif drag.get("kind") == "workshop":
        for area in (ctx.layout.gate, L.DISCARD_PILE):   # where an artisan may be dropped
            pygame.draw.rect(surface, th.GOLD, theme.rect(*area).inflate(theme.px(8), theme.px(8)),
                             max(2, theme.px(3)), border_radius=theme.px(8))
        w, h = L.WORKSHOP_CARD
        card(ctx, surface, drag["card"], (px - w / 2, py - h / 2, w, h), tooltip=False)
    else:
        w, h = L.HAND_CARD
        card(ctx, surface, drag["card"], (px - w / 2, py - h / 2, w, h), tooltip=False)
    return None


def draw_tooltip(surface, ctx: Ctx) -> tuple | None:
    """The words of the topmost region under the mouse, unless something is held or the mouse
    is on a button; a card rested on (or right-clicked) shown large in their place, one or the
    other, never both; never over what the player opened nor under Learn to play's coach
    (layers.clear_of). Returns where it was drawn: the words' box or the large card (None: none
    drawn)."""
    if ctx.drag is not None or ctx.over_widget:
        return None
    mouse = ctx.mouse
    found = tip_under(mouse, ctx.tips)
    if not found:
        return None
    theme = ctx.theme
    window = (0, 0) + L.CANVAS
    large = getattr(found, "card", 0) if ctx.zoom is not None and getattr(found, "card", 0) == ctx.zoom else 0
    if large > 0:   # the card itself, large: the words it replaces were read while it was small
        face = clear_of(O.zoom_box(mouse), mouse, ctx.keepouts, O.ZOOM_FROM_MOUSE, window)
        if face is not None:
            panel(surface, theme, face, fill=th.PAPER, border=None, radius=10, shadow_alpha=90, overlay=True)
            card(ctx, surface, large, face, tooltip=False)
            return face
    # (no room for the card clear of an open menu: its words)
    lines, words_w = tip_layout(theme, found)
    box = clear_of(O.tooltip_box(mouse, len(lines), words_w), mouse, ctx.keepouts, O.TIP_OFFSET[0], window)
    if box is None:
        return None
    x, y = box[0], box[1]
    pad_x, pad_y = O.TIP_PAD
    panel(surface, theme, box, fill=(255, 251, 240), border=th.INK_SOFT, radius=6, shadow_alpha=60, overlay=True)
    for k, ln in enumerate(lines):
        theme.text(surface, ln, "sans", 13, th.INK, (x + pad_x, y + pad_y + k * O.TIP_LINE))
    return box


def tip_under(mouse, tips) -> str | None:
    """The words of the topmost (last drawn) region under the mouse, None when none is."""
    if mouse is None:
        return None
    mx, my = mouse
    for (x, y, w, h), text in reversed(tips):
        if x <= mx < x + w and y <= my < y + h:
            return text
    return None


# a tooltip's lines and the widest one's width (base units) per words and scale: the mouse
# resting on or sweeping over a place asked for them again every frame
_layouts: dict = {}
LAYOUTS_KEPT = 64


def tip_layout(theme, found: str) -> tuple[tuple[str, ...], float]:
    """The tooltip's lines, wrapped to its widest, and the widest line's width in base units
    (rounding up)."""
    key = (str(found), theme.scale_key)
    kept = _layouts.get(key)
    if kept is None:
        lines = []
        for para in found.split("\n"):
            lines.extend(theme.wrap(para, "sans", 13, O.TIP_W - 2 * O.TIP_PAD[0]))
        font = theme.font("sans", 13)
        if len(_layouts) >= LAYOUTS_KEPT:
            _layouts.clear()
        kept = _layouts[key] = (tuple(lines), max(font.size(ln)[0] for ln in lines) / theme.s + 1)
    return kept
