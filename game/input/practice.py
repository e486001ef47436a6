"""Learn from your mistakes at the table: a reviewed game stood at one of its player's costly
decisions, the table as that player saw it, and the player asked to find a better move
(game/ai/practice.py judges each try; game/ai/AI.md, "Learn from your mistakes").

The game is the finished one played back through the rules to just before the decision (a replay,
game/input/replay.py); only the deciding seat is a person's, and only at that moment. A move
submitted is judged, not played: nothing on the table changes, the try is appraised on a thread of
its own (the frame never waits), and the table reads how it went (`last`, `practice.result`). After
two tries that are not as good as the best, the best is shown (`mark`, as the review's replay
shows it). Nothing is saved, recorded or played on.
"""

from __future__ import annotations

import threading
from dataclasses import replace
from typing import Callable

from game.ai.practice import NOT_YET, SHOWN, Practice, Try, judge
from game.ai.review_data import Decision
from game.core.engine import Action, Event, GameSpec, IllegalAction, Refusal
from game.input.controllers import HumanController
from game.input.replay import ReplaySession


class PracticeSession(ReplaySession):
    is_replay = False     # its seat plays; no replay controls
    helps = False         # the player finds the better move alone: no hint, no Suggest

    def __init__(self, spec: GameSpec, data: dict, decision: Decision, mark=None, words=None,
                 ended: Callable[[str], None] | None = None) -> None:
        """`mark`: what shows the best move once it is shown (game/ui/review/mark.py's
        ReviewMark, made by the client, which words it); `words`: the decision's words for the
        table's note (game/ui/review/words.py); `ended(how)`: told once the practice is over,
        FOUND or SHOWN (the client keeps it: game/persistence/practice.py)."""
        super().__init__(spec, data)
        self.reviewed, self.seat = decision, decision.seat
        self.seats = [replace(s, kind="human") if i == self.seat else s
                      for i, s in enumerate(self.seats)]
        self.controllers[self.seat] = HumanController(self.seat)
        self.paused = True
        self.goto(decision.move)
        if self.seat not in self.state.current_seats():
            raise ValueError(f"seat {self.seat} does not decide at move {decision.move}")
        self.practice = Practice(decision, [])
        self.last: Try | None = None          # the latest try, once judged
        self.judging: Action | None = None    # the try being judged now
        self.error: Exception | None = None   # what stopped the judging (a bug), for the table
        self._shown_mark, self.words, self.ended = mark, words, ended
        self._cancel = threading.Event()
        self._judge: threading.Thread | None = None

    # --- what the table may do ------------------------------------------------------------------------
    def active_seat(self) -> int | None:
        return self.seat

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.seat or self.judging is not None or self.practice.result != NOT_YET:
            return []
        return self.state.legal_actions(seat)

    def pump_ai(self, budget: float = 0.0, max_decisions: int = 1) -> list:
        return []                 # nothing moves on: the game stands at the decision

    def ai_thinking(self) -> int | None:
        return None

    def can_undo(self, seat: int) -> bool:
        return False

    def submit(self, action: Action) -> list[Event]:
        """Judge `action` as a try (on a thread of its own); IllegalAction where the seat may not
        try it now (not its move, a try still being judged, the practice over)."""
        if not isinstance(action, Action) or action not in self.legal_actions(action.seat):
            refusal = self.state.refusal(action) if isinstance(action, Action) else None
            raise IllegalAction(refusal or Refusal.of("not_your_turn", seat=getattr(action, "seat", None)))
        view = self.state.view(self.seat)
        self.judging = action

        def work() -> None:
            try:
                tried = judge(view, self.reviewed, action, cancel=self._cancel)
            except Exception as exc:  # noqa: BLE001 - the table says the try could not be judged
                self.error = exc
            else:
                self.last = tried
                self.practice.add(tried)
                if self.practice.result != NOT_YET and self.ended is not None:
                    self.ended(self.practice.result)
            finally:
                self.judging = None
                self._revision += 1
        self._judge = threading.Thread(target=work, name="practice-judge", daemon=True)
        self._judge.start()
        return []

    def wait_judged(self, timeout: float = 60.0) -> None:
        """Until the try being judged is (tests, and a table that must not move on before)."""
        if self._judge is not None:
            self._judge.join(timeout)

    @property
    def mark(self):
        """The best move shown on the table, once two tries were not as good."""
        return self._shown_mark if self.practice.result == SHOWN else None

    def close(self) -> None:
        self._cancel.set()
        super().close()
