"""THE ACTIONS: Commit to an Invention, Expand/Renovate, Electrify, Trade, Contribute to the
Mega-Machine, and the Town Hall's Wild Action (any one of them)."""

from __future__ import annotations

from game.core.daitoshi import actions as A
from game.core.daitoshi import events as E
from game.core.daitoshi.city_turn import offer_task
from game.core.daitoshi.components import TERRAINS
from game.core.daitoshi.effects import TERRAIN_INDEX, by_solo_rules, can_pay, gain_all, payment
from game.core.daitoshi.flow import ask, push, resolves, task

# THE INVENTION MARKET: the quality of each of its five slots, left to right.
MARKET_SLOTS = ("ordinary", "ordinary", "innovative", "innovative", "brilliant")
BLOCKED = "#block"


def district_actions(s, seat: int) -> tuple:
    """PERFORM AN ACTION: the district's action, or Contribute when the Mega-Machine is there;
    the Town Hall's Wild Action is any one of them."""
    action = s.c.tiles[s.district_tiles[s.cur_district][0]].action
    if action == "wild":
        return ("commit", "expand", "electrify", "trade", "contribute")
    if s.mm_district == s.cur_district:
        return (action, "contribute")
    return (action,)


@task("action_step")
def action_step(s, t) -> None:
    seat = t[1]
    options = []
    for name in district_actions(s, seat):
        options.extend(OFFERS[name](s, seat))
    if options:
        ask(s, "action", seat, options + [A.SkipAction(seat)])


# --- Commit to an Invention -------------------------------------------------------------------------
def commit_options(s, seat) -> list:
    """1 Invention with its rewards, or 2 without; 1/2/3 food per Ordinary/Innovative/Brilliant;
    not with full floors or without the food."""
    return list(commit_offers(s, seat))


def commit_offers(s, seat):
    """`commit_options` one by one (`OFFERS`)."""
    p = s.players[seat]
    free = p.empty_floors()
    if not free:
        return
    cost = s.c.board["invention_food_cost"]
    # each slot's food read once, the pairs in `combinations`' order (a playout lists the
    # commits at every action step that offers them)
    slots = [(i, cost[MARKET_SLOTS[i]]) for i in range(5) if s.market[i] is not None]
    for i, food in slots:
        if can_pay(p, "food", food):
            yield A.CommitInventions(seat, (i,))
    if free >= 2:
        for k, (i, food) in enumerate(slots):
            for j, other in slots[k + 1:]:
                if can_pay(p, "food", food + other):
                    yield A.CommitInventions(seat, (i, j))


def food_cost(s, slots) -> int:
    """The food to commit to the Inventions in these Market slots (1/2/3 per Ordinary,
    Innovative, Brilliant)."""
    cost = s.c.board["invention_food_cost"]
    food = 0   # a loop, not a generator: the rollout prices every commit a step offers
    for i in slots:
        food += cost[MARKET_SLOTS[i]]
    return food


@resolves(A.CommitInventions)
def commit(s, a, data):
    taken = []
    for i in a.slots:
        taken.append(s.market[i])
        s.market[i] = None
    tasks = [payment(a.seat, ("food", food_cost(s, a.slots))),
             ("install_pair", a.seat, tuple(taken)) if len(taken) == 2 else
             ("install", a.seat, taken[0]), ("refill_market",)]
    if len(taken) == 1:
        tasks.append(("gain", a.seat, s.c.inventions[taken[0]].immediate))
    tasks.append(offer_task(s, a.seat, "commit"))
    push(s, *tasks)


@task("gain")
def gain_task(s, t) -> None:
    gain_all(s, t[1], t[2])


@task("install")
def install(s, t) -> None:
    """Install in the basic (bottom) position of the lowest empty floor of any building."""
    _, seat, inv = t
    p = s.players[seat]
    options = [A.InstallInvention(seat, b) for b in range(3) if p.lowest_empty_floor(b) >= 0]
    ask(s, "install", seat, options, inv)


@task("install_pair")
def install_pair(s, t) -> None:
    """2 Inventions: "you may install them in the same or different buildings, in any order".
    Which goes first takes the lower floor when both go into one building, so the first is
    chosen together with its building, and the other is then installed alone. When no building
    can take both, the order changes nothing: each is installed alone, in market-slot order (the
    Mayor too: SOLO MODE installs bottom row first by its own rule)."""
    _, seat, pair = t
    p = s.players[seat]
    both = any(p.slots[b][1] is None for b in range(3))   # 2+ empty floors in one building
    if not both or by_solo_rules(s, seat):
        push(s, *[("install", seat, inv) for inv in pair])
        return
    options = [A.InstallInventionFirst(seat, inv, b) for inv in pair for b in range(3)
               if p.lowest_empty_floor(b) >= 0]
    ask(s, "install_pair", seat, options, pair)


@resolves(A.InstallInventionFirst)
def install_first(s, a, data):
    install_invention(s, A.InstallInvention(a.seat, a.building), a.invention)
    push(s, ("install", a.seat, data[1] if a.invention == data[0] else data[0]))


@resolves(A.InstallInvention)
def install_invention(s, a, data):
    p = s.players[a.seat]
    f = p.lowest_empty_floor(a.building)
    p.slots[a.building][f] = data
    p.improved[a.building][f] = False
    p.progress[a.building][f] = 0
    if not s.quiet:
        s.events.append(E.InventionTaken(a.seat, data, a.building, f))


@task("refill_market")
def refill_market(s, t) -> None:
    """Refill the market with Inventions of the same quality (unless the stack is empty)."""
    for i, q in enumerate(MARKET_SLOTS):
        if s.market[i] is None and s.stacks[q]:
            s.market[i] = s.stacks[q].pop()


# --- Expand / Renovate a District --------------------------------------------------------------------
def expand_cost(s, d: int, ring: int) -> int:
    """EXPAND A DISTRICT: the construction materials that building district `d`'s Middle (ring 1)
    or Outer (ring 2) space costs."""
    return s.c.board["middle_expand_cost" if ring == 1 else "outer_expand_cost"][d]


def expand_options(s, seat) -> list:
    """Any unbuilt space (Outer only once the Middle is built), paying its 2 or 4 construction
    materials, with 1 or 2 hexes to give back; or Renovate for 3."""
    return list(expand_offers(s, seat))


def expand_offers(s, seat):
    """`expand_options` one by one (`OFFERS`)."""
    p = s.players[seat]
    hexes = sum(p.record)
    for d in range(5):
        for ring, stack in ((1, s.middle_stack), (2, s.outer_stack)):
            if s.district_tiles[d][ring] is not None or not stack:
                continue
            if ring == 2 and s.district_tiles[d][1] is None:
                continue
            if hexes >= ring and can_pay(p, "materials", expand_cost(s, d, ring)):
                yield A.ExpandDistrict(seat, d, ring)
    if hexes and can_pay(p, "materials", s.c.board["renovate_cost"]):
        yield A.RenovateDistrict(seat)


@resolves(A.ExpandDistrict)
def expand(s, a, data):
    tile = (s.middle_stack if a.ring == 1 else s.outer_stack).pop()
    s.district_tiles[a.district][a.ring] = tile
    s.electrified[a.district][a.ring] = False
    if not s.quiet:
        s.events.append(E.DistrictExpanded(a.seat, a.district, a.ring, tile))
    push(s, payment(a.seat, ("materials", expand_cost(s, a.district, a.ring))),
         ("place_hex", a.seat, a.district, a.ring, a.ring),
         ("hex_rewards", a.seat, a.district, a.ring), offer_task(s, a.seat, "expand"))


@task("place_hex")
def place_hex(s, t) -> None:
    """3 place hexes of your choice from your Exploitation Record on the tile's spaces."""
    _, seat, d, ring, left = t
    if left == 0:
        return
    p = s.players[seat]
    options = [A.PlaceHexOnTile(seat, TERRAINS[x]) for x in range(4) if p.record[x]]
    ask(s, "place_hex", seat, options, (d, ring, left))


@resolves(A.PlaceHexOnTile)
def place_hex_on_tile(s, a, data):
    d, ring, left = data
    x = TERRAIN_INDEX[a.terrain]
    s.players[a.seat].record[x] -= 1
    s.tile_hexes[d][ring] = s.tile_hexes[d][ring] + (x,)
    push(s, ("place_hex", a.seat, d, ring, left - 1))


@task("hex_rewards")
def hex_rewards(s, t) -> None:
    """Finally, gain the Conflict rewards printed by those hexes on your Factory."""
    _, seat, d, ring = t
    rewards = []
    for x in s.tile_hexes[d][ring]:
        rewards.extend(s.c.conflict_reward[x])
    gain_all(s, seat, rewards)


@resolves(A.RenovateDistrict)
def renovate(s, a, data):
    """RENOVATE A DISTRICT: 3 construction materials, discard 1 hex, gain its Conflict reward."""
    push(s, payment(a.seat, ("materials", s.c.board["renovate_cost"])),
         ("reward", a.seat, ("give_back_conflict", "", 1)), offer_task(s, a.seat, "expand"))


# --- Electrify a District -------------------------------------------------------------------------
def electrify_options(s, seat) -> list:
    """Any non-electrified tile on the board, paying its 2, 3 or 4 energy."""
    return list(electrify_offers(s, seat))


def electrify_offers(s, seat):
    """`electrify_options` one by one (`OFFERS`)."""
    p = s.players[seat]
    for d in range(5):
        for ring in range(3):
            tile = s.district_tiles[d][ring]
            if tile is not None and not s.electrified[d][ring] and \
                    can_pay(p, "energy", s.c.tiles[tile].electrify_cost):
                yield A.ElectrifyDistrict(seat, d, ring)


@resolves(A.ElectrifyDistrict)
def electrify(s, a, data):
    """1 gain the Electrify section left to right, the hexes' Conflict rewards included;
    2 flip the tile, return its Worker and discard its hexes (Magnates stay)."""
    tile = s.c.tiles[s.district_tiles[a.district][a.ring]]
    rewards = []
    for r in tile.electrify:
        if r[0] == "hexes":
            for x in s.tile_hexes[a.district][a.ring]:
                rewards.extend(s.c.conflict_reward[x])
        else:
            rewards.append(r)
    push(s, payment(a.seat, ("energy", tile.electrify_cost)),
         *[("reward", a.seat, r) for r in rewards], ("flip", a.seat, a.district, a.ring),
         offer_task(s, a.seat, "electrify"))


@task("flip")
def flip(s, t) -> None:
    _, seat, d, ring = t
    s.electrified[d][ring] = True
    c = s.workshop_workers[d][ring]
    if c >= 0:
        s.worker_supply[c] += 1
        s.workshop_workers[d][ring] = -1
    for x in s.tile_hexes[d][ring]:
        s.discard[x] += 1
    s.tile_hexes[d][ring] = ()
    if not s.quiet:
        s.events.append(E.DistrictElectrified(seat, d, ring))


# --- Trade with Other Cities ------------------------------------------------------------------------
def trade_options(s, seat):
    """Pay the City's Steam cost, then deliver 1 to 5 luxury goods (Wealth may stand in)."""
    p = s.players[seat]
    goods = min(5, p.res[3] + p.wealth)
    out = []
    for c in range(len(s.cities)):
        if s.c.cities[s.cities[c]].steam <= p.steam:
            out.extend(A.TradeWithCity(seat, c, g) for g in range(1, goods + 1))
    return out


@resolves(A.TradeWithCity)
def trade(s, a, data):
    """Rewards left to right, one per good. A Trade-condition Banner must already be on its City
    at the start of the Trade (NOTE in TRADE WITH OTHER CITIES), so the offer is fixed now."""
    p = s.players[a.seat]
    city = s.c.cities[s.cities[a.city]]
    offer = offer_task(s, a.seat, "trade")
    p.steam -= city.steam
    if not s.quiet:
        s.events.append(E.Traded(a.seat, city.id, a.goods))
    rewards = [(k, str(a.city), n) if k in ("create_partnership", "activate_partnership") else
               (k, prm, n) for k, prm, n in city.trade[:a.goods]]
    push(s, payment(a.seat, ("luxury", a.goods)), *[("reward", a.seat, r) for r in rewards],
         offer)


# --- Contribute to the Mega-Machine -----------------------------------------------------------------
def mm_ready(s, seat: int, b: int, f: int) -> bool:
    p = s.players[seat]
    inv = s.c.inventions[p.slots[b][f]]
    i = inv.index_of("mm_ready")
    return inv.quality != "university" and i >= 0 and p.progress[b][f] >= i


def contribute_options(s, seat):
    """1 of each resource plus 1 Wealth, a Mega-Machine-ready (non-University) Invention and an
    empty donation space."""
    p = s.players[seat]
    if not s.university_stack:
        return []
    cost = s.c.board["contribute_cost"]
    short = sum(max(0, cost[r] - p.res[i]) for i, r in enumerate(("food", "energy", "materials",
                                                                   "luxury")))
    if p.wealth < cost["wealth"] + short:
        return []
    spaces = [i for i, x in enumerate(s.mm_spaces) if x is None]
    return [A.ContributeToMegaMachine(seat, b, f, sp) for b, f, _ in p.inventions()
            if mm_ready(s, seat, b, f) for sp in spaces]


@resolves(A.ContributeToMegaMachine)
def contribute(s, a, data):
    """Donate the Invention face down on the space and gain its rewards; the top University
    Invention takes its place, the Progress marker staying where it was. An Upgrade whose
    linked spaces are all filled is installed on the Mega-Machine's Workshop."""
    p = s.players[a.seat]
    cost = s.c.board["contribute_cost"]
    p.wealth -= cost["wealth"]   # the Wealth itself is no choice; the resources are paid below
    s.wealth_supply += cost["wealth"]
    donated = p.slots[a.building][a.floor]
    uni = s.university_stack.pop()
    s.mm_spaces[a.space] = donated
    p.slots[a.building][a.floor] = uni
    last = len(s.c.inventions[uni].progress) - 1
    p.progress[a.building][a.floor] = min(p.progress[a.building][a.floor], last)
    if not s.quiet:
        s.events.append(E.Contributed(a.seat, donated, uni, a.space))
    machine = s.c.mega_machines[s.mm]
    for k, links in enumerate(machine.links):
        if s.mm_upgrades[k] is not None and all(s.mm_spaces[i] is not None for i in links):
            s.mm_installed = s.mm_installed + (s.mm_upgrades[k],)
            if not s.quiet:
                s.events.append(E.UpgradeInstalled(a.seat, s.mm_upgrades[k]))
            s.mm_upgrades[k] = None
    gain_all(s, a.seat, machine.spaces[a.space])
    costs = [(r, cost[r]) for r in ("food", "energy", "materials", "luxury") if cost[r]]
    if costs:
        push(s, payment(a.seat, *costs))   # paid before the space's rewards arrive


OPTIONS = {"commit": commit_options, "expand": expand_options, "electrify": electrify_options,
           "trade": trade_options, "contribute": contribute_options}
#: each action's options, in `OPTIONS`' order, made one at a time: the action step lists them
#: all, the Mayor asks only whether there is one (`decisions.can_do`, at every card he reads)
OFFERS = {"commit": commit_offers, "expand": expand_offers, "electrify": electrify_offers,
          "trade": trade_options, "contribute": contribute_options}
