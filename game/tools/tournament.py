"""`python -m game tournament`: agents against each other, seats rotated fairly, with win rates.

The lineup is the agent list padded with its last name to the player count (`hard,greedy` at 4
players is one hard against three greedy). Deals come in blocks of `players` games that share
one seed, the lineup rotated by one seat each game, so every agent plays every seat of every
deal. Solo (`--players 1`): each agent plays the same deals, and a win is beating the target.

Every agent runs guarded (game/ai/guard.py): a failure or an overrun is logged, a legal fallback
plays that move, and the count is reported as `fallbacks`. Decision times count only decisions
with a real choice (two or more legal actions).
"""

from __future__ import annotations

import math
import time
from concurrent.futures import ProcessPoolExecutor

from game.ai.agents import make_agent
from game.ai.guard import GuardedAgent
from game.core import registry
from game.core.rng import Rng


def lineup(names: list[str], players: int) -> list[str]:
    return [names[min(i, len(names) - 1)] for i in range(players)]


def game_spec(game: str):
    if game == "toy":
        from game.ai.toy import SPEC
        return SPEC
    return registry.spec(game)


def schedule(names: list[str], players: int, games: int) -> list[tuple[int, list[str]]]:
    """(deal index, agent name per seat) for each game."""
    if players == 1:
        return [(g // len(names), [names[g % len(names)]]) for g in range(games)]
    base = lineup(names, players)
    return [(g // players, base[-(g % players):] + base[:-(g % players)] if g % players else base)
            for g in range(games)]


def play_one(game: str, players: int, deal_seed: int, seats: list[str], agent_seed: int,
             time_limit: float | None, options: dict | None = None) -> dict:
    spec = game_spec(game)
    state = spec.new_game(players=players, seed=deal_seed, **(options or {}))
    agents = [GuardedAgent(make_agent(n), time_limit=time_limit) for n in seats]
    streams = [Rng(agent_seed * 7919 + 104729 * (i + 1)) for i in range(players)]
    think: list[list[float]] = [[] for _ in range(players)]
    decisions = 0
    while not state.is_over():
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        agent = agents[seat]
        view = state.view(seat) if agent.uses_view else None
        start = time.perf_counter()
        action = agent.choose(view, seat, legal, streams[seat])
        if len(legal) > 1:
            think[seat].append(time.perf_counter() - start)
        state.apply(action)
        decisions += 1
        if decisions > 100_000:
            raise RuntimeError("game did not end")
    result = {
        "seats": seats,
        "scores": [s.total for s in state.scores()],
        "winners": state.winners(),
        "think": think,
        "fallbacks": [len(a.failures) for a in agents],
        "failures": [f for a in agents for f in a.failures][:5],
    }
    outcome = getattr(state, "solo_outcome", None)
    if players == 1 and outcome is not None:
        won, target = outcome()
        result["solo"] = (bool(won), target)
    return result


def _play_star(args):
    return play_one(*args)


def wilson(wins: float, n: int, z: float = 1.96) -> list[float]:
    if n == 0:
        return [0.0, 1.0]
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def tournament(game: str, players: int, agent_names: list[str], games: int, seed: int,
               jobs: int = 1, time_limit: float | None = 10.0, options: dict | None = None,
               progress=None) -> dict:
    """`progress(done, games, result)` is called after each game (e.g. to print a line)."""
    started = time.perf_counter()
    plan = schedule(agent_names, players, games)
    tasks = [(game, players, seed * 1_000_003 + deal, seats, seed * 1_000_003 + g, time_limit,
              options) for g, (deal, seats) in enumerate(plan)]
    errors: list[str] = []
    results = []
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [pool.submit(_play_star, t) for t in tasks]
            for i, f in enumerate(futures):
                try:
                    results.append(f.result())
                except Exception as exc:  # noqa: BLE001 - a crash is a result to report
                    errors.append(f"game {i}: {exc!r}")
                if progress:
                    progress(i + 1, len(tasks), results[-1] if results else None)
    else:
        for i, t in enumerate(tasks):
            try:
                results.append(play_one(*t))
            except Exception as exc:  # noqa: BLE001
                errors.append(f"game {i}: {exc!r}")
            if progress:
                progress(i + 1, len(tasks), results[-1] if results else None)

    names = list(dict.fromkeys(lineup(agent_names, players) if players > 1 else agent_names))
    per = {n: {"games": 0, "wins": 0, "ties": 0, "scores": [], "think": [], "fallbacks": 0,
               "targets": []} for n in names}
    failures: list[str] = []
    for r in results:
        for seat, name in enumerate(r["seats"]):
            a = per[name]
            a["games"] += 1
            a["scores"].append(r["scores"][seat])
            a["think"].extend(r["think"][seat])
            a["fallbacks"] += r["fallbacks"][seat]
            if players == 1:
                won, target = r.get("solo", (False, 0))
                a["wins"] += won
                a["targets"].append(target)
            elif seat in r["winners"]:
                a["wins"] += 1
                a["ties"] += len(r["winners"]) > 1
        failures.extend(r["failures"])
    agents_out = {}
    for name, a in per.items():
        n = a["games"]
        out = {
            "games": n,
            "wins": a["wins"],
            "win_rate": round(a["wins"] / n, 4) if n else 0.0,
            "ci95": wilson(a["wins"], n),
            "mean_score": round(sum(a["scores"]) / n, 3) if n else 0.0,
            "decision_ms": {"p50": round(_percentile(a["think"], 0.5) * 1000, 2),
                            "p95": round(_percentile(a["think"], 0.95) * 1000, 2),
                            "decisions": len(a["think"])},
            "fallbacks": a["fallbacks"],
        }
        if players == 1:
            out["mean_target"] = round(sum(a["targets"]) / n, 3) if n else 0.0
        else:
            out["shared_wins"] = a["ties"]
        agents_out[name] = out
    return {
        "game": game, "players": players, "games": games, "seed": seed,
        "lineup": lineup(agent_names, players) if players > 1 else agent_names,
        "completed": len(results), "errors": errors, "failures": failures[:10],
        "seconds": round(time.perf_counter() - started, 2),
        "agents": agents_out,
    }
