"""`bench --net` runs on 127.0.0.1 and reports its figures (not their values: a bench on a shared
machine measures the moment)."""

import pytest

from game.tools import net_bench


@pytest.mark.long
def test_the_network_bench_reports_round_trips_bytes_and_concurrent_games(monkeypatch):
    monkeypatch.setattr(net_bench, "setups", lambda: [("daitoshi", 1, {"advisors": 3})])
    report = net_bench.bench_net(games=1, seed=2, concurrent=(1,))
    (solo,) = report["bytes_sent_per_game"]
    assert solo["bytes_sent_mean"] > solo["deflated_bytes_mean"] > solo["actions_mean"] > 0
    assert 0 < report["round_trip_ms"]["p50"] <= report["round_trip_ms"]["p95"]
    assert report["round_trip_ms"]["actions"] > 10
    # the same games through a host that keeps no journal, for comparison
    assert report["round_trip_without_journal_ms"]["actions"] > 10
    (one,) = report["concurrent_4p"]["by_games"]
    assert one["games"] == 1 and one["actions"] > 50
    assert report["concurrent_4p"]["held_at_p95_under_100_ms"] in (0, 1)
