"""`python -m game tournament`: agents against each other, seats rotated fairly, with win rates.

The lineup is the agent list padded with its last name to the player count (`hard,greedy` at 4
players is one hard against three greedy). Deals come in blocks of `players` games that share
one seed, the lineup rotated by one seat each game, so every agent plays every seat of every
deal. Solo (`--players 1`): each agent plays the same deals, and a win is beating the target;
each agent's `mean_target` and `mean_margin` (its score minus the target, with a 95% interval)
say by how much. In Daitoshi the target is the Mayor's score: `mayor_mean_score` stands beside
the player's `mean_score`, with `mayor_breakdown` (his mean points by scoring part), and
`--advisors K` (the `advisors` option) sets his difficulty.

Every agent runs guarded (game/ai/guard.py): a failure or an overrun is logged, a legal fallback
plays that move, and the count is reported as `fallbacks`. Decision times count only decisions
with a real choice (two or more legal actions). A searching agent's `searches` and `time_capped`
say how often its time limit, not its iterations, ended a search (a loaded machine binds it).
`mean_length` is how long the games ran in the game's own unit (Daitoshi's rounds: a game that
runs longer gives its engines more turns to score).
"""

from __future__ import annotations

import json
import math
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Callable

from game.ai.agents import make_agent, seat_rng
from game.ai.guard import GuardedAgent
from game.ai.toy import SPEC as TOY
from game.core import registry


def lineup(names: list[str], players: int) -> list[str]:
    return [names[min(i, len(names) - 1)] for i in range(players)]


def game_spec(game: str):
    if game == "toy":
        return TOY
    return registry.spec(game)


def schedule(names: list[str], players: int, games: int) -> list[tuple[int, list[str]]]:
    """(deal index, agent name per seat) for each game."""
    if players == 1:
        return [(g // len(names), [names[g % len(names)]]) for g in range(games)]
    base = lineup(names, players)
    return [(g // players, base[-(g % players):] + base[:-(g % players)] if g % players else base)
            for g in range(games)]


def play_one(game: str, players: int, deal_seed: int, seats: list[str], agent_seed: int,
             time_limit: float | None, options: dict | None = None,
             clock: Callable[[], float] | None = None) -> dict:
    """`clock`, given, is the one the searches' own time caps read (the review study gives the
    process's CPU time, so that its games are those of an idle machine whatever the load)."""
    spec = game_spec(game)
    state = spec.new_game(players=players, seed=deal_seed, **(options or {}))
    agents = [GuardedAgent(make_agent(n), time_limit=time_limit) for n in seats]
    if clock is not None:
        for agent in agents:
            if hasattr(agent.inner, "clock"):
                agent.inner.clock = clock
    streams = [seat_rng(agent_seed, i) for i in range(players)]
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
        # the deal and the moves: `python -m game review` replays a game of the record from them
        "deal": deal_seed,
        "actions": [a.text() for a in state.history],
        "scores": [s.total for s in state.scores()],
        "winners": state.winners(),
        "think": think,
        "fallbacks": [len(a.failures) for a in agents],
        # searches each seat ran, and how many its time limit cut short of their iterations
        "searches": [getattr(a.inner, "searches", 0) for a in agents],
        "capped": [getattr(a.inner, "capped", 0) for a in agents],
        "failures": [f for a in agents for f in a.failures][:5],
    }
    length = state.progress()
    if length is not None:   # how long the game ran, in its own unit: ["turn", 31]
        result["length"] = list(length)
    outcome = getattr(state, "solo_outcome", None)
    if players == 1 and outcome is not None:
        won, target = outcome()
        result["solo"] = (bool(won), target)
        mayor = getattr(state, "mayor_score", None)
        score = mayor() if mayor is not None else None
        if score is not None:   # Daitoshi: the target is the Mayor's score, part by part
            result["mayor"] = dict(score.breakdown)
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


def mean_interval(values: list[float], z: float = 1.96) -> list[float]:
    """A normal-approximation 95% interval of a mean (scores, margins)."""
    n = len(values)
    if n < 2:
        return [float(values[0]), float(values[0])] if values else [0.0, 0.0]
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return [round(mean - half, 2), round(mean + half, 2)]


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


class RecordMismatch(ValueError):
    """A record file written by a tournament with other settings."""


def _read_record(path: Path, settings: dict) -> dict[int, dict]:
    """The games a record file already holds, by game index; {} when there is no file yet."""
    if not path.exists():
        return {}
    done: dict[int, dict] = {}
    with path.open(encoding="utf-8") as f:
        lines = [line for line in f if line.strip()]
    if not lines:
        return {}
    head = json.loads(lines[0])
    if head.get("settings") != settings:
        raise RecordMismatch(f"{path} records a tournament with other settings "
                             f"({head.get('settings')}); use another file")
    for n, line in enumerate(lines[1:], start=2):
        try:
            entry = json.loads(line)
        except json.JSONDecodeError:
            if n == len(lines):  # the last line of a run stopped mid-write
                break
            raise RecordMismatch(f"{path}, line {n}: not JSON") from None
        done[entry["index"]] = entry["result"]
    return done


def open_record(path: Path, settings: dict):
    """(the games `path` already holds by index, the file opened to add lines to): the file is
    written afresh from what was read, so a line cut by a killed run is dropped. RecordMismatch
    when it was written with other settings. `versus` keeps its record the same way."""
    done = _read_record(path, settings)
    kept = path.with_name(path.name + ".tmp")
    with kept.open("w", encoding="utf-8") as f:
        f.write(json.dumps({"settings": settings}) + "\n")
        for i in sorted(done):
            f.write(json.dumps({"index": i, "result": done[i]}) + "\n")
    kept.replace(path)
    return done, path.open("a", encoding="utf-8")


def tournament(game: str, players: int, agent_names: list[str], games: int, seed: int,
               jobs: int = 1, time_limit: float | None = 10.0, options: dict | None = None,
               progress=None, record: Path | None = None) -> dict:
    """`progress(done, games, result)` is called after each game (e.g. to print a line).

    `record`: a file (one JSON line per finished game) that lets a long tournament stop and go
    on later: games already in it are not played again, and count in the summary. It refuses a
    file written with other settings."""
    started = time.perf_counter()
    plan = schedule(agent_names, players, games)
    tasks = [(game, players, seed * 1_000_003 + deal, seats, seed * 1_000_003 + g, time_limit,
              options) for g, (deal, seats) in enumerate(plan)]
    errors: list[str] = []
    done: dict[int, dict] = {}
    out = None
    if record is not None:
        settings = {"game": game, "players": players, "agents": agent_names, "seed": seed,
                    "time_limit": time_limit, "options": options or {}}
        done, out = open_record(record, settings)
    results = {i: done[i] for i in done if i < len(tasks)}
    todo = [i for i in range(len(tasks)) if i not in results]

    def finished(i: int, result: dict | None, error: str | None) -> None:
        if result is not None:
            results[i] = result
            if out is not None:
                out.write(json.dumps({"index": i, "result": result}) + "\n")
                out.flush()
        if error is not None:
            errors.append(f"game {i}: {error}")
        if progress:
            progress(len(results) + len(errors), len(tasks), result)

    try:
        if jobs > 1:
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                futures = {i: pool.submit(_play_star, tasks[i]) for i in todo}
                for i, f in futures.items():
                    try:
                        finished(i, f.result(), None)
                    except Exception as exc:  # noqa: BLE001 - a crash is a result to report
                        finished(i, None, repr(exc))
        else:
            for i in todo:
                try:
                    finished(i, play_one(*tasks[i]), None)
                except Exception as exc:  # noqa: BLE001
                    finished(i, None, repr(exc))
    finally:
        if out is not None:
            out.close()
    return summarize(game, players, agent_names, games, seed,
                     [results[i] for i in sorted(results)], errors,
                     time.perf_counter() - started, resumed=len(done), options=options)


def summarize(game: str, players: int, agent_names: list[str], games: int, seed: int,
              results: list[dict], errors: list[str], seconds: float, resumed: int = 0,
              options: dict | None = None) -> dict:
    """The tournament's JSON object from the games' results."""
    names = list(dict.fromkeys(lineup(agent_names, players) if players > 1 else agent_names))
    per = {n: {"games": 0, "wins": 0, "ties": 0, "scores": [], "think": [], "fallbacks": 0,
               "targets": [], "mayor": [], "searches": 0, "capped": 0} for n in names}
    failures: list[str] = []
    for r in results:
        for seat, name in enumerate(r["seats"]):
            a = per[name]
            a["games"] += 1
            a["scores"].append(r["scores"][seat])
            a["think"].extend(r["think"][seat])
            a["fallbacks"] += r["fallbacks"][seat]
            a["searches"] += r.get("searches", [0] * len(r["seats"]))[seat]
            a["capped"] += r.get("capped", [0] * len(r["seats"]))[seat]
            if players == 1:
                won, target = r.get("solo", (False, 0))
                a["wins"] += won
                a["targets"].append(target)
                if "mayor" in r:
                    a["mayor"].append(r["mayor"])
            elif seat in r["winners"]:
                a["wins"] += 1
                a["ties"] += len(r["winners"]) > 1
        failures.extend(r["failures"])
    lengths = [r["length"] for r in results if "length" in r]
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
            "searches": a["searches"],
            "time_capped": a["capped"],
        }
        if players == 1:
            out["mean_target"] = round(sum(a["targets"]) / n, 3) if n else 0.0
            margins = [sc - t for sc, t in zip(a["scores"], a["targets"])]
            out["mean_margin"] = round(sum(margins) / n, 3) if n else 0.0
            out["margin_ci95"] = mean_interval(margins)
            if a["mayor"]:
                # the Mayor's score beside the player's, and where his points came from
                out["mayor_mean_score"] = out["mean_target"]
                parts = dict.fromkeys(k for m in a["mayor"] for k in m)
                out["mayor_breakdown"] = {k: round(sum(m.get(k, 0) for m in a["mayor"])
                                                   / len(a["mayor"]), 2) for k in parts}
        else:
            out["shared_wins"] = a["ties"]
        agents_out[name] = out
    return {
        "game": game, "players": players, "games": games, "seed": seed,
        "options": options or {},
        "lineup": lineup(agent_names, players) if players > 1 else agent_names,
        "completed": len(results), "errors": errors, "failures": failures[:10],
        "seconds": round(seconds, 2), "resumed": resumed,
        "agents": agents_out,
        # the games' mean length in the game's unit (rounds), from the games that record it
        "mean_length": ({lengths[0][0]: round(sum(n for _u, n in lengths) / len(lengths), 2)}
                        if lengths else None),
    }
