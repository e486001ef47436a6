"""Fixtures for the Daitoshi table's tests: a real App on the dummy video driver (settings and
saves in a temporary folder) with a Daitoshi session on its table, and a pilot that clicks as a
player's mouse would."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


from game.core.daitoshi import SPEC  # noqa: E402
from game.core.rng import KEYED  # noqa: E402
from game.input.session import SeatConfig  # noqa: E402
from ui_pilot import Pilot  # noqa: E402

NAMES = ["Aiko", "Botan", "Chiyo", "Daichi"]


def seats(kinds: str) -> list[SeatConfig]:
    """'HA' -> a human then an AI (easy: random, fast and deterministic)."""
    return [SeatConfig(NAMES[i], i, "human" if k == "H" else "ai", "easy") for i, k in enumerate(kinds)]


class TablePilot(Pilot):
    """The shared pilot (tests/ui_pilot.py), plus waiting for the human's turn."""

    def until_my_turn(self, limit: int = 4000, dt: float = 1 / 60) -> bool:
        """Frames of `dt` seconds until the human has a choice (True) or the game is over (False)."""
        for _ in range(limit):
            table = self.table
            if not hasattr(table, "my_turn") or table.session.is_over():
                return False
            if table.my_turn():
                return True
            self.frames(1, dt, drawn=False)   # the AI seats' turns: what the test reads comes after
        raise AssertionError("the AI seats never handed the turn back")


@pytest.fixture
def daitoshi_app(tmp_path):
    """make(kinds, size, seed) -> (app, pilot) with the Daitoshi table on top; `deal` the first
    one (SPLITMIX) for a seed chosen on it (game/core/rng.py)."""
    from game.ui.app import App

    apps = []

    def make(kinds="HA", size=(1280, 720), seed=7, anim_speed=0.0, options=None, deal=KEYED):
        app = App(size=size, settings_path=tmp_path / "settings.json", saves_dir=tmp_path / "saves",
                  games=[SPEC])
        app.settings.anim_speed = anim_speed
        app.open_menu()
        session = app.new_session(SPEC, seats(kinds), dict(options or {}), seed, deal=deal)
        app.start_session(session)
        app.frame(1 / 60)
        apps.append(app)
        return app, TablePilot(app)

    yield make
    for app in apps:
        app.close(last=False, picture=False)
