"""Undo of a player's own actions within their turn, by replay (game/ui/tables/replay.py).

Taking an action back is fair while it showed nothing new. A draw from a face-down stack (an
Invention, a District tile, the University stack's next tile, the Mayor's card) or a move of the
game's generator shows what no player could know before (DESIGN.md, Hidden information: only the
stacks' order is hidden in Daitoshi), and ending a turn is a commitment the next player has seen.
So a player's last action may be undone when it is the last of the history, it did not start a
turn or end the game, and nothing hidden moved; then the one before it, on the same terms.
"""

from __future__ import annotations

from game.core.daitoshi import events as E
from game.core.daitoshi.state import HIDDEN_STACKS

# events after which an action is a commitment (the turn passed on, or the game is over)
COMMITTED = (E.TurnStarted, E.GameEnded)


def hidden(state) -> tuple:
    """What no player sees: the stacks' order, the Mayor's deck, the generator's position."""
    return (tuple(tuple(state.stacks[q]) for q in HIDDEN_STACKS), tuple(state.middle_stack),
            tuple(state.outer_stack), tuple(state.university_stack),
            tuple(state.solo.deck) if state.solo is not None else (), state.rng.state)


def undoable(state, seat: int, replayer) -> bool:
    """May `seat` take back the last action of `state`'s history? (`replayer`: a Replayer of
    this game, which gives the state before it.)"""
    history = state.history
    if not history or getattr(history[-1], "seat", None) != seat or state.is_over():
        return False
    before = replayer(history[:-1])
    if hidden(before) != hidden(state):
        return False
    events = before.apply(history[-1])      # `before` is the replayer's copy: ours to apply to
    return not any(isinstance(e, COMMITTED) for e in events)


def without_last(state, replayer):
    """The state as it was before its last action (a new state; the old one is left alone)."""
    return replayer(state.history[:-1])
