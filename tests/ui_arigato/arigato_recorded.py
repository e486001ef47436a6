"""How the recorder of recorded games (tests/protocol/recorded.py finds this module by the game's
name) words a move of Arigatō as its table does: the action in words, what a seat is told of it,
and the log's lines in each language, as each viewer reads them."""

from __future__ import annotations

from game.i18n import set_language
from game.ui.tables.arigato import log
from game.ui.tables.arigato.scene import hint_words


def action_words(action, state, lang: str) -> str:
    """In the language set (the recorder sets `lang` before it asks)."""
    return hint_words(state.content, state.view(action.seat), action)


def seen_by(action, viewer: int) -> str:
    """The core's language-free key: the roles' secret stays secret."""
    return action.seen_by(viewer)


def log_lines(action, events, state, names: list[str], langs) -> dict:
    """Each viewer's entry holds the events as the session tells them to that viewer (None: an
    onlooker), in each language."""
    entries = [log.Entry(len(state.history) - 1, action.seat, [e.for_viewer(viewer) for e in events])
               for viewer in [None, *range(len(names))]]
    out = {}
    for lang in langs:
        set_language(lang)
        out[lang] = [[text for _, text in log.entry_lines(state.content, entry, names)] for entry in entries]
    return out
