"""`python -m game bench --compare REV`: the rules' speed and the tables' frames of this working
tree beside those of an earlier commit, measured side by side in one run (issue 33: "frames and
rules speed within 5% of before, measured side by side in one run").

REV is checked out into a temporary git worktree (removed at the end). Each round measures both
trees in turn, the order swapped every round so that a machine growing busier or quieter weighs
on both alike, each measure in a fresh Python process started in that tree, so that `import game`
is that tree's. What both sides run is what every commit since the bench began has in common:
`game.tools.bench.bench_rules(game, players, games, seed)` (random games, the clone) and
`game.tools.frames.bench_frames([game], players, frames, warmup)` (a table's frames in software
at 1280x720 and 1920x1080). Only the games both trees register are compared.

The figures are medians over the rounds, and each ratio is this tree's speed over REV's (above 1:
faster now; `within_5pct` when at least 0.95). The load average is read before and after.

Time is the measuring thread's CPU time by default (`clock="cpu"`: both benches' `perf_counter`
read as `time.thread_time`), so that a machine other work shares slows neither tree's figures by
making it wait for a processor (the AI seats' threads of the frames bench are not counted either);
`clock="wall"` keeps the benches' own clock, for an idle machine. CPU time still grows with the
load (shared caches), which is why the trees alternate.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import game
from game.core import registry
from game.tools.load import load_average

HERE = Path(game.__file__).resolve().parents[1]     # the working tree being measured
BAR = 0.95                                          # within 5% of before

# Run in a fresh process inside one tree; prints one JSON object. It checks that `game` is that
# tree's own (the current directory comes first on the path of `python -c`).
PROBE = r"""
import json, os, sys
from pathlib import Path
import game
assert Path(game.__file__).resolve().is_relative_to(Path.cwd().resolve()), game.__file__
from game.core import registry
kind, games, players, count, seed, warmup, clock = json.loads(sys.argv[1])
import types
import game.tools.bench, game.tools.frames
if clock == "cpu":    # both benches read `time.perf_counter`: give them this thread's CPU time
    import time
    shim = types.SimpleNamespace(**{k: getattr(time, k) for k in dir(time) if not k.startswith("_")})
    shim.perf_counter = time.thread_time
    game.tools.bench.time = game.tools.frames.time = shim
out = {}
for name in games:
    if name not in registry.available():
        continue
    if kind == "rules":
        from game.tools.bench import bench_rules
        row = bench_rules(name, players, count, seed)
        out[name] = {"decisions_per_second": row["decisions_per_second"], "clone_us": row["clone_us"]}
    else:
        from game.tools.frames import bench_frames
        rows = bench_frames([name], players, frames=count, warmup=warmup)["tables"]
        out[name] = {r["size"]: r["frame_ms_p50"] for r in rows}
print(json.dumps(out))
"""

# (figure, higher is faster): how a figure turns into a speed ratio, this tree over REV
FASTER_WHEN_HIGHER = {"decisions_per_second": True, "clone_us": False, "frame_ms_p50": False}


def _git(*args: str, cwd: Path = HERE) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True).stdout.strip()


def _measure(tree: Path, kind: str, games: list[str], players: int, count: int, seed: int,
             warmup: int, clock: str = "cpu") -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTHONPATH", None)
    done = subprocess.run([sys.executable, "-c", PROBE, json.dumps([kind, games, players, count, seed, warmup, clock])],
                          cwd=tree, env=env, check=True, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def _ratio(before: float, now: float, higher_is_faster: bool) -> float:
    if not before or not now:
        return 0.0
    return now / before if higher_is_faster else before / now


def compare(rev: str, games: list[str] | None = None, rounds: int = 5, players: int = 4,
            rules_games: int = 20, frames: int = 300, warmup: int = 120, seed: int = 1,
            clock: str = "cpu", progress=None) -> dict:
    """Both trees measured `rounds` times each, alternately; medians and ratios per game."""
    commit = _git("rev-parse", "--verify", f"{rev}^{{commit}}")
    games = games or registry.available()
    load_before = load_average()
    samples: dict[str, dict] = {"rev": {}, "now": {}}   # side -> (kind, game, figure) -> [values]
    with tempfile.TemporaryDirectory(prefix="bench-compare-") as tmp:
        other = Path(tmp) / "rev"
        _git("worktree", "add", "--detach", str(other), commit)
        try:
            for r in range(rounds):
                order = (("rev", other), ("now", HERE)) if r % 2 == 0 else (("now", HERE), ("rev", other))
                for kind, count in (("rules", rules_games), ("frames", frames)):
                    for side, tree in order:
                        figures = _measure(tree, kind, games, players, count, seed, warmup, clock)
                        for name, row in figures.items():
                            for figure, value in row.items():
                                samples[side].setdefault((kind, name, figure), []).append(value)
                if progress:
                    progress(r + 1, rounds)
        finally:
            _git("worktree", "remove", "--force", str(other))
    rows = []
    for key in sorted(set(samples["rev"]) & set(samples["now"])):
        kind, name, figure = key
        measure = "frame_ms_p50" if kind == "frames" else figure
        before, now = statistics.median(samples["rev"][key]), statistics.median(samples["now"][key])
        ratio = _ratio(before, now, FASTER_WHEN_HIGHER[measure])
        rows.append({"kind": kind, "game": name, "figure": measure if kind == "rules" else f"{measure} {figure}",
                     "rev": round(before, 2), "now": round(now, 2), "speed_ratio": round(ratio, 3),
                     "within_5pct": ratio >= BAR,
                     "rev_samples": samples["rev"][key], "now_samples": samples["now"][key]})
    only = sorted({k[1] for side in samples.values() for k in side} - {r["game"] for r in rows})
    return {"rev": rev, "rev_commit": commit, "now": _git("rev-parse", "HEAD") + (" + changes" if _git("status", "--porcelain", "--untracked-files=no") else ""),
            "rounds": rounds, "players": players, "rules_games": rules_games,
            "frames": frames, "warmup": warmup, "seed": seed, "clock": clock,
            "rows": rows, "not_compared": only,
            "all_within_5pct": all(r["within_5pct"] for r in rows),
            "load_before": load_before, "load_after": load_average(), "cpus": os.cpu_count()}
