"""The chat line of a game played online: T opens a line to type, Enter sends it to
the host (Escape puts it away); everyone's lines are shown a few seconds in a small panel.

Where it goes: the table names its place (`TableScene.CHAT_AT`, the lower part of its log:
what happened, never a decision); while the panel shows, the log's lines end above it
(`TableScene.log_floor`), so neither its lines nor "T: say something" hide the log's last line. Even there it is not drawn while what the player
opened (a menu, a picker) or Learn to play's coach meets it (layers.py): a line waits, and
only time on screen counts against it. Tooltips keep clear of it while it shows.

A line is text another player typed: drawn as text, never evaluated. The host limits how
often a seat may speak (host.py); this side keeps to the same pace, so the host never has to
refuse a line (a refusal would land among the answers to the seat's moves).
"""

from __future__ import annotations

import pygame

from game.i18n import t
from game.net.limits import CHAT_BURST, CHAT_RATE, RateLimit
from game.net.messages import CHAT_MAX
from game.ui import theme as th
from game.ui.scene import Input
from game.ui.tables.layers import meets
from game.ui.tables import put_back
from game.ui.widgets import TextField, panel, panel_reach

SHOWN = 12.0          # seconds a line stays on screen
LINES = 4             # lines shown at once, the newest last
ROWS = 7              # rows of text at most (a long line wraps; the oldest lines give way)
LINE_H = 18
SIZE = 13
PAD = 8
FIELD_H = 32
OPEN_KEY = pygame.K_t
SWALLOW_FOR = 0.25    # seconds the T that opened the line may still arrive as its letter


class Chat:
    def __init__(self, table, rect: tuple, clock=None) -> None:
        self.table = table
        self.session = table.session
        self.rect = tuple(rect)
        self.heard = 0                 # lines of the session's chat taken in
        self.lines: list[list] = []    # [ChatLine, seconds left], oldest first
        self.typing: TextField | None = None
        self.note = ""                 # why a line was not sent
        self.hint = SHOWN              # seconds "T: a line for the table" shows at the start
        self._swallow = 0.0            # the T that opened the line is no letter of it: its
        # text event follows its key event, in the same frame or (rarely) the next ones
        self._wrapped: dict = {}       # a line's rows, by its text, room and scale
        self.limit = RateLimit(CHAT_RATE, CHAT_BURST, **({"clock": clock} if clock else {}))

    # --- news --------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._swallow = max(0.0, self._swallow - dt)
        told = self.session.chat_heard
        if told > self.heard:
            fresh = self.session.chat[-min(told - self.heard, LINES):]
            self.lines = (self.lines + [[line, SHOWN] for line in fresh])[-LINES:]
            self.heard = told
        if self.shown():                # a line hidden under what the player opened waits
            for line in self.lines:
                line[1] -= dt
            self.lines = [line for line in self.lines if line[1] > 0]
            self.hint = max(0.0, self.hint - dt)
        self.place()

    def place(self) -> None:
        """The line being typed goes under the rows shown, at the panel's foot."""
        if self.typing is not None:
            x, y, w, h = self.box()
            fx, _, fw, fh = self.typing.rect
            self.typing.rect = (fx, y + h - PAD - fh, fw, fh)

    # --- where ---------------------------------------------------------------------------------------
    def rows(self) -> list[tuple]:
        """What the panel shows, row by row: (seat, name or "", text), the newest lines kept
        when they do not all fit."""
        theme = self.table.theme
        out: list[tuple] = []
        w = self.rect[2] - 2 * PAD
        for line, _ in reversed(self.lines):
            who = t("chat.sent_by", name=line.name)
            indent = theme.font("sans-bold", SIZE).size(who + " ")[0] / theme.s
            key = (line.text, w - indent, theme.scale_key)
            wrapped = self._wrapped.get(key)
            if wrapped is None:
                wrapped = self._wrapped[key] = wrap(theme, line.text, w - indent)
            if len(out) + len(wrapped) > ROWS:
                break
            out = [(line.seat, who if k == 0 else "", text, indent)
                   for k, text in enumerate(wrapped)] + out
        return out

    def box(self) -> tuple:
        """The panel's rect (base units): its rows and, when open, the line being typed, from
        the bottom of the place up."""
        x, y, w, h = self.rect
        height = len(self.rows()) * LINE_H + 2 * PAD
        if self.note:
            height += LINE_H
        if self.typing is not None:
            height += FIELD_H + 4
        else:
            height += LINE_H            # how to say something
        height = min(h, height)
        return (x, y + h - height, w, height)

    def covered(self) -> bool:
        """What the player opened or asked to read, or the coach's panel, lies over the place: no
        chat there."""
        return any(meets(self.rect, k) for k in self.table.over_table())

    def shown(self) -> bool:
        return ((bool(self.lines) or self.typing is not None or self.hint > 0)
                and not self.covered())

    def keepout(self) -> tuple | None:
        """Where tooltips may not lie, while the panel shows."""
        return self.box() if self.shown() else None

    # --- typing ----------------------------------------------------------------------------------------
    def open(self) -> None:
        x, y, w, h = self.rect
        self.typing = LineField("chat", (x + PAD, 0, w - 2 * PAD, FIELD_H), "",
                                lambda text: None, max_len=CHAT_MAX, size=SIZE,
                                placeholder=lambda: t("chat.hint"))
        self.note = ""
        self.place()
        pygame.key.start_text_input()

    def close(self) -> None:
        self.typing = None
        self.note = ""

    def send(self) -> None:
        text = self.typing.text.strip()
        if not text:
            self.close()
            return
        if not self.limit.allow():
            self.note = t("chat.too_fast")
            self.place()
            return
        self.session.say(text, self.table.viewer)    # signed by whose hand is on screen
        self.close()

    def handle(self, inp: Input) -> bool:
        """T opens a line; while it is open every key is the line's (Enter sends, Escape puts it
        away). True when the input was the chat's."""
        if self.typing is None:
            if (inp.kind == "key" and inp.key == OPEN_KEY and not inp.mod & ~pygame.KMOD_SHIFT
                    and not self.covered() and not self.table.covered()):
                self.open()
                self._swallow = SWALLOW_FOR
                return True
            return False
        if inp.kind == "text" and self._swallow > 0 and inp.text in ("t", "T"):
            self._swallow = 0.0
            return True
        if inp.kind == "confirm":
            self.send()
            return True
        if inp.kind == "back":
            self.close()
            return True
        if inp.kind in ("text", "key"):
            self._swallow = 0.0         # the T's letter came with the key, or never will
            self.note = ""
            self.typing.key(inp)
            self.place()
            return True
        return False

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.shown():
            return
        theme = self.table.theme
        x, y, w, h = self.box()
        paper = panel(surface, theme, (x, y, w, h), fill=(251, 247, 239), alpha=236, overlay=True)
        put_back.drew_above(surface, [panel_reach(theme, paper)])   # its rows and line lie on it
        yy = y + PAD
        seats = self.session.seats
        for seat, who, text, indent in self.rows():
            if who:
                colour = theme.seat_colour(seats[seat].colour) if seat < len(seats) else th.INK
                theme.text(surface, who, "sans-bold", SIZE, colour, (x + PAD, yy))
            theme.text(surface, text, "sans", SIZE, th.INK, (x + PAD + indent, yy))
            yy += LINE_H
        if self.note:
            theme.text(surface, self.note, "sans", SIZE, th.VERMILION_DARK, (x + PAD, yy))
            yy += LINE_H
        if self.typing is None:
            theme.text(surface, t("chat.open_hint"), "sans", SIZE, th.INK_SOFT, (x + PAD, yy))
        else:
            self.typing.draw(surface, theme, False, True)   # placed under the rows (`place`)


class LineField(TextField):
    """The line being typed: its end shown when it grows longer than the field, as the typing
    happens there."""

    def draw(self, surface, theme, hover, focused) -> None:
        full = self.text
        x, y, w, h = self.rect
        font = theme.font("sans", self.size)
        while self.text and font.size(self.text)[0] / theme.s > w - 24:
            self.text = self.text[1:]
        try:
            super().draw(surface, theme, hover, focused)
        finally:
            self.text = full


def wrap(theme, text: str, room: float) -> list[str]:
    """The line in rows no wider than `room` base units: by words, and a word longer than a
    row by its letters (a line is someone's typing: it may hold no space at all)."""
    font = theme.font("sans", SIZE)
    rows = []
    for row in theme.wrap(text, "sans", SIZE, room):
        while font.size(row)[0] / theme.s > room and len(row) > 1:
            cut = len(row) - 1
            while cut > 1 and font.size(row[:cut])[0] / theme.s > room:
                cut -= 1
            rows.append(row[:cut])
            row = row[cut:]
        rows.append(row)
    return rows
