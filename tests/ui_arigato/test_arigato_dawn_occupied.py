"""At dawn, with a card picked up, a full workshop says "occupied" (a new player's
play-through): the word used to be written in red across the card's effect row, the very thing
the player reads to choose what to empty. It now sits on the card's art, clear of its header
(cost, pattern), its type's name and its effect row."""

from __future__ import annotations

import pytest

from drawn_text import DrawnText
from game import i18n
from test_arigato_suggest_full_village import full_village_at_dawn

HEADER, FOOT = 0.22, 0.25     # the card face's header and effect row (and the type's name above it)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_occupied_covers_no_card_words(table_app, lang):
    try:
        app, pilot, table = full_village_at_dawn(table_app)
        i18n.set_language(lang)
        table.selected = table.view().villages[table.viewer].hand[0]
        with DrawnText(app) as drawn:
            table.renderer.forget()
            pilot.frames(1)
        word = i18n.t("arigato.occupied")
        grid = [app.theme.rect(*r) for r in table.context().layout.grid]
        said = [(ink, card) for _, words, ink, _ in drawn.texts if words == word
                for card in grid if card.colliderect(ink)]
        assert len(said) == 4                        # every workshop is full
        for ink, card in said:
            header = card.y + card.h * HEADER
            foot = card.bottom - card.h * FOOT
            assert header <= ink.top and ink.bottom <= foot, (word, tuple(ink), tuple(card))
    finally:
        i18n.set_language("en")
