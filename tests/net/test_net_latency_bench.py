"""`bench --net --latency MS` (game/tools/latency_bench.py) plays online through the slow line from
the client's table at 1920x1080 and reports its frames (not their values: a bench on a shared
machine measures the moment). Everything on 127.0.0.1."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game import cli  # noqa: E402
from game.tools import latency_bench  # noqa: E402


@pytest.mark.long
def test_the_latency_bench_reports_the_frames_that_ran_while_answers_were_outstanding(monkeypatch):
    monkeypatch.setattr(latency_bench, "WARMUP", 0)      # a short game: every frame counted
    report = latency_bench.bench_latency(30, seed=2, games=["daitoshi"], moves=3)
    assert report["size"] == "1920x1080" and report["line"]["jitter_ms"] == 10
    (row,) = report["games"]
    assert row["game"] == "daitoshi" and row["moves_sent"] == 3 and row["stopped"] == "moves"
    assert report["moves"] == 3
    # the frames that took in an answer are not counted as waiting: two answers came in
    assert 0 <= row["frames_while_waiting"] < row["frames"]
    assert 0 < row["frame_p50_ms"] <= row["frame_p95_ms"] <= row["frame_worst_ms"]
    assert row["waiting_frame_worst_ms"] <= row["frame_worst_ms"]
    assert 0 < row["answer_p50_ms"] <= row["answer_p95_ms"] <= row["answer_worst_ms"]
    assert row["pieces"] > 0


@pytest.mark.parametrize("words, moves", [
    ([], latency_bench.MOVES),              # bounded by default: a run of a few minutes
    (["--moves", "12"], 12),
    (["--whole"], None),                    # each game played to its end
])
def test_bench_net_with_a_latency_runs_the_latency_bench(monkeypatch, words, moves):
    asked = []
    monkeypatch.setattr(latency_bench, "bench_latency",
                        lambda latency, seed, games, moves: asked.append((latency, seed, games, moves))
                        or {})
    assert cli.main(["bench", "--net", "--latency", "300", "--game", "arigato", "--json", *words]) == 0
    assert asked == [(300.0, 1, ["arigato"], moves)]
