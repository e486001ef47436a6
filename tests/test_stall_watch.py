"""game/tools/stall_watch.py, the control for the frame benches' slow frames that drew nothing:
no timing is checked here (a shared machine's turns vary), only that it watches turns and names
every turn over its bar with what the system says of it. Run in a process of its own: the
control opens and closes pygame's display itself."""

from __future__ import annotations

from fresh_process import run_fresh

SCRIPT = """
import json
from game.tools import stall_watch
every = stall_watch.watch(0.3, over_ms=-1.0, size=(320, 180))    # every turn is over a bar below 0
none = stall_watch.watch(0.2, over_ms=1e9, size=(320, 180))
print(json.dumps([every, none]))
"""


def test_every_turn_over_the_bar_is_named_with_what_ran_in_the_system_and_no_other(tmp_path):
    every, none = run_fresh(SCRIPT, tmp_path)
    assert every["turns"] > 0 and len(every["turns_over"]) == every["turns"]
    assert every["cpu_ms_p50"] >= 0 and every["size"] == "320x180"
    for turn in every["turns_over"]:
        assert set(turn) == {"turn", "ms", "cpu_ms", "system_ms", "stolen_ms", "page_faults", "pages_read_in"}
    assert [t["turn"] for t in every["turns_over"]] == list(range(every["turns"]))
    assert none["turns"] > 0 and none["turns_over"] == []
