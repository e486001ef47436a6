"""Arigatō's table picture drawn region by region (game/ui/tables/arigato/render/regions.py; the
frames bar of game/tools/MEASUREMENTS.md, "Frames"):

- after every move of a game, the picture kept region by region is the picture drawn whole
  afresh, to the pixel, with the same tooltips (a region keyed on too little would show a
  stale village, log or day);
- a move redraws only the regions whose content changed: the calendar once a day, never the
  whole table, and fewer regions than the table has;
- each region draws only inside its reach (what lets a region be redrawn alone, clipped).
"""

from __future__ import annotations

import pygame
import pytest

import arigato_situations as S
from game.ui import frame_causes as fc
from game.ui.tables.arigato.render.regions import Picture, regions
from game.ui.tables.arigato.render.table import SPREAD_FRAMES
from game.ui.tables.arigato.render.top import draw_chrome

SIZE = (1280, 720)


def drawn_whole(table) -> tuple[pygame.Surface, list]:
    """The table's picture drawn whole afresh from the position on screen, and its tooltips."""
    ctx = table.context()
    picture = Picture()
    picture.draw(table.app.screen.get_size(), ctx)
    return picture.surface, list(ctx.tips)


@pytest.mark.parametrize("kinds", ["AAAA", "HAA"])
def test_after_every_move_the_picture_is_the_one_drawn_whole(kinds):
    app, pilot = S.open_table(kinds, SIZE, seed=5, anim_speed=1.0)
    try:
        table = app.stack.top
        session = table.session
        compared, days = 0, {table.view().day}
        done: dict = {}     # what the table's own frames drew (not the pictures drawn whole here)
        for _ in range(4000):
            if session.is_over() or table.view().day > 4:
                break
            if table.my_turn():
                table.submit(S.choice(table))
            before = fc.counts.copy()
            pilot.frames(1)
            drew = fc.since(before)
            for k, v in drew.items():
                done[k] = done.get(k, 0) + v
            days.add(table.view().day)
            if not any(k.startswith(fc.REGION_DRAWN) for k in drew) or table.renderer.picture.behind:
                continue
            compared += 1       # regions redrawn, the picture up to date: as if drawn whole
            whole, tips = drawn_whole(table)
            assert S.same(table.renderer.picture.surface, whole), f"move {len(session.state.history)}"
            assert table.renderer.picture_tips == tips
        assert compared > 20 and len(days) >= 3, (compared, days)
        # the calendar shows the day: drawn when the day changes, never at another move
        assert done.get(fc.REGION_DRAWN + "calendar", 0) == len(days) - 1
        assert fc.BOARD_REBUILT not in done
    finally:
        app.close(last=False, picture=False)


def test_a_region_left_for_the_next_frame_is_drawn_there():
    """A day's end leaves some regions for the next frames (render/table.py, MOVE_SHARE and
    SPREAD_FRAMES): a share of them each frame, those left first, whatever the frame brings
    (`Picture.left`): none waits past the spread's last frame."""
    app, pilot = S.open_table("AAAA", SIZE, seed=5, anim_speed=1.0)
    try:
        table = app.stack.top
        waited: dict = {}
        longest = spread = 0
        for _ in range(3000):
            if table.session.is_over() or spread >= 3:
                break
            pilot.frames(1)
            left = {r.name for r in table.renderer.picture.outdated(table.context())}
            spread += bool(left)
            waited = {name: waited.get(name, 0) + 1 for name in left}
            longest = max([longest, *waited.values()])
        assert spread >= 3         # days did end, leaving regions for the next frame
        assert longest == SPREAD_FRAMES - 1   # and the spread's frames drew them, the last ones in its last
    finally:
        app.close(last=False, picture=False)


def test_a_move_redraws_fewer_regions_than_the_table_has():
    app, pilot = S.open_table("AAAA", SIZE, seed=5, anim_speed=1.0)
    try:
        table = app.stack.top
        session = table.session
        every = {r.name for r in regions(table.current_layout())}
        drawn_per_move = []
        for _ in range(1500):
            moves = len(session.state.history)
            before = fc.counts.copy()
            pilot.frames(1)
            if len(session.state.history) != moves:
                drawn_per_move.append({k[len(fc.REGION_DRAWN):] for k in fc.since(before)
                                       if k.startswith(fc.REGION_DRAWN)})
        assert len(drawn_per_move) > 20
        assert all(drawn < every for drawn in drawn_per_move), every
        # most moves are one seat's and leave another seat's village as it was (a new phase
        # changes what every village says it is doing)
        kept = [any(name.startswith("village") and name not in drawn for name in every) for drawn in drawn_per_move]
        assert sum(kept) > len(kept) / 2, drawn_per_move
    finally:
        app.close(last=False, picture=False)


def changed(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect | None:
    """The smallest rectangle holding every pixel that differs between two pictures."""
    same = pygame.mask.from_threshold(a, (0, 0, 0, 0), (1, 1, 1, 255), b)   # b's colour, exactly
    same.invert()
    rects = same.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else None


@pytest.mark.parametrize("name", ["dawn_drag", "day_menu", "refused", "log_scrolled", "solo", "five", "the_end"])
def test_each_region_draws_only_inside_its_reach(name):
    app, _ = S.SITUATIONS[name](SIZE)
    try:
        table = app.stack.top
        ctx = table.context()
        chrome = pygame.Surface(app.screen.get_size())
        draw_chrome(chrome, ctx.theme)
        drawn_any = 0
        for region in regions(table.current_layout()):
            surface = chrome.copy()
            region.draw(surface, ctx)
            where = changed(surface, chrome)
            if where is None:
                continue
            drawn_any += 1
            assert ctx.theme.rect(*region.reach(ctx)).contains(where), (region.name, where)
        assert drawn_any >= 5
    finally:
        app.close(last=False, picture=False)


@pytest.mark.parametrize("online", [False, True])
def test_online_a_move_from_the_host_is_drawn_over_frames(online):
    """Online (render/table.py, NEWS_SHARE), a move whose regions cover more than NEWS_SHARE of
    the window is redrawn over NEWS_FRAMES frames, a third of their area each (through a slow
    line its frame redrew six regions at once): no frame redraws half the window; at a table of
    this computer's, only a day's end is, and a move's frame redraws more. Either way each
    spread move ends with the picture drawn whole."""
    app, pilot = S.open_table("AAAA", SIZE, seed=5, anim_speed=1.0)
    try:
        table = app.stack.top
        assert not table.renderer.online          # a game of this computer's
        table.renderer.online = online            # (an online table's: tests/net/test_net_remote_table.py)
        picture = table.renderer.picture
        most = compared = 0
        for _ in range(1200):
            if table.session.is_over():
                break
            first = table.renderer.picture_key is None
            before = fc.counts.copy()
            pilot.frames(1)
            drawn = [k[len(fc.REGION_DRAWN):] for k in fc.since(before) if k.startswith(fc.REGION_DRAWN)]
            if first or not drawn:
                continue
            area = sum(picture.drawn_at[name].w * picture.drawn_at[name].h for name in drawn)
            most = max(most, area / (SIZE[0] * SIZE[1]))
            if not picture.behind:
                compared += 1
                assert S.same(picture.surface, drawn_whole(table)[0])
        assert compared > 20
        assert most < 0.5 if online else most > 0.5, most
    finally:
        app.close(last=False, picture=False)
