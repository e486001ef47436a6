"""Screenshots of the Arigatō table at 1280x720 and 1920x1080, for 2 and 5 players and solo,
in the middle of a game (day 3, the human managing their village). Each PNG is written to the
test's folder (and to $ARIGATO_SHOTS when set, to look at); the checks are about what a player
must see: card faces where the layout puts them, the same table at both sizes, tooltips."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game.core.arigato.actions import AssignRoles, EndDay, UseEffect
from game.ui.tables.arigato import card_art
from game.ui.tables.arigato import layout as L


def advance_to_day(table, pilot, day: int) -> None:
    """Play the human's seat by the session (any legal choice: the mouse is tested elsewhere)
    and the AI by the frame's own pump, until the human manages their village on `day`."""
    for _ in range(2000):
        view = table.view()
        if table.my_turn():
            village = view.villages[table.viewer]
            if view.phase == "day" and view.day >= day and not village.pending:
                return
            legal = table.legal()
            pick = next((a for a in legal if isinstance(a, UseEffect) and a.use), None)
            if pick is None and view.phase == "dawn":
                roles = [a for a in legal if isinstance(a, AssignRoles)]
                pick = roles[len(roles) // 3] if roles else legal[0]
            if pick is None:
                pick = next((a for a in legal if not isinstance(a, EndDay)), legal[0]) \
                    if view.phase != "day" else next((a for a in legal if type(a).__name__ == "PrepareOffering"),
                                                     EndDay(table.viewer))
            table.submit(pick)
        else:
            pilot.frames(1)
    raise AssertionError("never reached the day")


def sample(surface: pygame.Surface, size=(128, 72)) -> list:
    small = pygame.transform.smoothscale(surface, size)
    return [small.get_at((x, y))[:3] for y in range(size[1]) for x in range(size[0])]


CASES = [("HA", "2p"), ("HAAAA", "5p"), ("H", "solo")]


@pytest.mark.parametrize("kinds,label", CASES)
def test_screens_at_two_sizes(table_app, tmp_path, kinds, label):
    shots = {}
    for size in ((1280, 720), (1920, 1080)):
        app, pilot = table_app(kinds, size=size, seed=5)
        table = app.stack.top
        advance_to_day(table, pilot, 3)
        app.mouse = (-1, -1)
        pilot.frames(2)
        path = tmp_path / f"arigato_{label}_{size[0]}x{size[1]}.png"
        app.screenshot(path)
        if os.environ.get("ARIGATO_SHOTS"):
            Path(os.environ["ARIGATO_SHOTS"]).mkdir(parents=True, exist_ok=True)
            app.screenshot(Path(os.environ["ARIGATO_SHOTS"]) / path.name)
        screen = app.screen.copy()
        assert screen.get_size() == size
        # every face-up card in the home village shows its type's colour at its frame
        view = table.view()
        village = view.villages[table.viewer]
        lay = table.current_layout()
        faces = 0
        for slot, card in enumerate(village.workshops):
            if card > 0 and village.face_up[slot]:
                r = app.theme.rect(*lay.grid[slot])
                colour = card_art.type_colour(table.content, table.content.cards[card].type)
                edge = screen.get_at((r.x + max(1, r.w // 60), r.centery))[:3]
                assert max(abs(a - b) for a, b in zip(edge, colour)) < 40, (slot, edge, colour)
                faces += 1
        # the calendar shows today in vermilion; many colours: a drawn table, not a blank one
        assert len(set(sample(screen))) > 400
        shots[size] = (screen, faces)
    # the same table at both sizes: 1920x1080 is the 1280x720 layout scaled
    a, b = sample(shots[(1280, 720)][0]), sample(shots[(1920, 1080)][0])
    diff = sum(abs(x - y) for p, q in zip(a, b) for x, y in zip(p, q)) / (len(a) * 3)
    assert diff < 12, diff


def test_tooltips_say_the_rule_in_words(table_app):
    app, pilot = table_app("HA", seed=5)
    table = app.stack.top
    advance_to_day(table, pilot, 2)
    view = table.view()
    village = view.villages[table.viewer]
    lay = table.current_layout()
    slot = next(s for s in range(4) if village.workshops[s] > 0)
    card = table.content.cards[village.workshops[slot]]
    x, y, w, h = lay.grid[slot]
    app.mouse = (x + w / 2, y + h / 2)
    pilot.frames(1)
    words = [text for rect, text in table.tips if L.inside(app.mouse, rect)][-1]
    assert table.content.types[card.type].replace("_", " ") in words.lower()
    assert f"worth {card.favor} favor" in words
    assert "Effect" in words
    # the calendar's today cell explains the objective
    cx, cy, cw, ch = L.calendar_cell(view.day)
    app.mouse = (cx + cw / 2, cy + ch / 2)
    pilot.frames(1)
    words = [text for rect, text in table.tips if L.inside(app.mouse, rect)][-1]
    assert f"Day {view.day}:" in words and "objective token" in words


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_layout_fits_the_canvas(n):
    lay = L.compute(n, 0)
    rects = [b.rect for b in lay.opponents] + [L.HOME, L.ACT, L.LOG] + lay.grid + ([lay.board] if lay.board else [])
    for x, y, w, h in rects:
        assert 0 <= x and x + w <= 1280 and 0 <= y and y + h <= 720
    boxes = [b.rect for b in lay.opponents] + ([lay.board] if lay.board else [])
    assert (lay.board is not None) == (n == 2)   # the scoreboard fills a lone opponent's row
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0]
    assert [b.seat for b in lay.opponents] == [(k % n) for k in range(1, n)]


def test_largest_window_and_live_motion(table_app):
    """2560x1440 draws the same table; with animations on, a reveal turns cards over and items
    fly, without holding the game up (the human can act at once)."""
    app, pilot = table_app("HAA", size=(2560, 1440), seed=6, anim_speed=1.0)
    table = app.stack.top
    pilot.click("auto")
    pilot.click("confirm")
    for _ in range(200):
        if table.my_turn() and table.view().phase == "day":
            break
        pilot.frames(1, dt=0.02)
    assert table.my_turn() and table.view().phase == "day"
    assert table.flips or table.flights or table.pulses   # the reveal is shown
    assert app.screen.get_size() == (2560, 1440)
    before = sum(1 for a in table.session.state.history if a.seat == 0)
    if table.view().villages[0].pending:
        pilot.click("skip")
    else:
        pilot.click("end_day")
    assert sum(1 for a in table.session.state.history if a.seat == 0) == before + 1
    for _ in range(120):
        pilot.frames(1, dt=0.05)
    assert not table.flips and not table.flights


def test_a_resized_window_redraws_the_same_table(table_app):
    app, pilot = table_app("HAA", seed=5)
    table = app.stack.top
    advance_to_day(table, pilot, 2)
    # the player drags the window's corner: the window changes size, then says so
    pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900))
    pilot.frames(2)
    assert app.screen.get_size() == (1600, 900)
    lay = table.current_layout()
    village = table.view().villages[0]
    slot = next(s for s in range(4) if village.workshops[s] > 0 and village.face_up[s])
    r = app.theme.rect(*lay.grid[slot])
    colour = card_art.type_colour(table.content, table.content.cards[village.workshops[slot]].type)
    edge = app.screen.get_at((r.x + max(1, r.w // 60), r.centery))[:3]
    assert max(abs(a - b) for a, b in zip(edge, colour)) < 40
