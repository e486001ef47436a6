"""Every decision a Daitoshi player makes, as a small frozen action (game/ARCHITECTURE.md,
"Practices" 2).

Kinds carry a `dt_` prefix so they never clash with Arigatō's in the shared registry. Terrains,
colours and actions are named in the game's words; districts, buildings and floors are indexes
(district 0..4 clockwise, building 0..2 left to right, floor 0..2 bottom to top; a workshop is
0 inner, 1 middle, 2 outer, 3 the Mega-Machine's).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.engine import Action


# --- setup (expert variant) ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DraftBasicInvention(Action):
    invention: str
    kind: ClassVar[str] = "dt_draft_basic_invention"


# --- the turn ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class StartProduction(Action):
    kind: ClassVar[str] = "dt_start_production"


@dataclass(frozen=True, slots=True)
class MoveMagnate(Action):
    steps: int          # districts clockwise, 1..5 (5 is a full loop)
    space: int          # 0 leftmost, 1 middle, 2 rightmost Magnate space
    kind: ClassVar[str] = "dt_move_magnate"


# --- production ----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ActivateBuilding(Action):
    building: int
    kind: ClassVar[str] = "dt_activate_building"


@dataclass(frozen=True, slots=True)
class UseGovernmentGrant(Action):
    kind: ClassVar[str] = "dt_use_government_grant"


@dataclass(frozen=True, slots=True)
class EndProduction(Action):
    kind: ClassVar[str] = "dt_end_production"


# --- city turn -----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PlaceWorker(Action):
    colour: str
    workshop: int
    kind: ClassVar[str] = "dt_place_worker"


@dataclass(frozen=True, slots=True)
class EndPlacing(Action):
    kind: ClassVar[str] = "dt_end_placing"


@dataclass(frozen=True, slots=True)
class ExploitTrack(Action):
    track: str
    kind: ClassVar[str] = "dt_exploit_track"


@dataclass(frozen=True, slots=True)
class CommitInventions(Action):
    slots: tuple[int, ...]   # market slots 0-1 Ordinary, 2-3 Innovative, 4 Brilliant
    kind: ClassVar[str] = "dt_commit_inventions"


@dataclass(frozen=True, slots=True)
class InstallInvention(Action):
    building: int
    kind: ClassVar[str] = "dt_install_invention"


@dataclass(frozen=True, slots=True)
class InstallInventionFirst(Action):
    invention: str           # which of the 2 Inventions just taken goes first
    building: int            # into this building's lowest empty floor
    kind: ClassVar[str] = "dt_install_invention_first"


@dataclass(frozen=True, slots=True)
class ExpandDistrict(Action):
    district: int
    ring: int                # 1 middle, 2 outer
    kind: ClassVar[str] = "dt_expand_district"


@dataclass(frozen=True, slots=True)
class PlaceHexOnTile(Action):
    terrain: str
    kind: ClassVar[str] = "dt_place_hex_on_tile"


@dataclass(frozen=True, slots=True)
class RenovateDistrict(Action):
    kind: ClassVar[str] = "dt_renovate_district"


@dataclass(frozen=True, slots=True)
class ElectrifyDistrict(Action):
    district: int
    ring: int
    kind: ClassVar[str] = "dt_electrify_district"


@dataclass(frozen=True, slots=True)
class TradeWithCity(Action):
    city: int                # City space 0..4
    goods: int               # luxury goods delivered, 1..5
    kind: ClassVar[str] = "dt_trade_with_city"


@dataclass(frozen=True, slots=True)
class ContributeToMegaMachine(Action):
    building: int
    floor: int
    space: int               # donation space on the Mega-Machine
    kind: ClassVar[str] = "dt_contribute_to_mega_machine"


@dataclass(frozen=True, slots=True)
class SkipAction(Action):
    kind: ClassVar[str] = "dt_skip_action"


# --- paying (GAINING AND SPENDING RESOURCES: Wealth is wild, never for Steam) ---------------------
@dataclass(frozen=True, slots=True)
class PayCost(Action):
    resource: str
    own: int                 # of the resource itself
    wealth: int              # Wealth standing in for the rest
    kind: ClassVar[str] = "dt_pay_cost"


# --- choices inside effects ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ChoosePilgrimTrack(Action):
    track: str
    kind: ClassVar[str] = "dt_choose_pilgrim_track"


@dataclass(frozen=True, slots=True)
class ChoosePilgrimSpaces(Action):
    track: str
    spaces: int              # 1 up to the "up to" of the reward
    kind: ClassVar[str] = "dt_choose_pilgrim_spaces"


@dataclass(frozen=True, slots=True)
class ChooseWorker(Action):
    colour: str
    kind: ClassVar[str] = "dt_choose_worker"


@dataclass(frozen=True, slots=True)
class DiscardWorker(Action):
    colour: str
    kind: ClassVar[str] = "dt_discard_worker"


@dataclass(frozen=True, slots=True)
class GiveBackHex(Action):
    terrain: str
    kind: ClassVar[str] = "dt_give_back_hex"


@dataclass(frozen=True, slots=True)
class ChooseHexReward(Action):
    terrain: str
    kind: ClassVar[str] = "dt_choose_hex_reward"


@dataclass(frozen=True, slots=True)
class PlaceBanner(Action):
    city: int
    kind: ClassVar[str] = "dt_place_banner"


@dataclass(frozen=True, slots=True)
class AdvanceProgress(Action):
    building: int
    floor: int
    kind: ClassVar[str] = "dt_advance_progress"


@dataclass(frozen=True, slots=True)
class StopAdvancing(Action):
    kind: ClassVar[str] = "dt_stop_advancing"


@dataclass(frozen=True, slots=True)
class UsePartnership(Action):
    city: int
    kind: ClassVar[str] = "dt_use_partnership"


@dataclass(frozen=True, slots=True)
class DeclinePartnership(Action):
    kind: ClassVar[str] = "dt_decline_partnership"


@dataclass(frozen=True, slots=True)
class ChooseCityEffect(Action):
    city: int
    kind: ClassVar[str] = "dt_choose_city_effect"


@dataclass(frozen=True, slots=True)
class ChooseWorkshopReward(Action):
    workshop: int
    kind: ClassVar[str] = "dt_choose_workshop_reward"
