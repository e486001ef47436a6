"""Each registered game's words, asked the way its table asks them, in one language at a time: a
prompt, an action, an event or a refusal code in that language, or None where the language has no
words of its own for it (the client would fall back to English, or to nothing).

What a game has (its prompts, action kinds, events, refusal codes) is read from its core by
`vocabulary.py`; only how to ask for the words is per game, here."""

from __future__ import annotations

from contextlib import contextmanager

from game.i18n import CATALOGUE, language, set_language


@contextmanager
def speaking(lang: str):
    previous = language()
    set_language(lang)
    try:
        yield
    finally:
        set_language(previous)


def _catalogue_refusal(code: str, lang: str) -> str | None:
    """The client's catalogue words every refusal of the engine and the session (`refuse.<code>`)."""
    return CATALOGUE[lang].get(f"refuse.{code}")


class DaitoshiWords:
    """game/i18n/daitoshi: templates per language, each `said_in` answers None where the language
    has no sentence."""

    def prompt(self, prompt, state, lang):
        from game.i18n.daitoshi import decisions
        from game.i18n.daitoshi.language import LANGUAGES
        words = LANGUAGES.get(lang)
        told = words and decisions.said_in(words, state, "Aiko", prompt)
        to_you = words and decisions.said_in(words, state, "You", prompt)
        return told and to_you and told[0]

    def action(self, action, state, lang):
        from game.i18n.daitoshi import action_words
        from game.i18n.daitoshi.language import LANGUAGES
        return action_words.said_in(LANGUAGES[lang], action, state) if lang in LANGUAGES else None

    def event(self, event, state, lang):
        from game.i18n.daitoshi import event_words
        from game.i18n.daitoshi.language import LANGUAGES
        names = ["Aiko", "Kenji", "Mei", "Sora", "Yuki"][:len(state.players)]
        return event_words.said_in(LANGUAGES[lang], event, state, names) if lang in LANGUAGES else None

    def reason(self, reason, lang):
        from game.ui.tables.daitoshi.scene import DaitoshiTable
        return _reason(DaitoshiTable, reason, lang)

    def refusal(self, code, lang):
        # describe_refusal: the rules' own refusals and not_this_decision (which names the prompt
        # waited for) in the game's templates; the engine's in the client's catalogue
        from game.i18n.daitoshi.language import LANGUAGES
        templates = LANGUAGES[lang].templates if lang in LANGUAGES else {}
        if code == "not_this_decision":
            return templates.get("refusal")
        return templates.get(f"refusal.{code}") or _catalogue_refusal(code, lang)


class ArigatoWords:
    """Arigatō's table words its prompts, actions (as hints), log and refusals through the
    client's one catalogue, whose languages hold the same keys (a test checks it): a key missing
    from the catalogue reads as the key itself."""

    def prompt(self, prompt, state, lang):
        from game.ui.tables.arigato.words import prompt_words
        with speaking(lang):
            return _worded(prompt_words(prompt))

    def action(self, action, state, lang):
        from game.ui.tables.arigato.words import hint_words
        with speaking(lang):
            return _worded(hint_words(state.content, state.view(action.seat), action))

    def event(self, event, state, lang):
        from game.ui.tables.arigato.log import SILENT, event_line
        if isinstance(event, SILENT):
            return "(not logged: answered as a prompt)"
        with speaking(lang):
            return _worded(event_line(state.content, event, None))

    def reason(self, reason, lang):
        from game.ui.tables.arigato.scene import ArigatoTable
        return _reason(ArigatoTable, reason, lang)

    def refusal(self, code, lang):
        from game.ui.tables.arigato.words import REFUSAL_KEYS, VALUE_REFUSALS
        if code in REFUSAL_KEYS:
            return CATALOGUE[lang].get(REFUSAL_KEYS[code])
        if code in VALUE_REFUSALS:
            return code
        return _catalogue_refusal(code, lang)


def _reason(table, reason, lang):
    """A hint's reason (game/ai/hint.py) as `table` words it (game/i18n/hints.py), or None where
    the language has no words of its own for it: an event under the table's `REASON_WORDS`, a
    scoring part under `part.<name>`."""
    from game.i18n.hints import reason_words
    key = (f"part.{reason.key.replace(' ', '_')}" if reason.kind == "category"
           else table.REASON_WORDS.format(key=reason.key))
    if key not in CATALOGUE[lang]:
        return None
    with speaking(lang):
        return reason_words(reason, table.REASON_WORDS)


def _worded(text):
    """None for no words, or for a catalogue key or a text form shown as they are."""
    if not text or text.startswith("arigato.") or "=" in text:
        return None
    return text


WORDS = {"arigato": ArigatoWords(), "daitoshi": DaitoshiWords()}
