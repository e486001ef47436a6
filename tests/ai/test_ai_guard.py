"""A failing or slow agent never stops a game: a logged legal fallback plays its move."""

import logging
import threading

from game.ai.agents import Agent, make_agent
from game.ai.guard import GuardedAgent
from game.ai.mcts import MCTSAgent
from game.ai.toy import new_game
from game.core.rng import Rng
from game.play import play_game


class Crashing(Agent):
    name = "crashing"

    def choose(self, view, seat, legal, rng, **_):
        raise RuntimeError("boom")


class Sleepy(Agent):
    """Ignores the cancel and answers only when the test lets it: the guard must not wait."""
    name = "sleepy"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.answered = threading.Event()

    def choose(self, view, seat, legal, rng, *, cancel=None, time_budget=None):
        self.release.wait(60)
        self.answered.set()
        return legal[0]


class Cheater(Agent):
    name = "cheater"

    def choose(self, view, seat, legal, rng, **_):
        return "take everything"


def test_an_exception_becomes_a_logged_fallback_and_the_game_goes_on(caplog):
    guarded = GuardedAgent(Crashing())
    state = new_game(players=2, seed=1)
    with caplog.at_level(logging.WARNING, logger="game.ai"):
        play_game(state, [guarded, make_agent("random")], seed=1)
    assert state.is_over()
    assert guarded.failures and "boom" in guarded.failures[0]
    assert "fallback" in caplog.text


def test_a_timeout_becomes_a_fallback_without_waiting_for_the_agent():
    # no clock in the check (a loaded machine stretches any): the fallback came while the agent
    # was still thinking, which it does until it is released
    sleepy = Sleepy()
    guarded = GuardedAgent(sleepy, time_limit=0.1, grace=0.1)
    state = new_game(players=2, seed=1)
    try:
        action = guarded.choose(state.view(0), 0, state.legal_actions(0), Rng(1))
        assert not sleepy.answered.is_set()
        assert action in state.legal_actions(0)
        assert "timed out" in guarded.failures[0]
    finally:
        sleepy.release.set()


def test_an_illegal_answer_is_replaced():
    guarded = GuardedAgent(Cheater())
    state = new_game(players=2, seed=1)
    assert guarded.choose(state.view(0), 0, state.legal_actions(0), Rng(1)) in state.legal_actions(0)
    assert "not a legal action" in guarded.failures[0]


def test_cancel_stops_a_search_promptly_with_a_legal_answer():
    agent = MCTSAgent(iterations=10_000_000, time_limit=None)
    state = new_game(players=3, seed=2)
    cancel = threading.Event()
    threading.Timer(0.2, cancel.set).start()
    action = agent.choose(state.view(0), 0, state.legal_actions(0), Rng(1), cancel=cancel)
    assert cancel.is_set() and 0 < agent.last_iterations < 10_000_000   # stopped by the cancel
    assert action in state.legal_actions(0)


def test_agent_cancel_from_another_thread():
    agent = MCTSAgent(iterations=10_000_000, time_limit=None)
    state = new_game(players=2, seed=2)
    threading.Timer(0.2, agent.cancel).start()
    assert agent.choose(state.view(0), 0, state.legal_actions(0), Rng(1)) in state.legal_actions(0)
    assert 0 < agent.last_iterations < 10_000_000      # it stopped when cancelled, long before the end


def test_a_time_budget_is_respected():
    agent = MCTSAgent(iterations=10_000_000, time_limit=None)
    state = new_game(players=2, seed=2)
    agent.choose(state.view(0), 0, state.legal_actions(0), Rng(1), time_budget=0.2)
    assert 1 < agent.last_iterations < 10_000_000      # the budget, not the iterations, ended it


class _Flaky:
    """Heuristics whose rollouts fail now and then (as a rules bug in one world would)."""

    def __init__(self, rate):
        from game.ai.toy_eval import HEURISTICS
        self.base, self.rate = HEURISTICS, rate

    def __getattr__(self, name):
        return getattr(self.base, name)

    def rollout_action(self, state, seat, legal, rng):
        if rng.random() < self.rate:
            raise RuntimeError("a bad world")
        return self.base.rollout_action(state, seat, legal, rng)


def _flaky_state(rate):
    from game.ai import heuristics
    from game.ai.toy import SecretBid

    class FlakyBid(SecretBid):
        game_name = f"toy-flaky-{rate}"

    heuristics.register(FlakyBid.game_name, _Flaky(rate))
    state = new_game(players=2, seed=3)
    state.__class__ = FlakyBid
    return state


def test_a_search_survives_worlds_that_fail():
    state = _flaky_state(0.02)
    agent = MCTSAgent(iterations=80, time_limit=None)
    assert agent.choose(state.view(0), 0, state.legal_actions(0), Rng(1)) in state.legal_actions(0)
    assert 0 < agent.failed_iterations < 80


def test_a_search_that_always_fails_raises_and_the_guard_falls_back():
    state = _flaky_state(1.0)
    guarded = GuardedAgent(MCTSAgent(iterations=80, time_limit=None))
    assert guarded.choose(state.view(0), 0, state.legal_actions(0), Rng(1)) in state.legal_actions(0)
    assert "a bad world" in guarded.failures[0]
