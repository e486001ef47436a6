"""The declared test game's own icons, registered when the client first draws one of them."""

import pygame

from game.ui.icons import register_icon


def _lantern(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.circle(surface, (230, 120, 40), rect.center, min(rect.w, rect.h) // 3)


register_icon("ln_lantern", _lantern)
