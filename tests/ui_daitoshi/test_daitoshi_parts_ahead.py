"""A region's places (its Parts and their tooltips) are worked out when the pointer comes into
its rect, or ahead of it in a frame that draws nothing, not in the frame after the region was
drawn whatever the pointer (render.py `part_at`, `board_surface`; game/tools/MEASUREMENTS.md,
"Daitoshi at 1920x1080"): every region's places lie inside its rect, and the place found under
the pointer is the one every place gives."""

from __future__ import annotations

import pytest

from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import render


def played(daitoshi_app, kinds, seed, frames=240):
    app, _ = daitoshi_app(kinds, anim_speed=1.0, seed=seed)
    table = app.stack.top
    for i in range(frames):
        if i % 15 == 0:
            table.session.wait_for_ai()
        app.frame(1 / 60)
    table.settle()
    return app, table


def every_place_at(renderer, pos):
    """The place under `pos` with every region's places worked out, each looked at."""
    for group in render.HIT_ORDER:
        for name in renderer.named(group):
            for part in reversed(renderer.region_parts(name)):
                x, y, w, h = part.rect
                if x <= pos[0] <= x + w and y <= pos[1] <= y + h:
                    return part
    key = L.disc_hit(pos, renderer.mm_district)
    return render.Part(key, None, renderer.tips[key]) if key is not None and key in renderer.tips else None


@pytest.mark.parametrize("kinds, seed", [("AAAA", 3), ("HA", 7), ("H", 4)])
def test_every_regions_places_lie_inside_its_rect(daitoshi_app, kinds, seed):
    app, table = played(daitoshi_app, kinds, seed)
    renderer = table.renderer
    for region in render.regions(table.ctx().n):
        for part in renderer.region_parts(region.name):
            if part.rect is None:
                continue
            x, y, w, h = part.rect
            rx, ry, rw, rh = region.rect
            assert rx <= x and ry <= y and x + w <= rx + rw and y + h <= ry + rh, (region.name, part.key, part.rect)


@pytest.mark.parametrize("kinds, seed", [("AAAA", 3), ("HA", 7), ("H", 4)])
def test_the_place_under_the_pointer_with_the_places_not_yet_worked_out(daitoshi_app, kinds, seed):
    app, table = played(daitoshi_app, kinds, seed)
    renderer = table.renderer
    table.renderer.forget()
    renderer.settle(app.screen.get_size(), table.theme, table.ctx())
    unread = dict(renderer.unread)          # every region just drawn: none of its places worked out
    assert len(unread) == len(render.regions(table.ctx().n))
    found = set()
    for y in range(0, 721, 7):
        for x in range(0, 1281, 7):
            renderer.unread = dict(unread)
            part = renderer.part_at((x, y))
            assert len(renderer.unread) < len(unread) or part is None
            assert part == every_place_at(renderer, (x, y)), (x, y)
            found.add(part.key[0] if part else None)
    assert len(found) > 20


def test_a_frame_that_draws_nothing_works_out_a_regions_places(daitoshi_app):
    app, table = played(daitoshi_app, "AAAA", 5, frames=30)
    renderer = table.renderer
    app.mouse = None
    renderer.forget()
    renderer.settle(app.screen.get_size(), table.theme, table.ctx())
    before = len(renderer.unread)
    renderer.board_surface(app.screen.get_size(), table.theme, table.ctx())     # nothing to draw
    assert not renderer.pending(table.ctx()) and len(renderer.unread) == before - 1
