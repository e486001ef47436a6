"""The agent interface and the agents every game gets without searching.

An agent is given its seat's view (never the full state), the legal actions and its own
generator, and returns one of those actions. It never touches the game's own generator, so
thinking cannot change the real game (game/ARCHITECTURE.md, "Practices" 5). An agent that
searches samples the hidden parts of the view with `sample_world`; even handed a full state, it
resamples them, so it cannot cheat by accident. The named agents and difficulties are in
agents.py, which builds on this module as greedy.py and mcts.py do.
"""

from __future__ import annotations

import threading
from typing import Callable

from game.ai.heuristics import heuristics_for
from game.core.engine import Action, State
from game.core.rng import SPLITMIX, Rng, deal_rng


class Agent:
    name = "agent"
    uses_view = True  # False only for agents that ignore the view (then they are passed None)

    _running: threading.Event | None = None

    def choose(self, view: State, seat: int, legal: list[Action], rng: Rng, *,
               cancel: threading.Event | None = None,
               time_budget: float | None = None) -> Action:
        """One of `legal`. `cancel` (set from another thread) and `time_budget` (seconds) ask a
        thinking agent to stop early and answer with its best so far; quick agents ignore them."""
        raise NotImplementedError

    def cancel(self) -> None:
        """Ask a `choose` running on another thread to return now (its best so far)."""
        running = self._running
        if running is not None:
            running.set()

    def _start(self, cancel: threading.Event | None) -> threading.Event:
        stop = cancel if cancel is not None else threading.Event()
        self._running = stop
        return stop


class RandomAgent(Agent):
    """Uniform over the legal actions: the baseline, and the engine of random self-play."""

    name = "random"
    uses_view = False

    def choose(self, view: State, seat: int, legal: list[Action], rng: Rng, **_budget) -> Action:
        return legal[rng.below(len(legal))]


class PolicyAgent(Agent):
    """The game's rollout policy as a player: instant, and a fair fallback."""

    name = "policy"

    def choose(self, view: State, seat: int, legal: list[Action], rng: Rng, **_budget) -> Action:
        if len(legal) == 1:
            return legal[0]
        heuristics = heuristics_for(view)
        return heuristics.obvious(view, seat, legal) \
            or heuristics.rollout_action(sample_world(view, seat, rng), seat, legal, rng)


def seat_rng(seed: int, seat: int, deal: str = SPLITMIX) -> Rng:
    """The generator of the agent at `seat` in a game seeded `seed`: a stream of its own, apart
    from the game's and from every other seat's, and the same each time the game is played from
    that seed (a table, a tournament, a balance run), so a seeded game between agents replays.
    In a keyed deal it is the deal's fork: an agent's moves, which every seat sees, then tell
    nothing of the seed (game/ARCHITECTURE.md, "The deal")."""
    if deal == SPLITMIX:
        return Rng(seed * 7919 + 104729 * (seat + 1))
    return deal_rng(seed, deal).fork(seat)


def sample_world(view: State, seat: int, rng: Rng) -> State:
    """A full state consistent with what `seat` sees, with a fresh future.

    The game's own generator is replaced as well: its state would tell an agent how a pile will
    be reshuffled, which no player knows.
    """
    world = view.determinize(seat, rng)
    world.rng = Rng(rng.next64())
    return world


def world_sampler(view: State, seat: int) -> Callable[[Rng], State]:
    """`sample_world(view, seat, rng)` as a function of `rng`, for the many worlds a search
    samples from one view (`State.sampler`: what they share is worked out once)."""
    determinize = view.sampler(seat)

    def sample(rng: Rng) -> State:
        world = determinize(rng)
        world.rng = Rng(rng.next64())
        return world
    return sample
