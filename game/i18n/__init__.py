"""Every string the client shows, from one catalogue, in English and French (both complete; a
test checks that they have the same keys and the same {placeholders}).

`t("key", name="Aiko")` looks the key up in the current language (lookup.py). The rules' own
texts live in assets/rules/<game>.<lang>.md.

Inside the package, from the bottom up: the shared words (catalogue.py, online.py), looking them
up (lookup.py), each game's own words (game/i18n/<game>/, which may use lookup.py), and here, on
top, each registered game's table words merged into the catalogue (`merge_game_words`), so that
no module below calls back into one above it.
"""

from __future__ import annotations

from game.i18n.catalogue import CATALOGUE, merge_game_words
from game.i18n.lookup import (LANGUAGE_NAMES, game_title, is_numbered, is_you, language, person, plural,
                              refusal_words, said_to, seat_number, set_language, shown_name, t, t_in, tn)

__all__ = ["CATALOGUE", "LANGUAGE_NAMES", "game_title", "is_numbered", "is_you", "language", "person", "plural",
           "refusal_words", "said_to", "seat_number", "set_language", "shown_name", "t", "t_in", "tn"]

merge_game_words()
