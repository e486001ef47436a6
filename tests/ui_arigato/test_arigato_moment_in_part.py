"""A moment drawn anew only where it changed (render/table.py `changed_part`, moment.py
`changed_place`): a dusk's row appearing, a final count's column counting on. After every
drawing, in both moments, the moment kept on its layer is the one drawn whole, to the pixel, and
its tooltips the same; and most drawings were in part."""

from __future__ import annotations

import pygame
import pytest

import arigato_situations as S
from game.ui.tables.arigato import panel_layout as PL
from game.ui.tables.arigato.render import moment
from game.ui.tables.arigato.render import table as table_module
from game.ui.tables.arigato.render.table import Renderer


def whole(renderer, ctx) -> tuple[bytes, list]:
    """The moment drawn whole on a blank layer, as its first drawing is: its pixels and tooltips."""
    rect = renderer.moment_rect
    layer = table_module.window_surface(renderer.moment_layer.get_size())
    moment.draw_paper(layer, ctx.theme, PL.moment_box(len(ctx.moment.rows)), shadow=False)
    saved, ctx.tips[:] = list(ctx.tips), []
    moment.draw_moment(layer, ctx, shadow=False, paper=False)
    tips, ctx.tips[:] = list(ctx.tips), saved
    return pygame.image.tobytes(layer.subsurface(rect), "RGB"), [r for r, _ in tips]


def watched(monkeypatch):
    """Every drawing anew of a moment checked against it drawn whole; (drawings, in part, wrong)."""
    seen = {"drawn": 0, "part": 0, "wrong": []}
    draw, changed = Renderer.draw_moment, Renderer.changed_part

    def changed_part(self, *args):
        part = changed(self, *args)
        seen["part"] += part is not None
        return part

    def draw_moment(self, surface, ctx):
        key = self.moment_key
        draw(self, surface, ctx)
        if self.moment_key != key:
            seen["drawn"] += 1
            pixels, tips = whole(self, ctx)
            if pygame.image.tobytes(self.moment_layer.subsurface(self.moment_rect), "RGB") != pixels:
                seen["wrong"].append(("pixels", moment.shown_key(ctx.moment)))
            if [r for r, _ in self.moment_tips] != tips:
                seen["wrong"].append(("tips", moment.shown_key(ctx.moment)))

    monkeypatch.setattr(Renderer, "changed_part", changed_part)
    monkeypatch.setattr(Renderer, "draw_moment", draw_moment)
    return seen


def shown_through(app, pilot, kind: str) -> None:
    """Played on until a moment of `kind` shows, then frame by frame until it is gone."""
    table = app.stack.top
    app.settings.anim_speed = 1.0
    for _ in range(4000):
        m = table.moments.current()
        if m is not None and m.kind == kind:
            break
        if table.my_turn() and m is None:
            table.submit(S.choice(table))
        else:
            pilot.frames(1, dt=0.05)
    assert m is not None and m.kind == kind
    for _ in range(2000):
        if table.moments.current() is not m:
            return
        pilot.frames(1, dt=0.02)


@pytest.mark.parametrize("size, day, kind, least", [(size, 3, "dusk", 3) for size in S.SIZES]
                         + [((1920, 1080), 12, "final", 10)])
def test_a_moment_drawn_where_it_changed_is_the_moment_drawn_whole(size, day, kind, least, monkeypatch):
    """A dusk drawn row by row at both sizes, a final count column by column."""
    app, pilot = S.open_table("HAA", size, seed=2)
    try:
        S.play_until(app, pilot, S.at(day, "day"))
        seen = watched(monkeypatch)
        shown_through(app, pilot, kind)
        assert seen["wrong"] == []
        assert seen["drawn"] >= least and seen["part"] >= seen["drawn"] - 2, seen
    finally:
        app.close(last=False, picture=False)
