"""What Daitoshi's board keeps as pictures once drawn (a Factory's paper, the city's rim, a
building, a band: paint.py `layer` and `piece`) puts back the same pixels as drawing them the
first time, whatever the game has come to and whichever Factory is shown large."""

from __future__ import annotations

import pygame

from game.ui.tables.daitoshi.render import Renderer


def test_the_board_from_kept_pictures_is_the_board_drawn_the_first_time(daitoshi_app):
    app, pilot = daitoshi_app("AAAA", size=(1920, 1080), seed=7)
    table = pilot.table
    size = app.screen.get_size()
    compared = 0
    for target in (10, 25, 40, 55):
        while len(table.session.state.history) < target:
            pilot.frames(1, drawn=False)     # the AI seats play on
        for seat in range(4):                # each Factory shown large in turn
            table.enlarged, table.enlarged_for = seat, table._decision_now()
            ctx = table.ctx()
            assert ctx.shown == seat
            kept = pygame.image.tobytes(table.renderer.settle(size, table.theme, ctx), "RGB")
            first = Renderer()               # nothing kept yet: every picture drawn now
            assert pygame.image.tobytes(first.settle(size, table.theme, ctx), "RGB") == kept
            compared += 1
    assert compared == 16


def test_a_city_redrawn_with_its_bands_unchanged_puts_them_back_as_one_picture(daitoshi_app, monkeypatch):
    """A Bus or a Magnate moved redraws the city; its fifteen bands, unchanged, come back as the
    one picture kept of them (city.py `draw`), not band by band."""
    from game.ui.tables.daitoshi import paint

    app, pilot = daitoshi_app("AAAA", size=(1920, 1080), seed=7)
    table = pilot.table
    while len(table.session.state.history) < 20:
        pilot.frames(1, drawn=False)
    size = app.screen.get_size()
    ctx = table.ctx()
    table.renderer.settle(size, table.theme, ctx)
    bands = []
    real = paint.piece
    monkeypatch.setattr(paint, "piece", lambda surface, theme, rect, key, *a, **k:
                        (bands.append(key), real(surface, theme, rect, key, *a, **k)))
    table.renderer.keys.pop("city")          # what a Bus moved does
    table.renderer.settle(size, table.theme, ctx)
    assert not [k for k in bands if k[0] == "band"], "the bands were put back one by one"
    table.renderer.forget()
    table.renderer.sprites = paint.Sprites()  # nothing kept: the bands are drawn, each on its own
    table.renderer.settle(size, table.theme, ctx)
    assert len([k for k in bands if k[0] == "band"]) == 15
