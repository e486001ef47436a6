"""A tiny game on the core protocol for the client's tests (no real rules core needed).

Lanterns: every round each seat secretly lights one lantern of 1-3 (commit-then-reveal, so the
round is simultaneous and private); a seat whose number nobody else chose scores it. Four rounds.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from game.core.engine import Action, Event, GameSpec, Score, State
from game.core.rng import SPLITMIX, Rng
from game.core.wire import public, records


@dataclass(frozen=True, slots=True)
class LightLantern(Action):
    n: int = 1

    def describe(self, viewer=None) -> str:
        if viewer is not None and viewer != self.seat:
            return f"Seat {self.seat + 1} lit a lantern"
        return f"Light lantern {self.n}"


@dataclass(frozen=True, slots=True)
class LanternsRevealed(Event):
    picks: tuple = ()


@dataclass(frozen=True, slots=True)
class LanternScored(Event):
    points: int = 0


class LanternState(State):
    game_name = "lanterns"
    ROUNDS = 4

    def __init__(self, num_seats: int, seed: int, rounds: int = 4, deal: str = SPLITMIX) -> None:
        super().__init__(num_seats, seed, deal)
        self.rounds = rounds
        self.round = 0
        self.picks: list[int | None] = [None] * num_seats
        self.points = [0] * num_seats
        self.bonus = [0] * num_seats
        self.hidden = False

    def current_seats(self):
        if self.is_over():
            return ()
        return tuple(i for i, p in enumerate(self.picks) if p is None)

    def legal_actions(self, seat):
        if self.is_over() or self.picks[seat] is not None:
            return []
        return [LightLantern(seat, n) for n in (1, 2, 3)]

    def _apply(self, action):
        self.picks[action.seat] = action.n
        if any(p is None for p in self.picks):
            return []
        events: list[Event] = [LanternsRevealed(None, tuple(self.picks))]
        for i, p in enumerate(self.picks):
            if self.picks.count(p) == 1:
                self.points[i] += p
                events.append(LanternScored(i, p))
        best = max(self.picks)
        for i, p in enumerate(self.picks):
            if p == best:
                self.bonus[i] += 1
        self.picks = [None] * self.num_seats
        self.round += 1
        return events

    def is_over(self):
        return self.round >= self.rounds

    def scores(self):
        return [Score((("lanterns", self.points[i]), ("bonus", self.bonus[i]))) for i in range(self.num_seats)]

    def view(self, seat):
        v = self.clone()
        v.picks = [p if i == seat or p is None else 0 for i, p in enumerate(self.picks)]
        v.hidden = True
        return v

    def determinize(self, seat, rng):
        return self.clone()

    def clone(self):
        c = LanternState.__new__(LanternState)
        c.__dict__.update(self.__dict__)
        c.picks, c.points, c.bonus = list(self.picks), list(self.points), list(self.bonus)
        c.history = list(self.history)
        return c

    def invariant_violations(self):
        return []


def new_game(players: int = 2, seed: int = 1, rounds: int = 4, deal: str = SPLITMIX) -> LanternState:
    return LanternState(players, seed, rounds, deal)


# What a seat is sent (game/core/wire.py): declared here, in the game's own file, as every game
# does; the seed and generator stay at the host (a view here keeps them: the wire never does).
WIRE = (public("state", LanternState, ("num_seats", "rounds", "round", "picks", "points", "bonus",
                                        "hidden"),
               local={"seed": int, "rng": lambda: Rng(0), "history": list}),
        *records(sys.modules[__name__], but=(Action,)))

SPEC = GameSpec("lanterns", "Lanterns", 1, 5, new_game, {"rounds": (4, 2, 8)}, wire=WIRE)
