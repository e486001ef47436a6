"""How much of the long seeded sweeps a run plays: the suite's one switch for them.

A plain run (`python -m pytest`, the README's command) plays a share of each sweep's games; CI
plays them all: `ARIGATO_FUZZ=full` (.ci/run sets it) or `CI=true` (as CI services set it).
Each sweep's games are numbered from the same seed, so the plain run's games are the first of
the full run's: a failure either finds names its game, and replays. Every parametrized case
still runs, and every game checks what it checks in full.

Shared by the tests (tests/ is on the import path)."""

from __future__ import annotations

import os


def full_profile(environ) -> bool:
    """The full profile: CI's, or asked for by ARIGATO_FUZZ=full."""
    return environ.get("ARIGATO_FUZZ") == "full" or environ.get("CI", "").lower() in ("1", "true", "yes")


FULL = full_profile(os.environ)


def games(full: int, plain: int, profile_full: bool | None = None) -> int:
    """How many of a sweep's `full` games to play: all of them under the full profile (this
    run's, unless `profile_full` says), else `plain` (at least one)."""
    return full if (FULL if profile_full is None else profile_full) else max(1, min(plain, full))
