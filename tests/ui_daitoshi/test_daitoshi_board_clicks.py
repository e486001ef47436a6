"""Daitoshi played by clicking the board alone: whole games, a 3-player one and a solo
one against the Mayor, where every human decision is a posted mouse click on a place of the board
(a Magnate space, a district's band, a hex, a market slot, a City, a floor of the Factory, the
"Done" plaque, or a choice of the little menu such a place opens), never a button of the list;
and every place maps to exactly the legal actions the list offers for it."""

from __future__ import annotations

import random

import pytest

from board_clicks import click_action, place_of, settle
from game.persistence.settings import ANIM_SPEEDS
from game.ui.tables.daitoshi import hits


def check_the_board_maps_to_the_list(table) -> None:
    """Every legal action has a place on the board, and every place means only legal actions,
    each of them meaning its own place first."""
    legal = table.session.legal_actions(table.viewer)
    assert set(table.board.legal) == set(legal)
    for action in legal:
        key, point = place_of(table, action)
        assert point is not None, (action, key)
        if key != hits.DONE:
            part = table.renderer.part_at(point)
            assert part is not None and part.key == key, (action, key, part)
        assert action in table.board.actions_at(key)
    for key in table.board.clickable():
        assert all(a in legal for a in table.board.actions_at(key))


# The others' moves and the stories are played out at the table's pace (animations on, at the
# fastest speed a player can choose), seen in frames of a tenth of a second: what is checked
# happens at the human's turns, and the thousands of frames in between cost most of the test's
# time and check nothing.
STEP = 0.1
SPEED = max(ANIM_SPEEDS)


@pytest.mark.long
@pytest.mark.parametrize("kinds,seed,options", [("HAA", 31, {}), ("H", 32, {"advisors": 4})])
def test_a_whole_game_by_clicks_on_the_board(daitoshi_app, kinds, seed, options):
    app, pilot = daitoshi_app(kinds, seed=seed, anim_speed=SPEED, options=options)
    table = pilot.table
    session = table.session
    rng = random.Random(seed)
    clicks = 0
    while pilot.until_my_turn(dt=STEP):
        settle(pilot, table, STEP)
        if not table.my_turn():
            continue
        check_the_board_maps_to_the_list(table)
        action = rng.choice(table.session.legal_actions(table.viewer))
        click_action(pilot, table, action)
        clicks += 1
        assert clicks < 3000
    assert session.is_over() and not session.state.invariant_violations()
    assert clicks > 30


def test_a_hex_that_is_not_the_first_of_its_track_says_why(daitoshi_app):
    """EXPLOIT: a track's first hex is the one taken; a click on another hex of it takes nothing
    and says so, naming where the first one is."""
    from game.core.daitoshi import actions as A
    from game.core.daitoshi.components import TERRAINS
    from game.ui.tables.daitoshi.render import point_of
    from game.ui.tables.daitoshi.scene import ChoiceButton
    app, pilot = daitoshi_app("HA", seed=3)
    table = pilot.table
    rng = random.Random(3)
    for _ in range(200):
        assert pilot.until_my_turn()
        settle(pilot, table)
        exploits = [a for a in table.legal if isinstance(a, A.ExploitTrack)]
        view = table.session.view(table.viewer)
        tracks = [TERRAINS.index(a.track) for a in exploits]
        behind = [(t_no, i) for t_no in tracks for i, n in enumerate(view.tracks[t_no])
                  if n and ("track_space", t_no, i) != hits.first_hex(view, t_no)]
        if behind:
            break
        pilot.click(rng.choice([w for w in table.widgets if isinstance(w, ChoiceButton)]).id)
    else:
        raise AssertionError("no exploit with a hex behind the first")
    t_no, i = behind[0]
    first = hits.first_hex(view, t_no)[2]
    n = len(table.session.state.history)
    pilot.post_click(point_of(("track_space", t_no, i), table.ctx()))
    assert len(table.session.state.history) == n
    assert f"space {first + 1}" in table.message and "first hex" in table.message, table.message
