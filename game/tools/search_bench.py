"""`python -m game bench --ai`: how fast the search thinks, in iterations per second, per game.

Each game is searched from the same few seeded positions every run: an early, a middle and a
late position of a game played by uniformly random moves from a fixed seed (random, so that
the positions stay the same when a game's heuristics change), so that a change to the rules,
the search or a game's heuristics shows as a change of iterations per second on the same work. The search runs a fixed number of iterations with no
time limit (it may stop early when no iteration left could change its answer; the rate counts
the iterations it ran). Each position is searched `repeats` times; the figure is the median.
Time is the process's CPU time, not the wall clock: on a machine other work shares, a search
that waits for the processor is not counted as slow (the search runs in this one thread).

Each game declares the setups it is measured on (`GameSpec.measured`): Daitoshi at 2 players and
in solo (the Mayor's turns run inside `apply`), Arigatō at 4 players (its dawn is a simultaneous
secret phase).
"""

from __future__ import annotations

import statistics
import time

from game.ai.agents import RandomAgent
from game.ai.mcts import MCTSAgent
from game.core import registry
from game.core.rng import Rng


def subjects() -> list[tuple[str, str, int, dict]]:
    """(label, game, players, options) of the positions' games: the setups each registered game
    declares for its search to be measured on (`GameSpec.searched`)."""
    return [(s.label or name, name, s.players, dict(s.options))
            for name in registry.available() for s in registry.spec(name).searched()]

FRACTIONS = (0.15, 0.45, 0.75)   # how far into the policy's game each position is taken


def positions(game: str, players: int, options: dict, seed: int) -> list:
    """States at fixed fractions of a seeded game of random moves, each with a
    wide choice (4 or more legal actions) for its current seat: a decision worth searching."""
    spec = registry.spec(game)

    def play(stop_at: int | None):
        state = spec.new_game(players=players, seed=seed, **options)
        agent = RandomAgent()
        rngs = [Rng(seed * 101 + i) for i in range(players)]
        decisions = 0
        while not state.is_over() and (stop_at is None or decisions < stop_at
                                       or len(state.legal_actions(state.current_seats()[0])) < 4):
            seat = state.current_seats()[0]
            legal = state.legal_actions(seat)
            state.apply(agent.choose(None, seat, legal, rngs[seat]))
            decisions += 1
        return state, decisions

    _, length = play(None)
    out = []
    for f in FRACTIONS:
        state, _ = play(int(length * f))
        if not state.is_over():
            out.append(state)
    return out


def bench_search(games: list[str] | None = None, iterations: int = 300, repeats: int = 3,
                 seed: int = 1) -> dict:
    result = {}
    for label, game, players, options in subjects():
        if games and game not in games:
            continue
        states = positions(game, players, options, seed)
        rates = []
        runs = []
        for state in states:
            seat = state.current_seats()[0]
            view, legal = state.view(seat), state.legal_actions(seat)
            samples = []
            for r in range(repeats):
                agent = MCTSAgent(iterations=iterations, time_limit=None)
                start = time.process_time()
                agent.search(view, seat, legal, Rng(seed * 7 + r))
                seconds = time.process_time() - start
                samples.append(agent.last_iterations / seconds if seconds else 0.0)
            rate = statistics.median(samples)
            rates.append(rate)
            runs.append({"seat": seat, "legal": len(legal),
                         "iterations_per_second": round(rate, 1)})
        result[label] = {
            "game": game, "players": players, "options": options,
            "iterations": iterations, "repeats": repeats, "clock": "process CPU time",
            "iterations_per_second": round(statistics.median(rates), 1) if rates else 0.0,
            "positions": runs,
        }
    return {"search": result}
