"""A game that exists only in the tests, declared in one place as every game is (its `GameSpec`):
Lanterns (ui_fakegame.py) with AI knowledge, table words, parts a tutorial may light and a look of
its own. Putting its module in the registry is all a game needs for the shared code to find its
parts (tests/ui/test_ui_declared_game.py)."""

from __future__ import annotations

import dataclasses

from game.ai.heuristics import Heuristics
from game.core.engine import Look, Setup

import ui_fakegame


class LanternHeuristics(Heuristics):
    """Knows one thing: a round is worth at most 3 points."""

    scale = 3.0


HEURISTICS = LanternHeuristics()
EN = {"lanterns.title": "Lanterns"}
FR = {"lanterns.title": "Lanternes"}

SPEC = dataclasses.replace(ui_fakegame.SPEC, ai=__name__, words=__name__, parts=("lantern", "button"),
                           look=Look(seal="灯", style="brass", icons=("ln_", "declared_game_icons")),
                           measured=(Setup(3), Setup(2, {"rounds": 8}, "lanterns_long")), frames_whole_game=True)
