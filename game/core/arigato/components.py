"""Arigatō's components, loaded from levels/arigato/ and validated once (game/ARCHITECTURE.md,
"Practices" 7).

A wrong count, an unknown icon or a bad cost stops loading with a `ContentError` that names the
file and the entry. Rules code names cards by id, never by their position in a file.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.core.data_file import read_toml
from game.resources import resource_path

HIDDEN = -1  # the id a redacted card shows in a view; real cards are 1..100, 0 is "no card"


class ContentError(ValueError):
    """A component file is wrong; the message names the file and the entry."""


# ICONOGRAPHY, CONDITIONS: kind -> the parameter it takes (None: no parameter).
CONDITION_PARAMS: dict[str, str | None] = {
    "traveler_is": "type",       # per traveler passed left of that type, up to 2 a round
    "travelers_same": None,      # the 2 travelers passed left are of one type
    "resident_is": "type",       # the resident placed this round is of that type
    "craftsman_is": "type",      # per craftsman discarded of that type, up to 2 a round
    "craftsmen_same": None,      # the craftsmen discarded are of one type
    "gate_receives": "type",     # an artisan of that type goes under the palace gate
    "self_to_gate": None,        # this artisan goes under the palace gate
    "offering_placed": None,     # an offering token is placed on an artisan
    "item_gained": "item",       # each item of that type gained
    "objective_gained": None,    # an objective token is gained at dusk
    "offered_type": "type",      # dusk: per artisan of that type with an offering token
    "two_on_top": "type",        # dusk: both top workshops hold an artisan of that type
    "items_at_least": "count",   # dusk: that many items or more in the personal supply
    "offering_pairs": None,      # dusk: per pair of artisans with an offering token
    "type_in_village": "type",   # dusk: per artisan of that type in the village
}
# The conditions checked "at the end of the round" are the cards that carry the dusk icon.
DUSK_CONDITIONS = frozenset({"objective_gained", "offered_type", "two_on_top", "items_at_least",
                             "offering_pairs", "type_in_village"})
GAIN_FIELDS = {"items", "favor", "offered_item", "craftsmen_item", "favor_per_village",
               "favor_per_gate"}
OBJECTIVE_KINDS = {"cards", "dusk_cards", "same_type", "different_types", "offering_cards",
                   "items", "identical_items", "different_items"}
OBJECTIVE_PLACES = {"village", "gate", "both"}
FAVOR_PER_CARD = 2  # "2 favors per botanist / per fireworks maker" (French edition; NOTES.md)


@dataclass(frozen=True, slots=True)
class Condition:
    kind: str
    type: int = -1   # artisan type index, for conditions about a type
    item: int = -1   # item index, for item_gained
    count: int = 0   # for items_at_least


@dataclass(frozen=True, slots=True)
class Gain:
    items: tuple[int, ...] = ()
    favor: int = 0
    offered_item: bool = False       # the item produced by the artisan just given an offering
    craftsmen_item: bool = False     # the item produced by the two same-type craftsmen
    favor_per_village: int = -1      # FAVOR_PER_CARD per artisan of this type in the village
    favor_per_gate: int = -1         # FAVOR_PER_CARD per artisan of this type under the gate


@dataclass(frozen=True, slots=True)
class Card:
    id: int
    type: int          # index into Content.types
    item: int          # the item it produces as a craftsman (the item of its type)
    favor: int         # favor points under the palace gate at the end
    cost: tuple[int, ...]       # items paid, all at once, to prepare its offering
    workshops: tuple[int, ...]  # workshops it may be placed in (0 TL, 1 TR, 2 BL, 3 BR)
    pattern: str
    when: Condition
    gain: Gain

    @property
    def dusk(self) -> bool:
        return self.when.kind in DUSK_CONDITIONS


@dataclass(frozen=True, slots=True)
class Objective:
    day: int
    what: str
    count: int
    where: str


@dataclass(frozen=True)
class Content:
    types: tuple[str, ...]             # artisan types, in file order
    items: tuple[str, ...]             # items, index-aligned with types
    cards: tuple[Card | None, ...]     # by id; index 0 is None (no card)
    patterns: dict[str, tuple[int, ...]]
    calendar: dict[tuple[int, str], tuple[Objective, ...]]  # (tile, side) -> objectives
    counts: dict[str, int]
    objective_table: tuple[int, ...]

    def __deepcopy__(self, memo) -> "Content":
        return self  # immutable and loaded once: copies of a state share it, deepcopy included

    @property
    def card_ids(self) -> range:
        return range(1, len(self.cards))

    def objectives(self, sides: tuple[str, str]) -> dict[int, Objective]:
        out = {}
        for tile, side in ((1, sides[0]), (2, sides[1])):
            out.update({o.day: o for o in self.calendar[(tile, side)]})
        return out


def _read(path: Path) -> dict:
    return read_toml(path, ContentError)


def _index(where: str, names: tuple[str, ...], value, what: str) -> int:
    if value not in names:
        raise ContentError(f"{where}: unknown {what} {value!r} (known: {', '.join(names)})")
    return names.index(value)


def _condition(where: str, raw, types, items) -> Condition:
    if not isinstance(raw, dict) or raw.get("kind") not in CONDITION_PARAMS:
        raise ContentError(f"{where}: unknown condition {raw!r}")
    kind = raw["kind"]
    param = CONDITION_PARAMS[kind]
    extra = set(raw) - {"kind"} - ({param} if param else set())
    if extra or (param and param not in raw):
        raise ContentError(f"{where}: condition {kind!r} takes {param or 'no parameter'}")
    if param == "type":
        return Condition(kind, type=_index(where, types, raw["type"], "artisan type"))
    if param == "item":
        return Condition(kind, item=_index(where, items, raw["item"], "item"))
    if param == "count":
        if not isinstance(raw["count"], int) or raw["count"] < 1:
            raise ContentError(f"{where}: condition count must be a positive whole number")
        return Condition(kind, count=raw["count"])
    return Condition(kind)


def _gain(where: str, raw, when: Condition, types, items) -> Gain:
    if not isinstance(raw, dict) or not raw or set(raw) - GAIN_FIELDS:
        raise ContentError(f"{where}: unknown effect {raw!r}")
    gain = Gain(
        items=tuple(_index(where, items, i, "item") for i in raw.get("items", [])),
        favor=raw.get("favor", 0),
        offered_item=raw.get("offered_item", False),
        craftsmen_item=raw.get("craftsmen_item", False),
        favor_per_village=_index(where, types, raw["favor_per_village"], "artisan type")
        if "favor_per_village" in raw else -1,
        favor_per_gate=_index(where, types, raw["favor_per_gate"], "artisan type")
        if "favor_per_gate" in raw else -1,
    )
    if not isinstance(gain.favor, int) or gain.favor < 0:
        raise ContentError(f"{where}: effect favor must be a whole number >= 0")
    # These two effects name "the artisan you just gave an offering" and "the two craftsmen you
    # just discarded": they only make sense after those conditions (ICONOGRAPHY, EFFECTS).
    if gain.offered_item and when.kind != "offering_placed":
        raise ContentError(f"{where}: offered_item needs the offering_placed condition")
    if gain.craftsmen_item and when.kind != "craftsmen_same":
        raise ContentError(f"{where}: craftsmen_item needs the craftsmen_same condition")
    # An item-gained trigger that gave items could feed itself (or another such card) forever;
    # the printed example (fireworks maker: a statue gives 1 favor) gives favor only, and one
    # favor per item keeps the 10-favor bonus chain finite (NOTES.md).
    if when.kind == "item_gained" and (gain.items or gain.favor > 1 or gain.offered_item
                                       or gain.favor_per_village >= 0 or gain.favor_per_gate >= 0):
        raise ContentError(f"{where}: an item_gained condition may only give 1 favor")
    return gain


def load_content(folder: Path | None = None) -> Content:
    folder = folder or resource_path("levels", "arigato")
    rules_path, cards_path, cal_path = (folder / n for n in ("rules.toml", "cards.toml",
                                                                "calendar.toml"))
    rules = _read(rules_path)
    try:
        types = tuple(rules["types"])
        items = tuple(rules["types"].values())
        patterns = {k: tuple(v) for k, v in rules["workshop_patterns"].items()}
        counts = dict(rules["counts"])
        table = tuple(rules["objective_table"])
    except (KeyError, TypeError, AttributeError) as exc:
        raise ContentError(f"{rules_path}: missing or malformed section {exc}") from None
    if len(types) != 5 or len(set(items)) != 5:
        raise ContentError(f"{rules_path}: [types] must name 5 artisan types with 5 items")
    for name, slots in patterns.items():
        if not slots or any(s not in range(counts["workshops"]) for s in slots):
            raise ContentError(f"{rules_path}: workshop pattern {name!r} has a bad workshop")

    cards: list[Card | None] = [None]
    raw_cards = _read(cards_path).get("card", [])
    for n, raw in enumerate(raw_cards, start=1):
        where = f"{cards_path}: card {raw.get('id', f'#{n}')}"
        if raw.get("id") != n:
            raise ContentError(f"{where}: ids must run 1, 2, 3... in order (expected {n})")
        t = _index(where, types, raw.get("type"), "artisan type")
        cost = raw.get("cost")
        if not isinstance(cost, list) or not 1 <= len(cost) <= 5:
            raise ContentError(f"{where}: cost must list 1 to 5 items")
        favor = raw.get("favor")
        if not isinstance(favor, int) or not 0 < favor <= 12:
            raise ContentError(f"{where}: favor must be a whole number from 1 to 12")
        pattern = raw.get("workshops")
        if pattern not in patterns:
            raise ContentError(f"{where}: unknown workshop pattern {pattern!r}")
        when = _condition(where, raw.get("when"), types, items)
        cards.append(Card(id=n, type=t, item=t, favor=favor,
                          cost=tuple(_index(where, items, i, "item") for i in cost),
                          workshops=patterns[pattern], pattern=pattern, when=when,
                          gain=_gain(where, raw.get("gain"), when, types, items)))
    if len(cards) - 1 != counts["cards"]:
        raise ContentError(f"{cards_path}: {len(cards) - 1} cards, the game has {counts['cards']}")
    for t, name in enumerate(types):
        n = sum(1 for c in cards[1:] if c.type == t)
        if n != counts["cards_per_type"]:
            raise ContentError(f"{cards_path}: {n} {name} cards, expected {counts['cards_per_type']}")

    calendar = {}
    for raw in _read(cal_path).get("side", []):
        key = (raw.get("tile"), raw.get("side"))
        where = f"{cal_path}: tile {key[0]} side {key[1]}"
        if key[0] not in (1, 2) or key[1] not in ("A", "B") or key in calendar:
            raise ContentError(f"{where}: tiles are 1 and 2, sides A and B, each once")
        days = list(range(2, 7)) if key[0] == 1 else list(range(7, 12))
        objectives = []
        for o in raw.get("objectives", []):
            if o.get("what") not in OBJECTIVE_KINDS:
                raise ContentError(f"{where}: day {o.get('day')}: unknown objective {o.get('what')!r}")
            place = o.get("where", "both")
            if place not in OBJECTIVE_PLACES:
                raise ContentError(f"{where}: day {o.get('day')}: unknown place {place!r}")
            if not isinstance(o.get("count"), int) or o["count"] < 1:
                raise ContentError(f"{where}: day {o.get('day')}: count must be a positive number")
            objectives.append(Objective(o.get("day"), o["what"], o["count"], place))
        if [o.day for o in objectives] != days:
            raise ContentError(f"{where}: objectives must cover days {days[0]}-{days[-1]} in order")
        calendar[key] = tuple(objectives)
    if len(calendar) != 4:
        raise ContentError(f"{cal_path}: both sides of both tiles are needed, found {len(calendar)}")
    return Content(types, items, tuple(cards), patterns, calendar, counts, table)


@lru_cache(maxsize=1)
def default_content() -> Content:
    return load_content()
