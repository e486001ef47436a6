"""`python -m game bench`: speed figures of the rules (medians, and ratios from the same run);
`--ai` the search's (search_bench.py), `--frames` the tables', `--startup` the client's start,
`--net` network play on this computer (net_bench.py; with `--latency MS`, the client's frames
through a slow line: latency_bench.py), `--review` a game review's
(review_study.py; with `--stability`, two sampling seeds compared: review_stability.py),
`--compare REV` the rules and frames beside an earlier commit's (compare.py)."""

from __future__ import annotations

import copy
import statistics
import sys
import time

from game.ai.agents import RandomAgent
from game.core import registry
from game.core.rng import KEYED
from game.net import codec
from game.net import messages
from game.play import play_game, random_steps
from game.tools import game_asked


def _mid_game_state(game: str, players: int, seed: int):
    """A state some way into a random game: a fair subject for copy timings."""
    return random_steps(registry.spec(game).new_game(players=players, seed=seed, deal=KEYED), 60, seed)


def _median_us(fn, repeats: int = 7, number: int = 200) -> float:
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        samples.append((time.perf_counter() - start) / number * 1e6)
    return statistics.median(samples)


def bench_rules(game: str, players: int, games: int, seed: int) -> dict:
    spec = registry.spec(game)
    per_game = []
    decisions = 0
    for g in range(games):
        # dealt as the games people play are (game/input/session.py), so the deal's cost is in it
        state = spec.new_game(players=players, seed=seed + g, deal=KEYED)
        start = time.perf_counter()
        record = play_game(state, [RandomAgent() for _ in range(players)], seed + g,
                           check_invariants=False)
        per_game.append(time.perf_counter() - start)
        decisions += record.decisions
    total = sum(per_game)
    subject = _mid_game_state(game, players, seed)
    clone_us = _median_us(subject.clone)
    deepcopy_us = _median_us(lambda: copy.deepcopy(subject), number=20)
    # what the host does per seat per action: a seat's view, as the wire carries it
    # (game/net/codec.py; its history travels apart, as the host sends it)
    view = subject.view(0)
    view.history = []
    encode_us = _median_us(lambda: codec.encode(view), number=50)
    return {
        "game": game, "players": players, "games": games,
        "games_per_second": round(games / total, 2),
        "median_game_ms": round(statistics.median(per_game) * 1000, 2),
        "decisions_per_second": round(decisions / total, 1),
        "clone_us": round(clone_us, 2),
        "deepcopy_us": round(deepcopy_us, 2),
        "clone_speedup": round(deepcopy_us / clone_us, 1),
        "view_encode_us": round(encode_us, 2),
        "view_bytes": len(messages.dump(codec.encode(view))),
    }


def bench(args) -> dict:
    # each measure imports only what it measures: the rules' bench never loads pygame or the client
    if getattr(args, "compare", None) and getattr(args, "ai", False):
        from game.tools.search_compare import compare_search   # only what it measures
        return compare_search(args.compare, args.game, rounds=args.rounds, iterations=args.iterations,
                              progress=lambda done, total: print(f"bench --ai --compare: round {done} of {total} done",
                                                                 file=sys.stderr, flush=True))
    if getattr(args, "compare", None):
        from game.tools.compare import compare   # only what it measures
        return compare(args.compare, [args.game] if args.game else None, rounds=args.rounds,
                       players=args.players, rules_games=args.games, frames=args.frame_count,
                       warmup=min(120, args.frame_count), seed=args.seed, clock=args.clock,
                       progress=lambda done, total: print(f"bench --compare: round {done} of {total} done",
                                                          file=sys.stderr, flush=True))
    if getattr(args, "net", False) and getattr(args, "latency", None) is not None:
        from game.tools.latency_bench import MOVES, bench_latency   # only what it measures
        moves = None if args.whole else MOVES if args.moves is None else args.moves
        return bench_latency(args.latency, seed=args.seed, games=[args.game] if args.game else None,
                             moves=moves)
    if getattr(args, "net", False):
        from game.tools.net_bench import bench_net   # only what it measures
        from game.tools.net_scale import GAMES, THINK   # only what it measures
        # --games' default (40) is the rules'; here it is the most games one host holds at once
        return bench_net(games=GAMES if args.games == 40 else args.games, seed=args.seed,
                         think=THINK if args.think is None else args.think)
    if args.startup:
        from game.tools.startup import bench_startup   # only what it measures
        return bench_startup()
    if getattr(args, "review", False) and getattr(args, "stability", False):
        from game.tools.review_stability import AGENTS, stability   # only what it measures
        # --games' default (40) is the rules'; a reviewed game of hard against normal takes
        # minutes: six of each game unless another count is asked for
        return stability([args.game] if args.game else None, count=6 if args.games == 40 else args.games,
                         jobs=args.jobs, games_file=args.games_file,
                         agents=tuple(args.agents.split(",")) if args.agents else AGENTS)
    if getattr(args, "review", False):
        from game.tools.review_study import bench_review   # only what it measures
        return bench_review([args.game] if args.game else None)
    if getattr(args, "ai", False):
        from game.tools.search_bench import bench_search   # only what it measures
        return bench_search([args.game] if args.game else None, iterations=args.iterations,
                            repeats=args.repeats, seed=args.seed)
    if args.frames:
        from game.tools.frames import bench_frames   # only what it measures
        from game.tools.frames import sizes_asked   # only what it measures
        alone = {"sizes": sizes_asked(args.size)} if getattr(args, "size", None) else {}
        return bench_frames([args.game] if args.game else registry.available(), args.players, **alone)
    return bench_rules(game_asked(args.game), args.players, args.games, args.seed)
