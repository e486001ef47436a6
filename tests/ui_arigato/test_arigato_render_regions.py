"""The Arigatō renderer, situation by situation (arigato_situations.py: dawn, day, the pickers,
the end, solo, five players, motion...):

- the cached table picture is the picture: dropping every cache and drawing again changes no
  pixel (a cache keyed on too little would show a stale table);
- drawing only reads: a frame's drawing adds nothing to the scene and changes none of what the
  player is doing (the plan, the card held, the menu, the scroll, the animations' clocks);
- with $ARIGATO_GOLDEN set to a folder, each situation at 1280x720 and 1920x1080 is compared to
  the PNG saved there, to the pixel: the check that a refactor of the renderer changed nothing
  on screen. The pictures are saved before the change, by one command:
  `python tests/ui_arigato/arigato_situations.py save DIR`, then the change is checked with
  `ARIGATO_GOLDEN=DIR python -m pytest tests/ui_arigato/test_arigato_render_regions.py`.
  A picture missing from DIR fails (it is not saved on the way: a comparison with a picture
  drawn by the changed code would prove nothing).
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

import arigato_situations as S

GOLDEN = os.environ.get("ARIGATO_GOLDEN")


def forget_caches(table) -> None:
    """Every picture and text the table's drawing keeps between frames."""
    from game.ui.tables.arigato.render import Renderer
    table.renderer = Renderer()


@pytest.mark.parametrize("name", list(S.SITUATIONS))
def test_the_cached_picture_is_the_picture(name):
    from game import i18n
    language = i18n.language()
    app, pilot = S.SITUATIONS[name]((1280, 720))
    try:
        table = app.stack.top
        surface = pygame.Surface(app.screen.get_size())
        table.draw_table(surface)
        cached = surface.copy()
        forget_caches(table)
        table.draw_table(surface)
        assert S.same(surface, cached), name
    finally:
        app.close(last=False, picture=False)
        i18n.set_language(language)


def what_the_player_is_doing(table) -> tuple:
    plan = table.plan
    return ({k: id(v) for k, v in vars(table).items()}, (plan.resident, plan.slot, list(plan.travelers), list(plan.craftsmen)),
            table.selected, repr(table.drag), table.popup, table.trade_give, list(table.bonus),
            table.log_scroll, table.message, table.message_time, repr(table.toast), repr(table.pulses),
            repr(table.flips), repr(table.flights), len(table.entries), repr(table.hint), table.viewer,
            len(table.session.state.history), table.time)


@pytest.mark.parametrize("name", ["dawn_held", "dawn_drag", "day_menu", "log_scrolled", "in_flight", "bonus"])
def test_drawing_only_reads(name):
    app, pilot = S.SITUATIONS[name]((1280, 720))
    try:
        table = app.stack.top
        before = what_the_player_is_doing(table)
        surface = pygame.Surface(app.screen.get_size())
        table.renderer.forget()
        table.draw_table(surface)
        assert what_the_player_is_doing(table) == before
    finally:
        app.close(last=False, picture=False)


@pytest.mark.skipif(not GOLDEN, reason="set ARIGATO_GOLDEN to a folder of pictures saved by "
                                         "`python tests/ui_arigato/arigato_situations.py save DIR`")
@pytest.mark.parametrize("size", S.SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(S.SITUATIONS))
def test_the_same_to_the_pixel(name, size):
    path = S.golden_path(Path(GOLDEN), name, size)
    assert path.is_file(), (f"no {path.name} in {GOLDEN}: save the pictures first with "
                            f"`python tests/ui_arigato/arigato_situations.py save {GOLDEN}`")
    shot = S.render(name, size)
    ok = S.same(shot, pygame.image.load(str(path)))
    if not ok:
        pygame.image.save(shot, str(path.with_suffix(".now.png")))
    assert ok, f"{path.name} differs (now: {path.with_suffix('.now.png').name})"


def test_the_workshop_menus_paper_is_drawn_from_the_frames_context():
    """The open menu's paper, drawn over everything (layers.py), is where the frame's context says,
    with the reason it gives (not read from the table's widgets, nor asked of the session, while
    drawing)."""
    import dataclasses
    app, pilot = S.SITUATIONS["day_menu"]((1280, 720))
    try:
        table = app.stack.top
        ctx = table.draw_table(pygame.Surface(app.screen.get_size()))
        assert ctx.menu and ctx.menu == tuple(w.rect for w in table.opened_widgets())
        elsewhere = ((60, 420, 150, 30), (60, 460, 150, 30))
        frame = pygame.Surface(app.screen.get_size())
        frame.fill((255, 255, 255))
        table.draw_opened_paper(frame, dataclasses.replace(ctx, menu=elsewhere, menu_refusal=""))
        theme = app.theme
        assert frame.get_at(theme.pt(135, 450))[:3] != (255, 255, 255)
        x, y, w, h = ctx.menu[0]
        assert frame.get_at(theme.pt(x + w / 2, y + h / 2))[:3] == (255, 255, 255)
    finally:
        app.close(last=False, picture=False)
