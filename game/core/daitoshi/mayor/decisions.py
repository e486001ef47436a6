"""The Mayor's decisions, as pure functions of the state: where his card sends him (THE MAYOR'S
DECK), which Magnate space he takes (CITY TURNS), which action he performs and how (THE ACTIONS
(SOLO MODE)), where his Inventions and Workers go. Each cites its rule; nothing here changes the
state: turn.py and icons.py act on these answers.
"""

from __future__ import annotations

from game.core.daitoshi import actions as A
from game.core.daitoshi.city_actions import MARKET_SLOTS, OFFERS, contribute_options, \
    electrify_options, expand_options
from game.core.daitoshi.city_turn import LEFT, MIDDLE, MM_WORKSHOP, RIGHT, district_colour, \
    occupants
from game.core.daitoshi.components import COLOURS
from game.core.daitoshi.effects import COLOUR_INDEX, RES_INDEX, can_pay, can_progress
from game.core.daitoshi.mayor.board import face_card, top_back
from game.core.daitoshi.mayor.content import MAIN_ACTIONS

ACTION_RESOURCE = {"commit": "food", "expand": "materials", "electrify": "energy",
                   "trade": "luxury"}
# COMMIT TO AN INVENTION (solo): two Inventions by the food he can spend.
PAIRS = {5: ("brilliant", "innovative"), 4: ("brilliant", "ordinary"),
         3: ("innovative", "ordinary"), 2: ("ordinary", "ordinary")}


# --- his card (THE MAYOR'S DECK) ------------------------------------------------------------------

def card_actions(s) -> frozenset:
    """The actions on this turn's card, plus Commit while he still has the Bribe tile."""
    acts = set(face_card(s).actions)
    if s.solo.bribe:
        acts.add(s.solo.cards.bribe_action)
    return frozenset(acts)


# --- what he can do (Criterion 2 and THE ACTIONS (SOLO MODE)) -------------------------------------

def district_action(s, d: int) -> str:
    return s.c.tiles[s.district_tiles[d][0]].action


def can_do(s, action: str) -> bool:
    """He has the resources and no rule forbids him. Steam costs are free for him (STEAM), so
    Trade needs only 1 luxury good or Wealth; the other actions are exactly a player's."""
    seat = s.solo.seat
    if action == "trade":
        p = s.players[seat]
        return bool(s.cities) and p.res[RES_INDEX["luxury"]] + p.wealth >= 1
    return next(iter(OFFERS[action](s, seat)), None) is not None   # the first will do


def evaluate_card(s) -> tuple[tuple | None, list]:
    """THE MAYOR'S DECK: the first district clockwise from his Magnate meeting both criteria, as
    (steps, district, space), or None for a Production Turn; with, for each district checked,
    the criterion that ruled it out ("1a", "1c", "2a", "2c", or "space": no Magnate space free
    for him) or "chosen".

    Criterion 1: 1a the district's action is on the card, 1b the card shows the Mega-Machine and
    it is there, 1c the card has the Wild Action and this is the Town Hall. Criterion 2: he can
    2a perform the district's action, 2b the Mega-Machine action if it is there, 2c any action at
    the Town Hall. The 5th district checked is his own, reached by a full loop (free for him)."""
    seat = s.solo.seat
    acts = card_actions(s)
    d0 = s.players[seat].magnate[0]
    trace = []
    able: dict = {}   # `can_do` of each action, asked once: nothing changes while he looks

    def can(action: str) -> bool:
        found = able.get(action)
        if found is None:
            found = able[action] = can_do(s, action)
        return found

    for steps in range(1, 6):
        d = (d0 + steps) % 5
        action = district_action(s, d)
        mm_here = s.mm_district == d
        if action == "wild":
            if "wild" not in acts:
                trace.append((d, "1c"))
                continue
            if not any(can(a) for a in MAIN_ACTIONS + ("contribute",)):
                trace.append((d, "2c"))
                continue
        else:
            if action not in acts and not ("contribute" in acts and mm_here):
                trace.append((d, "1a"))
                continue
            if not can(action) and not (mm_here and can("contribute")):
                trace.append((d, "2a"))
                continue
        space = magnate_space(s, d)
        if space is None:
            trace.append((d, "space"))
            continue
        trace.append((d, "chosen"))
        return (steps, d, space), trace
    return None, trace


def matching_workers(s, seat: int, d: int) -> int:
    colour = district_colour(s, d)
    p = s.players[seat]
    return sum(p.workers) if colour == "any" else p.workers[COLOUR_INDEX[colour]]


def empty_workshops(s, d: int) -> int:
    n = sum(1 for r in range(3)
            if s.district_tiles[d][r] is not None and s.workshop_workers[d][r] < 0)
    if s.mm_district == d and s.mm_worker < 0:
        n += 1
    return n


def magnate_space(s, d: int) -> int | None:
    """CITY TURNS: no matching Workers -> rightmost; enough empty Workshops (the Mega-Machine's
    included) for all of them -> middle, else leftmost; each falling back to the other when
    occupied. Reading (NOTES.md): when neither is free he takes the rightmost; on a full loop his
    own space counts as occupied (a Magnate never repeats his space)."""
    seat = s.solo.seat
    p = s.players[seat]
    board = s.c.board
    n = matching_workers(s, seat, d)
    if n == 0:
        order = (RIGHT, MIDDLE, LEFT)
    elif empty_workshops(s, d) >= n:
        order = (MIDDLE, LEFT, RIGHT)
    else:
        order = (LEFT, MIDDLE, RIGHT)
    for space in order:
        if p.magnate == (d, space):
            continue
        if occupants(s, d, space) < board["magnate_space_capacity"][space]:
            return space
    return None


def choose_action(s) -> str | None:
    """STEP 3: 1 the Mega-Machine action if it is in his district or he is at the Town Hall;
    2 the district's action; at the Town Hall the one he has most resources for, ties broken by
    the resource order on his face-up card (topmost-leftmost first)."""
    seat = s.solo.seat
    d = s.cur_district
    action = district_action(s, d)
    town_hall = action == "wild"
    if (town_hall or s.mm_district == d) and can_do(s, "contribute"):
        return "contribute"
    if not town_hall:
        return action if can_do(s, action) else None
    p = s.players[seat]
    order = face_card(s).resources
    options = [a for a in MAIN_ACTIONS if can_do(s, a)]
    if not options:
        return None
    return max(options, key=lambda a: (p.res[RES_INDEX[ACTION_RESOURCE[a]]],
                                       -order.index(ACTION_RESOURCE[a])))


def _market_pick(s, quality: str) -> int | None:
    """A market slot of that quality; between two, the arrow on the top card of his deck (up:
    the top one, the first slot; down: the bottom one)."""
    slots = [i for i, q in enumerate(MARKET_SLOTS) if q == quality and s.market[i] is not None]
    if len(slots) == 2:
        return slots[0] if top_back(s).arrow == "up" else slots[1]
    return slots[0] if slots else None


def commit_choice(s) -> A.CommitInventions | None:
    """COMMIT TO AN INVENTION (solo): 2 Inventions when 2 floors are free, by the food he can
    spend (5: Brilliant + Innovative, 4: Brilliant + Ordinary, 3: Innovative + Ordinary, 2: two
    Ordinary; a pair missing from the market falls to the next row); otherwise 1, the most
    food-expensive he can pay."""
    seat = s.solo.seat
    p = s.players[seat]
    cost = s.c.board["invention_food_cost"]
    food = min(5, p.res[RES_INDEX["food"]] + p.wealth)
    if p.empty_floors() >= 2:
        for budget in range(food, 1, -1):
            q1, q2 = PAIRS[budget]
            if q1 == q2:
                slots = [i for i, q in enumerate(MARKET_SLOTS) if q == q1 and s.market[i] is not None]
                if len(slots) == 2:
                    return A.CommitInventions(seat, tuple(slots))
                continue
            a, b = _market_pick(s, q1), _market_pick(s, q2)
            if a is not None and b is not None:
                return A.CommitInventions(seat, tuple(sorted((a, b))))
    if p.empty_floors() >= 1:
        for q in ("brilliant", "innovative", "ordinary"):
            i = _market_pick(s, q)
            if i is not None and can_pay(p, "food", cost[q]):
                return A.CommitInventions(seat, (i,))
    return None


def expand_choice(s):
    """EXPAND A DISTRICT (solo): an Outer District if he can, then a Middle one, Renovate last;
    the space is the highlighted district of the top card of his deck, else the first legal one
    clockwise from it."""
    seat = s.solo.seat
    legal = set(expand_options(s, seat))
    start = top_back(s).district
    for ring in (2, 1):
        for i in range(5):
            a = A.ExpandDistrict(seat, (start + i) % 5, ring)
            if a in legal:
                return a
    a = A.RenovateDistrict(seat)
    return a if a in legal else None


def electrify_choice(s) -> A.ElectrifyDistrict | None:
    """ELECTRIFY A DISTRICT (solo): the outermost section he can pay for; among several, the
    highlighted district of the top card of his deck, then clockwise from it."""
    legal = electrify_options(s, s.solo.seat)
    if not legal:
        return None
    ring = max(a.ring for a in legal)
    start = top_back(s).district
    return min((a for a in legal if a.ring == ring), key=lambda a: (a.district - start) % 5)


def trade_city(s) -> int:
    """TRADE (solo): the leftmost City without his Banner, or the rightmost when all his Banners
    are on Cities."""
    seat = s.solo.seat
    free = [c for c in range(len(s.cities)) if seat not in s.banners[c]]
    return free[0] if free and s.players[seat].banners else len(s.cities) - 1


def trade_choice(s) -> A.TradeWithCity | None:
    """Up to 5 luxury goods, luxury first then Wealth (as many as he can)."""
    seat = s.solo.seat
    p = s.players[seat]
    goods = min(5, p.res[RES_INDEX["luxury"]] + p.wealth)
    if goods < 1 or not s.cities:
        return None
    return A.TradeWithCity(seat, trade_city(s), goods)


def scoring_icons_ahead(s, seat: int, b: int, f: int) -> int:
    p = s.players[seat]
    inv = s.c.inventions[p.slots[b][f]]
    return sum(1 for space in inv.progress[p.progress[b][f] + 1:]
               for r in space if r[0] in ("score", "score_twice"))


def steps_left(s, seat: int, b: int, f: int) -> int:
    p = s.players[seat]
    return len(s.c.inventions[p.slots[b][f]].progress) - 1 - p.progress[b][f]


def contribute_choice(s) -> A.ContributeToMegaMachine | None:
    """CONTRIBUTE (solo): the ready Invention with the most VP scoring icons right of its marker,
    then the fewest steps left, then the rightmost, bottommost. The donation space (not stated):
    the first empty one (NOTES.md)."""
    seat = s.solo.seat
    legal = contribute_options(s, seat)
    if not legal:
        return None
    b, f = min({(a.building, a.floor) for a in legal},
               key=lambda bf: (-scoring_icons_ahead(s, seat, *bf), steps_left(s, seat, *bf),
                               -bf[0], bf[1]))
    space = min(a.space for a in legal if (a.building, a.floor) == (b, f))
    return A.ContributeToMegaMachine(seat, b, f, space)


CHOICES = {"commit": commit_choice, "expand": expand_choice, "electrify": electrify_choice,
           "trade": trade_choice, "contribute": contribute_choice}


# --- where his Inventions, progress and Workers go ----------------------------------------------

def install_building(s, seat: int) -> int | None:
    """He fills his floors left to right and bottom to top: the bottom row before the middle."""
    p = s.players[seat]
    free = [b for b in range(3) if p.lowest_empty_floor(b) >= 0]
    if not free:
        return None
    return min(free, key=lambda b: (p.lowest_empty_floor(b), b))


def progress_choice(s, seat: int) -> tuple[int, int] | None:
    """ICONS: his Invention with the most steps left; ties bottom to top, then left to right."""
    options = [(b, f) for f in range(3) for b in range(3) if can_progress(s, seat, b, f)]
    if not options:
        return None
    return min(options, key=lambda bf: (-steps_left(s, seat, *bf), bf[1], bf[0]))


def worker_to_place(s, seat: int, allowed: set) -> str | None:
    """PLACE WORKERS (solo): his Workers are taken left to right, top to bottom."""
    for c in s.solo.workers:
        if c >= 0 and COLOURS[c] in allowed:
            return COLOURS[c]
    return None


WORKSHOP_ORDER = (MM_WORKSHOP, 2, 1, 0)   # Mega-Machine, Outer, Middle, Inner


def placement_choice(s, seat: int, offered) -> A.Action:
    places = [a for a in offered if isinstance(a, A.PlaceWorker)]
    if not places:
        return A.EndPlacing(seat)
    workshop = min({a.workshop for a in places}, key=WORKSHOP_ORDER.index)
    colour = worker_to_place(s, seat, {a.colour for a in places if a.workshop == workshop})
    return A.PlaceWorker(seat, colour, workshop)
