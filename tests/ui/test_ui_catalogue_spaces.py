"""No string of the catalogue, in English or French, holds two spaces in a row: each game's words
are merged into it (game/i18n/__init__.py), so every string a screen looks up is here. A double
space drawn in a proportional font reads as a gap in the sentence ("Aiko: -5 VP  (wins)" in
Daitoshi's final scores); where a screen wants room it leaves it by its layout, not by spaces."""

from __future__ import annotations

from game.i18n.catalogue import CATALOGUE


def test_no_catalogue_string_holds_two_spaces_in_a_row():
    checked = 0
    for lang, entries in CATALOGUE.items():
        for key, text in entries.items():
            assert "  " not in text, (lang, key, text)
            checked += 1
    assert checked > 2000, checked
