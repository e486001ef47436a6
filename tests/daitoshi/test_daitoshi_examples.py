"""Every worked example in the Daitoshi rulebook, set up on a real table and played through
`State.apply`. Each test cites the rulebook section it reproduces."""

import pytest

from game.core.daitoshi import actions as A
from game.core.daitoshi import new_game
from game.core.daitoshi.components import TERRAINS
from game.core.daitoshi.end_game import end_scores
from game.core.daitoshi.flow import push, run

FOOD, ENERGY, MATERIALS, LUXURY = range(4)
BLUE, GREEN, YELLOW, RED = range(4)


def district_of(s, tile_id):
    return next(d for d in range(5) if s.district_tiles[d][0] == tile_id)


def build(s, d, ring, tile_id):
    stack = s.middle_stack if ring == 1 else s.outer_stack
    stack.remove(tile_id)
    s.district_tiles[d][ring] = tile_id


def clear_tracks(s):
    """Move every hex but the last space's to the box so Pilgrims may walk there."""
    for t, track in enumerate(s.tracks):
        for i in range(len(track) - 1):
            s.hex_box[t] += track[i]
            track[i] = 0


def begin_turn(s, seat, before=None):
    """Make `seat` the active player at the start of a turn; others' Magnates out of the way.
    `before` puts the seat's Magnate one district counterclockwise of that district."""
    s.tasks, s._decision, s.active, s.cur_district = [], None, seat, None
    s.neutral = None
    for other, p in enumerate(s.players):
        p.magnate = ((before - 3) % 5 if before is not None else 0, 2)
    if before is not None:
        s.players[seat].magnate = ((before - 1) % 5, 2)
    push(s, ("turn_start",))
    run(s)
    assert s.decision_kind() == "turn" and s.current_seats() == (seat,)


def take_from_stack(s, invention_id):
    for stack in (s.stacks["ordinary"], s.stacks["innovative"], s.stacks["brilliant"],
                  s.invention_box, s.university_stack):
        if invention_id in stack:
            stack.remove(invention_id)
            return invention_id
    if invention_id in s.market:
        s.market[s.market.index(invention_id)] = None
        return invention_id
    for p in s.players:
        for b, f, inv in list(p.inventions()):
            if inv == invention_id:
                p.slots[b][f] = None
                return invention_id
    raise AssertionError(invention_id)


def install(s, seat, b, f, invention_id, progress=0, improved=False):
    p = s.players[seat]
    if p.slots[b][f] is not None:
        s.invention_box.append(p.slots[b][f])
    p.slots[b][f] = take_from_stack(s, invention_id)
    p.progress[b][f] = progress
    p.improved[b][f] = improved


def set_record(s, seat, record):
    p = s.players[seat]
    for t in range(4):
        s.hex_box[t] += p.record[t] - record[t]
    p.record = list(record)


def set_wealth(s, seat, wealth):
    p = s.players[seat]
    s.wealth_supply += p.wealth - wealth
    p.wealth = wealth


def set_workers(s, seat, workers):
    p = s.players[seat]
    for c in range(4):
        s.worker_supply[c] += p.workers[c] - workers[c]
    p.workers = list(workers)


def put_in_market(s, slot, invention_id):
    old = s.market[slot]
    if old == invention_id:
        return
    s.market[slot] = None
    take_from_stack(s, invention_id)
    s.market[slot] = invention_id
    if old is not None:
        s.stacks[s.c.inventions[old].quality].insert(0, old)


def answer_any(s, seat, kind):
    """Answer every pending `kind` decision with its first option (the rulebook leaves it open)."""
    while s.decision_kind() == kind and s.current_seats() == (seat,):
        s.apply(s.legal_actions(seat)[0])


@pytest.fixture
def s():
    state = new_game(4, 5)
    yield state
    assert state.invariant_violations() == []


def test_green_players_production(s):
    """THE PRODUCTION TURN, example: leftmost building for 2 Steam (2 Wealth instead of 1, 1 food,
    1 VP, and 1 energy from the second floor), middle building for 1 Steam (Forest Pilgrim twice
    instead of once), every Progress marker advanced twice, then 2 Pilgrim advances for the 2
    buildings activated."""
    green = 1
    clear_tracks(s)
    begin_turn(s, green)
    p = s.players[green]
    install(s, green, 0, 0, "basic_food")
    install(s, green, 0, 1, "ordinary_02")
    install(s, green, 1, 0, "ordinary_01")
    p.steam, p.res, p.vp = 5, [0, 0, 0, 0], 0
    set_wealth(s, green, 0)
    s.apply(A.StartProduction(green))
    assert not p.production_ready
    assert s.decision_kind() == "produce" and s.current_seats() == (green,)
    s.apply(A.ActivateBuilding(green, 0))
    assert p.steam == 3
    # Invention rewards: wealth x2 (pink tick), food, 1 VP, energy; then the progress tracks
    # (basic_food: upgrade, 1 wealth; ordinary_02: upgrade, 1 energy).
    assert (p.wealth, p.res[FOOD], p.vp, p.res[ENERGY]) == (2 + 1, 1, 1, 1 + 1)
    assert p.progress[0][:2] == [2, 2] and p.improved[0][:2] == [True, True]
    s.apply(A.ActivateBuilding(green, 1))
    assert p.steam == 2
    assert p.pilgrims[TERRAINS.index("forest")] == 1        # advanced twice from the Temple
    assert p.progress[1][0] == 2                              # ordinary_01: 1 wealth, upgrade
    assert p.wealth == 4
    # nothing else to activate: the leader's production ends by itself, then come
    # the leader's 2 Pilgrim advances, one decision each
    assert s.decision_kind() == "pilgrim"
    before = sum(x + 1 for x in p.pilgrims)
    answer_any(s, green, "pilgrim")
    assert sum(x + 1 for x in p.pilgrims) == before + 2


def test_a_non_leader_produces_without_pink_ticks(s):
    """THE PRODUCTION TURN: every other player may produce; the basic Invention gives 1 wealth,
    1 resource and 1 VP (the leader 1 more wealth), and Progress once instead of twice."""
    leader, other = 0, 1
    begin_turn(s, leader)
    for p in s.players:
        p.steam, p.grant = 0, False
    q = s.players[other]
    q.steam, q.vp = 2, 0
    set_wealth(s, other, 0)
    middle = s.c.inventions[q.slots[0][0]].middle[0]
    before = q.res[["food", "energy", "materials", "luxury"].index(middle)]
    s.apply(A.StartProduction(leader))
    assert s.current_seats() == (other,)
    s.apply(A.ActivateBuilding(other, 0))
    assert q.steam == 0 and q.vp == 1
    assert q.res[["food", "energy", "materials", "luxury"].index(middle)] >= before + 1
    assert q.progress[0][0] == 1


def test_purple_players_workers(s):
    """PLACE WORKERS, example: with 2 blue Workers and no empty Workshop, the leftmost space
    (2 Steam) sends every Worker home; one Worker earns 3 Worm-Bus movements, the other on the
    Mega-Machine earns the Reputation Level in VP, 2 VP and 1 Restoration reward (its Upgrade)."""
    purple = 2
    d = district_of(s, "power_quarter")          # hires blue Workers
    build(s, d, 1, "middle_1")
    build(s, d, 2, "outer_1")                    # Workshop: 3 Worm-Bus movements
    s.mm, s.mm_district = "reputation", d        # Workshop: Reputation Level in VP plus 2 VP
    s.invention_box.extend(s.university_stack)
    s.university_stack = [i for i in s.invention_box if i.startswith("university_reputation")]
    s.invention_box = [i for i in s.invention_box if i not in s.university_stack]
    s.mm_upgrades = [None, "bonus_wealth", "bonus_steam"]
    s.mm_installed = ("restoration",)
    for r in range(3):
        s.workshop_workers[d][r] = RED
        s.worker_supply[RED] -= 1
    s.mm_worker = RED
    s.worker_supply[RED] -= 1
    clear_tracks(s)
    begin_turn(s, purple, before=d)
    p = s.players[purple]
    set_workers(s, purple, [2, 0, 0, 0])
    p.steam, p.vp, p.worm_bus, p.reputation = 2, 0, 1, 1
    assert A.MoveMagnate(purple, 1, 1) in s.legal_actions(purple)   # the middle space is free
    s.apply(A.MoveMagnate(purple, 1, 0))
    assert p.steam == 0
    assert s.workshop_workers[d] == [-1, -1, -1] and s.mm_worker == -1
    assert s.decision_kind() == "place"
    s.apply(A.PlaceWorker(purple, "blue", 2))
    assert p.worm_bus == 4                        # 3 movements (rail spaces 2-4 hold no reward)
    vp = p.vp
    pilgrims = sum(x + 1 for x in p.pilgrims)
    s.apply(A.PlaceWorker(purple, "blue", 3))
    answer_any(s, purple, "pilgrim")
    assert p.vp == vp + 3 + 2                     # Reputation step 2 is worth 3 VP, plus 2 VP
    assert sum(x + 1 for x in p.pilgrims) == pilgrims + 1
    assert s.mm_worker == BLUE and s.workshop_workers[d][2] == BLUE


def test_steam_engine(s):
    """THE STEAM ENGINE TRACK, example: 3 coal stored, 2 water gained: the Chimney moves up 2
    spaces through 2 up arrows, 6 Steam (3 per arrow; 2 per arrow on the Conflict side)."""
    p = s.players[0]
    s.tasks, s._decision = [], None
    p.chimney, p.steam = 0, 0
    push(s, ("reward", 0, ("coal", "", 3)))
    run(s)
    assert (p.chimney, p.steam) == (-3, 0)
    push(s, ("reward", 0, ("water", "", 2)))
    run(s)
    assert (p.chimney, p.steam) == (-1, 6)
    p.conflict[0] = True
    push(s, ("reward", 0, ("water", "", 2)))
    run(s)                                        # into 0 (both arrows) then +1 (down arrow)
    assert (p.chimney, p.steam) == (1, 8)
    push(s, ("reward", 0, ("water", "", 9)))
    run(s)                                        # excess movement at the top edge is lost
    assert (p.chimney, p.steam) == (6, 8)


def _to_action_step(s, seat, tile_id):
    d = district_of(s, tile_id)
    begin_turn(s, seat, before=d)
    s.apply(A.MoveMagnate(seat, 1, 2))           # rightmost space: no Workers
    if s.decision_kind() == "exploit":
        s.apply(s.legal_actions(seat)[0])
    answer_any(s, seat, "worker_full")
    answer_any(s, seat, "partnership")
    assert s.decision_kind() == "action", s._decision
    return d


def test_brown_players_commit(s):
    """COMMIT TO AN INVENTION, example: 4 food for the Brilliant and an Ordinary Invention, no
    immediate rewards, both on lower floors; the Brilliant alone would have given 1 food, 1 Pilgrim
    advance of choice and 3 VP."""
    brown = 3
    put_in_market(s, 4, "brilliant_01")
    clear_tracks(s)
    p = s.players[brown]
    p.res[FOOD], p.vp = 4, 0
    set_wealth(s, brown, 0)
    _to_action_step(s, brown, "university_quarter")
    alone = s.clone()
    ordinary = s.market[0]
    s.apply(A.CommitInventions(brown, (0, 4)))
    assert p.res[FOOD] == 0 and p.vp == 0
    s.apply(A.InstallInventionFirst(brown, ordinary, 1))   # which first, and where: his choice
    s.apply(A.InstallInvention(brown, 2))
    assert p.slots[1][0] == ordinary and p.slots[2][0] == "brilliant_01"
    assert not p.improved[1][0] and not p.improved[2][0]
    assert s.market[0] is not None and s.market[4] is not None   # refilled
    q = alone.players[brown]
    alone.apply(A.CommitInventions(brown, (4,)))
    alone.apply(A.InstallInvention(brown, 1))
    answer_any(alone, brown, "pilgrim")
    assert q.res[FOOD] == 4 - 3 + 1 and q.vp == 3
    assert sum(x + 1 for x in q.pilgrims) == 1


def test_yellow_players_expansion(s):
    """EXPAND A DISTRICT, example: 4 construction materials for an Outer space, the top Outer tile,
    2 hexes from the Exploitation Record whose Conflict rewards are 1 food and 2 Worm-Bus."""
    yellow = 0
    p = s.players[yellow]
    d = district_of(s, "builders_quarter")
    target = (d + 2) % 5
    build(s, target, 1, "middle_2")
    set_record(s, yellow, [1, 1, 1, 0])
    p.res[MATERIALS], p.res[FOOD], p.worm_bus = 4, 0, 0
    set_wealth(s, yellow, 0)
    _to_action_step(s, yellow, "builders_quarter")   # this Exploit adds a forest hex
    top = s.outer_stack[-1]
    assert A.ExpandDistrict(yellow, (target + 1) % 5, 2) not in s.legal_actions(yellow)
    s.apply(A.ExpandDistrict(yellow, target, 2))
    assert p.res[MATERIALS] == 0 and s.district_tiles[target][2] == top
    s.apply(A.PlaceHexOnTile(yellow, "river"))
    s.apply(A.PlaceHexOnTile(yellow, "forest"))
    assert s.tile_hexes[target][2] == (0, 1)
    assert p.res[FOOD] == 1 and p.worm_bus == 2
    assert p.record == [0, 1, 1, 0]              # the forest hex Exploited this turn stays


def test_renovate(s):
    """RENOVATE A DISTRICT: 3 construction materials, discard 1 hex, gain its Conflict reward."""
    seat = 1
    p = s.players[seat]
    p.res[MATERIALS], p.worm_bus = 3, 0
    set_wealth(s, seat, 0)
    set_record(s, seat, [0, 0, 0, 0])
    _to_action_step(s, seat, "builders_quarter")   # Exploits 1 forest hex
    assert p.record == [0, 1, 0, 0]
    s.apply(A.RenovateDistrict(seat))
    assert p.res[MATERIALS] == 0 and p.record == [0, 0, 0, 0] and p.worm_bus == 2


def test_green_players_electrification(s):
    """ELECTRIFY A DISTRICT, example: 4 energy for an Outer tile: 1 Wealth, the hexes' 1 food and
    2 Worm-Bus, 2 Prestige; the Worker goes home, the hexes are discarded, the tile flips."""
    green = 2
    p = s.players[green]
    d = district_of(s, "power_quarter")
    target = (d + 1) % 5
    build(s, target, 1, "middle_3")
    build(s, target, 2, "outer_1")
    s.tile_hexes[target][2] = (0, 1)
    s.hex_box[0] -= 1
    s.hex_box[1] -= 1
    s.workshop_workers[target][2] = YELLOW
    s.worker_supply[YELLOW] -= 1
    p.res[ENERGY], p.res[FOOD], p.worm_bus, p.prestige, p.vp = 4, 0, 0, 0, 0
    set_wealth(s, green, 0)
    _to_action_step(s, green, "power_quarter")
    supply = s.worker_supply[YELLOW]
    discard = s.discard[:]
    s.apply(A.ElectrifyDistrict(green, target, 2))
    assert p.res[ENERGY] == 0
    # (the second Prestige space adds 1 Worm-Bus movement of its own)
    assert (p.wealth, p.res[FOOD], p.worm_bus, p.prestige) == (1, 1, 2 + 1, 2)
    assert s.electrified[target][2] and s.workshop_workers[target][2] == -1
    assert s.worker_supply[YELLOW] == supply + 1
    assert s.tile_hexes[target][2] == () and s.discard[0] == discard[0] + 1
    assert s.discard[1] == discard[1] + 1


def _city_in_play(s, city_id, slot=0):
    if city_id not in s.cities:
        s.cities[slot] = city_id
    return s.cities.index(city_id)


def test_purple_players_trade(s):
    """TRADE WITH OTHER CITIES, example: 5 Steam, 4 luxury goods: 6 VP, her Banner on the City,
    1 Prestige, and the Partnership activated (4 Steam) without removing the Banner. Later, a
    Commit to an Invention lets her return the Banner for 4 Steam."""
    purple = 1
    c = _city_in_play(s, "steam_city")
    p = s.players[purple]
    p.steam, p.res[LUXURY], p.vp, p.prestige, p.chimney = 5, 4, 0, 0, 0
    set_wealth(s, purple, 0)
    _to_action_step(s, purple, "harbour_quarter")   # Exploits underground: 1 coal, no Steam
    assert p.steam == 5
    s.apply(A.TradeWithCity(purple, c, 4))
    assert p.res[LUXURY] == 0
    assert p.steam == 0 + 4                       # paid 5, activated the Partnership: 4
    assert purple in s.banners[c] and p.banners == 4
    assert p.prestige == 1
    assert p.vp == 6 + 1                          # and Prestige space 1 gives 1 VP
    # Later: her Commit to an Invention offers the Partnership.
    answer_any(s, purple, "worker_full")
    answer_any(s, purple, "conflict_discard")
    p.res[FOOD] = 3
    _to_action_step(s, purple, "university_quarter")
    s.apply(next(a for a in s.legal_actions(purple) if isinstance(a, A.CommitInventions)
                 and len(a.slots) == 1))
    while s.decision_kind() != "partnership":
        s.apply(s.legal_actions(purple)[0])
    steam = p.steam
    assert A.UsePartnership(purple, c) in s.legal_actions(purple)
    s.apply(A.UsePartnership(purple, c))
    assert p.steam == steam + 4 and purple not in s.banners[c] and p.banners == 5


def test_banner_placed_in_a_trade_cannot_pay_for_that_trade(s):
    """TRADE, NOTE: a Trade-condition Banner spent must already be on its City at the start of the
    Trade; the next Trade may spend it."""
    seat = 0
    c = _city_in_play(s, "temple_city")
    p = s.players[seat]
    p.steam, p.res[LUXURY] = 9, 2
    set_record(s, seat, [1, 0, 0, 0])
    _to_action_step(s, seat, "harbour_quarter")
    s.apply(A.TradeWithCity(seat, c, 2))
    answer_any(s, seat, "pay")                   # luxury goods first, the Wealth kept
    assert seat in s.banners[c]
    assert s.decision_kind() != "partnership"
    while s.current_seats() == (seat,) and s.decision_kind() != "turn":
        s.apply(s.legal_actions(seat)[0])
    p.steam, p.res[LUXURY] = 9, 1
    _to_action_step(s, seat, "harbour_quarter")
    s.apply(A.TradeWithCity(seat, c, 1))
    answer_any(s, seat, "pay")
    assert s.decision_kind() == "partnership"
    assert A.UsePartnership(seat, c) in s.legal_actions(seat)


def test_brown_players_mega_machine_contribution(s):
    """CONTRIBUTE TO THE MEGA-MACHINE, example: 1 food, energy and luxury good plus 2 Wealth (one
    for the missing construction materials); a Mega-Machine-ready Invention swapped for the top
    University Invention (Progress marker kept); the space gives 5 VP and 2 Reputation; its
    Upgrade's links are all filled, so the Upgrade is installed."""
    brown = 3
    d = district_of(s, "power_quarter")
    s.mm, s.mm_district = "reputation", d
    s.invention_box.extend(s.university_stack)
    s.university_stack = sorted(i for i in s.invention_box if i.startswith("university_reputation"))
    s.invention_box = [i for i in s.invention_box if i not in s.university_stack]
    s.mm_spaces = [None, take_from_stack(s, s.stacks["ordinary"][0]), None, None, None, None]
    s.mm_upgrades = ["restoration", "bonus_wealth", "bonus_steam"]
    install(s, brown, 1, 0, "ordinary_02", progress=3, improved=True)   # mm_ready reached
    p = s.players[brown]
    p.res, p.vp, p.reputation = [1, 1, 0, 1], 0, 0
    set_wealth(s, brown, 2)
    _to_action_step(s, brown, "power_quarter")
    top = s.university_stack[-1]
    assert A.ContributeToMegaMachine(brown, 1, 0, 1) not in s.legal_actions(brown)   # space taken
    s.apply(A.ContributeToMegaMachine(brown, 1, 0, 0))
    assert p.res == [0, 0, 0, 0] and p.wealth == 0
    assert s.mm_spaces[0] == "ordinary_02"
    assert p.slots[1][0] == top and p.progress[1][0] == 3 and p.improved[1][0]
    assert p.vp == 5 and p.reputation == 2
    assert s.mm_installed == ("restoration",) and s.mm_upgrades[0] is None


def test_yellow_players_end_game_scoring(s):
    """END GAME SCORING, example: forest 10 VP x 2 University Inventions = 20; mountains 6 VP x 4
    finished Progress markers = 24; underground 1 VP x Reputation reward 5 = 5; river 9 VP x 2
    missing hex types = 18; river -5 VP x 1 Conflict tile = -5; 15 Workers and resources = 7."""
    yellow = 0
    p = s.players[yellow]
    clear_tracks(s)
    vp = {t: list(s.c.tracks[i].vp) for i, t in enumerate(TERRAINS)}
    p.pilgrims = [vp["river"].index(9), vp["forest"].index(10), vp["mountain"].index(6),
                  vp["underground"].index(1)]
    assert s.c.tracks[0].penalty[p.pilgrims[0]] == 5
    for track, pos in zip(s.tracks, p.pilgrims):
        assert track[pos] == 0
    unis = [i for i in s.invention_box if s.c.inventions[i].quality == "university"][:2]
    for f, inv in enumerate(unis):
        install(s, yellow, 1, f, inv, progress=len(s.c.inventions[inv].progress) - 1)
    for f, inv in enumerate(["ordinary_01", "ordinary_02"]):
        install(s, yellow, 2, f, inv, progress=len(s.c.inventions[inv].progress) - 1)
    install(s, yellow, 0, 0, p.slots[0][0], progress=1)    # not finished
    p.reputation = 2
    assert s.c.factory["reputation_vp"][2] == 5
    set_record(s, yellow, [0, 2, 1, 0])
    p.conflict = [False, True, False, False]
    set_workers(s, yellow, [2, 1, 0, 0])
    p.res = [3, 2, 2, 1]
    set_wealth(s, yellow, 4)                              # 3 workers + 12 = 15
    assert dict(end_scores(s, yellow)) == {
        "end_of_game_icons": 0, "forest": 20, "mountain": 24, "underground": 5, "river": 18, "river_penalty": -5,
        "leftovers": 7}


def test_tie_breakers(s):
    """END GAME SCORING tiebreakers: fewest Conflict tiles, then most Inventions, then most
    Pilgrim advances; then the tied players share the victory."""
    clear_tracks(s)
    s.final = [(("forest", 0),) for _ in range(4)]
    for p in s.players:
        p.vp = 10
        p.conflict = [False] * 4
        p.pilgrims = [-1] * 4
    s.players[3].vp = 9
    s.players[0].conflict[1] = True
    assert s.winners() == [1, 2]
    s.players[1].pilgrims[0] = 0
    assert s.winners() == [1]
    install(s, 2, 1, 0, "ordinary_01")
    assert s.winners() == [2]
