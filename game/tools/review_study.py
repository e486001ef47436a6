"""Figures of the game review (game/ai/review.py): how long it takes, and whether it tells good
play from bad.

- `python -m game bench --review [--game G] [--json]`: seconds to review a whole 2-player game of
  each game at the default budget (every seat; the game played by the rollout policy at both
  seats, instantly, from a fixed seed), with the machine's load beside it.
- `python -m game.tools.review_study [--games 50] [--game G] [--jobs N] [--json]`: games of hard
  against random (seats alternating), each reviewed for every seat: each agent's mean loss per
  decision, and the correlation over games and seats of a seat's summed loss with its final
  margin (game/ai/AI.md, "Game review": random's loss far above hard's, and a negative correlation).
  `--record FILE` keeps one line per finished game and skips the games already in it, so a long
  study can be stopped and taken up again (or run in parts on idle moments); its figures are the
  same because each game's deal and agents' streams come from the seed and the game's index, and
  the review's budget is worlds, not seconds. The hard agent's own searches are capped at 1.8 s
  (see game/ai/agents.py), here of the process's CPU time: the games are those an idle machine
  plays whatever else runs beside the study (under a load of 15, a wall-clock cap cut 97% of
  hard's searches short). Each line counts how many were cut short by that cap ("capped"), and
  names the commit that played it.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from game.ai.luck_sampling import chance_moments, measure_luck
from game.ai.review import default_worlds, review_game
from game.core import registry
from game.tools.commit import described
from game.tools.load import load_average
from game.tools.tournament import game_spec, play_one

BENCH_SEED = 20


def bench_review(games: list[str] | None = None, seed: int = BENCH_SEED) -> dict:
    out: dict = {"load_before": load_average()}
    for game in games or registry.available():
        played = play_one(game, 2, seed, ["policy", "policy"], seed, None)
        spec = registry.spec(game)
        start, cpu = time.perf_counter(), time.process_time()
        review = review_game(spec, 2, played["deal"], {}, played["actions"])
        out[game] = {"seconds": round(time.perf_counter() - start, 1),
                     "cpu_seconds": round(time.process_time() - cpu, 1),
                     "moves": len(played["actions"]), "decisions": len(review.decisions),
                     "worlds": review.worlds, **luck_cost(spec, played, review.worlds)}
    out["load_after"] = load_average()
    return out


def luck_cost(spec, played: dict, worlds: int) -> dict:
    """What weighing the draws adds to a review (game/ai/luck.py), measured again on its own:
    the chance events found and the CPU time of finding them, then of measuring them with each
    move's play against the policy's (game/ai/luck_sampling.py)."""
    cpu = time.process_time()
    moments = chance_moments(spec, 2, played["deal"], {}, played["actions"], [0, 1])
    found = time.process_time() - cpu
    measure_luck(moments, spec, 2, [0, 1], worlds=worlds, options={})
    return {"chance_events": sum(m.chance for m in moments),
            "luck_cpu_seconds": round(time.process_time() - cpu, 1),
            "luck_finding_cpu_seconds": round(found, 1)}


def _study_one(game: str, index: int, seed: int, worlds: int | None,
               agents: tuple[str, str]) -> dict:
    seats = list(agents) if index % 2 == 0 else list(reversed(agents))
    # no wall-clock guard: under load a search may take minutes of the wall's time, never more
    # than its cap of CPU time
    played = play_one(game, 2, seed * 1_000_003 + index, seats, seed + index, None,
                      clock=time.process_time)
    review = review_game(game_spec(game), 2, played["deal"], {}, played["actions"],
                         worlds=worlds)
    return {"index": index, "seats": seats, "scores": played["scores"],
            "losses": [[d.loss for d in review.decisions if d.seat == s] for s in range(2)],
            "margins": [s.final_margin for s in review.summaries],
            "searches": played["searches"], "capped": played["capped"]}


def _conditions(game: str, seed: int, worlds: int | None, agents: tuple[str, str]) -> dict:
    """What a record's lines must share to be summed together."""
    return {"game": game, "seed": seed, "worlds": worlds or default_worlds(game),
            "agents": list(agents), "clock": "cpu"}


def read_record(path: str, conditions: dict) -> dict[int, dict]:
    """The games already in a study's record, by index; a line of other conditions (another seed,
    budget or pair of agents) is an error, not silently mixed in."""
    done: dict[int, dict] = {}
    if not os.path.exists(path):
        return done
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except ValueError:   # a line cut by a kill mid-write: that game is played again
                continue
            if row.get("conditions") != conditions:
                raise ValueError(f"{path}:{number}: a study of other conditions "
                                 f"({row.get('conditions')}), not {conditions}")
            done[row["index"]] = row
    return done


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


def _end_cut_line(path: str) -> None:
    """A line cut by a kill mid-write is ended, so the next game's line starts clean."""
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        return
    with open(path, "rb+") as f:
        f.seek(-1, os.SEEK_END)
        if f.read(1) != b"\n":
            f.write(b"\n")


def study(game: str, games: int = 50, seed: int = 1, jobs: int = 1, worlds: int | None = None,
          progress=None, agents: tuple[str, str] = ("hard", "random"),
          record: str | None = None) -> dict:
    """`agents` play each game, their seats alternating from game to game. With `record`, each
    finished game is appended to that file and games already there are not played again."""
    conditions = _conditions(game, seed, worlds, tuple(agents))
    done = read_record(record, conditions) if record else {}
    commit = described(Path(__file__).resolve().parent, short=True)
    tasks = [(game, i, seed, worlds, tuple(agents)) for i in range(games) if i not in done]
    if record:
        _end_cut_line(record)

    def finished(result: dict) -> None:
        done[result["index"]] = result
        if record:
            with open(record, "a", encoding="utf-8") as f:
                f.write(json.dumps({"conditions": conditions, "commit": commit, **result}) + "\n")
        if progress:
            progress(sum(1 for i in done if i < games), games)

    if jobs > 1 and tasks:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for result in pool.map(_study_one, *zip(*tasks)):
                finished(result)
    else:
        for task in tasks:
            finished(_study_one(*task))
    return figures(game, [done[i] for i in range(games)], worlds)


def figures(game: str, results: list[dict], worlds: int | None = None) -> dict:
    """The study's figures over the games in `results` (lines of a record, or just played)."""
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
            "loss_margin_correlation": correlation(totals, margins),
            "capped_searches": {"capped": sum(sum(r.get("capped", [])) for r in results),
                                "of": sum(sum(r.get("searches", [])) for r in results)}}


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
    p.add_argument("--record", default=None,
                   help="a file that keeps each finished game; games already in it are skipped "
                        "(one file per game: with both games, GAME is put before its extension)")
    p.add_argument("--so-far", action="store_true",
                   help="with --record: the figures of the games already in it, playing none")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if args.so_far and not args.record:
        p.error("--so-far reads a --record")
    agents = tuple(args.agents.split(","))
    if len(agents) != 2:
        p.error("--agents: two agent names, such as hard,random")

    def progress(done: int, total: int) -> None:
        print(f"review_study: game {done} of {total}", file=sys.stderr, flush=True)

    chosen = [args.game] if args.game else registry.available()

    def record_of(game: str) -> str | None:
        if not args.record or len(chosen) == 1:
            return args.record
        stem, ext = os.path.splitext(args.record)
        return f"{stem}-{game}{ext}"

    def so_far(game: str) -> dict:
        conditions = _conditions(game, args.seed, args.worlds, agents)
        kept = read_record(record_of(game), conditions)
        out = figures(game, [kept[i] for i in sorted(kept) if i < args.games], args.worlds)
        return {**out, "of": args.games, "commits": sorted({r.get("commit") or "?" for r in kept.values()})}

    try:
        out = [so_far(g) if args.so_far else
               study(g, args.games, args.seed, args.jobs, args.worlds, progress, agents,
                     record_of(g)) for g in chosen]
    except ValueError as e:
        print(f"review_study: {e}", file=sys.stderr)
        return 2
    print(json.dumps(out) if args.json else "\n".join(json.dumps(x, indent=1) for x in out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
