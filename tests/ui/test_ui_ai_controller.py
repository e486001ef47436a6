"""The AI controller: agents are guarded, and cancelling a decision stops its search."""

import threading

from game.ai.agents import LEVELS, Agent, RandomAgent, make_agent
from game.ai.guard import GuardedAgent
from game.core.arigato import new_game
from game.core.rng import Rng
from game.input.controllers import AI_TIME_LIMIT, AIController, agent_for
from game.input.thinkers import THINKERS, Thinkers


class WaitsForCancel(Agent):
    """Thinks until told to stop, then answers its first legal action."""

    name = "patient"

    def __init__(self) -> None:
        self.thinks = threading.Event()
        self.stopped = threading.Event()

    def choose(self, view, seat, legal, rng, *, cancel=None, time_budget=None):
        assert cancel is not None, "the controller must hand the agent a cancel flag"
        self.thread = threading.current_thread().name
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


def test_a_request_starts_no_thread():
    """The frame that asks for a decision hands it to a thread already waiting (thinkers.py):
    `Thread.start()` in the frame waited for the new thread, which then kept the interpreter."""
    agent = WaitsForCancel()
    ctrl = AIController(0, agent, Rng(1))       # a thread waits from here on
    started = THINKERS.started
    ctrl.request(new_game(players=2, seed=1))
    assert THINKERS.started == started, "the request started a thread"
    assert agent.thinks.wait(60)
    assert agent.thread.startswith(THINKERS.name), "the agent thought on a thread of its own"
    ctrl.cancel()
    assert agent.stopped.wait(30)


def test_a_stuck_job_leaves_the_next_one_a_thread():
    """A job that never ends (an abandoned agent) holds its thread alone: the next job gets
    another, and an idle thread ends after its idle time."""
    pool = Thinkers("test-thinker", idle_seconds=0.05)
    release, ran = threading.Event(), threading.Event()
    pool.submit(lambda: release.wait(60))       # stuck until released
    pool.submit(ran.set)
    assert ran.wait(60), "the second job waited behind the stuck one"
    assert pool.started == 2
    release.set()
    for _ in range(3000):                      # a bound on a hang: the idle threads end
        if pool.threads == 0:
            break
        threading.Event().wait(0.01)
    assert pool.threads == 0 and pool.idle == 0


def test_a_waiting_thread_takes_the_next_job():
    pool = Thinkers("test-thinker", idle_seconds=60)
    pool.warm(1)
    done = threading.Event()
    pool.submit(done.set)
    assert done.wait(60)
    assert pool.started == 1


def test_a_decision_asked_in_a_frame_is_handed_over_at_its_end():
    """Asked for while a frame is drawn (App.frame holds the pool), the decision waits for the
    frame's end, so that its thread does not take the interpreter from the frame's drawing."""
    pool = Thinkers("test-thinker", idle_seconds=60)
    ran = threading.Event()
    with pool.holding():
        pool.submit(ran.set)
        assert pool.held == [ran.set] and pool.jobs.empty()
    assert ran.wait(60), "the held decision was never handed over"
    assert pool.held is None


def test_waiting_for_an_answer_hands_over_what_is_held():
    """A frame that waits for the AI's answer (`ai_budget`, `wait_for_ai`) must not wait on a
    decision held until its own end."""
    ctrl = AIController(0, RandomAgent(), Rng(1))
    state = new_game(players=2, seed=1)
    with THINKERS.holding():
        ctrl.request(state)
        assert ctrl.poll(wait=60) in state.legal_actions(0)
