"""A hint for a human: what to play from this seat, how much better it looks than the next best
move, and why ("Hints that explain themselves").

The hard agent searches first, as it would for its own move; then its few most visited moves are
appraised from the seat's view (`appraise.appraise`, in expected VP, on the same sampled worlds)
and the hint is the best of them: its `gain` is how much expected final margin it holds over the
next best, and its `reasons` say where that comes from, as data the tables word (game/i18n):

- `Reason("event", key="objective", gain=0.9, when=7, n=7)`: something the game notices
  (`Heuristics.notable`: a day's objective met, a favor bonus reached, luxury goods delivered,
  the Mayor denied a district...) happens more often after the hinted move than after the next
  best, `gain` more times per sampled world, and `when` it does: the median day or turn of its
  first happening in the hinted move's playouts where it happened (`Appraisal.when`); `n` is the
  number its words name (the day whose objective, the favor bonus's threshold). A thing the game
  counts against the seat (`Heuristics.avoided_keys`: a turn in Conflict with the Yokai) is a
  reason when it happens less often, `when` then taken from the next best move's playouts;
- `Reason("held", key="improved", gain=1.5, when=14)`: where the playouts stopped (in `when`,
  the median day or turn), the seat holds `gain` more of this after the hinted move
  (`Heuristics.held`: Daitoshi's Inventions improved), a thing the evaluation prices in no
  points of its own;
- `Reason("later", key="steam", gain=2.1, when=14, amount=3.5)`: where the playouts stopped,
  this part of the evaluation's later points (`Heuristics.later_parts`: Daitoshi's Steam, the
  resources in hand, the Pilgrims' end scoring as it stands...) is worth `gain` VP more after
  the hinted move, and where the seat holds it in units (`Heuristics.held`: Steam), `amount`
  more of them: what the points beyond the horizon are made of, said in the game's terms;
- `Reason("rival", key="rival", gain=4.0)`: the best other seat's expected final score (solo:
  the score to beat, key "target") is `gain` VP lower after the hinted move: the margin a
  move gains is the seat's own score and what the others are left with;
- `Reason("won", key="production", gain=6.0, when=14)`: the hinted move's playouts won `gain`
  more of a scoring part here (`Heuristics.won`: Daitoshi's VP won in Production Turns, or in
  City Turns, by the turn they stopped in): the part said by where its points were won;
- `Reason("cost", key="later:grant", gain=20.5)`: the largest part of the points the better
  move gives up (`cost`), last: a hint and a review's "Why" name it against their reasons;
- `Reason("category", key="objectives", gain=3.2)`: the hinted move's expected score in this
  scoring part (a `Score`'s breakdown) beats the next best's by `gain` VP. What the evaluation
  expects beyond the horizon (`appraise.LATER`) as a whole names nothing the move leads to:
  where no reason reaches its threshold, the largest part the playouts saw is said, under its
  threshold (`fallback`); the whole only in a game that breaks it into no part.

What words of a few of them say of the whole (a hint's gain, a review's loss) is their
`account`: the reasons told, the largest points first (`by_size`), the part given up, and the
rest they leave unsaid, so that the words add up to the whole.

The gain is measured on the worlds that chose the best, so it flatters the hint a little (the
review, game/ai/review.py, judges on fresh worlds); it is never negative.

Where the search compared its candidates on common worlds (the paired halving), the worlds in
which it played all of the appraised moves are the appraisal's first ones (`KeptWorlds`): the
hint's choice and its explanation share those playouts, and only the rest of the appraisal's
`worlds` are sampled and played after the search.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from game.ai.agents import make_agent
from game.ai.appraise import LATER, Appraisal, AppraisalCancelled, KeptWorlds, appraise
from game.ai.guard import GuardedAgent
from game.ai.heuristics import heuristics_for
from game.core.engine import Action, State
from game.core.rng import Rng

#: moves appraised against each other: the agent's choice and its next most visited
APPRAISED = 3
#: worlds sampled for the appraisal at most (fewer when its time runs out)
WORLDS = 8
#: seconds the appraisal may take after the search, when the hint has a time budget
APPRAISAL_SECONDS = 2.5
#: the smallest difference worth a reason: VP of a scoring part, times per world of an event
CATEGORY_MIN = 0.5
EVENT_MIN = 0.4
#: VP of the rival's score, or of a part given up, worth a reason: a review says a loss in whole
#: VP ("about 3 VP", "under 1 VP"); measured in game/ai/AI.md, "Game review". A part of the later
#: points is worth one from its game's `Heuristics.later_least` (`Appraisal.later_least`: 1 VP
#: in Daitoshi, 2 favor in Arigatō)
LATER_MIN = 1.0
#: reasons `reasons` keeps by default, the strongest first (events before categories)
REASONS = 3
#: reasons a hint keeps, as many as a review's verdict: its words tell the largest three of them
#: (`account`), which need not be the first three
KEPT = 5


@dataclass(frozen=True)
class Reason:
    """Why the hinted move beats the next best: a `kind` ("event", "held" or "category"), the `key` of
    what (a `Heuristics.notable` key, or a scoring part's name), by how much (`gain`: times
    per world for an event, VP for a category), and for an event `when` (the day or turn, in the
    game's `State.progress` unit) and the number `n` its words name (see the module's words)."""
    kind: str
    key: str
    gain: float
    when: int | None = None
    n: int | None = None
    #: a "later" reason's units held more (Steam), where the game holds the part in units
    amount: float | None = None

    @property
    def points(self) -> float | None:
        """The points of the margin this reason accounts for (None: an event, or a thing held
        that the evaluation prices in no points of its own; below 0: points given up, "cost")."""
        if self.kind == "cost":
            return -self.gain
        return self.gain if self.kind in POINTED else None


#: the parts of the later points (`Heuristics.later_parts`) that every seat's evaluation counts
#: alike, said net of the rival's: Daitoshi's "turns", the game's length
SHARED = ("turns",)
#: the kinds of reason whose `gain` is points of the margin
POINTED = ("later", "rival", "category", "won")


@dataclass(frozen=True)
class Hint:
    action: Action
    #: the agent's candidates, best first: (action, share of the search spent on it, mean reward)
    ranking: tuple[tuple[Action, float, float], ...]
    #: expected VP of final margin over the next best move (None: no other move was appraised)
    gain: float | None = None
    #: why, events first (`reasons`, `KEPT` at most), and last the largest part of the points it
    #: gives up (a reason of kind "cost"), if any: its words tell them by `account`
    reasons: tuple[Reason, ...] = ()
    #: the appraised moves, the hinted one first
    appraisals: tuple[Appraisal, ...] = ()
    #: moves weighed: 0 when the hint is unexplained (cancelled, or no world played out), 1 when
    #: no other move was worth weighing
    weighed: int = 0


class _Until:
    """Stops the appraisal (it asks `is_set` before each world) when the hint is cancelled or
    its time is up, but never before its first world."""

    def __init__(self, cancel: threading.Event | None, seconds: float | None) -> None:
        self.cancel = cancel
        self.deadline = None if seconds is None else time.monotonic() + seconds
        self.asked = 0

    def is_set(self) -> bool:
        self.asked += 1
        if self.cancel is not None and self.cancel.is_set():
            return True
        return self.asked > 1 and self.deadline is not None and time.monotonic() > self.deadline


def hint(view: State, seat: int, legal: list[Action] | None = None, rng: Rng | None = None, *,
         difficulty: str = "hard", cancel: threading.Event | None = None,
         time_budget: float | None = None, worlds: int = WORLDS,
         appraisal_seconds: float | None = APPRAISAL_SECONDS) -> Hint:
    """Ask `difficulty`'s agent for this seat's move, then appraise it against the agent's next
    choices. Pass the seat's view, never a full state (hidden parts are resampled anyway).
    Blocking: call it off the UI thread. `cancel` stops the search and the appraisal (the hint
    is then the agent's move, unexplained if no world was played out); `appraisal_seconds`
    None appraises every one of `worlds` (the same numbers every time)."""
    if legal is None:
        legal = view.legal_actions(seat)
    if not legal:
        raise ValueError(f"seat {seat} has nothing to decide")
    rng = rng or Rng(len(view.history) * 7919 + seat)
    agent = make_agent(difficulty)
    kept = KeptWorlds()
    if hasattr(agent, "keep"):   # a paired search's worlds: the appraisal starts from them
        agent.keep = kept.keep
    guarded = GuardedAgent(agent)  # a failing search still gives a (fallback) hint, logged
    action = guarded.choose(view, seat, legal, rng, cancel=cancel, time_budget=time_budget)
    stats = getattr(agent, "last_stats", None) if not guarded.failures else None
    stats = stats or [(action, 1, 0.0)]
    total = sum(v for _, v, _ in stats) or 1
    ranking = tuple((a, v / total, r) for a, v, r in stats)
    if cancel is not None and cancel.is_set():
        return Hint(action, ranking)
    moves = rivals(view, seat, legal, action, ranking)
    if len(moves) < 2:
        return Hint(action, ranking, weighed=1)
    try:
        found = appraise(view, seat, moves, worlds=worlds, rng=Rng(rng.next64()),
                         cancel=_Until(cancel, appraisal_seconds), watch=True, kept=kept)
    except (AppraisalCancelled, RuntimeError):   # cancelled, or no world could be played out
        return Hint(action, ranking)
    return explained(ranking, found)


def rivals(view: State, seat: int, legal: list[Action], chosen: Action,
           ranking: tuple[tuple[Action, float, float], ...]) -> list[Action]:
    """The moves to appraise: the agent's choice, then its most searched others, then the
    game's own shortlist (an obvious move is searched alone), `APPRAISED` at most."""
    listed = set(legal)
    moves = [chosen]
    by_share = sorted(ranking, key=lambda r: -r[1])
    shortlist = heuristics_for(view).candidates(view, seat, list(legal))
    for a in [a for a, _, _ in by_share] + list(shortlist) + list(legal):
        if len(moves) >= APPRAISED:
            break
        if a in listed and a not in moves:
            moves.append(a)
    return moves


def explained(ranking: tuple[tuple[Action, float, float], ...],
              found: tuple[Appraisal, ...]) -> Hint:
    """The hint from appraised moves: the best by expected margin (the agent's choice, first,
    wins a tie), its gain over the next best and the reasons for it."""
    played = [a for a in found if a.playouts]
    if len(played) < 2:
        return Hint(found[0].action, ranking)
    ordered = sorted(played, key=lambda a: -a.margin)   # stable: the agent's choice wins ties
    best, runner = ordered[0], ordered[1]
    given_up = cost(best, runner)
    return Hint(best.action, ranking, max(0.0, best.margin - runner.margin),
                reasons(best, runner, KEPT) + ((given_up,) if given_up else ()), tuple(ordered), len(ordered))


def reasons(best: Appraisal, other: Appraisal, most: int = REASONS) -> tuple[Reason, ...]:
    """Why `best` beats `other`: what the game notices more often after it (events, or less
    often: `Appraisal.avoided`), the largest first; then the points it gains, the largest first,
    whether a scoring part banked (categories), a part of what the evaluation expects later
    (`Appraisal.later`, in the game's terms) or the rival's score it lowers; then what it leaves
    the seat holding that no part prices; `most` at most. Where none of them reaches its
    threshold but the points expected later do (`fallback`), the largest part the playouts saw."""
    events = []
    for seen in dict.fromkeys([k for k, _ in best.seen] + [k for k, _ in other.seen]):
        key, _, n = seen.partition(":")
        more, fewer = (other, best) if key in best.avoided else (best, other)
        gain = more.seen_count(seen) - fewer.seen_count(seen)
        if gain >= EVENT_MIN:
            events.append(Reason("event", key, gain, more.when(seen), int(n) if n else None))
    events.sort(key=lambda r: -r.gain)
    return tuple(events + points(best, other) + held(best, other))[:most] or fallback(best, other)


def fallback(best: Appraisal, other: Appraisal) -> tuple[Reason, ...]:
    """Why `best` beats `other` where no part of its points reaches its threshold, yet what the
    evaluation expects later (`LATER`) does, by `CATEGORY_MIN`: the largest part of the points it
    gains (`parts`: a part of the later points, a scoring part, the rival's score...) that its
    words can say (0.1 or more), under its threshold but what the playouts saw, never the bare
    whole; the whole (`LATER`) only in a game that breaks it down into nothing (no part)."""
    later = dict(best.gains_over(other)).get(LATER, 0.0)
    if later < CATEGORY_MIN:
        return ()
    said = [r for r in parts(best, other) if round(r.gain, 1) > 0]
    if said:
        return (max(said, key=lambda r: r.gain),)
    return () if best.later and other.later else (Reason("category", LATER, later),)


def points(best: Appraisal, other: Appraisal) -> list[Reason]:
    """The points `best` gains over `other`, each part worth a reason, the largest first: the
    scoring parts banked (or where their points were won), the parts of the later points (where
    the game breaks them down: `Appraisal.later`) and the rival's score."""
    said = [r for r in parts(best, other)
            if r.gain >= (CATEGORY_MIN if r.kind in ("category", "won")
                          else best.later_least if r.kind == "later" else LATER_MIN)]
    return sorted(said, key=lambda r: -r.gain)


def cost(best: Appraisal, other: Appraisal) -> Reason | None:
    """The largest part of the points `best` gives up to `other` (`LATER_MIN` or more), as a
    reason of kind "cost" keyed by the part's own ("later:grant"), `gain` the points given up:
    what a review's "Why" says against its reasons (a move that spends a resource to win VP)."""
    given = [r for r in parts(best, other) if r.gain <= -LATER_MIN]
    if not given:
        return None
    most = min(given, key=lambda r: r.gain)
    return Reason("cost", f"{most.kind}:{most.key}", -most.gain)


def parts(best: Appraisal, other: Appraisal) -> list[Reason]:
    """Every part of the points `best` gains over `other` (below 0: gives up), as reasons: the
    scoring parts banked, one split by where its points were won (`Appraisal.won`) said so, the
    parts of the later points and the rival's score lowered (net of the game's length)."""
    split = best.won_of if best.won_of is not None and best.won_of == other.won_of else None
    said = [Reason("category", name, gain) for name, gain in best.gains_over(other)
            if name not in (LATER, split)]
    if split is not None:    # the part's points said by where they were won
        said += [Reason("won", key, gain, best.stopped) for key, gain in best.won_gains_over(other)]
    lowered = other.rival() - best.rival()
    if best.later and other.later:
        gains = dict(best.later_gains_over(other))
        # the game's length counts alike in every seat's evaluation: a move that shortens the
        # game lowers the rival's score as much as the seat's own, which says nothing of either
        lowered += sum(gains.pop(key, 0.0) for key in SHARED)
        said += [Reason("later", key, gain, best.stopped,
                        amount=best.holds(key) - other.holds(key) if key in dict(best.held) else None)
                 for key, gain in gains.items()]
    return said + [Reason("rival", "rival" if len(best.scores) > 1 else "target", lowered)]


def held(best: Appraisal, other: Appraisal) -> list[Reason]:
    """What `best` leaves the seat holding more of where its playouts stop, beyond each thing's
    least telling amount (`Heuristics.held_keys`), the most telling first."""
    least = dict(best.held_least)
    kept = [Reason("held", key, best.holds(key) - other.holds(key), best.stopped)
            for key in least if best.holds(key) - other.holds(key) >= least[key]]
    return sorted(kept, key=lambda r: -r.gain / least[r.key])


@dataclass(frozen=True)
class Account:
    """What the words of a few reasons say of a whole (a hint's gain, a review's loss): the
    reasons `told`, the part the better move gives up (`given_up`, None when not said), and the
    `rest`, the whole less the points of both (below 0: they say more than the whole); `untold`:
    reasons with points were left unsaid (the rest holds them: other differences)."""
    told: tuple[Reason, ...]
    given_up: Reason | None
    rest: float
    untold: bool


def account(said: tuple[Reason, ...], whole: float, most: int, against: bool = True) -> Account:
    """The `most` reasons of `said` worth telling of `whole` (`by_size`), then (`against`) the
    part given up (its reason of kind "cost"), and the rest of `whole` they leave unsaid."""
    ordered = by_size(said, whole)
    told = tuple(ordered[:most])
    given_up = next((r for r in said if r.kind == "cost"), None) if against and told else None
    rest = whole - sum(r.points or 0.0 for r in told + ((given_up,) if given_up else ()))
    return Account(told, given_up, rest, any(r.points for r in ordered[most:]))


def by_size(said: list[Reason], whole: float) -> list[Reason]:
    """`said` but the part given up ("cost") ordered by the points of `whole` each accounts for,
    the largest first: a reason with points by its own; an event by the points that no reason's
    points (the part given up's among them) account for: what the playouts saw that the parts
    said do not price, which the events then stand for, so that they keep their place only
    where they are the larger part; a thing held, priced in no points, last. Equal sizes keep
    their order (events first)."""
    unattributed = max(0.0, whole - sum(r.points or 0.0 for r in said))

    def size(r: Reason) -> float:
        if r.points is not None:
            return r.points
        return unattributed if r.kind == "event" else float("-inf")
    return sorted([r for r in said if r.kind != "cost"], key=lambda r: -size(r))
