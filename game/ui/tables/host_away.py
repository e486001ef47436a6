"""The host of a game played online out of reach, said at once and plainly over the table: the
host has gone (or paused or stopped the game, as it said on closing), and what the player can do
about it: wait (the seat comes back by itself the moment the host answers, game/net/remote.py
`host_away`, for 10 minutes of tries, after which the card says none is made until asked), try
at once, or leave to the menu (Play online offers to rejoin the game later).
When the host refused the seat's return (its game is over, or unknown to it) there is nothing to
wait for: only the way out.

The table goes on under it (its frames take in the host's news and make the tries to join
again), dimmed and still: no click reaches it while the host is away, only Escape's pause menu.
"""

from __future__ import annotations

import math

import pygame

from game.i18n import t
from game.net.comeback import ENDED, REFUSED
from game.ui import art
from game.ui import theme as th
from game.ui.scene import Input
from game.ui.scenes.online import refused_words
from game.ui.widgets import Button, panel

WIDTH = 760             # the card's width, centred on the 1280x720 canvas
PAD = 34
TITLE = 26              # the title's size (serif), wrapped on two lines at most
TITLE_LINE = 32
BODY = 17               # the body's size (sans)
BODY_LINE = 23
STATUS = 15
STATUS_ROW = 36         # the status line and the room above it
BUTTON = (230, 50)
GAP = 16


class HostAway:
    """Over a table whose session can tell of its host (`host_away`): shows while it is away."""

    def __init__(self, table) -> None:
        self.table = table
        self.session = table.session
        self.word: str | None = None        # what the session last said of its host
        self.buttons: list[Button] = []
        self._laid: tuple | None = None     # what the card was laid out for

    def shown(self) -> bool:
        return self.word is not None

    def update(self, dt: float) -> None:
        self.word = self.session.host_away()
        if self.word is not None:
            self.layout()

    # --- the card -------------------------------------------------------------------------------
    def title(self) -> str:
        return t(f"online.host_away.{self.word}")

    def body(self) -> str:
        if self.word == ENDED:
            return t("online.host_away.over")
        if self.word == REFUSED:
            return refused_words(self.session.comeback.refused)
        return t("online.host_away.wait")

    def status(self) -> str:
        """When the next try is; nothing once there is none to make."""
        if not self.waits():
            return ""
        if self.session.tries_stopped():
            return t("online.host_away.no_more_tries")
        wait = self.session.next_try_in()
        if wait is None or wait < 0.5:
            return t("online.host_away.trying")
        return t("online.host_away.next_try", n=math.ceil(wait))

    def lines(self) -> tuple[list[str], list[str]]:
        theme = self.table.theme
        room = WIDTH - 2 * PAD
        return (theme.wrap(self.title(), "serif-bold", TITLE, room)[:2],
                theme.wrap(self.body(), "sans", BODY, room)[:4])

    def waits(self) -> bool:
        """There is a host to wait for (not once it refused the seat's return)."""
        return self.word not in (ENDED, REFUSED)

    def rect(self) -> tuple:
        title, body = self.lines()
        status = STATUS_ROW if self.waits() else 0
        h = PAD + len(title) * TITLE_LINE + GAP + len(body) * BODY_LINE + status + GAP \
            + BUTTON[1] + PAD - 8
        return (640 - WIDTH / 2, 360 - h / 2, WIDTH, h)

    def layout(self) -> None:
        """The buttons at the card's foot, laid out again when the words or the scale change."""
        theme = self.table.theme
        key = (self.word, self.title(), self.body(), theme.scale_key)
        if key == self._laid:
            return
        self._laid = key
        x, y, w, h = self.rect()
        bw, bh = BUTTON
        foot = y + h - PAD + 8 - bh
        leave_x = x + w - PAD - bw if self.waits() else x + (w - bw) / 2   # alone: centred
        self.buttons = [Button("host_away_leave", lambda: t("online.host_away.leave"),
                               (leave_x, foot, bw, bh), self.table.app.quit_to_menu,
                               style="secondary", size=19)]
        if self.waits():
            self.buttons.append(Button("host_away_try", lambda: t("online.host_away.try_now"),
                                       (x + PAD, foot, bw, bh), self.session.try_now,
                                       style="ghost", size=19))

    # --- input and drawing ------------------------------------------------------------------------
    def handle(self, inp: Input) -> bool:
        """Every input but Escape while it shows: the table under it is still."""
        if not self.shown() or inp.kind == "back":
            return False
        if inp.kind == "click":
            for button in self.buttons:
                if button.visible and button.enabled and button.hit(inp.pos):
                    button.click(inp.pos)
                    break
        return True

    def draw(self, surface: pygame.Surface, mouse) -> None:
        if not self.shown():
            return
        theme = self.table.theme
        surface.blit(art.veil(surface.get_size(), (20, 18, 24), 150), (0, 0))
        x, y, w, h = self.rect()
        panel(surface, theme, (x, y, w, h), fill=th.PAPER, border=th.GOLD, radius=16,
              overlay=True)
        title, body = self.lines()
        at = y + PAD
        for line in title:
            theme.text(surface, line, "serif-bold", TITLE, th.INK, (640, at), "midtop")
            at += TITLE_LINE
        at += GAP
        for line in body:
            theme.text(surface, line, "sans", BODY, th.INK_SOFT, (x + PAD, at))
            at += BODY_LINE
        status = self.status()
        if status:
            theme.text(surface, status, "sans-bold", STATUS, th.VERMILION_DARK,
                       (x + PAD, at + STATUS_ROW - 20))
        for button in self.buttons:
            button.draw(surface, theme, button.hit(mouse), False)
