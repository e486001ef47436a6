"""Two players online as people are, as a test: two copies of the client (two processes, SDL's dummy
driver) play a whole game against each other through Play online, one hosting and one joining
on 127.0.0.1 (the lobby, then Start), driven by posted events (game/tools/online_play.py). Both see the same final
scores, each files the game in its own record book, and each takes its pictures."""

import json
import os
import subprocess
import sys

import pytest

BOUND = 900         # seconds: a hang fails instead of holding the suite


@pytest.mark.slow
def test_two_copies_of_the_client_play_a_whole_game_through_host_and_join(tmp_path):
    env_free = {k: v for k, v in os.environ.items() if k != "DISPLAY"}   # no window: dummy
    done = subprocess.run([sys.executable, "-m", "game.tools.online_play", "--game", "arigato",
                           "--out", str(tmp_path), "--seed", "3"],
                          capture_output=True, text=True, timeout=BOUND, env=env_free)
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert done.returncode == 0 and summary["agree"], done.stderr[-2000:]
    host, join = summary["host"], summary["join"]
    assert (host["seat"], join["seat"]) == (0, 1) and host["scores"] == join["scores"]
    assert host["filed"] and join["filed"] and host["record_error"] is None
    moments = {"host": ("page", "table", "results", "records"),
               "join": ("page", "lobby", "table", "results", "records")}
    assert sorted(p.name for p in tmp_path.glob("*.png")) == sorted(
        f"online-arigato-{role}-{moment}.png" for role in moments for moment in moments[role])
