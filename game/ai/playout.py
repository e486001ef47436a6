"""One playout: a sampled world played on by the game's rollout policy, every seat alike, until
the game ends or the game's horizon says the evaluation may take over. The search's iterations
(mcts.py) and the appraisal of a move (appraise.py) both play their worlds on through it.

`paired_world` is a world of a paired comparison, where several candidate moves meet the same
luck: the hard agent's paired halving (mcts.py) and the appraisal both compare moves this way.
The world's hidden things are sampled once for all candidates (the stacks' order, the hands),
and the rollout policy's own draws are keyed by where they are drawn (`KeyedDraws`: the k-th
decision of a seat in a turn or a day), not taken one after another from one stream: after two
candidate moves that differ by a decision or two, or by the number of choices one offered, the
other seats still meet the same dice in their turns. Drawn from one stream, every draw after
the first difference was another, and in Daitoshi (a turn is several decisions) the pairing
cut the paired error hardly at all (game/ai/AI.md, "Game review").
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.agent import sample_world
from game.ai.heuristics import Heuristics
from game.core.engine import Action, State
from game.core.rng import Rng

#: decisions a playout may run before it is taken for a game that never ends (a rules bug)
PLAYOUT_LIMIT = 20_000
_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15   # SplitMix64's increment (game/core/rng.py)
#: odd constants that spread a key's parts over the 64 bits before SplitMix mixes them
_SPREAD = (0xD1B54A32D192ED03, 0xAEF17502108EF2D9, 0x9E6C63D0676A9A99)


class KeyedDraws:
    """The rollout policy's draws in one paired world, keyed by their place in the game: the
    `k`-th decision of `seat` in the game's turn or day (`State.progress`; a game without one
    counts from its start) draws from a stream of its own, a function of the world's `seed` and
    (seat, turn, k) alone. Two candidates played out in the same world meet the same dice at
    every decision both reach, however many decisions or choices came before it in each."""

    __slots__ = ("seed", "places", "mixed")

    def __init__(self, seed: int, mixed: dict | None = None) -> None:
        self.seed = seed & _MASK
        #: (seat, turn) -> the decisions drawn there in this playout
        self.places: dict[tuple[int, int], int] = {}
        #: (seat, turn) -> [the key's seed, seat and turn mixed, then (the k-th decision's state,
        #: its first draw's cell) for each k met]: a function of the seed and the place alone, so
        #: the candidates of a paired world may share it (`paired_world`), each mixing a stream
        #: and drawing its first value once for all of them (`MetDraws`)
        self.mixed: dict[tuple[int, int], list] = {} if mixed is None else mixed

    def at(self, world: State, seat: int) -> "MetDraws":
        """The stream of `seat`'s next decision in `world`, counted in this playout:
        `keyed_stream(seed, seat, turn, k)`."""
        progress = world.progress()
        place = (seat, progress[1] if progress is not None else 0)
        k = self.places.get(place, 0)
        self.places[place] = k + 1
        states = self.mixed.get(place)
        if states is None:
            states = self.mixed[place] = [_mixed(_mixed(self.seed, _SPREAD[0], seat), _SPREAD[1],
                                                 place[1])]
        if k + 1 < len(states):
            return MetDraws(*states[k + 1])
        met = (_mixed(states[0], _SPREAD[2], k), [None])
        states.append(met)   # the decisions of a place are met in order: k is the list's end
        return MetDraws(*met)


class MetDraws(Rng):
    """A keyed decision's stream (`KeyedDraws.at`), SplitMix from `state`, whose first `random()`
    is drawn once for every candidate of a paired world that meets the decision: `cell`, shared
    by their streams of that key, holds it once drawn (a draw is two 64-bit products of Python
    integers, several thousand instructions, and the rollout policy's first draw at a decision
    is a `random()`). Any other draw first forgets the cell: the stream goes on as SplitMix."""

    __slots__ = ("cell",)

    def __init__(self, state: int, cell: list) -> None:
        self.state = state   # a mixed key: below 2**64 already
        self.cell = cell

    def random(self) -> float:
        cell = self.cell
        if cell is None:
            return Rng.random(self)
        self.cell = None
        if cell[0] is None:
            cell[0] = Rng.random(self)
        else:
            self.state = (self.state + _GOLDEN) & _MASK   # where drawing it leaves the stream
        return cell[0]

    def next64(self) -> int:
        self.cell = None
        return Rng.next64(self)

    def shuffle(self, items: list) -> None:
        self.cell = None
        Rng.shuffle(self, items)


def keyed_stream(seed: int, *parts: int) -> Rng:
    """A SplitMix stream for the key (seed, parts...): each part is spread and mixed in turn, so
    keys that differ in any part give unrelated streams."""
    state = seed & _MASK
    for spread, part in zip(_SPREAD, parts):
        state = _mixed(state, spread, part)
    return Rng(state)


def _mixed(state: int, spread: int, part: int) -> int:
    """`Rng(state ^ spread part).next64()`, written out: a paired playout keys every decision."""
    z = ((state ^ ((part + 1) * spread & _MASK)) + _GOLDEN) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def play_out(world: State, heuristics: Heuristics, rng: Rng | KeyedDraws, marker=None, *,
             to_end: bool = False, depth_limit: int | None = None, events: list | None = None) -> None:
    """Play `world` on in place: to its end with `to_end`, else until `depth_limit` decisions
    (when given) or until the game's `rollout_over` says, against the `marker` its `horizon` took
    where the decision was. The events of its moves go into `events` when given. The policy
    draws from `rng`, one stream, or from `KeyedDraws`, a stream for each decision's place."""
    keyed = rng if isinstance(rng, KeyedDraws) else None
    # the policy's move without the legal list, or None; not asked of a game without one
    unlisted = heuristics.rollout_unlisted if getattr(type(heuristics), "rollout_unlisted", None) \
        is not Heuristics.rollout_unlisted else None
    for steps in range(PLAYOUT_LIMIT):
        if world.is_over():
            return
        if not to_end and ((depth_limit is not None and steps >= depth_limit)
                           or heuristics.rollout_over(world, marker, steps)):
            return
        actor = world.current_seats()[0]
        action = unlisted(world, actor) if unlisted is not None else None
        if action is None:
            actions = world.legal_actions(actor)
            if len(actions) > 1:
                action = heuristics.rollout_action(world, actor, actions,
                                                   keyed.at(world, actor) if keyed is not None else rng)
            else:
                action = actions[0]
        happened = world.apply_listed(action)
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
                 watch: bool = False, sample=None) -> list[Played]:
    """One full state sampled from the seat's view, each candidate applied to a copy of it and
    played on from the same rollout draws, keyed by their place (`KeyedDraws`: common random
    numbers), so the world's luck is the same for every candidate and cancels when two are
    compared. A candidate the rules fail on in
    this world (a bug) comes back with its `error`: the caller says what that costs. `sample`,
    the view's `world_sampler` when the caller keeps one (the same world as `sample_world`)."""
    world = sample(rng) if sample is not None else sample_world(view, seat, rng)
    draws = rng.next64()
    mixed: dict = {}   # the draws' places, mixed once for every candidate (`KeyedDraws`)
    listed = set(world.legal_actions(seat))
    marker = heuristics.horizon(world)   # every candidate starts from this world
    out = []
    last = len(candidates) - 1
    for k, a in enumerate(candidates):
        try:
            # the last candidate plays the sampled world itself: nothing reads it after (a copy
            # of a Daitoshi world is about 50,000 instructions)
            w = world.clone() if k < last else world
            w.quiet = not watch   # its move and playout tell their events to a watcher only
            # the seat's own move is in the world's list, as it must be; else the checked apply
            # (a world that disagrees is a game bug and costs this playout)
            happened = (w.apply_listed if a in listed else w.apply)(a)
            events = list(happened) if watch else None
            play_out(w, heuristics, KeyedDraws(draws, mixed), marker, to_end=to_end,
                     depth_limit=depth_limit, events=events)
        except Exception as exc:  # noqa: BLE001 - one bad world (a rules bug) costs one playout
            out.append(Played(a, None, None, marker, exc))
            continue
        out.append(Played(a, w, events, marker))
    return out
