"""Paired halving (game/ai/mcts.py, `MCTSAgent.halving`): candidates compared on the same luck.

The coin game below is pure luck plus a tiny edge: one hidden draw per world (0 to 1) and four
picks worth +0.00, +0.01, +0.02, +0.03 on top of it. Compared on independent draws, 30
playouts each cannot tell the picks apart (the draw's spread is about 0.29); compared on the
same draws, the edge is all that differs, and the best pick must win every time.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from game.ai.heuristics import Heuristics, heuristics_for, register
from game.ai.mcts import MCTSAgent
from game.core.engine import Action, Score, State
from game.core.rng import Rng


@dataclass(frozen=True, slots=True)
class CoinPick(Action):
    edge: int


class CoinGame(State):
    game_name = "coin-test"

    def __init__(self, seed: int = 1) -> None:
        super().__init__(1, seed)
        self.pick: int | None = None

    def current_seats(self):
        return () if self.pick is not None else (0,)

    def legal_actions(self, seat):
        return [] if self.pick is not None else [CoinPick(0, k) for k in range(4)]

    def _apply(self, action):
        self.pick = action.edge
        return []

    def is_over(self):
        return self.pick is not None

    def luck(self) -> float:
        return self.rng.clone().random()   # the world's hidden draw, read without using it

    def scores(self):
        return [Score((("luck", 0),))]

    def view(self, seat):
        return self.clone()

    def determinize(self, seat, rng):
        return self.clone()

    def clone(self):
        twin = CoinGame(self.seed)
        twin.rng, twin.pick, twin.history = self.rng.clone(), self.pick, list(self.history)
        return twin

    def invariant_violations(self):
        return []


class CoinHeuristics(Heuristics):
    def paired_root(self, view, seat, legal):
        return True

    def rewards(self, state):
        return [state.luck() + 0.01 * state.pick]


register(CoinGame.game_name, CoinHeuristics())


def _choose(agent, seed):
    game = CoinGame()
    return agent.choose(game.view(0), 0, game.legal_actions(0), Rng(seed))


def test_the_same_luck_lets_the_smallest_edge_win():
    for seed in range(20):
        agent = MCTSAgent(iterations=120, time_limit=None, paired=True)
        assert _choose(agent, seed) == CoinPick(0, 3)


def test_without_pairing_the_same_budget_cannot_tell_the_edges_apart():
    """The check above is not luck: a tree search of the same budget on the same coin misses
    the best pick in many of the same 20 searches."""
    misses = sum(_choose(MCTSAgent(iterations=120, time_limit=None), seed) != CoinPick(0, 3)
                 for seed in range(20))
    assert misses >= 5


def test_halving_spends_most_playouts_on_the_last_two_and_pairs_them():
    agent = MCTSAgent(iterations=120, time_limit=None, paired=True)
    _choose(agent, 4)
    played = {a.edge: n for a, n, _ in agent.last_stats}
    assert agent.last_stats[0][0] == CoinPick(0, 3)
    assert played[3] == played[2] > played[1] == played[0] > 0
    assert sum(played.values()) == agent.last_iterations <= 120


def test_a_seeded_halving_repeats_itself_and_a_cut_one_still_answers():
    agent = MCTSAgent(iterations=120, time_limit=None, paired=True)
    assert _choose(agent, 9) == _choose(MCTSAgent(iterations=120, time_limit=None, paired=True), 9)
    stop = threading.Event()
    stop.set()
    game = CoinGame()
    legal = game.legal_actions(0)
    assert agent.choose(game.view(0), 0, legal, Rng(1), cancel=stop) in legal
    capped = MCTSAgent(iterations=10**6, time_limit=0.05, paired=True)
    assert _choose(capped, 2) in legal and capped.capped == 1


def test_an_agent_without_pairing_never_halves(monkeypatch):
    assert isinstance(heuristics_for(CoinGame()), CoinHeuristics)

    def refuse(*_args, **_kw):
        raise AssertionError("halved without being asked to")
    monkeypatch.setattr(MCTSAgent, "halving", refuse)
    agent = MCTSAgent(iterations=40, time_limit=None)
    assert _choose(agent, 1) in CoinGame().legal_actions(0) and agent.searches == 1


def test_a_lone_candidate_is_the_answer_without_a_playout(monkeypatch):
    monkeypatch.setattr(CoinHeuristics, "candidates", lambda self, state, seat, actions:
                        [actions[1]], raising=False)
    agent = MCTSAgent(iterations=120, time_limit=None, paired=True)
    for seed in range(5):
        assert _choose(agent, seed) == CoinPick(0, 1) and agent.last_iterations == 0
