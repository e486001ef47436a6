"""The dusk and the final count (moments) are kept drawn while what they show stays the same
(render/table.py): drawn anew only when a row appears or a number counts up, and the screen is
the same to the pixel as when the moment was drawn anew every frame."""

from __future__ import annotations

import pygame
import pytest

import arigato_situations as S
from game.ui import frame_causes as fc
from game.ui.tables.arigato.moments import STEP
from game.ui.tables.arigato.render import moment
from game.ui.tables.arigato.render import table as table_module
from game.ui.tables.arigato.render.table import Renderer


def drawn_every_frame(renderer, surface, ctx) -> None:
    """What the table drew before it kept the moment: all of it, each frame (not saying where:
    the next frame puts the picture back whole, put_back.py)."""
    moment.draw_moment(surface, ctx)
    renderer.drew_over(None)


def same_as_drawn_every_frame(app, monkeypatch) -> bool:
    table = app.stack.top
    app.frame(0)
    kept, kept_tips = pygame.image.tobytes(app.screen, "RGB"), [r for r, _ in table.renderer.tips]
    with monkeypatch.context() as patch:
        patch.setattr(Renderer, "draw_moment", drawn_every_frame)
        app.frame(0)
        anew, anew_tips = pygame.image.tobytes(app.screen, "RGB"), [r for r, _ in table.renderer.tips]
    return kept == anew and kept_tips == anew_tips


@pytest.mark.parametrize("size", S.SIZES)
def test_the_dusk_is_drawn_once_per_row_and_looks_the_same(size, monkeypatch):
    app, pilot = S.open_table("HAA", size, seed=2)
    try:
        S.play_until(app, pilot, S.at(3, "day"))
        table = app.stack.top
        app.settings.anim_speed = 1.0
        for _ in range(3000):
            if table.moments.current() is not None:
                break
            if table.my_turn():
                table.submit(S.choice(table))
            else:
                pilot.frames(1, dt=0.05)
        m = table.moments.current()
        assert m is not None and m.kind == "dusk"
        before, frames = fc.counts.copy(), 0
        while table.moments.current() is m:
            pilot.frames(1, dt=0.05)
            frames += 1
            if frames in (1, int(STEP / 0.05) + 2, int(m.steps() * STEP / 0.05) + 2):
                assert same_as_drawn_every_frame(app, monkeypatch), frames
        drawn = fc.since(before).get(fc.MOMENT_DRAWN, 0)
        assert frames > 40 and 1 <= drawn <= len(m.rows) + 1   # a row at a time, not a frame at a time
    finally:
        app.close(last=False, picture=False)


@pytest.mark.parametrize("size", S.SIZES)
def test_the_moments_layer_is_made_before_the_first_dusk(size, monkeypatch):
    """The table drawn frame by frame from its start, as `bench --frames` draws it: the moments'
    layer is made once, in a frame that draws nothing, before the first dusk shows; the dusk's
    rows are drawn on it in place, no picture made in their frames (new memory, page by page:
    game/tools/MEASUREMENTS.md, "Frames")."""
    app, pilot = S.open_table("HAA", size, seed=2, anim_speed=1.0)
    made = []   # each time the layer is made: was a moment showing?
    layer = table_module.moment_layer
    monkeypatch.setattr(table_module, "moment_layer",
                        lambda size: made.append(app.stack.top.moments.current() is not None) or layer(size))
    try:
        table = app.stack.top
        before, shown = fc.counts.copy(), False
        for _ in range(4000):
            m = table.moments.current()
            shown = shown or m is not None
            if shown and m is None:
                break
            if table.my_turn():
                table.submit(S.choice(table))
            pilot.frames(1, dt=0.05)
        assert shown and fc.since(before).get(fc.MOMENT_DRAWN, 0) >= 2
        assert made == [False]
    finally:
        app.close(last=False, picture=False)


def test_the_final_count_looks_the_same_as_it_counts_up(monkeypatch):
    app, pilot = S.final_count((1920, 1080))
    try:
        table = app.stack.top
        m = table.moments.current()
        assert m is not None and m.kind == "final"
        assert same_as_drawn_every_frame(app, monkeypatch)
        m.t = 1.2 * STEP                  # the second part counting up
        assert same_as_drawn_every_frame(app, monkeypatch)
    finally:
        app.close(last=False, picture=False)
