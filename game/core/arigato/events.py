"""What happened, in order, for the game log and the animations (game/ARCHITECTURE.md,
"The engine protocol": events)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.arigato.components import HIDDEN
from game.core.engine import Event


class Private:
    """An event whose card ids only its own seat may see; others see HIDDEN in their place."""

    def for_viewer(self, viewer: int | None):
        if viewer == self.seat:
            return self
        return replace(self, **{f: (HIDDEN if isinstance(getattr(self, f), int)
                                    else tuple(HIDDEN for _ in getattr(self, f)))
                                for f in self.private_fields})


@dataclass(frozen=True, slots=True)
class DayBegan(Event):
    day: int


@dataclass(frozen=True, slots=True)
class DrawPileReshuffled(Event):
    cards: int


@dataclass(frozen=True, slots=True)
class CardsDrawn(Private, Event):
    cards: tuple[int, ...]
    private_fields = ("cards",)


@dataclass(frozen=True, slots=True)
class TravelersPickedUp(Private, Event):
    cards: tuple[int, ...]
    private_fields = ("cards",)


@dataclass(frozen=True, slots=True)
class RolesAssigned(Private, Event):
    slot: int
    resident: int
    travelers: tuple[int, ...]
    private_fields = ("resident", "travelers")


@dataclass(frozen=True, slots=True)
class WorkshopEmptied(Event):
    slot: int
    card: int
    to_gate: bool


@dataclass(frozen=True, slots=True)
class ResidentRevealed(Event):
    slot: int
    card: int


@dataclass(frozen=True, slots=True)
class CraftsmenDiscarded(Event):
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ItemGained(Event):
    item: str
    count: int


@dataclass(frozen=True, slots=True)
class ItemsSpent(Event):
    items: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class EffectOffered(Event):
    card: int
    times: int


@dataclass(frozen=True, slots=True)
class EffectResolved(Event):
    card: int
    used: bool


@dataclass(frozen=True, slots=True)
class FavorScored(Event):
    amount: int
    total: int


@dataclass(frozen=True, slots=True)
class FavorBonusReached(Event):
    threshold: int


@dataclass(frozen=True, slots=True)
class OfferingPrepared(Event):
    slot: int
    card: int


@dataclass(frozen=True, slots=True)
class ObjectiveGained(Event):
    day: int
    tokens: int


@dataclass(frozen=True, slots=True)
class ItemDiscarded(Event):
    item: str


@dataclass(frozen=True, slots=True)
class DayEnded(Event):
    pass


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    winners: tuple[int, ...]
