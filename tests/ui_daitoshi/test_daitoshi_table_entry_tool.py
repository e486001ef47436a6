"""`python -m game.tools.table_entry` (what entering a table costs, frame by frame): the menu makes
the tables ready first (or, `cold`, not at all); prepared, the call that enters Daitoshi's table
draws no region and the frames after it draw them all; drawn whole, the entering call draws them. The figures it prints are in game/tools/MEASUREMENTS.md."""

from __future__ import annotations

from game.tools.table_entry import entry
from game.ui.tables.daitoshi.scene import DaitoshiTable


def test_prepared_the_entering_call_draws_no_region_and_the_frames_after_draw_them():
    before = DaitoshiTable.PREPARE_FIRST
    prepared = entry("daitoshi", (1280, 720), whole=False, frames=40)
    whole = entry("daitoshi", (1280, 720), whole=True, frames=3)
    assert DaitoshiTable.PREPARE_FIRST is before            # put back as it was
    assert prepared["entering"]["regions"] == 0
    assert prepared["menu"]["ready"] and prepared["menu"]["frames"] >= 1   # the menu made the tables ready
    assert sum(f["regions"] for f in prepared["frames"]) >= whole["entering"]["regions"] > 0
    assert max(f["regions"] for f in prepared["frames"]) < whole["entering"]["regions"]
    assert prepared["worst_cpu_ms"] == max([prepared["entering"]["cpu_ms"]]
                                           + [f["cpu_ms"] for f in prepared["frames"]])


def test_cold_the_table_is_entered_from_the_menus_first_frame():
    cold = entry("daitoshi", (1280, 720), whole=False, cold=True, frames=1)
    assert cold["cold"] and cold["menu"] == {"frames": 0, "worst_cpu_ms": 0.0, "ready": False}
