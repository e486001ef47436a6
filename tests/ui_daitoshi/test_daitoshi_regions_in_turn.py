"""Daitoshi's regions are drawn again in the board's order, but one that has waited too long goes
first (render.py, `_in_turn`):
AI seats at top speed play a move every frame, which changes the decision, the header and the
city every frame; in the board's order alone those took each frame's budget, and the log, the
strips and the market stayed as they were the whole game (the log said "Turn 1" under a header
saying "Turn 7")."""

from __future__ import annotations

import tempfile
from pathlib import Path

from game.core import registry
from game.input.session import SeatConfig
from game.ui import frame_causes as fc
from game.ui.app import App
from game.ui.tables.daitoshi import render

FRAMES_BOUND = 600      # frames of the game at most (a bound on a hang, not a time)


def test_at_top_speed_no_region_waits_much_longer_than_one_turn_of_them_all():
    spec = registry.spec("daitoshi")
    folder = Path(tempfile.mkdtemp(prefix="in-turn-"))
    app = App(size=(1280, 720), settings_path=folder / "settings.json", saves_dir=folder / "saves", games=[spec])
    try:
        app.settings.anim_speed = 0.0        # top speed: a move every frame,
        app.ai_budget = 0.004                # the AI's moves made in the frames (the smoke run's)
        app.open_menu()
        seats = [SeatConfig("Aiko", 0, "ai", "easy"), SeatConfig("Botan", 1, "ai", "easy")]
        app.start_session(app.new_session(spec, seats, {}, 7))
        table = app.stack.top
        renderer = table.renderer
        every = len(render.regions(2))
        longest, moves = 0, 0
        waiting: dict[str, int] = {}         # each region to draw again: the frame it has waited since
        for frame in range(FRAMES_BOUND):
            counts = fc.counts.copy()
            app.frame(1 / 60)
            if app.stack.top is not table:
                break
            moves = table.session.moves()
            drawn = {k[len(fc.REGION_DRAWN):] for k in fc.since(counts) if k.startswith(fc.REGION_DRAWN)}
            stale = {region.name for region in renderer.pending(table.ctx())}
            waiting = {name: frame if name in drawn else waiting.get(name, frame) for name in stale}
            longest = max([longest] + [frame - since for since in waiting.values()])
        assert moves > 60                    # many moves, one or more a frame
        assert longest <= render.OVERDUE + every   # each region drawn soon after it is overdue
    finally:
        app.close(last=False, picture=False)
