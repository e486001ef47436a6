"""`python -m game bench --frames`: how long the client takes to draw each game's table, in
software (SDL's dummy video driver, no GPU), at 1280x720 and 1920x1080. DESIGN.md's bar: 60
frames a second at 1920x1080, so a median frame under 16.7 ms.

Each table is measured in a game of AI seats (the easy agent, so thinking costs little), with
animations at 1x and the mouse sweeping the table (hover lights and tooltips), after some
moves so the board is not empty. A frame is the whole of `App.frame`: input, update, drawing.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

SIZES = ((1280, 720), (1920, 1080))
NAMES = ["Aiko", "Botan", "Chiyo", "Daichi"]


def _table_frames(game: str, size: tuple[int, int], players: int, frames: int, warmup: int) -> list[float]:
    import pygame

    from game.core import registry
    from game.input.session import SeatConfig
    from game.ui.app import App

    spec = registry.spec(game)
    with tempfile.TemporaryDirectory() as tmp:
        app = App(size=size, settings_path=Path(tmp) / "settings.json", saves_dir=Path(tmp) / "saves",
                  games=[spec])
        try:
            app.settings.anim_speed = 1.0
            app.open_menu()
            seats = [SeatConfig(NAMES[i], i, "ai", "easy") for i in range(players)]
            session = app.new_session(spec, seats, {}, 7)
            app.start_session(session)
            for _ in range(warmup):            # some moves: a board with things on it
                session.wait_for_ai()
                app.frame(1 / 60)
            times = []
            w, h = size
            for i in range(frames):
                pos = (20 + (i * 37) % (w - 40), 20 + (i * 53) % (h - 40))
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                start = time.perf_counter()
                app.frame(1 / 60)
                times.append((time.perf_counter() - start) * 1000)
            return times
        finally:
            app.close()


def bench_frames(games: list[str], players: int, frames: int = 300, warmup: int = 240) -> dict:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    out = []
    for game in games:
        for size in SIZES:
            times = sorted(_table_frames(game, size, players, frames, warmup))
            p50 = statistics.median(times)
            out.append({"game": game, "size": f"{size[0]}x{size[1]}", "players": players, "frames": frames,
                        "frame_ms_p50": round(p50, 2), "frame_ms_p95": round(times[int(len(times) * 0.95)], 2),
                        "fps_at_p50": round(1000 / p50, 1)})
    return {"tables": out, "bar": "60 fps at 1920x1080 (DESIGN.md): p50 under 16.7 ms"}
