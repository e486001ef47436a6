"""A table's picture put back in part copies rects whose rows start off a 16-byte boundary
(put_back.off_the_line: SDL copies rows starting on one with stores that bypass the cache):
the same pixels, each once, and the window the picture again after the put."""

from __future__ import annotations

import random

import pygame

from game.ui.tables import put_back


def test_a_rect_is_its_parts_none_starting_on_a_multiple_of_four_pixels_but_a_column():
    for x in range(0, 20):
        for w in range(0, 9):
            rect = pygame.Rect(x, 2, w, 3)
            parts = put_back.off_the_line(rect)
            assert sum(p.w * p.h for p in parts) == rect.w * rect.h
            assert all(rect.contains(p) for p in parts if p.w) and not any(
                a.colliderect(b) for k, a in enumerate(parts) for b in parts[k + 1:]), (rect, parts)
            assert all(p.w <= 1 or p.x % 4 for p in parts), (rect, parts)


def test_the_window_put_back_in_part_is_the_picture():
    """The window is the picture but where the last frame drew (`left`), where the picture
    changed (`redrawn`) and where a layer above drew: put back, it is the picture again, the
    rects on multiples of four pixels, at the window's edges and across them too."""
    rng = random.Random(5)
    picture = pygame.Surface((320, 180))
    for _ in range(300):
        picture.fill([rng.randrange(256) for _ in range(3)], (rng.randrange(320), rng.randrange(180), 9, 7))
    window_rect = picture.get_rect()
    for case in range(40):
        window = pygame.Surface((320, 180))
        window.blit(picture, (0, 0))
        rects = [pygame.Rect(rng.choice((0, 4, 8, 60, 61, 316, -4, -2)), rng.randrange(-5, 170),
                             rng.randrange(1, 40), rng.randrange(1, 20)) for _ in range(6)]
        for r in rects:
            window.fill((255, 0, 255), r)             # what the last frame drew over it
        left, redrawn, above = rects[:3], rects[3:5], rects[5:]
        put_back.drew_above(window, above)
        put = put_back.put(window, picture, (window, left), redrawn)
        assert put == [part for r in left + redrawn + above for part in put_back.off_the_line(r.clip(window_rect))]
        assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(picture, "RGB"), case
