"""Watching a finished game again: the saved actions applied one by one at the table's pace,
through the rules (a game is its setup, seed and actions: game/ARCHITECTURE.md,
"The engine protocol"). Every seat is played back, none is asked anything, nothing is saved or
recorded; the table shows it as a game of AI seats (everything open), with its log, motion and
results.

The watcher controls it: pause and play, a step forward (the next saved action,
applied), a step back and a jump to a day or round (the position rebuilt through the rules from
the setup, or from the nearest position kept on the way: nothing is ever edited), a speed.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.engine import Action, Event, GameSpec, IllegalAction
from game.core.rng import deal_of
from game.input.session import GameSession, SeatConfig

REPLAY = "replay"     # the seats' "difficulty" while a game is played back
SPEEDS = (0.5, 1.0, 2.0, 4.0)   # the watcher's choice, times the table's animation speed
CHECKPOINT = 16       # a position kept every 16 actions: a step back replays at most that many


class ReplaySession(GameSession):
    is_replay = True
    mark = None   # a reviewed decision it was opened at, shown by the table (ui/review/mark.py)

    def __init__(self, spec: GameSpec, data: dict) -> None:
        played_by = [SeatConfig(**s) for s in data["seats"]]
        seats = [replace(s, kind="ai", difficulty=REPLAY) for s in played_by]
        super().__init__(spec, seats, data.get("options") or {}, data["seed"], deal=deal_of(data))
        self.played_by = played_by   # who really sat there: Play again seats them
        self.source = data
        self.script = [Action.parse(text) for text in data["actions"]]   # ValueError if unreadable
        self.paused = False
        self.speed = 1.0
        self._marks: list[tuple[int, int]] | None = None   # (day or round, its first position)
        self._kept: dict[int, object] = {}                  # position -> the state there (a clone)

    @classmethod
    def checked(cls, spec: GameSpec, data: dict) -> "ReplaySession":
        """The replay of `data`, once it is known to play through to its end (ValueError
        otherwise, or whatever unreadable data makes the rules raise)."""
        replay = cls(spec, data)
        replay.check()
        return replay

    def replay_source(self) -> dict:
        return self.source

    def to_record(self) -> None:
        """Nothing: a game watched again is no new game for the record book."""
        return None

    def setup_again(self) -> dict | None:
        """Play again after watching: the people who played sit down again; a game played
        online (its record says so) is played again online (None)."""
        return None if "online" in self.source else super().setup_again()

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
        """The next saved actions, whoever's they are (a simultaneous phase keeps its recorded
        order); none while paused."""
        done: list[tuple[Action, list[Event]]] = []
        while not self.paused and len(done) < max_decisions:
            step = self.step_forward()
            if step is None:
                break
            done.append(step)
        return done

    # --- the watcher's controls ---------------------------------------------------------------------
    def position(self) -> int:
        """How many of the saved actions are on the table."""
        return len(self.state.history)

    def length(self) -> int:
        return len(self.script)

    def step_forward(self) -> tuple[Action, list[Event]] | None:
        """The next saved action, applied through the rules (None at the end)."""
        i = self.position()
        if i >= len(self.script) or self.state.is_over():
            return None
        return self.script[i], self._apply(self.script[i])

    def goto(self, position: int) -> None:
        """The game as it stood after `position` saved actions, rebuilt through the rules from the
        nearest position kept (never an edit of the state on the table)."""
        position = max(0, min(len(self.script), position))
        self.marks()   # keeps a position every CHECKPOINT actions on its way
        start = max(k for k in self._kept if k <= position)
        state = self._kept[start].clone()
        for action in self.script[start:position]:
            state.apply(action)
        self.state = state
        self.happened = self.happened[:position] if position <= len(self.happened) else \
            [(a, events) for a, events, _ in self.retold()]

    def step_back(self) -> None:
        self.goto(self.position() - 1)

    def marks(self) -> list[tuple[int, int]]:
        """(day or round, the position where it begins) for each day or round of the game, read
        from the rules' own progress (`State.progress`) as the script is replayed once."""
        if self._marks is None:
            state = self.new_state()
            self._kept = {0: state.clone()}
            marks: list[tuple[int, int]] = []
            for k in range(len(self.script) + 1):
                progress = state.progress()
                if progress is not None and (not marks or marks[-1][0] != progress[1]):
                    marks.append((progress[1], k))
                if k == len(self.script):
                    break
                state.apply(self.script[k])
                if (k + 1) % CHECKPOINT == 0:
                    self._kept[k + 1] = state.clone()
            self._marks = marks
        return self._marks

    def progress_kind(self) -> str:
        """"day" or "turn": what the game counts its progress in (State.progress)."""
        progress = self.state.progress()
        return progress[0] if progress is not None else "day"

    def mark_now(self) -> int:
        """The index (in `marks()`) of the day or turn the position is in."""
        pos = self.position()
        return max((k for k, (_, at) in enumerate(self.marks()) if at <= pos), default=0)

    def wait_for_ai(self, timeout: float = 30.0) -> None:
        """Nothing to wait for: the next move is already known."""
