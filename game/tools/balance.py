"""`python -m game balance --game <game> --json`: where a game's points come from, repeatably.
Each game's report reads its own events, so it lives with that game's name:
`game/tools/balance_<game>.py`, exposing `report(games, seed, agent, ...)` (Daitoshi's: its
Inventions, the Mayor, the spread per player count; Arigatō's: which cards and calendar days the
play reaches). Here: finding it, and what the reports share."""

from __future__ import annotations

import inspect

from game.core import registry


def report_of(game: str):
    """The game's balance report (`game.tools.balance_<game>.report`)."""
    registry.spec(game)                      # an unknown game is named as such
    found = registry.optional_module(f"game.tools.balance_{game}")
    if found is None:
        raise ValueError(f"{game} has no balance report (game/tools/balance_{game}.py)")
    return found.report


def takes(game: str, option: str) -> bool:
    """Whether the game's report has `option` (`jobs`, `progress`, `advisors`, ...)."""
    return option in inspect.signature(report_of(game)).parameters


def parallel_games() -> list[str]:
    """The registered games whose report plays its games on several processes, telling each one
    finished (`--jobs`, `--progress`)."""
    out = []
    for game in registry.available():
        try:
            if takes(game, "jobs") and takes(game, "progress"):
                out.append(game)
        except ValueError:          # no report at all
            continue
    return out


def balance(game: str, **options) -> dict:
    """The game's report, given those of `options` it takes (the command line's `--advisors` is
    Daitoshi's; `--jobs` and `--progress` are refused there for a report without them)."""
    report = report_of(game)
    accepted = inspect.signature(report).parameters
    return report(**{k: v for k, v in options.items() if k in accepted})


def spread_seed(seed: int, players: int, g: int) -> int:
    """The deal of the report's g-th game at this player count (Arigatō's report too)."""
    return seed * 1_000_003 + 500_009 * players + g


def _mean_parts(rows: list[dict]) -> dict:
    names = dict.fromkeys(k for r in rows for k in r)
    return {k: _mean(r.get(k, 0) for r in rows) for k in names}


def _mean(values) -> float:
    values = list(values)
    return round(sum(values) / len(values), 2) if values else 0.0
