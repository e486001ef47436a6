"""Setups for the tests that run once per game, taken from the games' declarations
(game/ARCHITECTURE.md, "Adding a game"), so that a new game needs no edit to them."""

from __future__ import annotations

from game.core import registry


def small_setups() -> list[tuple[str, int, dict]]:
    """(game, players, options): each registered game at two players (its fewest, if more) and,
    when it can be played alone, solo, its solo options at their first values
    (`GameSpec.every_count`)."""
    out = []
    for name in registry.available():
        spec = registry.spec(name)
        out += [(name, s.players, s.options) for s in spec.every_count()
                if s.players in (1, max(2, spec.min_players))]
    return out


def ids(setups: list[tuple[str, int, dict]]) -> list[str]:
    """Each setup's test id: `daitoshi-1p-advisors3`."""
    return ["-".join([game, f"{players}p", *(f"{k}{v}" for k, v in sorted(options.items()))])
            for game, players, options in setups]
