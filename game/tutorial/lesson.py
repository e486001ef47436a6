"""Where a game stands in its tutorial: the step on show, the move it expects, Back and Skip.

The steps are followed beat by beat: each expected move of a step is a beat, and a step with
none is one beat that waits for the coach's Next. The lesson remembers how long the game's
history was when each beat began, so that Back can ask the session to rebuild the game as it
was then (by replay: nothing is edited).
"""

from __future__ import annotations

from game.core.engine import Action, State
from game.tutorial.script import Step, Tutorial, matches


class Lesson:
    def __init__(self, tutorial: Tutorial, seat: int = 0) -> None:
        self.tutorial = tutorial
        self.seat = seat               # the player being taught
        self.beats: list[tuple[int, str | None]] = []   # (step index, expected move or None: Next)
        for k, step in enumerate(tutorial.steps):
            self.beats += [(k, p) for p in step.expect] or [(k, None)]
        self.at = 0
        self.starts = [0]              # history length when each beat up to `at` began
        self.skipped = False

    # --- reading ----------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return not self.skipped and self.at < len(self.beats)

    @property
    def finished(self) -> bool:
        return not self.skipped and self.at >= len(self.beats)

    def step(self) -> Step | None:
        return self.tutorial.steps[self.beats[self.at][0]] if self.running else None

    def lit(self) -> tuple[str, ...]:
        """The table's parts the step lights now: its own, and those of the move it awaits."""
        step = self.step()
        if step is None:
            return ()
        first = next(i for i, (k, _) in enumerate(self.beats) if k == self.beats[self.at][0])
        return step.lit(self.at - first)

    def number(self) -> int:
        """The step on show, from 1."""
        return self.beats[min(self.at, len(self.beats) - 1)][0] + 1

    def count(self) -> int:
        return len(self.tutorial.steps)

    def pattern(self) -> str | None:
        return self.beats[self.at][1] if self.running else None

    def reading(self) -> bool:
        """The step waits for Next (the game waits with it)."""
        return self.running and self.beats[self.at][1] is None

    def expected(self, state: State) -> list[Action]:
        """The player's legal moves that the step takes now (empty while another seat plays)."""
        pattern = self.pattern()
        if pattern is None or self.seat not in state.current_seats():
            return []
        return [a for a in state.legal_actions(self.seat) if matches(pattern, a)]

    def allows(self, action: Action) -> bool:
        """`action` may be played now: the lesson is over, it is not the player's, or it is the
        move the step expects."""
        if not self.running or action.seat != self.seat:
            return True
        pattern = self.pattern()
        return pattern is not None and matches(pattern, action)

    # --- following the game -----------------------------------------------------------------------
    def took(self, action: Action, history_length: int) -> None:
        """The player's `action` was applied (the game's history is now this long)."""
        if self.running and action.seat == self.seat and self.pattern() is not None \
                and matches(self.pattern(), action):
            self._advance(history_length)

    def next(self, history_length: int) -> None:
        if self.reading():
            self._advance(history_length)

    def _advance(self, history_length: int) -> None:
        self.at += 1
        self.starts = self.starts[:self.at] + [history_length]

    def back(self) -> int:
        """Back to the start of this step (or of the one before, at a step's start); the history
        length the game must be rebuilt to."""
        at = min(self.at, len(self.beats) - 1) if not self.skipped else self.at
        step = self.beats[at][0]
        first = next(i for i, (k, _) in enumerate(self.beats) if k == step)
        if first == self.at and step > 0:
            first = next(i for i, (k, _) in enumerate(self.beats) if k == step - 1)
        self.at = first
        self.starts = self.starts[:first + 1]
        return self.starts[first]

    def skip(self) -> None:
        self.skipped = True
