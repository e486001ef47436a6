"""`python -m game bench --ai --compare REV`: the search's iterations a second in this working tree
beside those of an earlier commit, measured alternately in one run.

Each round runs `python -m game bench --ai --json` once in each tree (REV checked out in a
temporary git worktree, removed at the end), the order swapped every round so that a machine
growing busier or quieter weighs on both alike, each in a fresh Python process started in its own
tree. Both trees search the same seeded positions (game/tools/search_bench.py: a game of random
moves from a fixed seed) for the same iterations, timed in the process's CPU time. The figure
compared is each tree's best round per setup, with the rounds' medians beside it: a busy machine
only adds time to a search, never takes it away. The ratio is this tree's rate over REV's (above
1: faster now). For a count the load cannot move, see game/tools/search_work.py (instructions
under valgrind); MEASUREMENTS.md, "The AI's search", gives both.

It asks the old tree only for what `bench --ai` has taken since 0089d6b: `--json`, `--game` and
`--iterations`.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from game.tools.commit import described
from game.tools.compare import HERE, alternately, commit_of
from game.tools.load import load_average


def _rates(tree: Path, game_name: str | None, iterations: int | None) -> dict[str, float]:
    """Each setup's iterations a second, as `bench --ai --json` in `tree` prints them."""
    command = [sys.executable, "-m", "game", "bench", "--ai", "--json"]
    if game_name:
        command += ["--game", game_name]
    if iterations:
        command += ["--iterations", str(iterations)]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONDONTWRITEBYTECODE="1", PYTHONHASHSEED="0")
    env.pop("PYTHONPATH", None)
    done = subprocess.run(command, cwd=tree, env=env, check=True, capture_output=True, text=True)
    found = json.loads(done.stdout.strip().splitlines()[-1])["search"]
    return {label: row["iterations_per_second"] for label, row in found.items()}


def compare_search(rev: str, game_name: str | None = None, rounds: int = 3,
                   iterations: int | None = None, progress=None) -> dict:
    """Both trees' `bench --ai` run `rounds` times each, alternately; per setup the best round of
    each, the medians, every sample, and the speed ratio (this tree over REV)."""
    commit = commit_of(rev)
    load_before = load_average()
    samples: dict[str, dict[str, list[float]]] = {"rev": {}, "now": {}}
    def one_round(order) -> None:
        for side, tree in order:
            for label, rate in _rates(tree, game_name, iterations).items():
                samples[side].setdefault(label, []).append(rate)

    alternately(commit, rounds, one_round, progress)
    rows = []
    for label in sorted(set(samples["rev"]) & set(samples["now"])):
        before, now = max(samples["rev"][label]), max(samples["now"][label])
        rows.append({"setup": label, "unit": "iterations a second (process CPU time)",
                     "rev": before, "now": now,
                     "speed_ratio": round(now / before, 3) if before else 0.0,
                     "rev_median": statistics.median(samples["rev"][label]),
                     "now_median": statistics.median(samples["now"][label]),
                     "rev_samples": samples["rev"][label], "now_samples": samples["now"][label]})
    return {"compare": "search", "rev": rev, "rev_commit": commit, "now": described(HERE),
            "rounds": rounds, "iterations": iterations,
            "statistic": "best of the rounds (the highest rate), medians beside it",
            "rows": rows, "load_before": load_before, "load_after": load_average(),
            "cpus": os.cpu_count()}
