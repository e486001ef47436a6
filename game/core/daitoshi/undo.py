"""What a player may take back (the client's Undo; the rulebook has no undo, so this is the
fairness the table keeps): their own last action within their turn, while it showed nothing new.

A draw from a face-down stack (an Invention, a District tile, the University stack's next tile,
the Mayor's card) or a move of the game's generator shows what no player could know before
(`DaitoshiState.hidden_part`, the same parts `view` redacts), and ending a turn is a commitment
the next player has seen. So a player's last action may be undone when it is the last of the
history, it did not start a turn or end the game, and nothing hidden moved; then the one before
it, on the same terms.
"""

from __future__ import annotations

from game.core.daitoshi import events as E

# events after which an action is a commitment (the turn passed on, or the game is over)
COMMITTED = (E.TurnStarted, E.GameEnded)


def undo_index(state, seat: int, replay) -> int | None:
    """The index of the last action when `seat` may take it back, else None. `replay(actions)`
    gives the state after those actions (a copy of the caller's to apply to)."""
    history = state.history
    if not history or history[-1].seat != seat or state.is_over():
        return None
    before = replay(history[:-1])
    if before.hidden_part() != state.hidden_part():
        return None
    events = before.apply(history[-1])
    return None if any(isinstance(e, COMMITTED) for e in events) else len(history) - 1
