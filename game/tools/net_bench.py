"""`python -m game bench --net`: network play on this computer (127.0.0.1 only).

- `round_trip_ms` and `bytes_sent_per_game`: whole games, every registered game at every player
  count it allows (`setups`), between headless random players through
  a host, in one process (the host and its clients share the interpreter, so the round trip
  includes the clients' decoding, as two programs on one machine would): an action's round trip,
  from the `act` sent to the state in which it was played, p50 and p95 over every action, the
  host keeping its journal as the dedicated host does (game/persistence/journal.py: each action
  fsynced before it is sent, in a temporary folder) and, for comparison, keeping none
  (`round_trip_without_journal_ms`: the same games again); and
  the bytes the host sent per game (the JSON of its messages, before the websocket's framing and
  compression), by game and player count, and about what they weigh deflated as the websocket
  sends them (`deflated_bytes_mean`).
- `concurrent_4p`: one host process (`python -m game host`, a lobby of tables) holding 1, 2, 4
  ... 4-player Arigatō games at once, each game's four players in a process of their own, over
  TLS as the dedicated host speaks it (its certificate pinned); the round trip's p50 and p95 at
  each count, and the most games held with p95 under 100 ms.
"""

from __future__ import annotations

import asyncio
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
import zlib

from game.core import registry
from game.tools.load import load_1min


def setups() -> list[tuple[str, int, dict]]:
    """(game, players, options): every registered game at every player count it allows, a solo
    game with its options' first values (`GameSpec.every_count`)."""
    return [(name, s.players, dict(s.options))
            for name in registry.available() for s in registry.spec(name).every_count()]


CONCURRENT = (1, 2, 4, 8)
AIM_MS = 100.0


def deflated(frames: list[str]) -> int:
    """About what the frames weigh on the wire: a websockets server compresses each message with
    permessage-deflate, a 4 KB window (12 bits) kept from one message to the next, memLevel 5:
    this stream does the same."""
    stream = zlib.compressobj(zlib.Z_DEFAULT_COMPRESSION, zlib.DEFLATED, -12, 5)
    return sum(len(stream.compress(f.encode()) + stream.flush(zlib.Z_SYNC_FLUSH)) for f in frames)


async def timed_seat(port: int, code: str, seed: int, trips: list[float],
                     wire: list[int] | None = None, fingerprint: str | None = None) -> None:
    """Play one seat with a random agent, adding each action's round trip to `trips` (and the
    deflated size of what it received to `wire`); `fingerprint`: the host's certificate, pinned
    (the dedicated host speaks TLS)."""
    # the network's modules only once a bench runs (bench.py imports this module for --net)
    from game.ai.agents import RandomAgent
    from game.core.rng import Rng
    from game.net.client import Client, Refused

    client = Client("127.0.0.1", port, code, fingerprint=fingerprint)
    client.record = wire is not None
    await client.join()
    agent, rng = RandomAgent(), Rng(seed)
    sent: dict[int, float] = {}
    latest = None
    while True:
        try:
            state = latest = await client.next_state()
        except Refused:                 # another seat's move came first: decide again
            sent.clear()
            state = latest
        if state.asked in sent:         # the state in which our action was played
            trips.append(time.perf_counter() - sent.pop(state.asked))
        if state.final is not None:
            await client.close()
            if wire is not None:
                wire.append(deflated(client.received))
            return
        if state.my_turn() and state.asked + 1 not in sent:
            action = agent.choose(state.view, state.seat, state.legal, rng)
            sent[state.asked + 1] = time.perf_counter()
            await client.act(action, state.asked)


async def _one_game(game: str, players: int, options: dict, seed: int,
                    saves: str | None = None) -> tuple[list[float], int, int]:
    """One game through a host in this process; with `saves`, a folder, the host keeps it as
    the dedicated host does (its journal: every action fsynced before it is sent)."""
    # the host's side only where this process hosts
    from game.net.host import Host
    from game.net.table import HostedTable, SeatPlan
    from game.persistence.saves import SaveStore

    table = HostedTable(game, [SeatPlan() for _ in range(players)], options, seed=seed,
                        store=SaveStore(saves) if saves is not None else None)
    table.save()
    host = Host(table, bind="127.0.0.1")
    port = await host.start()
    trips: list[float] = []
    wire: list[int] = []
    try:
        await asyncio.gather(*[timed_seat(port, table.code, seed * 10 + i, trips, wire)
                               for i in range(players)])
        await host.finish()
    finally:
        await host.close()
    return trips, host.sent_bytes, sum(wire), len(table.session.state.history)


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _ms(trips: list[float]) -> dict:
    return {"p50": round(_pct(trips, 0.5) * 1000, 2), "p95": round(_pct(trips, 0.95) * 1000, 2),
            "actions": len(trips)}


# --- one host process, several games at once -----------------------------------------------------

_WORKER = """
import asyncio, json, sys
from game.tools.net_bench import timed_seat
port, code, seed, pin = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]
trips = []
async def main():
    await asyncio.gather(*[timed_seat(port, code, seed * 10 + i, trips, fingerprint=pin)
                           for i in range(4)])
asyncio.run(main())
print(json.dumps(trips))
"""


def _concurrent(tables: int, seed: int) -> list[float]:
    """`tables` 4-player Arigatō games at once on one host process; every action's round trip."""
    with tempfile.TemporaryDirectory() as saves:
        host = subprocess.Popen([sys.executable, "-m", "game", "host", "--game", "arigato",
                                 "--players", "4", "--bind", "127.0.0.1", "--saves", saves,
                                 "--seed", str(seed), "--json"],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        workers = []
        try:
            for t in range(tables):      # each table opens once the one before is full
                ready = json.loads(host.stdout.readline())
                workers.append(subprocess.Popen(
                    [sys.executable, "-c", _WORKER, str(ready["port"]), ready["code"],
                     str(seed + t), ready["fingerprint"]], stdout=subprocess.PIPE, text=True))
            return [t for w in workers for t in json.loads(w.communicate()[0])]
        finally:
            for process in [host, *workers]:
                if process.poll() is None:
                    process.kill()
                    process.communicate()


def bench_net(games: int = 1, seed: int = 1, concurrent: tuple[int, ...] = CONCURRENT) -> dict:
    trips: list[float] = []
    unkept: list[float] = []         # the same games through a host that keeps no save
    per_game = []
    for game, players, options in setups():
        sizes, wires, moves = [], [], []
        for g in range(games):
            with tempfile.TemporaryDirectory() as saves:
                t, sent, wire, played = asyncio.run(_one_game(game, players, options, seed + g,
                                                              saves))
            unkept += asyncio.run(_one_game(game, players, options, seed + g))[0]
            trips += t
            sizes.append(sent)
            wires.append(wire)
            moves.append(played)
        per_game.append({"game": game, "players": players, **({"advisors": options["advisors"]}
                                                             if "advisors" in options else {}),
                         "games": games, "actions_mean": round(statistics.mean(moves), 1),
                         "bytes_sent_mean": round(statistics.mean(sizes)),
                         "deflated_bytes_mean": round(statistics.mean(wires)),
                         "bytes_per_action": round(sum(sizes) / sum(moves))})
    held, by_count = 0, []
    for count in concurrent:
        figures = _ms(_concurrent(count, seed))
        by_count.append({"games": count, **figures})
        if figures["p95"] >= AIM_MS:
            break                        # more games would only be slower
        held = count
    return {"round_trip_ms": _ms(trips), "round_trip_without_journal_ms": _ms(unkept),
            "bytes_sent_per_game": per_game,
            "concurrent_4p": {"by_games": by_count, f"held_at_p95_under_{AIM_MS:g}_ms": held},
            "machine": {"cpus": os.cpu_count(), "platform": platform.platform(),
                        "python": platform.python_version(),
                        "load_1min": load_1min()}}
