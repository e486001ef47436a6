"""The game log panel, right of the table ("What happened"): the newest lines that fit, each
seat's with its colour, day headings in indigo, scrolled with the mouse wheel. `LogText` is
the renderer's memory of the log in words, so a long game is not worded again every frame."""

from __future__ import annotations

import pygame

from game.i18n import language, t, tn
from game.ui import theme as th
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato.log import entry_lines
from game.ui.tables.arigato.render.context import PANEL, PAPER_RADIUS, SOFT, Ctx, seat_colour, tip
from game.ui.widgets import panel

MEMO_MOST = 5000     # entries (or wrapped lines) remembered before starting afresh
WRAPPED_MOST = 400   # the newest log lines kept wrapped: far more than the panel shows
LOG_ROWS = int((L.LOG[3] - L.LOG_FOOT) // L.LOG_LINE)   # lines the panel shows


class LogText:
    """The log as the viewer may know it, in words and wrapped to the panel: each entry worded
    once per viewer and language, each line wrapped once per width and scale. A log grown by new
    entries at its end has only those worded and wrapped: a move's frame rewrapping the newest
    400 lines took 0.5 ms at 1920x1080 (game/tools/MEASUREMENTS.md, "Frames")."""

    def __init__(self) -> None:
        self._entries: dict = {}            # (serial, viewer, language) -> [(seat, text)]
        self._lines: tuple | None = None    # (key, [(seat, text)]) for the whole log
        self._made = 0                      # one more each time the lines are made afresh
        self._wraps: tuple | None = None    # ((width, scale), {text: [chunks]})
        self._wrapped: tuple | None = None  # (key, [(seat, chunk, first of its line)], [chunks a line])

    def lines(self, ctx: Ctx) -> list[tuple[int | None, str]]:
        """(seat, text) for the whole log as the viewer may know it (kept until it grows)."""
        entries = ctx.entries
        key = (len(entries), entries[-1].serial if entries else 0, entries[0].serial if entries else 0,
               ctx.viewer, language())
        if self._lines is None or self._lines[0] != key:
            names = ctx.names()
            if len(self._entries) > MEMO_MOST:
                self._entries = {}
            was, lines = self._lines, []
            told = 0
            if was is not None and was[0][2:] == key[2:] and 0 < was[0][0] < len(entries) \
                    and entries[was[0][0] - 1].serial == was[0][1]:
                told, lines = was[0][0], was[1]   # the same log, longer: its new entries only
            else:
                self._made += 1
            for e in entries[told:]:   # each entry (told to one viewer) is put in words once per language
                k = (e.serial, ctx.viewer, language())
                got = self._entries.get(k)
                if got is None:
                    got = self._entries[k] = entry_lines(ctx.content, e, names)
                lines.extend(got)
            self._lines = (key, lines)
        return self._lines[1]

    def wrapped(self, ctx: Ctx, width: float) -> list[tuple[int | None, str, bool]]:
        """(seat, chunk, first) for the newest lines, wrapped to `width` base units."""
        lines = self.lines(ctx)
        scale = ctx.theme.scale_key
        key = (self._made, len(lines), width, scale)
        was = self._wrapped
        if was is None or was[0] != key:
            if self._wraps is None or self._wraps[0] != (width, scale) or len(self._wraps[1]) > MEMO_MOST:
                self._wraps = ((width, scale), {})
            wraps = self._wraps[1]
            grown = was is not None and was[0][0] == key[0] and was[0][2:] == key[2:] and was[0][1] < len(lines)
            start = max(len(lines) - WRAPPED_MOST, was[0][1] if grown else 0)
            out, counts = (list(was[1]), list(was[2])) if grown else ([], [])
            for seat, text in lines[start:]:
                chunks = wraps.get(text)
                if chunks is None:
                    chunks = wraps[text] = ctx.theme.wrap(text, "sans", 12, width)
                out.extend((seat, chunk, k == 0) for k, chunk in enumerate(chunks))
                counts.append(len(chunks))
            extra = len(counts) - WRAPPED_MOST   # the newest lines only
            if extra > 0:
                del out[:sum(counts[:extra])]
                del counts[:extra]
            self._wrapped = (key, out, counts)
        return self._wrapped[1]

    def most_scroll(self, ctx: Ctx) -> int:
        """How far the log may be scrolled up: until its oldest kept line shows at the top."""
        return max(0, len(self.wrapped(ctx, L.LOG_WRAP_W)) - LOG_ROWS)


def log_box(ctx: Ctx) -> tuple:
    """The log's panel: its column, or what Learn to play's coach leaves of it below its panel
    (the log then shows its newest lines there, none hidden under the coach)."""
    x, y, w, h = L.LOG
    top = y if ctx.log_ceiling is None else min(max(y, ctx.log_ceiling), y + h - L.LOG_FOOT - L.LOG_LINE)
    return (x, top, w, y + h - top)


def draw_log(surface, ctx: Ctx) -> None:
    theme = ctx.theme
    x, y, w, h = box = log_box(ctx)
    panel(surface, theme, box, fill=PANEL, radius=PAPER_RADIUS)
    theme.text(surface, t("arigato.log.title"), "sans-bold", 12, th.VERMILION, (x + L.LOG_PAD, y + L.LOG_TITLE_Y))
    lines = ctx.log.wrapped(ctx, L.LOG_WRAP_W)
    floor = y + h - L.LOG_FOOT + L.LOG_TOP if ctx.log_floor is None else min(ctx.log_floor, y + h)
    per = max(0, min(LOG_ROWS, int((floor - y - L.LOG_TOP) // L.LOG_LINE)))
    scroll = min(ctx.log_scroll, max(0, len(lines) - per))   # the scene keeps it in range too
    end = len(lines) - scroll
    start = max(0, end - per)
    while start < end and not lines[start][2]:
        start += 1            # never a line's tail without its start: its room left at the foot,
    shown = lines[start:end]  # never a blank row the log opens on
    dx, dy, radius = L.LOG_DOT
    for k, (seat, text, first) in enumerate(shown):
        ly = y + L.LOG_TOP + k * L.LOG_LINE
        if seat is None:
            theme.text(surface, text, "sans-bold", 12, th.INDIGO, (x + L.LOG_PAD, ly))
            continue
        if first:
            pygame.draw.circle(surface, seat_colour(ctx, seat), theme.pt(x + dx, ly + dy), theme.px(radius))
        theme.text(surface, text, "sans", 12, th.INK, (x + L.LOG_TEXT_X, ly))
    if scroll:
        nx, ny = L.LOG_NEWER_AT
        theme.text(surface, tn("arigato.log.newer", scroll), "sans", 11, SOFT, (x + w - nx, y + h - ny), "topright")
    tip(ctx, (x, y, w, L.LOG_TIP_H), t("arigato.log.tip"))
