"""The table's frame around the board: the header (the turn, the end's countdown, what is being
decided), the decision panel's words (its heading, the help, what this turn has brought so far
while another player acts, the final count), the log, and the tooltip drawn under the mouse.
The choices themselves are widgets (choices.py).
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from game.core.daitoshi import events as E
from game.i18n import said_to, t
from game.ui import theme as th
from game.ui.recall import recall
from game.ui.tables.daitoshi import choices
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.layers import clear_of
from game.ui.tables.daitoshi.ctx import Part
from game.ui.widgets import rounded
from game.ui.scenes.results import part_label

HELP_SIZE, HELP_LINES = 11.5, 3
LOG_SIZE, LOG_PITCH = 11, 15


def draw_background(surface, theme):
    surface.fill(P.BG)
    w, h = surface.get_size()
    step = max(8, theme.px(32))
    for yy in range(0, h, step):
        pygame.draw.line(surface, (34, 33, 38), (0, yy), (w, yy))
    hx, hy, hw, hh = L.HEADER
    band = theme.rect(hx, hy, hw, hh)
    pygame.draw.rect(surface, th.SOOT, pygame.Rect(0, band.top, w, band.height))
    pygame.draw.line(surface, P.BORDER, (0, band.bottom), (w, band.bottom), max(1, theme.px(2)))


def draw_chrome(surface, theme) -> None:
    """What stays put whatever happens: drawn once per window size."""
    draw_background(surface, theme)
    P.panel(surface, theme, L.DECISION)
    P.rivets(surface, theme, L.DECISION)
    P.panel(surface, theme, L.LOG, fill=(40, 43, 49))


# --- the header ---------------------------------------------------------------------------------------------
def told(ctx) -> tuple[int, bool]:
    """The turn the log has reached (its last "Turn N" line said so far) and whether it has said
    that the end is triggered: the header follows the log, never runs ahead of a move being told."""
    view = ctx.view
    turn = view.turn
    for entry in reversed(ctx.log[:ctx.log_visible]):
        if isinstance(entry.source, E.TurnStarted):
            turn = entry.source.turn
            break
    ended = view.last_turn is not None and not any(isinstance(e.source, E.EndTriggered)
                                                   for e in ctx.log[ctx.log_visible:])
    return turn, ended


def end_words(ctx) -> tuple[str, bool]:
    """What the header says of the end: the turns left once it is triggered (END OF THE GAME)."""
    if ctx.view.is_over():
        return t("dtable.final_position"), False
    turn, ended = told(ctx)
    if ended:
        left = max(0, ctx.view.last_turn - turn) + 1
        return t("dtable.end_one" if left == 1 else "dtable.end_many", n=left), True
    return "", False


def draw_header(surface, theme, ctx) -> None:
    with theme.lettering():    # the game's name in its two scripts, set against each other
        theme.text(surface, "Daitoshi", "serif-bold", 20, P.ACCENT, (12, 16), "midleft")
        theme.text(surface, "大都市", "cjk", 15, th.COPPER, (104, 16), "midleft")
    # "no rounds or phases" (TURN ORDER): the header counts turns only
    end, alert = end_words(ctx)
    r = P.text_fit(surface, theme, t("dtable.turn_no", turn=told(ctx)[0] + 1, end=end), "sans-bold" if alert
                   else "sans", 12, P.ALERT if alert else P.SOFT, (160, 16), 330)
    if ctx.decision_title:
        x0 = r.right / theme.s + 16 if r.right / theme.s < 500 else 500
        P.text_fit(surface, theme, ctx.decision_title, "sans-bold", 14, P.TEXT, (L.MENU[0] - 12, 16),
                   L.MENU[0] - 12 - x0, "midright")


def header_parts(theme, ctx) -> list[Part]:
    end, alert = end_words(ctx)
    tip = t("dtable.turn_tip") + (t("dtable.end_tip") if alert else "") + t("dtable.page", page=24)
    return [Part(("header",), (150, 2, 340, 28), tip)]


# --- the decision panel ----------------------------------------------------------------------------------------
def draw_decision(surface, theme, ctx) -> None:
    x, y, w, h = L.DECISION
    mine = said_to("dtable.decision_of", ctx.names[ctx.active]) if ctx.active is not None and sum(ctx.humans) > 1 \
        else t("dtable.your_decision")
    P.heading(surface, theme, mine if not ctx.waiting else t("dtable.now"), (x + 10, y + 7), 11, width=w - 160)
    text = ctx.decision_help or ctx.waiting
    size, lines = P.lines_fit(theme, text, "sans", HELP_SIZE, w - 20, HELP_LINES)
    for k, line in enumerate(lines[:HELP_LINES]):
        theme.text(surface, line, "sans", size, P.TEXT, (x + 10, y + 26 + k * 14.5))
    if ctx.view.is_over():
        _final(surface, theme, ctx)
    elif ctx.waiting:
        _so_far(surface, theme, ctx)


def _so_far(surface, theme, ctx) -> None:
    """What this turn has brought so far, so an AI's moves (and the Mayor's) can be followed."""
    x, y, w, h = L.DECISION
    since = []
    for entry in reversed(ctx.log[:ctx.log_visible]):
        since.append(entry)
        if entry.style == "turn":
            break
    since.reverse()
    yy = y + 84
    P.heading(surface, theme, t("dtable.this_turn_so_far"), (x + 10, yy - 14), 10, width=w - 20)
    rows = []
    for e in since:
        role = "sans-bold" if e.style != "event" else "sans"
        for k, line in enumerate(theme.wrap(e.text, role, 11, w - 40)):
            rows.append((e.seat if k == 0 else -1, line, e.style))
    bottom = L.REPLAY_BAR[1] - 4 if ctx.replay else y + h - 8
    room = int((bottom - yy) // 14)
    shown = last_rows(rows, len(rows), room)
    for seat, line, style in shown:
        if seat is not None and seat >= 0:
            pygame.draw.circle(surface, ctx.colours[seat], theme.pt(x + 16, yy + 7), theme.px(3.5))
        theme.text(surface, line, "sans-bold" if style != "event" else "sans", 11,
                   P.ACCENT if style == "turn" else (P.TEXT if style == "action" else P.SOFT), (x + 26, yy))
        yy += 14


def player_scores(view) -> list:
    """Every player's score: the seats', then in solo the Mayor's (a player, not a seat)."""
    scores = list(view.scores())
    mayor = getattr(view, "mayor_score", lambda: None)()
    return scores + [mayor] if mayor is not None else scores


FINAL_LINE = ("sans-bold", 12)     # a player's total and name
FINAL_PARTS = ("sans", 10)         # its parts, on two lines at most


def decision_fonts() -> list[tuple[str, float]]:
    """Every font a decision is first drawn in, the first to open last (theme.py `open_ahead`
    takes the list's end), opened ahead in the frames that draw nothing new before it (render.py):
    its heading and help (`draw_decision`), the list's choices at the sizes their fit may come
    down to, their numbers, headings and count, the Hint and the scroll buttons, the caption over
    the board. The player's first decision opened one of them and drew the others' letters for
    the first time (12.7 ms of CPU through the slow line: game/tools/MEASUREMENTS.md, "First frames")."""
    fonts = [("sans-bold", 11), *th.fitted_fonts("sans", HELP_SIZE, choices.SMALLEST),
             *th.fitted_fonts("sans", 12, choices.SMALLEST), ("sans-bold", 10), ("sans", 9.5),
             ("sans-bold", 12.5)]
    return list(dict.fromkeys(fonts))[::-1]


def final_fonts() -> list[tuple[str, float]]:
    """Every font the final scores may be drawn in, opened ahead (render.py): the game's last
    frame opened them, with the scores' every line to measure besides."""
    return th.fitted_fonts(*FINAL_LINE) + th.fitted_fonts(*FINAL_PARTS)


def _final(surface, theme, ctx) -> None:
    view = ctx.view
    x, y, w, h = L.DECISION
    scores = player_scores(view)
    winners = set(view.winners())
    yy = y + 80
    P.heading(surface, theme, t("dtable.final_scores"), (x + 10, yy - 14), 10, width=w - 20)
    for seat in sorted(range(len(scores)), key=lambda s_: -scores[s_].total):
        sc = scores[seat]
        star = said_to("dtable.wins", ctx.names[seat]) if seat in winners else ""
        pygame.draw.circle(surface, ctx.colours[seat], theme.pt(x + 16, yy + 8), theme.px(4))
        P.text_fit(surface, theme, t("dtable.final_line", name=ctx.names[seat], n=sc.total, star=star),
                   *FINAL_LINE, P.ACCENT if seat in winners else P.TEXT, (x + 26, yy + 8), w - 36)
        # each part named as the results screen and the rulebook name it ("River: Conflicts")
        parts = ", ".join(f"{part_label(n)} {v}" for n, v in sc.breakdown if v)
        size, lines = P.lines_fit(theme, parts, *FINAL_PARTS, w - 40, 2)
        for k, line in enumerate(lines[:2]):
            theme.text(surface, line, "sans", size, P.SOFT, (x + 26, yy + 17 + k * 12))
        yy += 20 + 12 * min(2, len(lines)) + 4


# --- the log ------------------------------------------------------------------------------------------------------
def log_rows(theme, entries, width) -> list:
    out = []
    for entry in entries:
        role = "sans-bold" if entry.style == "turn" else "sans"
        for k, chunk in enumerate(theme.wrap(entry.text, role, LOG_SIZE, width)):
            out.append((entry.seat if k == 0 else -1, chunk, entry.style))
    return out


def last_rows(rows: list, end: int, room: int) -> list:
    """The `room` rows before `end`, less the tail of an entry whose first line is above them: a
    line is never shown cut from its beginning ("...construction materials" alone at the top).
    They are drawn from the panel's first row: the cut entry's room is left at the foot, never as
    a blank line the log would open on."""
    start = max(0, end - room)
    while 0 < start < end and rows[start][0] == -1:    # -1: an entry's line after its first
        start += 1
    return rows[start:max(0, end)]


def draw_log(surface, theme, ctx) -> None:
    x, y, w, h = L.LOG
    P.heading(surface, theme, t("dtable.tab.log"), (x + 10, y + 6), 10, width=w - 20)
    # between the hint's box over its top and an online game's chat at its foot: the newest
    # lines are the ones kept in view
    top = y + 22 if ctx.log_top is None else max(y + 22, ctx.log_top + 4)
    foot = y + h - 8 if ctx.log_floor is None else min(y + h - 8, ctx.log_floor)
    rows_fit = max(0, int((foot - top) // LOG_PITCH))
    rows: list = []
    end = ctx.log_visible
    while end > 0 and len(rows) < rows_fit + ctx.log_scroll:   # only as far back as is shown
        start = max(0, end - 8)
        rows = log_rows(theme, ctx.log[start:end], w - 36) + rows
        end = start
    end = len(rows) - ctx.log_scroll
    shown = last_rows(rows, end, rows_fit)
    for k, (seat, text, style) in enumerate(shown):
        ly = top + k * LOG_PITCH
        if seat is not None and seat >= 0:
            pygame.draw.circle(surface, ctx.colours[seat], theme.pt(x + 12, ly + 8), theme.px(3.5))
        colour = P.ACCENT if style == "turn" else (P.TEXT if style == "action" else P.SOFT)
        theme.text(surface, text, "sans-bold" if style == "turn" else "sans", LOG_SIZE, colour,
                   (x + 20 if style != "event" else x + 26, ly))
    if ctx.log_scroll:
        P.text_fit(surface, theme, t("dtable.scrolled_back", n=ctx.log_scroll), "sans", 9.5, P.ACCENT,
                   (x + w - 8, y + 10), 120, "midright")


# --- the tooltip --------------------------------------------------------------------------------------------------
# tooltips' layouts kept, the least lately asked for forgotten first: a whole game's mouse meets
# some 600 different tooltips in 12,000 frames (their words follow the game), and with 64 kept,
# forgotten all at once when full, half of the frames with a tooltip measured it again
# (game/tools/MEASUREMENTS.md, "Daitoshi's regions drawn less")
TIP_LAYOUTS = 1024
_tip_layouts: OrderedDict = OrderedDict()


def tooltip_layout(theme, text: str) -> tuple[tuple, int, int]:
    """A tooltip's lines and its box's size in pixels, kept while its words and the scale are
    the same: the mouse resting on, or sweeping over, a place asks again every frame, and
    measuring each line was most of a long tooltip's cost after its drawing
    (game/tools/MEASUREMENTS.md, "Daitoshi's frames that redraw no region")."""
    def made() -> tuple[tuple, int, int]:
        lines = tuple(theme.wrap(text, "sans", 12, 320))
        font = theme.font("sans", 12)
        w = max(font.size(line)[0] for line in lines) + theme.px(16)
        return lines, w, len(lines) * theme.px(16) + theme.px(10)
    return recall(_tip_layouts, (theme.scale_key, text), TIP_LAYOUTS, made)


def draw_tooltip(surface, theme, text, mouse_px, keepouts_px=()) -> pygame.Rect | None:
    """The words under the mouse, right of and below it, never over what the player opened nor
    under the coach panel of Learn to play (`keepouts_px`, in pixels; layers.clear_of). Returns
    where it was drawn (None: no room clear of them, not drawn)."""
    lines, w, h = tooltip_layout(theme, text)
    mx, my = mouse_px
    sw, sh = surface.get_size()
    x = max(4, min(mx + theme.px(14), sw - w - 4))
    y = my + theme.px(18)
    if y + h > sh - 4:
        y = max(4, my - h - theme.px(8))
    place = clear_of((x, y, w, h), mouse_px, keepouts_px, theme.px(14), surface.get_rect())
    if place is None:
        return None
    r = pygame.Rect(place)
    rounded(surface, (20, 20, 24), r, theme.px(6), alpha=238)
    rounded(surface, P.BORDER, r, theme.px(6), 1)
    for k, line in enumerate(lines):
        surface.blit(theme.render(line, "sans", 12, P.TEXT), (r.x + theme.px(8), r.y + theme.px(5) + k * theme.px(16)))
    return r

