"""`bench --net --latency MS` (game/tools/latency_bench.py) plays online through the slow line from
the client's table at 1920x1080 and reports its frames (not their values: a bench on a shared
machine measures the moment), naming its slowest as `bench --frames` does (game/tools/frame_watch.py).
Everything on 127.0.0.1."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game import cli  # noqa: E402
from game.net.latency_link import DOWN, UP, Piece  # noqa: E402
from game.tools import latency_bench  # noqa: E402
from game.tools import frame_watch  # noqa: E402
from game.tools.frame_watch import SLOWEST, Collections, Frames, Watch  # noqa: E402
from game.ui import frame_causes as fc  # noqa: E402

NAMED = {"frame", "ms", "cpu_ms", "did", "before", "gc_ms", "moves_played", "page_faults", "pages_read_in", "others_cpu_ms", "stacks",
         "stolen_ms", "system_ms"}


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
    assert 0 <= row["frames_over_budget_without_steal"] <= row["frames_over_budget"]
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
    # its slowest frames named as bench --frames names them, the first frames among them
    assert len(row["slowest"]) == len(row["slowest_cpu"]) == min(SLOWEST, row["frames"])
    times = [f["ms"] for f in row["slowest"]]
    assert times == sorted(times, reverse=True)
    assert times[0] == max(row["frame_worst_ms"], row["first_frames_worst_ms"])   # WARMUP 0: the same
    assert max(f["cpu_ms"] for f in row["slowest_cpu"]) == row["frame_cpu_worst_ms"]
    # (WARMUP 0: no first frames) the frame thread's CPU time, the steadier figure on a busy machine
    assert row["first_frames_cpu_worst_ms"] == 0.0
    assert 0 < row["frame_cpu_p50_ms"] <= row["frame_cpu_p95_ms"] <= row["frame_cpu_worst_ms"]
    for f in row["slowest"] + row["slowest_cpu"]:
        assert set(f) == NAMED and 0 <= f["frame"] < row["frames"] and f["moves_played"] >= 0
    # the moves the client learnt of, frame by frame: at least each answer's own (the counts
    # summed over the game, of the names frame_causes.py counts)
    named = {v for k, v in vars(fc).items() if k.isupper() and isinstance(v, str)}
    assert all(k in named or k.startswith((fc.REGION_DRAWN, "gc pass")) for k in row["counted"])
    assert row["counted"].get(fc.TEXT_DRAWN, 0) > 0 and row["page_faults"]["total"] >= 0


def test_a_watched_frame_names_what_it_did_and_what_ran_before_it():
    """The latency bench and bench --frames watch each frame alike (game/tools/frame_watch.py):
    what was counted during it is what it did, what was counted since the last frame's end is
    what ran before it (the network thread's work, between two frames of the client)."""
    with Collections() as collections:
        watch, frames = Watch(collections), Frames()
        fc.count(fc.FONT_OPENED)               # between frames: before the first
        watch.start()
        fc.count(fc.TEXT_DRAWN, 3)
        frames.add(**watch.stop(), moves=2)
        watch.start()                          # nothing between them, nothing in it
        frames.add(**watch.stop(), moves=0)
    first, second = sorted(frames.causes()["slowest"], key=lambda f: f["frame"])
    assert first["did"] == {fc.TEXT_DRAWN: 3} and first["before"] == {fc.FONT_OPENED: 1}
    assert first["moves_played"] == 2 and first["frame"] == 0
    assert second["did"] == {} and second["before"] == {} and second["frame"] == 1
    assert frames.causes()["counted"] == {fc.TEXT_DRAWN: 3}
    assert len(frames.times) == len(frames.cpu) == 2 and all(ms >= 0 for ms in frames.times)


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


def test_the_time_a_host_took_from_the_machine_is_read_from_its_steal(tmp_path, monkeypatch):
    stat = tmp_path / "stat"
    stat.write_text("cpu  100 0 50 9000 4 0 3 37 0 0\ncpu0 50 0 25 4500 2 0 1 20 0 0\n")
    monkeypatch.setattr(frame_watch, "PROC_STAT", str(stat))
    assert frame_watch.stolen_ms() == 37 * 1000 / os.sysconf("SC_CLK_TCK")
    stat.write_text("cpu  100 0 50 9000\n")          # an older kernel's: no steal said
    assert frame_watch.stolen_ms() == 0.0
    monkeypatch.setattr(frame_watch, "PROC_STAT", str(tmp_path / "none"))
    assert frame_watch.stolen_ms() == 0.0
