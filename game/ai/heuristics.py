"""Per-game knowledge the generic agents plug in: an evaluation and a rollout policy.

The search and the greedy agent know nothing about any game. What they need from one lives in
a `Heuristics` object found by `state.game_name`: the module a registered game declares
(`GameSpec.ai`), or one named in `MODULES` for a game outside the registry, exposes `HEURISTICS`.
A game without one still gets play from the defaults here (its score so far, and
uniformly random rollouts).
"""

from __future__ import annotations

import math

from game.core import registry
from game.core.engine import Action, Event, State
from game.core.rng import Rng

# game_name -> module exposing HEURISTICS, for the games outside the registry (the AI's own test
# game); a registered game declares its own (GameSpec.ai). Imported on first use.
MODULES = {
    "toy": "game.ai.toy_eval",
}


class Heuristics:
    """Defaults that work for any game; a game's module subclasses what it knows better."""

    #: points that make a clear difference in this game: the evaluation's margins are divided
    #: by it before squashing into a probability-like reward
    scale: float = 10.0
    #: decisions a rollout plays before it stops and evaluates (None: to the end of the game)
    rollout_depth: int | None = None
    #: every key `notable` may answer (each has words at each table: tests/protocol)
    notable_keys: tuple[str, ...] = ()
    #: the keys among them that a better move makes rarer (a Conflict with the Yokai avoided)
    avoided_keys: tuple[str, ...] = ()
    #: what `held` may answer, each with the least difference a hint says (Steam: 2)
    held_keys: dict[str, float] = {}
    #: what `later_parts` may answer (each has words at each table: tests/protocol)
    later_keys: tuple[str, ...] = ()
    #: the least difference of one of them a hint says, in points (game/ai/AI.md, "Game review":
    #: how often a part that large is again in the better move's favour on fresh worlds)
    later_least: float = 1.0
    #: the scoring part (a `Score`'s breakdown) whose points `won` tells apart by where they were
    #: won, and what `won` may answer (each has words at each table); None: no such part
    won_part: str | None = None
    won_keys: tuple[str, ...] = ()
    #: a game review's sampled worlds per decision, chosen so that a whole 2-player game is
    #: reviewed within a minute or so on a 2-core machine (`bench --review`)
    review_worlds: int = 8
    #: expected VP lost at or above which a reviewed decision is an inaccuracy, a mistake, a
    #: blunder (game/ai/review_data.py)
    review_thresholds: tuple[float, float, float] = (2.0, 5.0, 10.0)
    #: what the game's points are called where a tool prints them (the client's words are in
    #: game/i18n, per game: `table.hint.gain.<game>`, `review.cost.<game>`)
    points: str = "VP"

    def evaluate(self, state: State, seat: int) -> float:
        """What `seat` can expect to end the game with, in points (a full, undecided state)."""
        return float(state.scores()[seat].total)

    def solo_target(self, state: State) -> float | None:
        """Solo: the points the seat must reach to win, estimated when not yet known."""
        outcome = getattr(state, "solo_outcome", None)
        if outcome is None:
            return None
        try:
            return float(outcome()[1])
        except Exception:  # noqa: BLE001 - not all games can tell the target before the end
            return None

    def rollout_action(self, state: State, seat: int, legal: list[Action], rng: Rng) -> Action:
        """The move a rollout plays for `seat`: fast above all; uniformly random by default."""
        return legal[rng.below(len(legal))]

    def rollout_unlisted(self, state: State, seat: int) -> Action | None:
        """`rollout_action`'s move for `seat` worked out without the legal list, where the game
        can (a list of a hundred moves for the one kept costs a playout much), or None: the
        playout lists them. Only where the policy draws nothing from its stream (a playout's
        draws are keyed by the decisions that list their moves: playout.py). The same move as
        the listed way, held by a test per game."""
        return None

    def obvious(self, view: State, seat: int, legal: list[Action]) -> Action | None:
        """A move not worth thinking about (from the view alone), or None to think."""
        return None

    def budget_share(self, view: State, seat: int, legal: list[Action]) -> float:
        """The share (0-1] of a searching agent's iterations and time this decision deserves
        (a game may spend less on moves that matter less; seen from the view alone)."""
        return 1.0

    def candidates(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        """The actions the search considers for `seat` (a game may prune a wide choice to its
        most promising few; it must rank them from what `seat` can see)."""
        return actions

    def paired_root(self, view: State, seat: int, legal: list[Action]) -> bool:
        """Compare this decision's candidates on the same sampled luck (`MCTSAgent.halving`)
        rather than grow a tree: for wide decisions whose values lie close and whose outcome
        the hidden cards and the deck mostly decide."""
        return False

    def horizon(self, state: State):
        """A marker taken where a rollout starts; `rollout_over` compares against it."""
        return None

    def rollout_over(self, state: State, marker, steps: int) -> bool:
        """Stop this rollout here and evaluate (the end of the game always stops it)."""
        return self.rollout_depth is not None and steps >= self.rollout_depth

    def notable(self, event: Event, seat: int, marker) -> str | None:
        """What a hint may give as a reason when a move makes it happen more often: a key for
        what `event` achieved for `seat` (`"objective"`), or None for an event not worth saying.
        `marker` is the `horizon` taken where the decision was. Nothing by default. A key may
        carry a number its words say after a colon ("favor_bonus:20": the 20-favor bonus), the
        key before it being one of `notable_keys`."""
        return None

    def held(self, state: State, seat: int) -> tuple[tuple[str, float], ...]:
        """What `seat` holds where a playout stops that a hint may give as a reason when a move
        leaves more of it (Daitoshi's Steam kept, Inventions improved), each `held_keys` key
        with its amount. Nothing by default."""
        return ()

    def later_parts(self, state: State, seat: int) -> tuple[tuple[str, float], ...]:
        """What the evaluation expects beyond the points banked (`evaluate` less the score so
        far, a hint's `LATER`), by part, in points, each `later_keys` key once, summing to it:
        what a hint says the later points are made of (Daitoshi's Steam, the game's length).
        Nothing by default: the later points are then said as a whole."""
        return ()

    def won(self, events: list, seat: int, view: State):
        """The points of `won_part` that `seat` won in a playout's `events` (played from `view`,
        the decision's), each `(won_keys key, points)` as it was won: a hint says where a move's
        banked points come from (Daitoshi: in Production Turns or City Turns). Nothing by default."""
        return ()

    def clock(self, event: Event) -> int | None:
        """The day or turn (the unit of `State.progress`) that `event` begins, or None: how a
        playout's events tell when each notable one happened. None for a game without a clock."""
        return None

    def action_value(self, state: State, seat: int, action: Action) -> float:
        """Greedy's one step ahead: `seat`'s relative standing after `action` on a full state."""
        after = state.clone()
        after.apply(action)
        return self.advantage(after, seat)

    # ---- generic, rarely overridden ------------------------------------------------------------
    def advantage(self, state: State, seat: int) -> float:
        """Points ahead of the best other seat (solo: ahead of the target)."""
        mine = self.evaluate(state, seat)
        if state.num_seats == 1:
            target = self.solo_target(state)
            return mine - (target or 0.0)
        return mine - max(self.evaluate(state, s) for s in range(state.num_seats) if s != seat)

    def rewards(self, state: State) -> list[float]:
        """Each seat's reward in [0, 1]: win share at the end, a squashed margin before it."""
        n = state.num_seats
        if state.is_over():
            if n == 1:
                outcome = getattr(state, "solo_outcome", None)
                total = state.scores()[0].total
                if outcome is not None:
                    won, target = outcome()
                    return [0.8 * won + 0.2 * _squash((total - target) / self.scale)]
                return [_squash(total / self.scale)]
            scores = [s.total for s in state.scores()]
            winners = state.winners()
            best_other = [max(scores[o] for o in range(n) if o != s) for s in range(n)]
            return [0.8 * (1.0 / len(winners) if s in winners else 0.0)
                    + 0.2 * _squash((scores[s] - best_other[s]) / self.scale) for s in range(n)]
        if n == 1:
            return [_squash(self.advantage(state, 0) / self.scale)]
        values = [self.evaluate(state, s) for s in range(n)]
        out = []
        for s in range(n):
            best_other = max(values[o] for o in range(n) if o != s)
            out.append(_squash((values[s] - best_other) / self.scale))
        return out


def _squash(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


DEFAULT = Heuristics()
_cache: dict[str, Heuristics] = {}


def register(game_name: str, heuristics: Heuristics) -> None:
    """Install heuristics for a game directly (tests, or a game outside `MODULES`)."""
    _cache[game_name] = heuristics


def _declared(game_name: str) -> str | None:
    """The module of AI knowledge a registered game declares, or None."""
    spec = registry.find(game_name)
    return spec.ai if spec is not None else None


def heuristics_for(state: State) -> Heuristics:
    return heuristics_named(state.game_name)


def heuristics_named(name: str) -> Heuristics:
    """The AI knowledge of the game called `name` (the defaults for a game without any)."""
    found = _cache.get(name)
    if found is not None:
        return found
    module = MODULES.get(name) or _declared(name)
    found = DEFAULT
    knowledge = registry.optional_module(module) if module is not None else None
    if knowledge is not None:
        found = knowledge.HEURISTICS
    _cache[name] = found
    return found
