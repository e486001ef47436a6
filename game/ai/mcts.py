"""Information-set Monte Carlo tree search (single observer), over the core protocol only.

Each iteration samples one world consistent with the searching seat's view (`sample_world`),
walks the one shared tree with it, plays a rollout and backs the rewards up. The tree's nodes
are the searching seat's information sets, not states:

- the searching seat's edges are its actions;
- another seat's edge is what the searching seat would see of that action,
  `action.seen_by(seat)`, a language-free key, so two secret choices that look alike lead to the same node;
- an action legal in some worlds and not others is handled with availability counts
  (Cowling, Powley & Whitehouse 2012, "subset-armed bandit"): UCB uses how often a child
  *could* have been chosen, not how often its parent was visited.

Simultaneous phases (several seats current, like Arigatō's dawn): the searching seat decides
first in the tree, and the other current seats' secret choices are made by the game's rollout
policy, never by maximising against the searching seat's known choice. So the searching seat's
choice is never conditioned on the others' secrets, and the others never see its secret.

Rewards are per seat in [0, 1] (`Heuristics.rewards`); every node keeps the reward of the seat
that moved into it, so each seat's decisions in the tree maximise its own reward (max^n).
The agent answers with the root's most visited action.

Paired halving (`paired=True`, where the game asks for it with `Heuristics.paired_root`): a
decision whose candidates are close in value and whose outcome is mostly luck (a hidden hand,
the deck) is compared on the same luck. Every candidate still in the race is played out in the
same sampled worlds with the same rollout draws (common random numbers), so the noise shared
by the worlds cancels in the comparison; after each round the worse half is dropped
(sequential halving, Karnin, Koren & Somekh 2013), so most of the budget goes to the few
candidates that might be best.
"""

from __future__ import annotations

import math
import threading
import time
from typing import Callable

from game.ai.agent import Agent, world_sampler
from game.ai.heuristics import heuristics_for
from game.ai.playout import Played, paired_world, play_out
from game.core.engine import Action, State
from game.core.rng import Rng


class Node:
    __slots__ = ("mover", "action", "children", "visits", "total", "avail")

    def __init__(self, mover: int, action: Action | None) -> None:
        self.mover = mover      # the seat whose decision led here
        self.action = action    # the searching seat's action (None for other seats' edges)
        self.children: dict = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1


class MCTSAgent(Agent):
    name = "mcts"

    def __init__(self, iterations: int = 400, time_limit: float | None = 2.0,
                 exploration: float = 0.7, rollout_depth: int | None = -1,
                 paired: bool = False, label: str = "mcts") -> None:
        self.iterations = iterations
        self.paired = paired        # paired halving where the game asks for it
        self.time_limit = time_limit
        self.exploration = exploration
        self.rollout_depth = rollout_depth  # -1: the game decides (Heuristics.rollout_over)
        self.name = label
        self.last_stats: list[tuple[Action, int, float]] = []  # (action, visits, mean reward)
        self.last_iterations = 0
        self.failed_iterations = 0  # iterations lost to an exception in the game's code
        self.searches = 0           # searches run, and how many of them the time limit cut
        self.capped = 0             # short of their iterations (tournament reports both)
        #: given, the paired halving hands it each world's playouts (their states and events):
        #: a hint explains its move from the worlds its search played (game/ai/hint.py)
        self.keep: Callable[[list[Played]], None] | None = None
        #: the clock the time limit reads: the wall's, as a person waits; a study that must not
        #: depend on the machine's load gives the process's CPU time (game/tools/review_study.py)
        self.clock: Callable[[], float] = time.perf_counter

    def choose(self, view: State, seat: int, legal: list[Action], rng: Rng, *,
               cancel: threading.Event | None = None,
               time_budget: float | None = None) -> Action:
        stop = self._start(cancel)
        try:
            if len(legal) == 1:
                self.last_stats = [(legal[0], 0, 0.0)]
                return legal[0]
            heuristics = heuristics_for(view)
            obvious = heuristics.obvious(view, seat, legal)
            if obvious is not None and obvious in legal:
                self.last_stats = [(obvious, 0, 0.0)]
                return obvious
            share = heuristics.budget_share(view, seat, legal)
            if self.paired and heuristics.paired_root(view, seat, legal):
                # the first is the last candidate left (a lone candidate is played out by none)
                self.last_stats = self.halving(view, seat, legal, rng, stop, time_budget, share)
                return self.last_stats[0][0]
            root = self.search(view, seat, legal, rng, stop, time_budget, share)
            ranked = self._rank(root, legal)
            self.last_stats = ranked
            if not ranked or ranked[0][1] == 0:
                return legal[rng.below(len(legal))]
            return ranked[0][0]
        finally:
            self._running = None

    # ------------------------------------------------------------------------------------------
    def _budget(self, share: float, time_budget: float | None) -> tuple[int, float | None]:
        """This decision's iterations and deadline (on `self.clock`; None: no time limit)."""
        iterations = max(1, round(self.iterations * share))
        limit = None if self.time_limit is None else self.time_limit * share
        if time_budget is not None:
            limit = time_budget if limit is None else min(limit, time_budget)
        return iterations, None if limit is None else self.clock() + limit

    def search(self, view: State, seat: int, legal: list[Action], rng: Rng,
               stop: threading.Event | None = None, time_budget: float | None = None,
               share: float = 1.0) -> Node:
        """`share` (0-1] of the agent's iterations and time limit: the game says how much a
        decision deserves (`Heuristics.budget_share`)."""
        heuristics = heuristics_for(view)
        depth_limit = None if self.rollout_depth == -1 else self.rollout_depth
        iterations, deadline = self._budget(share, time_budget)
        root = Node(-1, None)
        self.failed_iterations = 0
        legal_set = set(legal)
        c = self.exploration
        sample = world_sampler(view, seat)   # what every world of this view shares, found once
        # what the seat sees of another seat's action, made once per action this search meets:
        # a text made per listed move was 1% of a Daitoshi search (equal actions, equal keys)
        seen: dict = {}
        done = 0
        for done in range(1, iterations + 1):
            if stop is not None and stop.is_set():
                done -= 1
                break
            if deadline is not None and done > 1 and self.clock() > deadline:
                done -= 1
                self.capped += 1
                break
            try:
                world = sample(rng)
                world.quiet = True   # its events are read by nobody (State.quiet)
                marker = heuristics.horizon(world)
                node = root
                path = [root]
                expanded = False
                while not expanded and not world.is_over():
                    current = world.current_seats()
                    apply = world.apply_listed   # the move is taken from the world's legal list
                    if seat in current:
                        actor = seat
                        actions = world.legal_actions(seat)
                        if len(actions) > 1:
                            actions = heuristics.candidates(world, seat, actions)
                        if node is root:
                            # the real legal list is the truth; a world may disagree only through
                            # a game bug, and the search must still answer with a legal action
                            kept = [a for a in actions if a in legal_set]
                            if not kept:
                                kept, apply = list(legal), world.apply   # checked: may be refused
                            actions = kept
                        # its own actions are their own keys, a group of one made when chosen
                        keyed = dict.fromkeys(actions)
                    else:
                        actor = current[0]
                        if len(current) > 1:
                            # another seat's secret simultaneous choice: its policy, not the tree's
                            action = heuristics.rollout_unlisted(world, actor) \
                                or heuristics.rollout_action(world, actor, world.legal_actions(actor), rng)
                            key = action.seen_by(seat)
                            child = node.children.get(key)
                            if child is None:
                                child = node.children[key] = Node(actor, None)
                            apply(action)
                            node = child
                            continue
                        actions = world.legal_actions(actor)
                        keyed = {}
                        for a in actions:
                            key = seen.get(a)
                            if key is None:
                                key = seen[a] = a.seen_by(seat)
                            keyed.setdefault(key, []).append(a)
                    children = node.children
                    # each key's child looked up once: an action's hash is a Python call, and a
                    # turn lists up to 16 of them
                    known = [(k, children.get(k), group) for k, group in keyed.items()]
                    untried = [(k, group) for k, ch, group in known if ch is None]
                    if untried:
                        key, group = untried[rng.below(len(untried))]
                        group = group or [key]
                        action = group[rng.below(len(group))]
                        child = children[key] = Node(actor, action if actor == seat else None)
                        for _, ch, _ in known:
                            if ch is not None:   # every other key already tried: available
                                ch.avail += 1
                        expanded = True
                    else:
                        best_value = -1.0
                        for k, ch, group in known:
                            ch.avail += 1
                            value = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits) \
                                if ch.visits else 1e9
                            if value > best_value:
                                best_value, key, child, best = value, k, ch, group
                        group = best or [key]
                        action = group[rng.below(len(group))] if len(group) > 1 else group[0]
                    apply(action)
                    node = child
                    path.append(node)
                rewards = self._rollout(world, heuristics, rng, depth_limit, marker)
                for n in path:
                    n.visits += 1
                    if n.mover >= 0:
                        n.total += rewards[n.mover]
            except Exception:  # noqa: BLE001 - one bad world (a rules bug) costs one iteration
                self.failed_iterations += 1
                if self.failed_iterations > 10 + done // 2:
                    raise
            if done % 8 == 0 and self._decided(root, iterations - done):
                break
        self.last_iterations = done
        self.searches += 1
        return root

    def halving(self, view: State, seat: int, legal: list[Action], rng: Rng,
                stop: threading.Event | None = None, time_budget: float | None = None,
                share: float = 1.0) -> list[tuple[Action, int, float]]:
        """Paired sequential halving over the game's candidates: [(action, playouts, mean
        reward)], best first. Each round samples its worlds once and plays every remaining
        candidate out in each of them from the same rollout draws; the budget (playouts) is
        split evenly over the rounds, and each round keeps the better half."""
        heuristics = heuristics_for(view)
        depth_limit = None if self.rollout_depth == -1 else self.rollout_depth
        budget, deadline = self._budget(share, time_budget)
        legal_set = set(legal)
        alive = [a for a in heuristics.candidates(view, seat, list(legal)) if a in legal_set] \
            or list(legal)
        totals = {a: 0.0 for a in alive}
        played_out = {a: 0 for a in alive}
        rounds = max(1, math.ceil(math.log2(len(alive))))
        sample = world_sampler(view, seat)
        done = 0
        self.failed_iterations = 0

        def mean(a: Action) -> float:
            return totals[a] / played_out[a] if played_out[a] else -1.0

        while len(alive) > 1:
            cut = False
            for _ in range(max(1, budget // (rounds * len(alive)))):
                if stop is not None and stop.is_set():
                    cut = True
                    break
                if deadline is not None and done and self.clock() > deadline:
                    cut = True
                    self.capped += 1
                    break
                played = paired_world(view, seat, alive, rng, heuristics, depth_limit=depth_limit,
                                      watch=self.keep is not None, sample=sample)
                for p in played:
                    try:
                        if p.error is not None:
                            raise p.error
                        reward = heuristics.rewards(p.state)[seat]
                    except Exception:  # noqa: BLE001 - as in `search`: one bad world, one playout
                        self.failed_iterations += 1
                        if self.failed_iterations > 10 + done // 2:
                            raise
                        continue
                    totals[p.action] += reward
                    played_out[p.action] += 1
                    done += 1
                if self.keep is not None:
                    self.keep(played)
            alive.sort(key=mean, reverse=True)
            if cut:
                break
            alive = alive[:(len(alive) + 1) // 2]
        self.last_iterations = done
        self.searches += 1
        best = alive[0]
        ranked = [(a, played_out.get(a, 0), totals[a] / played_out[a] if played_out.get(a) else 0.0)
                  for a in legal]
        ranked.sort(key=lambda t: (t[0] == best, t[2] if t[1] else -1.0), reverse=True)
        return ranked

    @staticmethod
    def _decided(root: Node, remaining: int) -> bool:
        """The answer can no longer change: the most visited action leads the next by more
        visits than the iterations left. Stopping here saves time and answers the same."""
        first = second = 0
        for child in root.children.values():
            v = child.visits
            if v > first:
                first, second = v, first
            elif v > second:
                second = v
        return first - second > remaining

    @staticmethod
    def _rollout(world: State, heuristics, rng: Rng, depth_limit: int | None,
                 marker) -> list[float]:
        play_out(world, heuristics, rng, marker, depth_limit=depth_limit)
        return heuristics.rewards(world)

    @staticmethod
    def _rank(root: Node, legal: list[Action]) -> list[tuple[Action, int, float]]:
        ranked = []
        for a in legal:
            child = root.children.get(a)
            if child is None:
                ranked.append((a, 0, 0.0))
            else:
                ranked.append((a, child.visits, child.total / child.visits if child.visits else 0.0))
        ranked.sort(key=lambda t: (t[1], t[2]), reverse=True)
        return ranked
