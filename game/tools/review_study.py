"""Figures of the game review (game/ai/review.py): how long it takes, and whether it tells good
play from bad.

- `python -m game bench --review [--game G] [--json]`: seconds to review a whole 2-player game of
  each game at the default budget (every seat; the game played by the rollout policy at both
  seats, instantly, from a fixed seed), with the machine's load beside it.
- `python -m game.tools.review_study [--games 50] [--game G] [--jobs N] [--json]`: games of hard
  against random (seats alternating), each reviewed for every seat: each agent's mean loss per
  decision, and the correlation over games and seats of a seat's summed loss with its final
  margin (the issue's "Done when": random's loss far above hard's, and a negative correlation).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from game.ai.review import default_worlds, review_game
from game.core import registry
from game.tools.tournament import game_spec, play_one

BENCH_SEED = 20


def _load() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except (AttributeError, OSError):
        return None


def bench_review(games: list[str] | None = None, seed: int = BENCH_SEED) -> dict:
    out: dict = {"load_before": _load()}
    for game in games or registry.available():
        played = play_one(game, 2, seed, ["policy", "policy"], seed, None)
        spec = registry.spec(game)
        start = time.perf_counter()
        review = review_game(spec, 2, played["deal"], {}, played["actions"])
        out[game] = {"seconds": round(time.perf_counter() - start, 1),
                     "moves": len(played["actions"]), "decisions": len(review.decisions),
                     "worlds": review.worlds}
    out["load_after"] = _load()
    return out


def _study_one(game: str, index: int, seed: int, worlds: int | None,
               agents: tuple[str, str]) -> dict:
    seats = list(agents) if index % 2 == 0 else list(reversed(agents))
    played = play_one(game, 2, seed * 1_000_003 + index, seats, seed + index, 10.0)
    review = review_game(game_spec(game), 2, played["deal"], {}, played["actions"],
                         worlds=worlds)
    return {"seats": seats, "scores": played["scores"],
            "losses": [[d.loss for d in review.decisions if d.seat == s] for s in range(2)],
            "margins": [s.final_margin for s in review.summaries]}


def correlation(xs: list[float], ys: list[float]) -> float | None:
    """Pearson's r (None when either side does not vary)."""
    n = len(xs)
    if n < 2:
        return None
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return round(sxy / math.sqrt(sxx * syy), 3) if sxx and syy else None


def study(game: str, games: int = 50, seed: int = 1, jobs: int = 1, worlds: int | None = None,
          progress=None, agents: tuple[str, str] = ("hard", "random")) -> dict:
    """`agents` play each game, their seats alternating from game to game."""
    tasks = [(game, i, seed, worlds, tuple(agents)) for i in range(games)]
    results = []
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for result in pool.map(_study_one, *zip(*tasks)):
                results.append(result)
                if progress:
                    progress(len(results), games)
    else:
        for task in tasks:
            results.append(_study_one(*task))
            if progress:
                progress(len(results), games)
    per: dict[str, dict] = {}
    totals, margins = [], []
    for r in results:
        for seat, agent in enumerate(r["seats"]):
            losses = r["losses"][seat]
            entry = per.setdefault(agent, {"decisions": 0, "loss": 0.0})
            entry["decisions"] += len(losses)
            entry["loss"] += sum(losses)
            totals.append(sum(losses))
            margins.append(r["margins"][seat])
    return {"game": game, "games": len(results), "worlds": worlds or default_worlds(game),
            "mean_loss_per_decision": {a: round(e["loss"] / max(1, e["decisions"]), 3)
                                       for a, e in per.items()},
            "decisions": {a: e["decisions"] for a, e in per.items()},
            "loss_margin_correlation": correlation(totals, margins)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.review_study",
                                description="hard against random, every game reviewed: mean loss "
                                            "per decision per agent, and loss against margin")
    p.add_argument("--game", default=None, help="arigato or daitoshi (default: both)")
    p.add_argument("--games", type=int, default=50)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="games played and reviewed in parallel")
    p.add_argument("--worlds", type=int, default=None, help="worlds per decision (default: the game's)")
    p.add_argument("--agents", default="hard,random", help="the two agents (seats alternate)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    agents = tuple(args.agents.split(","))
    if len(agents) != 2:
        p.error("--agents: two agent names, such as hard,random")

    def progress(done: int, total: int) -> None:
        print(f"review_study: game {done} of {total}", file=sys.stderr, flush=True)

    out = [study(g, args.games, args.seed, args.jobs, args.worlds, progress, agents)
           for g in ([args.game] if args.game else registry.available())]
    print(json.dumps(out) if args.json else "\n".join(json.dumps(x, indent=1) for x in out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
