"""A window resized: the table's picture is drawn anew at the new size, and the card faces drawn
at the old sizes are forgotten (card_art.forget_faces), not kept beside the new ones: kept, they
held the cache over the share up to which faces are drawn ahead, and every face the game
brought after the resize was drawn in its move's frame. The faces drawn after it are the
new size's, and drawn ahead again."""

from __future__ import annotations

import pygame

from game.ui.tables.arigato import card_art


def test_a_resized_table_forgets_the_faces_of_the_old_size(table_app):
    app, pilot = table_app("HAA", size=(1280, 720), seed=5)
    pilot.frames(30)
    before = dict(card_art._CACHE)
    old_sizes = set(card_art.SIZES_SEEN)
    assert before and old_sizes
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    pilot.frames(30)
    assert app.screen.get_size() == (1920, 1080)
    kept = {id(v) for v in before.values()}
    assert card_art._CACHE and not any(id(v) in kept for v in card_art._CACHE.values())
    assert card_art.SIZES_SEEN and not old_sizes & set(card_art.SIZES_SEEN)
    assert card_art._CACHE_BYTES <= sum(v.get_width() * v.get_height() * 4 for v in card_art._CACHE.values())
    # the same size again (nothing to draw anew): the faces stay
    now = dict(card_art._CACHE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    pilot.frames(3)
    assert all(card_art._CACHE.get(k) is v for k, v in now.items())
