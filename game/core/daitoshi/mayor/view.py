"""What a player may see of the Mayor: his pile is open, his deck's order is secret but for the
back (map side) of its top card (NOTES.md, "Solo mode", His turn). Used by the state's `view`
and `determinize`.
"""

from __future__ import annotations

from game.core.daitoshi.mayor.board import MayorState
from game.core.undealt import Undealt


def redact(solo: MayorState) -> MayorState:
    """The deck's order is secret; of its top card only the back shows."""
    v = solo.copy()
    if not solo.deck:   # the expert draft comes before his setup deals his deck: nothing hidden
        return v
    cards = solo.cards.cards
    back = cards[solo.deck[-1]].back
    shown = min(c for c in solo.deck if cards[c].back == back)
    rest = sorted(solo.deck)
    rest.remove(shown)
    v.deck = rest + [shown]
    return v


def sample(solo: MayorState, rng) -> MayorState:
    """A deck consistent with what may be seen: any card with the top's back on top."""
    v = solo.copy()
    if not solo.deck:   # before his setup (the expert draft): no deck to sample yet
        return v
    cards = solo.cards.cards
    back = cards[solo.deck[-1]].back
    tops = sorted(c for c in solo.deck if cards[c].back == back)
    top = tops[rng.below(len(tops))]
    # the rest shuffled under it as it is drawn (game/core/undealt.py: the same order)
    v.deck = Undealt.dealt([c for c in solo.deck if c != top] + [top], rng, keep_top=1)
    return v
