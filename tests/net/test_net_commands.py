"""`python -m game host --once` and headless `join`s, as separate processes on 127.0.0.1: every
player prints the scores the host printed."""

import json
import subprocess
import sys

import pytest

BOUND = 240


def _game(*args):
    return [sys.executable, "-m", "game", *args]


@pytest.mark.parametrize("game, players, seats, joins", [
    ("arigato", 3, "remote,remote,ai:easy", 2),
    ("daitoshi", 2, "remote,remote", 2),
])
def test_a_dedicated_host_and_headless_players_finish_a_game(tmp_path, game, players, seats, joins):
    host = subprocess.Popen(_game("host", "--game", game, "--players", str(players), "--seats", seats,
                                  "--bind", "127.0.0.1", "--saves", str(tmp_path), "--seed", "7",
                                  "--once", "--json"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    players_ = []
    try:
        ready = json.loads(host.stdout.readline())
        assert ready["event"] == "ready" and ready["address"] == "127.0.0.1" and ready["code"]
        players_ = [subprocess.Popen(_game("join", f"127.0.0.1:{ready['port']}", "--code",
                                           ready["code"].lower(), "--agent", "random",
                                           "--seed", str(i), "--json"),
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                    for i in range(joins)]
        outs = [p.communicate(timeout=BOUND) for p in players_]
        host_out, host_err = host.communicate(timeout=BOUND)
    finally:
        for p in [host, *players_]:
            if p.poll() is None:
                p.kill()
    assert host.returncode == 0, host_err
    over = json.loads(host_out.strip().splitlines()[-1])
    assert over["event"] == "over" and len(over["scores"]) == players
    seats_seen = []
    for (out, err), p in zip(outs, players_):
        assert p.returncode == 0, err
        final = json.loads(out.strip().splitlines()[-1])
        assert final["scores"] == over["scores"] and final["winners"] == over["winners"]
        seats_seen.append(final["seat"])
    assert sorted(seats_seen) == list(range(joins))
    assert list(tmp_path.glob("*.json")) == []       # a finished game's save goes


def test_a_join_with_a_wrong_code_says_so_and_fails(tmp_path):
    host = subprocess.Popen(_game("host", "--game", "arigato", "--players", "2", "--bind", "127.0.0.1",
                                  "--saves", str(tmp_path), "--once", "--json", "--code", "RIGHT2"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        ready = json.loads(host.stdout.readline())
        join = subprocess.run(_game("join", f"127.0.0.1:{ready['port']}", "--code", "WRONG3", "--json"),
                              capture_output=True, text=True, timeout=BOUND)
    finally:
        host.kill()
        host.communicate()
    assert join.returncode == 2
    assert json.loads(join.stderr.strip().splitlines()[-1]) == {"event": "refused", "code": "wrong_code"}
