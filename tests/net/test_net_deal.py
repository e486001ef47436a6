"""The seed never leaves the host before the game is over (game/ARCHITECTURE.md, "The deal"): a
game hosted without `--seed` draws 128 secret bits, and no frame a seat is sent, no line the
host or a headless player prints before the end holds them, in decimal or in hex, nor the keyed
deal's key. The finished game's record brings the seed, once, at the end: the same search finds
it there, so the check can fail."""

import json
import subprocess
import sys

import pytest

from game.core.rng import KEYED
from game.net.client import Client
from net_helpers import LOOPBACK, WatchedHost, new_table, play_all, run

BOUND = 240


def _secrets(seed: int) -> list[str]:
    """Every form of the seed a careless message could carry."""
    return [str(seed), f"{seed:x}", f"{seed:X}", f"{seed:#x}", seed.to_bytes(32, "big").hex()]


def _told(seed: int, text: str) -> list[str]:
    return [form for form in _secrets(seed) if form in text]


async def _hosted_game(game: str):
    table = new_table(game, ["remote", "remote"], seed=None)
    host = WatchedHost(table)
    await host.start()
    seats = []
    try:
        for name in ("Aiko", "Kenji"):
            client = Client(LOOPBACK, host.port, table.code, name=name)
            client.record = True
            await client.join()
            seats.append(client)
        await play_all(host, ["random", "random"], clients=seats)
    finally:
        await host.close()
    return table, seats


def test_no_frame_to_any_seat_holds_the_seed_before_the_game_is_over():
    table, seats = run(_hosted_game("arigato"))
    seed = table.session.seed
    assert table.session.deal == KEYED and seed >= 1 << 64     # 2**-64 of failing by chance
    for client in seats:
        kinds = [json.loads(frame)["type"] for frame in client.received]
        assert kinds.count("record") == 1 and len(kinds) > 50
        end = kinds.index("record")
        for frame in client.received[:end]:
            assert _told(seed, frame) == []
        # where the seed is, the search finds it: the record, at the end
        assert str(seed) in _told(seed, client.received[end])


def _game(*args):
    return [sys.executable, "-m", "game", *args]


def _played(tmp_path, players: int) -> tuple[str, tuple[str, str], list[tuple[str, str]]]:
    """A dedicated host without `--seed` and its headless players, each filing the game in a
    book of its own: the host's ready line, its (out, err), each player's; every process ended."""
    running = [subprocess.Popen(_game("host", "--game", "daitoshi", "--players", str(players),
                                      "--bind", "127.0.0.1", "--saves", str(tmp_path / "hosted"),
                                      "--once", "--json"),
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)]
    try:
        ready = running[0].stdout.readline()
        where = json.loads(ready)
        for k in range(players):
            book = tmp_path / f"book{k}"
            running.append(subprocess.Popen(
                _game("join", where["invite"], "--agent", "random",
                      "--seed", str(k), "--json", "--records", str(book)),
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
        said = [p.communicate(timeout=BOUND) for p in running[1:]]
        host = running[0].communicate(timeout=BOUND)
        assert running[0].returncode == 0, host[1]
        return ready, host, said
    finally:
        for p in running:
            if p.poll() is None:
                p.kill()


@pytest.mark.long
def test_the_dedicated_hosts_lines_and_a_players_lines_hold_no_seed(tmp_path):
    """`host --json` without `--seed`: its lines (ready, notices, over) and the headless players'
    say nothing of the seed, which the players' record books hold once the game is over."""
    ready, (host_out, host_err), said = _played(tmp_path, 2)
    seeds = {json.loads((tmp_path / f"book{i}" / "records.jsonl").read_text())["seed"] for i in range(2)}
    [seed] = seeds
    assert seed >= 1 << 64
    assert _told(seed, ready + host_out + host_err) == []
    committed = json.loads(ready)["commitment"]
    for k, (out, err) in enumerate(said):
        last = json.loads(out.strip().splitlines()[-1])
        # each player checked the deal the host committed to in its ready line (game/net/fair.py)
        assert last["record"] == "filed" and last["deal"] == "verified"
        assert json.loads((tmp_path / f"book{k}" / "records.jsonl").read_text())["commitment"] == committed
        assert _told(seed, out + err) == []
    assert str(seed) in _told(seed, (tmp_path / "book0" / "records.jsonl").read_text())
