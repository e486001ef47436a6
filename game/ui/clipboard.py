"""The system clipboard, through pygame-ce's (`pygame.scrap.put_text`, SDL's clipboard): text
copied for the player to paste elsewhere, and text pasted into a field (an invite). Where there
is none (no window system, a driver without one) the caller is told so, never an exception."""

from __future__ import annotations

import pygame


def copy(text: str) -> bool:
    """Put `text` on the clipboard; False when this computer offers none (or would not take
    it: what is read back is not what was put)."""
    try:
        pygame.scrap.put_text(text)
        return pygame.scrap.get_text() == text
    except (pygame.error, AttributeError, NotImplementedError, OSError):
        return False


def paste() -> str:
    """The clipboard's text; "" when there is none (or this computer offers no clipboard)."""
    try:
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError, NotImplementedError, OSError):
        return ""
