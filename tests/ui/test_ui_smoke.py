"""`python -m game --smoke DIR` end to end, as CI and a player's machine would run it. What it
must show is read from the registry and each game's own smoke module (`SHOTS`, `IF_REACHED`,
`TUTORIAL_LATER`), so that no game is named here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.core import registry
from game.ui.smoke import game_smoke
from game.ui.smoke_scaled import scaled_shots

ROOT = Path(__file__).resolve().parents[2]
SCREEN = (1280, 720)       # the smoke run's window; a game's own shots may say otherwise


def expected_screens() -> tuple[set[str], dict[str, tuple[int, int]]]:
    """The shots the run must write, and each shot's size where it is not the window's."""
    games = registry.available()
    expected = {"menu.png", "rules.png", "settings.png", "settings-sounds.png", "records.png"}
    if games:
        expected |= {"setup.png", "handoff.png", "pause.png", "saved-games.png", "learn.png"}
    sizes: dict[str, tuple[int, int]] = {}
    for game in games:
        expected |= {f"{game}-table.png", f"results-{game}.png", f"review-{game}.png"}
        own = game_smoke(game)
        if own is None:
            continue
        if hasattr(own, "TUTORIAL_LATER"):
            expected |= {f"tutorial-{game}-1.png", f"tutorial-{game}-{own.TUTORIAL_LATER[1]}.png"}
        shots = getattr(own, "SHOTS", {})
        expected |= set(shots) - set(getattr(own, "IF_REACHED", ()))
        sizes.update(shots)
    scaled = scaled_shots(games)          # the main screens at each UI scale promised, both languages
    expected |= set(scaled)
    sizes.update(scaled)
    return expected, sizes


@pytest.mark.long
def test_smoke_run_writes_every_screen_and_reports_frame_times(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    out = tmp_path / "shots"
    proc = subprocess.run([sys.executable, "-m", "game", "--smoke", str(out)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=1800)   # a bound on a hang
    assert proc.returncode == 0, proc.stderr[-3000:]
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    expected, sizes = expected_screens()
    assert report["games"] == registry.available()
    assert expected - set(report["screens"]) == set()
    for name in report["screens"]:
        image = pygame.image.load(str(out / name))
        assert image.get_size() == sizes.get(name, SCREEN), name
        colours = {image.get_at((x, y))[:3] for x in range(0, 1280, 97) for y in range(0, 720, 61)}
        assert len(colours) > 5, f"{name} looks blank"
    assert report["frames"] > 20
    assert 0 < report["frame_ms_p50"] <= report["frame_ms_p95"]
