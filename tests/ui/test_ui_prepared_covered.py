"""A table's first picture is prepared while another scene covers it (tables/curtain.py,
`prepare_covered`): the hot-seat hand-off raised as an Arigatō table opens, a pause menu opened
in its first frames. Uncovered, the table shows at once; it used to show the screen before it
(the New game screen, after the hand-off) for the frames its preparation then took."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pygame
import pytest

from game.core import registry
from game.input.session import SeatConfig
from game.ui.app import App
from game.ui.tables.arigato.scene import ArigatoTable
from game.ui.tables import table_for
from game.ui.tables.base import TableScene

FRAMES_BOUND = 200      # frames a preparation may take at most (a bound on a hang, not a time)


def _app(game: str) -> App:
    folder = Path(tempfile.mkdtemp(prefix="covered-"))
    return App(size=(1280, 720), settings_path=folder / "settings.json", saves_dir=folder / "saves",
               games=[registry.spec(game)])


def _covered_until_prepared(app: App, table: TableScene) -> int:
    """Frames run with `table` covered until its first picture is whole (the bound if never)."""
    for frames in range(FRAMES_BOUND):
        if table.curtain is None:
            return frames
        assert app.stack.top is not table
        app.frame(1 / 60)
    return FRAMES_BOUND


def test_the_table_under_the_hand_off_is_prepared_and_shows_when_it_is_passed(monkeypatch):
    monkeypatch.setattr(ArigatoTable, "PREPARE_FIRST", True)
    app = _app("arigato")
    try:
        app.open_menu()
        app.frame(1 / 60)
        seats = [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "human")]
        app.start_new_game(registry.spec("arigato"), seats, {}, 7)
        app.frame(1 / 60)
        table = next(scene for scene in app.stack.scenes if isinstance(scene, TableScene))
        assert app.stack.top.name == "handoff" and table.curtain is not None
        assert _covered_until_prepared(app, table) < FRAMES_BOUND
        pos = app.theme.pt(640, 360)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.frame(1 / 60)
        assert app.stack.top is table and table.curtain is None   # shown in the first frame uncovered
    finally:
        app.close(last=False, picture=False)


@pytest.mark.parametrize("game", registry.available())
def test_a_pause_menu_opened_at_once_covers_a_table_that_goes_on_preparing(monkeypatch, game):
    monkeypatch.setattr(table_for(game), "PREPARE_FIRST", True)
    app = _app(game)
    try:
        app.open_menu()
        app.frame(1 / 60)
        seats = [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "ai", "easy")]
        app.start_session(app.new_session(registry.spec(game), seats, {}, 7))
        table = app.stack.top
        assert table.curtain is not None
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
        app.frame(1 / 60)
        assert app.stack.top.name == "pause"
        assert _covered_until_prepared(app, table) < FRAMES_BOUND
        assert table.session.moves() == 0          # the game still held while paused
    finally:
        app.close(last=False, picture=False)
