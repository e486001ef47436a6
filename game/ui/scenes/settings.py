"""Settings: display, window size, animation speed, volume (and each sound's own: sounds.py),
language, colour-blind mode.
Each change applies at once and is saved (platformdirs user config folder)."""

from __future__ import annotations

import pygame

from game.i18n import LANGUAGE_NAMES, t
from game.persistence.settings import ANIM_SPEEDS, LANGUAGES, WINDOW_SIZES
from game.ui import art
from game.ui import theme as th
from game.ui.scene import Scene
from game.ui.scenes.sounds import SoundsScene
from game.ui.widgets import Button, Stepper, panel
from game.ui.icons import draw_seat_token


class SettingsScene(Scene):
    name = "settings"

    def layout(self) -> None:
        s = self.app.settings
        x, w, h = 700, 320, 46
        rows = [
            ("fullscreen", [False, True], s.fullscreen,
             lambda v: t("settings.fullscreen") if v else t("settings.windowed")),
            ("window", list(WINDOW_SIZES), s.window_size if s.window_size in WINDOW_SIZES else WINDOW_SIZES[0],
             lambda v: f"{v[0]} × {v[1]}"),
            ("anim", list(ANIM_SPEEDS), s.anim_speed,
             lambda v: t("settings.anim_off") if v == 0 else f"{v:g}×"),
            ("volume", list(range(0, 101, 10)), s.volume if s.volume % 10 == 0 else 70, lambda v: f"{v} %"),
            ("language", list(LANGUAGES), s.language, lambda v: LANGUAGE_NAMES[v]),
            ("colour_blind", [False, True], s.colour_blind,
             lambda v: t("settings.on") if v else t("settings.off")),
        ]
        self.rows = []
        self.widgets = []
        for i, (key, values, current, fmt) in enumerate(rows):
            y = 150 + i * 70
            st = Stepper(key, (x, y, w, h), values, values.index(current), fmt,
                         lambda v, k=key: self.app.change_setting(k, v))
            self.widgets.append(st)
            self.rows.append((key, y))
        volume_y = 150 + 3 * 70             # each kind of sound, beside the main volume
        self.widgets.append(Button("sounds", lambda: t("settings.sounds"), (500, volume_y, 180, h),
                                   lambda: self.app.push_scene(SoundsScene(self.app)), style="secondary", size=18))
        self.widgets.append(Button("back", lambda: t("settings.back"), (260, 620, 180, 50), self.app.pop_scene,
                                   style="secondary"))

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(art.paper(surface.get_size()), (0, 0))
        theme.text(surface, t("settings.title"), "serif-bold", 42, th.INK, (260, 60))
        pygame.draw.line(surface, th.VERMILION, theme.pt(260, 118), theme.pt(1040, 118), theme.px(2))
        panel(surface, theme, (240, 136, 800, 456), fill=(251, 247, 239))   # room for the colour swatches
        labels = {"fullscreen": "settings.display", "window": "settings.window_size", "anim": "settings.anim",
                  "volume": "settings.volume", "language": "settings.language",
                  "colour_blind": "settings.colour_blind"}
        for key, y in self.rows:
            theme.text(surface, t(labels[key]), "sans-bold", 20, th.INK, (270, y + 23), "midleft")
        theme.text(surface, t("settings.colour_blind_hint"), "sans", 14, th.INK_SOFT, (270, 150 + 5 * 70 + 48))
        # a preview of the seat tokens as they will be drawn
        for i, (colour, shape, letter) in enumerate(th.SEAT_COLOURS[:5]):
            draw_seat_token(surface, theme.rect(700 + i * 46, 150 + 5 * 70 + 52, 30, 30), colour, shape, letter,
                            theme.colour_blind)
        theme.text(surface, t("settings.saved_to", path=str(self.app.settings_file)), "sans", 12, th.INK_SOFT,
                   (640, 700), "center")
        self.draw_widgets(surface)
