"""A game's thumbnail for Saved games: the table as the player left it, small, kept as a PNG
beside the save (persistence/saves.py `write_picture`, `picture`). A picture that does not read
is simply not shown."""

from __future__ import annotations

import io

import pygame

SIZE = (192, 108)       # pixels kept: 16:9 like the table, drawn at 96x54 base units (2x for large windows)


def take(surface: pygame.Surface) -> pygame.Surface:
    """The surface, scaled down to a thumbnail (a copy: the frame may change after)."""
    return pygame.transform.smoothscale(surface, SIZE)


def encode(picture: pygame.Surface) -> bytes:
    out = io.BytesIO()
    pygame.image.save(picture, out, "thumbnail.png")
    return out.getvalue()


def decode(data: bytes | None) -> pygame.Surface | None:
    """The picture in `data`, or None for nothing or anything that is not a picture of about the
    size kept (a damaged or foreign file must not reach the screen, nor stop it)."""
    if not data:
        return None
    try:
        picture = pygame.image.load(io.BytesIO(data), "thumbnail.png")
    except (pygame.error, ValueError, OSError, MemoryError, IndexError):
        return None
    w, h = picture.get_size()
    if not (0 < w <= 4 * SIZE[0] and 0 < h <= 4 * SIZE[1]):
        return None
    return picture
