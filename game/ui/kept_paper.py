"""An opaque paper with rounded corners and what lies on it (a tooltip's words), drawn once into a
picture kept per what it shows and its size, then put on the window each frame it is seen: its
rows between the round corners copied opaque, its top and bottom rows (which hold the corners)
with the corners' colour left out. Nothing blended is redrawn but the shadow under it
(widgets.shadow_seen, drawn by the caller: it darkens whatever lies under the paper).

The picture gives the pixels drawing the paper there would: the paper is opaque, so what lies
under it never shows through, and what is drawn on it lands the same on a surface of the
window's own pixel format. What lies on the paper is drawn at pixel offsets from the paper's
top left (`draw_on(surface, paper)`), so one picture serves wherever the paper is put (a tooltip
follows the mouse). Drawn anew every frame, a tooltip was a tenth of an Arigatō frame that
redraws no region (game/tools/MEASUREMENTS.md, "Overlays drawn once (branch arioverlays)").
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Callable

import pygame

# the corners (outside the round paper) in the picture: a colour left out when its top and bottom
# rows are put; a picture whose paper or words use it is not kept (`keep`)
CORNER = (255, 0, 255)
PAPERS_KEPT = 48      # pictures kept, the least recently put going first

_kept: OrderedDict = OrderedDict()


def put(surface: pygame.Surface, paper: pygame.Rect, key, radius: int,
        draw_paper: Callable[[pygame.Surface, pygame.Rect], None],
        draw_on: Callable[[pygame.Surface, pygame.Rect], None]) -> bool:
    """The paper at `paper` (pixels) on `surface`, from the picture kept for `key` (what it
    shows: its colours, its words, the scale), made now when none is: `draw_paper(picture,
    rect)` draws the blank paper (opaque, its corners `radius` round), `draw_on` what lies on it.
    False (nothing drawn) when it cannot be kept: a surface with its own transparency, corners
    that meet, a paper or words in the corners' colour."""
    if surface.get_flags() & pygame.SRCALPHA or 2 * radius > min(paper.w, paper.h) or radius < 0:
        return False
    full = (key, paper.size, radius, surface.get_bitsize(), surface.get_masks())
    kept = _kept.get(full)
    if kept is None:
        kept = keep(surface, paper.size, radius, draw_paper, draw_on)
        if len(_kept) >= PAPERS_KEPT:
            _kept.popitem(last=False)
        _kept[full] = kept
    else:
        _kept.move_to_end(full)
    if not kept:
        return False
    picture, edges = kept
    middle = pygame.Rect(0, radius, paper.w, paper.h - 2 * radius)
    surface.blit(picture, paper.move(middle.topleft), middle)
    for edge in edges:
        surface.blit(edge, paper.move(edge.get_offset()))
    return True


def keep(surface: pygame.Surface, size, radius: int, draw_paper, draw_on) -> tuple | None:
    """The picture of the paper (`surface`'s pixel format) and its two rows of corners, keyed to
    leave the corners out; None when a pixel of the paper or of what lies on it has the corners'
    colour (it would be left out too) or what lies on it reaches into the corners."""
    picture = pygame.Surface(size, 0, surface)
    picture.fill(CORNER)
    rect = picture.get_rect()
    draw_paper(picture, rect)
    rows = [pygame.Rect(0, 0, rect.w, radius), pygame.Rect(0, rect.h - radius, rect.w, radius)]
    corners = [_corner_pixels(picture, row) for row in rows]
    draw_on(picture, rect)
    if [_corner_pixels(picture, row) for row in rows] != corners or _corner_pixels(picture, rect) != sum(corners):
        return None
    edges = []
    for row in rows:
        if row.h:
            edge = picture.subsurface(row)
            edge.set_colorkey(CORNER)
            edges.append(edge)
    return picture, edges


def _corner_pixels(picture: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of `picture` in `rect` have the corners' colour."""
    if not rect.h or not rect.w:
        return 0
    return pygame.mask.from_threshold(picture.subsurface(rect), CORNER, (1, 1, 1, 255)).count()
