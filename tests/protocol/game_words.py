"""Each registered game's words, asked the way its table asks them, in one language at a time: a
prompt, an action, an event or a refusal code in that language, or None where the language has no
words of its own for it (the client would fall back to English, or to nothing).

What a game has (its prompts, action kinds, events, refusal codes) is read from its core by
`vocabulary.py`; only how to ask for the words is per game: the game's own test folder,
`tests/ui_<game>/<game>_words.py`, exposing `WORDS` (an object with `prompt`, `action`, `event`
and `refusal`), found here by the game's name (`words_of`)."""

from __future__ import annotations

import importlib.util
from contextlib import contextmanager
from pathlib import Path

from game.i18n import CATALOGUE, language, set_language

TESTS = Path(__file__).resolve().parents[1]


def words_of(game: str):
    """How the game's table asks for its words (`WORDS` of `tests/ui_<game>/<game>_words.py`), or
    None when its test folder has none."""
    path = TESTS / f"ui_{game}" / f"{game}_words.py"
    if not path.is_file():
        return None
    module_spec = importlib.util.spec_from_file_location(f"{game}_words", path)
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    return module.WORDS


@contextmanager
def speaking(lang: str):
    previous = language()
    set_language(lang)
    try:
        yield
    finally:
        set_language(previous)


def catalogue_refusal(code: str, lang: str) -> str | None:
    """The client's catalogue words every refusal of the engine and the session (`refuse.<code>`)."""
    return CATALOGUE[lang].get(f"refuse.{code}")


def worded(text: str | None, prefix: str) -> str | None:
    """None for no words, or for a catalogue key (`prefix`...) or a text form shown as they are."""
    if not text or text.startswith(prefix) or "=" in text:
        return None
    return text


def reason_of(table, reason, lang):
    """A hint's reason (game/ai/hint.py) as `table` words it (game/i18n/hints.py), or None where
    the language has no words of its own for it: an event under the table's `REASON_WORDS`, a
    scoring part under `part.<name>`."""
    from game.i18n.hints import reason_words
    kind, name = reason.kind, reason.key
    if kind == "cost":     # what a better move gives up: named by its part's own noun
        family, _, name = name.partition(":")
        kind = "category" if family == "category" else "noun"
    key = (f"part.{name.replace(' ', '_')}" if kind == "category"
           else f"table.hint.noun.{name}" if kind == "noun" and name in ("rival", "target")
           else f"table.hint.{name}" if kind == "rival"
           else table.REASON_WORDS.format(key=f"{kind}.{name}" if kind in ("held", "later", "won", "noun")
                                          else name))
    if key not in CATALOGUE[lang] and f"{key}.many" not in CATALOGUE[lang]:   # or counted: "faveur(s)"
        return None
    with speaking(lang):
        return reason_words(reason, table.REASON_WORDS)
