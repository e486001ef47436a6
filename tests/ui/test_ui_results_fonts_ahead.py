"""The results screen's fonts are opened ahead by the table, in its frames that draw nothing new
(scenes/results.py `results_fonts`; Daitoshi's render.py, Arigatō's render/fonts.py): the
results' first frame, after a whole game's table frames, opens none (it opened 6 to 9:
game/tools/MEASUREMENTS.md, "Fonts ahead for the results screen and the sent note")."""

from __future__ import annotations

import pytest

from game.core import registry
from game.input.session import SeatConfig
from game.ui import frame_causes as fc
from game.ui import theme as th
from ui_pilot import Pilot


@pytest.mark.parametrize("game", registry.available())
def test_the_results_first_frame_opens_no_font(make_app, game):
    th._font.cache_clear()            # no font left open, no text drawn, by the tests before
    th._texts.clear()
    spec = registry.spec(game)
    app = make_app(size=(1920, 1080), games=[spec], anim_speed=1.0)   # as played: motions, moments
    pilot = Pilot(app)
    seats = [SeatConfig(name, i, "ai", "easy") for i, name in enumerate(["Aiko", "Botan"])]
    app.start_session(app.new_session(spec, seats, {}, 7))
    opened = None
    for _ in range(20000):            # a bound on a hang: the AI seats play the game out
        before = fc.counts[fc.FONT_OPENED]
        pilot.frames(1)
        if app.stack.top.name == "results":
            opened = fc.counts[fc.FONT_OPENED] - before
            break
    assert opened is not None, "the results were never shown"
    assert opened == 0, f"the results' first frame opened {opened} font(s)"

