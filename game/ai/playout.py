"""One playout: a sampled world played on by the game's rollout policy, every seat alike, until
the game ends or the game's horizon says the evaluation may take over. The search's iterations
(mcts.py) and the appraisal of a move (appraise.py) both play their worlds on through it.

`paired_world` is a world of a paired comparison, where several candidate moves meet the same
luck: the hard agent's paired halving (mcts.py) and the appraisal both compare moves this way."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.agent import sample_world
from game.ai.heuristics import Heuristics
from game.core.engine import Action, State
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


@dataclass(frozen=True)
class Played:
    """A candidate played out in one world of a paired comparison: the `state` it reached (None
    when the rules failed in this world: `error`), the `events` of its moves (when watched) and
    the `marker` the game's horizon took where every candidate started."""
    action: Action
    state: State | None
    events: list | None
    marker: object
    error: Exception | None = None


def paired_world(view: State, seat: int, candidates: list[Action], rng: Rng, heuristics: Heuristics,
                 *, to_end: bool = False, depth_limit: int | None = None,
                 watch: bool = False) -> list[Played]:
    """One full state sampled from the seat's view, each candidate applied to a copy of it and
    played on from the same rollout draws (common random numbers), so the world's luck is the
    same for every candidate and cancels when two are compared. A candidate the rules fail on in
    this world (a bug) comes back with its `error`: the caller says what that costs."""
    world = sample_world(view, seat, rng)
    draws = rng.next64()
    listed = set(world.legal_actions(seat))
    marker = heuristics.horizon(world)   # every candidate starts from this world
    out = []
    for a in candidates:
        try:
            w = world.clone()
            # the seat's own move is in the world's list, as it must be; else the checked apply
            # (a world that disagrees is a game bug and costs this playout)
            happened = (w.apply_listed if a in listed else w.apply)(a)
            events = list(happened) if watch else None
            play_out(w, heuristics, Rng(draws), marker, to_end=to_end, depth_limit=depth_limit,
                     events=events)
        except Exception as exc:  # noqa: BLE001 - one bad world (a rules bug) costs one playout
            out.append(Played(a, None, None, marker, exc))
            continue
        out.append(Played(a, w, events, marker))
    return out
