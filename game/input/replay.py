"""Watching a finished game again: the saved actions applied one by one at the table's pace,
through the rules (DESIGN.md: a game is its setup, seed and actions). Every seat is played back,
none is asked anything, nothing is saved or recorded; the table shows it as a game of AI seats
(everything open), with its log, motion and results.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.engine import Action, Event, GameSpec, IllegalAction
from game.input.session import GameSession, SeatConfig

REPLAY = "replay"     # the seats' "difficulty" while a game is played back


class ReplaySession(GameSession):
    is_replay = True

    def __init__(self, spec: GameSpec, data: dict) -> None:
        played_by = [SeatConfig(**s) for s in data["seats"]]
        seats = [replace(s, kind="ai", difficulty=REPLAY) for s in played_by]
        super().__init__(spec, seats, data.get("options") or {}, data["seed"])
        self.played_by = played_by   # who really sat there: Play again seats them
        self.source = data
        self.script = [Action.parse(text) for text in data["actions"]]   # ValueError if unreadable

    def replay_source(self) -> dict:
        return self.source

    def check(self) -> None:
        """ValueError unless the whole script replays through today's rules (a game kept before
        the rules or the components changed may not)."""
        state = self.state.clone()
        try:
            for action in self.script[len(state.history):]:
                state.apply(action)
        except (IllegalAction, ValueError, TypeError, KeyError) as exc:
            raise ValueError(f"the game does not replay: {exc}") from exc
        if not state.is_over():
            raise ValueError("the game does not replay to its end")

    def pump_ai(self, budget: float = 0.0, max_decisions: int = 1) -> list[tuple[Action, list[Event]]]:
        """The next saved actions, whoever's they are (a simultaneous phase keeps its recorded order)."""
        done: list[tuple[Action, list[Event]]] = []
        while len(done) < max_decisions and not self.state.is_over():
            i = len(self.state.history)
            if i >= len(self.script):
                break
            done.append((self.script[i], self._apply(self.script[i])))
        return done

    def wait_for_ai(self, timeout: float = 30.0) -> None:
        """Nothing to wait for: the next move is already known."""
