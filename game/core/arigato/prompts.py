"""A village's pending decisions, answered before anything else it does, as typed data the
table reads (DESIGN.md: "a pending decision is a typed prompt"): the core never hands the client
a tuple to decode."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class EffectPrompt:
    """ICONOGRAPHY: "All effects are optional": use or skip `card`'s triggered effect, `times`
    times; `context` is the item (or type) the trigger concerned, or -1."""
    card: int
    times: int
    context: int = -1


@dataclass(frozen=True, slots=True)
class BonusPrompt:
    """FAVOR BONUSES: a 10-favor threshold reached: choose 2 items."""
