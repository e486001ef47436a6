"""The Daitoshi table's Hint: the hard agent's choice, in words, its button outlined and brought
into view; forgotten once the situation changes; cancelled when the table closes."""

from __future__ import annotations

import os
import time

import pygame

from game.ui.tables.daitoshi.scene import ChoiceButton


def wait_for_hint(table, pilot, limit: float = 30.0) -> None:
    deadline = time.monotonic() + limit
    while table.hint_state() == "thinking" and time.monotonic() < deadline:
        time.sleep(0.01)
        pilot.frames(1)      # the window keeps drawing while the hint thinks


def test_a_hint_names_a_legal_choice_and_shows_its_button(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    assert table.hint_state() == "none"
    pilot.click("hint")
    assert table.hint_state() == "thinking"
    wait_for_hint(table, pilot)
    assert table.hint_state() == "ready"
    action = table.hint["action"]
    assert action in table.session.legal_actions(table.viewer)
    assert table.hint["text"] and "dt_" not in table.hint["text"] and "=" not in table.hint["text"]
    pilot.frames(2)
    shown = [w for w in table.widgets if isinstance(w, ChoiceButton) and w.action == action]
    assert shown, "the hinted choice is scrolled into the list"
    if os.environ.get("ARIGATO_SHOTS"):
        pygame.image.save(app.screen, os.path.join(os.environ["ARIGATO_SHOTS"], "daitoshi-hint.png"))
    # choosing anything moves the game on: the hint no longer applies
    pilot.click(shown[0].id)
    assert table.hint_state() == "none"


def test_no_hint_while_another_seat_decides(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    for _ in range(200):   # the human's turn, by its buttons, until the AI must decide
        if not table.my_turn():
            break
        pilot.click(next(w for w in table.widgets if isinstance(w, ChoiceButton)).id)
    assert not table.my_turn() and not table.session.is_over()
    table.ask_hint()
    assert table.hint is None and table.hint_state() == "none"
    assert not any(w.id == "hint" for w in table.widgets)


def test_closing_the_table_cancels_a_thinking_hint(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    pilot.click("hint")
    job = table.hint
    table.exit()
    assert job["cancel"].is_set()
    deadline = time.monotonic() + 10
    while job["text"] is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert job["text"] is not None   # the search stopped early and answered
