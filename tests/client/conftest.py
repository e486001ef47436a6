"""The client suite's fixture: an App offering every registered game and the declared one, with
a fresh game on its table (the games: client_games.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from client_games import DECLARED, games, seats  # noqa: E402
from game.core import registry  # noqa: E402
from ui_pilot import Pilot  # noqa: E402


@pytest.fixture
def client(tmp_path, monkeypatch):
    """open(game, players, size) -> (app, pilot) with a fresh game of `game` on the table, every
    registered game and the declared one offered by the app; animations off."""
    from game.ai import heuristics
    from game.i18n import catalogue
    from game.ui.app import App

    monkeypatch.setitem(registry.GAME_MODULES, DECLARED, "declared_game")
    monkeypatch.setattr(heuristics, "_cache", {})
    apps = []

    def open_(game: str, players: int = 2, size=(1280, 720), seed: int = 5):
        specs = [registry.spec(name) for name in games()]
        app = App(size=size, settings_path=tmp_path / "settings.json", saves_dir=tmp_path / "saves",
                  games=specs)
        app.settings.anim_speed = 0.0
        app.open_menu()
        app.frame(1 / 60)
        apps.append(app)
        app.start_new_game(app.spec(game), seats(players), {}, seed=seed)
        pilot = Pilot(app)
        pilot.frames(2)
        return app, pilot

    yield open_
    for app in apps:
        app.close(last=False, picture=False)
    for entries in catalogue.CATALOGUE.values():
        entries.pop("lanterns.title", None)
