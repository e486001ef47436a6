"""An agent that never stops a game: failures and overruns become a logged legal fallback.

`GuardedAgent(inner)` runs `inner.choose` on a worker thread. If it raises, answers something
not in the legal list, or overruns its time limit (then it is asked to cancel and abandoned),
the move is made by the fallback agent instead (random by default, which cannot fail) and the
failure is logged on the `game.ai` logger and kept in `failures`.
"""

from __future__ import annotations

import logging
import threading

from game.ai.agents import Agent, RandomAgent
from game.core.engine import Action, State
from game.core.rng import Rng

log = logging.getLogger("game.ai")


class GuardedAgent(Agent):
    def __init__(self, inner: Agent, time_limit: float | None = None,
                 fallback: Agent | None = None, grace: float = 0.5) -> None:
        self.inner = inner
        self.name = inner.name
        self.uses_view = inner.uses_view
        self.time_limit = time_limit  # seconds before the move is given to the fallback
        self.grace = grace            # extra seconds a cancelled search gets to return
        self.fallback = fallback or RandomAgent()
        self.failures: list[str] = []

    def cancel(self) -> None:
        self.inner.cancel()

    def choose(self, view: State, seat: int, legal: list[Action], rng: Rng, *,
               cancel: threading.Event | None = None,
               time_budget: float | None = None) -> Action:
        fallback_rng = rng.fork(0xFA11)  # drawn before the agent consumes the stream
        budget = time_budget if time_budget is not None else self.time_limit
        outcome: dict = {}
        stop = cancel if cancel is not None else threading.Event()

        def run() -> None:
            try:
                outcome["action"] = self.inner.choose(view, seat, legal, rng, cancel=stop,
                                                      time_budget=budget)
            except BaseException as exc:  # noqa: BLE001 - any failure goes to the fallback
                outcome["error"] = exc

        if budget is None:
            run()
        else:
            worker = threading.Thread(target=run, name=f"agent-{self.name}-seat{seat}", daemon=True)
            worker.start()
            worker.join(budget + self.grace)
            if worker.is_alive():
                stop.set()
                worker.join(self.grace)
                if worker.is_alive() or "action" not in outcome:
                    return self._fail(f"timed out after {budget + self.grace:.2f} s",
                                      view, seat, legal, fallback_rng)
        if "error" in outcome:
            exc = outcome["error"]
            return self._fail(f"raised {exc!r}", view, seat, legal, fallback_rng)
        action = outcome.get("action")
        if action not in legal:
            return self._fail(f"answered {action!r}, not a legal action", view, seat, legal,
                              fallback_rng)
        return action

    def _fail(self, why: str, view: State, seat: int, legal: list[Action], rng: Rng) -> Action:
        message = f"agent {self.name} (seat {seat}) {why}; a fallback plays this move"
        log.warning(message)
        self.failures.append(message)
        try:
            action = self.fallback.choose(view, seat, legal, rng)
            if action in legal:
                return action
        except Exception:  # noqa: BLE001 - the last resort must not fail
            log.exception("fallback agent failed too")
        return legal[rng.below(len(legal))]
