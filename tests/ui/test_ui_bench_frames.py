"""`python -m game bench --frames`: frame times of each table in software, at both sizes."""

from __future__ import annotations

import json
import math

from game.cli import main
from game.core import registry
from game.tools.frames import SIZES, bench_frames, figures


def test_frame_figures_for_each_table_and_size():
    games = registry.available()
    out = bench_frames(games, players=2, frames=6, warmup=4)
    rows = out["tables"]
    assert [(r["game"], r["size"]) for r in rows] == [(g, f"{w}x{h}") for g in games for w, h in SIZES]
    for r in rows:
        assert 0 <= r["frame_ms_p50"] <= r["frame_ms_p95"] <= r["frame_ms_worst"] and r["frames"] == 6
        assert r["fps_at_p50"] > 0
        cpu = r["cpu_ms"]            # the measuring thread's CPU time per frame, in percentiles
        assert set(cpu) == {"p50", "p95", "p99", "worst"}
        assert 0 <= cpu["p50"] <= cpu["p95"] <= cpu["p99"] <= cpu["worst"]
        assert cpu["worst"] == max(f["cpu_ms"] for f in r["slowest_cpu"])
        faults = r["page_faults"]    # pages of memory touched for the first time, by frame
        assert 0 <= max(f["page_faults"] for f in r["slowest"]) <= faults["most_in_a_frame"] <= faults["total"]


def test_the_figures_agree_before_they_are_rounded():
    """The frame rate is the median's inverse, checked on the unrounded figures: a median under
    half a millisecond, rounded to two decimals, is far from its own inverse (CI once failed so)."""
    for times in ([0.31, 0.29, 0.44, 0.27, 0.35, 0.3], [12.0, 14.5, 13.25, 40.0], [0.004]):
        f = figures(times)
        assert math.isclose(f["fps_at_p50"] * f["frame_ms_p50"], 1000)
        assert f["frame_ms_p50"] <= f["frame_ms_p95"] <= f["frame_ms_p99"] <= f["frame_ms_worst"] == max(times)
    assert figures([0.31, 0.29, 0.44])["frame_ms_p50"] == 0.31


def test_the_command_prints_one_json_object(capsys, monkeypatch):
    import game.tools.frames as frames
    monkeypatch.setattr(frames, "SIZES", ((1280, 720),))
    real = frames.bench_frames
    monkeypatch.setattr(frames, "bench_frames", lambda games, players: real(games, players, frames=3, warmup=2))
    assert main(["bench", "--frames", "--game", "daitoshi", "--players", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["game"] for r in out["tables"]] == ["daitoshi"]


def test_one_size_alone(capsys, monkeypatch):
    """`--size WxH` measures that window size alone (a player's first table at that size), no
    game at another size before it in the process."""
    import game.tools.frames as frames
    asked = []

    def measured(game, size, players, count, warmup):
        asked.append(size)
        one = frames.Frames()
        one.add(1.0, 1.0, {}, {}, 0.0, 0)
        return one
    monkeypatch.setattr(frames, "_table_frames", measured)
    assert main(["bench", "--frames", "--game", "daitoshi", "--size", "1920x1080", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert asked == [(1920, 1080)] and [r["size"] for r in out["tables"]] == ["1920x1080"]
    assert frames.sizes_asked("1280X720") == ((1280, 720),)
    for wrong in ("1920", "wide", "0x720"):
        try:
            frames.sizes_asked(wrong)
        except SystemExit as refused:
            assert wrong in str(refused)
        else:
            raise AssertionError(wrong)
