"""Each player's strip is a region of its own (render.py, `regions`): drawn again only when its
own key changes, the board is to the pixel the one whose strips were all drawn again together,
as one region, over the chrome under them (game/tools/MEASUREMENTS.md, "Daitoshi at 1920x1080")."""

from __future__ import annotations

import pygame
import pytest

from game.ui import frame_causes as fc
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi import strips


def strips_drawn_together(renderer, theme, ctx) -> bytes:
    """The strips' area of the board as one region drew it: the chrome put back under the whole
    area, then every strip drawn afresh (no picture kept from before)."""
    board = renderer.board.copy()
    clip = theme.rect(*L.STRIPS)
    board.set_clip(clip)
    board.blit(renderer.chrome, clip, clip)
    with P.using(P.Sprites()):
        for seat in range(ctx.n):
            strips.draw(board, theme, ctx, seat)
    board.set_clip(None)
    return pygame.image.tobytes(board.subsurface(clip), "RGB")


@pytest.mark.parametrize("kinds, size", [("AAAA", (1920, 1080)), ("AAAA", (1280, 720)), ("AAA", (1920, 1080)),
                                         ("HA", (1920, 1080)), ("H", (1920, 1080))])
def test_the_strips_drawn_seat_by_seat_are_the_strips_drawn_together(daitoshi_app, kinds, size):
    app, _ = daitoshi_app(kinds, size=size, anim_speed=1.0, seed=7)
    table = app.stack.top
    theme = table.theme
    compared = 0
    for i in range(360):
        if i % 20 == 0:
            table.session.wait_for_ai()
        app.frame(1 / 60)
        if i % 40 == 39:
            table.settle()
            ctx = table.ctx()
            clip = theme.rect(*L.STRIPS)
            assert pygame.image.tobytes(table.renderer.board.subsurface(clip), "RGB") == \
                strips_drawn_together(table.renderer, theme, ctx), f"frame {i}"
            compared += 1
    assert compared == 9


def test_a_strip_is_drawn_again_alone_when_only_its_seat_changed(daitoshi_app):
    """Four AI seats, moves told: a frame draws again the strips whose key changed, no other; and
    most frames that draw a strip again draw fewer than the four."""
    app, _ = daitoshi_app("AAAA", size=(1920, 1080), anim_speed=1.0, seed=11)
    table = app.stack.top
    renderer = table.renderer
    fewer, all_four = 0, 0
    for i in range(900):
        if i % 15 == 0:
            table.session.wait_for_ai()
        before = dict(renderer.keys)
        counted = fc.counts.copy()
        app.frame(1 / 60)
        drawn = {k[len(fc.REGION_DRAWN):] for k in fc.since(counted) if k.startswith(fc.REGION_DRAWN + "strip")}
        changed = {name for name in drawn if before.get(name) != renderer.keys.get(name)}
        assert drawn == changed or not before, (i, drawn, changed)
        if drawn and before:
            fewer += len(drawn) < 4
            all_four += len(drawn) == 4
    assert fewer > 10 and fewer > all_four, (fewer, all_four)
