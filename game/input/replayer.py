"""A game's state at any point of its history, by replay: a game is determined by (setup, seed,
action list) (game/ARCHITECTURE.md, "The engine protocol"), so undo asks for a replayed state
instead of editing one (the session's `undo`, with each game's policy: `State.undo_index`).
"""

from __future__ import annotations

KEPT = 8        # prefixes remembered: a host asks one per seat after every action (up to 8 seats)


def replay(new_game, actions) -> object:
    state = new_game()
    for a in actions:
        state.apply(a)
    return state


class Replayer:
    """Replays prefixes of one game's history, remembering the last few asked: asking again
    after a few more actions costs only those actions, from the longest remembered prefix of
    what is asked. A host asks for a different prefix for each seat (each seat's last action:
    Arigatō's undo policy) after every action; with one remembered, each seat's question
    replayed the whole game from its setup."""

    def __init__(self, new_game, kept: int = KEPT) -> None:
        self.new_game = new_game
        self.kept = kept
        self._known: list[tuple[list, object]] = []    # (actions, state after them), latest last

    def __call__(self, actions: list):
        n = len(actions)
        # the longest remembered prefix (a list comparison: the same Action objects compare
        # by identity first, so this costs little beside one action's apply)
        best = max((k for k in self._known if len(k[0]) <= n and actions[:len(k[0])] == k[0]),
                   key=lambda k: len(k[0]), default=None)
        if best is None:
            state = replay(self.new_game, actions)
        else:
            state = best[1].clone()
            for a in actions[len(best[0]):]:
                state.apply(a)
            if len(best[0]) == n:
                self._known.remove(best)         # the same prefix, remembered anew as the latest
        self._known.append((list(actions), state))
        del self._known[:-self.kept]
        return state.clone()
