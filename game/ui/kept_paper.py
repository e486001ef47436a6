"""An opaque paper with rounded corners and what lies on it (a button's label), drawn once into a
picture kept per what it shows and its size, then put on the window each frame it is seen: its
rows between the round corners copied opaque, its top and bottom rows (which hold the corners)
with the corners' colour left out. Nothing blended is drawn again but the shadow under it
(widgets.shadow_seen, drawn by the caller: it darkens whatever lies under the paper).

The picture gives the pixels drawing the paper there would: the paper is opaque, so what lies
under it never shows through, and what is drawn on it lands the same on a surface of the
window's own pixel format. What lies on the paper is drawn at pixel offsets from the paper's
top left (`draw_on(surface, paper)`). Arigatō's two buttons drawn anew every frame (shadow,
paper, border, label) took 32 µs, put from their pictures 23 (game/tools/MEASUREMENTS.md,
"Overlays drawn once (branch arioverlays)"). A tooltip is not kept: as the mouse sweeps over the table most
are seen a frame or two, and a picture made for each cost more than it saved (same section).
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Callable

import pygame

from game.ui.recall import recall

# the corners (outside the round paper) in the picture: a colour left out when its top and bottom
# rows are put, which neither the paper nor what lies on it may have there (`put`)
CORNER = (255, 0, 255)
PAPERS_KEPT = 48      # pictures kept for a theme, the least recently put going first


def put(surface: pygame.Surface, kept_in: OrderedDict, paper: pygame.Rect, key, radius: int,
        draw_paper: Callable[[pygame.Surface, pygame.Rect], None],
        draw_on: Callable[[pygame.Surface, pygame.Rect], None], colours: tuple = ()) -> bool:
    """The paper at `paper` (pixels) on `surface`, from the picture kept in `kept_in` (a theme's
    `papers`: a new window's theme starts with none) for `key` (what it shows: its colours, its
    words, the scale), made now when none is: `draw_paper(picture,
    rect)` draws the blank paper (opaque, its corners `radius` round, in `colours`), `draw_on`
    what lies on it, never in the squares of its round corners (`radius` a side) nor in the
    corners' colour (a button's label: its padding is wider than the round corners,
    tests/ui/test_ui_kept_paper.py; the picture's corners checked pixel by pixel cost more than
    drawing it). False (nothing drawn: the caller draws it where it lies) when it cannot be
    kept: a surface with its own transparency, corners that meet, a paper in the corners' colour."""
    if surface.get_flags() & pygame.SRCALPHA or 2 * radius > min(paper.w, paper.h) or radius < 0 \
            or any(c is not None and tuple(c[:3]) == CORNER for c in colours):
        return False
    full = (key, paper.size, radius, surface.get_bitsize(), surface.get_masks())
    picture, edges = recall(kept_in, full, PAPERS_KEPT,
                            lambda: keep(surface, paper.size, radius, draw_paper, draw_on))
    middle = pygame.Rect(0, radius, paper.w, paper.h - 2 * radius)
    surface.blit(picture, paper.move(middle.topleft), middle)
    for edge in edges:
        surface.blit(edge, paper.move(edge.get_offset()))
    return True


def keep(surface: pygame.Surface, size, radius: int, draw_paper, draw_on) -> tuple:
    """The picture of the paper (`surface`'s pixel format) and its two rows of corners, keyed to
    leave the corners out. (The rows between are put whole: `draw_paper` fills them.)"""
    picture = pygame.Surface(size, 0, surface)
    rect = picture.get_rect()
    rows = [pygame.Rect(0, 0, rect.w, radius), pygame.Rect(0, rect.h - radius, rect.w, radius)]
    edges = []
    for row in rows:
        if row.h:
            picture.fill(CORNER, row)
    draw_paper(picture, rect)
    draw_on(picture, rect)
    for row in rows:
        if row.h:
            edge = picture.subsurface(row)
            edge.set_colorkey(CORNER)
            edges.append(edge)
    return picture, edges
