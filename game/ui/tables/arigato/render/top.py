"""The top band: the calendar of the 12 days with each day's objective, today's day and phase
with what to do now, the draw and discard piles."""

from __future__ import annotations

import pygame

from game.core.arigato.components import HIDDEN
from game.i18n import said_to, t, tn
from game.ui import art
from game.ui import theme as th
from game.ui.tables.arigato import card_art
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato.render.context import SOFT, Ctx, icon, tip
from game.ui.tables.arigato.words import TOKEN_TEXT, objective_glyphs, objective_text, phase_name, prompt_words
from game.ui.widgets import rounded


def draw_chrome(surface, theme) -> None:
    """What never changes for a window size: the paper, the top band's waves and its line."""
    for _ in chrome_steps(surface, theme):
        pass


def chrome_steps(surface, theme, size: tuple[int, int] | None = None):
    """`draw_chrome` in slices, a generator yielding between them (the table's first frames).
    `size`: the window's, where `surface` is only its top rows (`band_rows` of them at least)."""
    size = size or surface.get_size()
    yield from art.paper_steps(size)
    surface.blit(art.paper(size), (0, 0))
    yield
    band = theme.rect(0, 0, L.CANVAS[0], L.BAND_H)
    art.seigaiha(surface, pygame.Rect(0, 0, surface.get_width(), band.bottom), theme.px(L.BAND_WAVE),
                 (226, 214, 190), th.PAPER, 255)
    pygame.draw.line(surface, th.VERMILION, (0, band.bottom), (surface.get_width(), band.bottom),
                     max(1, theme.px(2)))


def band_rows(theme) -> int:
    """The window's rows the chrome's band reaches: its waves and the line under them."""
    return theme.rect(0, 0, L.CANVAS[0], L.BAND_H).bottom + max(1, theme.px(2)) + 1


def draw_top(surface, ctx: Ctx) -> None:
    """The top band over its waves (`draw_chrome`): the calendar, the day, the piles."""
    draw_calendar(surface, ctx)
    draw_day(surface, ctx)
    draw_piles(surface, ctx)


def draw_day(surface, ctx: Ctx) -> None:
    """Today's day and phase, and what the table waits for under it."""
    theme = ctx.theme
    view = ctx.view
    x, y, w, h = L.STATUS
    phase = phase_name(view.phase)
    title = t("arigato.status.day", day=view.day, phase=phase)   # "Jour 11 · Crépuscule" fits too
    theme.text(surface, title, "serif-bold", theme.fit_size(title, "serif-bold", 22, w, 16), th.INK,
               (x, y + 2))
    draw_status_line(surface, theme, status_line(ctx, short=True),
                     (x, y + L.STATUS_LINE_Y, w, L.BAND_H - y - L.STATUS_LINE_Y))


def draw_status_line(surface, theme, text: str, room) -> None:
    """What the table waits for, kept to its room under the day's title, left of the piles: a
    long one ("Botan is disconnected: waiting for them to come back.") shrinks a little, then
    wraps, rather than run under the draw pile."""
    sx, sy, sw, sh = room
    size, lines = theme.fit_block(text, "sans", 13, sw, sh)
    step = theme.font("sans", size).get_linesize() / theme.s if len(lines) > 1 else 0
    top = sy - (len(lines) - 1) * step / 2     # two lines: set a little higher, still under the title
    for k, line in enumerate(lines):
        theme.text(surface, line, "sans", size, th.VERMILION_DARK, (sx, top + k * step))


def draw_calendar(surface, ctx: Ctx) -> None:
    """A cell per day: past days greyed, today outlined in vermilion, each with its objective as
    icons and a word: how many, of what (artisans, dusk artisans, offerings, items), where (the
    village, the gate) and a short word ("types", "alike"); the whole rule in the tooltip."""
    theme = ctx.theme
    view = ctx.view
    days = ctx.content.counts["days"]
    nx, ny = L.CAL_NUMBER_AT
    # a larger text size grows the day's number down and the count up from its middle, in a cell
    # of the same size: the count's row goes down as much, clear of the number ("10" on "5" at
    # 125%), with room to spare above the word under it
    low = theme.drawn(13) - 13 + (theme.drawn(15) - 15) / 2
    for day in range(1, days + 1):
        x, y, w, h = L.calendar_cell(day)
        today = day == view.day
        past = day < view.day
        fill = th.WHITE if today else ((232, 224, 206) if past else (248, 242, 230))
        r = theme.rect(x, y, w, h)
        rounded(surface, fill, r, theme.px(5))
        rounded(surface, th.VERMILION if today else th.PAPER_SHADE, r, theme.px(5),
                max(1, theme.px(2.5 if today else 1)))
        ink = SOFT if past else th.INK
        theme.text(surface, str(day), "serif-bold", 13, th.VERMILION if today else ink, (x + nx, y + ny))
        o = view.objectives.get(day)
        if o is not None:
            measure, places, word = objective_glyphs(o)
            size, top = L.CAL_PLACE
            for k, place in enumerate(reversed(places)):
                icon(ctx, surface, place, (x + w - L.CAL_PLACE_RIGHT - (k + 1) * size, y + top, size, size))
            n = theme.render(str(o.count), "sans-bold", 15, ink)
            s = L.CAL_MEASURE_ICON
            total = n.get_width() / theme.s + 2 + s
            x0 = x + (w - total) / 2
            my = y + L.CAL_MEASURE_Y + low
            theme.text(surface, str(o.count), "sans-bold", 15, ink, (x0, my + s / 2), "midleft")
            icon(ctx, surface, measure, (x0 + total - s, my, s, s))
            size = 10 if theme.font("sans", 10).size(word)[0] <= (w - 4) * theme.s else 9
            theme.text(surface, word, "sans", size, ink, (x + w / 2, y + L.CAL_WORD_Y), "center")
            tip(ctx, (x, y, w, h), objective_text(ctx.content, o)
                + (t("arigato.calendar.today") if today else "") + "\n" + TOKEN_TEXT["objective"])
        else:
            label = t("arigato.calendar.start") if day == 1 else t("arigato.calendar.final")
            theme.text(surface, label, "sans", 10, SOFT, (x + w / 2, y + L.CAL_LABEL_Y), "center")
            tip(ctx, (x, y, w, h), t("arigato.calendar.no_objective_final" if day == days
                                     else "arigato.calendar.no_objective", day=day))


def draw_piles(surface, ctx: Ctx) -> None:
    """The draw pile (backs) and the discard pile (its top card), a little stack by their size."""
    theme = ctx.theme
    view = ctx.view
    for rect, count, key in ((L.DRAW_PILE, len(view.draw), "draw"),
                             (L.DISCARD_PILE, len(view.discard), "discard")):
        px, py, pw, ph = rect
        cards = min(L.PILE_MOST, max(1, count // L.PILE_PER_CARD)) if count else 0
        for k in range(cards):
            card_art.draw_card(surface, ctx.content, HIDDEN if key == "draw" else view.discard[-1],
                               theme.rect(px + k * L.PILE_STEP, py - k * L.PILE_STEP, pw, ph))
        if not count:
            rounded(surface, th.PAPER_SHADE, theme.rect(*rect), theme.px(4), max(1, theme.px(1)))
        # the count right of the stack's top card, not of its foot: "72" stood on a stack of three
        cx, cy = L.PILE_COUNT_AT
        theme.text(surface, str(count), "sans-bold", 12, th.INK,
                   (px + pw + max(0, cards - 1) * L.PILE_STEP + cx, py + ph - cy))
        tip(ctx, rect, TOKEN_TEXT[key] + tn("arigato.pile.count", count))


def status_line(ctx: Ctx, short: bool = False) -> str:
    """What the table waits for, in a line: your decision, or who is thinking. `short`: the top
    band's, under the day's title (a player disconnected is said whole in the action panel)."""
    if ctx.game_over:
        return t("table.over")
    active = ctx.active
    if active is None:
        return ""
    if ctx.my_turn:
        prompt = ctx.view.prompt(ctx.viewer)
        return prompt_words(prompt) if prompt is not None else ""
    cfg = ctx.seats[active]
    if ctx.replay:
        return said_to("replay.next", ctx.names()[active])
    if active in ctx.away:
        return t("online.away_short" if short else "online.away_line", name=ctx.names()[active])
    person = cfg.is_person
    return said_to("table.waiting" if person else "table.thinking", ctx.names()[active])
