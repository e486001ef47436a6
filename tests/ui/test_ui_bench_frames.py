"""`python -m game bench --frames`: frame times of each table in software, at both sizes."""

from __future__ import annotations

import json

from game.cli import main
from game.tools.frames import SIZES, bench_frames


def test_frame_figures_for_each_table_and_size():
    out = bench_frames(["arigato", "daitoshi"], players=2, frames=6, warmup=4)
    rows = out["tables"]
    assert [(r["game"], r["size"]) for r in rows] == [(g, f"{w}x{h}") for g in ("arigato", "daitoshi")
                                                      for w, h in SIZES]
    for r in rows:
        assert 0 < r["frame_ms_p50"] <= r["frame_ms_p95"] and r["frames"] == 6
        assert abs(r["fps_at_p50"] * r["frame_ms_p50"] / 1000 - 1) < 0.01   # both rounded


def test_the_command_prints_one_json_object(capsys, monkeypatch):
    import game.tools.frames as frames
    monkeypatch.setattr(frames, "SIZES", ((1280, 720),))
    real = frames.bench_frames
    monkeypatch.setattr(frames, "bench_frames", lambda games, players: real(games, players, frames=3, warmup=2))
    assert main(["bench", "--frames", "--game", "daitoshi", "--players", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["game"] for r in out["tables"]] == ["daitoshi"]
