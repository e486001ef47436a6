"""The games the program offers, by name. Each game package exposes `SPEC` (a `GameSpec`).

A game's other parts are found by name, each in a module of its own that may be missing (its
table, its balance report, its smoke shots): `optional_module` is the one way to import one."""

from __future__ import annotations

import importlib
import types

from game.core.engine import GameSpec

GAME_MODULES = {
    "arigato": "game.core.arigato",
    "daitoshi": "game.core.daitoshi",
}


def optional_module(module: str) -> types.ModuleType | None:
    """The module named `module` (`game.tools.balance_arigato`), or None when it, or a package it
    would be in, does not exist in this build. A module that exists but needs one that does not
    raises: that is a defect to name, not a part the game lacks."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        parts = module.split(".")
        if exc.name in {".".join(parts[:i]) for i in range(1, len(parts) + 1)}:
            return None
        raise


def available() -> list[str]:
    """Games whose rules package exists in this build, in menu order."""
    return [name for name, module in GAME_MODULES.items() if optional_module(module) is not None]


def first() -> str:
    """The game a command plays when none is named: the first in menu order (no tool names a
    game of its own accord)."""
    return available()[0]


def find(name: str) -> GameSpec | None:
    """The declaration of the game called `name`, or None when no game of this build is so
    called (a save, a record or a hosted game may name one this build lacks)."""
    module = optional_module(GAME_MODULES[name]) if name in GAME_MODULES else None
    return module.SPEC if module is not None else None


def spec(name: str) -> GameSpec:
    if name not in GAME_MODULES:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(GAME_MODULES)}")
    return importlib.import_module(GAME_MODULES[name]).SPEC
