"""The table's things by name, in a language: any id, a district, a City, an Invention."""

from __future__ import annotations

import re

from game.i18n.daitoshi import facts
from game.i18n.daitoshi.language import language


def title(ident: str, lang="en") -> str:
    """An id in the game's words: "lightning_city" -> "Lightning City" ("Ville de la Foudre");
    an id the language does not name reads capitalized."""
    return language(lang).names.get(ident) or \
        " ".join(w if w.isupper() else w.capitalize() for w in str(ident).split("_"))


def district_name(state, d: int, lang="en") -> str:
    """The district by its Inner tile ("the Town Hall"), or by number without a state."""
    words = language(lang)
    try:
        name = title(state.district_tiles[d][0], words)
    except (AttributeError, IndexError, TypeError, KeyError):
        return words.say("district.numbered", n=d + 1)
    return words.say("district", name=name)


def city_name(state, city, lang="en") -> str:
    """A City by its space (int) or its id (str)."""
    if isinstance(city, str):
        return title(city, lang)
    try:
        return title(state.cities[city], lang)
    except (AttributeError, IndexError, TypeError):
        return language(lang).say("city.numbered", n=city + 1)


def invention_name(state, inv: str | None, lang="en") -> str:
    """As the rulebook names them: "the Basic food Invention", "Ordinary Invention 10"."""
    words = language(lang)
    if inv is None:
        return words.say("invention.any")
    c = facts.components(state)
    i = c.inventions.get(inv) if c is not None else None
    # "university_conflict_3": one Mega-Machine's University stack is in a game, so its number
    # alone names it (the rulebook: "University Inventions")
    m = re.match(r"([a-z]+)_(?:[a-z]+_)?0*(\d+)$", inv)
    if i is not None and i.quality == "basic":
        return words.say("invention.basic", resource=words.term("resource", i.middle[0]))
    if m:
        return words.say("invention.numbered", quality=words.term("quality", m.group(1)), n=m.group(2))
    return title(inv, words)
