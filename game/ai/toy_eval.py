"""Heuristics for the Secret Bid test game (game/ai/toy.py): proof that the plug-in works."""

from __future__ import annotations

from game.ai.heuristics import Heuristics
from game.core.engine import State


class ToyHeuristics(Heuristics):
    scale = 3.0

    def evaluate(self, state: State, seat: int) -> float:
        # Points won so far, plus what the cards in hand may still win: a high card is worth
        # about a prize; a low one little.
        base = float(state.scores()[seat].total)
        if state.is_over():
            return base
        top = len(state.all_bid_cards)
        return base + sum(max(0.0, (c - top / 2) / top * 4) for c in state.hands[seat])


HEURISTICS = ToyHeuristics()
