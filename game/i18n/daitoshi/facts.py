"""What the sentences name, read off the table: costs, rewards, who sits where. No words here.

Looked up defensively: a view, a test table or a half-set-up state may lack a part; then the lookup
answers None and the sentence simply leaves that detail out.
"""

from __future__ import annotations

# The Market's five slots, left to right (THE INVENTION MARKET); the food cost of each quality is
# in the board's data.
MARKET_QUALITY = ("ordinary", "ordinary", "innovative", "innovative", "brilliant")

_MISSING = (AttributeError, KeyError, IndexError, TypeError)


def components(state):
    if state is not None and getattr(state, "c", None) is not None:
        return state.c
    from game.core.daitoshi.components import load
    return load()


def magnate_at(state, seat):
    """(district, space) of the seat's Magnate."""
    try:
        return state.players[seat].magnate
    except (AttributeError, IndexError, TypeError):
        return None


def magnate_steam(state, steps: int, space: int) -> int:
    """The Steam a Magnate move costs: each district beyond the free moves, plus the space's own
    (THE CITY TURN, moving the Magnate). Raises where the board lacks the numbers."""
    board = state.c.board
    return max(0, steps - board["free_moves"]) + board["magnate_space_steam"][space]


def building_cost(s, seat: int, building: int):
    """The Steam to activate a building: the Buildings tile in Conflict makes it dearer."""
    if s is None:
        return None
    try:
        key = "conflict_building_steam" if s.players[seat].conflict[1] else "building_steam"
        return s.c.factory[key][building]
    except _MISSING:
        return None


def food_cost(s, slots):
    try:
        cost = s.c.board["invention_food_cost"]
        return sum(cost[MARKET_QUALITY[i]] for i in slots)
    except _MISSING:
        return None


def market_invention(s, slot: int):
    market = getattr(s, "market", None)
    return market[slot] if market is not None and 0 <= slot < len(market) else None


def start_district(s, invention: str):
    """SETUP 23 (expert draft): the Basic Invention's middle resource names the starting district
    by its action."""
    try:
        from game.core.daitoshi.setup import START_ACTION
        action = START_ACTION[components(s).inventions[invention].middle[0]]
        return next(d for d in range(5) if s.c.tiles[s.district_tiles[d][0]].action == action)
    except (*_MISSING, StopIteration, ImportError):
        return None


def installing(s):
    """The Invention the pending install decision is about, if any."""
    d = getattr(s, "decision", None)
    return d[3] if d and d[0] == "install" and isinstance(d[3], str) else None


def newcomer(s):
    """The colour of the worker that found the Factory full, if that is what is being decided."""
    d = getattr(s, "decision", None)
    if d and d[0] == "worker_full" and isinstance(d[3], int):
        from game.core.daitoshi.components import COLOURS
        return COLOURS[d[3]] if 0 <= d[3] < 4 else None
    return None


def invention_at(s, seat: int, building: int, floor: int):
    try:
        return s.players[seat].slots[building][floor]
    except _MISSING:
        return None


def expand_cost(s, ring: int, district: int):
    try:
        return s.c.board["middle_expand_cost" if ring == 1 else "outer_expand_cost"][district]
    except _MISSING:
        return None


def renovate_cost(s):
    try:
        return s.c.board["renovate_cost"]
    except (AttributeError, KeyError, TypeError):
        return None


def district_tile(s, district: int, ring: int):
    try:
        return s.c.tiles[s.district_tiles[district][ring]]
    except _MISSING:
        return None


def district_hires(s, district: int) -> str:
    """The colour of worker a district hires ("any" for any colour). Raises without a table."""
    return s.c.tiles[s.district_tiles[district][0]].workers


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
        from game.core.daitoshi.effects import workshop_reward
        return workshop_reward(s, s.cur_district, workshop)
    except _MISSING:
        return None


def placement_rewards(s, district: int, workshop: int):
    """What a worker sent to a Workshop gains; the Mega-Machine's Workshop (3) has its own."""
    try:
        from game.core.daitoshi.effects import mm_workshop_rewards, workshop_reward
        return mm_workshop_rewards(s) if workshop == 3 else workshop_reward(s, district, workshop)
    except _MISSING:
        return None


def conflict_reward(s, terrain: str):
    try:
        from game.core.daitoshi.components import TERRAINS
        return s.c.conflict_reward[TERRAINS.index(terrain)]
    except (AttributeError, ValueError, IndexError, TypeError):
        return None
