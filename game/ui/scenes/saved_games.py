"""Saved games: every unfinished game, the latest first, each with Continue and Delete (Delete
asks first). Each game keeps its own save (game/persistence/saves.py), so starting one never
removes another."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import art
from game.ui import theme as th
from game.ui.scene import Input, Scene
from game.ui.scenes.files_words import progress_words, seats_words, when_words
from game.ui.widgets import Button, panel

ROWS = 6          # games on a page
ROW_H = 64
TOP = 150         # the first row's top


class SavedGamesScene(Scene):
    name = "saved_games"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = app.saves.saved_games()     # read once; again after a delete
        self.page = 0
        self.confirming: str | None = None       # the slot whose Delete waits for a yes

    def pages(self) -> int:
        return max(1, -(-len(self.games) // ROWS))

    def shown(self) -> list:
        first = self.page * ROWS
        return self.games[first:first + ROWS]

    def layout(self) -> None:
        self.widgets = [Button("back", lambda: t("saves.back"), (80, 630, 180, 50), self.app.pop_scene,
                               style="secondary")]
        for k, saved in enumerate(self.shown()):
            y = TOP + k * ROW_H + 14
            if self.confirming == saved.slot:
                self.widgets += [
                    Button(f"yes:{saved.slot}", lambda: t("saves.yes"), (950, y, 110, 36),
                           lambda s=saved.slot: self.delete(s), style="primary", size=16),
                    Button(f"no:{saved.slot}", lambda: t("saves.no"), (1070, y, 110, 36),
                           self.cancel, style="secondary", size=16)]
            else:
                playable = self.app.spec(saved.game) is not None
                self.widgets += [
                    Button(f"continue:{saved.slot}", lambda: t("saves.continue"), (950, y, 110, 36),
                           lambda s=saved.slot: self.app.continue_game(s), style="primary", size=16,
                           enabled=playable),
                    Button(f"delete:{saved.slot}", lambda: t("saves.delete"), (1070, y, 110, 36),
                           lambda s=saved.slot: self.ask(s), style="secondary", size=16)]
        if self.pages() > 1:
            self.widgets.append(Button("prev", "‹", (900, 630, 60, 50), lambda: self.turn(-1),
                                       style="secondary", enabled=self.page > 0))
            self.widgets.append(Button("next", "›", (1120, 630, 60, 50), lambda: self.turn(1),
                                       style="secondary", enabled=self.page < self.pages() - 1))

    def turn(self, d: int) -> None:
        self.page = max(0, min(self.pages() - 1, self.page + d))
        self.confirming = None
        self.layout()

    def ask(self, slot: str) -> None:
        self.confirming = slot
        self.layout()

    def cancel(self) -> None:
        self.confirming = None
        self.layout()

    def delete(self, slot: str) -> None:
        self.app.delete_saved_game(slot)
        self.confirming = None
        self.games = self.app.saves.saved_games()
        self.page = min(self.page, self.pages() - 1)
        if not self.games:
            self.app.pop_scene()      # nothing left to list: back to the menu, which says so
            return
        self.layout()

    def handle(self, inp: Input) -> bool:
        if inp.kind == "back":
            if self.confirming is not None:
                self.cancel()
            else:
                self.app.pop_scene()
            return True
        return super().handle(inp)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(art.paper(surface.get_size()), (0, 0))
        theme.text(surface, t("saves.title"), "serif-bold", 44, th.INK, (80, 40))
        panel(surface, theme, (60, TOP - 20, 1160, ROWS * ROW_H + 40), fill=(251, 247, 239))
        if not self.games:
            theme.text(surface, t("saves.none"), "sans", 17, th.INK_SOFT, (90, TOP + 10))
        for k, saved in enumerate(self.shown()):
            y = TOP + k * ROW_H
            if k:
                pygame.draw.line(surface, th.PAPER_SHADE, theme.pt(80, y), theme.pt(1200, y), 1)
            spec = self.app.spec(saved.game)
            title = f"{spec.title if spec else saved.game} · {progress_words(saved)}"
            theme.text(surface, title, "sans-bold", 17, th.INK, (90, y + 10))
            if self.confirming == saved.slot:
                theme.text(surface, t("saves.confirm"), "sans-bold", 15, th.VERMILION_DARK,
                           (930, y + 12), "topright")
            else:
                theme.text(surface, when_words(saved.saved_at), "sans", 14, th.INK_SOFT, (930, y + 12),
                           "topright")
            seats = theme.wrap(seats_words(saved), "sans", 15, 820)
            if len(seats) == 1:
                theme.text(surface, seats[0], "sans", 15, th.INK, (90, y + 34))
            else:     # long names: two smaller lines (a name holds at most 40 characters)
                for i, line in enumerate(theme.wrap(seats_words(saved), "sans", 12, 820)[:2]):
                    theme.text(surface, line, "sans", 12, th.INK, (90, y + 32 + i * 15))
        if self.pages() > 1:
            theme.text(surface, t("saves.page", page=self.page + 1, pages=self.pages()), "sans", 16,
                       th.INK_SOFT, (1040, 655), "center")
        self.draw_widgets(surface)
