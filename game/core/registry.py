"""The games the program offers, by name. Each game package exposes `SPEC` (a `GameSpec`)."""

from __future__ import annotations

import importlib

from game.core.engine import GameSpec

GAME_MODULES = {
    "arigato": "game.core.arigato",
    "daitoshi": "game.core.daitoshi",
}


def available() -> list[str]:
    """Games whose rules package exists in this build, in menu order."""
    names = []
    for name, module in GAME_MODULES.items():
        try:
            importlib.import_module(module)
        except ModuleNotFoundError:
            continue
        names.append(name)
    return names


def first() -> str:
    """The game a command plays when none is named: the first in menu order (no tool names a
    game of its own accord)."""
    return available()[0]


def spec(name: str) -> GameSpec:
    if name not in GAME_MODULES:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(GAME_MODULES)}")
    return importlib.import_module(GAME_MODULES[name]).SPEC
