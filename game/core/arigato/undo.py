"""What a village may take back (the client's Undo; the rulebook has no undo, so this is the
fairness the table keeps): its own last action of the current dawn or day, while it has not
committed.

Within one dawn or one day the actions of one village never depend on another's (each manages
its own village; only the last commitment of all ends the phase), so the state without a
village's last action is the replay of the history without it, even when other villages acted
since. Commitments end what can be taken back: roles once assigned (DAWN), a day once ended
(DAY), a discard at dusk ("at the very end of this phase", DUSK C).
"""

from __future__ import annotations

from game.core.arigato.actions import AssignRoles, DiscardItem, EndDay

FINAL = (AssignRoles, EndDay, DiscardItem)


def undo_index(state, seat: int, replay) -> int | None:
    """The history index of `seat`'s last action that may still be taken back, or None: its last
    action, taken in the current phase of the current day, not a commitment, with no commitment
    of `seat` since. `replay(actions)` gives the state after those actions."""
    if state.phase not in ("dawn", "day") or state.villages[seat].done:
        return None
    history = state.history
    idx = next((i for i in range(len(history) - 1, -1, -1) if history[i].seat == seat), None)
    if idx is None or isinstance(history[idx], FINAL):
        return None
    before = replay(history[:idx])
    if (before.day, before.phase) != (state.day, state.phase):
        return None
    return idx
