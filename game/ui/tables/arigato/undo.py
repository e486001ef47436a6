"""Undo of a seat's own actions in the current dawn or day, by replay.

A game is determined by (setup, seed, action list) (DESIGN.md). Within one dawn or day the
actions of one seat never depend on another seat's (each manages its own village; only the
last commitment of all ends the phase), so the state without a seat's last action is the
replay of the history without it. The table never edits a state: it asks for a new one.
"""

from __future__ import annotations

from game.core.arigato.actions import AssignRoles, DiscardItem, EndDay
from game.core.engine import IllegalAction
from game.ui.tables.replay import Replayer, replay

# Commitments end what can be taken back: roles once assigned, a day once ended. Dusk discards
# are final ("at the very end of this phase").
FINAL = (AssignRoles, EndDay, DiscardItem)


def undoable_index(new_game, state, seat: int, replayer=None) -> int | None:
    """The history index of `seat`'s last action that may still be taken back, or None.

    That is its last action if it was taken in the current phase of the current day, is not a
    commitment (assigning roles, ending the day), and `seat` has not committed since."""
    if state.phase not in ("dawn", "day"):
        return None
    village = state.villages[seat]
    if village.done:
        return None
    history = state.history
    idx = next((i for i in range(len(history) - 1, -1, -1) if history[i].seat == seat), None)
    if idx is None or isinstance(history[idx], FINAL):
        return None
    # Was it taken in this very phase? Replay up to it and compare day and phase.
    before = (replayer or (lambda acts: replay(new_game, acts)))(history[:idx])
    if (before.day, before.phase) != (state.day, state.phase):
        return None
    return idx


def without(new_game, state, index: int, replayer=None):
    """The state replayed without history[index]; IllegalAction if the rest does not replay."""
    actions = state.history[:index] + state.history[index + 1:]
    if replayer is not None:
        return replayer(actions)
    return replay(new_game, actions)


__all__ = ["Replayer", "undoable_index", "without", "replay", "IllegalAction"]
