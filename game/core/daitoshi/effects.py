"""Gaining rewards: resources, Steam, VP, the board's tracks, Workers, giving back (Pilgrims:
pilgrims.py).

Each reward runs as a task `("reward", seat, (kind, param, amount))`; rewards that need a choice
ask for it. Rulebook sections are cited beside each rule.
"""

from __future__ import annotations

from game.core.daitoshi import actions as A
from game.core.daitoshi import events as E
from game.core.daitoshi.components import COLOUR_INDEX, COLOURS, RES_INDEX, TERRAIN_INDEX, TERRAINS
from game.core.daitoshi.flow import ask, push, resolves, task
from game.core.daitoshi.pilgrims import pilgrim_reward, pilgrim_run_reward


def gain_all(s, seat: int, rewards) -> None:
    """Queue rewards to be gained in order, left to right."""
    push(s, *[("reward", seat, r) for r in rewards])


def add_vp(s, seat: int, amount: int) -> None:
    s.players[seat].vp += amount
    if not s.quiet:
        s.events.append(E.Gained(seat, "vp", amount))


def reputation_vp(s, seat: int) -> int:
    """GAINING REPUTATION 3: the VP under the Reputation marker."""
    return s.c.factory["reputation_vp"][s.players[seat].reputation]


# --- payments (GAINING AND SPENDING RESOURCES) ----------------------------------------------------
def can_pay(p, resource: str, amount: int) -> bool:
    """Wealth is a wild resource: it may stand in for any resource, never for Steam."""
    return p.res[RES_INDEX[resource]] + p.wealth >= amount


def pay(s, p, resource: str, amount: int) -> None:
    """Spend the resource first, then Wealth for the rest: the Mayor's way (SOLO MODE, "spending
    the action's resource first and then spending as much Wealth as needed")."""
    i = RES_INDEX[resource]
    own = min(p.res[i], amount)
    p.res[i] -= own
    p.wealth -= amount - own
    s.wealth_supply += amount - own


def by_solo_rules(s, seat: int) -> bool:
    """SOLO MODE: the Mayor never chooses; where the multiplayer rules give a player a choice,
    the solo rules fix his (paying, installing), so he is never asked."""
    solo = getattr(s, "solo", None)
    return solo is not None and seat == solo.seat


def payment(seat: int, *costs) -> tuple:
    """The task that pays `costs` ((resource, amount), ... distinct resources), one decision
    each. An action queues it ahead of its other tasks: paid before anything the action gives."""
    return ("pay", seat, tuple(costs))


@task("pay")
def pay_step(s, t) -> None:
    """How to pay the first cost: any split of the resource and Wealth the player holds, keeping
    enough Wealth for the costs still to come, so no offered split can leave one unpayable. A
    lone split (e.g. no Wealth, or no resource) is no choice and is paid at once."""
    _, seat, costs = t
    (resource, amount), rest = costs[0], costs[1:]
    if rest:
        push(s, ("pay", seat, rest))
    p = s.players[seat]
    if by_solo_rules(s, seat):
        pay(s, p, resource, amount)
        return
    reserve = 0      # a loop, not a generator: most payments have no cost after this one
    for r, n in rest:
        reserve += max(0, n - p.res[RES_INDEX[r]])
    least = max(0, amount - p.res[RES_INDEX[resource]])
    most = min(amount, p.wealth - reserve)
    options = [A.PayCost(seat, resource, amount - w, w) for w in range(least, most + 1)]
    ask(s, "pay", seat, options, amount)


@resolves(A.PayCost)
def pay_cost(s, a, data):
    p = s.players[a.seat]
    p.res[RES_INDEX[a.resource]] -= a.own
    p.wealth -= a.wealth
    s.wealth_supply += a.wealth


# --- the reward task -------------------------------------------------------------------------------
@task("reward")
def reward_task(s, t) -> None:
    _, seat, (kind, param, amount) = t
    REWARDS[kind](s, seat, param, amount)


def _resource(kind):
    i = RES_INDEX[kind]

    def gain(s, seat, param, amount):
        p = s.players[seat]
        cap = s.c.factory["resource_cap"]
        got = min(cap, p.res[i] + amount) - p.res[i]   # no more than 9 of a type
        p.res[i] += got
        if got and not s.quiet:
            s.events.append(E.Gained(seat, kind, got))
    return gain


def _wealth(s, seat, param, amount):
    got = min(amount, s.wealth_supply)   # 25 Wealth tokens (COMPONENTS)
    s.wealth_supply -= got
    s.players[seat].wealth += got
    if got and not s.quiet:
        s.events.append(E.Gained(seat, "wealth", got))


def _steam(s, seat, param, amount):
    s.players[seat].steam += amount
    if not s.quiet:
        s.events.append(E.Gained(seat, "steam", amount))


def steam_per_arrow(s, seat: int) -> int:
    """THE STEAM ENGINE TRACK: the Steam each arrow gives `seat`, as its first Operation tile says
    (3, or 2 on the Conflict side)."""
    on_conflict = s.players[seat].conflict[0]
    return s.c.factory["conflict_steam_per_arrow" if on_conflict else "steam_per_arrow"]


def _chimney(direction):
    """THE STEAM ENGINE TRACK: water moves the Chimney up, coal down; excess is lost; every space
    moved through or into with an arrow in the moving direction gives the Operation tile's
    Steam (3, or 2 on the Conflict side)."""
    def gain(s, seat, param, amount):
        p = s.players[seat]
        lo, hi = s.c.factory["steam_engine"]["min"], s.c.factory["steam_engine"]["max"]
        per = steam_per_arrow(s, seat)
        arrows = s.c.arrows
        got = 0
        for _ in range(amount):
            nxt = p.chimney + direction
            if nxt < lo or nxt > hi:
                break
            p.chimney = nxt
            a = arrows[nxt - lo]
            if a == "both" or (a == "up") == (direction > 0):
                got += per
        if got:
            p.steam += got
            if not s.quiet:
                s.events.append(E.Gained(seat, "steam", got))
    return gain


def _vp(s, seat, param, amount):
    add_vp(s, seat, amount)


def _end_vp(s, seat, param, amount):
    """GENERAL RULES: a purple VP icon scores at the end of the game."""
    s.players[seat].end_vp += amount


def _prestige(s, seat, param, amount):
    """GAINING PRESTIGE: 1 step per Prestige, gaining every space moved through or into."""
    p = s.players[seat]
    track = s.c.prestige_track
    gained = []
    for _ in range(amount):
        if p.prestige + 1 >= len(track):
            break
        p.prestige += 1
        gained.extend(track[p.prestige])
    if not s.quiet:
        s.events.append(E.Gained(seat, "prestige", amount))
    gain_all(s, seat, gained)


def _reputation(s, seat, param, amount):
    """GAINING REPUTATION 2: 1 step right, never beyond the 4th spot."""
    p = s.players[seat]
    p.reputation = min(3, p.reputation + amount)
    if not s.quiet:
        s.events.append(E.Gained(seat, "reputation", amount))


def _score_reputation(s, seat, param, amount):
    add_vp(s, seat, reputation_vp(s, seat) * amount)


def _worm_bus(s, seat, param, amount):
    """WORM-BUS MOVEMENTS: clockwise around the rail, gaining every space moved through or onto."""
    p = s.players[seat]
    rail = s.c.worm_bus_rail
    gained = []
    for _ in range(amount):
        p.worm_bus = (p.worm_bus + 1) % len(rail)
        gained.extend(rail[p.worm_bus])
    if not s.quiet:
        s.events.append(E.Gained(seat, "worm_bus", amount))
    gain_all(s, seat, gained)


# --- Workers (EXPLOIT 3, PLACE WORKERS) ---------------------------------------------------------------
def worker_cap(s, seat: int) -> int:
    p = s.players[seat]
    return s.c.factory["conflict_worker_cap" if p.conflict[2] else "worker_cap"]


def gain_worker(s, seat: int, colour: int) -> None:
    """Up to 6 Workers (2 in Conflict). "If all your Worker spaces are full, you may remove one in
    order to store the new Worker or discard it" (EXPLOIT 3)."""
    if s.worker_supply[colour] == 0:
        return   # no Worker of that colour left in the supply: lost
    p = s.players[seat]
    if p.worker_count() < worker_cap(s, seat):
        s.worker_supply[colour] -= 1
        p.workers[colour] += 1
        if not s.quiet:
            s.events.append(E.Gained(seat, "worker_" + COLOURS[colour], 1))
        return
    held = {c for c in range(4) if p.workers[c]}
    options = [A.DiscardWorker(seat, COLOURS[c]) for c in sorted(held | {colour})]
    ask(s, "worker_full", seat, options, colour)


@resolves(A.DiscardWorker)
def discard_worker(s, a, data):
    p = s.players[a.seat]
    c = COLOUR_INDEX[a.colour]
    if data == "conflict":
        p.workers[c] -= 1
        s.worker_supply[c] += 1
        push(s, ("conflict_discard", a.seat))
        return
    new = data
    if c == new:
        return   # the new Worker is discarded (stays in the supply)
    p.workers[c] -= 1
    s.worker_supply[c] += 1
    s.worker_supply[new] -= 1
    p.workers[new] += 1
    if not s.quiet:
        s.events.append(E.Gained(a.seat, "worker_" + COLOURS[new], 1))


def _worker(s, seat, param, amount):
    if amount > 1:
        push(s, ("reward", seat, ("worker", param, amount - 1)))
    if param != "any":
        gain_worker(s, seat, COLOUR_INDEX[param])
        return
    # GENERAL RULES: a grey Worker is any 1 Worker of your choice.
    options = [A.ChooseWorker(seat, COLOURS[c]) for c in range(4) if s.worker_supply[c]]
    ask(s, "worker_any", seat, options)


@resolves(A.ChooseWorker)
def choose_worker(s, a, data):
    gain_worker(s, a.seat, COLOUR_INDEX[a.colour])


# --- Giving back to the Wilderness (GIVING BACK TO THE WILDERNESS) --------------------------------
def _give_back(with_reward: bool):
    def gain(s, seat, param, amount):
        if amount > 1:
            push(s, ("reward", seat, ("give_back_conflict" if with_reward else "give_back", "",
                                      amount - 1)))
        p = s.players[seat]
        options = [A.GiveBackHex(seat, TERRAINS[t]) for t in range(4) if p.record[t]]
        ask(s, "give_back", seat, options, with_reward)
    return gain


@resolves(A.GiveBackHex)
def give_back_hex(s, a, data):
    """Discard 1 hex of your choice to the piles by the board; with the red Conflict hex icon,
    also gain the reward printed next to it."""
    t = TERRAIN_INDEX[a.terrain]
    s.players[a.seat].record[t] -= 1
    s.discard[t] += 1
    if not s.quiet:
        s.events.append(E.Gained(a.seat, "give_back_" + a.terrain, 1))
    if data:
        gain_all(s, a.seat, s.c.conflict_reward[t])


def _hex_reward(s, seat, param, amount):
    """Mega-Machine workshop / CITIES: gain the Conflict reward of 1 hex in your record N times."""
    p = s.players[seat]
    options = [A.ChooseHexReward(seat, TERRAINS[t]) for t in range(4) if p.record[t]]
    ask(s, "hex_reward", seat, options, amount)


@resolves(A.ChooseHexReward)
def choose_hex_reward(s, a, data):
    t = TERRAIN_INDEX[a.terrain]
    gain_all(s, a.seat, s.c.conflict_reward[t] * data)


# --- Partnerships (TRADE WITH OTHER CITIES) --------------------------------------------------------
def _partnership(s, seat, param, amount):
    """The grey Partnership icon: a Banner on any City where you have none."""
    if s.players[seat].banners == 0:
        return
    options = [A.PlaceBanner(seat, c) for c in range(len(s.cities)) if seat not in s.banners[c]]
    ask(s, "banner", seat, options)


@resolves(A.PlaceBanner)
def place_banner(s, a, data):
    s.players[a.seat].banners -= 1
    s.banners[a.city] = s.banners[a.city] + (a.seat,)
    if not s.quiet:
        s.events.append(E.Gained(a.seat, "banner", a.city))


def _create_partnership(s, seat, param, amount):
    """Create a Partnership (upward arrow): a Banner on the City traded with, if none there."""
    c = int(param)
    if s.players[seat].banners and seat not in s.banners[c]:
        place_banner(s, A.PlaceBanner(seat, c), None)


def _activate_partnership(s, seat, param, amount):
    """Activate the Partnership: the City's reward now, no condition, Banner stays."""
    c = int(param)
    gain_all(s, seat, [(k, str(c), n) if k == "city_effect" else (k, prm, n)
                       for k, prm, n in s.c.cities[s.cities[c]].effect])


def _city_effect(s, seat, param, amount):
    """CITIES: gain the effect of any other City in play."""
    own = int(param) if param else -1
    options = [A.ChooseCityEffect(seat, c) for c in range(len(s.cities)) if c != own]
    ask(s, "city_effect", seat, options)


@resolves(A.ChooseCityEffect)
def choose_city_effect(s, a, data):
    city = s.c.cities[s.cities[a.city]]
    rewards = [(k, str(a.city), n) if k == "city_effect" else (k, p, n)
               for k, p, n in city.effect]
    gain_all(s, a.seat, rewards)


# --- Inventions' Progress Tracks (DEVELOPING INVENTIONS) -------------------------------------------
def can_progress(s, seat: int, b: int, f: int) -> bool:
    p = s.players[seat]
    inv = p.slots[b][f]
    return inv is not None and p.progress[b][f] < len(s.c.inventions[inv].progress) - 1


def advance_progress(s, seat: int, b: int, f: int) -> None:
    """Move 1 space right if possible and gain the icon reached."""
    if not can_progress(s, seat, b, f):
        return
    p = s.players[seat]
    p.progress[b][f] += 1
    space = s.c.inventions[p.slots[b][f]].progress[p.progress[b][f]]
    if space:   # most spaces print nothing
        push(s, *[("progress_reward", seat, b, f, r) for r in space])


@task("advance")
def advance_task(s, t) -> None:
    advance_progress(s, t[1], t[2], t[3])


@task("progress_reward")
def progress_reward(s, t) -> None:
    _, seat, b, f, r = t
    p = s.players[seat]
    kind = r[0]
    if kind == "upgrade":          # 1 slide the Invention up to its improved position
        p.improved[b][f] = True
    elif kind == "mm_ready":       # 2 now available to donate (read from the marker)
        pass
    elif kind in ("score", "score_twice"):   # 3, 5 the VP of the tile's rightmost space
        add_vp(s, seat, s.c.inventions[p.slots[b][f]].vp * (2 if kind == "score_twice" else 1))
    else:                          # 4 give back, and the other printed rewards
        REWARDS[kind](s, seat, r[1], r[2])


def _progress(s, seat, param, amount):
    """Advance the Progress marker of any Invention, up to N times, split as you like."""
    options = [A.AdvanceProgress(seat, b, f) for b in range(3) for f in range(3)
               if can_progress(s, seat, b, f)]
    if options:
        ask(s, "progress", seat, options + [A.StopAdvancing(seat)], amount)


@resolves(A.AdvanceProgress)
def choose_progress(s, a, data):
    if data > 1:
        push(s, ("reward", a.seat, ("progress", "", data - 1)))
    advance_progress(s, a.seat, a.building, a.floor)


@resolves(A.StopAdvancing)
def stop_advancing(s, a, data):
    pass


# --- rewards naming other components -------------------------------------------------------------
def mm_workshop_rewards(s) -> list:
    """THE MEGA-MACHINE FAIR: its Workshop reward plus every Upgrade installed so far, "in any
    order". The order is no decision because it cannot change the outcome: every Upgrade gives
    only VP, Wealth, Steam or a Pilgrim advance of choice. Rewards never spend, and nothing the
    Workshop reward leads to reads a player's VP, Wealth or Steam (Wealth reads the supply, but
    every part goes to the same player, so the total is the same); no reward here puts a hex on a
    track, and every Pilgrim reward they can lead to is "of choice", so the Pilgrim advances are
    the same interchangeable choices whatever comes between them. NOTES.md; the premise and the
    outcome sets are tested (test_daitoshi_choices.py)."""
    out = list(s.c.mega_machines[s.mm].workshop)
    for u in s.mm_installed:
        out.extend(s.c.upgrades[u])
    return out


def _mm_workshop(s, seat, param, amount):
    gain_all(s, seat, mm_workshop_rewards(s))


def _market_brilliant(s, seat, param, amount):
    """CITIES: the left and middle rewards and the VP of the Brilliant Invention in the Market."""
    inv = s.market[4]
    if inv is not None:
        gain_all(s, seat, s.c.inventions[inv].immediate)


def workshop_reward(s, d: int, ring: int) -> tuple:
    tile = s.c.tiles[s.district_tiles[d][ring]]
    return tile.electrified_workshop if s.electrified[d][ring] else tile.workshop


def _workshop_reward(s, seat, param, amount):
    """CITIES: the reward of 1 Workshop in your current district (not the Mega-Machine's)."""
    d = s.cur_district
    if d is None:
        return
    options = [A.ChooseWorkshopReward(seat, r) for r in range(3)
               if s.district_tiles[d][r] is not None]
    ask(s, "workshop_reward", seat, options)


@resolves(A.ChooseWorkshopReward)
def choose_workshop_reward(s, a, data):
    gain_all(s, a.seat, workshop_reward(s, s.cur_district, a.workshop))


REWARDS = {
    "food": _resource("food"), "energy": _resource("energy"),
    "materials": _resource("materials"), "luxury": _resource("luxury"),
    "wealth": _wealth, "steam": _steam, "water": _chimney(+1), "coal": _chimney(-1),
    "vp": _vp, "end_vp": _end_vp, "prestige": _prestige, "reputation": _reputation,
    "score_reputation": _score_reputation, "worm_bus": _worm_bus, "pilgrim": pilgrim_reward,
    "pilgrim_run": pilgrim_run_reward, "worker": _worker, "give_back": _give_back(False),
    "give_back_conflict": _give_back(True), "hex_reward": _hex_reward,
    "partnership": _partnership, "create_partnership": _create_partnership,
    "activate_partnership": _activate_partnership, "city_effect": _city_effect,
    "progress": _progress, "mm_workshop": _mm_workshop, "market_brilliant": _market_brilliant,
    "workshop_reward": _workshop_reward,
}
