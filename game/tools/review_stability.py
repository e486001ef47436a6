"""Does a review say the same whatever its sampling seed? `python -m game bench --review
--stability [--game G] [--games 6] [--json]`.

Each game (2 players, `hard` against `normal` unless `--agents` names two others, seats
alternating; its deal and agents' streams
from the bench's seed and the game's index, the hard agent's time caps on the process's CPU
time so that the games are an idle machine's) is reviewed twice, every seat, with two sampling
seeds, and the two reviews are compared (game/ai/AI.md, "Game review"):

- `jaccard`: of the decisions either review calls a mistake or a blunder, the share both do;
- `flagged_good`: decisions one review calls a mistake or a blunder and the other good;
- `blunders_kept`: blunders of the first review that the second also calls blunders;
- `totals_agree`: seats whose summed losses in the two reviews lie within each other's
  intervals (the intervals overlap), of all the seats;
- `review_cpu_s`: the longest review's CPU time, in seconds (the review runs on one thread).

`--games-file FILE` keeps the games played (a JSON line each: the game, its index, the agents,
deal and moves) and plays only those it lacks (a game it holds is reviewed whatever its agents): the review of another commit then meets the same games,
whatever the agents of that commit would play.
"""

from __future__ import annotations

import json
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from game.ai.review import REVIEW_SEED, review_game
from game.ai.review_data import BLUNDER, GOOD, Review
from game.core import registry
from game.tools.commit import described
from game.tools.load import load_average
from game.tools.tournament import play_one

#: the second review's sampling seed (the first is the default one)
OTHER_SEED = 0xB0B
STABILITY_SEED = 30
AGENTS = ("hard", "normal")


def _flagged(review: Review) -> set[int]:
    return {d.move for d in review.decisions if d.flagged}


def compare_reviews(a: Review, b: Review) -> dict:
    """How far two reviews of one game agree (the figures of the module's docstring)."""
    fa, fb = _flagged(a), _flagged(b)
    grade_a = {d.move: d.grade for d in a.decisions}
    grade_b = {d.move: d.grade for d in b.decisions}
    union = fa | fb
    blunders = [m for m, g in grade_a.items() if g == BLUNDER]
    agree = 0
    for sa, sb in zip(a.summaries, b.summaries):
        low = max(sa.total_interval[0], sb.total_interval[0])
        high = min(sa.total_interval[1], sb.total_interval[1])
        agree += low <= high
    return {"flagged": [len(fa), len(fb)], "both": len(fa & fb),
            "jaccard": round(len(fa & fb) / len(union), 3) if union else 1.0,
            "flagged_good": sum(grade_b.get(m) == GOOD for m in fa) + sum(grade_a.get(m) == GOOD for m in fb),
            "blunders": len(blunders), "blunders_kept": sum(grade_b.get(m) == BLUNDER for m in blunders),
            "seats": len(a.summaries), "totals_agree": agree,
            "totals": [[round(s.total_loss, 1) for s in a.summaries],
                       [round(s.total_loss, 1) for s in b.summaries]]}


def _played(game: str, index: int, agents: tuple[str, str] = AGENTS) -> dict:
    """Game `index` of `game`: its deal and moves (`agents`, seats alternating)."""
    seats = list(agents) if index % 2 == 0 else list(reversed(agents))
    played = play_one(game, 2, STABILITY_SEED * 1_000_003 + index, seats, STABILITY_SEED + index,
                      None, clock=time.process_time)
    return {"game": game, "index": index, "agents": list(agents), "deal": played["deal"],
            "actions": played["actions"]}


def _one(game: str, index: int, played: dict | None = None) -> dict:
    played = played or _played(game, index)
    spec = registry.spec(game)
    reviews, cpu = [], []
    for sampling in (REVIEW_SEED, OTHER_SEED):
        start = time.process_time()
        reviews.append(review_game(spec, 2, played["deal"], {}, played["actions"], sampling=sampling))
        cpu.append(time.process_time() - start)
    return {"game": game, "index": index, "decisions": len(reviews[0].decisions),
            "review_cpu_s": round(max(cpu), 1), **compare_reviews(*reviews)}


def kept_games(path: Path | None, work: list[tuple[str, int]], jobs: int,
               agents: tuple[str, str] = AGENTS) -> dict:
    """The games of `work` by (game, index): those the file holds, the others played now by
    `agents` (in `jobs` processes) and added to it."""
    kept: dict = {}
    if path is not None and path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                g = json.loads(line)
                kept[(g["game"], g["index"])] = g
    missing = [w for w in work if w not in kept]
    if missing:
        if jobs > 1:
            with ProcessPoolExecutor(jobs) as pool:
                new = list(pool.map(_played, *zip(*missing), [agents] * len(missing)))
        else:
            new = [_played(g, i, agents) for g, i in missing]
        for g in new:
            kept[(g["game"], g["index"])] = g
        if path is not None:
            with path.open("a", encoding="utf-8") as out:
                for g in new:
                    out.write(json.dumps(g) + "\n")
    return kept


def stability(games: list[str] | None = None, count: int = 6, jobs: int = 1,
              games_file: Path | None = None, agents: tuple[str, str] = AGENTS) -> dict:
    names = games or registry.available()
    work = [(g, i) for g in names for i in range(count)]
    out: dict = {"commit": described(Path(__file__).resolve().parent, short=True),
                 "load_before": load_average(), "agents": list(agents)}
    played = kept_games(games_file, work, jobs, agents)
    chosen = [played[w] for w in work]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_one, *zip(*work), chosen))
    else:
        results = [_one(g, i, p) for (g, i), p in zip(work, chosen)]
    for game in names:
        mine = [r for r in results if r["game"] == game]
        both = union = 0
        for r in mine:
            both += r["both"]
            union += r["flagged"][0] + r["flagged"][1] - r["both"]
        out[game] = {
            "games": len(mine), "decisions": sum(r["decisions"] for r in mine),
            "jaccard": round(both / union, 3) if union else 1.0,
            "flagged": [sum(r["flagged"][k] for r in mine) for k in range(2)],
            "flagged_good": sum(r["flagged_good"] for r in mine),
            "blunders_kept": f"{sum(r['blunders_kept'] for r in mine)} of {sum(r['blunders'] for r in mine)}",
            "totals_agree": f"{sum(r['totals_agree'] for r in mine)} of {sum(r['seats'] for r in mine)}",
            "review_cpu_s_max": max(r["review_cpu_s"] for r in mine),
            "per_game": mine}
    out["load_after"] = load_average()
    return out
