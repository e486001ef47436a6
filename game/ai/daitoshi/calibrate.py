"""Measure the evaluation's weights: `python -m game.ai.daitoshi.calibrate [--games N]`.

The evaluation (evaluation.py) adds to the VP already won the parts the game's exchange rates
price (END GAME SCORING as it stands, assets, Conflicts, the Grant, Banners) and the growth still
to come: VP per turn left, the engine's production and Progress, the empty floors. How much each
growth feature is worth is measured here, not guessed: seeded games are played by the rollout
policy (the player the search's playouts imitate), every turn start is recorded, and a least
squares fit maps the growth features to the VP still to come beyond the priced parts (final
score minus VP won minus priced parts). The Mayor (SOLO MODE) gets a fit of his own.

It prints the weights (evaluation.py's `PLAYER_GROWTH` and `MAYOR_GROWTH`) and how far the
fitted guesses fall from the real outcomes, by fifth of the game.

`--horizon 0,2,4` studies instead how far the search's estimate of a turn start falls from its
worth when playouts stop k table turns on (`horizon_study`), with the shipped weights, a refit,
and a refit that also reads what the next turns bring (`ahead`, not used in play); `--cost`
times the evaluation with and without `ahead` (game/tools/MEASUREMENTS.md, "What the evaluation
misses two turns earlier").
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time

from game.ai.daitoshi import evaluation as ev
from game.ai.daitoshi.rollout import choose
from game.core import registry
from game.core.daitoshi.production import building_cost
from game.core.daitoshi.prompts import TurnPrompt
from game.core.rng import Rng


def ahead(state, seat: int) -> list[float]:
    """What the next turns bring that the growth features do not read (a study, not in play;
    game/tools/MEASUREMENTS.md, "What the evaluation misses two turns earlier"):
    - the installed Inventions' production per activation times the Factories whose Production
      token is in the middle (each may start a Production Turn soon, in which every player
      produces: THE PRODUCTION TURN);
    - the production of the buildings the Steam in hand pays for now (Yōkai table: what the
      next Production Turn yields; Steam left unspent is priced as an asset only);
    - the Operation tiles on their Conflict side times the turns left (dearer buildings, 2
      Workers, no Progress until the record flips them back)."""
    p = state.players[seat]
    c = state.c
    engine = affordable = 0.0
    for b in range(3):
        building = 0.0
        for f in range(3):
            inv = p.slots[b][f]
            if inv is not None:
                building += ev.production_value(c, inv, p.improved[b][f], False, ev._MID,
                                                ev._MID_KEY)
        engine += building
        if building and building_cost(state, seat, b) <= p.steam:
            affordable += building
    ready = 0
    for other in state.players:
        if other.production_ready:
            ready += 1
    return [engine * ready, affordable, sum(p.conflict) * ev.turns_left(state, seat)]


AHEAD = ("due_all", "affordable", "conflicts")


def play_and_snap(players: int, seed: int, advisors: int = 3, states: list | None = None):
    """(the snapshots, the final scores, the Mayor's): a snapshot per table turn start holds the
    turn and per seat (seat, (priced, growth + ahead), VP won), and the Mayor's (SOLO MODE).
    `states`, if given, receives a copy of the game at each snapshot."""
    options = {"advisors": advisors} if players == 1 else {}
    s = registry.spec("daitoshi").new_game(players=players, seed=seed, **options)
    rngs = [Rng(seed * 31 + i) for i in range(players)]
    snaps = []
    while not s.is_over():
        seat = s.current_seats()[0]
        if type(s.prompt(seat)) is TurnPrompt:
            seats, mayor = snapshot(s)
            snaps.append((s.turn, seats, mayor))
            if states is not None:
                states.append(s.clone())
        legal = s.legal_actions(seat)
        s.apply(choose(s, seat, legal, rngs[seat]))
    final = [x.total for x in s.scores()]
    mayor_final = s.mayor_score().total if s.solo is not None else None
    return snaps, final, mayor_final, s.turn


def snapshot(s):
    """A table turn start as the study keeps it: per seat (seat, (priced, growth + ahead), VP
    won), and the Mayor's ((priced, growth + ahead), VP won) in SOLO MODE."""
    seats = []
    for i in range(s.num_seats):
        priced, growth = ev.player_parts(s, i)
        seats.append((i, (priced, growth + ahead(s, i)), s.players[i].vp))
    mayor = None
    if s.solo is not None:
        priced, growth = ev.mayor_parts(s)
        mayor = ((priced, growth + ahead(s, s.solo.seat)), s.players[s.solo.seat].vp)
    return seats, mayor


def playouts_from(state, playouts: int, seed: int, horizons: list[int],
                  start: int | None = None) -> list:
    """`playouts` games of the rollout policy from a table turn start to the end, as the
    search's playouts run them: per game, the snapshot where a playout of each horizon would
    stop (`rollout_over`: the first turn start `k` table turns on; None once the game is over)
    and the final scores (the Mayor's too)."""
    games = []
    for m in range(playouts):
        s = state.clone()
        rng = Rng(seed * 7919 + m)
        begun = s.turn if start is None else start
        stops = {}
        while not s.is_over():
            seat = s.current_seats()[0]
            if type(s.prompt(seat)) is TurnPrompt:
                for k in horizons:
                    if k not in stops and s.turn >= begun + k:
                        stops[k] = snapshot(s)
            s.apply(choose(s, seat, s.legal_actions(seat), rng))
        final = [x.total for x in s.scores()]
        games.append((stops, final, s.mayor_score().total if s.solo is not None else None))
    return games


def rows_of(players: int, snaps, final, mayor_final, last: int, width: int) -> list:
    """(who, features, the fifth of the game, VP still to come) per seat and per turn start."""
    rows = []
    for turn, seats, mayor in snaps:
        fifth = min(4, 5 * turn // max(1, last))
        for i, (priced, growth), vp in seats:
            rows.append((f"player{players}", growth[:width], fifth, final[i] - vp - priced))
        if mayor is not None:
            (priced, growth), vp = mayor
            rows.append(("mayor", growth[:width], fifth, mayor_final - vp - priced))
    return rows


def play_and_record(players: int, seed: int, advisors: int = 3) -> list[tuple[list, list, float]]:
    """(features, the fifth of the game, VP still to come) per seat and per turn start."""
    return rows_of(players, *play_and_snap(players, seed, advisors), len(ev.GROWTH))


def least_squares(xs: list[list[float]], ys: list[float], ridge: float = 1e-3) -> list[float]:
    """Weights w minimising |X w - y|^2 (+ a touch of ridge), by the normal equations."""
    k = len(xs[0])
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for x, y in zip(xs, ys):
        for i in range(k):
            xi = x[i]
            if xi:
                b[i] += xi * y
                row = a[i]
                for j in range(k):
                    row[j] += xi * x[j]
    for i in range(k):
        a[i][i] += ridge * len(xs)
    # Gaussian elimination with partial pivoting
    for col in range(k):
        piv = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[piv] = a[piv], a[col]
        b[col], b[piv] = b[piv], b[col]
        for r in range(col + 1, k):
            f = a[r][col] / a[col][col]
            if f:
                for j in range(col, k):
                    a[r][j] -= f * a[col][j]
                b[r] -= f * b[col]
    w = [0.0] * k
    for i in range(k - 1, -1, -1):
        w[i] = (b[i] - sum(a[i][j] * w[j] for j in range(i + 1, k))) / a[i][i]
    return w


def report(name: str, rows: list, weights: list[float]) -> dict:
    by_fifth: dict[int, list[float]] = {}
    for _who, x, fifth, y in rows:
        guess = sum(wi * xi for wi, xi in zip(weights, x))
        by_fifth.setdefault(fifth, []).append(guess - y)
    out = {}
    for fifth in sorted(by_fifth):
        errs = by_fifth[fifth]
        out[fifth] = {"bias": round(sum(errs) / len(errs), 2),
                      "rmse": round(math.sqrt(sum(e * e for e in errs) / len(errs)), 2),
                      "n": len(errs)}
    return {"who": name, "weights": [round(w, 4) for w in weights], "by_fifth": out}


WHO = ("player1", "player2", "player3", "player4", "mayor")


def fit_weights(rows: list, kept: list[int], width: int) -> dict[str, list[float]]:
    """Per player count (and the Mayor) the least squares weights of the features `kept`, the
    others held at 0, over features `width` long."""
    out = {}
    for who in WHO:
        mine = [r for r in rows if r[0] == who]
        fit = least_squares([[r[1][i] for i in kept] for r in mine], [r[3] for r in mine])
        w = [0.0] * width
        for i, wi in zip(kept, fit):
            w[i] = wi
        out[who] = w
    return out


def _worth(seat_snap, weights) -> float:
    (priced, features), vp = seat_snap
    return vp + priced + sum(w * x for w, x in zip(weights, features))


def _margins(values: list[float], mayor) -> list[float]:
    """Each seat's points ahead of the best other seat (SOLO MODE: of the Mayor)."""
    n = len(values)
    if mayor is not None:
        return [v - mayor for v in values]
    return [values[i] - max(values[o] for o in range(n) if o != i) for i in range(n)]


def _playout_diffs(players: int, games: list, weights: dict, k: int) -> list:
    """Per playout: (estimate less final score, estimate less final margin) per seat, where a
    playout of `k` table turns stops (0 once the game is over)."""
    w = weights[f"player{players}"]
    diffs = []
    for stops, final, mayor_final in games:
        true_margin = _margins([float(x) for x in final], mayor_final)
        snap = stops.get(k)
        if snap is None:
            diffs.append(([0.0] * players, [0.0] * players))
            continue
        seats, msnap = snap
        values = [_worth((x, vp), w) for _i, x, vp in seats]
        mayor = _worth(msnap, weights["mayor"]) if msnap is not None else None
        diffs.append(([v - f for v, f in zip(values, final)],
                      [m - t for m, t in zip(_margins(values, mayor), true_margin)]))
    return diffs


def sibling_errors(pairs: list, weights: dict, horizons: list[int]) -> dict:
    """The error that decides a move: for two moves from the same turn start, each followed by
    the same playouts' seeds, how far the difference of their estimates (`horizon_errors`) for
    the seat to move falls from the difference of their worths (final margins), as "rmse" and
    "less_noise"; "worth_rms" is the size of the worths' difference itself, for scale."""
    out = {}
    for k in horizons:
        sq = noise = size = 0.0
        for players, seat, games_a, games_b in pairs:
            a = _playout_diffs(players, games_a, weights, k)
            b = _playout_diffs(players, games_b, weights, k)
            xs = [da[1][seat] - db[1][seat] for da, db in zip(a, b)]
            m = len(xs)
            mean = sum(xs) / m
            sq += mean * mean
            noise += sum((x - mean) ** 2 for x in xs) / max(1, m - 1) / m
            finals = [_margins([float(x) for x in fa], ma)[seat]
                      - _margins([float(x) for x in fb], mb)[seat]
                      for (_s, fa, ma), (_t, fb, mb) in zip(games_a, games_b)]
            size += (sum(finals) / m) ** 2
        n = max(1, len(pairs))
        out[k] = {"rmse": round(math.sqrt(sq / n), 2),
                  "less_noise": round(math.sqrt(max(0.0, sq - noise) / n), 2),
                  "worth_rms": round(math.sqrt(size / n), 2), "pairs": len(pairs)}
    return out


def sibling_pairs(state, playouts: int, seed: int, horizons: list[int]):
    """Two moves from a turn start, the rollout policy's and another legal one drawn at
    random, each played out with the same seeds (`playouts_from`); None with a single move."""
    seat = state.current_seats()[0]
    legal = state.legal_actions(seat)
    if len(legal) < 2:
        return None
    rng = Rng(seed)
    mine = choose(state, seat, legal, rng)
    other = rng.choice([a for a in legal if a != mine]) if any(a != mine for a in legal) else None
    if other is None:
        return None
    sides = []
    for move in (mine, other):
        after = state.clone()
        after.apply(move)
        sides.append(playouts_from(after, playouts, seed, horizons, state.turn))
    return (state.num_seats, seat, *sides)


def horizon_errors(starts: list, weights: dict[str, list[float]], horizons: list[int]) -> dict:
    """How far the search's estimate of a turn start's worth, with playouts of `k` table turns
    (the mean over its playouts of the evaluation where each stops; a playout that reaches the
    end is scored exactly), falls from the worth the rollout policy gives it (the mean final
    score over the same playouts run to the end), per seat, for the final score and the final
    margin. "rmse" is over starts and seats; "less_noise" takes out what the finite number of
    playouts adds (the variance of a playout's difference over their number)."""
    out = {}
    for k in horizons:
        sq = {"score": [0.0, 0.0], "margin": [0.0, 0.0]}
        count = 0
        for players, games in starts:
            diffs = _playout_diffs(players, games, weights, k)
            m = len(diffs)
            for part, col in (("score", 0), ("margin", 1)):
                for i in range(players):
                    xs = [d[col][i] for d in diffs]
                    mean = sum(xs) / m
                    sq[part][0] += mean * mean
                    sq[part][1] += sum((x - mean) ** 2 for x in xs) / max(1, m - 1) / m
            count += players
        out[k] = {part: {"rmse": round(math.sqrt(a / count), 2),
                         "less_noise": round(math.sqrt(max(0.0, a - b) / count), 2)}
                  for part, (a, b) in sq.items()}
        out[k]["seats"] = count
    return out


def spread(games: list) -> dict:
    """For scale: the standard deviation of the final score and of the final margin, by player
    count, over `games`."""
    out = {}
    for players in (1, 2, 3, 4):
        scores, margins = [], []
        for n, _snaps, final, mayor_final, _last in games:
            if n == players:
                scores += final
                margins += _margins([float(x) for x in final], mayor_final)
        if scores:
            out[players] = {"score_sd": round(statistics.pstdev(scores), 1),
                            "margin_sd": round(statistics.pstdev(margins), 1),
                            "games": len(scores) // players}
    return out


def horizon_study(games: list, states: list, kept: list[int], horizons: list[int],
                  playouts: int, every: int, siblings: bool = False) -> dict:
    """The search's error at each horizon (`horizon_errors`) from the turn starts (every
    `every`-th) of half the games (odd), with weights fitted on the other half (even): the
    shipped weights, a refit of the growth features, and a refit with the features of what the
    next turns bring (`ahead`) too, all fitted as `main` fits them."""
    width = len(ev.GROWTH)
    train = [g for n, g in enumerate(games) if n % 2 == 0]
    rows = [r for g in train for r in rows_of(*g, width + len(AHEAD))]
    starts = []
    for n, (g, kept_states) in enumerate(zip(games, states)):
        if n % 2 == 1:
            for j, state in enumerate(kept_states[::every]):
                starts.append((g[0], playouts_from(state, playouts, n * 1009 + j, horizons)))
    shipped = {f"player{n}": list(w) for n, w in ev.PLAYER_GROWTH.items()}
    shipped["mayor"] = list(ev.MAYOR_GROWTH)
    plain = fit_weights(rows, kept, width + len(AHEAD))
    more = fit_weights(rows, kept + [width + i for i in range(len(AHEAD))], width + len(AHEAD))
    out = {"features": ev.GROWTH + AHEAD, "train_games": len(train), "starts": len(starts),
           "playouts": playouts, "spread": spread([g for n, g in enumerate(games) if n % 2])}
    for name, weights in (("shipped", shipped), ("refit", plain), ("refit_ahead", more)):
        out[name] = {"weights": {who: [round(x, 3) for x in w] for who, w in weights.items()},
                     "errors": horizon_errors(starts, weights, horizons)}
    if siblings:
        pairs = []
        for n, kept_states in enumerate(states):
            if n % 2 == 1:
                for j, state in enumerate(kept_states[::every]):
                    pair = sibling_pairs(state, playouts, n * 1013 + j, horizons)
                    if pair is not None:
                        pairs.append(pair)
        out["siblings"] = {name: sibling_errors(pairs, w, horizons)
                           for name, w in (("shipped", shipped), ("refit", plain),
                                           ("refit_ahead", more))}
    for players in (1, 2, 3, 4):
        mine = [x for x in starts if x[0] == players]
        out[f"by_players{players}"] = {
            name: horizon_errors(mine, w, horizons)
            for name, w in (("shipped", shipped), ("refit", plain), ("refit_ahead", more))}
    return out


def evaluation_cost(states: list, repeats: int = 7) -> dict:
    """Microseconds per evaluation (median of `repeats` passes over every seat of `states`,
    perf_counter): `evaluate_player` alone and with `ahead` after it."""
    pairs = [(s, i) for s in states for i in range(s.num_seats)]
    times: dict[str, list[float]] = {"evaluation": [], "with_ahead": []}
    for _ in range(repeats):
        start = time.perf_counter()
        for s, i in pairs:
            ev.evaluate_player(s, i)
        middle = time.perf_counter()
        for s, i in pairs:
            ev.evaluate_player(s, i)
            ahead(s, i)
        times["evaluation"].append(middle - start)
        times["with_ahead"].append(time.perf_counter() - middle)
    out = {k: round(sorted(v)[len(v) // 2] / len(pairs) * 1e6, 2) for k, v in times.items()}
    out["evaluations"] = len(pairs)
    return out


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=60, help="games per player count")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--leave-out", default="floors,advisors",
                   help="growth features held at 0 (comma-separated): a feature that only "
                        "stands in for others (e.g. empty floors for the game's start) would "
                        "make a move that changes it look good or bad for no reason")
    p.add_argument("--horizon", default="",
                   help="table turns a playout runs (comma-separated, e.g. 0,2,4): instead of "
                        "the weights, print the evaluation's error where such playouts stop "
                        "(`horizon_study`)")
    p.add_argument("--siblings", action="store_true",
                   help="with --horizon: also the error of two moves' difference "
                        "(`sibling_errors`)")
    p.add_argument("--cost", action="store_true",
                   help="print the evaluation's time with and without `ahead` (`evaluation_cost`)")
    p.add_argument("--playouts", type=int, default=8, help="playouts per turn start (--horizon)")
    p.add_argument("--every", type=int, default=3, help="every how many turn starts (--horizon)")
    args = p.parse_args(argv)
    kept = [i for i, name in enumerate(ev.GROWTH) if name not in args.leave_out.split(",")]
    games, states = [], []
    for players in (1, 2, 3, 4):
        for g in range(args.games):
            advisors = g % 11 if players == 1 else 3
            seed = args.seed * 100_003 + players * 10_007 + g
            states.append([] if args.horizon or args.cost else None)
            games.append((players, *play_and_snap(players, seed, advisors, states[-1])))
    if args.cost:
        print(json.dumps(evaluation_cost([x for kept_states in states for x in kept_states])))
        return
    if args.horizon:
        horizons = [int(k) for k in args.horizon.split(",")]
        print(json.dumps(horizon_study(games, states, kept, horizons, args.playouts,
                                                       args.every, args.siblings), indent=1))
        return
    rows = [r for g in games for r in rows_of(*g, len(ev.GROWTH))]
    weights = fit_weights(rows, kept, len(ev.GROWTH))
    out = [report(who, [r for r in rows if r[0] == who], weights[who]) for who in WHO]
    print(json.dumps({"features": ev.GROWTH, "fits": out}, indent=1))

if __name__ == "__main__":
    main()
