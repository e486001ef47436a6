"""`python -m game.tools.versus --old PATH_OR_REV`: the AI of this code tree against the same
level's AI of another tree (an earlier commit), game after game, with the new tree's win rate and
its 95% interval. `tournament` seats agents of one tree only; this is how a change to what a search
computes (shorter playouts, another budget) has its strength checked (game/ai/AI.md, "Versus").

Each game is a dedicated host of one tree (its AI seats at `--level`) and a headless player
(`join --agent LEVEL`) of the other for each seat of that other tree, on loopback, each process
started in its own tree (game/tools/versus_game.py). The new tree holds one seat, the old tree the
rest; game `g` seats the new tree at seat `g % players`, and the host is the new tree's and the
old tree's in turn (`--host both`, the default: whatever hosting costs or gives, both trees
have it alike), so blocks of `players x 2` games share one deal. OLD is a folder holding a tree
(`game/__main__.py`) or a git revision, checked out into a temporary worktree removed at the end.

Both trees' agents get the same settings: their own level's (the default), or `--think S` (the
time limit of each decision, before the game's share of it) and `--iterations N`, set in both
trees alike. Each game's line says how each side thought (median decision time, searches, how
many the time limit cut): with the level's own iterations a faster tree thinks less time for
the same strength; with `--think` and iterations too many to finish, both think the same time.

The new tree's score in a game is 1 for a win, 1/k for a win shared by k seats, 0 otherwise; the
win rate is its mean, with a Wilson 95% interval. Every finished game is a line of `--record`
(as `tournament --record`): a stopped run goes on where it left off, and refuses a file written
with other settings. A game that crashes or outlives `--bound` seconds is killed and reported
in `errors` (not recorded: it is played again when the run resumes).
"""

from __future__ import annotations

import argparse
import json
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from contextlib import contextmanager
from pathlib import Path
from statistics import median

import game
from game.tools.commit import described
from game.tools.load import load_average
from game.tools.tournament import RecordMismatch, open_record, wilson
from game.tools.versus_game import GameFailed, play_game

HERE = Path(game.__file__).resolve().parents[1]     # the tree this module belongs to
SIDES = ("new", "old")
BOUND = 1800.0        # seconds a game may run before it is killed (hard at 2 players: minutes)


def schedule(players: int, games: int, seed: int, host: str = "both") -> list[dict]:
    """Each game's plan: the side of each seat, the side that hosts, the deal's seed (shared by
    the games of a block) and the joining players' seeds."""
    hosts = SIDES if host == "both" else (host,)
    plans = []
    for g in range(games):
        seats = ["old"] * players
        seats[g % players] = "new"
        block = g // (players * len(hosts))
        plans.append({"seats": seats, "host": hosts[(g // players) % len(hosts)],
                      "deal_seed": seed * 1_000_003 + block,
                      "join_seeds": [seed * 1_000_003 + g * 16 + k + 1 for k in range(players)]})
    return plans


def new_score(result: dict) -> float:
    """The new tree's share of the game's win: 1, 1/k of a win shared by k seats, or 0."""
    winners = result["winners"]
    if not winners:
        return 0.0
    return sum(result["seats"][w] == "new" for w in winners) / len(winners)


def _git(*args: str, cwd: Path = HERE) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True,
                          text=True).stdout.strip()


@contextmanager
def tree_of(spec: str):
    """(the tree's folder, what it is): a folder holding a tree as it is, or a git revision of
    this repository checked out into a temporary detached worktree, removed afterwards."""
    folder = Path(spec)
    if (folder / "game" / "__main__.py").exists():
        yield folder.resolve(), described(folder.resolve()) or str(folder.resolve())
        return
    commit = _git("rev-parse", "--verify", f"{spec}^{{commit}}")
    tmp = Path(tempfile.mkdtemp(prefix="versus-"))
    try:
        _git("worktree", "add", "--detach", str(tmp / "old"), commit)
        yield tmp / "old", commit
    finally:
        if (tmp / "old").exists():
            subprocess.run(["git", "worktree", "remove", "--force", str(tmp / "old")], cwd=HERE,
                           capture_output=True)
        shutil.rmtree(tmp, ignore_errors=True)


def versus(old: Path, *, new: Path = HERE, game_name: str = "daitoshi", players: int = 2,
           games: int = 200, seed: int = 1, jobs: int = 1, level: str = "hard",
           think: float | None = None, iterations: int | None = None, host: str = "both",
           bound: float = BOUND, options: dict | None = None, record: Path | None = None,
           names: dict | None = None, progress=None) -> dict:
    """Play the games (`jobs` at a time) and summarise them. `names`: what each tree is (a
    commit), written in the record's settings so that games of other code are never mixed."""
    names = names or {"new": described(new) or str(new), "old": described(old) or str(old)}
    settings = {"game": game_name, "players": players, "seed": seed, "level": level,
                "think": think, "iterations": iterations, "host": host,
                "options": options or {}, "trees": names}
    plans = schedule(players, games, seed, host)
    started, load_before = time.perf_counter(), load_average()
    done, out = open_record(record, settings) if record is not None else ({}, None)
    results = {i: r for i, r in done.items() if i < games}
    errors: list[str] = []
    stop = threading.Event()
    trees = {"new": new, "old": old}
    with tempfile.TemporaryDirectory(prefix="versus-games-") as tmp:
        def one(i: int) -> dict:
            folder = Path(tmp) / f"game{i}"
            folder.mkdir()
            return play_game(trees, plans[i], folder, game=game_name, players=players,
                             level=level, think=think, iterations=iterations,
                             options=options or {}, bound=bound, stop=stop)
        try:
            with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
                futures = {pool.submit(one, i): i for i in range(games) if i not in results}
                try:
                    for future in as_completed(futures):
                        i = futures[future]
                        try:
                            results[i] = future.result()
                        except GameFailed as exc:
                            errors.append(f"game {i}: {exc}")
                            continue
                        if out is not None:
                            out.write(json.dumps({"index": i, "result": results[i]}) + "\n")
                            out.flush()
                        if progress:
                            progress(len(results), games, i, results[i])
                finally:
                    stop.set()      # on an interruption, every game still running ends now
        finally:
            if out is not None:
                out.close()
    return summarize([results[i] for i in sorted(results)], errors, settings, games,
                     seconds=time.perf_counter() - started, resumed=len(done),
                     load=[load_before, load_average()])


def summarize(results: list[dict], errors: list[str], settings: dict, games: int,
              seconds: float = 0.0, resumed: int = 0, load=None) -> dict:
    """The run's JSON object: the new tree's win rate with its interval, by seat and by host,
    each side's mean score and how it thought."""
    n = len(results)
    score = sum(new_score(r) for r in results)

    def rate(rows: list[dict]) -> dict:
        won = sum(new_score(r) for r in rows)
        return {"games": len(rows), "win_rate": round(won / len(rows), 4) if rows else None}

    players = settings["players"]
    thinking = {}
    for side in SIDES:
        lines = [t for r in results for t in r["thinking"].get(side, [])]
        p50s = [t["think_ms_p50"] for t in lines if t["think_ms_p50"] is not None]
        thinking[side] = {
            "settings": sorted({(t["iterations"], t["time_limit"]) for t in lines},
                               key=str),
            "decisions": sum(t["decisions"] for t in lines),
            "think_ms_p50_median": round(median(p50s), 2) if p50s else None,
            "searches": sum(t["searches"] for t in lines),
            "time_capped": sum(t["time_capped"] for t in lines)}
    sides_scores = {side: [r["scores"][s] for r in results for s, who in enumerate(r["seats"])
                           if who == side] for side in SIDES}
    return {
        "settings": settings, "games": games, "completed": n, "resumed": resumed,
        "errors": errors, "new_score": score,
        "new_win_rate": round(score / n, 4) if n else None,
        "ci95": wilson(score, n),
        "shared_wins": sum(1 for r in results if len(r["winners"]) > 1
                           and 0 < new_score(r) < 1),
        "even": round(1 / players, 4),      # the win rate of a tree as strong as the other
        "by_new_seat": {s: rate([r for r in results if r["seats"][s] == "new"])
                        for s in range(players)},
        "by_host": {side: rate([r for r in results if r["host"] == side]) for side in SIDES},
        "mean_score": {side: round(sum(v) / len(v), 2) if v else None
                       for side, v in sides_scores.items()},
        "thinking": thinking,
        "same_settings": thinking["new"]["settings"] == thinking["old"]["settings"],
        "seconds": round(seconds, 1), "load_before_after": load,
    }


def _stopped(signum, _frame) -> None:
    raise SystemExit(128 + signum)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.versus", description=__doc__.split(
        "\n\n")[0])
    p.add_argument("--old", required=True, help="a folder holding the other tree, or a git "
                   "revision of this repository (checked out in a temporary worktree)")
    p.add_argument("--game", default="daitoshi")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="games played at once")
    p.add_argument("--level", default="hard", help="the AI level both trees play")
    p.add_argument("--think", type=float, default=None, metavar="S",
                   help="both trees' time limit per decision (default: the level's own)")
    p.add_argument("--iterations", type=int, default=None,
                   help="both trees' iterations per decision (default: the level's own)")
    p.add_argument("--host", choices=("both", "new", "old"), default="both",
                   help="which tree hosts (both: in turn)")
    p.add_argument("--bound", type=float, default=BOUND, metavar="S",
                   help="seconds a game may last before it is killed and reported")
    p.add_argument("--record", type=Path, default=None,
                   help="a line per finished game: run again with it to go on where it stopped")
    p.add_argument("--progress", action="store_true", help="a line per game on standard error")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)

    def progress(done: int, total: int, i: int, result: dict) -> None:
        print(f"game {i} ({done}/{total}): seats {','.join(result['seats'])}, host "
              f"{result['host']}, scores {result['scores']}", file=sys.stderr, flush=True)
    # a run stopped by `kill` ends its games' processes as Ctrl-C does (`versus`'s finally)
    signal.signal(signal.SIGTERM, _stopped)
    try:
        with tree_of(args.old) as (old, old_name):
            out = versus(old, game_name=args.game, players=args.players, games=args.games,
                         seed=args.seed, jobs=args.jobs, level=args.level, think=args.think,
                         iterations=args.iterations, host=args.host, bound=args.bound,
                         record=args.record, progress=progress if args.progress else None,
                         names={"new": described(HERE) or str(HERE), "old": old_name})
    except (RecordMismatch, subprocess.CalledProcessError) as exc:
        print(f"versus: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(out))
    else:
        print(f"new {out['settings']['trees']['new']} against old "
              f"{out['settings']['trees']['old']}: win rate {out['new_win_rate']} "
              f"(95% {out['ci95']}) over {out['completed']} games, {len(out['errors'])} errors")
    return 0 if not out["errors"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
