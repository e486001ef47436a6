"""Learn to play: the games that have a tutorial, each a button that starts its guided
first game at the real table (game/tutorial/), and Back to the menu."""

from __future__ import annotations

import pygame

from game.i18n import game_title, t
from game.ui import art
from game.ui import theme as th
from game.ui.scene import Scene
from game.ui.widgets import Button, panel
from game.tutorial.script import has_tutorial

INTRO = (80, 118, 1120, 80)       # the page's words under its title
CARD_X, CARD_Y, CARD_W, CARD_H, CARD_GAP = 80, 220, 1120, 110, 24
BUTTON = (860, 32, 220, 48)       # each game's Start button, inside its card


class LearnScene(Scene):
    name = "learn"

    def games(self) -> list:
        return [s for s in self.app.game_specs() if has_tutorial(s.name)]

    def layout(self) -> None:
        self.widgets = []
        bx, by, bw, bh = BUTTON
        for k, spec in enumerate(self.games()):
            y = CARD_Y + k * (CARD_H + CARD_GAP)
            self.widgets.append(Button(f"learn:{spec.name}", lambda: t("learn.start"), (CARD_X + bx, y + by, bw, bh),
                                       lambda n=spec.name: self.app.start_tutorial(n), size=18))
        self.widgets.append(Button("back", lambda: t("learn.back"), (80, 650, 180, 50), self.app.pop_scene,
                                   style="secondary"))

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(art.paper(surface.get_size()), (0, 0))
        theme.text(surface, t("learn.title"), "serif-bold", 44, th.INK, (80, 40))
        x, y, w, _ = INTRO
        for k, line in enumerate(theme.wrap(t("learn.intro"), "sans", 17, w)):
            theme.text(surface, line, "sans", 17, th.INK_SOFT, (x, y + k * 24))
        for k, spec in enumerate(self.games()):
            cy = CARD_Y + k * (CARD_H + CARD_GAP)
            panel(surface, theme, (CARD_X, cy, CARD_W, CARD_H), fill=(251, 247, 239))
            theme.text(surface, game_title(spec), "serif-bold", 28, th.INK, (CARD_X + 24, cy + 16))
            width = BUTTON[0] - 48
            for i, line in enumerate(theme.wrap(t(f"learn.{spec.name}"), "sans", 15, width)):
                theme.text(surface, line, "sans", 15, th.INK_SOFT, (CARD_X + 24, cy + 56 + i * 20))
        self.draw_widgets(surface)
