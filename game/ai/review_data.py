"""What a game review holds (game/ai/review.py makes it): each reviewed decision with its class,
each seat's summary, the curve of expected final scores, and its JSON form (the command's output
and the file stored beside the record book: game/persistence/reviews.py).

A decision's class comes from its loss, the expected margin (victory points) the move played gave
up against the best move from the seat's view, and from how sure the review is of it: the class
its 95% interval's low end reaches for sure, and where the interval reaches into a worse class, that
one as a "perhaps" ("a mistake, perhaps a blunder"). The thresholds are per game, since a Daitoshi
game is scored in about twice as many points as an Arigatō game; game/ai/AI.md states them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ai.appraise import Appraisal, expected_margin
from game.ai.confidence import Estimate, total
from game.ai.heuristics import heuristics_named
from game.ai.hint import Reason
from game.ai.luck import SeatLuck, luck_data, luck_from_data, seat_luck_data
from game.core.engine import Action, State

GOOD, INACCURACY, MISTAKE, BLUNDER = "good", "inaccuracy", "mistake", "blunder"
GRADES = (GOOD, INACCURACY, MISTAKE, BLUNDER)

#: the costliest decisions a seat's summary names
COSTLIEST = 3


def grade(game: str, loss: float) -> str:
    """The class of a decision that gave up `loss` expected VP."""
    inaccuracy, mistake, blunder = heuristics_named(game).review_thresholds
    if loss >= blunder:
        return BLUNDER
    if loss >= mistake:
        return MISTAKE
    return INACCURACY if loss >= inaccuracy else GOOD


def verdict(game: str, loss: Estimate) -> tuple[str, str | None]:
    """(the class the interval supports, the worse class it reaches into or None): a decision is
    called a mistake or a blunder only when the low end of its interval says so."""
    sure, worst = grade(game, loss.low), grade(game, loss.high)
    return sure, (worst if worst != sure else None)


@dataclass(frozen=True)
class Decision:
    """One reviewed decision: the `number`-th of `seat` (from 1), the `move`-th action of the game
    (from 0: a replay opened at `move` shows the table just before it), in `progress` ("day", 3).
    `played` and `best` are appraised from the seat's view then (the same when it played the
    best); `loss` is the mean of best's margin less played's over the judging worlds (below 0
    where the move played did better there), `interval` its 95% interval, `error` its standard
    error; `grade` the class the interval supports and `perhaps` the worse one it reaches into."""
    seat: int
    number: int
    move: int
    progress: tuple[str, int] | None
    played: Appraisal
    best: Appraisal
    loss: float
    grade: str
    interval: tuple[float, float] = (0.0, 0.0)
    perhaps: str | None = None
    error: float = 0.0
    #: why the better move is better, from the playouts that judged the two (game/ai/hint.py)
    reasons: tuple[Reason, ...] = ()
    #: what the seat's summed loss counts for it, when not `loss` itself: the first round of
    #: judging worlds alone (game/ai/review.py, `review_decision`); not kept in the JSON, whose
    #: summaries keep their sums
    counted: Estimate | None = field(default=None, compare=False, repr=False)

    @property
    def flagged(self) -> bool:
        """A mistake or a blunder for sure (the classes a review counts)."""
        return self.grade in (MISTAKE, BLUNDER)


@dataclass(frozen=True)
class SeatSummary:
    """A seat's reviewed decisions: how many in each class (`counts`, in the order of GRADES),
    the mean and summed loss (each decision's unclipped mean: a near tie counts a little below
    or above 0, so the sum has no upward bias from noise), its costliest decisions (most expected
    VP lost first, only those that lost some), and its real final score and margin (solo:
    against the target)."""
    seat: int
    decisions: int
    counts: tuple[int, ...]
    mean_loss: float
    total_loss: float
    costliest: tuple[Decision, ...]
    final_score: int
    final_margin: int
    #: the 95% interval of `total_loss` (its decisions' errors combined)
    total_interval: tuple[float, float] = (0.0, 0.0)

    def count(self, which: str) -> int:
        return self.counts[GRADES.index(which)]


@dataclass(frozen=True)
class CurvePoint:
    """After the `move`-th action (a reviewed decision of `seat`), every seat's expected final
    score as that seat could judge it."""
    move: int
    progress: tuple[str, int] | None
    seat: int
    scores: tuple[float, ...]


@dataclass(frozen=True)
class Review:
    game: str
    players: int
    seats: tuple[int, ...]          # the seats reviewed
    worlds: int                     # worlds sampled per decision
    decisions: tuple[Decision, ...]
    summaries: tuple[SeatSummary, ...]
    final_scores: tuple[int, ...]
    #: the deciding seat's view just before each costliest decision (by move), as the review's
    #: replay passed it, for the screen's words; only in a review just made (never stored: a
    #: review read back has none, and its screen replays the game for them)
    views: dict[int, State] = field(default_factory=dict, compare=False, repr=False)
    #: the seed of the review's own sampled worlds (`review --seed`; game/ai/review.py)
    sampling: int = 0
    #: what the draws brought each reviewed seat (game/ai/luck.py); empty where not measured
    luck: tuple[SeatLuck, ...] = ()

    def curve(self) -> tuple[CurvePoint, ...]:
        return tuple(CurvePoint(d.move, d.progress, d.seat, d.played.scores) for d in self.decisions)

    def marks(self) -> tuple[tuple[int, tuple[str, int]], ...]:
        """(move, progress) where each day (Arigatō) or turn (Daitoshi) begins on the curve."""
        out, last = [], None
        for d in self.decisions:
            if d.progress is not None and d.progress != last:
                out.append((d.move, d.progress))
                last = d.progress
        return tuple(out)

    def summary(self, seat: int) -> SeatSummary:
        return next(s for s in self.summaries if s.seat == seat)


def summarize(decisions: list[Decision], seats: list[int], ended: State,
              scores: tuple[int, ...]) -> tuple[SeatSummary, ...]:
    out = []
    for seat in seats:
        mine = [d for d in decisions if d.seat == seat]
        # each judged decision counts its unclipped mean (of the first round of judging worlds,
        # which no stopping rule chose: `Decision.counted`): one where the move played did better
        # there counts below 0. Counted from 0 instead, every near tie would add the upper half
        # of its noise (max(0, x) of a noisy x leans high), and the sum would grow with the
        # worlds' noise, not with what the seat gave up
        summed = total([d.counted or Estimate(d.loss, *d.interval, d.error, 0) for d in mine])
        costly = sorted((d for d in mine if d.loss > 0), key=lambda d: (-d.loss, d.move))
        out.append(SeatSummary(seat, len(mine), tuple(sum(d.grade == g for d in mine) for g in GRADES),
                               summed.mean / len(mine) if mine else 0.0, summed.mean,
                               tuple(costly[:COSTLIEST]), scores[seat],
                               expected_margin(ended, seat, list(scores), heuristics_named(ended.game_name)),
                               (summed.low, summed.high)))
    return tuple(out)


# --- the JSON form ---------------------------------------------------------------------------------
def _round(x: float) -> float:
    """Two decimals, and within a million either way (an interval of one world has no bound)."""
    return round(max(-1e6, min(1e6, x)), 2)


def appraisal_data(a: Appraisal) -> dict:
    return {"action": a.action.text(), "score": _round(a.score), "margin": _round(a.margin),
            "scores": [_round(v) for v in a.scores],
            "breakdown": [[name, _round(v)] for name, v in a.breakdown], "playouts": a.playouts}


def decision_data(d: Decision) -> dict:
    return {"seat": d.seat, "decision": d.number, "move": d.move,
            "progress": list(d.progress) if d.progress else None,
            "played": appraisal_data(d.played), "best": appraisal_data(d.best),
            "loss": _round(d.loss), "interval": [_round(v) for v in d.interval],
            "error": _round(d.error), "class": d.grade, "perhaps": d.perhaps,
            "reasons": [[r.kind, r.key, _round(r.gain), r.when, r.n]
                        + ([] if r.amount is None else [_round(r.amount)]) for r in d.reasons]}


def as_data(review: Review) -> dict:
    """The review as JSON-ready data (`from_data` reads it back)."""
    return {
        "game": review.game, "players": review.players, "reviewed": list(review.seats),
        "worlds": review.worlds, "sampling": review.sampling,
        "final_scores": list(review.final_scores),
        "decisions": [decision_data(d) for d in review.decisions],
        "summary": [{"seat": s.seat, "decisions": s.decisions,
                     **{g: s.count(g) for g in GRADES},
                     "mean_loss": _round(s.mean_loss), "total_loss": _round(s.total_loss),
                     "total_interval": [_round(v) for v in s.total_interval],
                     "costliest": [d.move for d in s.costliest],
                     "final_score": s.final_score, "final_margin": s.final_margin,
                     **seat_luck_data(review.luck, s)}
                    for s in review.summaries],
        "chance": luck_data(review.luck),
        "marks": [[move, list(p)] for move, p in review.marks()],
    }


def _appraisal(x: dict) -> Appraisal:
    return Appraisal(Action.parse(x["action"]), float(x["score"]), float(x["margin"]),
                     tuple(float(v) for v in x["scores"]),
                     tuple((str(n), float(v)) for n, v in x["breakdown"]), int(x["playouts"]))


def _reason(x: list) -> Reason:
    """A reason as `decision_data` wrote it: kind, key, gain, when, n, and the units held more
    where it says them (a review kept before had no such sixth)."""
    kind, key, gain, when, n, *amount = x
    return Reason(str(kind), str(key), float(gain), when, n, float(amount[0]) if amount else None)


def from_data(data: dict) -> Review:
    """The review `as_data` wrote (checked first by the reader: game/persistence/reviews.py).
    Raises on anything it cannot read (an unknown action, a wrong field)."""
    decisions = tuple(
        Decision(x["seat"], x["decision"], x["move"],
                 (x["progress"][0], x["progress"][1]) if x["progress"] else None,
                 _appraisal(x["played"]), _appraisal(x["best"]), float(x["loss"]), x["class"],
                 (float(x["interval"][0]), float(x["interval"][1])), x["perhaps"], float(x["error"]),
                 tuple(_reason(r) for r in x["reasons"]))
        for x in data["decisions"])
    by_move = {d.move: d for d in decisions}
    summaries = tuple(
        SeatSummary(s["seat"], s["decisions"], tuple(s[g] for g in GRADES), float(s["mean_loss"]),
                    float(s["total_loss"]), tuple(by_move[m] for m in s["costliest"]),
                    s["final_score"], s["final_margin"],
                    (float(s["total_interval"][0]), float(s["total_interval"][1])))
        for s in data["summary"])
    return Review(data["game"], data["players"], tuple(data["reviewed"]), data["worlds"], decisions,
                  summaries, tuple(data["final_scores"]), sampling=data["sampling"],
                  luck=luck_from_data(data.get("chance", []), data["summary"], data["reviewed"]))
