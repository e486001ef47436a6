"""The Daitoshi table's header counts turns, as the rules do ("Players take turns one after another
with no rounds or phases", TURN ORDER), and never runs ahead of the log: while a move is being told,
it shows the turn of the last "Turn N" line the log has said."""

from __future__ import annotations

import random
import re

import pytest

from game.core.daitoshi import events as E
from game.ui.tables.daitoshi.scene import ChoiceButton


def _header(app, table, monkeypatch) -> list[str]:
    drawn: list[str] = []
    real = type(app.theme).text
    monkeypatch.setattr(type(app.theme), "text", lambda self, surface, text, *a, **k:
                        drawn.append(text) or real(self, surface, text, *a, **k))
    table.renderer.forget()
    table.settle()
    monkeypatch.setattr(type(app.theme), "text", real)
    return [s for s in drawn if re.fullmatch(r"(Round \d+ · turn|Turn) \d+( +·.*)?", s)]   # not the log's lines


def _choose(pilot, rng) -> None:
    table = pilot.table
    assert pilot.until_my_turn()
    for _ in range(2000):
        buttons = [w for w in table.widgets if isinstance(w, ChoiceButton)]
        if buttons:
            pilot.click(rng.choice(buttons).id)
            return
        pilot.frames(1)
    raise AssertionError("no choice came")


def test_the_header_counts_turns_without_rounds(daitoshi_app, monkeypatch):
    app, pilot = daitoshi_app("HA", seed=5)
    rng = random.Random(5)
    for _ in range(12):
        _choose(pilot, rng)
    assert pilot.until_my_turn()
    table = pilot.table
    assert _header(app, table, monkeypatch) == [f"Turn {table.session.view(0).turn + 1}"]


@pytest.mark.long
def test_the_header_follows_the_log_while_a_move_is_told(daitoshi_app, monkeypatch):
    app, pilot = daitoshi_app("HA", seed=5, anim_speed=1.0)
    table = pilot.table
    rng = random.Random(5)
    behind = 0
    for _ in range(10):
        _choose(pilot, rng)
        while table.story is not None and not table.story.done():
            ctx = table.ctx()
            turns = [e.source.turn for e in table.log[:ctx.log_visible] if isinstance(e.source, E.TurnStarted)]
            assert _header(app, table, monkeypatch) == [f"Turn {turns[-1] + 1}"]
            behind += turns[-1] < table.session.view(0).turn      # the state is ahead of the log here
            pilot.frames(5)
    assert behind, "no move was ever told while the state was a turn ahead: the check proved nothing"
