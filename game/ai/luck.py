"""Luck told apart from skill: what the draws brought each seat, beside what its decisions gave up
(the review's losses, game/ai/review.py) and what every move made did against the move the
rollout policy would have made there (its **play**).

A **chance event** for a seat is a move after which the seat sees something it could not have
known before it: a card drawn, travelers revealed, a tile turned, the Mayor's card; the game's
opening deal is the first of every seat (`DEAL`). Its **luck** is the change in the seat's
expected margin across it, by the review's own sampling (worlds sampled from the seat's view,
played on by the game's rollout policy to its horizon, valued by its evaluation:
game/ai/appraise.py). A move made where its mover had a choice changes that expectation too: the
valuation supposed the rollout policy would make the decision, and the move made may be better
or worse than the policy's (its **play**, from the seat's view: its own decisions, and the other
seats' as they touched it). game/ai/luck_sampling.py finds and measures both, paired world by
world, with their 95% intervals.

A seat's luck is the sum over its events (`confidence.total`); its skill is what its decisions
gave up against the best move the review found (the review's summed loss, negative); its play
and the others' play are what its decisions and the other seats' did against the policy's. The
expectation before the deal, the luck and both plays add up to the final margin within their
interval (`reconciled`); the **luck-adjusted result** is the final margin less the luck: what the
game would have come to with the draws the seat could expect (game/ai/AI.md, "Luck and skill").
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.confidence import Estimate, total

#: the opening deal's place among a game's moves (it comes before the first)
DEAL = -1


class LuckCancelled(Exception):
    """The `cancel` event was set."""


@dataclass(frozen=True)
class ChanceEvent:
    """What the `move`-th action (`DEAL`: the opening deal) showed `seat`, in `progress`: the
    seat's expected margin just `before` it and just `after` it, and `luck`, their paired
    difference world by world, with its interval (points: the game's own)."""
    seat: int
    move: int
    progress: tuple[str, int] | None
    before: float
    after: float
    luck: Estimate

    @property
    def interval(self) -> tuple[float, float]:
        return (self.luck.low, self.luck.high)


@dataclass(frozen=True)
class PlayStep:
    """What the `move`-th action, a decision of `mover`'s, did to `seat`'s expected margin
    against the move the rollout policy would have made there (`play`: their paired difference
    world by world, with its interval; points: the game's own)."""
    seat: int
    move: int
    mover: int
    progress: tuple[str, int] | None
    play: Estimate


@dataclass(frozen=True)
class SeatLuck:
    """A seat's luck over the game (its events' sum with its interval) and the events; its
    decisions' `play` against the policy's, and the other seats' (`others`), as the seat saw them."""
    seat: int
    luck: Estimate
    events: tuple[ChanceEvent, ...]
    play: Estimate = Estimate.exactly(0.0)
    others: Estimate = Estimate.exactly(0.0)
    #: how the valuation moved each time the game's horizon moved on (a new day or turn looked
    #: at): neither luck nor play, what the evaluation at the horizon did not foresee
    horizon: Estimate = Estimate.exactly(0.0)

    @classmethod
    def of(cls, seat: int, events: list[ChanceEvent], steps: list[PlayStep],
           horizons: list[Estimate] = ()) -> "SeatLuck":
        return cls(seat, total([e.luck for e in events]), tuple(events),
                   total([p.play for p in steps if p.mover == seat]),
                   total([p.play for p in steps if p.mover != seat]), total(list(horizons)))

    @property
    def expected_before_deal(self) -> float:
        deal = next((e for e in self.events if e.move == DEAL), None)
        return deal.before if deal is not None else 0.0

    def extremes(self) -> tuple[ChanceEvent | None, ChanceEvent | None]:
        """(the luckiest event, the unluckiest): the largest gain and the largest loss, None
        where the seat had no event that way."""
        best = max(self.events, key=lambda e: e.luck.mean, default=None)
        worst = min(self.events, key=lambda e: e.luck.mean, default=None)
        return (best if best is not None and best.luck.mean > 0 else None,
                worst if worst is not None and worst.luck.mean < 0 else None)


def skill(total_loss: float, interval: tuple[float, float]) -> tuple[float, tuple[float, float]]:
    """A seat's skill as the summary shows it: what its decisions gave up, as a change of its
    result (so negative), with the interval of the review's summed loss turned the same way."""
    return -total_loss, (-interval[1], -interval[0])


def adjusted(final_margin: float, luck: Estimate) -> tuple[float, tuple[float, float]]:
    """The luck-adjusted result: the final margin less what the draws brought, with the
    interval the luck's estimate leaves it."""
    return final_margin - luck.mean, (final_margin - luck.high, final_margin - luck.low)


def reconciled(luck: SeatLuck, final_margin: float) -> tuple[float, Estimate]:
    """How far the seat's final margin is from what the expectation before the deal, its luck,
    its play and the other seats' play account for (all from its own view: luck_sampling.py).
    Returns (the remainder, the estimate whose interval it should lie in: their errors combined,
    centred on 0)."""
    accounted = (luck.expected_before_deal + luck.luck.mean + luck.play.mean + luck.others.mean
                 + luck.horizon.mean)
    errors = [luck.luck, luck.play, luck.others, luck.horizon]
    return final_margin - accounted, total([Estimate(0.0, 0.0, 0.0, e.error, 0) for e in errors])


# --- the JSON form (in the review's: game/ai/review_data.py) --------------------------------------
def _round(x: float) -> float:
    return round(max(-1e6, min(1e6, x)), 2)


def seat_luck_data(luck: tuple[SeatLuck, ...], summary) -> dict:
    """The luck and skill fields of a seat's summary (`summary`: its SeatSummary), none where its
    luck was not measured."""
    mine = next((x for x in luck if x.seat == summary.seat), None)
    if mine is None:
        return {}
    gained, gained_range = skill(summary.total_loss, summary.total_interval)
    result, result_range = adjusted(summary.final_margin, mine.luck)
    return {"expected_before_deal": _round(mine.expected_before_deal),
            "luck": _round(mine.luck.mean), "luck_interval": [_round(mine.luck.low), _round(mine.luck.high)],
            "skill": _round(gained), "skill_interval": [_round(v) for v in gained_range],
            "play": _round(mine.play.mean), "play_interval": [_round(mine.play.low), _round(mine.play.high)],
            "others": _round(mine.others.mean),
            "others_interval": [_round(mine.others.low), _round(mine.others.high)],
            "horizon": _round(mine.horizon.mean),
            "horizon_interval": [_round(mine.horizon.low), _round(mine.horizon.high)],
            "adjusted_margin": _round(result), "adjusted_interval": [_round(v) for v in result_range]}


def luck_data(luck: tuple[SeatLuck, ...]) -> list[dict]:
    """Every chance event of every seat, in the game's order."""
    events = sorted((e for x in luck for e in x.events), key=lambda e: (e.move, e.seat))
    return [{"seat": e.seat, "move": e.move, "progress": list(e.progress) if e.progress else None,
             "before": _round(e.before), "after": _round(e.after), "luck": _round(e.luck.mean),
             "interval": [_round(v) for v in e.interval], "error": _round(e.luck.error),
             "worlds": e.luck.samples}
            for e in events]


def _summed(summary: dict, name: str) -> Estimate:
    """A seat's summed play as `seat_luck_data` wrote it (its error from its normal interval)."""
    if name not in summary:
        return Estimate.exactly(0.0)
    low, high = (float(v) for v in summary[f"{name}_interval"])
    return Estimate(float(summary[name]), low, high, (high - low) / (2 * 1.96), 0)


def luck_from_data(data: list[dict], summaries: list[dict], seats) -> tuple[SeatLuck, ...]:
    """The seats' luck that `luck_data` wrote, with their play from their `summaries`' fields
    (`seat_luck_data`; checked first by their reader); () when none was."""
    if not data:
        return ()
    events = [ChanceEvent(x["seat"], x["move"],
                          (x["progress"][0], x["progress"][1]) if x["progress"] else None,
                          float(x["before"]), float(x["after"]),
                          Estimate(float(x["luck"]), float(x["interval"][0]), float(x["interval"][1]),
                                   float(x["error"]), int(x["worlds"])))
              for x in data]
    summary = {x["seat"]: x for x in summaries}
    return tuple(SeatLuck(s, total([e.luck for e in events if e.seat == s]),
                          tuple(e for e in events if e.seat == s),
                          *(_summed(summary.get(s, {}), name) for name in ("play", "others", "horizon")))
                 for s in seats)
