"""The pause menu (Escape at the table): resume, back to the review (a reviewed decision's
replay), rules, settings, quit to menu."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.input.face import played_online
from game.ui import art
from game.ui import theme as th
from game.ui.scene import Input, Scene
from game.ui.widgets import Button, panel


class PauseScene(Scene):
    name = "pause"
    opaque = False  # the table stays visible, dimmed, behind it

    def layout(self) -> None:
        x, w, h = 500, 280, 50
        items = [("resume", "pause.resume", self.app.pop_scene, "primary"),
                 ("rules", "pause.rules", self.app.open_rules, "secondary"),
                 ("settings", "pause.settings", self.app.open_settings, "secondary"),
                 ("quit", "pause.quit", self.app.quit_to_menu, "ghost")]
        if self.app.review_below() is not None:   # a reviewed decision's replay: back where it was opened
            items.insert(1, ("back_review", "pause.back_review", self.app.back_to_review, "secondary"))
        step = 64 if len(items) <= 4 else 54     # five buttons still clear the save line
        h = h if len(items) <= 4 else 46
        self.widgets = [Button(wid, (lambda k=key: t(k)), (x, 250 + i * step, w, h), fn, style=st)
                        for i, (wid, key, fn, st) in enumerate(items)]

    def handle(self, inp: Input) -> bool:
        super().handle(inp)
        return True  # a modal overlay uses every input

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(art.veil(surface.get_size(), (20, 18, 24), 150), (0, 0))
        panel(surface, theme, (450, 150, 380, 440), fill=th.PAPER, border=th.GOLD, radius=16)
        theme.text(surface, self.title(), "serif-bold", 38, th.INK, (640, 200), "center")
        pygame.draw.line(surface, th.VERMILION, theme.pt(560, 228), theme.pt(720, 228), theme.px(2))
        self.draw_widgets(surface)
        line = self.save_line()
        if line is not None and line[1]:
            for k, part in enumerate(theme.wrap(line[0], "sans", 14, 340)[:3]):
                theme.text(surface, part, "sans", 14, th.VERMILION_DARK, (640, 534 + k * 17), "center")
        elif line is not None:
            parts = theme.wrap(line[0], "sans", 14, 340)[:2]
            for k, part in enumerate(parts):
                y = 562 + (k - (len(parts) - 1) / 2) * 17
                theme.text(surface, part, "sans", 14, th.INK_SOFT, (640, y), "center")

    def title(self) -> str:
        """"Paused" at one computer; online the game goes on while the menu is open, and the
        menu says no more than that it is one."""
        session = self._session()
        return t("pause.title_online" if played_online(session) else "pause.title")

    def _session(self):
        return next((sc.session for sc in reversed(self.app.stack.scenes) if sc.session is not None), None)

    def save_line(self) -> tuple[str, bool] | None:
        """What the pause screen says of the game's save, and whether it is a failure: never that
        the game is saved unless the last save succeeded."""
        session = self._session()
        if session is None:
            return None
        hosting = self.app.hosting
        if hosting is not None and session.save_slot == hosting.table.slot:
            session = hosting.table.session       # a game hosted here: its host writes the save
        if session.save_error is not None:
            return t("pause.not_saved", reason=session.save_error), True
        if session.saved:
            return t("pause.saved"), False
        lesson = getattr(session, "lesson", None)     # Learn to play: saved only once the lesson is over
        return (t("pause.lesson"), False) if lesson is not None and lesson.running else None
