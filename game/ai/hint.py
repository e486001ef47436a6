"""A hint for a human: what the hard agent would do from this seat, and how sure it is."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from game.ai.agents import make_agent
from game.ai.guard import GuardedAgent
from game.core.engine import Action, State
from game.core.rng import Rng


@dataclass(frozen=True)
class Hint:
    action: Action
    #: the agent's candidates, best first: (action, share of the search spent on it, mean reward)
    ranking: tuple[tuple[Action, float, float], ...]


def hint(view: State, seat: int, legal: list[Action] | None = None, rng: Rng | None = None, *,
         difficulty: str = "hard", cancel: threading.Event | None = None,
         time_budget: float | None = None) -> Hint:
    """Ask `difficulty`'s agent for this seat's move. Pass the seat's view, never a full state
    (the agent resamples hidden parts anyway). Blocking: call it off the UI thread."""
    if legal is None:
        legal = view.legal_actions(seat)
    if not legal:
        raise ValueError(f"seat {seat} has nothing to decide")
    agent = make_agent(difficulty)
    guarded = GuardedAgent(agent)  # a failing search still gives a (fallback) hint, logged
    action = guarded.choose(view, seat, legal, rng or Rng(len(view.history) * 7919 + seat),
                            cancel=cancel, time_budget=time_budget)
    stats = getattr(agent, "last_stats", None) if not guarded.failures else None
    stats = stats or [(action, 1, 0.0)]
    total = sum(v for _, v, _ in stats) or 1
    ranking = tuple((a, v / total, r) for a, v, r in stats)
    return Hint(action, ranking)
