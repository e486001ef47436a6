"""How the review measures, move by move, what changed a seat's expected margin (game/ai/luck.py
holds what it finds; game/ai/AI.md, "Luck and skill").

A seat's expected margin at a moment is the review's own valuation of its view then: worlds
sampled from the view, played on by the game's rollout policy to its horizon, valued by its
evaluation (game/ai/appraise.py). From the seat's view before the deal to the game's end, the
margin changes only at a move, and each move can change it two ways:

- **the move made against the policy's**: a seat with a choice made a move where the valuation
  supposed that the rollout policy would make its own (`play`, for the mover's own decisions and
  for every other seat's, as the seat sees them);
- **what chance showed**: the move showed the seat something it could not know (a card drawn,
  travelers revealed, a tile turned, the Mayor's card; the opening deal): its `luck`.

Each is measured on `worlds` worlds sampled from the seat's view just before the move, three
ways in each: (A) the rollout policy makes the move's decision, (B) the move made is played,
(C) for a chance event, a world sampled from the seat's view just after the move. All three play
on from the same rollout draws, keyed by their place (`playout.KeyedDraws`, the move's own
decision counted as drawn on each side), to the horizon the "before" world took, so the mean of
B − A is the move's play with its 95% interval, and the mean of C − B its luck. Summed over the
game with the deal's luck and the expectation before the deal, they account for the final
margin (`luck.reconciled`).

A chance event is found without knowing the game: the move is applied in `PROBES` worlds sampled
from the seat's view just before it, and where the seat's view of one of them differs from its
real view after the move (compared as the project compares states, by their pickle: a replayed
state pickles like the played one, game/core/arigato/state.py), chance decided something.

Another seat's move that a sampled world cannot play (it names cards the seat cannot see, as a
secret dawn assignment does) is played there as the rollout policy would, among the moves that
look the same to the seat (`Action.seen_by`): what the seat could expect of it. So what such a
move reveals (the travelers passed, the craftsmen chosen) is luck to the seat that sees it, as a
card drawn is, and only its visible part counts as that seat's play.
"""

from __future__ import annotations

import pickle
import threading
from collections.abc import Callable
from dataclasses import dataclass

from game.ai.agents import sample_world
from game.ai.appraise import expected_margin, expected_scores
from game.ai.confidence import Estimate, estimate
from game.ai.heuristics import Heuristics, heuristics_named
from game.ai.luck import DEAL, ChanceEvent, LuckCancelled, PlayStep, SeatLuck
from game.ai.playout import KeyedDraws, play_out
from game.core.engine import Action, GameSpec, State, listed
from game.core.rng import SPLITMIX, Rng

#: worlds sampled from the view before a move to find whether it showed the seat anything new
PROBES = 4
#: worlds tried per world wanted where the move may not be legal (another seat's move, made
#: with cards the seat cannot see): past this many, the event is measured on fewer worlds
TRIES = 4


@dataclass(frozen=True)
class Moment:
    """A move that may have changed `seat`'s expected margin: its view just before and just
    after, the move; `chance`: it showed the seat something chance decided; `choice`: its mover
    had more than one move."""
    seat: int
    move: int
    action: Action | None       # None: the opening deal
    before: State | None        # None: the opening deal (nothing seen yet)
    after: State
    progress: tuple[str, int] | None
    chance: bool = True
    choice: bool = False
    #: the game's horizon moved on with it (a new day, a new turn): the valuation after it looks
    #: further than the one before it did
    horizon: bool = False


def _seen(view: State) -> bytes:
    """What a view shows, as bytes: its pickled fields but the generator's (a view's generator
    is no part of what its seat sees: a real game's view blanks it, a sampled world's is fresh)."""
    shown = {k: v for k, v in view.__getstate__().items() if k != "rng"}
    return pickle.dumps(shown, protocol=pickle.HIGHEST_PROTOCOL)


def _step(world: State, seat: int, action: Action, heuristics: Heuristics, rng: Rng) -> bool:
    """Play the game's `action` in a world sampled from `seat`'s view: as it was played where it
    is legal; another seat's move that this world cannot play (it names cards the seat could not
    see) is replaced by the move the rollout policy plays for that seat there among those that look
    the same to the seat (`Action.seen_by`): what the seat could expect of it. False (nothing
    played) where neither can be."""
    legal = world.legal_actions(action.seat)
    if listed(action, legal):
        world.apply_listed(action)
        return True
    if action.seat == seat or not legal:
        return False
    # of its moves here, those that look to the seat as the one made did (`seen_by`)
    key = action.seen_by(seat)
    alike = [a for a in legal if a.seen_by(seat) == key] or legal
    world.apply_listed(heuristics.rollout_action(world, action.seat, alike, rng) if len(alike) > 1
                       else alike[0])
    return True


def showed(before: State, after: State, seat: int, action: Action, rng: Rng) -> bool:
    """Whether `action`, played in worlds sampled from `before` (the seat's view; `_step`), leaves
    the seat seeing something else than `after` (its real view after it) in one of `PROBES`, or
    cannot be played as made in one of them (another seat's move naming what the seat cannot
    see: its worlds after it hold what they expect of it, which the rollout policy's move need
    not be, so the move is measured as a chance event too)."""
    wanted = _seen(after)
    heuristics = heuristics_named(before.game_name)
    probed = 0
    for _ in range(PROBES * TRIES):
        world = sample_world(before, seat, rng)
        if not listed(action, world.legal_actions(action.seat)) and action.seat != seat:
            return True
        if not _step(world, seat, action, heuristics, rng):
            continue
        if _seen(world.view(seat)) != wanted:
            return True
        probed += 1
        if probed >= PROBES:
            break
    return False


def chance_moments(spec: GameSpec, players: int, seed: int, options: dict, actions: list[str],
                   seats: list[int], deal: str = SPLITMIX, sampling: int = 0) -> list[Moment]:
    """One replay of the game through the rules: the opening deal of each seat, then for each
    seat of `seats` each move that showed it something chance decided (`chance`), whose mover
    had a choice (`choice`) or after which the game's horizon moved on (`horizon`)."""
    state = spec.new_game(players=players, seed=seed, deal=deal, **options)
    heuristics = heuristics_named(spec.name)
    out = [Moment(s, DEAL, None, None, state.view(s), _progress(state)) for s in seats]
    for move, text in enumerate(actions):
        action = Action.parse(text)
        befores = {s: state.view(s) for s in seats}
        progress = _progress(state)
        choice = len(state.legal_actions(action.seat)) > 1
        state.apply(action)
        moved = heuristics.horizon(state) != heuristics.horizon(befores[seats[0]]) if seats else False
        for s in seats:
            after = state.view(s)
            chance = showed(befores[s], after, s, action, Rng(sampling ^ (move * 7919 + s * 104729)))
            if chance or choice or moved:
                out.append(Moment(s, move, action, befores[s], after, progress, chance, choice, moved))
    return out


def _margin(world: State, seat: int, heuristics: Heuristics) -> float:
    return expected_margin(world, seat, expected_scores(world, heuristics), heuristics)


#: `_played_on`'s first move: the rollout policy's own choice at the decision
POLICY = "policy"


def _played_on(world: State, seat: int, heuristics: Heuristics, draws: int, marker, mover: int | None,
               start: State, first: Action | str | None = None) -> float:
    """`world` played on from the rollout draws `draws` to `marker`, and the seat's margin there.
    `mover`: the seat whose decision the move was, its draw counted at `start` (the world before
    it) on every side, so that the decisions after it meet the same dice; `first`: the move to
    play first (`POLICY`: the policy decides, with that decision's own draw; None: it was made)."""
    keyed = KeyedDraws(draws)
    if mover is not None:
        drawn = keyed.at(start, mover)
        if first == POLICY:
            legal = world.legal_actions(mover)
            world.apply_listed(heuristics.rollout_action(world, mover, legal, drawn) if len(legal) > 1
                               else legal[0])
        elif first is not None and not _step(world, seat, first, heuristics, drawn):
            raise _Unplayable()
    play_out(world, heuristics, keyed, marker)
    return _margin(world, seat, heuristics)


class _Unplayable(Exception):
    """The move cannot be played in this sampled world (the seat's own, or nothing legal)."""


@dataclass(frozen=True)
class Measured:
    """What one moment changed in its seat's expected margin: its luck (a chance event), its
    play (a choice) and how far the valuation moved as its horizon moved on (`horizon`)."""
    event: ChanceEvent | None = None
    step: PlayStep | None = None
    horizon: Estimate | None = None


def measure(moment: Moment, spec: GameSpec, players: int, options: dict, deal: str, worlds: int,
            rng: Rng) -> Measured:
    """One moment's luck (a chance event: C − B) and play (a choice: B − A), each the mean of
    its paired differences over up to `worlds` worlds (module doc), and where the game's horizon
    moved on, the valuation's change on the view after it (`horizon_moved`)."""
    heuristics = heuristics_named(spec.name)
    seat = moment.seat
    mover = moment.action.seat if moment.action is not None else None
    policy, made, seen = [], [], []
    for _ in range(worlds * TRIES if moment.chance or moment.choice else 0):
        if len(made) >= worlds:
            break
        if moment.before is None:     # before the deal: any deal of the same game
            world = spec.new_game(players=players, seed=rng.next64(), deal=deal, **options)
        else:
            world = sample_world(moment.before, seat, rng)
        marker = heuristics.horizon(world)   # every side plays on to the same horizon
        draws = rng.next64()
        after = sample_world(moment.after, seat, rng) if moment.chance else None
        try:
            b = _played_on(world.clone(), seat, heuristics, draws, marker, mover, world, moment.action)
            a = (_played_on(world.clone(), seat, heuristics, draws, marker, mover, world, POLICY)
                 if moment.choice else b)
            c = _played_on(after, seat, heuristics, draws, marker, mover, world) if after is not None else b
        except Exception:  # noqa: BLE001 - one bad world (a rules bug, or the move unplayable here) costs it
            continue
        policy.append(a)
        made.append(b)
        seen.append(c)
    event = step = None
    if moment.chance:
        event = ChanceEvent(seat, moment.move, moment.progress, _mean(made), _mean(seen),
                            estimate([c - b for b, c in zip(made, seen)]))
    if moment.choice and mover is not None:
        step = PlayStep(seat, moment.move, mover, moment.progress,
                        estimate([b - a for a, b in zip(policy, made)]))
    moved = horizon_moved(moment, heuristics, worlds, rng) if moment.horizon else None
    return Measured(event, step, moved)


def horizon_moved(moment: Moment, heuristics: Heuristics, worlds: int, rng: Rng) -> Estimate:
    """How the seat's expected margin on its view after the move changes when the valuation looks
    as far as the horizon the game has moved on to instead of the one before the move: worlds
    sampled from the view after it, each played on from the same draws to both horizons. Part of
    neither luck nor play: what the evaluation at the horizon did not foresee."""
    old = heuristics.horizon(moment.before)
    changes = []
    for _ in range(worlds):
        world = sample_world(moment.after, moment.seat, rng)
        draws = rng.next64()
        try:
            further = _played_on(world.clone(), moment.seat, heuristics, draws, heuristics.horizon(world),
                                 None, world)
            nearer = _played_on(world, moment.seat, heuristics, draws, old, None, world)
        except Exception:  # noqa: BLE001 - one bad world (a rules bug) costs it
            continue
        changes.append(further - nearer)
    return estimate(changes)


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def measure_luck(moments: list[Moment], spec: GameSpec, players: int, seats: list[int], *,
                 worlds: int, options: dict, deal: str = SPLITMIX, sampling: int = 0,
                 progress: Callable[[int, int], None] | None = None,
                 cancel: threading.Event | None = None) -> tuple[SeatLuck, ...]:
    """Each seat of `seats`' luck and play over the finished game, from its `moments`
    (`chance_moments`; module doc). Each moment's generator comes from `sampling` and its public
    place (move, seat): the same review seed gives the same figures. `progress(done, total)`
    after each moment; `cancel` raises LuckCancelled."""
    found: list[Measured] = []
    for k, moment in enumerate(moments):
        if cancel is not None and cancel.is_set():
            raise LuckCancelled()
        place = sampling + (moment.move + 2) * 7919 + moment.seat * 104729
        found.append(measure(moment, spec, players, options, deal, worlds, Rng(~place ^ 0x1C4)))
        if progress is not None:
            progress(k + 1, len(moments))
    return tuple(SeatLuck.of(s, [m.event for m in found if m.event is not None and m.event.seat == s],
                             [m.step for m in found if m.step is not None and m.step.seat == s],
                             [m.horizon for x, m in zip(moments, found)
                              if m.horizon is not None and x.seat == s])
                 for s in seats)


def _progress(state: State) -> tuple[str, int] | None:
    found = state.progress()
    return (found[0], int(found[1])) if found is not None else None
