"""The games of the client suite (tests/client/): every game the build registers, and Lanterns, a
game only the tests declare (tests/ui/declared_game.py), with no table of its own (the protocol
table plays it). A game's table is played by clicks: by its own test folder's
`tests/ui_<game>/<game>_clicks.py` (`play_move(pilot, table, action)`) when it has one, else by
the table's choice list. A module of its own, not the conftest, so that no other folder's
conftest can shadow it."""

from __future__ import annotations

import functools
import importlib.util
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

TESTS = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(TESTS / "ui"))       # the declared game and the game it builds on

from game.core import registry  # noqa: E402
from game.input.session import SeatConfig  # noqa: E402

DECLARED = "lanterns"
NAMES = ["Aiko", "Botan", "Chiyo", "Daichi", "Emi"]


def games() -> list[str]:
    """Every registered game, then the one the tests declare."""
    return [*registry.available(), DECLARED]


def cases() -> list[tuple[str, int]]:
    """(game, players) for every player count each game's declaration allows."""
    out = []
    for name in games():
        spec = declared_spec() if name == DECLARED else registry.spec(name)
        out += [(name, n) for n in range(spec.min_players, spec.max_players + 1)]
    return out


def declared_spec():
    import declared_game
    return declared_game.SPEC


def seats(players: int) -> list[SeatConfig]:
    """You in the first seat, the others played by the easy AI (random, fast)."""
    return [SeatConfig(NAMES[i], i, "human" if i == 0 else "ai", "easy") for i in range(players)]


@functools.cache
def clicks_of(game: str):
    """`play_move(pilot, table, action)` from the game's own test folder, or None (then the
    table's choice list takes the move)."""
    folder = TESTS / f"ui_{game}"
    path = folder / f"{game}_clicks.py"
    if not path.is_file():
        return None
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
    module_spec = importlib.util.spec_from_file_location(f"{game}_clicks", path)
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    return module.play_move
