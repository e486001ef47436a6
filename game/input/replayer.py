"""A game's state at any point of its history, by replay: a game is determined by (setup, seed,
action list) (game/ARCHITECTURE.md, "The engine protocol"), so undo asks for a replayed state
instead of editing one (the session's `undo`, with each game's policy: `State.undo_index`).
"""

from __future__ import annotations


def replay(new_game, actions) -> object:
    state = new_game()
    for a in actions:
        state.apply(a)
    return state


class Replayer:
    """Replays prefixes of one game's history, remembering the last one: asking again after a
    few more actions costs only those actions (a long game's replay is not paid every time)."""

    def __init__(self, new_game) -> None:
        self.new_game = new_game
        self.actions: list = []
        self.state = None

    def __call__(self, actions: list):
        n = len(actions)
        if self.state is not None and len(self.actions) <= n and actions[:len(self.actions)] == self.actions:
            state = self.state.clone()
            for a in actions[len(self.actions):]:
                state.apply(a)
        else:
            state = replay(self.new_game, actions)
        self.actions, self.state = list(actions), state
        return state.clone()
