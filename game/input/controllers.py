"""Per-seat controllers. Both answer through the same legal-action list (game/ARCHITECTURE.md,
"Practices" 8)."""

from __future__ import annotations

import threading
import time
import traceback
from concurrent.futures import Future, wait

from game.ai.agents import AGENTS, Agent, make_agent
from game.ai.guard import GuardedAgent
from game.core.engine import Action, Refusal, State
from game.core.rng import Rng
from game.input.thinkers import THINKERS

AI_TIME_LIMIT = 5.0  # seconds; every difficulty caps itself well below this


def agent_for(difficulty: str) -> Agent:
    """The AI package's agent of that name (a level of game/ai/agents.py's `LEVELS`, or any agent
    it names), else the random agent (a seat played back in a replay: game/input/replay.py);
    guarded, so that a failing or overrunning agent gives way to a legal fallback move for that
    turn (game/ai/guard.py) instead of stalling the table."""
    name = difficulty if difficulty in AGENTS else "random"
    return GuardedAgent(make_agent(name), time_limit=AI_TIME_LIMIT)


class HumanController:
    """A human seat: the scene offers choices; the controller checks them against the legal list."""

    kind = "human"

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def check(self, state: State, action: Action) -> Refusal | None:
        """None when `action` may be submitted now, else the rules' refusal (data, not words)."""
        if action.seat != self.seat:
            return Refusal.of("not_played_here", seat=action.seat)
        return state.refusal(action)


class AIController:
    """An AI seat: `request` hands the decision to a thread already waiting (thinkers.py: no
    thread is started in the frame that asks); `poll` returns its choice once ready. A crashed
    or wrong agent never loses the game: the controller falls back to the first legal action and
    records the error."""

    kind = "ai"

    MAX_THINK = 30.0  # seconds; an agent stuck longer than this is abandoned
    # the clock the thinking time is read on (a test's own clock stands in for it: an agent
    # abandoned after its time is then abandoned however busy the machine)
    clock = staticmethod(time.perf_counter)

    def __init__(self, seat: int, agent: Agent, rng: Rng, min_think: float = 0.0) -> None:
        self.seat = seat
        self.agent = agent
        self.rng = rng
        self.min_think = min_think
        self.future: Future | None = None
        self._stop: threading.Event | None = None
        self.legal: list[Action] = []
        self.started = 0.0
        self.errors: list[str] = []
        THINKERS.warm(1)       # a thread waits before the first decision is asked for

    def _think(self, view: State | None, legal: list[Action], stop: threading.Event) -> Action:
        return self.agent.choose(view, self.seat, legal, self.rng, cancel=stop)

    def request(self, state: State) -> None:
        self.legal = state.legal_actions(self.seat)
        view = state.view(self.seat) if self.agent.uses_view else None
        self.started = self.clock()
        future: Future = Future()
        legal = list(self.legal)
        stop = self._stop = threading.Event()

        def think() -> None:
            try:
                future.set_result(self._think(view, legal, stop))
            except BaseException as exc:  # noqa: BLE001 - handed to poll()
                future.set_exception(exc)

        # On a daemon thread of the pool: a stuck agent can be abandoned (the pool starts another
        # thread for the next decision) and never blocks exit.
        THINKERS.submit(think)
        self.future = future

    @property
    def thinking(self) -> bool:
        return self.future is not None

    def wait(self, timeout: float) -> None:
        """Block until the pending decision is ready (or `timeout` passes); `poll` still takes it."""
        if self.future is not None:
            THINKERS.flush()        # asked for in this frame: handed over now, not at its end
            wait([self.future], timeout=timeout)

    def poll(self, wait: float = 0.0) -> Action | None:
        """The chosen action when ready (waiting up to `wait` seconds), else None."""
        if self.future is None:
            return None
        if self.clock() - self.started < self.min_think:
            return None
        if not self.future.done() and self.clock() - self.started > self.MAX_THINK:
            self.future = None
            self.errors.append(f"agent {self.agent.name} thought for over {self.MAX_THINK:g} s; abandoned")
            return self.legal[0]
        if not self.future.done():
            if wait <= 0:
                return None
            THINKERS.flush()
            try:
                self.future.result(timeout=wait)
            except Exception:  # noqa: BLE001 - reported below
                pass
            if not self.future.done():
                return None
        future, self.future = self.future, None
        try:
            action = future.result()
        except Exception:  # noqa: BLE001 - an agent bug must not end the game
            self.errors.append(traceback.format_exc(limit=3))
            return self.legal[0]
        if action not in self.legal:
            self.errors.append(f"agent {self.agent.name} chose {action!r}, not a legal action")
            return self.legal[0]
        return action

    def cancel(self) -> None:
        """Forget the pending decision and ask its search to stop now (quit, undo, a human's
        move that made it stale); whatever the thread still returns is ignored."""
        if self._stop is not None:
            self._stop.set()
        self.future = None


class ScriptedController(AIController):
    """An AI seat that plays a script first (a tutorial's opponent): its next scripted move while
    `scripted()` says the script holds and that move is legal, else its own agent's. The script's
    place is read from the history (this seat's moves so far), so a game rebuilt by replay picks
    the script up where it stands."""

    def __init__(self, seat: int, agent: Agent, rng: Rng, script: tuple[Action, ...],
                 scripted=lambda: True, min_think: float = 0.0) -> None:
        super().__init__(seat, agent, rng, min_think)
        self.script = [a for a in script if a.seat == seat]
        self.scripted = scripted
        self.next_move: Action | None = None

    def script_move(self, state: State) -> Action | None:
        if not self.scripted():
            return None
        played = sum(1 for a in state.history if a.seat == self.seat)
        if played >= len(self.script):
            return None
        move = self.script[played]
        return move if move in state.legal_actions(self.seat) else None

    def request(self, state: State) -> None:
        self.next_move = self.script_move(state)
        super().request(state)

    def _think(self, view, legal, stop) -> Action:
        if self.next_move is not None:
            return self.next_move
        return super()._think(view, legal, stop)
