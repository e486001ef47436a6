"""The Daitoshi table draws at 1280x720 and 1920x1080, for 2 and 4 players, with the choices as
worded buttons, tooltips under the mouse, and without ever writing to the state."""

from __future__ import annotations

import re

import pygame
import pytest

from game.ui.tables import table_for
from game.ui.tables.daitoshi import DaitoshiTable
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi.scene import ChoiceButton


def fingerprint(state) -> tuple:
    return (len(state.history), repr([(p.res, p.workers, p.record, p.vp, p.magnate, p.slots)
                                      for p in state.players]), repr(state.tracks), repr(state.market),
            state._decision)


def test_the_table_is_registered():
    assert table_for("daitoshi") is DaitoshiTable


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("kinds", ["HA", "HAAA"])
def test_the_table_draws_and_offers_worded_choices(daitoshi_app, size, kinds, tmp_path):
    app, pilot = daitoshi_app(kinds, size=size, seed=11)
    table = pilot.table
    assert isinstance(table, DaitoshiTable)
    assert pilot.until_my_turn()
    # play a few turns so the board fills up, then look again
    for step in range(25):
        if not pilot.until_my_turn():
            break
        buttons = [w for w in table.widgets if isinstance(w, ChoiceButton)]
        assert buttons, "a human turn without a single button"
        for b in buttons:
            assert b.label and "dt_" not in b.label and "=" not in b.label
        pilot.click(buttons[(step * 7) % len(buttons)].id)
    pilot.until_my_turn()
    before = fingerprint(table.session.state)
    for x, y in ((120, 180), (300, 470), (640, 600), (700, 120), (60, 650), (1000, 600)):
        pilot.move((x, y))                     # tooltips and highlights
    buttons = [w for w in table.widgets if isinstance(w, ChoiceButton)]
    if buttons:
        pilot.move(buttons[0].center())        # the hovered choice lights its part of the board
    assert fingerprint(table.session.state) == before, "drawing or browsing changed the state"
    surface = app.screen if hasattr(app, "screen") else pygame.display.get_surface()
    assert surface.get_size() == size
    app.screenshot(tmp_path / f"daitoshi-{kinds}-{size[0]}.png")
    assert (tmp_path / f"daitoshi-{kinds}-{size[0]}.png").stat().st_size > 10_000


def test_a_refused_choice_is_explained_in_words(daitoshi_app):
    from game.core.daitoshi.actions import SkipAction, TradeWithCity

    app, pilot = daitoshi_app("HA", seed=5)
    table = pilot.table
    assert pilot.until_my_turn()
    seat = table.viewer
    reason = table.submit(TradeWithCity(seat, 0, 5))
    assert reason and "dt_" not in reason and "=" not in reason
    assert "Trade 5 luxury goods" in reason and "not possible now" in reason
    assert table.message and table.message_time > 0
    other = 1 - seat
    reason = table.submit(SkipAction(other))
    assert reason == "it is not your turn to choose"


def test_keys_choose_the_numbered_choices(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=9)
    table = pilot.table
    assert pilot.until_my_turn()
    n = len(table.session.state.history)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
    pilot.frames(2)
    assert len(table.session.state.history) > n


def test_the_choice_list_scrolls(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=3)
    table = pilot.table
    for _ in range(40):
        assert pilot.until_my_turn()
        if table.more_below:
            break
        pilot.click([w for w in table.widgets if isinstance(w, ChoiceButton)][-1].id)
    assert table.more_below, "never a decision with more choices than fit"
    first = [w.action for w in table.widgets if isinstance(w, ChoiceButton)]
    pilot.click("scroll:down")
    assert table.offset > 0
    later = [w.action for w in table.widgets if isinstance(w, ChoiceButton)]
    assert later != first
    pilot.click("scroll:up")
    assert table.offset == 0


def test_a_group_scrolled_into_keeps_its_heading_on_top(daitoshi_app):
    """Scrolled to any row, the first choice shown is under its group's heading, and only the
    headings of the groups shown are drawn."""
    app, pilot = daitoshi_app("HA", seed=3)
    table = pilot.table
    for _ in range(40):
        assert pilot.until_my_turn()
        if table.more_below and sum(item[0] == "head" for item in table.items) > 1:
            break
        pilot.click([w for w in table.widgets if isinstance(w, ChoiceButton)][-1].id)
    assert table.more_below, "never a decision with groups longer than the list"
    mid_group = 0
    for offset in range(len(table.items)):
        table.offset = offset
        table.layout()
        first = table.items[offset]
        if first[0] != "choice":
            continue
        heading = next((item[1] for item in reversed(table.items[:offset]) if item[0] == "head"), None)
        if heading is None:
            continue
        mid_group += 1
        top = min(pos for _, pos in table.head_rows)
        assert (heading, top) in table.head_rows, f"row {offset}: {first[2]!r} without {heading!r}"
        button = next(w for w in table.widgets if isinstance(w, ChoiceButton) and w.action == first[1])
        assert button.rect[1] > top, "the heading stands above the choice"
    assert mid_group, "the list was never scrolled into a group"


def test_magnate_moves_are_headed_by_their_district(daitoshi_app):
    from game.core.daitoshi.actions import MoveMagnate

    app, pilot = daitoshi_app("HA", seed=13)
    table = pilot.table
    assert pilot.until_my_turn()
    while not any(isinstance(a, MoveMagnate) for a in table.legal):
        pilot.click([w for w in table.widgets if isinstance(w, ChoiceButton)][0].id)
        assert pilot.until_my_turn()
    heads = [i[1] for i in table.items if i[0] == "head"]
    assert any(h.startswith("Move 1 district clockwise: the ") for h in heads), heads
    labels = [i[2] for i in table.items if i[0] == "choice" and isinstance(i[1], MoveMagnate)]
    assert all(label.split()[0] in ("Leftmost", "Middle", "Rightmost") for label in labels)
    assert any("no workers this turn" in label for label in labels)


def test_what_an_ai_did_is_played_out_with_its_places_lit(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=2, anim_speed=1.0)
    table = pilot.table
    lit = set()
    for _ in range(3000):
        choices = [w for w in table.widgets if isinstance(w, ChoiceButton)]
        if table.my_turn() and (table.story is None or table.story.done()) and choices:
            pilot.click(choices[-1].id)
        pilot.frames(1)
        beat = table.story.current() if table.story is not None else None
        if beat is not None and table.session.active_seat() != table.viewer:
            lit.update(beat.lights)
        if len(lit) > 2:
            break
    assert len(lit) > 2, "nothing on the board was lit while the AI's move was told"


def test_the_choices_come_in_the_frame_the_turn_comes(daitoshi_app):
    """Once the AI's move has been told and the turn is the player's, the very frame that
    shows it offers the choices (they used to come one frame late)."""
    app, pilot = daitoshi_app("HA", seed=2, anim_speed=1.0)
    table = pilot.table
    turns = 0
    for _ in range(3000):
        pilot.frames(1)
        choices = [w for w in table.widgets if isinstance(w, ChoiceButton)]
        if table.my_turn() and not table.telling():
            assert choices, "the player's turn came without its choices"
            turns += 1
            pilot.click(choices[-1].id)
            if turns > 3:
                break
    assert turns > 3


def test_clicking_a_magnate_space_moves_there(daitoshi_app):
    from game.core.daitoshi.actions import MoveMagnate

    app, pilot = daitoshi_app("HAAA", seed=6)
    table = pilot.table
    assert pilot.until_my_turn()
    while not any(isinstance(a, MoveMagnate) for a in table.legal):
        pilot.click([w for w in table.widgets if isinstance(w, ChoiceButton)][-1].id)
        assert pilot.until_my_turn()
    while table.story is not None and not table.story.done():
        pilot.frames(1)
    view = table.view()
    me = view.players[table.viewer].magnate[0]
    far = max((a for a in table.legal if isinstance(a, MoveMagnate)), key=lambda a: a.steps)
    n = len(table.session.state.history)
    pilot.post_click(L.magnate_spot((me + far.steps) % 5, far.space))
    assert len(table.session.state.history) == n + 1
    assert table.session.state.history[n] == far


def test_the_table_follows_a_resized_window(daitoshi_app):
    app, pilot = daitoshi_app("HA", seed=1)
    assert pilot.until_my_turn()
    pygame.display.set_mode((1600, 900), pygame.RESIZABLE)   # as the window manager would
    app.resized((1600, 900))
    pilot.frames(2)
    assert app.stack.top.renderer.board.get_size() == (1600, 900)


def test_every_tooltip_reads_as_words(daitoshi_app):
    app, pilot = daitoshi_app("HAAA", seed=12)
    table = pilot.table
    rng = __import__("random").Random(12)
    for _ in range(30):
        assert pilot.until_my_turn()
        pilot.click(rng.choice([w for w in table.widgets if isinstance(w, ChoiceButton)]).id)
    assert pilot.until_my_turn()
    table.settle()
    assert len(table._tips) > 150
    for _, text in table._tips:
        assert text and "dt_" not in text and "=" not in text and "None" not in text, text
        assert "(rulebook p.\u00a0" in text, text     # every part cites its rulebook page
        # at any width a tooltip may have, "p." and its page stay on one line
        for width in range(160, 380, 20):
            lines = app.theme.wrap(text, "sans", 13, width)
            assert not any(line.endswith(" p.") for line in lines), lines
        # two sentences run together ("producesProgress") or a count in the plural for one
        assert re.search(r"[a-zō][A-Z]", text) is None, text
        assert re.search(r"(?<![\d.])1 (hexes|workers|tiles|Inventions|spaces|Banners|steps)\b", text) is None, text
    texts = " ".join(text for _, text in table._tips)
    assert "Town Hall" in texts and "Exploitation Record" in texts and "Pilgrim" in texts
