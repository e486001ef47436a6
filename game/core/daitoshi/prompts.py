"""What a seat is asked now, as typed data the client reads with `match` (game/ARCHITECTURE.md,
"The engine protocol": "a pending decision is a typed prompt"). The flow keeps its pending
decision as a private tuple (flow.py: kind, seat, actions, data); `prompt_of` turns it into one of
these small frozen records, so nothing outside the core decodes that tuple.

Each prompt has a stable, language-free `kind` (as an action has): the words of every language are
filed under it (game/i18n/daitoshi). Fields hold only primitives and ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.daitoshi.components import COLOURS


@dataclass(frozen=True, slots=True)
class TurnPrompt:
    """GAME OVERVIEW: a Production Turn (the token in the middle) or a City Turn (move the
    Magnate)."""
    kind: ClassVar[str] = "turn"


@dataclass(frozen=True, slots=True)
class DraftPrompt:
    """SETUP 23 (expert): take a Basic Invention from the draft."""
    kind: ClassVar[str] = "draft"


@dataclass(frozen=True, slots=True)
class PlaceWorkersPrompt:
    """PLACE WORKERS: `district` hires Workers of colour `hires` ("any" on the Town Hall)."""
    district: int
    hires: str
    kind: ClassVar[str] = "place"


@dataclass(frozen=True, slots=True)
class ExploitPrompt:
    """EXPLOIT: the hexes still to take, "river" or "land" (a land track of your choice)."""
    remaining: tuple[str, ...]
    kind: ClassVar[str] = "exploit"


@dataclass(frozen=True, slots=True)
class ActionPrompt:
    """PERFORM AN ACTION: the district's action (or Contribute, or the Town Hall's any), or skip."""
    kind: ClassVar[str] = "action"


@dataclass(frozen=True, slots=True)
class InstallPrompt:
    """Install `invention` on the lowest empty floor of a building."""
    invention: str
    kind: ClassVar[str] = "install"


@dataclass(frozen=True, slots=True)
class InstallPairPrompt:
    """Two Inventions committed together: which goes first, and into which building."""
    inventions: tuple[str, ...]
    kind: ClassVar[str] = "install_pair"


@dataclass(frozen=True, slots=True)
class PlaceHexPrompt:
    """Expand: place hexes from the Exploitation Record on the new tile (`left` still to place)."""
    district: int
    ring: int
    left: int
    kind: ClassVar[str] = "place_hex"


@dataclass(frozen=True, slots=True)
class PayPrompt:
    """A cost of `amount`: how much of it in the resource, how much in Wealth."""
    amount: int
    kind: ClassVar[str] = "pay"


@dataclass(frozen=True, slots=True)
class PilgrimPrompt:
    """Which track a Pilgrim advances on, `advances` times (`run`: all on the one track)."""
    advances: int
    run: bool
    kind: ClassVar[str] = "pilgrim"


@dataclass(frozen=True, slots=True)
class PilgrimSpacesPrompt:
    """How many spaces the Pilgrim run goes (CITIES, lead a Production Turn)."""
    kind: ClassVar[str] = "pilgrim_spaces"


@dataclass(frozen=True, slots=True)
class FactoryFullPrompt:
    """A Worker of colour `newcomer` arrives at a full Factory: which Worker goes."""
    newcomer: str
    kind: ClassVar[str] = "worker_full"


@dataclass(frozen=True, slots=True)
class WorkerAnyPrompt:
    """GENERAL RULES: a grey Worker is any 1 Worker of your choice."""
    kind: ClassVar[str] = "worker_any"


@dataclass(frozen=True, slots=True)
class GiveBackPrompt:
    """GIVING BACK TO THE WILDERNESS: which hex goes back (`with_reward`: its Conflict reward)."""
    with_reward: bool
    kind: ClassVar[str] = "give_back"


@dataclass(frozen=True, slots=True)
class HexRewardPrompt:
    """The Conflict reward of 1 hex in the Record, `times` times."""
    times: int
    kind: ClassVar[str] = "hex_reward"


@dataclass(frozen=True, slots=True)
class BannerPrompt:
    """The grey Partnership icon: a Banner on a City without one of yours."""
    kind: ClassVar[str] = "banner"


@dataclass(frozen=True, slots=True)
class CityEffectPrompt:
    """CITIES: the effect of another City in play."""
    kind: ClassVar[str] = "city_effect"


@dataclass(frozen=True, slots=True)
class ProgressPrompt:
    """Advance Progress markers, `advances` left, split as you like; or stop."""
    advances: int
    kind: ClassVar[str] = "progress"


@dataclass(frozen=True, slots=True)
class WorkshopRewardPrompt:
    """CITIES: the reward of 1 Workshop in the current district."""
    kind: ClassVar[str] = "workshop_reward"


@dataclass(frozen=True, slots=True)
class ConflictDiscardPrompt:
    """END OF TURN, Conflict: more Workers than the Factory holds: discard one."""
    kind: ClassVar[str] = "conflict_discard"


@dataclass(frozen=True, slots=True)
class PartnershipPrompt:
    """Use a Partnership with one of `cities` (their City spaces), or decline."""
    cities: tuple[int, ...]
    kind: ClassVar[str] = "partnership"


@dataclass(frozen=True, slots=True)
class ProducePrompt:
    """THE PRODUCTION TURN: activate a building (`done`: those already activated), or end;
    `leader`: this seat leads the Production Turn."""
    leader: bool
    done: tuple[bool, ...]
    kind: ClassVar[str] = "produce"


Prompt = (TurnPrompt | DraftPrompt | PlaceWorkersPrompt | ExploitPrompt | ActionPrompt
          | InstallPrompt | InstallPairPrompt | PlaceHexPrompt | PayPrompt | PilgrimPrompt
          | PilgrimSpacesPrompt | FactoryFullPrompt | WorkerAnyPrompt | GiveBackPrompt
          | HexRewardPrompt | BannerPrompt | CityEffectPrompt | ProgressPrompt
          | WorkshopRewardPrompt | ConflictDiscardPrompt | PartnershipPrompt | ProducePrompt)

PROMPTS: tuple[type, ...] = Prompt.__args__


def _place(s, data):
    d = s.cur_district
    return PlaceWorkersPrompt(d, s.c.tiles[s.district_tiles[d][0]].workers)


# the prompts without a field, made once (frozen: a playout asks the prompt at every decision)
_TURN, _DRAFT, _ACTION, _PILGRIM_SPACES, _WORKER_ANY, _BANNER, _CITY_EFFECT, _WORKSHOP_REWARD, \
    _CONFLICT_DISCARD = (TurnPrompt(), DraftPrompt(), ActionPrompt(), PilgrimSpacesPrompt(),
                         WorkerAnyPrompt(), BannerPrompt(), CityEffectPrompt(), WorkshopRewardPrompt(),
                         ConflictDiscardPrompt())

# the flow's decision kind -> its prompt, from the decision's data (and the table, for `place`)
_BUILD = {
    "turn": lambda s, data: _TURN,
    "draft": lambda s, data: _DRAFT,
    "place": _place,
    "exploit": lambda s, data: ExploitPrompt(tuple(data)),
    "action": lambda s, data: _ACTION,
    "install": lambda s, data: InstallPrompt(data),
    "install_pair": lambda s, data: InstallPairPrompt(tuple(data)),
    "place_hex": lambda s, data: PlaceHexPrompt(*data),
    "pay": lambda s, data: PayPrompt(data),
    "pilgrim": lambda s, data: PilgrimPrompt(data[1], data[0] == "pilgrim_run"),
    "pilgrim_spaces": lambda s, data: _PILGRIM_SPACES,
    "worker_full": lambda s, data: FactoryFullPrompt(COLOURS[data]),
    "worker_any": lambda s, data: _WORKER_ANY,
    "give_back": lambda s, data: GiveBackPrompt(bool(data)),
    "hex_reward": lambda s, data: HexRewardPrompt(data),
    "banner": lambda s, data: _BANNER,
    "city_effect": lambda s, data: _CITY_EFFECT,
    "progress": lambda s, data: ProgressPrompt(data),
    "workshop_reward": lambda s, data: _WORKSHOP_REWARD,
    "conflict_discard": lambda s, data: _CONFLICT_DISCARD,
    "partnership": lambda s, data: PartnershipPrompt(tuple(data)),
    "produce": lambda s, data: ProducePrompt(bool(data[0]), tuple(data[1])),
}


def prompt_of(s, kind: str, data):
    """The typed prompt of the flow's decision `kind` with its `data`."""
    return _BUILD[kind](s, data)


#: each prompt's class by its `kind`: what a seat is asked, told without making the prompt
KIND_CLASS: dict[str, type] = {cls.kind: cls for cls in PROMPTS}
