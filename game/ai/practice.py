"""Learn from your mistakes: a costly decision of a reviewed game tried again by its player, and
each try judged against the review's best move (game/ai/AI.md, "Learn from your mistakes").

A try is judged as the review judged the decision (game/ai/review.py): the move tried and the
review's best are appraised together from the seat's view, on the same sampled worlds (common
random numbers), and what the try gives up is the mean of their paired differences with its 95%
interval. A try is as good as the best when that interval reaches down into "good" (the review
could not tell it from the best), which is also how the review graded the decision itself. The
best move itself, and the move first played (already judged), need no new worlds.

The worlds are drawn from the decision's public place and the move tried (never Python's salted
`hash`), so the same try is judged the same each time.
"""

from __future__ import annotations

import threading
import zlib
from dataclasses import dataclass

from game.ai.appraise import appraise, paired_differences
from game.ai.confidence import Estimate, estimate
from game.ai.review import REVIEW_SEED, default_worlds
from game.ai.review_data import GOOD, Decision, SeatSummary, grade
from game.core.engine import Action, State
from game.core.rng import Rng

TRIES = 2             # wrong tries before the best move is shown
FOUND, NOT_YET, SHOWN = "found", "not_yet", "shown"


@dataclass(frozen=True)
class Try:
    """One move tried: what it gives up against the best (`loss`, with its interval) and whether
    it is as good as the best within that interval."""
    action: Action
    loss: Estimate
    found: bool


def judge(view: State, decision: Decision, action: Action, *, worlds: int | None = None,
          cancel: threading.Event | None = None) -> Try:
    """The try `action` at `decision`, from the deciding seat's view just before it."""
    best = decision.best.action
    if action == best:
        return Try(action, Estimate.exactly(0.0), True)
    if action == decision.played.action:      # the move first played, as the review judged it
        low, high = decision.interval
        loss = Estimate(decision.loss, low, high, decision.error, 0)
        return Try(action, loss, _as_good(view.game_name, loss))
    place = REVIEW_SEED ^ (decision.move * 7919 + decision.seat * 104729) \
        ^ zlib.crc32(action.text().encode("utf-8"))
    tried, better = appraise(view, decision.seat, [action, best],
                             worlds=worlds or default_worlds(view.game_name), rng=Rng(place),
                             cancel=cancel)
    loss = estimate(paired_differences(tried, better))
    return Try(action, loss, _as_good(view.game_name, loss))


def worth_practising(summary: SeatSummary) -> list[Decision]:
    """A seat's decisions to try again: its costliest that cost something (not graded good)."""
    return [d for d in summary.costliest if d.grade != GOOD]


def next_to_practise(decisions: list[Decision], practised: dict[int, str]) -> Decision:
    """The first of `decisions` not yet found (`practised`: move -> how its practice ended); when
    every one is, the first again."""
    return next((d for d in decisions if practised.get(d.move) != FOUND), decisions[0])


def _as_good(game: str, loss: Estimate) -> bool:
    """The interval of what it gives up reaches down into "good": it may be as good as the best."""
    return grade(game, loss.low) == GOOD


@dataclass
class Practice:
    """A player's tries at one decision: `result` is NOT_YET until a try is as good as the best
    (FOUND) or `TRIES` tries were not (SHOWN: the best is shown)."""
    decision: Decision
    tries: list[Try]

    @property
    def result(self) -> str:
        if any(t.found for t in self.tries):
            return FOUND
        return SHOWN if len(self.tries) >= TRIES else NOT_YET

    def add(self, tried: Try) -> None:
        if self.result == NOT_YET:
            self.tries.append(tried)
