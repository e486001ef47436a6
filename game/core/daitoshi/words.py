"""Daitoshi in words: every action as a sentence a player can choose by, every event as a log line.

Pure Python (no pygame), a function of the action or event plus the components and, where a name
depends on the table (which district is the Town Hall, which City sits on space 2, which
Invention is in the Market), the state. Without a state the sentences stay correct but say less
("the middle space" instead of "the Town Hall's middle space").

    describe_action(action, state=None, viewer=None)  -> "Move your Magnate 3 districts ..."
    describe_event(event, state=None, names=None, viewer=None) -> "Aiko gains 1 red worker"
    describe_reward((kind, param, amount))            -> "2 food", "1 Prestige", ...

Every describe_* function (and title, invention_name, rewards_text) takes `lang="fr"` for French
(words_fr.py); what French has no sentence for yet is said in English.

Actions and events added later (the solo Mayor, new choices) still read as plain English: a
generic sentence is built from the class name and its fields, never the raw kind string.
`attach(namespace)` gives every Action/Event class in a module a `describe(viewer)` that
delegates here (called once at the end of actions.py and events.py).
"""

from __future__ import annotations

import dataclasses
import re

from game.core.engine import Action, Event

BUILDINGS = ("left", "middle", "right")
FLOORS = ("bottom", "middle", "top")
RINGS = ("Inner", "Middle", "Outer")
SPACES = ("leftmost", "middle", "rightmost")
WORKSHOPS = ("Inner", "Middle", "Outer", "Mega-Machine's")
MARKET_QUALITY = ("Ordinary", "Ordinary", "Innovative", "Innovative", "Brilliant")
CONDITIONS = {
    "exploit_river": "you exploit a river hex", "exploit_forest": "you exploit a forest hex",
    "exploit_mountain": "you exploit a mountain hex",
    "exploit_underground": "you exploit an underground hex",
    "commit": "you commit to an Invention", "expand": "you expand or renovate a district",
    "electrify": "you electrify a district", "trade": "you trade with a City",
    "lead_production": "you lead a Production Turn"}
OPERATIONS = ("Steam", "Buildings", "Workers", "Progress")
TERRAIN_OF_COLOUR = {"blue": "river", "green": "forest", "yellow": "mountain", "red": "underground"}


# --- names ---------------------------------------------------------------------------------------
def _components(state):
    if state is not None and getattr(state, "c", None) is not None:
        return state.c
    from game.core.daitoshi.components import load
    return load()


def _fr():
    from game.core.daitoshi import words_fr
    return words_fr


def title(ident: str, lang: str = "en") -> str:
    """An id in the game's words: "lightning_city" -> "Lightning City"."""
    if lang == "fr":
        return _fr().title(ident)
    return " ".join(w if w.isupper() else w.capitalize() for w in str(ident).split("_"))


def district_name(state, d: int) -> str:
    """The district by its Inner tile ("the Town Hall"), or by number without a state."""
    try:
        return "the " + title(state.district_tiles[d][0])
    except (AttributeError, IndexError, TypeError, KeyError):
        return f"district {d + 1}"


def _possessive(name: str) -> str:
    return name + "'" if name.endswith("s") else name + "'s"


def city_name(state, city) -> str:
    """A City by its space (int) or its id (str)."""
    if isinstance(city, str):
        return title(city)
    try:
        return title(state.cities[city])
    except (AttributeError, IndexError, TypeError):
        return f"the City on space {city + 1}"


def invention_name(state, inv: str | None, lang: str = "en") -> str:
    if lang == "fr":
        return _fr().invention(state, inv)
    if inv is None:
        return "an Invention"
    c = _components(state)
    i = c.inventions.get(inv) if c is not None else None
    # "university_conflict_3": one Mega-Machine's University stack is in a game, so its number
    # alone names it (the rulebook: "University Inventions")
    m = re.match(r"([a-z]+)_(?:[a-z]+_)?0*(\d+)$", inv)
    if i is not None and i.quality == "basic":
        return f"the Basic {i.middle[0]} Invention"
    if m:
        return f"{m.group(1).capitalize()} Invention {m.group(2)}"
    return title(inv)


def invention_summary(state, inv: str) -> str:
    """What committing to `inv` alone gives: "2 food, 1 energy and 3 VP"."""
    i = _components(state).inventions.get(inv)
    if i is None:
        return ""
    return join([describe_reward(r) for r in i.immediate if r[2] > 0])


def _a(word: str) -> str:
    """The word with its article: "a forest", "an underground"."""
    return ("an " if str(word)[:1].lower() in "aeiou" else "a ") + str(word)


def join(items: list[str]) -> str:
    items = [x for x in items if x]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _n(amount: int, one: str, many: str | None = None) -> str:
    return f"{amount} {one if amount == 1 else (many or one + 's')}"


def describe_reward(reward, lang: str = "en") -> str:
    """A (kind, param, amount) reward in the icons' words."""
    if lang == "fr":
        text = _fr().describe_reward(reward)
        if text is not None:
            return text
    kind, param, amount = reward
    simple = {
        "food": ("food", "food"), "energy": ("energy", "energy"),
        "materials": ("construction material", "construction materials"),
        "luxury": ("luxury good", "luxury goods"), "wealth": ("Wealth", "Wealth"),
        "steam": ("Steam", "Steam"), "water": ("water", "water"), "coal": ("coal", "coal"),
        "vp": ("VP", "VP"), "prestige": ("Prestige", "Prestige"),
        "reputation": ("Reputation", "Reputation"), "progress": ("Progress advance", "Progress advances"),
    }
    if kind in simple:
        one, many = simple[kind]
        return _n(amount, one, many)
    if kind == "end_vp":
        return f"{amount} VP at the end of the game"
    if kind == "worm_bus":
        return "Worm-Bus " + _n(amount, "space")
    if kind == "score_reputation":
        return "your Reputation's VP" + (f" x{amount}" if amount > 1 else "")
    if kind in ("pilgrim", "pilgrim_run"):
        where = "a track of your choice" if param == "any" else f"the {param} track"
        if kind == "pilgrim_run" and param == "any" and amount > 1:
            where = "one track of your choice"
        return f"{_n(amount, 'Pilgrim advance')} on {where}"
    if kind == "worker":
        colour = "" if param == "any" else param + " "
        extra = " of your choice" if param == "any" else ""
        return _n(amount, f"{colour}worker") + extra
    if kind == "give_back":
        return _n(amount, "hex", "hexes") + " given back to the Wilderness"
    if kind == "give_back_conflict":
        return _n(amount, "hex", "hexes") + " given back for its Conflict reward"
    if kind == "hex_reward":
        return "a hex's Conflict reward" + (f" x{amount}" if amount > 1 else "")
    if kind == "partnership":
        return "a Partnership Banner on a City of your choice"
    if kind == "create_partnership":
        return "a Partnership with this City"
    if kind == "activate_partnership":
        return "this City's Partnership reward"
    if kind == "city_effect":
        return "another City's Partnership reward"
    if kind == "mm_workshop":
        return "the Mega-Machine Workshop's reward"
    if kind == "market_brilliant":
        return "the Brilliant Invention's rewards in the Market"
    if kind == "workshop_reward":
        return "a Workshop reward in your district"
    if kind == "upgrade":
        return "improve this Invention"
    if kind == "mm_ready":
        return "ready for the Mega-Machine"
    if kind == "score":
        return "score this Invention's VP"
    if kind == "score_twice":
        return "score this Invention's VP twice"
    if kind == "hexes":
        return "the placed hexes' Conflict rewards"
    words = kind.replace("_", " ")
    return f"{amount} {words}" + (f" ({param})" if param else "")


def rewards_text(rewards, lang: str = "en") -> str:
    """Rewards left to right, like ones added up ("1 energy, 1 energy" reads "2 energy")."""
    if lang == "fr":
        return _fr().rewards_text(rewards)
    merged: list[list] = []
    for kind, param, amount in rewards:
        for m in merged:
            if m[0] == kind and m[1] == param and kind in _ADDABLE:
                m[2] += amount
                break
        else:
            merged.append([kind, param, amount])
    return join([describe_reward(tuple(m)) for m in merged])


_ADDABLE = frozenset(("food", "energy", "materials", "luxury", "wealth", "steam", "water", "coal",
                      "vp", "end_vp", "prestige", "reputation", "worm_bus", "progress", "worker"))


# --- actions -------------------------------------------------------------------------------------
def _magnate_from(state, seat):
    try:
        return state.players[seat].magnate
    except (AttributeError, IndexError, TypeError):
        return None


def _a_draft(a, s):
    """SETUP 23: the Basic Invention's middle resource names the starting district by its action."""
    text = f"Take {invention_name(s, a.invention)}"
    try:
        from game.core.daitoshi.setup import START_ACTION
        action = START_ACTION[_components(s).inventions[a.invention].middle[0]]
        d = next(d for d in range(5) if s.c.tiles[s.district_tiles[d][0]].action == action)
        text += f": you start in {district_name(s, d)}"
    except (AttributeError, KeyError, IndexError, TypeError, StopIteration, ImportError):
        pass
    return text


def _a_move_magnate(a, s):
    districts = _n(a.steps, "district")
    where = f"the {SPACES[a.space]} space" if 0 <= a.space < 3 else f"space {a.space + 1}"
    start = _magnate_from(s, a.seat)
    if s is not None and start is not None:
        d = (start[0] + a.steps) % 5
        where = f"{_possessive(district_name(s, d))} {SPACES[a.space]} space"
        try:
            board = s.c.board
            steam = max(0, a.steps - board["free_moves"]) + board["magnate_space_steam"][a.space]
            where += f" ({steam} Steam)" if steam else " (free)"
        except (AttributeError, KeyError, IndexError, TypeError):
            pass
    return f"Move your Magnate {districts} clockwise to {where}"


def _a_activate_building(a, s):
    name = f"the {BUILDINGS[a.building]} building" if 0 <= a.building < 3 else f"building {a.building + 1}"
    cost = _building_cost(s, a.seat, a.building)
    return f"Activate {name}" + (f" ({cost} Steam)" if cost is not None else "")


def _building_cost(s, seat, b):
    if s is None:
        return None
    try:
        p = s.players[seat]
        key = "conflict_building_steam" if p.conflict[1] else "building_steam"
        return s.c.factory[key][b]
    except (AttributeError, IndexError, KeyError, TypeError):
        return None


def _a_place_worker(a, s):
    shop = WORKSHOPS[a.workshop] if 0 <= a.workshop < 4 else str(a.workshop)
    where = "the Mega-Machine's Workshop" if a.workshop == 3 else f"the {shop} Workshop"
    d = getattr(s, "cur_district", None)
    reward = ""
    if s is not None and d is not None:
        if 0 <= a.workshop < 3:
            where = f"{_possessive(district_name(s, d))} {shop} Workshop"
        try:
            if a.workshop == 3:
                from game.core.daitoshi.effects import mm_workshop_rewards
                reward = rewards_text(mm_workshop_rewards(s))
            else:
                from game.core.daitoshi.effects import workshop_reward
                reward = rewards_text(workshop_reward(s, d, a.workshop))
        except (AttributeError, IndexError, KeyError, TypeError):
            reward = ""
    return f"Send a {a.colour} worker to {where}" + (f": gain {reward}" if reward else "")


def _a_exploit(a, s):
    return f"Exploit the {a.track} track"


def _a_commit(a, s):
    market = getattr(s, "market", None)

    def one(slot):
        q = MARKET_QUALITY[slot] if 0 <= slot < 5 else "Market"
        inv = market[slot] if market is not None and 0 <= slot < len(market) else None
        return (invention_name(s, inv) if inv else f"the {q} Invention") + f" (slot {slot + 1})"

    cost = _food_cost(s, a.slots)
    paid = f", paying {cost} food" if cost is not None else ""
    if len(a.slots) == 1:
        inv = market[a.slots[0]] if market is not None and 0 <= a.slots[0] < len(market) else None
        gain = invention_summary(s, inv) if inv else ""
        return f"Commit to {one(a.slots[0])}{paid}" + (f": gain {gain}" if gain else "")
    return f"Commit to {join([one(x) for x in a.slots])} without rewards{paid}"


def _food_cost(s, slots):
    try:
        cost = s.c.board["invention_food_cost"]
        return sum(cost[MARKET_QUALITY[i].lower()] for i in slots)
    except (AttributeError, KeyError, IndexError, TypeError):
        return None


def _a_install(a, s):
    what = "the Invention"
    floor = ""
    if s is not None:
        d = getattr(s, "decision", None)
        if d and d[0] == "install" and isinstance(d[3], str):
            what = invention_name(s, d[3])
        try:
            f = s.players[a.seat].lowest_empty_floor(a.building)
            if f >= 0:
                floor = f" {FLOORS[f]} floor of your"
                return f"Install {what} on the{floor} {BUILDINGS[a.building]} building"
        except (AttributeError, IndexError, TypeError):
            pass
    where = f"the{floor} {BUILDINGS[a.building]} building" if 0 <= a.building < 3 else "a building"
    return f"Install {what} in {where}"


# --- facts both languages put into words ----------------------------------------------------
# Looked up defensively: a view, a test table or a half-set-up state may lack a part; then the
# sentence simply leaves that detail out.
_MISSING = (AttributeError, KeyError, IndexError, TypeError)


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


def district_tile(s, district: int, ring: int):
    try:
        return s.c.tiles[s.district_tiles[district][ring]]
    except _MISSING:
        return None


def donation_rewards(s, space: int):
    try:
        return s.c.mega_machines[s.mm].spaces[space]
    except _MISSING:
        return None


def partnership_rewards(s, city: int):
    try:
        return s.c.cities[s.cities[city]].effect
    except _MISSING:
        return None


def workshop_rewards(s, workshop: int):
    try:
        from game.core.daitoshi.effects import workshop_reward
        return workshop_reward(s, s.cur_district, workshop)
    except _MISSING:
        return None


def _a_expand(a, s):
    ring = RINGS[a.ring] if 0 <= a.ring < 3 else str(a.ring)
    n = expand_cost(s, a.ring, a.district)
    cost = f" ({n} construction materials)" if n is not None else ""
    hexes = f", then place {_n(a.ring, 'hex', 'hexes')} on it" if a.ring > 0 else ""
    return f"Expand {district_name(s, a.district)} with its {ring} tile{cost}{hexes}"


def _a_place_hex(a, s):
    return f"Place {_a(a.terrain)} hex on the new tile"


def _a_renovate(a, s):
    cost = ""
    try:
        cost = f" ({s.c.board['renovate_cost']} construction materials)"
    except (AttributeError, KeyError, TypeError):
        pass
    return f"Renovate a district{cost}: give back 1 hex and gain its Conflict reward"


def _a_electrify(a, s):
    ring = RINGS[a.ring] if 0 <= a.ring < 3 else str(a.ring)
    tile = district_tile(s, a.district, a.ring)
    extra = f", paying {tile.electrify_cost} energy: gain {rewards_text(tile.electrify)}" if tile else ""
    return f"Electrify {_possessive(district_name(s, a.district))} {ring} tile{extra}"


def _a_trade(a, s):
    goods = _n(a.goods, "luxury good")
    name = city_name(s, a.city)
    text = f"Trade {goods} with {name}"
    try:
        city = s.c.cities[s.cities[a.city]]
        text += f" ({city.steam} Steam): gain {rewards_text(city.trade[:a.goods])}"
    except (AttributeError, KeyError, IndexError, TypeError):
        pass
    return text


def _a_contribute(a, s):
    inv = invention_at(s, a.seat, a.building, a.floor)
    what = invention_name(s, inv) if inv else \
        f"the Invention on the {FLOORS[a.floor]} floor of the {BUILDINGS[a.building]} building"
    rewards = donation_rewards(s, a.space)
    gain = ": gain " + rewards_text(rewards) if rewards is not None else ""
    return f"Donate {what} to the Mega-Machine's space {a.space + 1}{gain}"


def _a_choose_city_effect(a, s):
    text = f"Take {_possessive(city_name(s, a.city))} Partnership reward"
    rewards = partnership_rewards(s, a.city)
    if rewards is not None:
        text += ": " + rewards_text(rewards)
    return text


def _a_use_partnership(a, s):
    text = f"Use your Partnership with {city_name(s, a.city)}"
    rewards = partnership_rewards(s, a.city)
    if rewards is not None:
        text += ": gain " + rewards_text(rewards)
    return text


def _a_workshop_reward(a, s):
    shop = WORKSHOPS[a.workshop] if 0 <= a.workshop < 4 else str(a.workshop)
    text = f"Take the {shop} Workshop's reward"
    rewards = workshop_rewards(s, a.workshop)
    if rewards is not None:
        text += ": " + rewards_text(rewards)
    return text


def _a_advance_progress(a, s):
    inv = invention_at(s, a.seat, a.building, a.floor)
    where = f"on the {FLOORS[a.floor]} floor of the {BUILDINGS[a.building]} building"
    return f"Advance the Progress of {invention_name(s, inv) if inv else 'the Invention'} {where}"


def _a_hex_reward(a, s):
    text = f"Take the {a.terrain} hex's Conflict reward"
    try:
        from game.core.daitoshi.components import TERRAINS
        text += ": " + rewards_text(s.c.conflict_reward[TERRAINS.index(a.terrain)])
    except (AttributeError, ValueError, IndexError, TypeError):
        pass
    return text


def _a_give_back(a, s):
    return f"Give back {_a(a.terrain)} hex to the Wilderness"


def _a_discard_worker(a, s):
    d = getattr(s, "decision", None)
    if d and d[0] == "worker_full" and isinstance(d[3], int):
        from game.core.daitoshi.components import COLOURS
        new = COLOURS[d[3]] if 0 <= d[3] < 4 else None
        if new == a.colour:
            return f"Let the new {a.colour} worker go"
        if new:
            return f"Discard a {a.colour} worker to keep the new {new} one"
    return f"Discard a {a.colour} worker"


ACTION_WORDS = {
    "dt_draft_basic_invention": lambda a, s: _a_draft(a, s),
    "dt_start_production": lambda a, s: "Lead a Production Turn",
    "dt_move_magnate": _a_move_magnate,
    "dt_activate_building": _a_activate_building,
    "dt_use_government_grant": lambda a, s: "Use the Government Grant: activate all your buildings free",
    "dt_end_production": lambda a, s: "Done producing",
    "dt_place_worker": _a_place_worker,
    "dt_end_placing": lambda a, s: "Done placing workers",
    "dt_exploit_track": _a_exploit,
    "dt_commit_inventions": _a_commit,
    "dt_install_invention": _a_install,
    "dt_expand_district": _a_expand,
    "dt_place_hex_on_tile": _a_place_hex,
    "dt_renovate_district": _a_renovate,
    "dt_electrify_district": _a_electrify,
    "dt_trade_with_city": _a_trade,
    "dt_contribute_to_mega_machine": _a_contribute,
    "dt_skip_action": lambda a, s: "Skip the action",
    "dt_choose_pilgrim_track": lambda a, s: f"Advance your Pilgrim on the {a.track} track",
    "dt_choose_worker": lambda a, s: f"Take a {a.colour} worker",
    "dt_discard_worker": _a_discard_worker,
    "dt_give_back_hex": _a_give_back,
    "dt_choose_hex_reward": _a_hex_reward,
    "dt_place_banner": lambda a, s: f"Place a Partnership Banner on {city_name(s, a.city)}",
    "dt_advance_progress": _a_advance_progress,
    "dt_stop_advancing": lambda a, s: "Stop advancing Progress",
    "dt_use_partnership": _a_use_partnership,
    "dt_decline_partnership": lambda a, s: "Keep your Banners (no Partnership now)",
    "dt_choose_city_effect": _a_choose_city_effect,
    "dt_choose_workshop_reward": _a_workshop_reward,
}


def _words(name: str) -> str:
    """"ChooseMayorCard" -> "choose mayor card"."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name).lower()


def _value_words(field: str, value, state) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if field == "district" and isinstance(value, int):
        return district_name(state, value)
    if field == "city" and isinstance(value, (int, str)):
        return city_name(state, value)
    if field == "building" and isinstance(value, int) and 0 <= value < 3:
        return f"the {BUILDINGS[value]} building"
    if field == "floor" and isinstance(value, int) and 0 <= value < 3:
        return f"the {FLOORS[value]} floor"
    if field in ("invention", "university") and isinstance(value, str):
        return invention_name(state, value)
    if isinstance(value, (tuple, list)):
        return join([_value_words(field, v, state) for v in value]) or "none"
    if isinstance(value, str):
        return value.replace("_", " ")
    if isinstance(value, int) and field in ("slot", "space", "card", "workshop", "ring"):
        return str(value + 1)
    return str(value)


def _fields_text(obj, state) -> str:
    parts = []
    for f in dataclasses.fields(obj):
        if f.name == "seat":
            continue
        parts.append(f"{f.name.replace('_', ' ')} {_value_words(f.name, getattr(obj, f.name), state)}")
    return ", ".join(parts)


def generic_action(action, state=None) -> str:
    head = _words(type(action).__name__).capitalize()
    fields = _fields_text(action, state) if dataclasses.is_dataclass(action) else ""
    return head + (f": {fields}" if fields else "")


def _own_describe(obj):
    """A describe() the class wrote itself (not the engine's text form, not our hook)."""
    for klass in type(obj).__mro__:
        fn = vars(klass).get("describe")
        if fn is not None:
            if fn in (_action_describe, _event_describe) or klass in (Action, Event, object):
                return None
            return fn
    return None


def describe_action(action, state=None, viewer=None, lang: str = "en") -> str:
    """The action as a sentence addressed to the player who takes it."""
    if lang == "fr":
        text = _fr().describe_action(action, state)
        if text is not None:
            return text
    fn = ACTION_WORDS.get(getattr(action, "kind", ""))
    own = _own_describe(action)
    if fn is None and own is not None:
        try:
            return own(action, viewer)
        except Exception:
            pass
    if fn is not None:
        try:
            return fn(action, state)
        except Exception:   # a table mid-change must never break the words: say less instead
            try:
                return fn(action, None)
            except Exception:
                pass
    return generic_action(action, state)


# --- events --------------------------------------------------------------------------------------
def _who(seat, names) -> str:
    if seat is None:
        return "The table"
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return f"Player {seat + 1}"


def _gained(e, s, who) -> str:
    what, n = e.what, e.amount
    if what.startswith("worker_"):
        return f"{who} gains {_n(n, what[7:] + ' worker')}"
    if what.startswith("pilgrim_"):
        return f"{who}'s {what[8:]} Pilgrim advances {_n(n, 'space')}"
    if what.startswith("give_back_"):
        return f"{who} gives back {_n(n, what[10:] + ' hex', what[10:] + ' hexes')} to the Wilderness"
    if what == "banner":
        return f"{who} places a Partnership Banner on {city_name(s, n)}"
    if what == "worm_bus":
        return f"{who}'s Worm-Bus moves {_n(n, 'space')}"
    if what in ("prestige", "reputation"):
        return f"{who} gains {n} {what.capitalize()}"
    return f"{who} gains {describe_reward((what, '', n))}"


def _conflict(e, s, who) -> str:
    on = [OPERATIONS[i] for i, c in enumerate(e.conflict_tiles) if c and i < len(OPERATIONS)]
    if not on:
        return f"{who} has no Conflict with the Yōkai"
    return f"{who} is in Conflict with the Yōkai: {join(on)} tile{'s' if len(on) > 1 else ''}"


EVENT_WORDS = {
    "TurnStarted": lambda e, s, w: f"Turn {e.turn + 1}: {w} plays",
    "ProductionStarted": lambda e, s, w: f"{w} leads a Production Turn",
    "BuildingActivated": lambda e, s, w: f"{w} activates the {BUILDINGS[e.building]} building"
    + (f" ({e.steam} Steam)" if e.steam else " (free)"),
    "MagnateMoved": lambda e, s, w: f"{w}'s Magnate moves to "
    f"{_possessive(district_name(s, e.district))} {SPACES[e.space]} space",
    "WorkerPlaced": lambda e, s, w: f"{w} sends a {e.colour} worker to "
    + ("the Mega-Machine's Workshop" if e.workshop == 3 else
       f"{_possessive(district_name(s, e.district))} {RINGS[e.workshop]} Workshop"),
    "WorkersReturned": lambda e, s, w: (f"{_n(e.count, 'worker')} in {district_name(s, e.district)} "
                                        f"{'returns' if e.count == 1 else 'return'} to the supply"
                                        if e.count else f"No workers to send home from "
                                        f"{district_name(s, e.district)}"),
    "HexExploited": lambda e, s, w: f"{w} exploits {_a(e.terrain)} hex"
    + (" from the discard pile" if e.from_discard else ""),
    "Gained": _gained,
    "InventionTaken": lambda e, s, w: f"{w} installs {invention_name(s, e.invention)} on the "
    f"{FLOORS[e.floor]} floor of the {BUILDINGS[e.building]} building",
    "DistrictExpanded": lambda e, s, w: f"{w} expands {district_name(s, e.district)} with its "
    f"{RINGS[e.ring]} tile",
    "DistrictElectrified": lambda e, s, w: f"{w} electrifies "
    f"{_possessive(district_name(s, e.district))} {RINGS[e.ring]} tile",
    "Traded": lambda e, s, w: f"{w} trades {_n(e.goods, 'luxury good')} with {city_name(s, e.city)}",
    "Contributed": lambda e, s, w: f"{w} donates {invention_name(s, e.invention)} to the "
    f"Mega-Machine (space {e.space + 1}) and takes {invention_name(s, e.university)}",
    "UpgradeInstalled": lambda e, s, w: f"The Mega-Machine's Workshop gains the "
    f"{title(e.upgrade)} Upgrade",
    "PartnershipUsed": lambda e, s, w: f"{w} uses the Partnership with {city_name(s, e.city)}",
    "MegaMachineMoved": lambda e, s, w: f"The Mega-Machine moves to {district_name(s, e.district)}",
    "ConflictChecked": _conflict,
    "EndTriggered": lambda e, s, w: f"The {e.track} track's next-to-last space shows: "
    "the end of the game is near",
    "GameEnded": lambda e, s, w: "The game is over",
}


def generic_event(event, state=None, names=None) -> str:
    who = _who(getattr(event, "seat", None), names)
    head = _words(type(event).__name__)
    fields = _fields_text(event, state) if dataclasses.is_dataclass(event) else ""
    return f"{who}: {head}" + (f" ({fields})" if fields else "")


def describe_event(event, state=None, names=None, viewer=None, lang: str = "en") -> str:
    """The event as a log line in the third person, players by name when `names` is given."""
    if lang == "fr":
        text = _fr().describe_event(event, state, names)
        if text is not None:
            return text
    fn = EVENT_WORDS.get(type(event).__name__)
    who = _who(getattr(event, "seat", None), names)
    own = _own_describe(event)
    if fn is None and own is not None and names is None:
        try:
            return own(event, viewer)
        except Exception:
            pass
    if fn is not None:
        try:
            return fn(event, state, who)
        except Exception:   # as for actions: a plainer line, never an error in the log
            pass
    return generic_event(event, state, names)


# --- hooks ---------------------------------------------------------------------------------------
def _action_describe(self, viewer=None):
    return describe_action(self, None, viewer)


def _event_describe(self, viewer=None):
    return describe_event(self, None, None, viewer)


def attach(namespace: dict) -> None:
    """Give every Action and Event class defined in a module a `describe(viewer)` in words."""
    for obj in list(namespace.values()):
        if isinstance(obj, type) and obj not in (Action, Event) and "describe" not in vars(obj):
            # a class with its own words keeps them
            if issubclass(obj, Action):
                obj.describe = _action_describe
            elif issubclass(obj, Event):
                obj.describe = _event_describe


# --- what is being decided, and why a choice is refused -----------------------------------------------
DECISION_WORDS = {
    "draft": ("chooses a Basic Invention",
              "Choose your Basic Invention (expert variant): its middle resource decides your starting "
              "district."),
    "turn": ("chooses a turn",
             "Lead a Production Turn (everyone produces, you get the bonuses), or move your Magnate "
             "1-2 districts clockwise (1 Steam per extra district) for a City Turn."),
    "produce": ("produces",
                "Production: activate each of your buildings at most once, paying its Steam, then say "
                "Done."),
    "place": ("places workers",
              "Send workers of this district's colour to empty Workshops, gaining each Workshop's "
              "reward; then Done."),
    "exploit": ("exploits", "Exploit: take the first hex of a track onto your Exploitation Record."),
    "action": ("performs an action", "Perform this district's action, or skip it."),
    "install": ("installs an Invention", "Install the new Invention on the lowest empty floor of a building."),
    "place_hex": ("places hexes", "Place hexes from your Exploitation Record on the new tile."),
    "pilgrim": ("moves a Pilgrim", "Advance a Pilgrim on a track whose next space has no hex."),
    "worker_any": ("takes a worker", "Take a worker of your choice."),
    "worker_full": ("has too many workers", "Your Factory is full: discard a worker, or let the new one go."),
    "conflict_discard": ("discards workers",
                         "Your Workers tile is in Conflict with the Yōkai: discard down to the cap."),
    "give_back": ("gives back a hex", "Give back a hex from your Exploitation Record to the Wilderness."),
    "hex_reward": ("takes a hex reward", "Choose a hex in your record: gain its Conflict reward."),
    "banner": ("places a Banner", "Place a Partnership Banner on a City where you have none."),
    "progress": ("advances Progress", "Advance the Progress marker of an Invention, or stop."),
    "partnership": ("may use a Partnership",
                    "A Partnership's condition is met: return a Banner for its reward, or keep it."),
    "city_effect": ("chooses a City reward", "Choose another City's Partnership reward."),
    "workshop_reward": ("takes a Workshop reward", "Choose a Workshop of your district: gain its reward."),
    "pay": ("pays", "Choose how to pay: with the resource itself, or with Wealth standing in for it."),
    "install_pair": ("installs two Inventions", "Choose which of your two new Inventions to install first, "
                     "and in which building."),
    "pilgrim_spaces": ("moves a Pilgrim", "Choose how many spaces your Pilgrim advances."),
}


def describe_decision(state, name: str = "You", lang: str = "en") -> tuple[str, str]:
    """(short title, a sentence of help) for the decision the state waits for."""
    if lang == "fr":
        said = _fr().describe_decision(state, name)
        if said is not None:
            return said
    pending = state.pending_decision() if hasattr(state, "pending_decision") else None
    if pending is None:
        return ("The game is over", "") if state.is_over() else ("", "")
    kind, seat, data = pending
    short, help_ = DECISION_WORDS.get(kind, (f"decides ({kind.replace('_', ' ')})",
                                             "Choose one of the options."))
    try:
        if kind == "produce" and data and data[0]:
            help_ += " As the Production Leader you also get the pink ticks, double Progress and a " \
                     "Pilgrim advance per building."
        elif kind == "produce":
            help_ = "Another player leads this Production Turn: you may produce too. " + help_
        elif kind == "place" and getattr(state, "cur_district", None) is not None:
            colour = state.c.tiles[state.district_tiles[state.cur_district][0]].workers
            hires = "workers of any colour" if colour == "any" else f"{colour} workers"
            help_ = (f"{district_name(state, state.cur_district)[:1].upper()}"
                     f"{district_name(state, state.cur_district)[1:]} hires {hires}: send them to empty "
                     "Workshops, each gaining its reward; then Done.")
        elif kind == "install" and isinstance(data, str):
            help_ = f"Install {invention_name(state, data)} on the lowest empty floor of a building."
        elif kind == "place_hex":
            left = data[2]
            help_ += f" {_n(left, 'hex', 'hexes')} to place."
        elif kind == "progress" and isinstance(data, int):
            help_ = f"Advance Progress markers: {_n(data, 'advance')} left, split as you like; or stop."
        elif kind == "pilgrim" and data:
            help_ += f" ({_n(data[1], 'advance')} to make.)"
    except (TypeError, IndexError, AttributeError):
        pass
    return f"{name} {short}", help_


def describe_refusal(action, state, reason: str | None = None, lang: str = "en") -> str:
    """Why `action` cannot be taken now, in words (never the action's text form)."""
    if lang == "fr":
        return _fr().describe_refusal(action, state)
    if state.is_over():
        return "the game is over"
    seats = state.current_seats()
    if getattr(action, "seat", None) not in seats:
        return "it is not your turn to choose"
    kind = state.decision_kind() if hasattr(state, "decision_kind") else None
    title = DECISION_WORDS.get(kind, ("", ""))[0]
    doing = f"the game waits for a player who {title}" if title else "the game waits for another choice"
    return f"\u201c{describe_action(action, state)}\u201d is not possible now: {doing}"


def describe_magnate_space(action, state=None, lang: str = "en") -> str:
    """A Magnate move told by its space only, for a list already headed by the district
    (THE CITY DISTRICT TILES, Magnate spaces)."""
    if lang == "fr":
        return _fr().describe_magnate_space(action, state)
    tails = ("send the district's workers home, then place yours", "then place your workers",
             "no workers this turn")
    space = action.space
    name = SPACES[space].capitalize() if 0 <= space < 3 else f"Space {space + 1}"
    cost = ""
    try:
        board = state.c.board
        steam = max(0, action.steps - board["free_moves"]) + board["magnate_space_steam"][space]
        cost = f" ({steam} Steam)" if steam else " (free)"
    except (AttributeError, KeyError, IndexError, TypeError):
        pass
    return f"{name} space{cost}: {tails[space] if 0 <= space < 3 else 'move there'}"


def describe_magnate_district(action, state=None, lang: str = "en") -> str:
    """The heading for the moves that end in the same district."""
    if lang == "fr":
        return _fr().describe_magnate_district(action, state)
    start = _magnate_from(state, action.seat)
    where = ""
    if state is not None and start is not None:
        where = ": " + district_name(state, (start[0] + action.steps) % 5)
        extra = max(0, action.steps - state.c.board["free_moves"])
        if extra:
            where += f" (+{extra} Steam)"
    return f"Move {_n(action.steps, 'district')} clockwise{where}"
