"""What a move is worth, in points, from what one seat could know: the measure under a game
review (game/ai/review.py) and the hint that says why.

`appraise(view, seat, candidates, worlds=...)` samples `worlds` full states consistent with the
seat's view (`sample_world`, as the search does: the hidden cards re-dealt, a fresh future) and,
in each, plays every candidate and then the game on with its rollout policy, exactly as the hard
agent's playouts do (`Heuristics.rollout_action`, up to the game's horizon, `rollout_over`: the
day after the decision's in Arigatō, four turns in Daitoshi), where the game's evaluation
estimates each seat's final score (`Heuristics.evaluate`; the real score once the game is over).
Every candidate is played out in the same worlds from the same rollout draws (common random
numbers, as in the hard agent's paired halving), so the luck of a world cancels when two
candidates are compared and a handful of worlds tells a blunder from the best move.

Why not play every world to the end: a whole Daitoshi game of rollout moves spreads the final
margin so widely that two appraisals of the same decision from 8 worlds differed by 17 VP on
average, against 2 VP at the horizon, which is also three times faster (`to_end=True` still does
it, and then the breakdown is the real final one).

The numbers are means in the game's own victory points: what the move is worth if the game is
played on by the rollout policy (a fast, fair player), so they judge moves against each other
better than they predict a final score.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from game.ai.heuristics import Heuristics, heuristics_for
from game.ai.playout import Played, paired_world
from game.core.engine import Action, State
from game.core.rng import Rng

#: worlds sampled when none is asked for (a review asks its game: Heuristics.review_worlds)
DEFAULT_WORLDS = 8
#: the breakdown's part for the points the evaluation expects beyond those scored at the horizon
LATER = "later"


@dataclass(frozen=True)
class Appraisal:
    """One candidate move as `seat` could judge it: means over `playouts` sampled worlds played
    on from it (to the horizon, or to the end).

    - `score`: the seat's expected final score (VP);
    - `margin`: its expected final margin: its score minus the best other seat's (solo: minus the
      target it must beat, Daitoshi's Mayor or Arigatō's goal); the review's loss is counted on it;
    - `scores`: every seat's expected final score (a review's curve of who was ahead);
    - `breakdown`: the seat's expected final score by scoring part, in the order `Score` gives
      them (`("palace gate", 41.2)`), the points scored by the horizon, then `LATER`, what the
      evaluation expects beyond them (absent when every playout ran to the end): where a gain
      between two moves comes from.
    """
    action: Action
    score: float
    margin: float
    scores: tuple[float, ...]
    breakdown: tuple[tuple[str, float], ...]
    playouts: int
    #: asked for (`watch=True`): what the seat's game noticed in the playouts, each thing the
    #: game's `Heuristics.notable` names (`("objective", 0.9)`) with its mean count per playout
    seen: tuple[tuple[str, float], ...] = ()
    #: with `seen`: when each thing first happened (the day or turn, `Heuristics.clock`) in each
    #: playout where it happened: how often (`share`) and when (`when`) a move leads to it
    seen_at: tuple[tuple[str, tuple[int | None, ...]], ...] = ()
    #: the keys of `seen` that the better move makes rarer (`Heuristics.avoided_keys`)
    avoided: tuple[str, ...] = field(default=(), compare=False)
    #: the margin in each world sampled, in order (None where the rules failed in that world):
    #: two candidates appraised together met the same luck in the same world, so the difference
    #: of their margins world by world is a paired sample (`paired_differences`)
    per_world: tuple[float | None, ...] = field(default=(), compare=False, repr=False)
    #: with `seen`: what the seat holds where its playouts stopped (`Heuristics.held`), the mean
    #: of each, and the day or turn they stopped in (the median: `stopped`)
    held: tuple[tuple[str, float], ...] = ()
    stopped: int | None = None
    #: the least difference of each of `held` worth saying (`Heuristics.held_keys`)
    held_least: tuple[tuple[str, float], ...] = field(default=(), compare=False)
    #: with `seen`: the points of `LATER` by the part of the game's evaluation they come from
    #: (`Heuristics.later_parts`: Daitoshi's Steam, the game's length...), their means over the
    #: playouts that stopped before the end (empty where the game breaks none down)
    later: tuple[tuple[str, float], ...] = ()
    #: with `seen`: the points of the scoring part `won_of` (`Heuristics.won_part`) won in the
    #: playouts, by where they were won (`Heuristics.won`: Daitoshi's Production or City Turns),
    #: their means over the playouts
    won: tuple[tuple[str, float], ...] = ()
    won_of: str | None = field(default=None, compare=False)
    #: the least difference of a part of `later` worth saying (`Heuristics.later_least`)
    later_least: float = field(default=1.0, compare=False)

    def part(self, name: str) -> float:
        return dict(self.breakdown).get(name, 0.0)

    def gains_over(self, other: "Appraisal") -> tuple[tuple[str, float], ...]:
        """Where this move's expected score differs from `other`'s: each scoring part's gain
        in points (negative: a loss), the largest either way first (the words of a hint)."""
        names = list(dict.fromkeys([n for n, _ in self.breakdown] + [n for n, _ in other.breakdown]))
        gains = [(n, self.part(n) - other.part(n)) for n in names]
        return tuple(sorted(gains, key=lambda g: -abs(g[1])))

    def later_gains_over(self, other: "Appraisal") -> tuple[tuple[str, float], ...]:
        """Where this move's `LATER` points differ from `other`'s, by part of the evaluation, in
        points, the largest gain first."""
        return _gains(self.later, other.later)

    def won_gains_over(self, other: "Appraisal") -> tuple[tuple[str, float], ...]:
        """Where this move's points of `won_of` differ from `other`'s, by where they were won,
        the largest gain first."""
        return _gains(self.won, other.won)

    def rival(self) -> float:
        """The expected final score of the seat's best rival (solo: the target), the score its
        `margin` is counted against."""
        return self.score - self.margin

    def seen_count(self, key: str) -> float:
        return dict(self.seen).get(key, 0.0)

    def holds(self, key: str) -> float:
        return dict(self.held).get(key, 0.0)

    def share(self, key: str) -> float:
        """The share of the playouts in which `key` happened at least once."""
        return len(dict(self.seen_at).get(key, ())) / (self.playouts or 1)

    def when(self, key: str) -> int | None:
        """The median day or turn at which `key` first happened, over the playouts where it did
        (the lower middle of an even count: a day that was seen), or None."""
        times = sorted(t for t in dict(self.seen_at).get(key, ()) if t is not None)
        return times[(len(times) - 1) // 2] if times else None


def _gains(mine, theirs) -> tuple[tuple[str, float], ...]:
    mine, theirs = dict(mine), dict(theirs)
    gains = [(n, mine.get(n, 0.0) - theirs.get(n, 0.0)) for n in dict.fromkeys([*mine, *theirs])]
    return tuple(sorted(gains, key=lambda g: -g[1]))


def paired_differences(base: "Appraisal", other: "Appraisal") -> list[float]:
    """`other`'s margin less `base`'s in each world both were played out in: they must come from
    one `appraise` call (or `merged` calls over the same ones), which gave them the same worlds."""
    return [b - a for a, b in zip(base.per_world, other.per_world) if a is not None and b is not None]


def merged(first: Appraisal, more: Appraisal) -> Appraisal:
    """One candidate's appraisal over the worlds of both (the same candidate, more worlds
    sampled afterwards from the continuing stream): means weighted by their playouts."""
    n, m = first.playouts, more.playouts
    k = (n + m) or 1

    def mean(x: float, y: float) -> float:
        return (x * n + y * m) / k

    def parts(a, b) -> tuple[tuple[str, float], ...]:
        names = list(dict.fromkeys([p for p, _ in a] + [p for p, _ in b]))
        return tuple((p, mean(dict(a).get(p, 0.0), dict(b).get(p, 0.0))) for p in names)

    return Appraisal(first.action, mean(first.score, more.score), mean(first.margin, more.margin),
                     tuple(mean(x, y) for x, y in zip(first.scores, more.scores)),
                     parts(first.breakdown, more.breakdown), n + m, parts(first.seen, more.seen),
                     _joined(first.seen_at, more.seen_at), first.avoided, first.per_world + more.per_world,
                     parts(first.held, more.held), first.stopped if first.stopped is not None else more.stopped,
                     first.held_least, parts(first.later, more.later), parts(first.won, more.won),
                     first.won_of, first.later_least)


def _joined(a, b) -> tuple[tuple[str, tuple[int | None, ...]], ...]:
    names = list(dict.fromkeys([k for k, _ in a] + [k for k, _ in b]))
    return tuple((k, dict(a).get(k, ()) + dict(b).get(k, ())) for k in names)


class AppraisalCancelled(Exception):
    """The `cancel` event was set before a single world was played out."""


def shortlist(view: State, seat: int, legal: list[Action]) -> list[Action]:
    """The moves worth appraising from the seat's view: the game's own obvious move, else the
    shortlist its search considers (`Heuristics.candidates`), ranked from what the seat sees."""
    heuristics = heuristics_for(view)
    if len(legal) <= 1:
        return list(legal)
    obvious = heuristics.obvious(view, seat, legal)
    if obvious is not None and obvious in legal:
        return [obvious]
    legal_set = set(legal)
    return [a for a in heuristics.candidates(view, seat, list(legal)) if a in legal_set] \
        or list(legal)


def appraise(view: State, seat: int, candidates: list[Action], *, worlds: int = DEFAULT_WORLDS,
             rng: Rng | None = None, cancel: threading.Event | None = None,
             to_end: bool = False, watch: bool = False,
             kept: "KeptWorlds | None" = None) -> tuple[Appraisal, ...]:
    """Each candidate's `Appraisal`, in the order given (duplicates dropped). Pass the seat's
    view: its hidden parts are resampled anyway, so a full state cannot leak through.

    `rng` is the appraiser's own stream (the same stream and view give the same numbers);
    `cancel`, set from another thread, stops after the current world, with the worlds played so
    far (AppraisalCancelled if none). A world the rules fail in (a bug) is skipped. `to_end`
    plays every world to the end of the game instead of the game's horizon. `watch` also counts
    the events of each playout that the game's `Heuristics.notable` names (`Appraisal.seen`: what
    a hint gives as its reasons). `kept`: worlds a paired search already played every candidate
    out in, the same way (`KeptWorlds`): up to `worlds` of them count, and only the rest are
    sampled and played here."""
    candidates = list(dict.fromkeys(candidates))
    if not candidates:
        raise ValueError("nothing to appraise")
    rng = rng or Rng(len(view.history) * 7919 + seat)
    heuristics = heuristics_for(view)
    sums = {a: _Sums(view.num_seats) for a in candidates}
    reused = kept.common(candidates, worlds) if kept is not None and not to_end else []
    found = view.progress()
    start = found[1] if found is not None else None   # the clock where every playout begins
    for world in reused:
        _tally(sums, world, seat, heuristics, watch, start, view)
    for _ in range(max(1, worlds) - len(reused)):
        if cancel is not None and cancel.is_set():
            break
        _tally(sums, paired_world(view, seat, candidates, rng, heuristics, to_end=to_end, watch=watch),
               seat, heuristics, watch, start, view)
    if all(s.playouts == 0 for s in sums.values()):
        if cancel is not None and cancel.is_set():
            raise AppraisalCancelled()
        raise RuntimeError(f"no world of seat {seat}'s view could be played out")
    avoided = heuristics.avoided_keys if watch else ()
    least = tuple(heuristics.held_keys.items()) if watch else ()
    won_of = heuristics.won_part if watch else None
    return tuple(sums[a].appraisal(a, seat, avoided, least, won_of, heuristics.later_least)
                 for a in candidates)


def _tally(sums: dict, world: list[Played], seat: int, heuristics: Heuristics, watch: bool,
           start: int | None = None, view: State | None = None) -> None:
    """One world's playouts into each candidate's sums (a failed one is left out, and marked
    missing in its `per_world`)."""
    added = set()
    for p in world:
        if p.state is None or p.action not in sums or p.action in added:
            continue
        try:
            sums[p.action].add(p.state, seat, heuristics)
            added.add(p.action)
            if watch:
                sums[p.action].notice(noticed(p, seat, heuristics, start))
                sums[p.action].hold(heuristics.held(p.state, seat), p.state.progress())
                if not p.state.is_over():
                    sums[p.action].split_later(heuristics.later_parts(p.state, seat))
                sums[p.action].split_won(heuristics.won(p.events or [], seat, view))
        except Exception:  # noqa: BLE001 - one bad world (a rules bug) costs one playout
            continue
    for action, s in sums.items():
        if action not in added:
            s.per_world.append(None)


def noticed(played: Played, seat: int, heuristics: Heuristics, start: int | None):
    """What the game notices in one playout (`Heuristics.notable`), each with the day or turn it
    happened in: the clock starts where the decision was (`start`) and moves on at each event
    that begins a day or turn (`Heuristics.clock`)."""
    now = start
    for event in played.events or ():
        tick = heuristics.clock(event)
        now = now if tick is None else tick
        key = heuristics.notable(event, seat, played.marker)
        if key is not None:
            yield key, now


class KeptWorlds:
    """The worlds a paired search played its candidates out in (`MCTSAgent.keep`, watched), kept
    so that an appraisal of some of them starts from those worlds instead of sampling its own: a
    hint's choice and its explanation share their playouts (game/ai/hint.py). Each world's
    candidates met the same luck there, so the appraisal still compares them on common worlds."""

    def __init__(self) -> None:
        self.worlds: list[list[Played]] = []

    def keep(self, world: list[Played]) -> None:
        self.worlds.append(world)

    def common(self, candidates: list[Action], most: int) -> list[list[Played]]:
        """Up to `most` worlds (the first kept) where every candidate was played out."""
        wanted = set(candidates)
        out = []
        for world in self.worlds:
            if len(out) >= most:
                break
            if wanted <= {p.action for p in world if p.state is not None}:
                out.append(world)
        return out


def expected_scores(state: State, heuristics: Heuristics) -> list[float]:
    """Each seat's final score as the game's evaluation expects it from `state` (the real score
    once the game is over)."""
    return [heuristics.evaluate(state, s) for s in range(state.num_seats)]


def expected_margin(state: State, seat: int, scores: list[float], heuristics: Heuristics) -> float:
    """The seat's expected final score minus the best other seat's; solo, minus the target to
    beat (the real one once the game is over, else the evaluation's estimate)."""
    if len(scores) == 1:
        if state.is_over():
            outcome = getattr(state, "solo_outcome", None)
            return scores[0] - (outcome()[1] if outcome is not None else 0)
        return scores[0] - (heuristics.solo_target(state) or 0.0)
    return scores[seat] - max(v for s, v in enumerate(scores) if s != seat)


class _Sums:
    """Running sums of one candidate's playouts."""

    def __init__(self, seats: int) -> None:
        self.playouts = 0
        self.margin = 0.0
        self.scores = [0.0] * seats
        self.parts: dict[str, float] = {}
        self.seen: dict[str, float] = {}
        self.seen_at: dict[str, list[int | None]] = {}
        self.held: dict[str, float] = {}
        self.later: dict[str, float] = {}
        self.won: dict[str, float] = {}
        self.stopped: list[int] = []
        self.per_world: list[float | None] = []

    def add(self, played: State, seat: int, heuristics: Heuristics) -> None:
        expected = expected_scores(played, heuristics)
        margin = expected_margin(played, seat, expected, heuristics)
        banked = played.scores()[seat]
        self.playouts += 1
        self.margin += margin
        self.per_world.append(margin)
        for s, value in enumerate(expected):
            self.scores[s] += value
        for name, value in banked.breakdown:
            self.parts[name] = self.parts.get(name, 0.0) + value
        if not played.is_over():
            self.parts[LATER] = self.parts.get(LATER, 0.0) + expected[seat] - banked.total

    def notice(self, moments) -> None:
        """One playout's notable things, each `(key, day or turn)`: counted, and the first time
        each happened kept."""
        first: dict[str, int | None] = {}
        for key, now in moments:
            self.seen[key] = self.seen.get(key, 0.0) + 1
            first.setdefault(key, now)
        for key, now in first.items():
            self.seen_at.setdefault(key, []).append(now)

    def hold(self, held, progress) -> None:
        """What the seat holds where one playout stopped, and when it stopped."""
        for key, amount in held:
            self.held[key] = self.held.get(key, 0.0) + amount
        if progress is not None:
            self.stopped.append(progress[1])

    def split_later(self, parts) -> None:
        """One playout's `LATER` points by part of the evaluation (`Heuristics.later_parts`)."""
        for key, vp in parts:
            self.later[key] = self.later.get(key, 0.0) + vp

    def split_won(self, won) -> None:
        """One playout's points won, each `(where, points)` (`Heuristics.won`)."""
        for key, points in won:
            self.won[key] = self.won.get(key, 0.0) + points

    def appraisal(self, action: Action, seat: int, avoided: tuple[str, ...] = (),
                  least: tuple[tuple[str, float], ...] = (), won_of: str | None = None,
                  later_least: float = 1.0) -> Appraisal:
        k = self.playouts or 1
        scores = tuple(v / k for v in self.scores)
        return Appraisal(action, scores[seat], self.margin / k, scores,
                         tuple((name, v / k) for name, v in self.parts.items()), self.playouts,
                         tuple((key, v / k) for key, v in self.seen.items()),
                         tuple((key, tuple(v)) for key, v in self.seen_at.items()), avoided,
                         tuple(self.per_world), tuple((key, v / k) for key, v in self.held.items()),
                         sorted(self.stopped)[(len(self.stopped) - 1) // 2] if self.stopped else None,
                         least, tuple((key, v / k) for key, v in self.later.items()),
                         tuple((key, v / k) for key, v in self.won.items()), won_of, later_least)
