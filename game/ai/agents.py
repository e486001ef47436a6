"""The agent interface and the agents every game gets for free.

An agent is given its seat's view (never the full state), the legal actions and its own
generator, and returns one of those actions. It never touches the game's own generator, so
thinking cannot change the real game (STYLE.md practice 5).
"""

from __future__ import annotations

from typing import Callable

from game.core.engine import Action, State
from game.core.rng import Rng


class Agent:
    name = "agent"
    uses_view = True  # False only for agents that ignore the view (then they are passed None)

    def choose(self, view: State, seat: int, legal: list[Action], rng: Rng) -> Action:
        raise NotImplementedError


class RandomAgent(Agent):
    """Uniform over the legal actions: the baseline, and the engine of random self-play."""

    name = "random"
    uses_view = False

    def choose(self, view: State, seat: int, legal: list[Action], rng: Rng) -> Action:
        return legal[rng.below(len(legal))]


AGENTS: dict[str, Callable[[], Agent]] = {
    "random": RandomAgent,
}


def make_agent(name: str) -> Agent:
    try:
        return AGENTS[name]()
    except KeyError:
        raise ValueError(f"unknown agent {name!r}; known: {', '.join(sorted(AGENTS))}") from None
