"""One language's template set in use: a sentence looked up by key and filled with that language's
grammar, or `Unsaid` when the language has no template for it.

The phrasebook (names.py, rewards.py, action_words.py, event_words.py, decisions.py) decides what a
sentence says and hands the pieces to `say`; en.py and fr.py decide how it reads. A sentence the
chosen language lacks is said whole in English by the caller, never half in each language.

A sentence whose subject is a seat (a template with `{who}`) has a second-person form, the same key
with `.you` after it ("Gained" -> "Gained.you": "You gain {reward}"), said to a seat named "You"
(`game.i18n.is_you`): `Language.to_you()` is the template set that picks it.
"""

from __future__ import annotations

import copy
import re
import string

from game.i18n.daitoshi import en, fr

# A field with a grammar form or a noun after its colon ("{district:of}", "{n:hex}"); a template
# without one is filled by plain str.format, several times faster (the choice list words dozens).
_FORMED = re.compile(r"\{\w+:")


YOU = ".you"   # the suffix of a template's second-person form


def second_person(key: str, you: bool = True) -> str:
    """The key of `key`'s second-person form when `you`, else `key` itself."""
    return key + YOU if you else key


class Unsaid(LookupError):
    """The language has no template for this key."""


def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


class _Filler(string.Formatter):
    """`{x:form}` applies the language's grammar form; `{n:noun}` counts a noun."""

    def __init__(self, lang: "Language") -> None:
        self.lang = lang

    def format_field(self, value, spec: str) -> str:
        form = self.lang.forms.get(spec)
        if form is not None:
            return form(value)
        if spec in self.lang.nouns:
            return self.lang.count(value, spec)
        return super().format_field(value, spec)


class Language:
    """en.py or fr.py in use; every grammar form has "cap" (a capital first letter) besides its own."""

    you = False   # speaking to the seat a sentence is about: see to_you

    def __init__(self, module) -> None:
        self.code, self.plural = module.CODE, module.plural
        self.templates, self.decisions, self.names = module.TEMPLATES, module.DECISIONS, module.NAMES
        self.decisions_you = module.DECISIONS_YOU
        self.nouns, self.words = module.NOUNS, module.WORDS
        self.forms = {"cap": _capitalized, **module.FORMS}
        self._filler = _Filler(self)
        self._to_you = copy.copy(self)
        self._to_you.you, self._to_you._to_you = True, self._to_you

    def to_you(self, you: bool = True) -> "Language":
        """This template set speaking to the seat its sentences are about (when `you`): a key with
        a second-person form in English (`key.you`) is said in that form; a language without it
        raises Unsaid, so the whole sentence is said in English, never "You gains"."""
        return self._to_you if you else self

    def has(self, key: str) -> bool:
        return key in self.templates

    def say(self, key: str, **fields) -> str:
        """The template `key` filled with `fields`; a (singular, plural) pair is chosen by `n`."""
        if self.you and key in SECOND_PERSON:
            key = second_person(key)
        template = self.templates.get(key)
        if template is None:
            raise Unsaid(f"{self.code}: {key}")
        if isinstance(template, tuple):
            template = template[self.plural(fields["n"])]
        if _FORMED.search(template) is None:
            return template.format(**fields)
        return self._filler.format(template, **fields)

    def noun(self, n: int, noun: str) -> str:
        forms = self.nouns[noun]
        if isinstance(forms, str):   # the same word for one and many ("food", "Prestige")
            return forms
        return forms[self.plural(n)]

    def count(self, n: int, noun: str) -> str:
        return f"{n} {self.noun(n, noun)}"

    def term(self, table: str, key, plural: bool = False) -> str:
        """The word for an id: a tuple table is read by position (an index out of it is an error,
        as for any tuple), a dict by id; an id the language does not translate reads as itself."""
        words = self.words.get(table)
        if words is None:
            return key
        said = words[key] if isinstance(words, tuple) else words.get(key, key)
        if isinstance(said, tuple):   # (singular, plural), as French colours agree with their workers
            said = said[plural]
        return said

    def join(self, items) -> str:
        """ "a, b and c"; empty pieces left out."""
        items = [x for x in items if x]
        if len(items) <= 1:
            return "".join(items)
        return self.say("join", rest=", ".join(items[:-1]), last=items[-1])


# The keys that have a second-person form, as English (the reference) has them.
SECOND_PERSON = frozenset(key[:-len(YOU)] for key in en.TEMPLATES if key.endswith(YOU))
LANGUAGES = {"en": Language(en), "fr": Language(fr)}
ENGLISH = LANGUAGES["en"]


def language(lang) -> Language:
    """The template set for a language code (or the set itself); English for a code without one."""
    return lang if isinstance(lang, Language) else LANGUAGES.get(lang, ENGLISH)


def in_turn(lang) -> tuple[Language, ...]:
    """The languages to try a sentence in: the chosen one, then English."""
    chosen = language(lang)
    return (chosen,) if chosen is ENGLISH else (chosen, ENGLISH)


def untranslated(lang: str) -> list[str]:
    """The English keys `lang` has no template for: what it says in English."""
    chosen = language(lang)
    return sorted(set(ENGLISH.templates) - set(chosen.templates)) + \
        sorted(f"decision {k}" for k in set(ENGLISH.decisions) - set(chosen.decisions))
