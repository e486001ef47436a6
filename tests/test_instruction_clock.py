"""`bench --compare --clock instructions` (game/tools/instructions.py, compare.py): the measuring
thread's instructions retired, read from Linux perf events. No timing here: the counter is only
checked to count more for more work, and the compare to refuse when there is no counter."""

from __future__ import annotations

import pytest

from game import cli
from game.tools import compare, instructions


def _counter_or_skip():
    try:
        return instructions.counter()
    except instructions.Unavailable as exc:
        pytest.skip(f"no perf events on this machine: {exc}")


def _additions(n: int) -> int:
    total = 0
    for i in range(n):
        total += i
    return total


def test_the_counter_counts_more_instructions_for_more_work():
    read = _counter_or_skip()
    start = read()
    _additions(10 ** 5)
    small = read() - start
    start = read()
    _additions(10 ** 6)
    large = read() - start
    # ten times the additions: several times the instructions, whatever else the machine runs
    assert 0 < small and large > 5 * small


def test_the_counter_names_why_it_cannot_count(monkeypatch):
    monkeypatch.setattr(instructions.platform, "system", lambda: "Darwin")
    with pytest.raises(instructions.Unavailable, match="Darwin"):
        instructions.counter()


def test_without_a_counter_the_compare_is_refused_and_nothing_is_measured(monkeypatch, capsys):
    def refuse(attr):
        raise instructions.Unavailable(13, "perf_event_open refused the instruction counter (test)")

    def measure(*args):
        raise AssertionError("measured on another clock")

    monkeypatch.setattr(instructions, "_open", refuse)
    monkeypatch.setattr(compare, "_measure", measure)
    with pytest.raises(compare.Refused, match="no instruction clock.*perf_event_open refused"):
        compare.compare("HEAD", ["g"], rounds=1, clock="instructions")
    # on the command line: a message naming why, and no report
    assert cli.main(["bench", "--compare", "HEAD", "--clock", "instructions", "--json"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "perf_event_open refused" in err


def test_the_report_names_the_clock_and_each_figures_unit(monkeypatch):
    monkeypatch.setattr(instructions, "_open", lambda attr: 0)     # no counter needed: measures stood in

    def measure(tree, kind, games, players, count, seed, warmup, clock):
        assert clock == "instructions"
        if kind == "rules":
            return {"figures": {"g": {"decisions_per_second": 4000.0, "clone_us": 30.0}}, "moves": {}}
        return {"figures": {"g": {"1280x720": 5.0}}, "moves": {"g 1280x720": 3}}

    monkeypatch.setattr(compare, "_measure", measure)
    report = compare.compare("HEAD", ["g"], rounds=1, clock="instructions")
    assert report["clock"] == "instructions"
    units = {r["figure"]: r["unit"] for r in report["rows"]}
    assert units == {"decisions_per_second": "decisions per billion instructions",
                     "clone_us": "thousand instructions a clone",
                     "frame_ms_p50 1280x720": "Minstr a frame"}
    assert report["units"] == compare.UNITS["instructions"]


def test_the_probe_counts_the_rules_in_instructions():
    # the probe itself, in this tree, one short game: it loads the counter by its path
    _counter_or_skip()
    found = compare._measure(compare.HERE, "rules", ["arigato"], 2, 1, 1, 0, "instructions")
    row = found["figures"]["arigato"]
    assert row["decisions_per_second"] > 0 and row["clone_us"] > 0


def test_finding_out_whether_there_is_a_counter_leaves_none_open():
    import os
    _counter_or_skip()
    before = len(os.listdir("/proc/self/fd"))
    instructions.check()
    assert len(os.listdir("/proc/self/fd")) == before
