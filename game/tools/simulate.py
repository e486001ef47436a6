"""`python -m game simulate`: seeded games between agents, with invariants checked throughout."""

from __future__ import annotations

import time
import traceback

from game.ai.agents import make_agent
from game.core import registry
from game.play import play_game


def seat_agents(names: list[str], players: int) -> list[str]:
    """One agent name per seat; a short list repeats its last name."""
    return [names[min(i, len(names) - 1)] for i in range(players)]


def simulate(game: str, players: int, games: int, seed: int, agent_names: list[str],
             options: dict | None = None) -> dict:
    spec = registry.spec(game)
    names = seat_agents(agent_names, players)
    totals: list[list[int]] = [[] for _ in range(players)]
    wins = [0] * players
    completed = decisions = 0
    errors: list[str] = []
    violations: list[str] = []
    solo = {"wins": 0, "losses": 0, "targets": []}
    started = time.perf_counter()
    for g in range(games):
        game_seed = seed * 1_000_003 + g
        try:
            state = spec.new_game(players=players, seed=game_seed, **(options or {}))
            record = play_game(state, [make_agent(n) for n in names], game_seed)
        except Exception as exc:  # a crash is a result to report, not a reason to stop
            errors.append(f"game {g} (seed {game_seed}): {exc!r}\n{traceback.format_exc(limit=3)}")
            continue
        completed += 1
        decisions += record.decisions
        violations.extend(f"game {g}: {v}" for v in record.violations[:5])
        scores = state.scores()
        for i, s in enumerate(scores):
            totals[i].append(s.total)
        for w in state.winners():
            if w < players:
                wins[w] += 1
        outcome = getattr(state, "solo_outcome", None)
        if players == 1 and outcome is not None:
            won, target = outcome()
            solo["wins" if won else "losses"] += 1
            solo["targets"].append(target)
    seconds = time.perf_counter() - started
    result = {
        "game": game, "players": players, "games": games, "seed": seed,
        "completed": completed, "errors": errors, "invariant_violations": violations,
        "decisions": decisions, "seconds": round(seconds, 4),
        "games_per_second": round(completed / seconds, 3) if seconds else 0.0,
        "decisions_per_second": round(decisions / seconds, 1) if seconds else 0.0,
        "seats": [{
            "agent": names[i],
            "mean_score": round(sum(t) / len(t), 3) if t else 0.0,
            "min_score": min(t) if t else 0,
            "max_score": max(t) if t else 0,
            "wins": wins[i],
        } for i, t in enumerate(totals)],
    }
    if players == 1:
        targets = solo.pop("targets")
        solo["mean_target"] = round(sum(targets) / len(targets), 3) if targets else 0.0
        result["solo"] = solo
    return result
