"""The game log panel, right of the table ("What happened"): the newest lines that fit, each
seat's with its colour, day headings in indigo, scrolled with the mouse wheel. `LogText` is
the renderer's memory of the log in words, so a long game is not worded again every frame;
`LogRows` keeps its lines drawn, so a move's new lines move the old ones up rather than draw
them all again."""

from __future__ import annotations

import weakref

import pygame

from game.i18n import language, t, tn
from game.ui import frame_causes as fc
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
        # the lines kept drawn for each picture the log is drawn on (LogRows): a picture drawn
        # afresh elsewhere (a check, a saved game's picture) draws its own
        self.rows: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

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
    kept = ctx.log.rows.get(surface)
    if kept is None:
        kept = ctx.log.rows[surface] = LogRows()
    kept.put(surface, ctx, box, per, shown)
    if scroll:
        nx, ny = L.LOG_NEWER_AT
        theme.text(surface, tn("arigato.log.newer", scroll), "sans", 11, SOFT, (x + w - nx, y + h - ny), "topright")
    tip(ctx, (x, y, w, L.LOG_TIP_H), t("arigato.log.tip"))


def draw_rows(surface, ctx: Ctx, box: tuple, shown: list, first: int = 0) -> None:
    """The log's lines `shown` from row `first` on (the theme's origin moved where `surface` is a
    part of the window: LogRows)."""
    theme = ctx.theme
    x, y = box[:2]
    dx, dy, radius = L.LOG_DOT
    for k in range(first, len(shown)):
        seat, text, head = shown[k]
        fc.count(fc.LOG_LINE_DRAWN)
        ly = y + L.LOG_TOP + k * L.LOG_LINE
        if seat is None:
            theme.text(surface, text, "sans-bold", 12, th.INDIGO, (x + L.LOG_PAD, ly))
            continue
        if head:
            pygame.draw.circle(surface, seat_colour(ctx, seat), theme.pt(x + dx, ly + dy), theme.px(radius))
        theme.text(surface, text, "sans", 12, th.INK, (x + L.LOG_TEXT_X, ly))


ROWS_LEFT = PAPER_RADIUS    # the kept rows' left edge, in from the panel's: its round corner's width
ROWS_RIGHT = 6              # ... their right edge: past the longest line, inside the border at the corner's rows
ROWS_BOTTOM = 3             # ... the least room under them, above the bottom border


def rows_place(ctx: Ctx, box: tuple, per: int) -> pygame.Rect | None:
    """The pixels the log's `per` rows of lines are kept in: from the first row's top to the
    last's, and the text that hangs below a row (a line's picture is a pixel taller than its row
    at 1280x720 and 1920x1080: the next line is drawn over it), between the panel's round
    corners; its top left at even pixels (Theme.moved). None where moving rows would not give
    the picture drawn line by line, to the pixel: a row a fraction of a pixel high, a line's
    picture two rows high, the title hanging into the first row, rows down to the border."""
    theme = ctx.theme
    x, y, w, h = box
    row = L.LOG_LINE * theme.s
    tall = max(theme.font(role, 12).get_height() for role in ("sans", "sans-bold"))
    if per <= 0 or abs(row - round(row)) > 1e-9 or tall >= 2 * round(row):
        return None
    left, top = theme.pt(x + ROWS_LEFT, y + L.LOG_TOP)
    left, top = left - left % 2, top - top % 2
    right = theme.pt(x + w - ROWS_RIGHT, y)[0]
    title = theme.pt(x, y + L.LOG_TITLE_Y)[1] + theme.font("sans-bold", 12).get_height()
    bottom = theme.pt(x, y + L.LOG_TOP)[1] + per * round(row) + max(0, tall - round(row))
    if title > top or bottom > theme.pt(x, y + h - ROWS_BOTTOM)[1]:
        return None
    return pygame.Rect(left, top, right - left, bottom - top)


class LogRows:
    """The log's rows of lines kept, as drawn on one picture: when the lines shown are those
    shown before moved up some rows, with new lines under them (a move's news), the rows kept
    are moved up as many and only the new lines drawn, on the panel's paper. Drawing every line
    again at each move was most of the log's redrawing, 1.3-2 ms of CPU at 1920x1080, and the
    log is redrawn at most moves (game/tools/MEASUREMENTS.md, "Frames"). Anything else (the
    first drawing, another language, a scroll back) draws the lines on the picture, as before,
    and keeps what they drew there."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.key: tuple | None = None     # what the rows' pixels depend on, but the lines
        self.shown: list = []             # the lines kept drawn, the first row's first

    def put(self, surface, ctx: Ctx, box: tuple, per: int, shown: list) -> None:
        theme = ctx.theme
        place = rows_place(ctx, box, per)
        key = (tuple(place) if place else None, tuple(box), theme.scale_key, theme.colour_blind,
               tuple(seat_colour(ctx, s) for s in range(len(ctx.seats))))
        moved = self._moved(shown) if key == self.key and place is not None else None
        if moved is None:    # drawn on the picture; kept when all of the rows could be drawn there
            draw_rows(surface, ctx, box, shown)
            whole = place is not None and surface.get_clip().contains(place)
            if whole:
                if self.surface is None or self.surface.get_size() != place.size:
                    self.surface = pygame.Surface(place.size, 0, surface)
                self.surface.blit(surface, (0, 0), place)
            self.key, self.shown = (key, list(shown)) if whole else (None, [])
            return
        rows, row = self.surface, round(L.LOG_LINE * theme.s)
        kept = len(self.shown) - moved
        lead = theme.pt(box[0], box[1] + L.LOG_TOP)[1] - place.top   # above the first row (an even top)
        hang = place.h - lead - per * row                             # below the last row
        if moved:
            # the kept rows moved up; what hung into the new first row from the line above it (not
            # there on the picture drawn whole): that row drawn again, alone
            rows.scroll(0, -moved * row)
            rows.fill(PANEL, (0, 0, place.w, lead + row))
        with theme.moved(*place.topleft):
            if moved:
                rows.set_clip((0, 0, place.w, lead + row))
                draw_rows(rows, ctx, box, shown[:1])
                rows.set_clip(None)
            # under the last kept line and what hangs below it, the paper, then the new lines
            below = lead + kept * row + hang
            rows.fill(PANEL, (0, below, place.w, place.h - below))
            draw_rows(rows, ctx, box, shown, first=kept)
        self.shown = list(shown)
        surface.blit(rows, place)

    def _moved(self, shown: list) -> int | None:
        """By how many rows the lines kept were moved up to give `shown` (the fewest), some kept;
        None when `shown` is not some of them moved up with new lines under them."""
        was = self.shown
        for k in range(len(was)):
            if was[k:] == shown[:len(was) - k]:
                return k
        return None
