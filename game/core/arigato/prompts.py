"""What a seat is asked, as typed data the table reads (game/ARCHITECTURE.md, "The engine
protocol": "a pending decision is a typed prompt"): the core never hands the client a tuple to
decode.

A village's pending decisions (an effect to use or skip, the 10-favor bonus) are answered before
anything else it does; otherwise a seat that decides is asked its phase's choice (dawn, day, dusk).
`ArigatoState.prompt(seat)` gives the one asked now."""

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


@dataclass(frozen=True, slots=True)
class DawnPrompt:
    """DAWN: assign this round's roles (a resident to a workshop, travelers, craftsmen)."""


@dataclass(frozen=True, slots=True)
class DayPrompt:
    """DAY: prepare offerings, empty workshops, trade items; then end the day."""


@dataclass(frozen=True, slots=True)
class DiscardPrompt:
    """DUSK C: more than `limit` items in the supply: discard down to it."""
    limit: int
