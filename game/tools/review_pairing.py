"""How much the pairing of a review's worlds cuts the error of a comparison:
`python -m game.tools.review_pairing --games-file FILE [--every 3] [--worlds 12] [--json]`.

A review compares two moves on the same sampled worlds (common random numbers: game/ai/
appraise.py, game/ai/playout.py), so the luck the worlds share cancels in their difference. For
every `every`-th decision with a choice of the games that `bench --review --stability
--games-file FILE` kept, the move played and the moves the review would consider are appraised on
`worlds` worlds; for each other move, `ratio` is the standard deviation their difference would
have from independent worlds (the two spreads combined) over the one it has, paired. The run
prints, per game, the median and geometric mean of the ratios and the median paired spread
(VP). Run it on two trees with the same file to compare their pairing on the same decisions.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from pathlib import Path

from game.ai.appraise import appraise, paired_differences, shortlist
from game.ai.review import replay
from game.core import registry
from game.core.rng import Rng


def pairing(games: list[dict], every: int = 3, worlds: int = 12) -> dict:
    """The figures of the module's docstring, per game, from kept games (`game`, `deal`,
    `actions`, 2 players)."""
    out: dict = {}
    for name in sorted({g["game"] for g in games}):
        ratios, spreads = [], []
        for g in (g for g in games if g["game"] == name):
            moments, _ = replay(registry.spec(name), 2, g["deal"], {}, g["actions"], {0, 1})
            for m in moments[::every]:
                seat = m.played.seat
                candidates = shortlist(m.view, seat, m.legal)
                if m.played not in candidates:
                    candidates = candidates + [m.played]
                found = appraise(m.view, seat, candidates, worlds=worlds, rng=Rng(m.move * 31 + 5))
                mine = next(a for a in found if a.action == m.played)
                for other in (a for a in found if a.action != m.played):
                    paired = paired_differences(mine, other)
                    a = [x for x in mine.per_world if x is not None]
                    b = [x for x in other.per_world if x is not None]
                    if len(paired) < 3 or statistics.stdev(paired) <= 1e-9:
                        continue   # moves that never differ: no luck to cancel
                    spread = statistics.stdev(paired)
                    ratios.append(math.sqrt(statistics.variance(a) + statistics.variance(b)) / spread)
                    spreads.append(spread)
        out[name] = {"pairs": len(ratios),
                     "median_ratio": round(statistics.median(ratios), 2) if ratios else None,
                     "geometric_mean_ratio": round(math.exp(statistics.fmean(math.log(r) for r in ratios)), 2)
                     if ratios else None,
                     "median_paired_sd": round(statistics.median(spreads), 2) if spreads else None}
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games-file", type=Path, required=True)
    parser.add_argument("--every", type=int, default=3)
    parser.add_argument("--worlds", type=int, default=12)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    games = [json.loads(line) for line in args.games_file.read_text(encoding="utf-8").splitlines()
             if line.strip()]
    found = pairing(games, args.every, args.worlds)
    if args.json:
        print(json.dumps(found, indent=2))
    else:
        for name, figures in found.items():
            print(name, figures)


if __name__ == "__main__":
    main()
