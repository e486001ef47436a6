"""Daitoshi's regions cost less to draw again, with the same pixels and the same redraws
(render.py; game/tools/MEASUREMENTS.md, "Daitoshi's regions drawn less"): the chrome under a
region is put back from a picture of its own, cut out once per window size; the regions' keys
read from the view are worked out once per view (ctx.of_view), and are those worked out afresh
from the view of each frame; the final scoring's frames put the board back in part; the
tooltips' layouts kept, the least lately asked forgotten first; the "thinking" gears put from
pictures kept per degree of their turn, each the gear drawn at that degree; an Invention's
tooltip worded once per game, side and language."""

from __future__ import annotations

import math

import pygame
import pytest

from game.i18n import language, set_language
from game.ui import art
from game.ui import theme as th
from game.ui.tables.daitoshi import ctx as C
from game.ui.tables.daitoshi import keys_of_regions, panels, tiles
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi import render


def redrawn_from_the_whole_chrome(renderer, theme, ctx) -> bytes:
    """The board with every region drawn again as before: the window-sized chrome put back
    under each region's rect, then the region drawn."""
    board = renderer.board.copy()
    with P.using(renderer.sprites):   # as the renderer draws them (its icons and hexes kept)
        for region in render.regions(ctx.n):
            clip = theme.rect(*region.rect)
            board.set_clip(clip)
            board.blit(renderer.chrome, clip, clip)
            region.draw(board, theme, ctx)
            board.set_clip(None)
    return pygame.image.tobytes(board, "RGB")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_regions_drawn_over_their_own_chrome_are_the_same_picture(daitoshi_app, size):
    app, _ = daitoshi_app("AAAA", size=size, anim_speed=1.0, seed=7)
    table = app.stack.top
    for i in range(200):
        if i % 25 == 0:
            table.session.wait_for_ai()
        app.frame(1 / 60)
    table.settle()
    renderer = table.renderer
    ctx = table.ctx()
    renderer.forget()                      # every region drawn again, each over its own chrome
    renderer.settle(size, table.theme, ctx)
    assert set(renderer.under) == {r.name for r in render.regions(ctx.n)}
    for region in render.regions(ctx.n):
        clip, picture = renderer.under[region.name]
        assert clip == table.theme.rect(*region.rect)
        inside = clip.clip(renderer.chrome.get_rect())
        assert pygame.image.tobytes(picture.subsurface(inside.move(-clip.x, -clip.y)), "RGB") == \
            pygame.image.tobytes(renderer.chrome.subsurface(inside), "RGB")
    assert pygame.image.tobytes(renderer.board, "RGB") == redrawn_from_the_whole_chrome(renderer, table.theme, ctx)


def test_a_view_is_read_once_for_the_keys_and_another_view_afresh():
    made = []

    class View:
        pass

    first, second = View(), View()
    for view in (first, first, second, second, first):
        C.of_view(view, "test", lambda v: made.append(v) or len(made))
    assert made == [first, second, first]


def test_the_keys_kept_per_view_are_those_of_each_frames_view(daitoshi_app):
    """Four AI seats, moves told: at each frame the view's part of the regions' keys is the one
    worked out afresh from the frame's view, and a region is drawn again when its key changes."""
    app, _ = daitoshi_app("AAAA", anim_speed=1.0, seed=11)
    table = app.stack.top
    views = set()
    for i in range(600):
        if i % 15 == 0:
            table.session.wait_for_ai()
        app.frame(1 / 60)
        ctx = table.ctx()
        views.add(table.session.revision())
        kept = C.of_view(ctx.view, "regions", keys_of_regions._of_view)
        assert kept == keys_of_regions._of_view(ctx.view)
        assert ctx.players_key == C._players_key(ctx.view)
        keys = keys_of_regions.region_keys(ctx)
        for region in render.regions(ctx.n):
            if region not in table.renderer.pending(ctx):
                assert table.renderer.keys[region.name] == keys[region.name]
    assert len(views) > 5          # moves played, each with its view


def test_the_final_scorings_frames_put_the_board_back_in_part_and_are_the_whole_boards(daitoshi_app):
    """The score sheet filling in at the end of the game says where it drew: its frames put the
    board back there only, and each is the same to the pixel as the frame drawn over the whole
    board."""
    app, _ = daitoshi_app("AA", size=(1920, 1080), anim_speed=0.0, seed=5)
    table = app.stack.top
    for _ in range(20000):                 # the moves at once, until the end is triggered
        if table.view().last_turn is not None:
            break
        table.session.wait_for_ai()
        app.frame(1 / 60)
    app.settings.anim_speed = 1.0          # the last turns told, and the final scoring filled in
    compared, rows = 0, set()
    for i in range(20000):
        if app.stack.top is not table:
            break
        table.session.wait_for_ai()
        app.mouse = (300 + i % 900, 200 + i % 500)
        partly = table.renderer.left is not None
        app.frame(1 / 60)
        ctx = table.ctx()
        if ctx.finale is None or app.stack.top is not table or table.renderer.pending(ctx):
            continue
        assert partly or compared == 0, "a frame of the final scoring put the board back whole"
        drawn = pygame.image.tobytes(app.screen, "RGB")
        table.renderer.left = None           # the whole board, as before
        app.stack.draw(app.screen)
        assert pygame.image.tobytes(app.screen, "RGB") == drawn, f"frame {i} differs from the whole board's"
        compared += 1
        rows.add(ctx.finale.shown_rows())
    assert compared > 100 and len(rows) > 5


def test_a_tooltip_asked_again_lately_stays_kept_past_the_kept_number():
    """The mouse sweeping a game meets hundreds of tooltips: the least lately asked is forgotten
    first, one at a time, never all at once; a kept layout is the one measured afresh."""
    pygame.font.init()
    theme = th.Theme((1920, 1080))
    panels._tip_layouts.clear()
    asked = []
    real_wrap = theme.wrap
    theme.wrap = lambda text, *a, **k: asked.append(text) or real_wrap(text, *a, **k)
    for k in range(panels.TIP_LAYOUTS + 200):
        panels.tooltip_layout(theme, f"place {k}")
        panels.tooltip_layout(theme, "the Factory of Aiko")     # the place the mouse keeps coming back to
        assert len(panels._tip_layouts) <= panels.TIP_LAYOUTS
    assert asked.count("the Factory of Aiko") == 1
    assert panels.tooltip_layout(theme, f"place {panels.TIP_LAYOUTS + 199}") == panels.tooltip_layout(
        th.Theme((1920, 1080)), f"place {panels.TIP_LAYOUTS + 199}")
    panels.tooltip_layout(theme, "place 0")                    # the oldest: forgotten, measured again
    assert asked.count("place 0") == 2


def part_looked_at_everywhere(renderer, pos):
    """The place under `pos` as every place was looked at before the regions' boxes."""
    for name in render.HIT_ORDER:
        for part in reversed(renderer.region_parts(name)):
            x, y, w, h = part.rect
            if x <= pos[0] <= x + w and y <= pos[1] <= y + h:
                return part
    key = render.L.disc_hit(pos, renderer.mm_district)
    return render.Part(key, None, renderer.tips[key]) if key is not None and key in renderer.tips else None


@pytest.mark.parametrize("kinds, seed", [("HA", 7), ("AAAA", 3), ("H", 4)])
def test_the_place_under_the_pointer_is_the_one_every_place_gives(daitoshi_app, kinds, seed):
    app, _ = daitoshi_app(kinds, anim_speed=0.0, seed=seed)
    table = app.stack.top
    for turn in range(3):
        for _ in range(40):
            if table.my_turn():
                break
            table.session.wait_for_ai()
            app.frame(1 / 60)
        table.settle()
        renderer = table.renderer
        found = set()
        for y in range(0, 721, 3):
            for x in range(turn, 1281, 3):
                pos = (x + 0.5 * turn, y)
                part = renderer.part_at(pos)
                assert part == part_looked_at_everywhere(renderer, pos), pos
                found.add(part.key[0] if part else None)
        assert len(found) > 20
        assert all(name in renderer.bounds for group in render.HIT_ORDER for name in renderer.named(group))
        if table.my_turn():
            table.take([table.legal[0]])
        app.frame(1 / 60)


@pytest.mark.parametrize("r, teeth, colour", [(15, 12, (120, 100, 80)), (10, 9, (184, 115, 51)), (10, 12, (90, 80, 70)),
                                              (7, 9, (184, 115, 51))])
def test_a_turning_gear_put_from_its_kept_picture_is_the_gear_drawn_at_its_degree(r, teeth, colour):
    """Where the table's gears turn (the window's right half at 1920x1080) and elsewhere: the
    same pixels as the gear drawn there at the degree of its turn."""
    art._gears.clear()
    kept, drawn = pygame.Surface((1920, 1080)), pygame.Surface((1920, 1080))
    for k in range(120):
        rot = (k - 60) * 0.0731 + k * k / 97       # both ways round, past a whole turn
        centre = (1500 + k % 7 * 37, 600 + k % 5 * 41) if k % 3 else (40 + k % 7, 50 + k % 5)
        kept.fill((40, 43, 49))
        drawn.fill((40, 43, 49))
        put = art.turning_gear(kept, centre, r, teeth, colour, rot)
        degree = round(rot / (2 * math.pi) * art.GEAR_STEPS) % art.GEAR_STEPS
        art.gear(drawn, centre, r, teeth, colour, degree * 2 * math.pi / art.GEAR_STEPS)
        around = pygame.Rect(centre[0] - 30, centre[1] - 30, 60, 60)
        assert pygame.image.tobytes(kept.subsurface(around), "RGB") == \
            pygame.image.tobytes(drawn.subsurface(around), "RGB"), (k, rot)
        inked = drawn.subsurface(around)
        assert all(put.collidepoint(around.x + x, around.y + y) for x in range(60) for y in range(60)
                   if inked.get_at((x, y))[:3] != (40, 43, 49))
    assert len(art._gears) <= art.GEARS_KEPT


def test_an_inventions_tooltip_worded_once_is_the_one_worded_afresh(daitoshi_app, monkeypatch):
    """Every Invention of the game, both sides, each language of its words and of the table's:
    the kept tooltip is the one worded afresh, and it is worded once."""
    app, _ = daitoshi_app("HA", seed=7)
    view = app.stack.top.view()
    worded = []
    real = tiles.worded_tip
    monkeypatch.setattr(tiles, "worded_tip", lambda *a: worded.append((*a[1:], language())) or real(*a))
    tiles._tips[:] = [None, {}]
    try:
        for table_lang in ("en", "fr"):
            set_language(table_lang)
            for inv in sorted(view.c.inventions):
                for lang in ("en", "fr"):
                    for improved in (False, True):
                        for _ in range(2):
                            assert tiles.invention_tip(view, inv, lang, improved) == real(view, inv, lang, improved)
    finally:
        set_language("en")
    assert len(worded) == len(set(worded)) == 2 * 2 * 2 * len(view.c.inventions)
