"""The machine's load average, printed beside every figure a bench gives (a timing taken while
other work shares the machine is not a result: game/tools/MEASUREMENTS.md)."""

from __future__ import annotations

import os


def load_average() -> list[float] | None:
    """The 1, 5 and 15 minute load averages, or None where the system has none (Windows)."""
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except (AttributeError, OSError):
        return None


def load_1min() -> float | None:
    load = load_average()
    return load[0] if load else None
