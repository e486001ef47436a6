"""Finished games to review in tests: the AI's test game played by seeded agents, and Harvest, a
game of open choices where a move's cost in points is known in advance."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.agents import make_agent, seat_rng
from game.ai.toy import SPEC as TOY
from game.core.engine import Action, GameSpec, Score, State
from game.core.rng import SPLITMIX, Rng


def played_toy(players: int = 2, seed: int = 3, agents=("policy", "random")) -> list[str]:
    """The moves of a finished Secret Bid game (game/ai/toy.py) between seeded agents."""
    state = TOY.new_game(players=players, seed=seed)
    chosen = [make_agent(agents[min(i, len(agents) - 1)]) for i in range(players)]
    while not state.is_over():
        seat = state.current_seats()[0]
        agent = chosen[seat]
        view = state.view(seat) if agent.uses_view else None
        state.apply(agent.choose(view, seat, state.legal_actions(seat), seat_rng(seed, seat)))
    return [a.text() for a in state.history]


@dataclass(frozen=True, slots=True)
class Reap(Action):
    """Harvest: take this field's yield in points."""
    field: int


YIELDS = (0, 3, 12)   # a field's points: passing up 12 for 0 loses 12, for 3 loses 9


class Harvest(State):
    """Two seats in turn reap one of three fields, three times each; nothing is hidden and
    nothing is left to chance, so the cost of each move is its yield's gap to the best."""

    game_name = "harvest"

    def __init__(self, players: int, seed: int, deal: str = SPLITMIX) -> None:
        super().__init__(players, seed, deal)
        self.points = [0] * players
        self.turn = 0

    def current_seats(self):
        return () if self.is_over() else (self.turn % self.num_seats,)

    def legal_actions(self, seat):
        return [Reap(seat, f) for f in range(len(YIELDS))] if seat in self.current_seats() else []

    def _apply(self, action):
        self.points[action.seat] += YIELDS[action.field]
        self.turn += 1
        return []

    def is_over(self):
        return self.turn >= 3 * self.num_seats

    def scores(self):
        return [Score((("harvest", p),)) for p in self.points]

    def progress(self):
        return ("round", self.turn // self.num_seats + 1)

    def clone(self):
        c = object.__new__(Harvest)
        c.__dict__.update(self.__dict__)
        c.points, c.history, c.rng = list(self.points), list(self.history), self.rng.clone()
        return c

    def view(self, seat):
        return self.clone()

    def determinize(self, seat, rng: Rng):
        return self.clone()

    def invariant_violations(self):
        return []


HARVEST = GameSpec("harvest", "Harvest (review test game)", 1, 2, Harvest)


@dataclass(frozen=True, slots=True)
class Ticket(Action):
    """Lottery: draw this ticket."""
    number: int


class Lottery(Harvest):
    """Harvest whose fields pay by luck: ticket k pays (a draw from 0 to 9, plus 2k) mod 10, so
    every ticket is worth 4.5 points on average and none is better, yet in any one world of
    luck they pay differently."""

    game_name = "lottery"

    def legal_actions(self, seat):
        return [Ticket(seat, k) for k in range(5)] if seat in self.current_seats() else []

    def _apply(self, action):
        self.points[action.seat] += (self.rng.below(10) + 2 * action.number) % 10
        self.turn += 1
        return []

    def is_over(self):
        return self.turn >= 20 * self.num_seats

    def clone(self):
        c = object.__new__(type(self))   # Fair draw's too
        c.__dict__.update(self.__dict__)
        c.points, c.history, c.rng = list(self.points), list(self.history), self.rng.clone()
        return c


LOTTERY = GameSpec("lottery", "Lottery (review test game)", 1, 2, Lottery)


class LuckyHarvest(Harvest):
    """Harvest with luck on top: a field pays its yield plus a draw from -10 to 10 that differs
    from field to field in each world, so two fields compared in the same world still differ by
    luck, and a review must sample enough worlds to be sure of a loss."""

    game_name = "lucky_harvest"

    def _apply(self, action):
        self.points[action.seat] += YIELDS[action.field] + (self.rng.below(21) + 7 * action.field) % 21 - 10
        self.turn += 1
        return []

    def clone(self):
        c = object.__new__(LuckyHarvest)
        c.__dict__.update(self.__dict__)
        c.points, c.history, c.rng = list(self.points), list(self.history), self.rng.clone()
        return c

    def determinize(self, seat, rng: Rng):
        """The luck to come is what no seat knows: each sampled world draws it afresh."""
        c = self.clone()
        c.rng = Rng(rng.next64())
        return c


LUCKY_HARVEST = GameSpec("lucky_harvest", "Lucky harvest (review test game)", 1, 2, LuckyHarvest)


class FairDraw(Lottery):
    """Lottery whose tickets pay by luck of their own: in a world, ticket k pays a draw from 0 to
    9 of its own (one value of the game's generator mixed with k), so every ticket is worth 4.5
    points on average, and two tickets differ world by world by as much either way."""

    game_name = "fair_draw"

    def _apply(self, action):
        self.points[action.seat] += Rng(self.rng.next64() ^ (action.number * 0x9E3779B97F4A7C15)).below(10)
        self.turn += 1
        return []


FAIR_DRAW = GameSpec("fair_draw", "Fair draw (review test game)", 1, 2, FairDraw)
