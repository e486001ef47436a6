"""What the protocol suite plays: every game of the registry and the AI's toy game (Secret Bid),
at every player count its spec allows (solo included), with a few seeds, plus one game per
setup option; and seeded random play through them, the way OpenSpiel's random-simulation test
runs over every game."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from object_graph import components

from game.ai import toy
from game.ai.agents import RandomAgent
from game.core import registry
from game.core.engine import GameSpec, State
from game.play import play_game

SEEDS = (1, 2, 3)


def specs() -> list[GameSpec]:
    """The registry's games (every one in this build: the suite checks none went missing) and
    the toy game, which is no product game but speaks the same protocol to the AI."""
    return [registry.spec(name) for name in registry.available()] + [toy.SPEC]


@dataclass(frozen=True)
class Case:
    game: str
    players: int
    seed: int
    options: tuple[tuple[str, object], ...] = ()

    @property
    def spec(self) -> GameSpec:
        return next(spec for spec in specs() if spec.name == self.game)

    def new_game(self) -> State:
        return self.spec.new_game(players=self.players, seed=self.seed, **dict(self.options))

    @property
    def id(self) -> str:
        extra = "".join(f"-{k}={v}" for k, v in self.options)
        return f"{self.game}-{self.players}p-s{self.seed}{extra}"


def cases() -> list[Case]:
    out = []
    for spec in specs():
        players = range(spec.min_players, spec.max_players + 1)
        out += [Case(spec.name, n, seed) for n in players for seed in SEEDS]
        # Each option's last allowed value (the first is the default), at the smallest table:
        # solo reads options the larger tables ignore (Daitoshi's Advisors).
        out += [Case(spec.name, spec.min_players, SEEDS[0], ((name, values[-1]),))
                for name, values in spec.options.items()]
    return out


@lru_cache(maxsize=None)
def history(case: Case) -> tuple:
    """The actions of the case's seeded random game, played once and kept (a tuple: actions
    are frozen, so the tests share it safely)."""
    state = case.new_game()
    play_game(state, [RandomAgent() for _ in range(case.players)], case.seed, check_invariants=False)
    return tuple(state.history)


def positions(case: Case, count: int):
    """About `count` moments of the case's game, spread from its start to its last decision, as
    (state, action about to be taken). The state is live: copy it before changing it."""
    actions = history(case)
    stride = max(1, len(actions) // count)
    state = case.new_game()
    for i, action in enumerate(actions):
        if i % stride == 0 or i == len(actions) - 1:
            yield state, action
        state.apply(action)


def shared_components(case: Case) -> frozenset[int]:
    """What two new games of this setup share: the components loaded once (object_graph)."""
    return _shared(case)[0]


@lru_cache(maxsize=None)
def _shared(case: Case) -> tuple[frozenset[int], tuple[State, State]]:
    games = case.new_game(), case.new_game()
    return frozenset(components(*games)), games   # the games kept alive: their ids stay theirs
