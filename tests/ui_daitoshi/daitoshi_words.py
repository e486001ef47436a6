"""How the Daitoshi table asks for its words, for the protocol's words suite
(tests/protocol/test_words_of_every_game.py finds this module by the game's name)."""

from __future__ import annotations

from game_words import catalogue_refusal, reason_of


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
        return reason_of(DaitoshiTable, reason, lang)

    def refusal(self, code, lang):
        # describe_refusal: the rules' own refusals and not_this_decision (which names the prompt
        # waited for) in the game's templates; the engine's in the client's catalogue
        from game.i18n.daitoshi.language import LANGUAGES
        templates = LANGUAGES[lang].templates if lang in LANGUAGES else {}
        if code == "not_this_decision":
            return templates.get("refusal")
        return templates.get(f"refusal.{code}") or catalogue_refusal(code, lang)


WORDS = DaitoshiWords()
