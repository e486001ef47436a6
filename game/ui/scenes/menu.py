"""The title screen and main menu."""

from __future__ import annotations

import math

import pygame

from game.i18n import t
from game.ui import art
from game.ui import theme as th
from game.ui.scene import Input, Scene
from game.ui.scenes.files_words import continue_note, notice_words
from game.ui.widgets import Button, panel

SUBTITLE_AT = (112, 232)             # "Board games from Japan", under the title
HINT_AT = (112, 262)                 # "Hot-seat or against AI · 1 to 5 players", under it
HINT_SIZE = 15
TITLE_LINE_W = 366                   # the room of the lines under the title (the vertical title's left)
MENU_GAP = 12                        # between that line's foot and the first button
NOTICE_CARD = (580, 400, 660, 300)   # the most room the bad files' card takes, over the sea
NOTICE_LINES = 9                     # text lines the card holds above its OK button
LINE = 19


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app, message: str = "") -> None:
        super().__init__(app)
        self.message = message
        self.time = 0.0
        self.save_note = ""
        self.notices: list = []     # bad files set aside (files.Notice), until dismissed

    def layout(self) -> None:
        x, w, h, gap = 112, 300, 38, 4
        y = self.menu_top()
        latest = self.app.saves.latest()  # read once, not every frame
        self.notices += self.app.take_notices()
        self.save_note = continue_note(self.app, latest) if latest is not None else ""
        has_saves = latest is not None
        items = [
            ("new", "menu.new", self.app.open_setup, "primary", lambda: bool(self.app.game_specs())),
            ("online", "menu.online", self.app.open_online, "secondary",
             lambda: bool(self.app.game_specs())),
            ("learn", "menu.learn", self.app.open_learn, "secondary", True),
            ("continue", "menu.continue", self.app.continue_game, "secondary", has_saves),
            ("saved", "menu.saved_games", self.app.open_saved_games, "secondary", has_saves),
            ("rules", "menu.rules", self.app.open_rules, "secondary", True),
            ("records", "menu.records", self.app.open_records, "secondary", True),
            ("settings", "menu.settings", self.app.open_settings, "secondary", True),
            ("quit", "menu.quit", self.app.quit, "ghost", True),
        ]
        self.widgets = []
        for i, (wid, key, fn, style, enabled) in enumerate(items):
            self.widgets.append(Button(wid, (lambda k=key: t(k)), (x, y + i * (h + gap), w, h), fn,
                                       style=style, enabled=enabled, size=21,
                                       sub=self.save_note if wid == "continue" else ""))
        if self.notices:
            nx, ny, nw, nh = self.notice_card()
            self.widgets.append(Button("notices_ok", lambda: t("files.ok"),
                                       (nx + nw - 110, ny + nh - 50, 90, 36), self.dismiss_notices,
                                       style="secondary", size=16))

    def menu_top(self) -> float:
        """The first button's top: under the hint line as the font sets it (measured, in base
        units), a real gap between them."""
        return HINT_AT[1] + self.theme.font("sans", HINT_SIZE).get_height() / self.theme.s + MENU_GAP

    def dismiss_notices(self) -> None:
        self.notices = []
        self.layout()

    def notice_lines(self) -> list[str]:
        """The notices wrapped inside the card, as many whole ones as fit, then how many more;
        an empty line between two notices."""
        theme, width = self.theme, NOTICE_CARD[2] - 40
        lines: list[str] = []
        for k, notice in enumerate(self.notices):
            more = ([""] if lines else []) + theme.wrap(notice_words(notice), "sans", 14, width)
            rest = len(self.notices) - k - 1
            tail = 3 if rest else 0          # room for "And N more" after this one
            if len(lines) + len(more) + tail > NOTICE_LINES:
                lines += [""] + theme.wrap(t("files.more", n=len(self.notices) - k), "sans", 14, width)
                break
            lines += more
        return lines

    def notice_card(self) -> tuple:
        """The card fitted to its lines, its foot where the largest card's is."""
        x, y, w, h = NOTICE_CARD
        need = 52 + LINE * len(self.notice_lines()) + 64
        return (x, y + h - need, w, need)

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
        with theme.lettering():    # the title's words set against each other, as drawn
            theme.text(surface, "Arigatō", "serif-bold", 68, th.INK, (108, 72))
            theme.text(surface, "&", "serif", 34, th.VERMILION, (112, 160))
            theme.text(surface, "Daitoshi", "serif-bold", 52, th.SOOT, (150, 148))
            # vertical Japanese title, the seal beside it
            for i, g in enumerate("ありがとう"):
                theme.text(surface, g, "cjk", 30, th.INK, (500, 92 + i * 40), "center", alpha=230)
        # the lines under the title stop short of the vertical one (a larger text scale shrinks them)
        for words, size, at in ((t("app.subtitle"), 19, SUBTITLE_AT), (t("menu.hint"), HINT_SIZE, HINT_AT)):
            theme.text(surface, words, "sans", theme.fit_size(words, "sans", size, TITLE_LINE_W, size * 0.8),
                       th.INK_SOFT, at)
        art.hanko(surface, theme, (500, 330), 54, "大都市")
        if self.notices:
            self.draw_notices(surface)
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

    def draw_notices(self, surface: pygame.Surface) -> None:
        theme = self.theme
        card = self.notice_card()
        x, y, w, h = card
        panel(surface, theme, card, fill=th.PAPER, border=th.VERMILION, radius=12)
        # bad files set aside, or only news of the record book (a finished game written at start)
        title = "files.title_records" if all(isinstance(n, str) for n in self.notices) else "files.title"
        theme.text(surface, t(title), "serif-bold", 20, th.VERMILION_DARK, (x + 20, y + 16))
        for k, line in enumerate(self.notice_lines()):
            theme.text(surface, line, "sans", 14, th.INK, (x + 20, y + 52 + k * LINE))
