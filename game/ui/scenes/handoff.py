"""The hot-seat curtain: it covers the whole table until the named player is ready."""

from __future__ import annotations

import math

import pygame

from game.i18n import said_to, t
from game.ui import art
from game.ui import theme as th
from game.ui.icons import draw_seat_token
from game.ui.scene import Input, Scene
from game.ui.scenes.pause import PauseScene


class HandoffScene(Scene):
    name = "handoff"
    opaque = True  # nothing of the table below may show

    def __init__(self, app, player: str, colour: int, on_ready=None, brass: bool = False) -> None:
        super().__init__(app)
        self.brass = brass  # Daitoshi's curtain: steel shutters and brass instead of indigo cloth
        self.player = player
        self.colour = colour
        self.on_ready = on_ready
        self.time = 0.0

    def handle(self, inp: Input) -> bool:
        if inp.kind in ("click", "confirm") or (inp.kind == "key" and inp.key == pygame.K_SPACE):
            self.app.pop_scene()
            if self.on_ready:
                self.on_ready()
            return True
        if inp.kind == "back":
            # Escape pauses over the curtain (the pause is translucent: it shows the curtain,
            # never the table); it does not lift the curtain.
            self.app.push_scene(PauseScene(self.app))
            return True
        return inp.kind in ("key", "text")

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        surface.fill(th.SOOT if self.brass else th.INK)
        # noren: the split curtain of a shop doorway, in indigo with a vermilion crest
        # (for Daitoshi: riveted steel shutters)
        panels = 4
        pw = w / panels
        cloth, edge = ((th.STEEL, th.BRASS) if self.brass else (th.INDIGO, (52, 78, 122)))
        for i in range(panels):
            r = pygame.Rect(int(i * pw) + theme.px(3), 0, int(pw) - theme.px(6), int(h * 0.78))
            pygame.draw.rect(surface, cloth, r)
            pygame.draw.rect(surface, edge, r, theme.px(2))
            if self.brass:
                for k in range(1, 12):
                    for x in (r.left + theme.px(10), r.right - theme.px(10)):
                        pygame.draw.circle(surface, th.BRASS, (x, r.top + k * r.height // 12), theme.px(3))
        pygame.draw.rect(surface, (24, 22, 26), (0, 0, w, theme.px(26)))
        band = pygame.Rect(0, int(h * 0.78), w, h - int(h * 0.78))
        if self.brass:
            for i, k in enumerate(range(0, 1400, 84)):  # meshing: each turns against its neighbour
                half_tooth = math.pi / 12 if i % 2 else 0.0
                art.gear(surface, theme.pt(k + 40, 650), theme.px(44), 12, th.COPPER if i % 2 else th.BRASS,
                         half_tooth + self.time * (0.4 if i % 2 else -0.4))
        else:
            art.seigaiha(surface, band, theme.px(22), (58, 56, 64), th.INK, 255)
        crest = theme.pt(640, 250)
        if self.brass:
            art.gear(surface, crest, theme.px(104), 16, th.BRASS, self.time * 0.2)
        pygame.draw.circle(surface, th.PAPER, crest, theme.px(92 if not self.brass else 84))
        colour, shape, letter = th.SEAT_COLOURS[self.colour % len(th.SEAT_COLOURS)]
        draw_seat_token(surface, pygame.Rect(0, 0, theme.px(120), theme.px(120)).move(crest[0] - theme.px(60), crest[1] - theme.px(60)),
                        colour, shape, letter, theme.colour_blind)
        theme.text(surface, t("handoff.pass", name=self.player), "serif-bold", 50, th.PAPER, (640, 400), "center")
        pulse = 180 + int(60 * abs(((self.time * 0.8) % 2) - 1))
        theme.text(surface, t("handoff.ready"), "sans-bold", 24, th.GOLD, (640, 462), "center", alpha=pulse)
        theme.text(surface, said_to("handoff.private", self.player), "sans", 17, (200, 196, 210), (640, 506), "center")
