"""A move on its way to the host of a game played online (game/net/sent.py), shown at the table
until the host answers: the table's controls wait with it (the session offers the seat no
choice meanwhile), and a note over the table says "Sent — waiting for the host", so that a slow
line reads as a move under way, never as a frozen window. Once the host answers, the move shows
played; a refusal, or the line lost under it, puts it back and the table says why
(`TableScene.answered`).
"""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme as th
from game.ui.widgets import panel

SIZE = 16               # the note's words (sans-bold)
PAD_X, HEIGHT = 22, 40  # its padding and its height, in base units


class SentNote:
    """Over a table whose session sends its moves elsewhere: shown while one is on its way."""

    def __init__(self, table) -> None:
        self.table = table

    def shown(self) -> bool:
        """The seat on screen has a move on its way to the host."""
        return self.table.session.sent(self.table.viewer) is not None

    def rect(self) -> tuple:
        """Its base rect, centred at the table's SENT_AT."""
        theme = self.table.theme
        w = theme.font("sans-bold", SIZE).size(t("online.sent"))[0] / theme.s + 2 * PAD_X
        x, y = self.table.SENT_AT
        return (x - w / 2, y - HEIGHT / 2, w, HEIGHT)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.shown():
            return
        theme = self.table.theme
        x, y, w, h = self.rect()
        panel(surface, theme, (x, y, w, h), fill=th.PAPER, border=th.GOLD, radius=h / 2,
              alpha=235, overlay=True)
        theme.text(surface, t("online.sent"), "sans-bold", SIZE, th.INK_SOFT,
                   (x + w / 2, y + h / 2), "center")
