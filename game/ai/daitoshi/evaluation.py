"""What a Daitoshi position is worth, in VP, before the end: the search's leaf evaluation.

The score so far misses most of a Daitoshi position. A Factory's worth here is its VP won, plus
two kinds of parts:

- parts the game's own exchange rates price (values.py): END GAME SCORING as if the game
  ended now (`end_game.end_scores`: each Pilgrim's track times what it counts, and the river
  penalty per Conflict counted from the Exploitation Record, since END OF TURN flips a tile
  for 2 hexes of a type and the second hex costs at once); the assets by what they still turn
  into (resources, Wealth, Workers, Steam: about 1 VP mid-game, a leftover half at the end);
  Reputation by the Worm-Bus scorings to come; Banners on Cities by their rewards; the
  Government Grant (a free activation of every building, or 3 Progress advances at the end);
  a Conflict's cost in play (dearer buildings, 2 Workers, no Progress) while turns remain;
- growth, which no exchange rate tells: VP per turn left, the installed Inventions' production
  per activation times the turns left, the Progress icons (Score, Score twice, Upgrade ...) the
  turns left can reach. Their weights are measured (calibrate.py, `PLAYER_GROWTH` by player
  count and `MAYOR_GROWTH`).

The turns left are read from the Wilderness Tracks: a City Turn takes a hex, and the game ends
one to two rounds after a track's next-to-last hex goes (END OF THE GAME), so the hexes still
before that space, at the rate each track is taken, say how long the game has to run
(`turns_left`; once the end is triggered the count is exact).

The Mayor (SOLO MODE) is valued the same way by his rules (`mayor_estimate`): he never has a
Conflict, his Pilgrims score only their positive VP (Advisor 9: the best twice), his
end-of-game Advisor 10 (3 more Pilgrim advances) counts, and his growth has its own weights
(he produces free, every building, in every Production Turn, his own and the player's).
"""

from __future__ import annotations

from game.ai.daitoshi.values import MID_GAME, unit_values
from game.core.daitoshi import end_game
from game.core.daitoshi.mayor import mayor_end_scores

# Hexes taken from each Wilderness Track per table turn (river, forest, mountain, underground),
# counted over 20-game greedy runs at 1, 2 and 3 players (0.33-0.36 river, 0.14-0.22 lands;
# the rollout policy, which avoids Conflicts, spreads them more evenly: 0.26 / 0.20-0.25); the
# first track to run out ends the game a little before its mean, hence the 0.9.
TRACK_RATE = (0.34, 0.17, 0.19, 0.19)
TRIGGER_EARLY = 0.9
TYPICAL_TURNS = 14          # a player's turns in a whole game (28-30 table turns at 2 players)

# How often an Invention produces and moves on, per turn its owner has left: in a game every
# Production Turn lets every player activate (the leader twice as far), about one table turn in
# three is a Production Turn, and Steam limits what a player activates.
ACTIVATIONS_PER_TURN = 0.35
PROGRESS_PER_TURN = 0.55
MAYOR_PROGRESS_PER_TURN = 0.6       # he activates every building, free, in every Production Turn
REPUTATION_SCORINGS_PER_TURN = 0.2  # "score your Reputation" every 5th Worm-Bus space
CONFLICT_IN_PLAY = 4.0              # VP a Conflict costs in play with the whole game ahead
BANNER_ON_CITY = 2.5                # a Banner waiting on a City: its reward, once


def hexes_to_trigger(state) -> list[int]:
    """Hexes still on each track before the end trigger (the next-to-last space emptied)."""
    return [sum(t[:len(t) - 1]) for t in state.tracks]


def table_turns_left(state) -> int:
    """Table turns (one Factory's turn each) still to play, the current one included."""
    n = len(state.players)
    if state.last_turn is not None:
        return max(0, state.last_turn - state.turn + 1)
    # `hexes_to_trigger` over the rates in one loop: a playout asks at every decision
    to_trigger = None
    for track, rate in zip(state.tracks, TRACK_RATE):
        x = (sum(track) - track[-1]) / rate   # the hexes before the last space, without a slice
        if to_trigger is None or x < to_trigger:
            to_trigger = x
    to_trigger *= TRIGGER_EARLY
    trigger = state.turn + int(to_trigger)
    last = (trigger // n + 2) * n - 1     # END OF THE GAME 1-2
    return max(1, last - state.turn + 1)


def turns_left(state, seat: int) -> int:
    """Turns `seat` still plays, the current table turn included: the seats after the active
    one in this round come later in each round that is left."""
    n = len(state.players)
    ahead = (seat - state.active) % n
    return max(0, (table_turns_left(state) - ahead + n - 1) // n)


def share_left(turns: float) -> float:
    return min(1.0, turns / TYPICAL_TURNS)


_VALUES: dict[int, dict] = {}


def values_at(share: float) -> dict:
    """unit_values, cached in 1/28 steps (a table turn's worth of share)."""
    key = int(share * 28 + 0.5)
    found = _VALUES.get(key)
    if found is None:
        found = _VALUES[key] = unit_values(key / 28)
    return found


# --- the engine ------------------------------------------------------------------------------------
#: `production_value` and `progress_value` by their arguments (the unit values by their `key`):
#: the loops a playout runs most (the evaluation's growth, the rollout's building yield) look a
#: value up here first and call the function only for one not priced yet
YIELDS: dict = {}
AHEAD: dict = {}


def production_value(c, inv_id: str, improved: bool, leader: bool, values: dict,
                     key: int) -> float:
    """One activation of an Invention, in VP (its ticks; the Production Leader's pink ones too)."""
    k = (inv_id, improved, leader, key)
    v = YIELDS.get(k)
    if v is None:
        v = 0.0
        for kind, _p, amount in c.inventions[inv_id].production(improved, leader):
            v += values.get(kind, 0.0) * amount
        YIELDS[k] = v
    return v


def progress_value(c, inv_id: str, pos: int, reach: int, values: dict, key: int) -> float:
    """The Progress icons of an Invention between its marker and `reach` spaces further."""
    k = (inv_id, pos, reach, key)
    v = AHEAD.get(k)
    if v is None:
        inv = c.inventions[inv_id]
        v = 0.0
        for space in inv.progress[pos + 1:pos + 1 + reach]:
            for kind, _p, amount in space:
                if kind == "score":
                    v += inv.vp
                elif kind == "score_twice":
                    v += 2 * inv.vp
                else:
                    v += values.get(kind, 0.0) * amount
        AHEAD[k] = v
    return v


def grant_value(state, seat: int, turns: float, values: dict, key: int) -> float:
    """The Government Grant: a free activation of every building while turns remain; at the
    end, 3 Progress advances (END GAME SCORING)."""
    p = state.players[seat]
    c = state.c
    at_end = 0.0
    free = 0.0
    for b in range(3):
        for f in range(3):
            inv = p.slots[b][f]
            if inv is not None:
                free += production_value(c, inv, p.improved[b][f], False, values, key)
                at_end = max(at_end, progress_value(c, inv, p.progress[b][f], 3, values, key))
    # a free activation needs a Production Turn to come: likelier the more turns are left
    return max(at_end, free * min(1.0, turns / 4))


# --- the parts priced by hand, and the rates measured -------------------------------------------
# A Factory's worth = VP won + the parts whose worth the game's exchange rates tell (END GAME
# SCORING now, assets, Conflicts, Grant, Banners) + the growth still to come, which no exchange
# rate tells: VP per turn left, the engine's production and Progress, the empty floors that
# will take Inventions. Those growth rates are measured (calibrate.py): a least squares fit of
# the VP still to come over games of the rollout policy, the player the playouts imitate.
# Assets are not fitted: in observed games a Worker left unplaced goes with a stuck Factory, so
# a fit would price the Worker itself below nothing.
GROWTH = ("turns", "engine", "progress", "floors", "advisors", "one")

#: growth weights of a player by the number of players, and of the Mayor
#: (python -m game.ai.daitoshi.calibrate --games 300: 300 games per player count; empty floors
#: and Advisors left out, see calibrate.py). The large negative constants say the priced parts
#: are more than a rollout-policy player turns into VP; a constant changes no choice, only the
#: solo comparison with the Mayor, which is why it is fitted too.
PLAYER_GROWTH = {
    1: (6.26, 0.24, 1.68, 0.0, 0.0, -60.1),
    2: (10.56, 0.06, 1.03, 0.0, 0.0, -19.8),
    3: (9.83, 0.12, 0.80, 0.0, 0.0, -20.1),
    4: (9.57, 0.16, 0.51, 0.0, 0.0, -17.9),
}
MAYOR_GROWTH = (11.20, 0.02, 0.05, 0.0, 0.0, -9.8)

_MID_KEY = 28
_MID = values_at(1.0)


def _growth(state, seat: int, turns: float, reach_per_turn: float, advisors: int) -> list[float]:
    """The growth features: turns left, production per activation times turns, Progress icons
    within reach, empty floors times turns, Advisors acting during the game times turns."""
    p = state.players[seat]
    c = state.c
    engine = 0.0
    progress = 0.0
    reach = int(reach_per_turn * turns + 0.5)
    # the priced values found in their caches first (every playout ends in an evaluation of
    # every seat); a value not yet priced is priced by its function
    yields, ahead = YIELDS, AHEAD
    for row, improved, positions in zip(p.slots, p.improved, p.progress):
        for inv, up, pos in zip(row, improved, positions):
            if inv is None:
                continue
            v = yields.get((inv, up, False, _MID_KEY))
            engine += production_value(c, inv, up, False, _MID, _MID_KEY) if v is None else v
            if reach:
                v = ahead.get((inv, pos, reach, _MID_KEY))
                progress += progress_value(c, inv, pos, reach, _MID, _MID_KEY) if v is None else v
    return [turns, engine * turns, progress, p.empty_floors() * turns, advisors * turns, 1.0]


def _priced(state, seat: int, turns: float, end_now: float, conflicts: int) -> float:
    """The parts priced by the game's exchange rates (values.py), summed."""
    return sum(vp for _, vp in priced_parts(state, seat, turns, end_now, conflicts))


def priced_parts(state, seat: int, turns: float, end_now: float,
                 conflicts: int) -> tuple[tuple[str, float], ...]:
    """The parts priced by the game's exchange rates (values.py), each in VP under the name a
    hint's reason gives it (`later_parts`): END GAME SCORING now (`end_now`, as one part), a
    Conflict's cost in play, the resources, Wealth and Workers, the Steam, Reputation, Banners
    and the Government Grant."""
    p = state.players[seat]
    share = share_left(turns)
    values = values_at(share)
    res = p.res
    goods = (res[0] * values["food"] + res[1] * values["energy"] + res[2] * values["materials"]
             + res[3] * values["luxury"] + p.wealth * values["wealth"]
             + p.worker_count() * values["worker"])
    rep = state.c.factory["reputation_vp"][p.reputation]
    on_cities = 5 - p.banners
    grant = 0.0
    if p.grant:
        grant = grant_value(state, seat, turns, values, int(share * 28 + 0.5))
    return (("end_now", end_now), ("conflicts", -CONFLICT_IN_PLAY * share * conflicts),
            ("goods", goods), ("steam", p.steam * values["steam"]),
            ("reputation", rep * REPUTATION_SCORINGS_PER_TURN * turns),
            ("banners", on_cities * BANNER_ON_CITY * min(1.0, turns / 3) if on_cities else 0.0),
            ("grant", grant))


def _pending_conflicts(p) -> int:
    """END OF TURN flips an Operation tile for 2 or more hexes of a type: the record says now
    what the tiles will show at this turn's end."""
    conflicts = 0
    for n in p.record:
        if n >= 2:
            conflicts += 1
    return conflicts


def end_now_parts(state, seat: int, conflicts: int) -> tuple[tuple[str, float], ...]:
    """END GAME SCORING as if the game ended now, as the evaluation counts it: the end-of-game
    icons, the Pilgrims' tracks, the river penalty for the Conflicts the record will flip
    (the leftovers are the assets, priced at their worth instead)."""
    icons = pilgrims = penalty = 0.0
    for name, vp in end_game.end_scores(state, seat):
        if name == "river_penalty":
            penalty -= end_game.river_penalty(state, seat) * conflicts
        elif name == "end_of_game_icons":
            icons += vp
        elif name != "leftovers":
            pilgrims += vp
    return (("end_icons", icons), ("pilgrims", pilgrims), ("river_penalty", penalty))


def player_parts(state, seat: int) -> tuple[float, list[float]]:
    """(the priced parts, the growth features) of a player's Factory."""
    conflicts = _pending_conflicts(state.players[seat])
    end_now = sum(vp for _, vp in end_now_parts(state, seat, conflicts))
    turns = turns_left(state, seat)
    return (_priced(state, seat, turns, end_now, conflicts),
            _growth(state, seat, turns, PROGRESS_PER_TURN, 0))


def later_parts(state, seat: int) -> tuple[tuple[str, float], ...]:
    """What the evaluation adds to a player's VP won (`evaluate_player` less them), by part, in
    VP: the priced parts (END GAME SCORING now split into its own parts) and the growth, each
    feature times its weight ("turns" with the constant: the game's length). Their sum is the
    evaluation's "later" points; what a hint's reason says of them (game/ai/hint.py)."""
    conflicts = _pending_conflicts(state.players[seat])
    ends = end_now_parts(state, seat, conflicts)
    turns = turns_left(state, seat)
    priced = priced_parts(state, seat, turns, sum(vp for _, vp in ends), conflicts)[1:]
    weights = PLAYER_GROWTH[state.num_seats]
    growth = [w * x for w, x in zip(weights, _growth(state, seat, turns, PROGRESS_PER_TURN, 0))]
    named = dict(zip(GROWTH, growth))
    return ends + priced + (("turns", named["turns"] + named["one"]), ("engine", named["engine"]),
                            ("progress", named["progress"]),
                            ("floors", named["floors"] + named["advisors"]))


def mayor_parts(state) -> tuple[float, list[float]]:
    solo = state.solo
    end_now = 0.0
    for name, vp in mayor_end_scores(state):
        if name != "leftovers":
            end_now += vp
    if "end_pilgrims" in solo.kept:      # Advisor 10: 3 Pilgrim advances before scoring
        end_now += 3 * MID_GAME["pilgrim"]
    during = sum(1 for e in solo.kept if e not in ("end_pilgrims", "best_pilgrim_twice"))
    turns = turns_left(state, solo.seat)
    return (_priced(state, solo.seat, turns, end_now, 0),
            _growth(state, solo.seat, turns, MAYOR_PROGRESS_PER_TURN, during))


def evaluate_player(state, seat: int) -> float:
    """A player's final score as it stands: the VP won, the priced parts and the growth."""
    priced, growth = player_parts(state, seat)
    value = state.players[seat].vp + priced
    for w, x in zip(PLAYER_GROWTH[state.num_seats], growth):
        value += w * x
    return value


def mayor_estimate(state) -> float:
    """The Mayor's final score as it stands (SOLO MODE)."""
    solo = state.solo
    p = state.players[solo.seat]
    if state.over and solo.final is not None:
        return float(p.vp + sum(v for _, v in solo.final))
    priced, growth = mayor_parts(state)
    value = p.vp + priced
    for w, x in zip(MAYOR_GROWTH, growth):
        value += w * x
    return value
