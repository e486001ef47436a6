"""`bench --net --latency MS` (game/tools/latency_bench.py) plays online through the slow line from
the client's table at 1920x1080 and reports its frames (not their values: a bench on a shared
machine measures the moment). Everything on 127.0.0.1."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game import cli  # noqa: E402
from game.net.latency_link import DOWN, UP, Piece  # noqa: E402
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
    # each answer a state answered is cut into its parts, which add up to the whole
    assert 0 < row["answers_cut"] <= 3 and row["rejoins"] == 0
    assert all(seconds >= 1.0 for seconds in row["host_slow_disk_s"])   # the host's own word
    assert set(row["answer_parts_ms"]) == set(latency_bench.PARTS)
    assert all(0 <= part["p50"] <= part["p95"] <= part["worst"]
               for part in row["answer_parts_ms"].values())
    slowest = row["slowest_answer_ms"]
    assert slowest is None or abs(sum(slowest.values()) - row["answer_worst_ms"]) < 1   # rounding


def _piece(way, read, written):
    return Piece(way, read, 100, written)


def test_an_answer_is_cut_into_its_parts_as_the_line_saw_them():
    trace = [_piece(DOWN, 0.5, 0.6),            # before the move: no part of it
             _piece(UP, 1.02, 1.32),            # the move, on its way to the host
             _piece(DOWN, 1.40, 1.70),          # the host's answer, its first piece
             _piece(DOWN, 1.41, 1.75),          # and its last
             _piece(DOWN, 3.0, 3.3)]            # after the answer was in: no part of it
    arrivals = [(0.7, 4), (1.80, 5)]            # the answer: the seat's decisions one more
    parts = latency_bench.answer_parts(1.0, 4, 1.85, arrivals, trace)
    assert parts == {"client_out": 20.0, "line_up": 300.0, "host": 80.0, "line_down": 350.0,
                     "client_in": 50.0, "table": 50.0}
    assert round(sum(parts.values()), 1) == 850.0         # the whole answer, sent to taken in


def test_an_answer_no_state_gave_has_no_parts():
    trace = [_piece(UP, 1.02, 1.32), _piece(DOWN, 1.40, 1.70)]
    assert latency_bench.answer_parts(1.0, 4, 1.85, [(1.75, 4)], trace) is None   # refused
    assert latency_bench.answer_parts(1.0, 4, 1.85, [(1.75, 5)], []) is None      # no line


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
