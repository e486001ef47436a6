"""`python -m game host --once` and headless `join`s, as separate processes on 127.0.0.1: every
player prints the scores the host printed."""

import json
import subprocess
import sys
import time

import pytest

from game.persistence.saves import SaveStore

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
        players_ = [subprocess.Popen(_game("join", ready["invite"], "--code",
                                           ready["code"].lower(), "--agent", "random",
                                           "--seed", str(i), "--json",
                                           "--records", str(tmp_path / f"book{i}")),
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
        # --records: the finished game filed in that player's record book, replayed first
        assert final["record"] == "filed"
        [line] = (tmp_path / f"book{len(seats_seen) - 1}" / "records.jsonl").read_text().splitlines()
        entry = json.loads(line)
        assert entry["scores"] == over["scores"] and entry["online"] == {"seat": final["seat"]}
    assert sorted(seats_seen) == list(range(joins))
    assert list(tmp_path.glob("*.json")) == []       # a finished game's save goes


def test_a_join_with_a_wrong_code_says_so_and_fails(tmp_path):
    host = subprocess.Popen(_game("host", "--game", "arigato", "--players", "2", "--bind", "127.0.0.1",
                                  "--saves", str(tmp_path), "--once", "--json", "--code", "RIGHT2"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        ready = json.loads(host.stdout.readline())
        join = subprocess.run(_game("join", ready["invite"], "--code", "WRONG3", "--json"),
                              capture_output=True, text=True, timeout=BOUND)
    finally:
        host.kill()
        host.communicate()
    assert join.returncode == 2
    assert json.loads(join.stderr.strip().splitlines()[-1]) == {"event": "refused", "code": "wrong_code"}


def test_without_once_the_host_opens_the_next_table_when_one_is_full(tmp_path):
    """A lobby of tables on one port: two games of two players at once, each with its code."""
    host = subprocess.Popen(_game("host", "--game", "daitoshi", "--players", "2", "--bind", "127.0.0.1",
                                  "--saves", str(tmp_path), "--seed", "3", "--json"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    players_ = []
    try:
        lines = [json.loads(host.stdout.readline())]
        for i in range(2):
            players_.append(subprocess.Popen(
                _game("join", lines[0]["invite"], "--code", lines[0]["code"],
                      "--seed", str(i), "--json"), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                text=True))
        lines.append(json.loads(host.stdout.readline()))      # the first is full: the next opens
        for i in range(2):
            players_.append(subprocess.Popen(
                _game("join", lines[1]["invite"], "--code", lines[1]["code"],
                      "--seed", str(i + 2), "--json"), stdout=subprocess.PIPE,
                stderr=subprocess.PIPE, text=True))
        outs = [p.communicate(timeout=BOUND) for p in players_]
        while sum(line["event"] == "over" for line in lines) < 2 and len(lines) < 6:
            lines.append(json.loads(host.stdout.readline()))   # the third table opens too
    finally:
        for p in [host, *players_]:
            if p.poll() is None:
                p.kill()
        host.communicate()
    first, second, *later = lines
    overs = [line for line in later if line["event"] == "over"]
    assert first["event"] == second["event"] == "ready" and first["port"] == second["port"]
    assert first["code"] != second["code"]
    over = {o["code"]: o for o in overs}
    assert set(over) == {first["code"], second["code"]}
    for (out, err), p, code in zip(outs, players_, [first["code"]] * 2 + [second["code"]] * 2):
        assert p.returncode == 0, err
        assert json.loads(out.strip().splitlines()[-1])["scores"] == over[code]["scores"]


def test_a_killed_host_started_again_with_resume_carries_on_and_the_players_rejoin(tmp_path):
    args = ["--bind", "127.0.0.1", "--saves", str(tmp_path), "--once", "--json"]
    first = subprocess.Popen(_game("host", "--game", "daitoshi", "--players", "2", "--seed", "5", *args),
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    players_, second = [], None
    try:
        ready = json.loads(first.stdout.readline())
        players_ = [subprocess.Popen(_game("join", ready["invite"], "--code",
                                           ready["code"], "--seed", str(i), "--json"),
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                    for i in range(2)]
        played = 0
        for _ in range(BOUND * 20):            # until the save and its journal hold a few actions
            saves = SaveStore(tmp_path).saved_games()
            played = len(saves[0].data["actions"]) if saves else 0
            if played >= 10:
                break
            time.sleep(0.05)
        first.kill()                             # no goodbye: the process is gone
        first.communicate()
        second = subprocess.Popen(_game("host", "--resume", "--port", str(ready["port"]), *args),
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        again = json.loads(second.stdout.readline())
        outs = [p.communicate(timeout=BOUND) for p in players_]
        second_out, second_err = second.communicate(timeout=BOUND)
    finally:
        for p in [first, second, *players_]:
            if p is not None and p.poll() is None:
                p.kill()
    assert played >= 10
    assert (again["code"], again["port"], again["game"]) == (ready["code"], ready["port"], "daitoshi")
    assert second.returncode == 0, second_err
    over = json.loads(second_out.strip().splitlines()[-1])
    for (out, err), p in zip(outs, players_):
        assert p.returncode == 0, err
        assert json.loads(out.strip().splitlines()[-1])["scores"] == over["scores"]


def test_the_hosts_drop_ai_plays_for_a_player_who_left_and_a_watcher_sees_the_end(tmp_path):
    """`--drop-ai random --drop-after 0`: a player whose process is killed has an AI in their
    seat at once, the other plays to the end; a `join --watch` looks on and prints the scores."""
    host = subprocess.Popen(_game("host", "--game", "arigato", "--players", "2", "--bind",
                                  "127.0.0.1", "--saves", str(tmp_path), "--seed", "5", "--once",
                                  "--json", "--drop-ai", "random", "--drop-after", "0"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    others = []
    try:
        ready = json.loads(host.stdout.readline())
        where = ready["invite"]
        leaver = subprocess.Popen(_game("join", where, "--code", ready["code"], "--agent",
                                        "random", "--json"),
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        others.append(leaver)
        assert json.loads(leaver.stderr.readline())["seat"] == 0     # joined, then gone
        leaver.kill()
        leaver.wait(BOUND)
        watcher = subprocess.Popen(_game("join", where, "--code", ready["code"], "--watch",
                                         "--json"),
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        others.append(watcher)
        # the watcher is in before the game can start: the stayer's random seat against the
        # drop AI ends it in moments, and a watcher that came after the end found no host
        # (a slow start under load: it printed nothing, once in a full run)
        assert json.loads(watcher.stderr.readline()) == {"event": "joined", "seat": None,
                                                         "token": None}
        stayer = subprocess.Popen(_game("join", where, "--code", ready["code"], "--agent",
                                        "random", "--json"),
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        others.append(stayer)
        outs = [p.communicate(timeout=BOUND) for p in (watcher, stayer)]
        host_out, host_err = host.communicate(timeout=BOUND)
    finally:
        for p in [host, *others]:
            if p.poll() is None:
                p.kill()
    assert host.returncode == 0, host_err
    assert '"notice": "seat_stand_in"' in host_err
    over = json.loads(host_out.strip().splitlines()[-1])
    for out, err in outs:
        final = json.loads(out.strip().splitlines()[-1])
        assert final["scores"] == over["scores"], err
