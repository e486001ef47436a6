"""Fixtures for the Arigatō table's tests: a real App on the dummy video driver (settings and
saves in a temporary folder) with an Arigatō session on its table, and a pilot that plays it
through posted pygame events, as a player's mouse would."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


from game.core.arigato import SPEC  # noqa: E402
from game.input.session import SeatConfig  # noqa: E402
from ui_pilot import Pilot  # noqa: E402

NAMES = ["Aiko", "Botan", "Chiyo", "Daichi", "Emi"]


def seats(kinds: str) -> list[SeatConfig]:
    """'HA' -> a human then an AI (easy: random, fast and deterministic)."""
    return [SeatConfig(NAMES[i], i, "human" if k == "H" else "ai", "easy") for i, k in enumerate(kinds)]


class TablePilot(Pilot):
    """The shared pilot (tests/ui_pilot.py), named for the table it drives."""


@pytest.fixture
def table_app(tmp_path):
    """make(kinds, size, seed) -> (app, pilot) with the Arigatō table on top."""
    from game.ui.app import App

    apps = []

    def make(kinds="HA", size=(1280, 720), seed=7, anim_speed=0.0, calendar="AB"):
        app = App(size=size, settings_path=tmp_path / "settings.json", saves_dir=tmp_path / "saves",
                  games=[SPEC])
        app.settings.anim_speed = anim_speed
        app.open_menu()
        session = app.new_session(SPEC, seats(kinds), {"calendar": calendar}, seed)
        app.start_session(session)
        app.frame(1 / 60)
        apps.append(app)
        return app, TablePilot(app)

    yield make
    for app in apps:
        app.close(last=False, picture=False)
