"""Taking a Daitoshi action the way a player does, by a click on its place on the board (and, when
the place means several, on its line in the place's little menu): shared by the board's tests and
the tutorial's."""

from __future__ import annotations

from game.ui.tables.daitoshi.overlay import PickerButton
from game.ui.tables.daitoshi.render import point_of


def settle(pilot, table, dt: float = 1 / 60) -> None:
    """Let the story of the last move finish (the board shows its places again), in frames of `dt`
    seconds, and the board be drawn up to date: a change is drawn over a few frames, a region or
    more a frame within the renderer's budget, so how many depends on the machine's load."""
    for _ in range(2000):
        if table.story is None or table.story.done():
            break
        pilot.frames(1, dt)
    pilot.frames(3)
    for _ in range(200):      # a bound on a hang: every region is drawn within a turn of them all
        if not table.renderer.pending(table.ctx()):
            break
        pilot.frames(1)


def place_of(table, action):
    """Where a click takes `action`: the first place it concerns, as the board draws it."""
    key = table.board.lit_by(action)[0]
    return key, point_of(key, table.ctx())


def click_action(pilot, table, action) -> None:
    """Take `action` by the board: its place, then, if the place means several, its line in the
    place's menu."""
    key, point = place_of(table, action)
    n = len(table.session.state.history)
    pilot.post_click(point)
    if len(table.session.state.history) == n:
        pick = [w for w in table.widgets if isinstance(w, PickerButton)]
        assert pick, f"a click on {key} neither acted nor opened its menu ({table.message})"
        assert all(w.action in table.board.actions_at(key) for w in pick)
        pilot.post_click(next(w for w in pick if w.action == action).center())
    assert table.session.state.history[n] == action, (action, table.session.state.history[n:])
