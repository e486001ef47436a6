"""Daitoshi's table prepares its board's first picture over its first frames, under the screen
before it (drawing.py, `first_picture` and `prepare_board`): the frame that enters the table draws
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
