"""Fixtures for the client's tests: an App on the dummy video driver, with settings and saves in
a temporary folder and the tiny Lanterns game (ui_fakegame.py) as its only game, plus helpers
that drive scenes by posting pygame events."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ui_fakegame import SPEC  # noqa: E402


from ui_pilot import Pilot  # noqa: E402,F401  (re-exported for the fixtures)


@pytest.fixture
def make_app(tmp_path):
    from game.ui.app import App

    apps = []

    def make(size=(1280, 720), games=(SPEC,), anim_speed=0.0):
        app = App(size=size, settings_path=tmp_path / "settings.json", saves_dir=tmp_path / "saves",
                  games=list(games))
        app.settings.anim_speed = anim_speed
        app.open_menu()
        app.frame(1 / 60)
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.close(last=False, picture=False)


@pytest.fixture
def pilot(make_app):
    return Pilot(make_app())
