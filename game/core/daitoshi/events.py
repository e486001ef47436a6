"""What happened, in order, for the log and the animations (game/ARCHITECTURE.md,
"The engine protocol": events)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.engine import Event


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    turn: int


@dataclass(frozen=True, slots=True)
class ProductionStarted(Event):
    pass


@dataclass(frozen=True, slots=True)
class BuildingActivated(Event):
    building: int
    steam: int


@dataclass(frozen=True, slots=True)
class MagnateMoved(Event):
    district: int
    space: int


@dataclass(frozen=True, slots=True)
class WorkerPlaced(Event):
    colour: str
    district: int
    workshop: int


@dataclass(frozen=True, slots=True)
class WorkersReturned(Event):
    district: int
    count: int


@dataclass(frozen=True, slots=True)
class HexExploited(Event):
    terrain: str
    from_discard: bool


@dataclass(frozen=True, slots=True)
class Gained(Event):
    what: str
    amount: int


@dataclass(frozen=True, slots=True)
class InventionTaken(Event):
    invention: str
    building: int
    floor: int


@dataclass(frozen=True, slots=True)
class DistrictExpanded(Event):
    district: int
    ring: int
    tile: str


@dataclass(frozen=True, slots=True)
class DistrictElectrified(Event):
    district: int
    ring: int


@dataclass(frozen=True, slots=True)
class Traded(Event):
    city: str
    goods: int


@dataclass(frozen=True, slots=True)
class Contributed(Event):
    invention: str
    university: str
    space: int


@dataclass(frozen=True, slots=True)
class UpgradeInstalled(Event):
    upgrade: str


@dataclass(frozen=True, slots=True)
class PartnershipUsed(Event):
    city: str


@dataclass(frozen=True, slots=True)
class MegaMachineMoved(Event):
    district: int


@dataclass(frozen=True, slots=True)
class ConflictChecked(Event):
    conflict_tiles: tuple


@dataclass(frozen=True, slots=True)
class EndTriggered(Event):
    track: str


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    pass
