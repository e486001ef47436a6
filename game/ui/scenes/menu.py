"""The title screen and main menu."""

from __future__ import annotations

import math

import pygame

from game.i18n import t
from game.ui import art
from game.ui import theme as th
from game.ui.scene import Input, Scene
from game.ui.widgets import Button


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app, message: str = "") -> None:
        super().__init__(app)
        self.message = message
        self.time = 0.0
        self.save_note = ""

    def layout(self) -> None:
        x, w, h, gap = 112, 300, 48, 12
        y = 318
        save = self.app.saves.read_autosave()  # read once, not every frame
        has_save = save is not None and self.app.spec(save["game"]) is not None
        self.save_note = ""
        if has_save:
            spec = self.app.spec(save["game"])
            self.save_note = t("menu.continue_note", game=spec.title, players=len(save["seats"]),
                               moves=len(save["actions"]))
        items = [
            ("new", "menu.new", self.app.open_setup, "primary", lambda: bool(self.app.game_specs())),
            ("continue", "menu.continue", self.app.continue_game, "secondary", has_save),
            ("rules", "menu.rules", self.app.open_rules, "secondary", True),
            ("records", "menu.records", self.app.open_records, "secondary", True),
            ("settings", "menu.settings", self.app.open_settings, "secondary", True),
            ("quit", "menu.quit", self.app.quit, "ghost", True),
        ]
        self.widgets = []
        for i, (wid, key, fn, style, enabled) in enumerate(items):
            self.widgets.append(Button(wid, (lambda k=key: t(k)), (x, y + i * (h + gap), w, h), fn,
                                       style=style, enabled=enabled,
                                       sub=self.save_note if wid == "continue" else ""))

    def handle(self, inp: Input) -> bool:
        if inp.kind == "back":
            return True  # Escape on the title does nothing; Quit is a button
        return super().handle(inp)

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(art.title_backdrop(surface.get_size()), (0, 0))
        art.steam_puff(surface, theme.pt(1150, 560), theme.px(22), self.time)
        # title block on a soft paper card
        surface.blit(art.veil(theme.rect(0, 0, 470, 720).size, th.PAPER, 232), theme.pt(70, 0))
        pygame.draw.line(surface, th.VERMILION, theme.pt(70, 0), theme.pt(70, 720), theme.px(4))
        theme.text(surface, "Arigatō", "serif-bold", 68, th.INK, (108, 72))
        theme.text(surface, "&", "serif", 34, th.VERMILION, (112, 160))
        theme.text(surface, "Daitoshi", "serif-bold", 52, th.SOOT, (150, 148))
        theme.text(surface, t("app.subtitle"), "sans", 19, th.INK_SOFT, (112, 232))
        theme.text(surface, t("menu.hint"), "sans", 15, th.INK_SOFT, (112, 262))
        # vertical Japanese title, the seal beside it
        for i, g in enumerate("ありがとう"):
            theme.text(surface, g, "cjk", 30, th.INK, (500, 92 + i * 40), "center", alpha=230)
        art.hanko(surface, theme, (500, 330), 54, "大都市")
        self.draw_widgets(surface)
        if self.message:
            theme.text(surface, self.message, "sans", 16, th.VERMILION_DARK, (112, 684))
        elif not self.app.game_specs():
            theme.text(surface, t("menu.no_games"), "sans", 16, th.VERMILION_DARK, (112, 684))
        # a slow sparkle on the sun's rim: the screen breathes
        a = self.time * 0.4
        cx, cy = 0.70 * surface.get_width(), 0.40 * surface.get_height()
        r = theme.px(176)
        pygame.draw.circle(surface, th.GOLD, (cx + math.cos(a) * r, cy + math.sin(a) * r), theme.px(4))
