"""What the generic agents know of Daitoshi: its evaluation in VP (heuristics.py), found by
`game.ai.heuristics` by game name."""

from game.ai.daitoshi.heuristics import HEURISTICS

__all__ = ["HEURISTICS"]
