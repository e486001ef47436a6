"""The question before a game hosted here stops while it is being played: the person hosting
leaves it for the menu (the pause menu's Quit to menu, or Stop hosting on the host's page), or
hosts another game. The game is kept in the saves as it is played (game/net/host_saves.py), so
stopping only pauses it: Continue hosts it again. Stopping closes the host, so the friends'
connections end (`App.stop_hosting`, where the host is closed).
"""

from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import t
from game.ui import art
from game.ui import theme as th
from game.ui.scene import Input, Scene
from game.ui.widgets import Button, panel

CARD = (370, 540)         # x and width; its height is the question's
MIDDLE = 350              # where the card is centred, top to bottom
BODY = 17                 # the question's text size
LINE = 23
LINES = 7                 # the most lines the question takes


def in_play(app) -> bool:
    """This client hosts a game that has begun and is not over: stopping it is asked first."""
    return app.hosting is not None and app.hosting.table.started \
        and not app.hosting.table.is_over()


def end_hosting(app) -> None:
    """The game hosted here stops (for another, or from its page): a lobby never begun is not
    kept, nothing was played in it; a game begun stays in the saves."""
    if app.hosting is not None and not app.hosting.table.started:
        app.hosting.retire()
    app.stop_hosting()


def quit_hosted(app) -> None:
    """Quit to menu while this client hosts: asked first when the game is in play; after its end
    straight to the menu (the host stays up for friends still looking at the end)."""
    if in_play(app):
        app.push_scene(StopHostingScene(app, lambda: leave_for_menu(app)))
    else:
        app.open_menu()


def leave_for_menu(app) -> None:
    """The person hosting leaves: their table (or the host's page) closes, then the host, so the
    friends' connections end; the game stays in the saves."""
    app.open_menu()
    app.stop_hosting()


class StopHostingScene(Scene):
    """Keep hosting, or stop (the game kept) and go on with `then`: to the menu, or to host
    another game (`why`: "quit" or "another")."""
    name = "stop_hosting"
    opaque = False           # what is left stays in view, dimmed, behind it

    def __init__(self, app, then: Callable[[], None], why: str = "quit") -> None:
        super().__init__(app)
        self.then, self.why = then, why
        self.game = app.game_title(app.hosting.table.game) if app.hosting is not None else ""

    def card(self) -> tuple:
        """The card fitted to the question's lines, its buttons under them."""
        x, w = CARD
        h = 90 + LINE * len(self.body()) + 30 + 74
        return x, MIDDLE - h / 2, w, h

    def layout(self) -> None:
        x, y, w, h = self.card()
        self.widgets = [
            Button("keep", lambda: t("hosted.ask.keep"), (x + 30, y + h - 74, 220, 50),
                   self.app.pop_scene, style="secondary", size=18),
            Button("stop", lambda: t("hosted.ask.stop"), (x + w - 250, y + h - 74, 220, 50),
                   self.stop, size=18),
        ]

    def stop(self) -> None:
        self.app.pop_scene()
        self.then()

    def handle(self, inp: Input) -> bool:
        if inp.kind == "back":
            self.app.pop_scene()             # Escape keeps hosting: nothing is stopped by a slip
            return True
        super().handle(inp)
        return True                          # a modal question uses every input

    def body(self) -> list[str]:
        words = t(f"hosted.ask.{self.why}", game=self.game)
        return self.theme.wrap(words, "sans", BODY, CARD[1] - 70)[:LINES]

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        card = x, y, w, h = self.card()
        surface.blit(art.veil(surface.get_size(), (20, 18, 24), 150), (0, 0))
        panel(surface, theme, card, fill=th.PAPER, border=th.GOLD, radius=16, overlay=True)
        theme.text(surface, t("hosted.ask.title"), "serif-bold", 28, th.INK, (x + w / 2, y + 48),
                   "center")
        for k, line in enumerate(self.body()):
            theme.text(surface, line, "sans", BODY, th.INK_SOFT, (x + 35, y + 90 + k * LINE))
        self.draw_widgets(surface)
