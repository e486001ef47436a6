"""What the generic agents know of Arigatō: its evaluation in points, its rollout policy and the
shortlist of dawn assignments (heuristics.py), found by `game.ai.heuristics` by game name."""

from game.ai.arigato.heuristics import HEURISTICS

__all__ = ["HEURISTICS"]
