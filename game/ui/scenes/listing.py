"""What the menu's list screens share (Records, Saved games): a paper page with its title, a
panel of rows shown a page at a time with ‹ › to turn, and Back (or Escape) to the menu."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import art
from game.ui import theme as th
from game.ui.scene import Scene
from game.ui.widgets import Button, panel


class ListingScene(Scene):
    ROWS = 8                       # rows on a page
    TITLE = ""                     # catalogue key of the page's title
    BACK = ""                      # catalogue key of the Back button
    PANEL = (60, 280, 1160, 360)   # the rows' panel (base units)
    FOOT_Y = 650                   # where Back and the page turners stand

    def __init__(self, app) -> None:
        super().__init__(app)
        self.page = 0

    def rows(self) -> list:
        """Everything listed, all pages."""
        return []

    def pages(self) -> int:
        return max(1, -(-len(self.rows()) // self.ROWS))

    def shown(self) -> list:
        first = self.page * self.ROWS
        return self.rows()[first:first + self.ROWS]

    def turn(self, d: int) -> None:
        self.page = max(0, min(self.pages() - 1, self.page + d))
        self.layout()

    def foot_widgets(self) -> list:
        """Back, and ‹ › when there is more than one page."""
        y = self.FOOT_Y
        out = [Button("back", lambda: t(self.BACK), (80, y, 180, 50), self.app.pop_scene, style="secondary")]
        if self.pages() > 1:
            out.append(Button("prev", "‹", (900, y, 60, 50), lambda: self.turn(-1), style="secondary",
                              enabled=self.page > 0))
            out.append(Button("next", "›", (1120, y, 60, 50), lambda: self.turn(1), style="secondary",
                              enabled=self.page < self.pages() - 1))
        return out

    def draw_page(self, surface: pygame.Surface) -> None:
        """The paper, the title, the rows' panel and the page number (rows and widgets are the
        screen's own)."""
        theme = self.theme
        surface.blit(art.paper(surface.get_size()), (0, 0))
        theme.text(surface, t(self.TITLE), "serif-bold", 44, th.INK, (80, 40))
        panel(surface, theme, self.PANEL, fill=(251, 247, 239))
        if self.pages() > 1:
            theme.text(surface, t("records.page", page=self.page + 1, pages=self.pages()), "sans", 16,
                       th.INK_SOFT, (1040, self.FOOT_Y + 25), "center")
