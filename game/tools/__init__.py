"""Command-line tools: simulate, tournament, balance, bench, the tutorial search."""

from __future__ import annotations

from game.core import registry


def game_asked(name: str | None) -> str:
    """The game a command plays: the one named, else the first the registry offers (in its
    menu order), so that no tool names a game of its own accord."""
    return name or registry.first()
