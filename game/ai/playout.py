"""One playout: a sampled world played on by the game's rollout policy, every seat alike, until
the game ends or the game's horizon says the evaluation may take over. The search's iterations
(mcts.py) and the appraisal of a move (appraise.py) both play their worlds on through it."""

from __future__ import annotations

from game.ai.heuristics import Heuristics
from game.core.engine import State
from game.core.rng import Rng

#: decisions a playout may run before it is taken for a game that never ends (a rules bug)
PLAYOUT_LIMIT = 20_000


def play_out(world: State, heuristics: Heuristics, rng: Rng, marker=None, *, to_end: bool = False,
             depth_limit: int | None = None, events: list | None = None) -> None:
    """Play `world` on in place: to its end with `to_end`, else until `depth_limit` decisions
    (when given) or until the game's `rollout_over` says, against the `marker` its `horizon` took
    where the decision was. The events of its moves go into `events` when given."""
    for steps in range(PLAYOUT_LIMIT):
        if world.is_over():
            return
        if not to_end and ((depth_limit is not None and steps >= depth_limit)
                           or heuristics.rollout_over(world, marker, steps)):
            return
        actor = world.current_seats()[0]
        actions = world.legal_actions(actor)
        happened = world.apply_listed(heuristics.rollout_action(world, actor, actions, rng)
                                      if len(actions) > 1 else actions[0])
        if events is not None:
            events.extend(happened)
    raise RuntimeError(f"a playout of {world.game_name} ran past {PLAYOUT_LIMIT} decisions")
