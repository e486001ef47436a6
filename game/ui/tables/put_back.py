"""A table's picture put back on the window only where it is needed, one rule for both tables
(Daitoshi's board, Arigatō's picture): where the picture changed since it was last put, and where
the last frame drew over it (what moves, the buttons, the hover's lights, a tooltip, a moment).
Everywhere else the window still shows the picture as it was put. Copying the whole picture at
1920x1080 was half the cost of a frame in which nothing changed (game/tools/MEASUREMENTS.md,
"Frames").

A layer above the table that says where it drew (`drew_above`: the note of a move sent
online, its chat) is put back over the same way, in the next put on that window; a layer that
does not say keeps the table from knowing (layers.py `table_alone`): the picture whole.

The table keeps two things: `left`, (the window, the pixel rects the last frame drew over the
picture there), or None when it cannot say (another layer drew over the table, another scene
lay over it, a piece that does not say where it drew); and `redrawn`, the pixel rects of the
picture changed since it was last put, or None for all of it. Either unknown: the picture whole.
"""

from __future__ import annotations

import pygame


# what the layers above the table drew over the window since its last put: (window, pixel rects)
# (one window at a time; the tables' renderers, which put, never see the layers above them)
_above: tuple | None = None


def drew_above(surface: pygame.Surface, rects: list) -> None:
    """A layer above the table drew over `surface` at `rects` (pixels): the next put on it
    puts the picture back there too, as where the table itself drew."""
    global _above
    kept = _above[1] if _above is not None and _above[0] is surface else []
    _above = (surface, kept + list(rects))


def put(surface: pygame.Surface, picture: pygame.Surface, left: tuple | None, redrawn: list | None,
        covered: list = ()) -> list | None:
    """`picture` on `surface`: only at `left`'s rects, `redrawn` and where the layers above the
    table drew (`drew_above`) when `left` was drawn on this very surface and both are known;
    otherwise, or when that is half the window or more, whole (many small copies cost more than
    one large one). Put in part, not where `covered` lies: what this frame draws there next
    paints every pixel opaque, whatever lies under it (a button's paper between its round
    corners: widgets.Button `opaque`). The rects put (some with their first column apart:
    `off_the_line`), None when put whole."""
    global _above
    above = []
    if _above is not None and _above[0] is surface:   # (a put on another surface leaves them)
        above, _above = _above[1], None
    if left is None or left[0] is not surface or left[1] is None or redrawn is None \
            or surface.get_size() != picture.get_size():
        surface.blit(picture, (0, 0))
        return None
    rects = left[1] + redrawn + above
    w, h = surface.get_size()
    if sum(r.w * r.h for r in rects) >= w * h // 2:
        surface.blit(picture, (0, 0))
        return None
    if covered:
        rects = [part for r in rects for part in ([r] if r.collidelist(covered) < 0 else outside(r, covered))]
    window = surface.get_rect()
    rects = [part for r in rects for part in off_the_line(r.clip(window))]
    for r in rects:
        surface.blit(picture, r, r)
    return rects


def off_the_line(rect: pygame.Rect) -> list[pygame.Rect]:
    """`rect` (inside the window) in rects whose rows start off a 16-byte boundary, the same
    pixels: SDL 2 copies rows that start on one in both pictures (4-byte pixels, a left edge a
    multiple of 4, rows a multiple of 16 bytes apart) by its SSE path (`SDL_BlitCopy`; read in
    SDL's source, its stores bypass the cache: the cause read, the cost measured), and a
    60x30 rect put back took 15 µs there against 0.5 µs one pixel to the right, an 858x393 one
    280 against 65 µs (game/tools/MEASUREMENTS.md, "Daitoshi at 1920x1080"). Its first column
    is put apart (a row of 4 bytes: copied as it is, whatever its start)."""
    if rect.x % 4 or rect.w < 2:
        return [rect]
    return [pygame.Rect(rect.x, rect.y, 1, rect.h), pygame.Rect(rect.x + 1, rect.y, rect.w - 1, rect.h)]


def outside(rect: pygame.Rect, covered: list) -> list[pygame.Rect]:
    """`rect` but what `covered` covers, in rects."""
    parts = [rect]
    for c in covered:
        rest = []
        for p in parts:
            inner = p.clip(c)
            if not inner.w or not inner.h:
                rest.append(p)
                continue
            rest += [q for q in (pygame.Rect(p.x, p.y, p.w, inner.y - p.y),
                                 pygame.Rect(p.x, inner.bottom, p.w, p.bottom - inner.bottom),
                                 pygame.Rect(p.x, inner.y, inner.x - p.x, inner.h),
                                 pygame.Rect(inner.right, inner.y, p.right - inner.right, inner.h)) if q.w > 0 and q.h > 0]
        parts = rest
    return parts
