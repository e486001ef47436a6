"""The AI controller: agents are guarded, and cancelling a decision stops its search."""

import threading

from game.ai.agents import LEVELS, Agent, RandomAgent, make_agent
from game.ai.guard import GuardedAgent
from game.core.arigato import new_game
from game.core.rng import Rng
from game.input.controllers import AI_TIME_LIMIT, AIController, agent_for


class WaitsForCancel(Agent):
    """Thinks until told to stop, then answers its first legal action."""

    name = "patient"

    def __init__(self) -> None:
        self.thinks = threading.Event()
        self.stopped = threading.Event()

    def choose(self, view, seat, legal, rng, *, cancel=None, time_budget=None):
        assert cancel is not None, "the controller must hand the agent a cancel flag"
        self.thinks.set()
        self.cancelled = cancel.wait(60)
        self.stopped.set()
        return legal[0]


def test_cancel_stops_the_search_at_once():
    agent = WaitsForCancel()
    ctrl = AIController(0, agent, Rng(1))
    ctrl.request(new_game(players=2, seed=1))
    assert agent.thinks.wait(60)          # the search is under way (a bound on a hang, not a timing)
    assert ctrl.thinking and not agent.stopped.is_set()
    ctrl.cancel()
    # the agent waits for the cancel alone (it never stops by itself): a stop is the cancel's
    assert agent.stopped.wait(30) and agent.cancelled, "the search did not stop when cancelled"
    assert not ctrl.thinking and ctrl.poll() is None


def test_every_difficulty_is_a_guarded_agent():
    """Each level a person chooses plays that level's agent (not the random one that a name it
    does not know falls back to), inside a guard with the controller's time limit."""
    for level in LEVELS:
        agent = agent_for(level)
        assert isinstance(agent, GuardedAgent) and agent.time_limit == AI_TIME_LIMIT
        assert agent.inner.name == level and type(agent.inner) is type(make_agent(level))
    assert isinstance(agent_for("no such level").inner, RandomAgent)
