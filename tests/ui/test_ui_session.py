"""The session owns play: it keeps the whole story, takes an action back by the
game's own undo policy and saves what remains, retells the story from the setup, and no table
ever assigns a state."""

from __future__ import annotations

import re
from pathlib import Path

from game.core import registry
from game.core.arigato.actions import EndDay
from game.input.session import GameSession, SeatConfig
from ui_fakegame import SPEC, LightLantern


def _arigato(saves):
    seats = [SeatConfig("Aiko", 0, "human"), SeatConfig("Kenji", 1, "human")]
    return GameSession(registry.spec("arigato"), seats, seed=8, autosave=saves.append)


def _to_undoable(session):
    """Play first legal moves (never ending a day) until seat 0 has something to take back."""
    for _ in range(200):
        if session.undo_index(0) is not None:
            return
        seat = session.active_seat()
        legal = session.legal_actions(seat)
        busy = [a for a in legal if not isinstance(a, EndDay)] or legal
        session.submit(busy[-1])
    raise AssertionError("nothing to take back was met")


def test_undo_replays_the_history_without_the_action_and_saves_it():
    saves = []
    session = _arigato(saves)
    _to_undoable(session)
    history = list(session.state.history)
    index = session.undo_index(0)
    old_state = session.state
    taken = session.undo(0)
    assert taken is history[index] and session.state is not old_state
    assert session.state.history == history[:index] + history[index + 1:]
    assert saves[-1]["actions"] == [a.text() for a in session.state.history]
    assert [a for a, _ in session.happened] == session.state.history
    assert [e for _, e in session.happened] == [e for _, e, _ in session.retold()]


def test_undo_gives_nothing_back_where_the_game_allows_none():
    session = GameSession(SPEC, [SeatConfig("A", 0, "human"), SeatConfig("B", 1, "human")], seed=3)
    session.submit(LightLantern(0, 2))
    assert session.undo_index(0) is None and session.undo(0) is None
    assert len(session.state.history) == 1


def test_the_story_holds_every_action_with_its_events_also_for_a_continued_game():
    saves = []
    session = _arigato(saves)
    for _ in range(15):
        seat = session.active_seat()
        session.submit(session.legal_actions(seat)[0])
    again = GameSession.from_save(registry.spec("arigato"), saves[-1])
    assert [(a.text(), e) for a, e in again.happened] == [(a.text(), e) for a, e in session.happened]


def test_no_table_assigns_a_state_or_saves_by_hand():
    ui = Path(__file__).resolve().parents[2] / "game" / "ui"
    for path in ui.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"session\.state\s*=[^=]", text), path
        assert "session.autosave(" not in text, path
