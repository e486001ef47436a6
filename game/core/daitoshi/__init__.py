"""Daitoshi: the rules for 2-4 players, pure Python, every component as data in levels/daitoshi.

`SPEC.new_game(players, seed, expert=False)` starts a game; `new_game(players=1, advisors=K)` the
solo mode against the Mayor (the `mayor` package). What a seat is asked is `state.prompt(seat)`,
one of the typed records of `prompts.py`; what the client needs to explain a choice (a move's
Steam, a building's, the Market's food, why a move is refused) are the state's queries.
"""

from __future__ import annotations

from game.core.daitoshi.components import load
from game.core.daitoshi.mayor.content import load_solo
from game.core.daitoshi.state import DaitoshiState
from game.core.daitoshi.wire import TYPES as WIRE
from game.core.engine import GameSpec, Look, Setup
from game.core.rng import SPLITMIX


def new_game(players: int, seed: int, expert: bool = False, deal: str = SPLITMIX,
             **options) -> DaitoshiState:
    """`deal` names the generator that deals it (game/core/rng.py)."""
    unknown = set(options) - {"advisors"}
    if unknown:
        raise ValueError(f"unknown Daitoshi option(s): {', '.join(sorted(unknown))}")
    if players == 1:   # `advisors`: the Mayor's difficulty (default 5); ignored at 2-4 players
        return DaitoshiState(1, seed, expert=expert, advisors=options.get("advisors"), deal=deal)
    return DaitoshiState(players, seed, expert=expert, deal=deal)


# SOLO MODE, difficulty: "3 Advisors (easy) ... 7 (very hard)", any number allowed; the first
# value is the setup screen's default.
ADVISOR_CHOICES = (3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2)

SPEC = GameSpec(name="daitoshi", title="Daitoshi", min_players=1, max_players=4,
                new_game=new_game, options={"expert": (False, True), "advisors": ADVISOR_CHOICES},
                solo_options=frozenset({"advisors"}),
                ai="game.ai.daitoshi", words="game.i18n.daitoshi.table",
                parts=("band", "district", "space", "mm", "mm_space", "mm_workshop", "track",
                       "track_space", "slot", "city", "strip", "floor", "building", "record",
                       "workers", "warehouse", "production", "grant", "steam_tile", "done",
                       "decision", "log", "button"),
                look=Look(seal="大都", style="brass", icons=("dt_", "game.ui.tables.daitoshi.glyphs")),
                measured=(Setup(2), Setup(1, {"advisors": 5}, "daitoshi_solo")), frames_whole_game=True,
                shared={"daitoshi.components": load, "daitoshi.solo": load_solo}, wire=WIRE)
