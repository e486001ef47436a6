"""A whole game of Daitoshi played on the table: a human (the pilot, clicking the worded choice
buttons as a player would) against AI seats, to the results screen. Nothing here calls `apply`:
every human decision goes through the table's own buttons and `submit`."""

from __future__ import annotations

import random

import pytest

from game.ui.tables.daitoshi.scene import ChoiceButton


@pytest.mark.long
@pytest.mark.parametrize("kinds,seed", [("HA", 21), ("AHAA", 4)])
def test_a_game_to_the_end_through_the_table(daitoshi_app, kinds, seed):
    app, pilot = daitoshi_app(kinds, seed=seed)
    table = pilot.table
    session = table.session
    rng = random.Random(seed)
    clicks = 0
    while pilot.until_my_turn():
        buttons = [w for w in table.widgets if isinstance(w, ChoiceButton)]
        assert buttons
        before = len(session.state.history)
        pilot.click(rng.choice(buttons).id)
        assert len(session.state.history) > before, table.message
        clicks += 1
        assert clicks < 3000
    assert session.is_over()
    assert not session.state.invariant_violations()
    assert clicks > 20
    # the log was written in words all along
    assert any("gains" in entry.text for entry in table.log)
    assert not any("dt_" in entry.text or "=" in entry.text for entry in table.log)
    for _ in range(400):
        if app.stack.top is not table:
            break
        pilot.frames(1)
    assert app.stack.top.name == "results"
