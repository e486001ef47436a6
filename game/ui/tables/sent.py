"""A move on its way to the host of a game played online (game/net/sent.py), shown at the table
until the host answers: the table's controls wait with it (the session offers the seat no
choice meanwhile), and a note over the table says "Sent — waiting for the host" and, below, the
move sent in the table's words (`TableScene.sent_words`), so that a slow line reads as a move
under way, never as a frozen window. Once the host answers, the move shows played; a refusal, or
the line lost under it, puts it back and the table says why (`TableScene.answered`).
"""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme as th
from game.ui.tables import chat, put_back
from game.ui.widgets import panel, panel_reach

SIZE, MOVE_SIZE = 16, 14   # the note's words (sans-bold) and the move's (sans)
LINE, MOVE_LINE = 22, 19   # their lines' heights, in base units
PAD_X, PAD_Y = 22, 10
MOST_W = 640               # the widest the note grows: longer words wrap (never cut)


def online_fonts() -> list[tuple[str, float]]:
    """The fonts of what a table played online draws over itself, the first to open last
    (theme.py `open_ahead` takes the list's end): the chat's (its hint shows from the table's
    first frame), then this note's (the first move sent). Opened ahead while the game is joined
    (scenes/online.py, lobby.py) and in the table's frames that draw nothing new: Daitoshi's
    first frame online opened three of them (game/tools/MEASUREMENTS.md, "Fonts ahead for the
    results screen and the sent note")."""
    return [("sans", MOVE_SIZE), ("sans-bold", SIZE), ("sans-bold", chat.SIZE), ("sans", chat.SIZE)]


class SentNote:
    """Over a table whose session sends its moves elsewhere: shown while one is on its way."""

    def __init__(self, table) -> None:
        self.table = table
        self._said: tuple | None = None     # (action, language's words) -> its lines, kept

    def sent(self):
        return self.table.session.sent(self.table.viewer)

    def shown(self) -> bool:
        """The seat on screen has a move on its way to the host."""
        return self.sent() is not None

    def lines(self) -> tuple[str, list[str]]:
        """The note's words and the move's lines (worked out once per move sent)."""
        action, head = self.sent(), t("online.sent")
        key = (action, head, self.table.theme.s)
        if self._said is None or self._said[0] != key:
            move = self.table.sent_words(action)
            wrapped = self.table.theme.wrap(move, "sans", MOVE_SIZE, MOST_W - 2 * PAD_X) if move else []
            self._said = (key, wrapped)
        return head, self._said[1]

    def rect(self) -> tuple:
        """Its base rect, centred at the table's SENT_AT."""
        theme = self.table.theme
        head, move = self.lines()
        widths = [theme.font("sans-bold", SIZE).size(head)[0]] + \
            [theme.font("sans", MOVE_SIZE).size(line)[0] for line in move]
        w = min(MOST_W, max(widths) / theme.s + 2 * PAD_X)
        h = 2 * PAD_Y + LINE + MOVE_LINE * len(move)
        x, y = self.table.SENT_AT
        return (x - w / 2, y - h / 2, w, h)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.shown():
            return
        theme = self.table.theme
        head, move = self.lines()
        x, y, w, h = self.rect()
        paper = panel(surface, theme, (x, y, w, h), fill=th.PAPER, border=th.GOLD, radius=14,
                      alpha=235, overlay=True)
        # said where it drew: the table's picture is put back only there under it, not whole
        # (shown in most frames through a slow line: game/tools/MEASUREMENTS.md)
        put_back.drew_above(surface, [panel_reach(theme, paper)])
        theme.text(surface, head, "sans-bold", SIZE, th.INK_SOFT,
                   (x + w / 2, y + PAD_Y + LINE / 2), "center")
        for k, line in enumerate(move):
            theme.text(surface, line, "sans", MOVE_SIZE, th.INK_SOFT,
                       (x + w / 2, y + PAD_Y + LINE + MOVE_LINE * k + MOVE_LINE / 2), "center")
