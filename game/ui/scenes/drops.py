"""A friend dropped from a game this client hosts: once their connection has been down for the
host's wait (game/net/room.py, `DROP_AFTER`), the person hosting is asked, over their own table,
whether to keep waiting or to seat an AI (at a level) in the friend's place until they come back.

`watch(app, dt)` is called by the app once a frame while it hosts; it asks the host (on its own
thread) now and then, never every frame. The question goes by itself if the friend comes back
while it is open; Keep waiting asks again after another wait.
"""

from __future__ import annotations

import pygame

from game.ai.agents import LEVELS
from game.i18n import shown_name, t
from game.ui import art
from game.ui import theme as th
from game.ui.scene import Input, Scene
from game.ui.widgets import Button, Stepper, panel

ASK_EVERY = 1.0          # seconds of frames between two questions to the host
CARD = (390, 170, 500, 380)


def watch(app, dt: float) -> None:
    """Ask the host whether a friend's drop is overdue; if so, and the hosting person's table is
    on top (not a menu or another question), put the question over it."""
    app.drop_wait -= dt
    top = app.stack.top
    session = top.session
    if app.drop_wait > 0 or session is None or session.is_replay or isinstance(top, DropScene):
        return              # asked only over the hosted game's table, never over the question
    app.drop_wait = ASK_EVERY
    # only over the hosted game's table: the one that shows the friend as away
    overdue = [seat for seat in app.hosting.overdue() if seat in session.away()]
    if overdue:
        app.push_scene(DropScene(app, app.hosting, session, overdue[0]))


class DropScene(Scene):
    """The hosting person's choice for a friend who dropped: keep waiting, or seat an AI."""
    name = "drop"
    opaque = False           # the table stays in view, dimmed, behind it

    def __init__(self, app, local, session, seat: int) -> None:
        super().__init__(app)
        self.local, self.session, self.seat = local, session, seat
        self.level = "normal" if "normal" in LEVELS else LEVELS[0]

    def friend(self) -> str:
        return shown_name(self.session.seats[self.seat].name)

    def layout(self) -> None:
        x, y, w, h = CARD
        self.widgets = [
            Stepper("level", (x + 40, y + 226, w - 80, 44), LEVELS, LEVELS.index(self.level),
                    lambda v: t(f"difficulty.{v}"), lambda v: setattr(self, "level", v), size=18),
            Button("wait", lambda: t("online.drop.wait"), (x + 30, y + h - 74, 210, 50),
                   self.keep_waiting, style="secondary", size=18),
            Button("seat_ai", lambda: t("online.drop.seat_ai"), (x + w - 240, y + h - 74, 210, 50),
                   self.seat_ai, size=18),
        ]

    def keep_waiting(self) -> None:
        self.local.keep_waiting(self.seat)
        self.app.pop_scene()

    def seat_ai(self) -> None:
        self.local.seat_ai(self.seat, self.level)
        self.app.pop_scene()

    def update(self, dt: float) -> None:
        self.session.pump_ai()               # the game's news goes on arriving meanwhile
        if self.seat not in self.session.away() or self.session.is_over():
            self.app.pop_scene()             # the friend came back (or the game ended)

    def handle(self, inp: Input) -> bool:
        if inp.kind == "back":
            self.keep_waiting()
            return True
        super().handle(inp)
        return True                          # a modal question uses every input

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        x, y, w, h = CARD
        surface.blit(art.veil(surface.get_size(), (20, 18, 24), 150), (0, 0))
        panel(surface, theme, CARD, fill=th.PAPER, border=th.GOLD, radius=16, overlay=True)
        theme.text(surface, t("online.drop.title", name=self.friend()), "serif-bold", 28, th.INK,
                   (x + w / 2, y + 48), "center")
        for k, line in enumerate(theme.wrap(t("online.drop.body", name=self.friend()), "sans",
                                            17, w - 70)[:5]):
            theme.text(surface, line, "sans", 17, th.INK_SOFT, (x + 35, y + 86 + k * 23))
        theme.text(surface, t("online.drop.level").upper(), "sans-bold", 14, th.INK_SOFT,
                   (x + 40, y + 204))
        self.draw_widgets(surface)
