"""Saved games: every unfinished game, the latest first, each with Continue and Delete (Delete
asks first). Each game keeps its own save (game/persistence/saves.py), so starting one never
removes another. A game hosted online from this client is marked so; its Continue hosts it
again (game/ui/scenes/hosting.py, `resume`)."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme as th
from game.ui import thumbnail
from game.ui.scene import Input
from game.ui.scenes.files_words import seats_words, state_words, when_words
from game.ui.scenes.listing import ListingScene
from game.ui.widgets import Button

ROWS = 6          # games on a page
ROW_H = 64
TOP = 150         # the first row's top
PICTURE = (88, 6, 96, 54)   # a row's thumbnail: x, top within the row, width, height (16:9)
TEXT_X = 200      # the row's words, right of its thumbnail


class SavedGamesScene(ListingScene):
    name = "saved_games"
    ROWS = ROWS
    TITLE, BACK = "saves.title", "saves.back"
    PANEL = (60, TOP - 20, 1160, ROWS * ROW_H + 40)
    FOOT_Y = 630

    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = app.saves.saved_games()     # read once; again after a delete
        self.confirming: str | None = None       # the slot whose Delete waits for a yes
        self.pictures: dict = {}                 # (slot, size) -> its thumbnail at that size, or None

    def rows(self) -> list:
        return self.games

    def layout(self) -> None:
        self.widgets = self.foot_widgets()
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

    def turn(self, d: int) -> None:
        self.confirming = None
        super().turn(d)

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
        self.draw_page(surface)
        if not self.games:
            theme.text(surface, t("saves.none"), "sans", 17, th.INK_SOFT, (90, TOP + 10))
        for k, saved in enumerate(self.shown()):
            y = TOP + k * ROW_H
            if k:
                pygame.draw.line(surface, th.PAPER_SHADE, theme.pt(80, y), theme.pt(1200, y), 1)
            self.draw_picture(surface, saved.slot, y)
            title = f"{self.app.game_title(saved.game)} · {state_words(saved)}"
            theme.text(surface, title, "sans-bold", 17, th.INK, (TEXT_X, y + 10))
            if self.confirming == saved.slot:
                theme.text(surface, t("saves.confirm"), "sans-bold", 15, th.VERMILION_DARK,
                           (930, y + 12), "topright")
            else:
                theme.text(surface, when_words(saved.saved_at), "sans", 14, th.INK_SOFT, (930, y + 12),
                           "topright")
            seats = theme.wrap(seats_words(saved), "sans", 15, 930 - TEXT_X)
            if len(seats) == 1:
                theme.text(surface, seats[0], "sans", 15, th.INK, (TEXT_X, y + 34))
            else:     # long names: two smaller lines (a name holds at most 40 characters)
                for i, line in enumerate(theme.wrap(seats_words(saved), "sans", 12, 930 - TEXT_X)[:2]):
                    theme.text(surface, line, "sans", 12, th.INK, (TEXT_X, y + 32 + i * 15))
        self.draw_widgets(surface)

    def draw_picture(self, surface: pygame.Surface, slot: str, y: float) -> None:
        """The table as the game was left; a plain frame where there is no picture to show."""
        theme = self.theme
        x, dy, w, h = PICTURE
        rect = theme.rect(x, y + dy, w, h)
        key = (slot, rect.size)
        if key not in self.pictures:
            picture = thumbnail.decode(self.app.saves.picture(slot))
            self.pictures[key] = pygame.transform.smoothscale(picture, rect.size) if picture else None
        picture = self.pictures[key]
        if picture is not None:
            surface.blit(picture, rect)
        else:
            pygame.draw.rect(surface, th.PAPER_SHADE, rect)
        pygame.draw.rect(surface, th.INK_SOFT, rect, 1)
