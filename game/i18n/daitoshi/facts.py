"""What the sentences name, read off the table: rewards, who sits where. No words here, and no
rule: a cost is asked of the state's queries (game/core/daitoshi/state.py), never worked out here.

Looked up defensively: a view, a test table or a half-set-up state may lack a part; then the lookup
answers None and the sentence simply leaves that detail out.
"""

from __future__ import annotations

from game.core.daitoshi.city_turn import MM_WORKSHOP
from game.core.daitoshi.components import TERRAINS, load
from game.core.daitoshi.effects import mm_workshop_rewards, workshop_reward

_MISSING = (AttributeError, KeyError, IndexError, TypeError)


def components(state):
    if state is not None and getattr(state, "c", None) is not None:
        return state.c
    return load()


def magnate_at(state, seat):
    """(district, space) of the seat's Magnate."""
    try:
        return state.players[seat].magnate
    except (AttributeError, IndexError, TypeError):
        return None


def market_invention(s, slot: int):
    market = getattr(s, "market", None)
    return market[slot] if market is not None and 0 <= slot < len(market) else None


def invention_at(s, seat: int, building: int, floor: int):
    try:
        return s.players[seat].slots[building][floor]
    except _MISSING:
        return None


def expand_cost(s, ring: int, district: int):
    try:
        return s.expand_cost(district, ring)
    except _MISSING:
        return None


def renovate_cost(s):
    try:
        return s.renovate_cost()
    except (AttributeError, KeyError, TypeError):
        return None


def district_tile(s, district: int, ring: int):
    try:
        return s.c.tiles[s.district_tiles[district][ring]]
    except _MISSING:
        return None


def city_at(s, space: int):
    """The City component on a City space."""
    try:
        return s.c.cities[s.cities[space]]
    except _MISSING:
        return None


def donation_rewards(s, space: int):
    try:
        return s.c.mega_machines[s.mm].spaces[space]
    except _MISSING:
        return None


def partnership_rewards(s, city: int):
    c = city_at(s, city)
    return c.effect if c is not None else None


def workshop_rewards(s, workshop: int):
    """A Workshop's reward in the current district."""
    try:
        return workshop_reward(s, s.cur_district, workshop)
    except _MISSING:
        return None


def placement_rewards(s, district: int, workshop: int):
    """What a worker sent to a Workshop gains; the Mega-Machine's Workshop has its own."""
    try:
        return mm_workshop_rewards(s) if workshop == MM_WORKSHOP else workshop_reward(s, district, workshop)
    except _MISSING:
        return None


def conflict_reward(s, terrain: str):
    try:
        return s.c.conflict_reward[TERRAINS.index(terrain)]
    except (AttributeError, ValueError, IndexError, TypeError):
        return None
