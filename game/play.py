"""Playing whole games between agents: the loop behind `simulate`, `bench` and the tests."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from game.ai.agents import Agent, seat_rng
from game.core.engine import State
from game.core.rng import Rng


@dataclass
class GameRecord:
    state: State
    decisions: int = 0
    violations: list[str] = field(default_factory=list)
    think_seconds: list[list[float]] = field(default_factory=list)


def play_game(state: State, agents: list[Agent], seed: int, check_invariants: bool = True,
              max_decisions: int = 100_000) -> GameRecord:
    """Play `state` to the end. Each agent sees only `state.view(seat)` and has its own stream.

    Simultaneous phases are played seat by seat in seat order; the rules' commit-then-reveal
    makes that order invisible to the players.
    """
    record = GameRecord(state, think_seconds=[[] for _ in agents])
    streams = [seat_rng(seed, i) for i in range(len(agents))]
    while not state.is_over():
        seats = state.current_seats()
        if not seats:
            raise RuntimeError("no seat can act but the game is not over")
        seat = seats[0]
        legal = state.legal_actions(seat)
        if not legal:
            raise RuntimeError(f"seat {seat} is current but has no legal action")
        start = time.perf_counter()
        agent = agents[seat]
        view = state.view(seat) if agent.uses_view else None
        action = agent.choose(view, seat, legal, streams[seat])
        record.think_seconds[seat].append(time.perf_counter() - start)
        state.apply(action)
        record.decisions += 1
        if check_invariants:
            record.violations.extend(state.invariant_violations())
        if record.decisions > max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")
    return record


def random_steps(state: State, steps: int, seed: int = 0) -> State:
    """Play up to `steps` uniformly random legal actions (fewer if the game ends): a quick way
    to reach varied mid-game states for tests and benchmarks."""
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        state.apply(legal[rng.below(len(legal))])
    return state
