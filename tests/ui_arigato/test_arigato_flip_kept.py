"""The reveal's turning cards (render/motion.py, `draw_flips`) take their narrowed pictures from
card_art.narrowed: to the pixel what smooth-scaling the card's face to that width gives, at
every width of the turn, for the back (kept per width: every card turns the same back) and for
a face; the back at a width is scaled once, and a card at its own width is not scaled at all."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.core.arigato.components import HIDDEN
from game.ui import frame_causes as fc
from game.ui.tables.arigato import card_art


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("size, mini", [((92, 132), False), ((133, 190), False), ((40, 56), True)])
def test_a_card_narrowed_is_its_face_smooth_scaled(size, mini):
    pygame.init()
    card_art.clear_caches()
    content = registry.spec("arigato").new_game(players=4, seed=3).view(0).content
    for card in (HIDDEN, 1, len(content.cards) - 1):
        face = card_art.card_surface(content, card, size, mini)
        for width in range(1, size[0] + 1):
            scaled = pygame.transform.smoothscale(face, (width, size[1]))
            assert pixels(card_art.narrowed(content, card, size, mini, width)) == pixels(scaled), (card, width)


def test_the_back_is_scaled_once_a_width_and_a_card_at_its_width_not_at_all():
    pygame.init()
    card_art.clear_caches()
    content = registry.spec("arigato").new_game(players=4, seed=3).view(0).content
    size = (92, 132)
    before = fc.counts.get(fc.PICTURE_SCALED, 0)
    first = card_art.narrowed(content, HIDDEN, size, False, 40)
    assert card_art.narrowed(content, HIDDEN, size, False, 40) is first
    assert fc.counts.get(fc.PICTURE_SCALED, 0) == before + 1
    for card in (HIDDEN, 1):
        assert card_art.narrowed(content, card, size, False, size[0]) is card_art.card_surface(content, card, size, False)
    assert fc.counts.get(fc.PICTURE_SCALED, 0) == before + 1
    card_art.narrowed(content, 1, size, False, 40)    # a face turned: scaled each time (faces differ)
    card_art.narrowed(content, 1, size, False, 40)
    assert fc.counts.get(fc.PICTURE_SCALED, 0) == before + 3
