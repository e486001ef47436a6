"""One step ahead: try each legal action on sampled worlds and keep the best by the game's
evaluation (game/ai/heuristics.py)."""

from __future__ import annotations

from game.ai.agent import Agent, sample_world
from game.ai.heuristics import heuristics_for
from game.core.engine import Action, State
from game.core.rng import Rng


class GreedyAgent(Agent):
    name = "greedy"

    def __init__(self, samples: int = 2, epsilon: float = 0.0, label: str = "greedy") -> None:
        self.samples = samples    # determinizations averaged (hidden cards differ between them)
        self.epsilon = epsilon    # chance of a uniformly random move (the easy difficulty)
        self.name = label

    def choose(self, view: State, seat: int, legal: list[Action], rng: Rng, **_budget) -> Action:
        if len(legal) == 1:
            return legal[0]
        if self.epsilon and rng.random() < self.epsilon:
            return legal[rng.below(len(legal))]
        heuristics = heuristics_for(view)
        obvious = heuristics.obvious(view, seat, legal)
        if obvious is not None and obvious in legal:
            return obvious
        values = [0.0] * len(legal)
        for _ in range(self.samples):
            world = sample_world(view, seat, rng)
            for i, action in enumerate(legal):
                values[i] += heuristics.action_value(world, seat, action)
        best = max(values)
        ties = [a for a, v in zip(legal, values) if v >= best - 1e-9]
        return ties[rng.below(len(ties))]
