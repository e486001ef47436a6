"""A game's thumbnail for Saved games: the table as the player left it, small, kept as a PNG
beside the save (persistence/saves.py `write_picture`, `picture`). A picture that does not read
is simply not shown."""

from __future__ import annotations

import io

import pygame

from game.ui import frame_causes as fc

SIZE = (192, 108)       # pixels kept: 16:9 like the table, drawn at 96x54 base units (2x for large windows)


def take(surface: pygame.Surface) -> pygame.Surface:
    """The surface, scaled down to a thumbnail (a copy: the frame may change after)."""
    fc.count(fc.PICTURE_SCALED)
    return pygame.transform.smoothscale(surface, SIZE)


def encode(picture: pygame.Surface) -> bytes:
    out = io.BytesIO()
    pygame.image.save(picture, out, "thumbnail.png")
    return out.getvalue()


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
LARGEST = (4 * SIZE[0], 4 * SIZE[1])   # what a kept picture may measure (a 2x one, with room)


def png_size(data: bytes) -> tuple[int, int] | None:
    """The width and height a PNG says it has (its IHDR chunk, the first after the signature),
    read without decoding it; None for anything else."""
    if len(data) < 24 or not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        return None
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def decode(data: bytes | None) -> pygame.Surface | None:
    """The picture in `data`, or None for nothing or anything that is not a picture of about the
    size kept (a damaged or foreign file must not reach the screen, nor stop it). Its size is read
    from its header first: a small file can decode to a huge picture (11000x11000 from 350 KB
    costs a second and 400 MB), which is refused before it is decoded."""
    if not data:
        return None
    size = png_size(data)
    if size is None or not (0 < size[0] <= LARGEST[0] and 0 < size[1] <= LARGEST[1]):
        return None
    fc.count(fc.PICTURE_DECODED)
    try:
        picture = pygame.image.load(io.BytesIO(data), "thumbnail.png")
    except (pygame.error, ValueError, OSError, MemoryError, IndexError):
        return None
    w, h = picture.get_size()
    if not (0 < w <= LARGEST[0] and 0 < h <= LARGEST[1]):
        return None
    return picture
