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
"""

from __future__ import annotations

import argparse
import json
import math

from game.ai.daitoshi import evaluation as ev
from game.ai.daitoshi.rollout import choose
from game.core import registry
from game.core.daitoshi.prompts import TurnPrompt
from game.core.rng import Rng


def play_and_record(players: int, seed: int, advisors: int = 3) -> list[tuple[list, list, float]]:
    """(features, the fifth of the game, VP still to come) per seat and per turn start."""
    options = {"advisors": advisors} if players == 1 else {}
    s = registry.spec("daitoshi").new_game(players=players, seed=seed, **options)
    rngs = [Rng(seed * 31 + i) for i in range(players)]
    snaps = []
    while not s.is_over():
        seat = s.current_seats()[0]
        if type(s.prompt(seat)) is TurnPrompt:
            snaps.append((s.turn, [(i, ev.player_parts(s, i), s.players[i].vp)
                                   for i in range(s.num_seats)],
                          (ev.mayor_parts(s), s.players[s.solo.seat].vp)
                          if s.solo is not None else None))
        legal = s.legal_actions(seat)
        s.apply(choose(s, seat, legal, rngs[seat]))
    final = [x.total for x in s.scores()]
    mayor_final = s.mayor_score().total if s.solo is not None else None
    rows = []
    for turn, seats, mayor in snaps:
        fifth = min(4, 5 * turn // max(1, s.turn))
        for i, (priced, growth), vp in seats:
            rows.append((f"player{players}", growth, fifth, final[i] - vp - priced))
        if mayor is not None:
            (priced, growth), vp = mayor
            rows.append(("mayor", growth, fifth, mayor_final - vp - priced))
    return rows


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


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=60, help="games per player count")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--leave-out", default="floors,advisors",
                   help="growth features held at 0 (comma-separated): a feature that only "
                        "stands in for others (e.g. empty floors for the game's start) would "
                        "make a move that changes it look good or bad for no reason")
    args = p.parse_args(argv)
    kept = [i for i, name in enumerate(ev.GROWTH) if name not in args.leave_out.split(",")]
    rows = []
    for players in (1, 2, 3, 4):
        for g in range(args.games):
            advisors = g % 11 if players == 1 else 3
            rows.extend(play_and_record(players, args.seed * 100_003 + players * 10_007 + g,
                                        advisors))
    out = []
    for who in ("player1", "player2", "player3", "player4", "mayor"):
        mine = [r for r in rows if r[0] == who]
        fit = least_squares([[r[1][i] for i in kept] for r in mine], [r[3] for r in mine])
        w = [0.0] * len(ev.GROWTH)
        for i, wi in zip(kept, fit):
            w[i] = wi
        out.append(report(who, mine, w))
    print(json.dumps({"features": ev.GROWTH, "fits": out}, indent=1))


if __name__ == "__main__":
    main()
