"""`bench --net` runs on 127.0.0.1 and reports its figures (not their values: a bench on a shared
machine measures the moment); it reads what a host says until its `ready` line, whatever else
comes first, and says plainly what it read when no `ready` comes."""

import json
import sys
import time

import pytest

from game.tools import net_bench, net_scale
from game.tools.host_process import HostProcess, NoReady

READY = {"event": "ready", "port": 4242, "code": "TANUKI", "fingerprint": "ab" * 32}


def says(*lines: str, then: str = "") -> HostProcess:
    """A stand-in host: a process that prints these lines, then runs `then` (Python)."""
    script = "".join(f"print({line!r}, flush=True)\n" for line in lines) + then
    return HostProcess([sys.executable, "-c", script])


def test_the_bench_reads_past_what_a_host_says_before_its_ready_line():
    with says(json.dumps({"event": "over", "code": "OLDONE", "scores": [3, 1]}),
              "host: a sentence, not JSON", "[1, 2]", json.dumps({"event": "ready"}),
              json.dumps(READY), then="import time; time.sleep(30)") as host:
        assert host.ready() == READY
        assert host.events[0]["event"] == "over"     # kept, not mistaken for the ready line
        assert len(host.said) == 5
    assert host.process.returncode is not None       # stopped


def test_a_host_that_ends_without_a_ready_line_is_named_with_what_it_said():
    with says(json.dumps({"event": "over", "code": "OLDONE"}),
              then="import sys; print('host: cannot listen', file=sys.stderr); sys.exit(2)") \
            as host, pytest.raises(NoReady) as failed:
        host.ready()
    said = str(failed.value)
    assert "exited with status 2" in said and "OLDONE" in said and "cannot listen" in said


def test_the_bench_reads_what_a_host_told_its_operator():
    slow = {"notice": "slow_disk", "table": "TANUKI", "seconds": 2.5}
    then = ("import sys, json; print('host: a sentence', file=sys.stderr); "
            f"print(json.dumps({slow!r}), file=sys.stderr, flush=True); "
            "print('[1]', file=sys.stderr, flush=True); import time; time.sleep(30)")
    with says(json.dumps(READY), then=then) as host:
        host.ready()
        for _ in range(3000):                         # until the host has said it (bounded)
            if host.notices():
                break
            time.sleep(0.01)
        assert host.notices() == [slow]               # its sentences and other JSON passed over


def test_the_lines_read_before_a_ready_line_are_bounded():
    with says(*[json.dumps({"event": "over", "n": i}) for i in range(5)], json.dumps(READY)) \
            as host, pytest.raises(NoReady, match="3 lines without one"):
        host.ready(lines=3)


def test_a_host_that_says_nothing_is_waited_for_only_so_long():
    with says(then="import time; time.sleep(30)") as host, \
            pytest.raises(NoReady, match="no line in time"):
        host.ready(seconds=0.5)


def test_the_loads_go_up_to_the_most_games_asked():
    assert net_scale.loads(50) == [1, 5, 10, 25, 50]
    assert net_scale.loads(8) == [1, 5, 8]
    assert net_scale.loads(1) == [1]


@pytest.mark.long
def test_the_network_bench_reports_round_trips_bytes_and_concurrent_games(monkeypatch):
    monkeypatch.setattr(net_bench, "setups", lambda: [("arigato", 1, {}), ("arigato", 2, {})])
    report = net_bench.bench_net(games=2, seed=2, think=0.05, seconds=2.0)
    solo, pair = report["bytes_sent_per_game"]
    for row in (solo, pair):
        assert row["bytes_sent_mean"] > row["deflated_bytes_mean"] > row["actions_mean"] > 0
    # both seats' messages counted (the light seat's too): each action is sent to two seats
    assert pair["bytes_per_action"] > solo["bytes_per_action"] * 1.5
    assert 0 < report["round_trip_ms"]["p50"] <= report["round_trip_ms"]["p95"]
    assert report["round_trip_ms"]["actions"] > 10
    # the same games through a host that keeps no journal, for comparison
    assert report["round_trip_without_journal_ms"]["actions"] > 10
    scale = report["concurrent_4p"]
    assert [row["games"] for row in scale["by_games"]] == [1, 2]
    for row in scale["by_games"]:
        assert row["actions"] > 4 * row["games"] and 0 < row["p50"] <= row["p95"]
        assert row["host_cpu_share"] > 0 and row["bench_cpu_share"] > 0
    assert scale["held_at_p95_under_100_ms"] == max(
        [row["games"] for row in scale["by_games"] if row["p95"] < 100], default=0)
    assert scale["think_s"] == 0.05
