"""Fixtures for the Arigatō table's tests: a real App on the dummy video driver (settings and
saves in a temporary folder) with an Arigatō session on its table, and a pilot that plays it
through posted pygame events, as a player's mouse would."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.arigato import SPEC  # noqa: E402
from game.input.session import SeatConfig  # noqa: E402

NAMES = ["Aiko", "Botan", "Chiyo", "Daichi", "Emi"]


def seats(kinds: str) -> list[SeatConfig]:
    """'HA' -> a human then an AI (easy: random, fast and deterministic)."""
    return [SeatConfig(NAMES[i], i, "human" if k == "H" else "ai", "easy") for i, k in enumerate(kinds)]


class TablePilot:
    def __init__(self, app) -> None:
        self.app = app

    @property
    def table(self):
        return self.app.stack.top

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            session = getattr(self.app.stack.top, "session", None)
            if session is not None:  # an AI answer is ready before each frame, however busy
                session.wait_for_ai()  # the machine: frame counts then mean the same everywhere
            self.app.frame(dt)

    def post_click(self, base_pos) -> None:
        pos = self.app.theme.pt(*base_pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(1)

    def drag(self, a, b) -> None:
        pa, pb = self.app.theme.pt(*a), self.app.theme.pt(*b)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pa, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pa, button=1))
        mid = ((pa[0] + pb[0]) // 2, (pa[1] + pb[1]) // 2)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pb, rel=(0, 0), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pb, button=1))
        self.frames(1)

    def click(self, widget_id: str) -> None:
        self.post_click(self.table.widget(widget_id).center())


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
        app.close()
