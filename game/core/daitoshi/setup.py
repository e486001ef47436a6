"""SETUP and PLAYER SETUP for 2-4 players (the expert variant's basic Invention draft too)."""

from __future__ import annotations

from game.core.daitoshi import actions as A
from game.core.daitoshi.city_actions import BLOCKED, MARKET_SLOTS
from game.core.daitoshi.city_turn import MIDDLE, occupants
from game.core.daitoshi.components import MARKET_QUALITIES, RESOURCES, TERRAINS
from game.core.daitoshi.flow import ask, push, resolves, task
from game.core.daitoshi.player import Player

# SETUP 23: the Basic Invention's middle resource names the starting district by its action.
START_ACTION = {"luxury": "trade", "energy": "electrify", "materials": "expand", "food": "commit"}


def start_district(s, invention: str) -> int:
    """SETUP 23: the district a Magnate starts in, named by the Basic Invention's middle resource."""
    action = START_ACTION[s.c.inventions[invention].middle[0]]
    return next(d for d in range(5) if s.c.tiles[s.district_tiles[d][0]].action == action)


def set_up(s, players: int, expert: bool) -> None:
    c = s.c
    rng = s.rng
    # 2 inner tiles on the 5 inner spaces; 3 the Middle and Outer stacks.
    inner = sorted(t for t, tile in c.tiles.items() if tile.ring == 0)
    rng.shuffle(inner)
    s.district_tiles = [[inner[d], None, None] for d in range(5)]
    s.middle_stack = sorted(t for t, tile in c.tiles.items() if tile.ring == 1)
    s.outer_stack = sorted(t for t, tile in c.tiles.items() if tile.ring == 2)
    rng.shuffle(s.middle_stack)
    rng.shuffle(s.outer_stack)
    # 4 five random Cities.
    cities = sorted(c.cities)
    rng.shuffle(cities)
    s.cities = cities[:c.board["cities"]["spaces"]]
    s.banners = [() for _ in s.cities]
    # 5 the Invention stacks and the Market.
    s.stacks = {}
    for q in MARKET_QUALITIES:
        stack = c.of_quality(q)
        rng.shuffle(stack)
        s.stacks[q] = stack
    s.market = [s.stacks[q].pop() for q in MARKET_SLOTS]
    # 6 the Wilderness Tracks by player count; hexes not placed stay in the box.
    s.tracks = []
    s.discard = [0, 0, 0, 0]
    s.hex_box = []
    totals = s.hex_totals()
    for ti, track in enumerate(c.tracks):
        counts = [0] * track.spaces
        for i in range(track.empty_leading[players], track.spaces):
            counts[i] = 2 if i in track.stacks[players] else 1
        if sum(counts) > totals[ti]:
            raise ValueError(f"the {TERRAINS[ti]} track needs more hexes than the game has")
        s.tracks.append(counts)
        s.hex_box.append(totals[ti] - sum(counts))
    # 7-9 a random Mega-Machine on a random non-Town-Hall district, its University stack.
    machines = sorted(c.mega_machines, key=lambda m: c.mega_machines[m].number)
    s.mm = machines[rng.below(len(machines))]
    others = [d for d in range(5) if c.tiles[s.district_tiles[d][0]].action != "wild"]
    s.mm_district = others[rng.below(len(others))]
    s.university_stack = sorted(i for i, inv in c.inventions.items()
                                if inv.mega_machine == s.mm)
    rng.shuffle(s.university_stack)
    s.invention_box = sorted(i for i, inv in c.inventions.items()
                             if inv.quality == "university" and inv.mega_machine != s.mm)
    # 10 the block tile; 11 the Upgrade tiles at random.
    machine = c.mega_machines[s.mm]
    s.mm_spaces = [None] * len(machine.spaces)
    for i in machine.block.get(players, ()):
        s.mm_spaces[i] = BLOCKED
    s.mm_upgrades = sorted(c.upgrades)
    rng.shuffle(s.mm_upgrades)
    s.mm_installed = ()
    s.mm_worker = -1
    s.workshop_workers = [[-1, -1, -1] for _ in range(5)]
    s.electrified = [[False, False, False] for _ in range(5)]
    s.tile_hexes = [[(), (), ()] for _ in range(5)]
    # 12 the general supply.
    per = c.factory["supply"]["workers_per_colour"]
    s.worker_supply = [per] * 4
    s.wealth_supply = c.factory["supply"]["wealth"]
    # 13 the Starting Player.
    s.start_seat = rng.below(players)
    s.active = s.start_seat
    # 14-22 each player's Factory.
    start = c.factory["start"]
    s.players = []
    for _ in range(players):
        p = Player()
        p.res = [start[r] for r in RESOURCES]
        p.wealth = start["wealth"]
        s.wealth_supply -= start["wealth"]
        p.steam = start["steam"]
        p.banners = start["banners"]
        s.players.append(p)
    # 23 a Basic Invention each (drafted in turn order in the expert variant).
    basics = c.of_quality("basic")
    rng.shuffle(basics)
    s.neutral = None
    if expert:
        s.draft = basics[:players]
        s.invention_box.extend(basics[players:])
        push(s, *[("draft", (s.start_seat + i) % players) for i in range(players)],
             ("place_magnates",))
    else:
        s.draft = []
        for seat in range(players):
            s.players[seat].slots[0][0] = basics[seat]
        s.invention_box.extend(basics[players:])
        push(s, ("place_magnates",))
    push_first_turn = ("turn_start",)
    s.tasks.insert(0, push_first_turn)


@task("draft")
def draft(s, t) -> None:
    seat = t[1]
    ask(s, "draft", seat, [A.DraftBasicInvention(seat, i) for i in s.draft])


@resolves(A.DraftBasicInvention)
def draft_basic(s, a, data):
    s.draft = [i for i in s.draft if i != a.invention]
    s.players[a.seat].slots[0][0] = a.invention


@task("place_magnates")
def place_magnates(s, t) -> None:
    """SETUP 23 and, at 2 players, the non-player Magnate on a random district without one."""
    for p in s.players:
        p.magnate = (start_district(s, p.slots[0][0]), MIDDLE)
    if s.num_seats == 2:
        free = [d for d in range(5) if not any(occupants(s, d, sp) for sp in range(3))]
        s.neutral = (free[s.rng.below(len(free))], MIDDLE)
