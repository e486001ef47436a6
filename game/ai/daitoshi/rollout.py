"""Daitoshi's rollout policy: a sensible move in microseconds, for the search's playouts.

Uniformly random playouts make Daitoshi's future look like a random player's: Magnates wander
into Conflicts, Trades deliver one good, Inventions go into the dearest building. The search
then cannot tell a plan from a blunder. This policy prices each option of the pending decision
with the values of values.py and the state at hand (no copy, no look-ahead) and plays the best,
with a small chance of any other so that playouts still differ:

- a turn (GAME OVERVIEW): a Production Turn by what the leader's activations would yield,
  less what the other Factories produce in it (in solo the Mayor produces free in every one);
  a City Turn by the district's action the Magnate could afford there, the Workers it could
  place, the hex it must Exploit (a second hex of a type is a Conflict) and the Steam spent;
- the action step by what each action gives for what it costs (an Invention by its immediate
  rewards or its production to come; a Trade by the rewards the goods buy; Expand and Renovate
  by the Conflict they end);
- production: a building whenever its yield beats its Steam; the Grant when it frees more than
  Steam could buy;
- the small choices (which hex to give back, which Pilgrim, which Worker to drop, how to pay):
  the rule a careful player follows (give back the terrain in Conflict, pay with the resource and
  keep the Wealth, advance the Pilgrim whose track pays most).
"""

from __future__ import annotations

from game.ai.daitoshi import evaluation as ev
from game.ai.daitoshi.values import reward_value
from game.core.daitoshi import actions as A
from game.core.daitoshi import prompts as P
from game.core.daitoshi.city_actions import food_cost
from game.core.daitoshi.city_turn import MM_WORKSHOP, RIGHT, magnate_steams
from game.core.daitoshi.effects import COLOUR_INDEX, TERRAIN_INDEX, mm_workshop_rewards, \
    workshop_reward
from game.core.daitoshi.production import building_costs
from game.core.engine import Action

EXPLORE = 0.1          # chance of a uniformly random move instead of the best one
CONFLICT_RISK = 7.0    # a second hex of a type: the river penalty and the in-play cost, about
# What the other Factories make in my Production Turn counts against it: in full when one other
# Factory races me (2 players, or the Mayor, who produces free in every Production Turn), less
# when the gains spread over several rivals.
OTHERS_PRODUCE = {2: 1.0, 3: 0.6, 4: 0.5}
STEAM = 0.5


class Context:
    """What a decision's scorers share: the seat's Factory, the turns left and the unit values."""

    __slots__ = ("s", "seat", "p", "turns", "values", "key", "districts", "market")

    def __init__(self, s, seat: int) -> None:
        self.s = s
        self.seat = seat
        self.p = s.players[seat]
        # the turns left change little within a turn: read once per table turn and seat (a
        # playout asks for them at every decision), with the unit values they give
        cached = s.__dict__.get("_rollout_turns")   # a new world has none: no exception raised
        if cached is not None and cached[0] == s.turn and cached[1] == seat:
            _, _, self.turns, self.key, self.values = cached
        else:
            self.turns = ev.turns_left(s, seat)
            share = ev.share_left(self.turns)
            self.key = int(share * 28 + 0.5)
            self.values = ev.values_at(share)
            s._rollout_turns = (s.turn, seat, self.turns, self.key, self.values)
        # `districts` (a district's worth, made by `turn_choice`) and `market` (a slot's
        # Invention's, by `action_choice`): priced once per decision for the options sharing it


# --- what an Invention, a building, a production is worth -------------------------------------
def invention_worth(ctx: Context, inv_id: str, pos: int = 0, improved: bool = False) -> float:
    """Its production and Progress over the turns left (evaluation.engine_value's terms)."""
    c = ctx.s.c
    acts = ev.ACTIVATIONS_PER_TURN * ctx.turns
    reach = int(ev.PROGRESS_PER_TURN * ctx.turns + 0.5)
    return acts * ev.production_value(c, inv_id, improved, False, ctx.values, ctx.key) \
        + ev.progress_value(c, inv_id, pos, reach, ctx.values, ctx.key)


def building_yield(ctx: Context, seat: int, b: int, leader: bool) -> float:
    """One activation of building `b` of `seat`: every floor's ticks and its Progress steps."""
    s = ctx.s
    p = s.players[seat]
    c = s.c
    steps = 2 if leader else 1
    if p.conflict[3]:
        steps -= 1
    total = 0.0
    values, key = ctx.values, ctx.key
    yields, ahead = ev.YIELDS, ev.AHEAD   # looked up first: a turn prices every building
    for inv, up, pos in zip(p.slots[b], p.improved[b], p.progress[b]):
        if inv is None:
            break
        v = yields.get((inv, up, leader, key))
        total += ev.production_value(c, inv, up, leader, values, key) if v is None else v
        if steps:
            v = ahead.get((inv, pos, steps, key))
            total += ev.progress_value(c, inv, pos, steps, values, key) if v is None else v
    return total


def production_gain(ctx: Context, seat: int, leader: bool, free: bool = False) -> float:
    """What `seat` would make in a Production Turn: the buildings worth their Steam, the
    cheapest per VP first while the Steam lasts (all of them, free, for the Mayor)."""
    s = ctx.s
    p = s.players[seat]
    steam = p.steam
    costs = building_costs(s, seat)
    gains = []
    for b in range(3):
        if p.slots[b][0] is None:
            continue
        y = building_yield(ctx, seat, b, leader)
        cost = 0 if free else costs[b]
        if y > cost * STEAM:
            gains.append((y - cost * STEAM, cost, y))
    total = 0.0
    for net, cost, y in sorted(gains, reverse=True):
        if cost <= steam:
            steam -= cost
            total += net
    if leader and total:
        total += 2.0 * len(gains)      # a Pilgrim advance per building the leader activates
    return total


# --- a City Turn's district -------------------------------------------------------------------
def action_worth(ctx: Context, action: str, d: int) -> float:
    """A quick price of the district action `action` with what the seat holds now."""
    s, p = ctx.s, ctx.p
    w = p.wealth
    if action == "commit":
        if not p.empty_floors():
            return 0.0
        food = p.res[0] + w
        return (0.0, 4.0, 6.0, 8.0)[min(food, 3)] * min(1.0, ctx.turns / 6)
    if action == "expand":
        hexes = sum(p.record)
        if not hexes or p.res[2] + w < 2:
            return 0.0
        return 2.0 + (CONFLICT_RISK if max(p.record) >= 2 else 0.0)
    if action == "electrify":
        energy = p.res[1] + w
        return 2.0 + 1.2 * min(energy, 4) if energy >= 2 else 0.0
    if action == "trade":
        goods = min(5, p.res[3] + w)
        return 2.4 * goods if goods and p.steam >= 2 else 0.0
    if action == "contribute":
        return 10.0 if s.mm_district == d and _can_contribute(s, ctx.seat) else 0.0
    return 0.0


def _can_contribute(s, seat: int) -> bool:
    p = s.players[seat]
    if not s.university_stack or None not in s.mm_spaces:
        return False
    short = p.res.count(0)   # the resources with none held: 1 of each is asked
    if p.wealth < 1 + short:
        return False
    for b, f, inv_id in p.inventions():
        inv = s.c.inventions[inv_id]
        i = inv.index_of("mm_ready")
        if inv.quality != "university" and 0 <= i <= p.progress[b][f]:
            return True
    return False


def hex_risk(p, t: int) -> float:
    """Exploiting terrain `t`: a Worker and a little Steam, or a Conflict if one is there."""
    return -CONFLICT_RISK if p.record[t] >= 1 else 1.5


def move_worth(ctx: Context, d: int, space: int, steam: int) -> float:
    """A Magnate move to `space` of district `d` for `steam` Steam."""
    s, p = ctx.s, ctx.p
    tile = s.c.tiles[s.district_tiles[d][0]]
    worth = ctx.districts.get(d)
    if worth is None:
        worth = ctx.districts[d] = _district_worth(ctx, d, tile)
    # the Workers it could place
    if space != RIGHT:
        colour = tile.workers
        have = p.worker_count() if colour == "any" else p.workers[COLOUR_INDEX[colour]]
        if have:
            open_ = 0
            for r in range(3):
                if s.district_tiles[d][r] is not None and \
                        (space == 0 or s.workshop_workers[d][r] < 0):
                    open_ += 1
            if s.mm_district == d and (space == 0 or s.mm_worker < 0):
                open_ += 1
            worth += 2.0 * min(have, open_)
    return worth - STEAM * steam


def _district_worth(ctx: Context, d: int, tile) -> float:
    """What a Magnate move to district `d` brings whichever space it takes: its action and its
    Exploit."""
    s, p = ctx.s, ctx.p
    # the action: the district's, the Mega-Machine's when it is there, any at the Town Hall
    if tile.action == "wild":
        worth = action_worth(ctx, "commit", d)
        for a in ("expand", "electrify", "trade", "contribute"):
            other = action_worth(ctx, a, d)
            if other > worth:
                worth = other
    else:
        worth = action_worth(ctx, tile.action, d)
        if s.mm_district == d:
            worth = max(worth, action_worth(ctx, "contribute", d))
    # the Exploit: the Town Hall takes a river hex and the land of choice
    if "land" in tile.exploit:
        worth += hex_risk(p, 0) + max(hex_risk(p, 1), hex_risk(p, 2), hex_risk(p, 3))
    else:
        for x in tile.exploit:
            worth += hex_risk(p, TERRAIN_INDEX[x])
    return worth


def production_turn_worth(ctx: Context) -> float:
    """A Production Turn: what the seat would make leading it, less what the others make."""
    s = ctx.s
    mine = production_gain(ctx, ctx.seat, True)
    others = 0.0
    solo = s.solo
    for other in range(len(s.players)):
        if other != ctx.seat:
            free = solo is not None and other == solo.seat
            others += production_gain(ctx, other, False, free)
    return mine - OTHERS_PRODUCE[len(s.players)] * others


def turn_choice(ctx: Context, legal, rng=None) -> Action:
    """A turn's best option (the first of equals), its up to 16 moves priced in one loop."""
    steams = magnate_steams(ctx.s)
    d0 = ctx.p.magnate[0]
    ctx.districts = {}
    best, best_worth = legal[0], float("-inf")
    for a in legal:
        if type(a) is A.StartProduction:
            w = production_turn_worth(ctx)
        else:
            steps, space = a.steps, a.space
            w = move_worth(ctx, (d0 + steps) % 5, space, steams[steps * 3 + space])
        if w > best_worth:
            best, best_worth = a, w
    return best


# --- the action step --------------------------------------------------------------------------
def action_step_worth(ctx: Context, a: Action) -> float:
    s, p, values = ctx.s, ctx.p, ctx.values
    t = type(a)
    if t is A.CommitInventions:
        food = food_cost(s, a.slots)
        worth = 0.0
        for i in a.slots:
            inv = s.market[i]
            priced = ctx.market.get(i)
            if priced is None:
                priced = ctx.market[i] = invention_worth(ctx, inv)
            worth += priced
            if len(a.slots) == 1:
                worth += reward_value(s.c.inventions[inv].immediate, values)
        return worth - food * values["food"]
    if t is A.TradeWithCity:
        city = s.c.cities[s.cities[a.city]]
        worth = 0.0
        for kind, _p, n in city.trade[:a.goods]:
            if kind == "create_partnership" and (ctx.seat in s.banners[a.city] or not p.banners):
                continue
            worth += values.get(kind, 0.0) * n
        return worth - a.goods * values["luxury"] - city.steam * STEAM
    if t is A.ElectrifyDistrict:
        tile = s.c.tiles[s.district_tiles[a.district][a.ring]]
        worth = 0.0
        for r in tile.electrify:
            if r[0] == "hexes":
                for x in s.tile_hexes[a.district][a.ring]:
                    worth += reward_value(s.c.conflict_reward[x], values)
            else:
                worth += values.get(r[0], 0.0) * r[2]
        return worth - tile.electrify_cost * values["energy"]
    if t is A.ExpandDistrict:
        cost = s.expand_cost(a.district, a.ring)
        relief = CONFLICT_RISK if max(p.record) >= 2 else 0.5
        return relief + 1.5 * a.ring + 1.0 - cost * values["materials"]
    if t is A.RenovateDistrict:
        relief = CONFLICT_RISK if max(p.record) >= 2 else 0.5
        return relief + 1.0 - s.renovate_cost() * values["materials"]
    if t is A.ContributeToMegaMachine:
        machine = s.c.mega_machines[s.mm]
        return 6.0 + reward_value(machine.spaces[a.space], values) - 4 * values["food"] \
            - values["wealth"]
    return 0.0    # SkipAction


def action_choice(ctx: Context, legal, rng=None) -> Action:
    """The action step's option of most worth (`action_step_worth`), the first of equals."""
    ctx.market = {}
    return _best_priced(ctx, legal, action_step_worth)


# --- production ---------------------------------------------------------------------------------
def produce_choice(ctx: Context, legal, leader: bool) -> Action:
    s = ctx.s
    best, best_worth = None, 0.0
    grant = None
    for a in legal:
        t = type(a)
        if t is A.ActivateBuilding:
            worth = building_yield(ctx, ctx.seat, a.building, leader) \
                - STEAM * building_costs(s, ctx.seat)[a.building]
            if worth > best_worth:
                best, best_worth = a, worth
        elif t is A.UseGovernmentGrant:
            grant = a
    if grant is not None:
        everything = sum(building_yield(ctx, ctx.seat, b, leader) for b in range(3)
                         if ctx.p.slots[b][0] is not None)
        bought = production_gain(ctx, ctx.seat, leader)
        # the Grant is one free activation of all; kept, it is 3 Progress advances at the end
        if everything - bought > 3.0 + 2.0 * ctx.key / 28:
            return grant
    return best if best is not None else _end_production(legal)


def _end_production(legal):
    for a in legal:
        if type(a) is A.EndProduction:
            return a
    return legal[-1]


# --- the small choices ---------------------------------------------------------------------------
def pilgrim_worth(ctx: Context, t: int) -> float:
    """The END GAME SCORING a step on track `t` adds (and the river penalty it lowers)."""
    s, p = ctx.s, ctx.p
    track = s.c.tracks[t]
    pos = p.pilgrims[t]
    now = track.vp[pos] if pos >= 0 else 0
    nxt = track.vp[pos + 1] if pos + 1 < len(track.vp) else now
    # the counts in plain loops, not generators: a Pilgrim choice prices up to four tracks
    if t == 0:
        mult = p.record.count(0) or 1
        penalty_now = track.penalty[pos] if pos >= 0 else track.temple_penalty
        penalty_next = track.penalty[pos + 1] if pos + 1 < len(track.penalty) else penalty_now
        conflicts = len(p.record) - p.record.count(0) - p.record.count(1)   # 2 or more hexes
        return (nxt - now) * mult + (penalty_now - penalty_next) * conflicts
    inventions = s.c.inventions
    if t == 1:
        mult = 1
        for row in p.slots:
            for inv in row:
                mult += inv is not None and inventions[inv].quality == "university"
    elif t == 2:
        mult = 1
        for row, progress in zip(p.slots, p.progress):
            for inv, pos_ in zip(row, progress):
                mult += inv is not None and pos_ >= len(inventions[inv].progress) - 2
    else:
        mult = s.c.factory["reputation_vp"][p.reputation]
    return (nxt - now) * mult


def progress_worth(ctx: Context, a: A.AdvanceProgress) -> float:
    p = ctx.p
    inv = p.slots[a.building][a.floor]
    pos = p.progress[a.building][a.floor]
    c = ctx.s.c
    near = ev.progress_value(c, inv, pos, 1, ctx.values, ctx.key)
    soon = ev.progress_value(c, inv, pos, 3, ctx.values, ctx.key)
    return near + 0.3 * soon


def install_worth(ctx: Context, b: int) -> float:
    """Inventions in one building produce together: fill the cheap middle building first."""
    p = ctx.p
    held = 3 - p.slots[b].count(None)
    return -building_costs(ctx.s, ctx.seat)[b] + 0.8 * held


def _most_held(p, options, extra: int = -1):
    """The Worker of the colour held most (a new one counted)."""
    def held(a):
        c = COLOUR_INDEX[a.colour]
        return p.workers[c] + (1 if c == extra else 0)
    return max(options, key=held)


def _best(options, worth):
    best, best_worth = options[0], float("-inf")
    for a in options:
        w = worth(a)
        if w > best_worth:
            best, best_worth = a, w
    return best


def _best_priced(ctx: Context, options, price) -> Action:
    """`_best` with `price(ctx, option)`, called directly: a turn offers up to 16 moves, an
    action step up to 30."""
    best, best_worth = options[0], float("-inf")
    for a in options:
        w = price(ctx, a)
        if w > best_worth:
            best, best_worth = a, w
    return best


def _place_choice(ctx: Context, legal, rng) -> Action:
    s = ctx.s

    def place_worth(a):
        if type(a) is not A.PlaceWorker:
            return 0.5
        rewards = mm_workshop_rewards(s) if a.workshop == MM_WORKSHOP else \
            workshop_reward(s, s.cur_district, a.workshop)
        return reward_value(rewards, ctx.values)
    return _best(legal, place_worth)


def _hex_choice(ctx: Context, legal, rng) -> Action:
    s, p = ctx.s, ctx.p
    return _best(legal, lambda a: p.record[TERRAIN_INDEX[a.terrain]] * 10 + reward_value(
        s.c.conflict_reward[TERRAIN_INDEX[a.terrain]], ctx.values))


def _city_choice(ctx: Context, legal, rng) -> Action:
    s = ctx.s

    def city_worth(a):
        if type(a) is A.DeclinePartnership:
            return 0.0
        return reward_value(s.c.cities[s.cities[a.city]].effect, ctx.values)
    return _best(legal, city_worth)


# the policy for each kind of prompt (prompts.py), found by its class in one look-up, not
# matched against each case in turn: a playout asks it at every decision. The class is asked
# of the state (`prompt_type`); the two rules that read a field of the prompt ask for it
_CHOICES = {
    P.TurnPrompt: turn_choice,      # their own functions: no lambda between (`rng` unread)
    P.ActionPrompt: action_choice,
    P.ProducePrompt: lambda ctx, legal, rng: produce_choice(ctx, legal,
                                                        ctx.s.prompt(ctx.seat).leader),
    # keep the Wealth: it pays for anything
    P.PayPrompt: lambda ctx, legal, rng: max(legal, key=lambda a: a.own),
    P.PlaceWorkersPrompt: _place_choice,
    P.ExploitPrompt: lambda ctx, legal, rng: _best(
        legal, lambda a: hex_risk(ctx.p, TERRAIN_INDEX[a.track]) + rng.random()),
    P.GiveBackPrompt: _hex_choice,
    P.PlaceHexPrompt: _hex_choice,
    P.HexRewardPrompt: lambda ctx, legal, rng: _best(legal, lambda a: reward_value(
        ctx.s.c.conflict_reward[TERRAIN_INDEX[a.terrain]], ctx.values)),
    P.PilgrimPrompt: lambda ctx, legal, rng: _best(
        legal, lambda a: pilgrim_worth(ctx, TERRAIN_INDEX[a.track]) + 0.1 * rng.random()),
    P.PilgrimSpacesPrompt: lambda ctx, legal, rng: max(legal, key=lambda a: a.spaces),
    P.ProgressPrompt: lambda ctx, legal, rng: _best(
        legal, lambda a: progress_worth(ctx, a) if type(a) is A.AdvanceProgress else -1.0),
    P.InstallPrompt: lambda ctx, legal, rng: _best(
        legal, lambda a: install_worth(ctx, a.building)),
    P.InstallPairPrompt: lambda ctx, legal, rng: _best(
        legal, lambda a: install_worth(ctx, a.building) + 0.1 * invention_worth(ctx, a.invention)),
    P.FactoryFullPrompt: lambda ctx, legal, rng: _most_held(
        ctx.p, legal, COLOUR_INDEX[ctx.s.prompt(ctx.seat).newcomer]),
    P.ConflictDiscardPrompt: lambda ctx, legal, rng: _most_held(ctx.p, legal),
    P.PartnershipPrompt: _city_choice,
    P.BannerPrompt: _city_choice,
    P.CityEffectPrompt: _city_choice,
    P.WorkshopRewardPrompt: lambda ctx, legal, rng: _best(legal, lambda a: reward_value(
        workshop_reward(ctx.s, ctx.s.cur_district, a.workshop), ctx.values)),
}


def choose(s, seat: int, legal: list, rng, explore: bool = True) -> Action:
    """The rollout policy's move for `seat` among `legal` (the pending decision's options);
    `explore=False`: always its best move. A kind it has no rule for (the draft, a Worker of
    any colour): any option."""
    if len(legal) == 1:
        return legal[0]
    if explore and rng.random() < EXPLORE:
        return legal[rng.below(len(legal))]
    ctx = Context(s, seat)   # made for every kind: it keeps the turns left for the turn's others
    rule = _CHOICES.get(s.prompt_type(seat))
    if rule is not None:
        return rule(ctx, legal, rng)
    return legal[rng.below(len(legal))]


def finish_turn(s, seat: int, rng, most: int = 40) -> None:
    """Play `seat`'s decisions with the policy's best moves until its turn is over: another
    seat must decide, its next turn starts, or the game ends. A Daitoshi turn is several
    decisions (move, Workers, Exploit, action, paying ...); judged after its first alone, a
    Magnate's move shows only the Steam it costs."""
    for _ in range(most):
        prompt = s.prompt(seat)
        if prompt is None or type(prompt) is P.TurnPrompt:
            return
        legal = s.legal_actions(seat)
        s.apply(choose(s, seat, legal, rng, explore=False))
