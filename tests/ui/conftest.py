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

import pygame  # noqa: E402

from ui_fakegame import SPEC  # noqa: E402


class Pilot:
    """Drives an App the way a player would: posted pygame events, then a frame."""

    def __init__(self, app) -> None:
        self.app = app

    @property
    def top(self):
        return self.app.stack.top

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.frame(dt)

    def click_at(self, base_pos) -> None:
        pos = self.app.theme.pt(*base_pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(1)

    def click(self, widget_id: str) -> None:
        self.click_at(self.top.widget(widget_id).center())

    def key(self, key: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        self.frames(1)

    def type(self, text: str) -> None:
        for ch in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        self.frames(1)

    def wheel(self, dy: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False))
        self.frames(1)

    def step_to(self, widget_id: str, value, limit: int = 12) -> None:
        for _ in range(limit):
            w = self.top.widget(widget_id)
            if w.value == value:
                return
            x, y, ww, hh = w.rect
            self.click_at((x + ww - 8, y + hh / 2))
        raise AssertionError(f"{widget_id} never showed {value!r}")


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
        app.close()


@pytest.fixture
def pilot(make_app):
    return Pilot(make_app())
