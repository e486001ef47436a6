"""A tutorial's game: a `GameSession` of the tutorial's seeded setup, you against its AI, that
follows a `Lesson`.

While the lesson runs, a move of yours that its step does not expect is refused (a `Refusal` of
code `lesson_expects`: the coach says what was expected and why), the opponent plays its
scripted moves (`ScriptedController`), Back rebuilds the game as it was when the step began
(by replay through the rules, like Undo), and Skip ends the lesson: the game goes on as any
other, the opponent at its level.

While the lesson runs the game is not saved (Learn to play starts it again at will). Once it is
over, by its last step's Play on or by Skip, the player is playing a game of their own, and it is
kept like any other (quitting then lost it without a word): `keep(session)`, given by
the client, gives it a save of its own, which Continue and Saved games offer.
"""

from __future__ import annotations

from typing import Callable

from game.ai.agents import seat_rng
from game.core.engine import Action, Event, GameSpec, IllegalAction, Refusal
from game.core.rng import SPLITMIX
from game.input.controllers import AIController, ScriptedController
from game.input.session import GameSession, SeatConfig
from game.tutorial.lesson import Lesson
from game.tutorial.script import Tutorial

PLAYER = 0   # the seat being taught


class TutorialSession(GameSession):
    def __init__(self, spec: GameSpec, tutorial: Tutorial, you: str, opponent: str,
                 ai_min_think: float = 0.0, keep: Callable[["TutorialSession"], None] | None = None) -> None:
        seats = [SeatConfig(you, 0, "human")]
        seats += [SeatConfig(opponent if k == 1 else f"{opponent} {k}", k, "ai", tutorial.level)
                  for k in range(1, tutorial.players)]
        # the lessons' seeds were found on the first deal (game/tools/tutorial_search.py)
        super().__init__(spec, seats, tutorial.options, tutorial.seed, autosave=None,
                         ai_min_think=ai_min_think, deal=SPLITMIX)
        self.tutorial = tutorial
        self.lesson = Lesson(tutorial, PLAYER)
        self.keep = keep               # called once, when the lesson is over
        for seat in range(1, tutorial.players):
            ctrl = self.controllers[seat]
            self.controllers[seat] = ScriptedController(
                seat, ctrl.agent, seat_rng(self.seed, seat, self.deal), tutorial.opponent,
                scripted=lambda: not self.lesson.skipped, min_think=ai_min_think)

    def submit(self, action: Action) -> list[Event]:
        if isinstance(action, Action) and not self.lesson.allows(action):
            raise IllegalAction(Refusal.of("lesson_expects", step=self.lesson.number()))
        events = super().submit(action)
        self.lesson.took(action, len(self.state.history))
        self._kept_once_over()
        return events

    def expected(self) -> list[Action]:
        """The moves the lesson's step expects now (the coach names them)."""
        return self.lesson.expected(self.state)

    def next_step(self) -> None:
        self.lesson.next(len(self.state.history))
        self._kept_once_over()

    def back(self) -> None:
        """The game as it was when this step (or, at its start, the one before) began."""
        length = self.lesson.back()
        self._stop_thinking()
        self.state = self.replayed(self.state.history[:length])
        self.happened = self.happened[:length]

    def skip(self) -> None:
        self.lesson.skip()
        self._stop_thinking()      # a scripted answer being thought gives way to the agent's
        self._kept_once_over()

    def _kept_once_over(self) -> None:
        """The lesson is over: from now on the game is saved like any other (its first save now)."""
        if self.keep is not None and not self.lesson.running:
            keep, self.keep = self.keep, None
            keep(self)

    def _stop_thinking(self) -> None:
        for ctrl in self.controllers:
            if isinstance(ctrl, AIController):
                ctrl.cancel()
