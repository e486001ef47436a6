"""THE CITY TURN: move the Magnate, place Workers, Exploit, the action step, clean up."""

from __future__ import annotations

from operator import attrgetter

from game.core.daitoshi import actions as A
from game.core.daitoshi import events as E
from game.core.daitoshi.components import COLOURS, CONDITIONS, TERRAINS
from game.core.daitoshi.effects import COLOUR_INDEX, TERRAIN_INDEX, mm_workshop_rewards, \
    workshop_reward
from game.core.daitoshi.flow import ask, push, resolves, task
from game.core.engine import Refusal

LEFT, MIDDLE, RIGHT = 0, 1, 2
MM_WORKSHOP = 3


def occupants(s, d: int, space: int) -> int:
    n = sum(1 for p in s.players if p.magnate == (d, space))
    if s.neutral == (d, space):
        n += 1
    return n


def room(s, d: int, space: int) -> int:
    """How many more Magnates the space takes: the leftmost and middle hold 1, the rightmost 4."""
    return max(0, s.c.board["magnate_space_capacity"][space] - occupants(s, d, space))


def extra_districts(s, steps: int) -> int:
    """MOVE YOUR MAGNATE FORWARD: the districts moved beyond the 2 free ones, 1 Steam each."""
    return max(0, steps - s.c.board["free_moves"])


def magnate_steam(s, steps: int, space: int) -> int:
    """The Steam a Magnate move costs: each district beyond the free moves, plus the space's own
    (leftmost 2, middle 1, rightmost 0)."""
    return extra_districts(s, steps) + s.c.board["magnate_space_steam"][space]


#: `magnate_steams`' tables: the board, and each move's Steam by `steps * 3 + space`
_STEAMS: dict = {}


def magnate_steams(s) -> tuple:
    """`magnate_steam(s, steps, space)` of every move, 0 to 5 districts, by `steps * 3 + space`:
    made once per board (the rollout prices every move a turn offers, about 16)."""
    board = s.c.board
    found = _STEAMS.get(id(board))
    if found is not None and found[0] is board:
        return found[1]
    steams = tuple(magnate_steam(s, steps, space) for steps in range(6)
                   for space in (LEFT, MIDDLE, RIGHT))
    _STEAMS[id(board)] = (board, steams)
    return steams


def move_refusal(s, seat: int, steps: int, space: int) -> Refusal | None:
    """Why the Magnate may not move `steps` districts to `space` now, or None: the rules of
    `move_options` told one by one, for the table to explain a space it does not offer."""
    p = s.players[seat]
    d0, sp0 = p.magnate
    if not 1 <= steps <= 5 or extra_districts(s, steps) > s.c.board["max_extra_move_steam"]:
        return Refusal.of("magnate_too_far", steps=steps)
    d = (d0 + steps) % 5
    if d == d0 and space == sp0:
        return Refusal.of("magnate_same_space")
    if room(s, d, space) == 0:
        return Refusal.of("magnate_space_full")
    cost = magnate_steam(s, steps, space)
    if cost > p.steam:
        return Refusal.of("magnate_steam", cost=cost, have=p.steam)
    return None


def move_options(s, seat: int) -> list:
    """MOVE YOUR MAGNATE FORWARD: 1 or 2 districts free, 1 Steam per extra district up to 3 (a full
    loop, which must end on a different space). Leftmost costs 2 Steam, middle 1, both hold 1
    Magnate; the rightmost holds up to 4."""
    if not s.quiet:
        return _listed_moves(s, seat, None)
    # a quiet state's list is the seat's shared actions (`_quiet_moves`) chosen by the Steam in
    # hand and where the Magnates stand alone: kept by those (a playout lists about four turns'
    # moves, and the same few places recur from world to world)
    board = s.c.board
    key = (seat, s.players[seat].steam, s.neutral, *map(_MAGNATE, s.players))
    found = _QUIET_LISTS.get(key)
    if found is not None and found[0] is board:
        return list(found[1])
    out = _listed_moves(s, seat, _quiet_moves(seat))
    if len(_QUIET_LISTS) >= QUIET_LISTS_KEPT:
        _QUIET_LISTS.clear()
    _QUIET_LISTS[key] = (board, tuple(out))
    return out


_MAGNATE = attrgetter("magnate")
#: quiet states' Magnate moves by (seat, Steam, the neutral Magnate, every Magnate): the board
#: they were listed on, and the list; emptied when it holds `QUIET_LISTS_KEPT`
_QUIET_LISTS: dict[tuple, tuple] = {}
QUIET_LISTS_KEPT = 50_000


def _listed_moves(s, seat: int, shared: tuple | None) -> list:
    """`move_options` listed: each move from `shared` (`_quiet_moves`) when given, else made."""
    p = s.players[seat]
    board = s.c.board
    d0, sp0 = p.magnate
    # every turn asks this (a playout several times): the Magnates are counted once per call,
    # by district * 3 + space, and only the moves the Steam pays for are looked at
    taken = [0] * 15
    for other in s.players:
        d, space = other.magnate
        taken[d * 3 + space] += 1
    if s.neutral is not None:
        d, space = s.neutral
        taken[d * 3 + space] += 1
    capacity = board["magnate_space_capacity"]
    out = []
    if p.steam < 0:
        return out
    by_steam = _moves_by_steam(board)
    for steps, space in by_steam[min(p.steam, len(by_steam) - 1)]:
        d = (d0 + steps) % 5
        if d == d0 and space == sp0:
            continue   # "you are not allowed to repeat the same space twice"
        if taken[d * 3 + space] >= capacity[space]:
            continue
        out.append(shared[steps * 3 + space] if shared is not None
                   else A.MoveMagnate(seat, steps, space))
    return out


#: the board's Magnate moves by the Steam in hand: (the board, for each Steam up to the dearest
#: move's, the (steps, space) it pays for, in the order they are offered), made once per board
_BY_STEAM: dict = {}


def _moves_by_steam(board) -> tuple:
    """(steps, space) of every Magnate move, 1 to 5 districts (no more than the extra Steam
    allowed), each space of each district, kept for each Steam in hand that pays its cost."""
    found = _BY_STEAM.get(id(board))
    if found is not None and found[0] is board:
        return found[1]
    moves = []
    for steps in range(1, 6):
        extra = max(0, steps - board["free_moves"])
        if extra > board["max_extra_move_steam"]:
            break
        for space in (LEFT, MIDDLE, RIGHT):
            moves.append((extra + board["magnate_space_steam"][space], steps, space))
    dearest = max(cost for cost, _, _ in moves)
    by_steam = tuple(tuple((steps, space) for cost, steps, space in moves if cost <= steam)
                     for steam in range(dearest + 1))
    _BY_STEAM[id(board)] = (board, by_steam)
    return by_steam


#: a seat's 15 Magnate moves, made once for quiet states (a search's private worlds list about
#: 35 of them a playout); a table's state makes its own, so two games never share an action
_QUIET_MOVES: dict[int, tuple] = {}


def _quiet_moves(seat: int) -> tuple:
    """`seat`'s MoveMagnate actions by `steps * 3 + space` (steps 1 to 5)."""
    moves = _QUIET_MOVES.get(seat)
    if moves is None:
        moves = _QUIET_MOVES[seat] = (None,) * 3 + tuple(
            A.MoveMagnate(seat, steps, space) for steps in range(1, 6) for space in (LEFT, MIDDLE, RIGHT))
    return moves


@resolves(A.MoveMagnate)
def move_magnate(s, a, data):
    p = s.players[a.seat]
    d = (p.magnate[0] + a.steps) % 5
    p.steam -= magnate_steam(s, a.steps, a.space)
    p.magnate = (d, a.space)
    s.cur_district = d
    if not s.quiet:
        s.events.append(E.MagnateMoved(a.seat, d, a.space))
    if a.space == LEFT:
        return_workers(s, d)
    if s.neutral is not None and s.neutral[0] == d:
        move_neutral(s)
    steps = [("exploit_step", a.seat), ("action_step", a.seat), ("cleanup", a.seat),
             ("end_of_turn", a.seat)]
    if a.space != RIGHT:   # RIGHTMOST SPACE: skip the Place Workers Step
        steps.insert(0, ("place_step", a.seat))
    push(s, *steps)


def return_workers(s, d: int) -> None:
    """LEFTMOST SPACE: all Workers in the district, the Mega-Machine's included if it is there,
    go back to the general supply."""
    n = 0
    for r in range(3):
        c = s.workshop_workers[d][r]
        if c >= 0:
            s.worker_supply[c] += 1
            s.workshop_workers[d][r] = -1
            n += 1
    if s.mm_district == d and s.mm_worker >= 0:
        s.worker_supply[s.mm_worker] += 1
        s.mm_worker = -1
        n += 1
    if not s.quiet:
        s.events.append(E.WorkersReturned(None, d, n))


def move_neutral(s) -> None:
    """2-Player Games Only: the non-player Magnate moves 3 districts clockwise to the middle
    space (the leftmost if the middle is taken; NOTES.md: the rightmost if both are); a
    Mega-Machine there moves 1 district counterclockwise."""
    d = (s.neutral[0] + 3) % 5
    s.neutral = None
    for space in (MIDDLE, LEFT, RIGHT):
        if occupants(s, d, space) < s.c.board["magnate_space_capacity"][space]:
            s.neutral = (d, space)
            break
    if s.mm_district == d:
        s.mm_district = (d - 1) % 5
        if not s.quiet:
            s.events.append(E.MegaMachineMoved(None, s.mm_district))


# --- place Workers -------------------------------------------------------------------------------
def district_colour(s, d: int) -> str:
    return s.c.tiles[s.district_tiles[d][0]].workers


def place_options(s, seat: int) -> list:
    """PLACE WORKERS: Workers matching the district's colour (any on the Town Hall), each to a
    different empty Workshop, the Mega-Machine's included when it is in the district."""
    d = s.cur_district
    p = s.players[seat]
    colour = district_colour(s, d)
    colours = range(4) if colour == "any" else (COLOUR_INDEX[colour],)
    empty = [r for r in range(3)
             if s.district_tiles[d][r] is not None and s.workshop_workers[d][r] < 0]
    if s.mm_district == d and s.mm_worker < 0:
        empty.append(MM_WORKSHOP)
    return [A.PlaceWorker(seat, COLOURS[c], w) for c in colours if p.workers[c] for w in empty]


@task("place_step")
def place_step(s, t) -> None:
    seat = t[1]
    options = place_options(s, seat)
    if options:
        ask(s, "place", seat, options + [A.EndPlacing(seat)])


@resolves(A.PlaceWorker)
def place_worker(s, a, data):
    c = COLOUR_INDEX[a.colour]
    d = s.cur_district
    s.players[a.seat].workers[c] -= 1
    if a.workshop == MM_WORKSHOP:
        s.mm_worker = c
        rewards = mm_workshop_rewards(s)
    else:
        s.workshop_workers[d][a.workshop] = c
        rewards = workshop_reward(s, d, a.workshop)
    if not s.quiet:
        s.events.append(E.WorkerPlaced(a.seat, a.colour, d, a.workshop))
    push(s, *[("reward", a.seat, r) for r in rewards], ("place_step", a.seat))


@resolves(A.EndPlacing, A.SkipAction)
def end_step(s, a, data):
    pass


# --- Exploit (EXPLOIT) -----------------------------------------------------------------------------
@task("exploit_step")
def exploit_step(s, t) -> None:
    """You must Exploit; the Town Hall: a river hex and a land hex of your choice, in any order."""
    seat = t[1]
    exploit = s.c.tiles[s.district_tiles[s.cur_district][0]].exploit
    if "land" in exploit:
        ask_exploit(s, seat, exploit)
    else:
        push(s, *[("exploit", seat, TERRAIN_INDEX[x]) for x in exploit])


def ask_exploit(s, seat: int, remaining: tuple) -> None:
    options = []
    for x in remaining:
        names = TERRAINS[1:] if x == "land" else (x,)
        options.extend(A.ExploitTrack(seat, n) for n in names)
    ask(s, "exploit", seat, options, remaining)


@resolves(A.ExploitTrack)
def exploit_track(s, a, data):
    t = TERRAIN_INDEX[a.track]
    rest = list(data)
    rest.remove("river" if t == 0 else "land")
    if rest:   # the remaining choice comes after this hex and its rewards
        push(s, ("exploit", a.seat, t), ("exploit_rest", a.seat, tuple(rest)))
    else:
        push(s, ("exploit", a.seat, t))


@task("exploit_rest")
def exploit_rest(s, t) -> None:
    ask_exploit(s, t[1], t[2])


@task("exploit")
def exploit(s, t) -> None:
    """1 take the first hex (closest to the Temple), the top of a stack, or from the discard
    pile when the track is empty; 2 put it on the Exploitation Record; 3 gain the Worker and
    water/coal beside it. CITIES: obtaining the hex may trigger a Partnership."""
    _, seat, ti = t
    track = s.tracks[ti]
    from_discard = False
    for i, n in enumerate(track):
        if n:
            track[i] = n - 1
            break
    else:
        if not s.discard[ti]:
            return   # nothing left to take anywhere: nothing is gained
        s.discard[ti] -= 1
        from_discard = True
    s.players[seat].record[ti] += 1
    if not s.quiet:
        s.events.append(E.HexExploited(seat, TERRAINS[ti], from_discard))
    check_end_trigger(s, ti)
    push(s, *[("reward", seat, r) for r in s.c.exploit_reward[ti]],
         offer_task(s, seat, CONDITIONS[ti]))   # "exploit_" and the terrain, made once


def check_end_trigger(s, ti: int) -> None:
    """END OF THE GAME: triggered when the next-to-last space of any Wilderness Track is
    revealed; play on until all have played the same number of turns, then one more turn each."""
    track = s.tracks[ti]
    if s.last_turn is None and track[len(track) - 2] == 0:
        n = len(s.players)   # the Mayor plays his turns too (SOLO MODE)
        s.last_turn = (s.turn // n + 2) * n - 1
        if not s.quiet:
            s.events.append(E.EndTriggered(None, TERRAINS[ti]))


# --- Partnerships as reactions (TRADE WITH OTHER CITIES; CITIES) -----------------------------------
def offer_task(s, seat: int, condition: str) -> tuple:
    """The Cities where `seat` has a Banner now and whose condition is `condition`."""
    # a plain loop, not a generator: asked after every hex Exploited and every action taken
    eligible = ()
    cities = s.c.cities
    for c, banners in enumerate(s.banners):
        if seat in banners and cities[s.cities[c]].condition == condition:
            eligible += (c,)
    return ("offer", seat, eligible)


@task("offer")
def offer(s, t) -> None:
    _, seat, eligible = t
    if not eligible:   # most offers: no City with the seat's Banner and this condition
        return
    eligible = tuple(c for c in eligible if seat in s.banners[c])
    if eligible:
        options = [A.UsePartnership(seat, c) for c in eligible] + [A.DeclinePartnership(seat)]
        ask(s, "partnership", seat, options, eligible)


@resolves(A.UsePartnership)
def use_partnership(s, a, data):
    """Return the Banner to your supply to gain the City's reward."""
    s.banners[a.city] = tuple(x for x in s.banners[a.city] if x != a.seat)
    s.players[a.seat].banners += 1
    city = s.c.cities[s.cities[a.city]]
    if not s.quiet:
        s.events.append(E.PartnershipUsed(a.seat, city.id))
    rewards = [(k, str(a.city), n) if k == "city_effect" else (k, p, n) for k, p, n in city.effect]
    push(s, *[("reward", a.seat, r) for r in rewards],
         ("offer", a.seat, tuple(c for c in data if c != a.city)))


@resolves(A.DeclinePartnership)
def decline_partnership(s, a, data):
    pass


# --- clean up (CLEAN UP) ---------------------------------------------------------------------------
@task("cleanup")
def cleanup(s, t) -> None:
    """The Mega-Machine in your district moves 1 district counterclockwise (2 players: 1 more if
    that is the non-player Magnate's district); the Production token returns to the middle."""
    seat = t[1]
    if s.mm_district == s.cur_district:
        m = (s.mm_district - 1) % 5
        if s.neutral is not None and s.neutral[0] == m:
            m = (m - 1) % 5
        s.mm_district = m
        if not s.quiet:
            s.events.append(E.MegaMachineMoved(None, m))
    s.players[seat].production_ready = True

