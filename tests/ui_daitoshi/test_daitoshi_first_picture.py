"""Daitoshi's table prepares its board's first picture over its first frames, under the screen
before it (drawing.py, `first_picture` and `prepare_first`): the frame that enters the table draws
no region, the window keeps the screen before while the game waits, and the board comes out the
same to the pixel as one drawn whole at once."""

from __future__ import annotations

import pygame

from game.core.daitoshi import SPEC
from game.core.rng import KEYED
from game.ui import frame_causes as fc
from game.ui.app import App
from game.ui.tables.daitoshi.scene import DaitoshiTable
from conftest import seats

SIZE = (1920, 1080)
FRAMES_BOUND = 200     # frames the preparation may take at most (a bound on a hang, not a time)


def table_of(tmp_path, name: str):
    """(app, table, the screen before the table, the regions drawn while entering it)."""
    app = App(size=SIZE, settings_path=tmp_path / f"{name}.json", saves_dir=tmp_path / name, games=[SPEC])
    app.settings.anim_speed = 0.0
    app.open_menu()
    app.frame(1 / 60)
    before = app.screen.copy()
    counts = fc.counts.copy()
    app.start_session(app.new_session(SPEC, seats("AH"), {}, 7, deal=KEYED))   # the AI moves first
    drawn = {k: v for k, v in fc.since(counts).items() if k.startswith(fc.REGION_DRAWN)}
    return app, app.stack.top, before, drawn


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_the_board_is_prepared_behind_the_screen_before_and_comes_out_whole(tmp_path, monkeypatch):
    monkeypatch.setattr(DaitoshiTable, "PREPARE_FIRST", True)
    app, table, before, drawn = table_of(tmp_path, "prepared")
    try:
        assert isinstance(table, DaitoshiTable)
        assert drawn == {}                          # entering draws no region
        frames = 0
        while table.curtain is not None:
            app.frame(1 / 60)
            frames += 1
            assert frames < FRAMES_BOUND
            if table.curtain is not None:           # still preparing: the screen before, the game waits
                assert same_pixels(app.screen, before)
                assert table.session.moves() == 0
        assert frames > 1                           # spread over frames, not drawn in one
        prepared = table.renderer.board.copy()
    finally:
        app.close(last=False, picture=False)

    monkeypatch.setattr(DaitoshiTable, "PREPARE_FIRST", False)
    app, table, _, drawn = table_of(tmp_path, "whole")
    try:
        assert drawn                                # drawn whole while entering
        assert table.curtain is None
        assert same_pixels(table.renderer.board, prepared)
    finally:
        app.close(last=False, picture=False)


def test_the_chrome_then_the_board_then_the_city_bands_each_come_before_the_regions(tmp_path, monkeypatch):
    """The preparation's dearest steps apart (render.py, `prepare`): the chrome alone in the first
    frame, the board copied from it in the next, the city's fifteen band pictures drawn ahead
    before any region, so that the city's own frame only puts them together."""
    monkeypatch.setattr(DaitoshiTable, "PREPARE_FIRST", True)
    app, table, _, _ = table_of(tmp_path, "steps")
    renderer = table.renderer
    try:
        app.frame(1 / 60)
        assert renderer.chrome is not None and renderer.board is None
        counts = fc.counts.copy()
        app.frame(1 / 60)
        did = fc.since(counts)
        assert renderer.board is not None and did.get(fc.BOARD_REBUILT) == 1
        assert len(renderer.steps) == 15 and not any(k.startswith(fc.REGION_DRAWN) for k in did)
        bands = lambda: sum(1 for key in renderer.sprites.items if key[0] == "piece" and key[1][0] == "band")
        regions_before_bands: list = []
        while renderer.steps:
            counts = fc.counts.copy()
            app.frame(1 / 60)
            regions_before_bands += [k for k in fc.since(counts) if k.startswith(fc.REGION_DRAWN)]
        assert regions_before_bands == [] and bands() == 15
        while table.curtain is not None:
            before = bands()
            counts = fc.counts.copy()
            app.frame(1 / 60)
            if fc.since(counts).get(fc.REGION_DRAWN + "city"):
                assert bands() == before       # the city drew none of its bands itself
    finally:
        app.close(last=False, picture=False)
