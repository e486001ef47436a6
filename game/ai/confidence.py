"""How sure a review is of a loss: the mean of paired per-world differences with its 95% interval.

A decision's loss is measured in sampled worlds, each playing the move played and the better
move from the same luck (game/ai/appraise.py); the difference of the two in each world is one
sample, and their mean is the loss. With a dozen worlds the mean is still noisy (a Daitoshi
world spreads by tens of VP), so a verdict carries its interval and a grade is given only where
the interval supports it (game/ai/AI.md, "Game review").
"""

from __future__ import annotations

import math
from dataclasses import dataclass

# Student's t at 97.5% for 1..30 degrees of freedom (the interval of a mean of few samples);
# beyond 30 the normal's 1.96 is within 2% of it.
_T975 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
         2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
         2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042)


def t975(degrees: int) -> float:
    """The two-sided 95% quantile of Student's t with `degrees` degrees of freedom."""
    if degrees < 1:
        return math.inf
    return _T975[degrees - 1] if degrees <= len(_T975) else 1.96


@dataclass(frozen=True)
class Estimate:
    """A mean of `samples` paired differences, with its 95% interval [low, high] and the
    standard error of the mean (`error`, what two estimates' sums combine)."""
    mean: float
    low: float
    high: float
    error: float
    samples: int

    @classmethod
    def exactly(cls, value: float) -> "Estimate":
        """A value known without sampling (a move with no alternative loses nothing)."""
        return cls(value, value, value, 0.0, 0)


def estimate(samples: list[float]) -> Estimate:
    """The mean of `samples` and its 95% interval (Student's t: a review has a dozen or a few
    dozen worlds). One sample gives an interval without bounds; none, nothing known (0)."""
    n = len(samples)
    if n == 0:
        return Estimate.exactly(0.0)
    mean = sum(samples) / n
    if n == 1:
        return Estimate(mean, -math.inf, math.inf, math.inf, 1)
    variance = sum((x - mean) ** 2 for x in samples) / (n - 1)
    error = math.sqrt(variance / n)
    half = t975(n - 1) * error
    return Estimate(mean, mean - half, mean + half, error, n)


def total(estimates: list[Estimate]) -> Estimate:
    """The sum of independent estimates (a seat's losses over a game): the means add, and so do
    their variances; the interval is the normal's, as a game's sum has many terms."""
    mean = sum(e.mean for e in estimates)
    error = math.sqrt(sum(e.error ** 2 for e in estimates))
    return Estimate(mean, mean - 1.96 * error, mean + 1.96 * error, error,
                    sum(e.samples for e in estimates))
