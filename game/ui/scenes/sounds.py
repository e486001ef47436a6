"""Settings -> Sounds: each kind of sound the tables make (game/ui/cues.py), its own volume under
the main one and its mute. Each change applies at once, plays the sound as it now is, and is saved
with the settings."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import art
from game.ui import theme as th
from game.ui.cues import ALL
from game.ui.scene import Scene
from game.ui.widgets import Button, Stepper, panel

LEVELS = list(range(0, 101, 10))
ROW_Y, ROW_STEP, ROW_H = 168, 44, 38
LABEL_X, LEVEL = 270, (610, 210)      # a kind's name; its volume: x, width
MUTE = (836, 180)                     # its mute: x, width
PANEL = (240, 110, 800, 500)
BACK = (260, 632, 180, 50)


class SoundsScene(Scene):
    name = "sounds"

    def layout(self) -> None:
        s = self.app.settings
        self.widgets = []
        self.rows: list[tuple[str, float]] = []
        for i, kind in enumerate(ALL):
            y = ROW_Y + i * ROW_STEP
            level = s.sound_levels.get(kind, 100)
            self.widgets.append(Stepper(f"level:{kind}", (LEVEL[0], y, LEVEL[1], ROW_H), LEVELS,
                                        LEVELS.index(level) if level in LEVELS else len(LEVELS) - 1,
                                        lambda v: f"{v} %",
                                        lambda v, k=kind: self.app.change_setting("sound_level", (k, v)), size=17))
            self.widgets.append(Stepper(f"mute:{kind}", (MUTE[0], y, MUTE[1], ROW_H), [False, True],
                                        int(kind in s.sounds_muted),
                                        lambda v: t("sounds.muted") if v else t("sounds.on"),
                                        lambda v, k=kind: self.app.change_setting("sound_muted", (k, v)), size=17))
            self.rows.append((kind, y))
        self.widgets.append(Button("back", lambda: t("settings.back"), BACK, self.app.pop_scene, style="secondary"))

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(art.paper(surface.get_size()), (0, 0))
        theme.text(surface, t("sounds.title"), "serif-bold", 42, th.INK, (260, 40))
        pygame.draw.line(surface, th.VERMILION, theme.pt(260, 98), theme.pt(1040, 98), theme.px(2))
        panel(surface, theme, PANEL, fill=(251, 247, 239))
        intro = t("sounds.intro", volume=self.app.settings.volume)
        theme.text(surface, intro, "sans", theme.fit_size(intro, "sans", 14, PANEL[2] - 60), th.INK_SOFT,
                   (LABEL_X, 128))
        room = LEVEL[0] - LABEL_X - 16
        for kind, y in self.rows:
            label = t(f"sounds.kind.{kind}")
            theme.text(surface, label, "sans-bold", theme.fit_size(label, "sans-bold", 17, room), th.INK,
                       (LABEL_X, y + ROW_H / 2), "midleft")
        self.draw_widgets(surface)
