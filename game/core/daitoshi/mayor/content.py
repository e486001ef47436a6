"""The Mayor's components: the Mayor's Deck, the Advisor's Deck and the Bribe tile.

Loaded once from `levels/daitoshi/mayor.toml` and `advisors.toml` and validated like the other
components (components.py): a wrong count or an unknown value raises `ComponentError` naming the
file and the entry. `levels/daitoshi/NOTES.md`, "Solo mode", says where each value comes from.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.core.daitoshi.components import COLOURS, RESOURCES, TERRAINS, ComponentError, \
    _count, _need, _read, _unique
from game.resources import resource_path

MAIN_ACTIONS = ("commit", "expand", "electrify", "trade")
FACE_ACTIONS = MAIN_ACTIONS + ("wild",)
# ADVISOR CARDS: each effect and the moments it acts.
ADVISOR_EFFECTS = {
    "reputation": ("setup",), "leftmost_banner": ("setup",), "improved_basic": ("setup",),
    "progress_markers": ("setup", "game"), "workers": ("setup", "game"),
    "discard_reward": ("game",), "steam_wealth": ("game",), "banner_reward": ("game",),
    "best_pilgrim_twice": ("end",), "end_pilgrims": ("end",),
}


@dataclass(frozen=True, slots=True)
class MayorCard:
    id: str
    actions: tuple[str, ...]       # face: the actions shown ("contribute" = Mega-Machine icon)
    resources: tuple[str, ...]     # face, bottom right: the Town Hall's tie order
    district: int                  # back (map side): the highlighted district, 0..4 clockwise
    arrow: str                     # back: "up" or "down"
    worker: str                    # back: a Worker colour
    hexes: tuple[str, ...]         # back: the 4 hex colours, left to right

    @property
    def back(self) -> tuple:
        """What the map side shows: all that may be seen of the top card of the deck."""
        return (self.district, self.arrow, self.worker, self.hexes)


@dataclass(frozen=True, slots=True)
class Advisor:
    id: str
    number: int
    when: tuple[str, ...]
    effect: str
    amount: int
    text: str


@dataclass(frozen=True)
class SoloComponents:
    cards: dict                    # id -> MayorCard
    advisors: dict                 # id -> Advisor
    bribe_action: str              # the action the Bribe tile adds to every card


def _choice(value, allowed, where: str, what: str):
    if value not in allowed:
        raise ComponentError(f"{where}: unknown {what} {value!r} (one of {', '.join(map(str, allowed))})")
    return value


def _permutation(values, allowed, where: str, what: str) -> tuple:
    values = tuple(values) if isinstance(values, list) else values
    if not isinstance(values, tuple) or sorted(values) != sorted(allowed):
        raise ComponentError(f"{where}: {what} must list each of {', '.join(allowed)} once, "
                             f"not {values!r}")
    return values


def _load_cards(folder: Path) -> tuple[dict, str]:
    data, name = _read(folder, "mayor.toml")
    bribe = _need(data, "bribe", name)
    adds = _choice(_need(bribe, "adds_action", f"{name} bribe"), MAIN_ACTIONS, f"{name} bribe",
                   "adds_action")
    entries = _need(data, "card", name)
    _count(entries, 16, f"{name} cards")       # COMPONENTS: 16 Mayor's Deck cards
    _unique(entries, name)
    cards = {}
    for e in entries:
        where = f"{name} card {e.get('id')!r}"
        face = _need(e, "face", where)
        back = _need(e, "back", where)
        actions = tuple(_need(face, "actions", f"{where} face"))
        if "contribute" in actions:
            # THE MAYOR'S DECK: "either ... a main action and the Mega-Machine icon".
            if len(actions) != 2 or actions[1] != "contribute" or actions[0] not in MAIN_ACTIONS:
                raise ComponentError(f"{where} face: a Mega-Machine card shows one main action "
                                     f"and the Mega-Machine icon, as [action, \"contribute\"]")
        else:
            # "... or up to 4 of the other actions".
            if not 1 <= len(actions) <= 4 or len(set(actions)) != len(actions):
                raise ComponentError(f"{where} face: 1 to 4 different actions, not {list(actions)}")
            for a in actions:
                _choice(a, FACE_ACTIONS, f"{where} face", "action")
        resources = _permutation(_need(face, "resources", f"{where} face"), RESOURCES,
                                 f"{where} face", "resources")
        district = _need(back, "district", f"{where} back")
        if not isinstance(district, int) or not 0 <= district < 5:
            raise ComponentError(f"{where} back: district must be 0..4, not {district!r}")
        arrow = _choice(_need(back, "arrow", f"{where} back"), ("up", "down"), f"{where} back",
                        "arrow")
        worker = _choice(_need(back, "worker", f"{where} back"), COLOURS, f"{where} back",
                         "worker")
        hexes = _permutation(_need(back, "hexes", f"{where} back"), TERRAINS, f"{where} back",
                             "hexes")
        cards[e["id"]] = MayorCard(e["id"], actions, resources, district, arrow, worker, hexes)
    if len({c.district for c in cards.values()}) != 5:
        # SETUP 8 and the 2-player neutral Magnate draw until a usable district comes up.
        raise ComponentError(f"{name}: the deck must highlight each of the 5 districts")
    return cards, adds


def _load_advisors(folder: Path) -> dict:
    data, name = _read(folder, "advisors.toml")
    entries = _need(data, "advisor", name)
    _count(entries, 10, f"{name} advisors")    # COMPONENTS: 10 Advisor's Deck cards
    _unique(entries, name)
    out = {}
    for e in entries:
        where = f"{name} advisor {e.get('id')!r}"
        effect = _choice(_need(e, "effect", where), tuple(ADVISOR_EFFECTS), where, "effect")
        when = tuple(_need(e, "when", where))
        if when != ADVISOR_EFFECTS[effect]:
            raise ComponentError(f"{where}: effect {effect!r} acts at {list(ADVISOR_EFFECTS[effect])}, "
                                 f"not {list(when)}")
        number = _need(e, "number", where)
        amount = e.get("amount", 0)
        if effect == "end_pilgrims" and (not isinstance(amount, int) or amount <= 0):
            raise ComponentError(f"{where}: end_pilgrims needs a positive amount")
        text = _need(e, "text", where)
        if not isinstance(text, str) or not text.strip():
            raise ComponentError(f"{where}: the printed text is missing")
        out[e["id"]] = Advisor(e["id"], number, when, effect, amount, text)
    if sorted(a.number for a in out.values()) != list(range(1, 11)):
        # The numbers 1-10 in the cards' corners (1-4 pick the Mega-Machine, SETUP 7).
        raise ComponentError(f"{name}: the advisors must be numbered 1 to 10, once each")
    return out


@lru_cache(maxsize=4)
def load_solo(folder: str | None = None) -> SoloComponents:
    """The Mayor's components from `folder` (default: the game's `levels/daitoshi`), once."""
    path = Path(folder) if folder else resource_path("levels", "daitoshi")
    cards, bribe = _load_cards(path)
    return SoloComponents(cards, _load_advisors(path), bribe)
