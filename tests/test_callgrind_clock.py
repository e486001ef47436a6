"""`bench --compare --clock callgrind` (game/tools/callgrind_clock.py, compare.py): each table's
frames counted under valgrind between the probe's marks. Checked here: the marks count what lies
between them and nothing else, the probe counts the same again in a second run (what makes the
clock worth having where perf events are refused), and where valgrind is missing the compare is
refused without measuring anything on another clock."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from game import cli
from game.core import registry
from game.tools import callgrind_clock, compare

# additions outside the marks, then a few inside, then ten times as many inside
SCRIPT = """
import ctypes, sys
marks = ctypes.CDLL(sys.argv[1])
def add(n):
    total = 0
    for i in range(n):
        total += i
marks.instrument()
add(200000)
marks.collect(); add(2000); marks.collect()
marks.dump(b"small")
add(200000)
marks.collect(); add(20000); marks.collect()
marks.dump(b"large")
"""


def _dumped(folder) -> dict[str, int]:
    """Each dump's name and the instructions collected before it."""
    found = {}
    for dumped in folder.glob(callgrind_clock.OUT + ".*"):
        text = dumped.read_text()
        named = re.search(r"^desc: Trigger: Client Request: (.*)$", text, re.M)
        found[named.group(1)] = int(re.search(r"^summary: (\d+)$", text, re.M).group(1))
    return found


def _marks_or_skip(folder):
    try:
        return callgrind_clock.build(folder)
    except callgrind_clock.Unavailable as exc:
        pytest.skip(str(exc))


def test_the_marks_count_what_lies_between_them_and_nothing_else(tmp_path):
    marks = _marks_or_skip(tmp_path)
    subprocess.run([*callgrind_clock.command(tmp_path), sys.executable, "-c", SCRIPT, str(marks)],
                   check=True, capture_output=True, timeout=300)
    counted = _dumped(tmp_path)
    small, large = counted["small"], counted["large"]
    # ten times the additions: about ten times the count; the hundred times as many outside the
    # marks would have made `small` far larger than a tenth of `large`
    assert 0 < small and 7 * small < large < 13 * small


def test_the_probe_counts_a_tables_frames_the_same_in_two_runs(tmp_path):
    _marks_or_skip(tmp_path)
    name = registry.available()[0]
    runs = [compare._measure(compare.HERE, "frames", [name], 2, 3, 1, 2, "callgrind") for _ in range(2)]
    assert runs[0]["figures"] == runs[1]["figures"]
    assert all(v > 0 for v in runs[0]["figures"][name].values())


def test_without_valgrind_the_compare_is_refused_and_nothing_is_measured(monkeypatch, capsys):
    def measure(*args):
        raise AssertionError("measured on another clock")

    monkeypatch.setattr(callgrind_clock.shutil, "which", lambda tool: None)
    monkeypatch.setattr(compare, "_measure", measure)
    with pytest.raises(compare.Refused, match="missing valgrind"):
        compare.compare("HEAD", ["g"], rounds=1, clock="callgrind")
    assert cli.main(["bench", "--compare", "HEAD", "--clock", "callgrind", "--json"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "missing valgrind" in err


def test_the_report_compares_each_tables_median_frame_and_no_rules(monkeypatch, tmp_path):
    monkeypatch.setattr(callgrind_clock, "build", lambda folder: tmp_path / "marks.so")
    asked = []

    def measure(tree, kind, games, players, count, seed, warmup, clock):
        asked.append(kind)
        return {"figures": {"g": {"1280x720": 5.0}}, "moves": {"g 1280x720": 3}}

    monkeypatch.setattr(compare, "_measure", measure)
    report = compare.compare("HEAD", ["g"], rounds=1, clock="callgrind")
    assert set(asked) == {"frames"}
    assert [(r["figure"], r["unit"]) for r in report["rows"]] == [("frame_ms_p50 1280x720", "Minstr a frame")]
    assert report["units"] == compare.UNITS["callgrind"]
