"""The table's warning that its game is not on disk: shown at once and until a save succeeds (the
game on screen is not the game on disk), with the system's reason."""

from __future__ import annotations

import pygame

from game.i18n import t


def draw_save_warning(surface: pygame.Surface, theme, at: tuple[float, float], error: str) -> None:
    """The warning centred on `at` (base units), as wide as its words (at most 900)."""
    x, y = at
    label = t("table.not_saved", reason=error)
    w = min(900, theme.font("sans-bold", 14).size(label)[0] / theme.s + 32)
    lines = theme.wrap(label, "sans-bold", 14, w - 32)
    h = 12 + 18 * len(lines)
    r = theme.rect(x - w / 2, y - h / 2, w, h)
    pygame.draw.rect(surface, (196, 58, 44), r, border_radius=theme.px(8))
    pygame.draw.rect(surface, (120, 30, 24), r, theme.px(2), border_radius=theme.px(8))
    for k, line in enumerate(lines):
        theme.text(surface, line, "sans-bold", 14, (255, 250, 240),
                   (x, y - (len(lines) - 1) * 9 + k * 18), "center")
