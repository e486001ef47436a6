"""Looking a word up: `t(key, **values)` in the language on screen, `t_in` in a given one, a
count (`tn`), a game's title (`game_title`), a sentence about a seat said to "You" (`said_to`), a seat's default name in any
language (`is_you`, `shown_name`, `person`), a refusal in words (`refusal_words`).

It reads the catalogue (catalogue.py) and nothing that words a game, so that a game's own words
(its phrasebook, game/i18n/<game>/) may lean on it while the package merges them into the
catalogue (game/i18n/__init__.py): the words of the games lie above it, the merge above them.
"""

from __future__ import annotations

import functools
import re

from game.core import registry
from game.core.engine import GameSpec
from game.i18n.catalogue import CATALOGUE

LANGUAGE_NAMES = {"en": "English", "fr": "Français"}
_current = "en"


def set_language(lang: str) -> None:
    global _current
    if lang not in CATALOGUE:
        raise ValueError(f"unknown language {lang!r}")
    _current = lang


def language() -> str:
    return _current


def t(key: str, **values) -> str:
    return t_in(_current, key, **values)


def plural(n: int, lang: str | None = None) -> bool:
    """Whether a count takes the plural in the current language (or `lang`): English for all but
    1, French for 2 and more ("0 joueur")."""
    return n not in (0, 1) if (lang or _current) == "fr" else n != 1


def tn(key: str, n: int, **values) -> str:
    """A count in words: `key.one` or `key.many` by the current language's rule ("1 player",
    "2 players"; French takes the singular for 0 and 1: "0 joueur")."""
    return t(f"{key}.{'many' if plural(n) else 'one'}", n=n, **values)


def is_you(name: str) -> bool:
    """A seat named the default name of the person at the screen ("You", "Vous"), in any language:
    the table speaks to it in the second person and calls it so in the language on screen."""
    folded = name.strip().casefold()
    return any(folded == CATALOGUE[lang]["setup.you"].casefold() for lang in CATALOGUE)


def seat_number(name: str) -> int | None:
    """N for a seat named by its number, as the setup names each person of a hot-seat game
    ("Player 2", "Joueur 2"), in any language; else None."""
    folded = name.strip().casefold()
    for lang in CATALOGUE:
        found = _numbered(CATALOGUE[lang]["setup.player"]).fullmatch(folded)
        if found:
            return int(found.group(1))
    return None


@functools.lru_cache(maxsize=None)
def _numbered(template: str) -> re.Pattern:
    """The pattern of the seats `template` ("Player {n}") names, made once: a table names its
    seats every frame."""
    return re.compile(re.escape(template.casefold()).replace(r"\{n\}", r"(\d+)"))


def is_numbered(name: str) -> bool:
    return seat_number(name) is not None


def person(name: str) -> str:
    """The one name the record book knows a person by, whatever language each game was played in:
    the default "You" ("You", "Vous") and a seat's number ("Player 1", "Joueur 1") are each one
    person."""
    if is_you(name):
        return CATALOGUE["en"]["setup.you"]
    n = seat_number(name)
    return CATALOGUE["en"]["setup.player"].format(n=n) if n is not None else name.strip()


def shown_name(name: str, lang: str | None = None) -> str:
    """A seat's name as the screen shows it: a default name ("You", "Player 2") in the language
    on screen (or `lang`)."""
    lang = lang or _current
    if is_you(name):
        return t_in(lang, "setup.you")
    n = seat_number(name)
    return t_in(lang, "setup.player", n=n) if n is not None else name


def said_to(key: str, name: str, lang: str | None = None, **values) -> str:
    """A sentence whose subject is the seat `name`, in the current language (or `lang`): `key` with
    the name, or to a seat named "You" its second-person form, the key `key.you` (which names no
    one: "Your Factory", "Votre Usine"); the catalogue has both forms in every language."""
    if is_you(name):
        return t_in(lang or _current, key + ".you", **values)
    return t_in(lang or _current, key, name=name, **values)


def game_title(game: "str | GameSpec", lang: str | None = None) -> str:
    """A game's title, given its declaration or its name: its words' `game.<name>` in the
    language, else the title its declaration gives (the registry's, for a name), else the name as
    written (a save, a record or a hosted game may name a game this build lacks): the one way
    every screen names a game."""
    name = game if isinstance(game, str) else game.name
    key = f"game.{name}"
    if key in CATALOGUE["en"]:
        return t_in(lang or _current, key)
    spec = registry.find(name) if isinstance(game, str) else game
    return spec.title if spec is not None else name


def refusal_words(refusal, lang: str | None = None) -> str:
    """A refusal the rules or the session gave (game.core.engine.Refusal: a code and its values)
    in the current language (or `lang`): `refuse.<code>` of the catalogue, with its values."""
    key = f"refuse.{refusal.code}"
    if key not in CATALOGUE["en"]:
        key = "refuse.not_allowed"
    return t_in(lang or _current, key, **{k: v for k, v in refusal.params})


def t_in(lang: str, key: str, **values) -> str:
    """`t` in a given language (words kept in every language, so a log can change language)."""
    text = CATALOGUE[lang].get(key)
    if text is None:
        text = CATALOGUE["en"].get(key, key)
    elif lang == "fr" and values and "de {" in text:
        text = _DE_FIELD.sub(lambda m: _de_field(m, values.get(m.group(1))), text)
    return text.format(**values) if values else text


# French elides "de" before a vowel: "de {name}" with Aiko reads "d'Aiko".
_DE_FIELD = re.compile(r"\bde \{(\w+)\}")


def _de(value) -> str:
    return "d'" if isinstance(value, str) and value[:1].upper() in "AEIOUYÉÈÊÀÂÎÔÛ" else "de "


def _de_field(match, value) -> str:
    """ "de {name}" as French says it: "d'Aiko"; "du Maire" for a name with its article ("Le
    Maire", the solo Mayor), the name then written in (its braces kept as text)."""
    if isinstance(value, str) and value[:3].lower() == "le ":
        return "du " + value[3:].replace("{", "{{").replace("}", "}}")
    return _de(value) + match.group(0)[3:]
