"""The Daitoshi table's hint box (its words, gain, reasons and place) was worked out about four
times a frame (the layout's notice room, the hover, the keepouts, the chat); it is worked out
once, in `update`, when the decision or the hint's answer changes, and read everywhere else."""

from __future__ import annotations

import time

import pytest

from game.ui.tables.daitoshi import overlay


@pytest.mark.usefixtures("quick_hints")
def test_a_ready_hint_is_worked_out_once_not_every_frame(daitoshi_app, monkeypatch):
    app, pilot = daitoshi_app("HA", seed=21)
    table = pilot.table
    assert pilot.until_my_turn()
    pilot.click("hint")
    deadline = time.monotonic() + 30
    while table.hint_state() == "thinking" and time.monotonic() < deadline:
        time.sleep(0.01)
        pilot.frames(1)
    assert table.hint_state() == "ready"
    pilot.frames(2)
    assert table.hint_note is not None and table.hint["text"] in table.hint_note[0]
    placed = []
    real = overlay.hint_rect
    monkeypatch.setattr(overlay, "hint_rect", lambda *a, **k: placed.append(1) or real(*a, **k))
    pilot.move((300, 300))
    pilot.frames(6)
    assert placed == [], f"the hint's box worked out {len(placed)} times in 6 frames"
    from game import i18n
    try:
        app.change_setting("language", "fr")      # what it says changed: worked out again, once
        pilot.frames(3)
        assert len(placed) == 1 and table.hint_note is not None
    finally:
        i18n.set_language("en")
