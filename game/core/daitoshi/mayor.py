"""SOLO MODE: the Mayor of Daitoshi and his Advisors. Part of the rules, not an AI.

The Mayor is the second Factory of a 2-player-style game (`s.players[MAYOR]`) that no agent
controls: his turns run inside `apply`, right after the human's. He follows the multiplayer
rules (the same tasks and resolvers) except where SOLO MODE, ICONS (SOLO MODE) and ADVISOR CARDS
say otherwise; those differences live here:

- his components: the Mayor's Deck (16 cards, a face and a map-side back), the 10 Advisors and
  the Bribe tile, loaded from `levels/daitoshi/mayor.toml` and `advisors.toml`;
- his decisions, as pure functions of the state (`evaluate_card`, `magnate_space`,
  `choose_action`, `commit_choice`, ... each citing its rule);
- the task handlers that replace the players' ones while he plays (`OVERRIDES`, used by
  `flow.run` in a solo game; each falls through to the players' rule for the human's seat), and
  `decide`, which answers the few questions the shared rules still ask him (`flow.ask`).

`levels/daitoshi/NOTES.md`, "Solo mode", records every value and every reading of the rulebook.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.core.daitoshi import actions as A
from game.core.daitoshi import city_actions, city_turn, effects, end_game, production
from game.core.daitoshi import events as E
from game.core.daitoshi.city_actions import MARKET_SLOTS, OPTIONS, contribute_options, \
    electrify_options, expand_options
from game.core.daitoshi.city_turn import LEFT, MIDDLE, MM_WORKSHOP, RIGHT, check_end_trigger, \
    district_colour, occupants
from game.core.daitoshi.components import COLOURS, LANDS, RESOURCES, TERRAINS, ComponentError, \
    _count, _need, _read, _unique
from game.core.daitoshi.effects import COLOUR_INDEX, RES_INDEX, TERRAIN_INDEX, add_vp, \
    advance_pilgrim, advance_progress, can_pay, can_progress, gain_all, workshop_reward
from game.core.daitoshi.flow import RESOLVE, SOLO_DECIDE, SOLO_TASKS, push, task
from game.core.engine import Event
from game.resources import resource_path

MAYOR = 1                          # his index in `s.players`; the human is 0
RECORD_SPACES = 4                  # SOLO MODE, STEP 2: "he will never accumulate more than 4 hexes"
MAIN_ACTIONS = ("commit", "expand", "electrify", "trade")
FACE_ACTIONS = MAIN_ACTIONS + ("wild",)
ACTION_RESOURCE = {"commit": "food", "expand": "materials", "electrify": "energy",
                   "trade": "luxury"}
# COMMIT TO AN INVENTION (solo): two Inventions by the food he can spend.
PAIRS = {5: ("brilliant", "innovative"), 4: ("brilliant", "ordinary"),
         3: ("innovative", "ordinary"), 2: ("ordinary", "ordinary")}
# ADVISOR CARDS: each effect and the moments it acts.
ADVISOR_EFFECTS = {
    "reputation": ("setup",), "leftmost_banner": ("setup",), "improved_basic": ("setup",),
    "progress_markers": ("setup", "game"), "workers": ("setup", "game"),
    "discard_reward": ("game",), "steam_wealth": ("game",), "banner_reward": ("game",),
    "best_pilgrim_twice": ("end",), "end_pilgrims": ("end",),
}
DEFAULT_ADVISORS = 5


# --- components ------------------------------------------------------------------------------------

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
    path = Path(folder) if folder else resource_path("levels", "daitoshi")
    cards, bribe = _load_cards(path)
    return SoloComponents(cards, _load_advisors(path), bribe)


# --- the Mayor's pieces (plain lists, copied explicitly) --------------------------------------------

class MayorState:
    """What the Mayor has beyond a player's Factory: his deck and pile, the Bribe tile, the
    Advisors kept beside his board, the order of his Exploitation Record and Worker spaces."""

    __slots__ = ("seat", "cards", "deck", "pile", "bribe", "dealt", "kept", "record", "workers",
                 "steam_turn", "final", "end_done")
    automaton = True   # flow.mayor_at_table: his turns and choices follow this module's rules

    def __init__(self, cards: SoloComponents) -> None:
        self.seat = MAYOR
        self.cards = cards            # immutable components, shared by copies on purpose
        self.deck: list[str] = []     # face down; the top card is the last
        self.pile: list[str] = []     # face up; this turn's card is the last
        self.bribe = True
        self.dealt: tuple[str, ...] = ()
        self.kept: frozenset = frozenset()    # effects of the Advisors kept beside his board
        self.record = [-1] * RECORD_SPACES    # terrain per space, top to bottom; -1 empty
        self.workers: list[int] = []          # colour per Worker space, reading order; -1 empty
        self.steam_turn = -1                  # Advisor 7: the turn it last paid
        self.final = None                     # his END GAME SCORING, (name, VP) pairs
        self.end_done = False

    def copy(self) -> "MayorState":
        m = MayorState.__new__(MayorState)
        m.seat = self.seat
        m.cards = self.cards
        m.deck = self.deck[:]
        m.pile = self.pile[:]
        m.bribe = self.bribe
        m.dealt = self.dealt
        m.kept = self.kept
        m.record = self.record[:]
        m.workers = self.workers[:]
        m.steam_turn = self.steam_turn
        m.final = self.final
        m.end_done = self.end_done
        return m


@dataclass(frozen=True, slots=True)
class MayorTurn(Event):
    """The Mayor revealed `card`; `district` is where he goes, or -1 for a Production Turn."""
    card: str
    district: int

    def describe(self, viewer: int | None = None) -> str:
        card = self.card.replace("_", " ").capitalize()
        if self.district < 0:
            return f"The Mayor reveals {card}: no district fits, he produces"
        return f"The Mayor reveals {card} and goes to district {self.district + 1}"


@dataclass(frozen=True, slots=True)
class AdvisorsDealt(Event):
    advisors: tuple

    def describe(self, viewer: int | None = None) -> str:
        return f"The Mayor's Advisors: {len(self.advisors)} card(s) dealt"


def is_mayor(s, seat) -> bool:
    return s.solo is not None and seat == s.solo.seat


def has(s, effect: str) -> bool:
    """An Advisor kept beside his board carries this effect."""
    return effect in getattr(s.solo, "kept", ())


def face_card(s) -> MayorCard:
    """This turn's card: the face-up card on top of the pile."""
    return s.solo.cards.cards[s.solo.pile[-1]]


def top_back(s) -> MayorCard:
    """The top card of the deck; only its back (map side) is ever read."""
    return s.solo.cards.cards[s.solo.deck[-1]]


# --- setup (SOLO MODE, first part) -------------------------------------------------------------------

def start_solo(s, advisors: int | None) -> None:
    """Called by the state right after a 2-player SETUP: the human is the Starting Player; the
    rest of the Mayor's setup runs as a task once the Magnates are placed (SETUP 23)."""
    k = DEFAULT_ADVISORS if advisors is None else advisors
    if not isinstance(k, int) or isinstance(k, bool) or k < 0:
        raise ValueError(f"advisors must be a whole number of cards, 0 or more, not {advisors!r}")
    s.solo = MayorState(load_solo())
    s.start_seat = s.active = 0            # "with you being the Starting Player"
    drafts = [i for i, t in enumerate(s.tasks) if t[0] == "draft"]
    for seat, i in enumerate(reversed(drafts)):   # expert variant: the draft in turn order too
        s.tasks[i] = ("draft", seat)
    s.tasks.insert(1, ("solo_setup", k))   # after place_magnates, before the first turn


def _draw_district(s, deck: list, usable) -> int:
    """Draw cards until one highlights a usable district (the cards go back: the whole deck is
    shuffled again for the Mayor's setup)."""
    pile = deck[:]
    s.rng.shuffle(pile)
    while pile:
        d = s.solo.cards.cards[pile.pop()].district
        if usable(d):
            return d
    raise ValueError("no Mayor card highlights a usable district")


@task("solo_setup")
def solo_setup(s, t) -> None:
    k = t[1]
    solo = s.solo
    sc = solo.cards
    cards = sorted(sc.cards)
    # SETUP 8: the Mega-Machine on the district of a Mayor card, drawing again on the Town Hall.
    s.mm_district = _draw_district(
        s, cards, lambda d: s.c.tiles[s.district_tiles[d][0]].action != "wild")
    # 2-Player Games Only: the non-player Magnate on the middle space of a drawn district,
    # drawing again when a Magnate is already there.
    s.neutral = None
    d = _draw_district(s, cards, lambda d: not any(occupants(s, d, sp) for sp in range(3)))
    s.neutral = (d, MIDDLE)
    # The Mayor's player setup: no Steam, no Chimney, only the Workers' Operation tile, no
    # Production token, the shuffled deck map side up, the Bribe tile instead of the Grant.
    p = s.players[solo.seat]
    p.steam = 0
    p.chimney = 0
    p.grant = False
    p.production_ready = False
    solo.workers = [-1] * s.c.factory["worker_cap"]
    solo.deck = cards[:]
    s.rng.shuffle(solo.deck)
    solo.pile = []
    solo.bribe = True
    # The difficulty: K Advisors; setup effects at once, the others kept beside his board.
    advisors = sorted(sc.advisors)
    s.rng.shuffle(advisors)
    dealt = sorted(advisors[:k], key=lambda a: sc.advisors[a].number)
    solo.dealt = tuple(dealt)
    solo.kept = frozenset(sc.advisors[a].effect for a in dealt
                          if set(sc.advisors[a].when) - {"setup"})
    s.events.append(AdvisorsDealt(solo.seat, solo.dealt))
    tasks = []
    for a in dealt:
        tasks.extend(advisor_setup(s, sc.advisors[a]))
    push(s, *tasks)


def advisor_setup(s, adv: Advisor) -> list:
    """ADVISOR CARDS, SETUP parts, as tasks (rewards reached on the way are gained as usual)."""
    seat = s.solo.seat
    p = s.players[seat]
    if adv.effect == "reputation":
        return [("reward", seat, ("reputation", "", 1))]
    if adv.effect == "leftmost_banner":
        if p.banners:
            effects.place_banner(s, A.PlaceBanner(seat, 0), None)
        return []
    if adv.effect == "improved_basic":
        p.improved[0][0] = True
        return [("advance", seat, 0, 0)] * 5
    if adv.effect == "progress_markers":
        out = []
        for b in range(3):
            for f in range(3):
                if p.slots[b][f] is None:
                    p.progress[b][f] += 1      # the marker waits on the empty floor
                else:
                    out.append(("advance", seat, b, f))
        return out
    if adv.effect == "workers":
        for c in range(4):
            gain_mayor_worker(s, seat, c)
    return []


# --- his deck -----------------------------------------------------------------------------------------

def reveal(s) -> MayorCard:
    """MAYOR'S TURNS 1: reveal a card onto the pile; taking the last card, the pile is shuffled
    into a new deck before the card goes on the pile's space."""
    solo = s.solo
    card = solo.deck.pop()
    if not solo.deck:
        solo.deck = solo.pile
        s.rng.shuffle(solo.deck)
        solo.pile = []
    solo.pile.append(card)
    return solo.cards.cards[card]


def card_actions(s) -> frozenset:
    """The actions on this turn's card, plus Commit while he still has the Bribe tile."""
    acts = set(face_card(s).actions)
    if s.solo.bribe:
        acts.add(s.solo.cards.bribe_action)
    return frozenset(acts)


# --- what he can do (Criterion 2 and THE ACTIONS (SOLO MODE)) ---------------------------------------

def district_action(s, d: int) -> str:
    return s.c.tiles[s.district_tiles[d][0]].action


def can_do(s, action: str) -> bool:
    """He has the resources and no rule forbids him. Steam costs are free for him (STEAM), so
    Trade needs only 1 luxury good or Wealth; the other actions are exactly a player's."""
    seat = s.solo.seat
    if action == "trade":
        p = s.players[seat]
        return bool(s.cities) and p.res[RES_INDEX["luxury"]] + p.wealth >= 1
    return bool(OPTIONS[action](s, seat))


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
    for steps in range(1, 6):
        d = (d0 + steps) % 5
        action = district_action(s, d)
        mm_here = s.mm_district == d
        if action == "wild":
            if "wild" not in acts:
                trace.append((d, "1c"))
                continue
            if not any(can_do(s, a) for a in MAIN_ACTIONS + ("contribute",)):
                trace.append((d, "2c"))
                continue
        else:
            if action not in acts and not ("contribute" in acts and mm_here):
                trace.append((d, "1a"))
                continue
            if not can_do(s, action) and not (mm_here and can_do(s, "contribute")):
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


# --- his Exploitation Record and Worker spaces -----------------------------------------------------

def record_hexes(s) -> list[int]:
    return [x for x in s.solo.record if x >= 0]


def top_hex(s) -> int | None:
    hexes = record_hexes(s)
    return hexes[0] if hexes else None


def pop_top_hex(s, seat: int) -> int | None:
    """Take the topmost hex off his Exploitation Record (counts kept in step)."""
    rec = s.solo.record
    for i, x in enumerate(rec):
        if x >= 0:
            rec[i] = -1
            s.players[seat].record[x] -= 1
            return x
    return None


def gain_mayor_worker(s, seat: int, colour: int) -> None:
    """ICONS: a Worker fills his first empty space, left to right and top to bottom; one gained
    with his spaces full is discarded (Advisor 5: 5 VP for each)."""
    solo = s.solo
    if -1 not in solo.workers:
        if has(s, "workers"):
            add_vp(s, seat, 5)
        return
    if s.worker_supply[colour] == 0:
        return   # none of that colour left in the supply: lost
    solo.workers[solo.workers.index(-1)] = colour
    s.worker_supply[colour] -= 1
    s.players[seat].workers[colour] += 1
    s.events.append(E.Gained(seat, "worker_" + COLOURS[colour], 1))


def take_hex(s, ti: int) -> bool | None:
    """EXPLOIT 1 (as for a player): the first hex of the track, else one from the discard pile.
    Returns whether it came from the discard pile, None if there was none."""
    track = s.tracks[ti]
    for i, n in enumerate(track):
        if n:
            track[i] = n - 1
            return False
    if s.discard[ti]:
        s.discard[ti] -= 1
        return True
    return None


# --- his rewards (ICONS (SOLO MODE)) ---------------------------------------------------------------

def pilgrim_any(s, seat: int) -> bool:
    """Advance on the track of the leftmost hex on the top card of his deck, else the next ones
    in the card's order."""
    return any(advance_pilgrim(s, seat, TERRAIN_INDEX[t]) for t in top_back(s).hexes)


def city_reward(s, seat: int, c: int) -> None:
    """Gain the reward (Partnership effect) of the City on space `c`.

    A City's reward is gained once per trigger: it cannot lead back to itself. Advisor 8 ("If
    the Mayor has no Banners left, he gains the reward for the rightmost City") with the
    Workshop City there ("the reward of the outermost Workshop in the district his Magnate is
    in") and an outer Workshop showing a Partnership icon would otherwise feed itself forever:
    Partnership -> no Banner left -> the rightmost City -> that Workshop -> Partnership ... The
    rulebook bounds no such chain, so it is cut where it would repeat: a City reward asked for
    again while its own reward is still being gained is lost, as GENERAL RULES says of "any
    reward that cannot be obtained for any reason". The marker task below the rewards says the
    City's reward is still being gained (the task stack nests, so it stays until every reward
    the City's reward led to is done). NOTES.md, "Solo mode"."""
    marker = ("mayor_city_done", seat, c)
    if marker in s.tasks:
        return
    city = s.c.cities[s.cities[c]]
    push(s, *[("reward", seat, (k, str(c), n) if k == "city_effect" else (k, prm, n))
              for k, prm, n in city.effect], marker)


@task("mayor_city_done")
def city_done(s, t) -> None:
    """The end of a City's reward chain (see city_reward): nothing to do."""


def place_mayor_banner(s, seat: int, c: int) -> None:
    effects.place_banner(s, A.PlaceBanner(seat, c), None)
    if has(s, "banner_reward"):   # Advisor 8
        city_reward(s, seat, c)


def _ignore(s, seat, param, amount):
    """STEAM: he never gains Steam and ignores water and coal."""


def _steam(s, seat, param, amount):
    """Advisor 7: gaining Steam gives him 1 Wealth instead, once per turn."""
    if has(s, "steam_wealth") and s.solo.steam_turn != s.turn:
        s.solo.steam_turn = s.turn
        effects.REWARDS["wealth"](s, seat, "", 1)


def _worker(s, seat, param, amount):
    """The Worker shown; a grey Worker takes the colour on the top card of his deck."""
    colour = COLOUR_INDEX[top_back(s).worker if param == "any" else param]
    for _ in range(amount):
        gain_mayor_worker(s, seat, colour)


def _pilgrim(s, seat, param, amount):
    """On the track shown, else as an Any Restoration Offering (the top card's hex order)."""
    for _ in range(amount):
        if param == "any" or not advance_pilgrim(s, seat, TERRAIN_INDEX[param]):
            pilgrim_any(s, seat)


def _pilgrim_run(s, seat, param, amount):
    """3 Pilgrim advances, not necessarily on the same track, each by the top card's order."""
    for _ in range(amount):
        pilgrim_any(s, seat)


def _progress(s, seat, param, amount):
    bf = progress_choice(s, seat)
    if bf is None:
        return
    if amount > 1:
        push(s, ("reward", seat, ("progress", "", amount - 1)))
    advance_progress(s, seat, *bf)


def _give_back(with_reward: bool):
    """The topmost hex leaves his record to the discard pile; with the red Conflict hex he gains
    its reward (by its type); Advisor 6 adds that reward once more."""
    def gain(s, seat, param, amount):
        for _ in range(amount):
            x = pop_top_hex(s, seat)
            if x is None:
                return
            s.discard[x] += 1
            s.events.append(E.Gained(seat, "give_back_" + TERRAINS[x], 1))
            times = int(with_reward) + int(has(s, "discard_reward"))
            gain_all(s, seat, s.c.conflict_reward[x] * times)
    return gain


def _hex_reward(s, seat, param, amount):
    """The reward of the topmost hex of his record, N times, if he has one."""
    x = top_hex(s)
    if x is not None:
        gain_all(s, seat, s.c.conflict_reward[x] * amount)


def _partnership(s, seat, param, amount):
    """A Banner on the leftmost City without one of his, if possible (Advisor 8: with no Banner
    left, the rightmost City's reward)."""
    p = s.players[seat]
    free = [c for c in range(len(s.cities)) if seat not in s.banners[c]]
    if p.banners and free:
        place_mayor_banner(s, seat, free[0])
    elif not p.banners and has(s, "banner_reward"):
        city_reward(s, seat, len(s.cities) - 1)


def _create_partnership(s, seat, param, amount):
    c = int(param)
    p = s.players[seat]
    if p.banners and seat not in s.banners[c]:
        place_mayor_banner(s, seat, c)
    elif not p.banners and has(s, "banner_reward"):
        city_reward(s, seat, len(s.cities) - 1)


def _city_effect(s, seat, param, amount):
    """The reward of the City to the left of this one (to the right from the leftmost)."""
    own = int(param) if param else 0
    other = own - 1 if own > 0 else own + 1
    if other < len(s.cities) and \
            all(k != "city_effect" for k, _, _ in s.c.cities[s.cities[other]].effect):
        city_reward(s, seat, other)


def _workshop_reward(s, seat, param, amount):
    """The outermost Workshop of his district, never the Mega-Machine's."""
    d = s.cur_district
    if d is None:
        return
    ring = max(r for r in range(3) if s.district_tiles[d][r] is not None)
    gain_all(s, seat, workshop_reward(s, d, ring))


MAYOR_REWARDS = {
    "steam": _steam, "water": _ignore, "coal": _ignore, "worker": _worker, "pilgrim": _pilgrim,
    "pilgrim_run": _pilgrim_run, "progress": _progress, "give_back": _give_back(False),
    "give_back_conflict": _give_back(True), "hex_reward": _hex_reward,
    "partnership": _partnership, "create_partnership": _create_partnership,
    "city_effect": _city_effect, "workshop_reward": _workshop_reward,
}


# --- his turn: the tasks that replace a player's while he plays -------------------------------------

OVERRIDES: dict = {}   # task name -> handler, consulted by flow.run in a solo game


def override(name: str):
    def register(fn):
        OVERRIDES[name] = fn
        return fn
    return register


@override("turn_start")
def turn_start(s, t) -> None:
    if not is_mayor(s, s.active):
        return end_game.turn_start(s, t)
    mayor_turn(s, s.solo.seat)


def mayor_turn(s, seat: int) -> None:
    """MAYOR'S TURNS: reveal a card; a City Turn in the first district meeting both criteria,
    or a Production Turn otherwise."""
    s.cur_district = None
    s.events.append(E.TurnStarted(seat, s.turn))
    card = reveal(s)
    choice, _trace = evaluate_card(s)
    s.events.append(MayorTurn(seat, card.id, choice[1] if choice else -1))
    if choice is None:
        production_turn(s, seat)
        return
    steps, _d, space = choice
    # STEAM: moving further and the Magnate spaces are free for him; the shared rule spends
    # exactly what it costs, so he is handed that much first and keeps none.
    board = s.c.board
    s.players[seat].steam += max(0, steps - board["free_moves"]) + board["magnate_space_steam"][space]
    RESOLVE[A.MoveMagnate](s, A.MoveMagnate(seat, steps, space), None)


def production_turn(s, seat: int) -> None:
    """PRODUCTION TURNS: he produces as the Production Leader (no token needed), then the human
    may produce; Partnerships are never used by him (no lead_production offer)."""
    s.events.append(E.ProductionStarted(seat))
    s.leader_buildings = 0
    none = (False, False, False)
    tasks = [("produce", seat, True, none), ("leader_pilgrims", seat)]
    tasks.extend(("produce", other, False, none) for other in range(len(s.players)) if other != seat)
    tasks.append(("end_of_turn", seat))
    push(s, *tasks)


@override("produce")
def produce(s, t) -> None:
    """He activates every building holding an Invention, free of Steam, resolving the Inventions
    left to right and bottom to top: all their rewards, then all their progress."""
    _, seat, leader, _done = t
    if not is_mayor(s, seat):
        return production.produce(s, t)
    p = s.players[seat]
    order = [(b, f) for f in range(3) for b in range(3) if p.slots[b][f] is not None]
    for b in sorted({b for b, _ in order}):
        s.events.append(E.BuildingActivated(seat, b, 0))
        if leader:
            s.leader_buildings += 1
    tasks = []
    for b, f in order:
        for r in s.c.inventions[p.slots[b][f]].production(p.improved[b][f], leader):
            tasks.append(("reward", seat, r))
    times = s.c.factory["leader_progress_per_activation" if leader else "progress_per_activation"]
    for b, f in order:
        tasks.extend([("advance", seat, b, f)] * times)
    push(s, *tasks)


@override("exploit_step")
def exploit_step(s, t) -> None:
    """STEP 2: the hex shown on his district; at the Town Hall a river hex and the land hex
    shown on his card (the first land in the hex order on the top card of his deck)."""
    seat = t[1]
    if not is_mayor(s, seat):
        return city_turn.exploit_step(s, t)
    exploit = s.c.tiles[s.district_tiles[s.cur_district][0]].exploit
    land = next(h for h in top_back(s).hexes if h in LANDS)
    push(s, *[("mayor_exploit", seat, TERRAIN_INDEX[land if x == "land" else x]) for x in exploit])


@task("mayor_exploit")
def mayor_exploit(s, t) -> None:
    """For each hex: 1 a Worker of its colour (his water and coal ignored); 2 the hex on his
    first empty record space, top to bottom, or discarded when he already has 4. He never uses
    a Partnership, so nothing is offered."""
    _, seat, ti = t
    from_discard = take_hex(s, ti)
    if from_discard is None:
        return
    s.events.append(E.HexExploited(seat, TERRAINS[ti], from_discard))
    check_end_trigger(s, ti)
    rec = s.solo.record
    if -1 in rec:
        rec[rec.index(-1)] = ti
        s.players[seat].record[ti] += 1
    else:
        s.discard[ti] += 1
    push(s, *[("reward", seat, r) for r in s.c.exploit_reward[ti]])


@override("action_step")
def action_step(s, t) -> None:
    seat = t[1]
    if not is_mayor(s, seat):
        return city_actions.action_step(s, t)
    name = choose_action(s)
    if name is None:
        return
    action = CHOICES[name](s)
    if action is None:
        return
    if name == "trade":   # STEAM: the City's Steam cost is free for him
        s.players[seat].steam += s.c.cities[s.cities[action.city]].steam
    elif name == "commit":
        s.solo.bribe = False   # "The first time the Mayor performs this action, discard his Bribe"
    RESOLVE[type(action)](s, action, None)


@override("install")
def install(s, t) -> None:
    """Installed at once, bottom row first; Advisor 4: on a floor whose waiting marker is on or
    beyond the Upgrade icon, in the improved position."""
    _, seat, inv = t
    if not is_mayor(s, seat):
        return city_actions.install(s, t)
    p = s.players[seat]
    b = install_building(s, seat)
    if b is None:
        return
    f = p.lowest_empty_floor(b)
    track = s.c.inventions[inv].progress
    marker = min(p.progress[b][f], len(track) - 1)
    up = s.c.inventions[inv].index_of("upgrade")
    p.slots[b][f] = inv
    p.progress[b][f] = marker
    p.improved[b][f] = has(s, "progress_markers") and 0 <= up <= marker
    s.events.append(E.InventionTaken(seat, inv, b, f))


@override("place_hex")
def place_hex(s, t) -> None:
    """He fills the new district with hexes from his record, top to bottom."""
    _, seat, d, ring, left = t
    if not is_mayor(s, seat):
        return city_actions.place_hex(s, t)
    if left == 0:
        return
    x = pop_top_hex(s, seat)
    if x is None:
        return
    s.tile_hexes[d][ring] = s.tile_hexes[d][ring] + (x,)
    push(s, ("place_hex", seat, d, ring, left - 1))


@override("offer")
def offer(s, t) -> None:
    """TRADE (solo): he never removes his Banners, so no Partnership is used as a reaction."""
    if not is_mayor(s, t[1]):
        return city_turn.offer(s, t)


@override("end_of_turn")
def end_of_turn(s, t) -> None:
    """He is never affected by Conflicts: that step of his turn is skipped."""
    if not is_mayor(s, t[1]):
        return end_game.end_of_turn(s, t)
    push(s, ("next_turn",))


@override("reward")
def reward(s, t) -> None:
    _, seat, (kind, param, amount) = t
    if is_mayor(s, seat) and kind in MAYOR_REWARDS:
        MAYOR_REWARDS[kind](s, seat, param, amount)
    else:
        effects.reward_task(s, t)


@override("progress_reward")
def progress_reward(s, t) -> None:
    """A printed reward on his Progress Track goes through his icon rules too."""
    _, seat, _b, _f, r = t
    if is_mayor(s, seat) and r[0] in MAYOR_REWARDS:
        push(s, ("reward", seat, r))
    else:
        effects.progress_reward(s, t)


@override("final_scoring")
def final_scoring(s, t) -> None:
    """END GAME SCORING (solo): 1 his end-of-game Advisors (Advisor 10's Pilgrim advances before
    anything is scored), then his own scoring; the human's as in a multiplayer game."""
    solo = s.solo
    seat = solo.seat
    if not solo.end_done:
        solo.end_done = True
        tasks = []
        for a in solo.dealt:
            adv = solo.cards.advisors[a]
            if adv.effect == "end_pilgrims":
                tasks.append(("reward", seat, ("pilgrim", "any", adv.amount)))
        push(s, *tasks, ("final_scoring",))   # the advances first, then the scoring
        return
    solo.final = mayor_end_scores(s)
    end_game.final_scoring(s, t)


def mayor_end_scores(s) -> tuple:
    """2 the positive VP of each of his Pilgrims' spaces (Advisor 9: the biggest twice); 3 the
    multiplayer steps 1 and 3 (ignoring the river's negative scoring). His purple end-of-game
    VP icons count as a player's do."""
    seat = s.solo.seat
    p = s.players[seat]
    values = [s.c.tracks[t].vp[pos] for t, pos in enumerate(p.pilgrims) if pos >= 0]
    positive = [v for v in values if v > 0]
    twice = max(positive) if positive and has(s, "best_pilgrim_twice") else 0
    parts = dict(end_game.end_scores(s, seat))
    return (("end_of_game_icons", parts["end_of_game_icons"]),
            ("pilgrims", sum(positive)),
            ("best_pilgrim_again", twice),
            ("forest", parts["forest"]),
            ("mountain", parts["mountain"]),
            ("underground", parts["underground"]),
            ("river", parts["river"]),
            ("leftovers", parts["leftovers"]))


# --- the questions the shared rules still ask him ----------------------------------------------------

def decide(s, kind: str, seat: int, actions, data) -> None:
    """Answer a decision the shared rules put to the Mayor, by the solo rules, and resolve it."""
    if kind == "place":
        a = placement_choice(s, seat, actions)
        if isinstance(a, A.PlaceWorker):
            c = COLOUR_INDEX[a.colour]
            s.solo.workers[s.solo.workers.index(c)] = -1
    elif kind == "partnership":
        a = A.DeclinePartnership(seat)
    elif kind == "draft":
        a = actions[0]   # expert variant: he keeps the first Basic Invention offered
    else:
        raise RuntimeError(f"the Mayor has no rule for the decision {kind!r}")
    RESOLVE[type(a)](s, a, data)


# --- information and checks ---------------------------------------------------------------------------

def redact(solo: MayorState) -> MayorState:
    """The deck's order is secret; of its top card only the back shows."""
    v = solo.copy()
    if not solo.deck:   # the expert draft comes before his setup deals his deck: nothing hidden
        return v
    cards = solo.cards.cards
    back = cards[solo.deck[-1]].back
    shown = min(c for c in solo.deck if cards[c].back == back)
    rest = sorted(solo.deck)
    rest.remove(shown)
    v.deck = rest + [shown]
    return v


def sample(solo: MayorState, rng) -> MayorState:
    """A deck consistent with what may be seen: any card with the top's back on top."""
    v = solo.copy()
    if not solo.deck:   # before his setup (the expert draft): no deck to sample yet
        return v
    cards = solo.cards.cards
    back = cards[solo.deck[-1]].back
    tops = sorted(c for c in solo.deck if cards[c].back == back)
    top = tops[rng.below(len(tops))]
    rest = [c for c in solo.deck if c != top]
    rng.shuffle(rest)
    v.deck = rest + [top]
    return v


def solo_violations(s) -> list[str]:
    solo = s.solo
    p = s.players[solo.seat]
    out = []
    if any(t[0] == "solo_setup" for t in s.tasks):
        # The expert variant drafts the Basic Inventions before the Mayor's setup runs (SETUP 23,
        # start_solo): until then he has no deck and his Factory is still a player's.
        return out
    if sorted(solo.deck + solo.pile) != sorted(solo.cards.cards) or not solo.deck:
        out.append("the Mayor's deck and pile do not hold the 16 cards, the deck non-empty")
    hexes = record_hexes(s)
    if len(hexes) > RECORD_SPACES or [hexes.count(t) for t in range(4)] != p.record:
        out.append(f"the Mayor's record {solo.record} does not match {p.record}")
    if solo.workers and [solo.workers.count(c) for c in range(4)] != p.workers:
        out.append(f"the Mayor's Worker spaces {solo.workers} do not match {p.workers}")
    if p.steam != 0:
        out.append(f"the Mayor holds {p.steam} Steam")
    if any(p.conflict):
        out.append("the Mayor has an Operation tile on its Conflict side")
    return out


# --- registration: the flow consults these in a solo game -------------------------------------------
SOLO_TASKS.update(OVERRIDES)
SOLO_DECIDE[:] = [decide]
