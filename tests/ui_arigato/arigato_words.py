"""How the Arigatō table asks for its words, for the protocol's words suite
(tests/protocol/test_words_of_every_game.py finds this module by the game's name)."""

from __future__ import annotations

from game.i18n import CATALOGUE
from game_words import catalogue_refusal, reason_of, speaking, worded


class ArigatoWords:
    """Arigatō's table words its prompts, actions (as hints), log and refusals through the
    client's one catalogue, whose languages hold the same keys (a test checks it): a key missing
    from the catalogue reads as the key itself."""

    def prompt(self, prompt, state, lang):
        from game.ui.tables.arigato.words import prompt_words
        with speaking(lang):
            return worded(prompt_words(prompt), "arigato.")

    def action(self, action, state, lang):
        from game.ui.tables.arigato.words import hint_words
        with speaking(lang):
            return worded(hint_words(state.content, state.view(action.seat), action), "arigato.")

    def event(self, event, state, lang):
        from game.ui.tables.arigato.log import SILENT, event_line
        if isinstance(event, SILENT):
            return "(not logged: answered as a prompt)"
        with speaking(lang):
            return worded(event_line(state.content, event, None), "arigato.")

    def reason(self, reason, lang):
        from game.ui.tables.arigato.scene import ArigatoTable
        return reason_of(ArigatoTable, reason, lang)

    def refusal(self, code, lang):
        from game.ui.tables.arigato.words import REFUSAL_KEYS, VALUE_REFUSALS
        if code in REFUSAL_KEYS:
            return CATALOGUE[lang].get(REFUSAL_KEYS[code])
        if code in VALUE_REFUSALS:
            return code
        return catalogue_refusal(code, lang)


WORDS = ArigatoWords()
