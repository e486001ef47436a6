"""Daitoshi: the rules for 2-4 players, pure Python, every component as data in levels/daitoshi.

`SPEC.new_game(players, seed, expert=False)` starts a game. The solo mode against the Mayor
(issue 8) extends this package: `new_game(players=1, advisors=K)`.
"""

from __future__ import annotations

from game.core.daitoshi.state import DaitoshiState
from game.core.engine import GameSpec


def new_game(players: int, seed: int, expert: bool = False, **options) -> DaitoshiState:
    unknown = set(options) - {"advisors"}
    if unknown:
        raise ValueError(f"unknown Daitoshi option(s): {', '.join(sorted(unknown))}")
    if players == 1:
        raise ValueError("Daitoshi's solo mode (1 player against the Mayor) is not built yet")
    return DaitoshiState(players, seed, expert=expert)


SPEC = GameSpec(name="daitoshi", title="Daitoshi", min_players=2, max_players=4,
                new_game=new_game, options={"expert": (False, True)})
