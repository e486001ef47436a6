"""The named agents and difficulties, and `make_agent`, which the client, the command line and the
tools use to make one by name. The interface and the plain agents are defined in agent.py; this
module gives them too, so that a caller needs one import.

Names `make_agent` knows: `random`, `policy`, `greedy`, `mcts`, and the difficulties `easy`, `normal`,
`hard` (see `DIFFICULTIES`).
"""

from __future__ import annotations

from typing import Callable

from game.ai.agent import Agent, PolicyAgent, RandomAgent, sample_world, seat_rng
from game.ai.greedy import GreedyAgent
from game.ai.mcts import MCTSAgent

__all__ = ["AGENTS", "DIFFICULTIES", "LEVELS", "Agent", "PolicyAgent", "RandomAgent",
           "make_agent", "sample_world", "seat_rng"]


def _greedy(**kw) -> Agent:
    return GreedyAgent(**kw)


def _mcts(**kw) -> Agent:
    return MCTSAgent(**kw)


#: The difficulties offered by the client and the command line: named settings of the agents,
#: weakest first (the setup screen's order, the record book's, a tutorial's `level`). Budgets
#: are iterations (so a seeded game replays exactly) capped by a time limit in seconds.
DIFFICULTIES: dict[str, Callable[[], Agent]] = {
    "easy": lambda: _greedy(epsilon=0.25, samples=1, label="easy"),
    "normal": lambda: _mcts(iterations=150, time_limit=0.45, label="normal"),
    "hard": lambda: _mcts(iterations=1000, time_limit=1.8, paired=True, label="hard"),
}
LEVELS: tuple[str, ...] = tuple(DIFFICULTIES)   # the AI levels a person chooses, weakest first

AGENTS: dict[str, Callable[[], Agent]] = {
    "random": RandomAgent,
    "policy": PolicyAgent,
    "greedy": lambda: _greedy(),
    "mcts": lambda: _mcts(),
    **DIFFICULTIES,
}


def make_agent(name: str) -> Agent:
    try:
        return AGENTS[name]()
    except KeyError:
        raise ValueError(f"unknown agent {name!r}; known: {', '.join(sorted(AGENTS))}") from None
