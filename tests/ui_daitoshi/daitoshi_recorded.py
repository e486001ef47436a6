"""How the recorder of recorded games (tests/protocol/recorded.py finds this module by the game's
name) words a move of Daitoshi as its table does: the action in words, what a seat is told of it,
and the log's lines in each language."""

from __future__ import annotations

from game.i18n import daitoshi as words
from game.i18n import t_in
from game.ui.tables.daitoshi import log


def action_words(action, state, lang: str) -> str:
    return words.describe_action(action, state, lang=lang)


def seen_by(action, viewer: int) -> str:
    """Daitoshi's actions are open: the English sentence told without a state (recorded when the
    core still gave its actions English words; the words now live in game/i18n/daitoshi/)."""
    return words.describe_action(action, None, viewer)


def log_lines(action, events, state, names: list[str], langs) -> dict:
    """The log's lines of the move in each language; the solo Mayor named as the table names it."""
    def names_in(lang):
        return names + [t_in(lang, "dtable.mayor") for _ in range(len(names), len(state.players))]
    lines = log.lines(action, events, state, names_in)
    return {lang: [line.words[lang] for line in lines] for lang in langs}
