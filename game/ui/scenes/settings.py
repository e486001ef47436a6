"""Settings: display, window size, UI scale, animation speed, volume (and each sound's own:
sounds.py), language, colour-blind mode. Each change applies at once and is saved (platformdirs
user config folder)."""

from __future__ import annotations

import pygame

from game.i18n import LANGUAGE_NAMES, t
from game.persistence.settings import ANIM_SPEEDS, LANGUAGES, UI_SCALES, WINDOW_SIZES
from game.ui import art
from game.ui import theme as th
from game.ui.scene import Scene
from game.ui.scenes.sounds import SoundsScene
from game.ui.widgets import Button, Stepper, panel
from game.ui.icons import draw_seat_token


ROWS_TOP, ROWS_BOTTOM = 150, 522   # where the rows' steppers stand (the colour-blind row's last)
ROW_PITCH = 70                     # at most; closer when there are more rows
HINT_W = 416                       # a hint under a label, left of the row's stepper or tokens


class SettingsScene(Scene):
    name = "settings"

    def ui_scale_words(self, value: int) -> str:
        """A UI scale's choice as shown: 0 is the display's own, named with what it is."""
        if value == 0:
            return t("settings.ui_scale_auto", percent=self.app.ui_scale())
        return f"{value} %"

    def layout(self) -> None:
        s = self.app.settings
        x, w, h = 700, 320, 46
        rows = [
            ("fullscreen", [False, True], s.fullscreen,
             lambda v: t("settings.fullscreen") if v else t("settings.windowed")),
            ("window", list(WINDOW_SIZES), s.window_size if s.window_size in WINDOW_SIZES else WINDOW_SIZES[0],
             lambda v: f"{v[0]} × {v[1]}"),
            ("ui_scale", list(UI_SCALES), s.ui_scale, self.ui_scale_words),
            ("anim", list(ANIM_SPEEDS), s.anim_speed,
             lambda v: t("settings.anim_off") if v == 0 else f"{v:g}×"),
            ("volume", list(range(0, 101, 10)), s.volume if s.volume % 10 == 0 else 70, lambda v: f"{v} %"),
            ("language", list(LANGUAGES), s.language, lambda v: LANGUAGE_NAMES[v]),
            ("colour_blind", [False, True], s.colour_blind,
             lambda v: t("settings.on") if v else t("settings.off")),
        ]
        self.rows = []
        self.widgets = []
        self.pitch = min(ROW_PITCH, (ROWS_BOTTOM - ROWS_TOP) / (len(rows) - 1))
        for i, (key, values, current, fmt) in enumerate(rows):
            y = ROWS_TOP + i * self.pitch
            st = Stepper(key, (x, y, w, h), values, values.index(current), fmt,
                         lambda v, k=key: self.app.change_setting(k, v))
            self.widgets.append(st)
            self.rows.append((key, y))
        volume_y = dict(self.rows)["volume"]     # each kind of sound, beside the main volume
        self.widgets.append(Button("sounds", lambda: t("settings.sounds"), (500, volume_y, 180, h),
                                   lambda: self.app.push_scene(SoundsScene(self.app)), style="secondary", size=18))
        self.widgets.append(Button("back", lambda: t("settings.back"), (260, 626, 180, 50), self.app.pop_scene,
                                   style="secondary"))

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(art.paper(surface.get_size()), (0, 0))
        theme.text(surface, t("settings.title"), "serif-bold", 42, th.INK, (260, 60))
        pygame.draw.line(surface, th.VERMILION, theme.pt(260, 118), theme.pt(1040, 118), theme.px(2))
        panel(surface, theme, (240, 136, 800, 476), fill=(251, 247, 239))   # room for the colour swatches
        labels = {"fullscreen": "settings.display", "window": "settings.window_size",
                  "ui_scale": "settings.ui_scale", "anim": "settings.anim",
                  "volume": "settings.volume", "language": "settings.language",
                  "colour_blind": "settings.colour_blind"}
        rows = dict(self.rows)
        for key, y in self.rows:
            theme.text(surface, t(labels[key]), "sans-bold", 20, th.INK, (270, y + 23), "midleft")
        # what the scale gives in this window: a big window's own scale may already exceed it
        theme.text(surface, t("settings.ui_scale_now", percent=int(theme.ts * 100 + 0.5)), "sans", 13,
                   th.INK_SOFT, (270, rows["ui_scale"] + 41), "midleft")
        hint = t("settings.colour_blind_hint")      # left of the tokens, whatever the text size
        theme.text(surface, hint, "sans", theme.fit_size(hint, "sans", 14, HINT_W, 11), th.INK_SOFT,
                   (270, rows["colour_blind"] + 48))
        # a preview of the seat tokens as they will be drawn
        for i, (colour, shape, letter) in enumerate(th.SEAT_COLOURS[:5]):
            draw_seat_token(surface, theme.rect(700 + i * 46, rows["colour_blind"] + 52, 30, 30), colour, shape,
                            letter, theme.colour_blind)
        theme.text(surface, t("settings.saved_to", path=str(self.app.settings_file)), "sans", 12, th.INK_SOFT,
                   (640, 700), "center")
        self.draw_widgets(surface)
