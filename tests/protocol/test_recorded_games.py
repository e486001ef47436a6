"""Recorded games replay identically: the same seeded games give the same actions,
events, log lines in both languages, action words and scores as when they were recorded
(`recorded.py --write` records them anew, only when a change is meant)."""

import json

import pytest

from game.core import registry
from recorded import FOLDER, GAMES, name, play


@pytest.mark.parametrize("game", GAMES, ids=[name(*g) for g in GAMES])
def test_a_recorded_game_plays_the_same(game):
    kept = json.loads((FOLDER / f"{name(*game)}.json").read_text(encoding="utf-8"))
    now = json.loads(json.dumps(play(*game), ensure_ascii=False))
    for i, (a, b) in enumerate(zip(kept["steps"], now["steps"])):
        assert a == b, f"step {i} differs"
    assert len(kept["steps"]) == len(now["steps"])
    assert (kept["scores"], kept["winners"]) == (now["scores"], now["winners"])


def test_every_registered_game_has_a_recording_and_each_is_named_by_its_setup():
    assert {g[0] for g in GAMES} >= set(registry.available()), \
        "a registered game has no recorded game: `python tests/protocol/recorded.py --add GAME PLAYERS SEED`"
    assert sorted(p.stem for p in FOLDER.glob("*.json")) == sorted(name(*g) for g in GAMES)
