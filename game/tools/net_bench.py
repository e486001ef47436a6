"""`python -m game bench --net`: network play on this computer (127.0.0.1 only).

- `round_trip_ms` and `bytes_sent_per_game`: whole games, every registered game at every player
  count it allows (`setups`), between headless random players through a host as players meet
  it: `python -m game host` in a process of its own (TLS, its certificate pinned; its journal on,
  every action fsynced before any seat is sent it), the seats in this process. An action's round
  trip, p50 and p95: from the `act` sent to the state in which it was played, at the first seat,
  a whole client as a player's (every state decoded into the rules' view, the deal's witness
  kept). The other seats are light (net_scale.py): each player's computer decodes only its own
  seat's states, and four whole clients in one process would each wait for the others'
  decoding, which no player does. Every seat answers at once, so in Arigatō's dawn four
  choices reach the host together and the last waits for the three before it. For comparison
  the same games through a host that keeps no journal (`round_trip_without_journal_ms`: the
  same host objects, TLS too, in a process of their own). The bytes the host sent per game (the
  JSON of its messages as the seats received them, before the websocket's framing and
  compression), by game and player count, and about what they weigh deflated as the websocket
  sends them (`deflated_bytes_mean`).
- `concurrent_4p`: one host process holding up to `--games` 4-player Arigatō games at once, its
  seats thinking as people do (net_scale.py).
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import platform
import random
import statistics
import sys
import tempfile
import zlib

from game.ai.agents import RandomAgent
from game.core import registry
from game.core.rng import Rng
from game.net.client import Client
from game.tools import net_scale
from game.tools.host_process import HostProcess, game_host
from game.tools.load import load_1min


def setups() -> list[tuple[str, int, dict]]:
    """(game, players, options): every registered game at every player count it allows, a solo
    game with its options' first values (`GameSpec.every_count`)."""
    return [(name, s.players, dict(s.options))
            for name in registry.available() for s in registry.spec(name).every_count()]


def deflated(frames: list[str]) -> int:
    """About what the frames weigh on the wire: a websockets server compresses each message with
    permessage-deflate, a 4 KB window (12 bits) kept from one message to the next, memLevel 5:
    this stream does the same."""
    stream = zlib.compressobj(zlib.Z_DEFAULT_COMPRESSION, zlib.DEFLATED, -12, 5)
    return sum(len(stream.compress(f.encode()) + stream.flush(zlib.Z_SYNC_FLUSH)) for f in frames)


async def timed_seat(port: int, code: str, seed: int, trips: list[float],
                     wire: list[int] | None = None, fingerprint: str | None = None) -> int:
    """Play one seat with a random agent, adding each action's round trip to `trips` (and the
    characters it received, then their deflated size, to `wire`); `fingerprint`: the host's
    certificate, pinned (the dedicated host speaks TLS). The game's actions, at its end."""
    client = Client("127.0.0.1", port, code, fingerprint=fingerprint)
    client.record = wire is not None
    await client.join()
    agent, rng, timed = RandomAgent(), Rng(seed), net_scale.Trips(trips)
    while True:
        state = await timed.next(client)
        if state.final is not None:
            await client.close()
            if wire is not None:
                wire += [sum(map(len, client.received)), deflated(client.received)]
            return state.move
        if state.my_turn() and not timed.waiting(state):
            await timed.act(client, agent.choose(state.view, state.seat, state.legal, rng), state)


# A host of one game that keeps no journal, in a process of its own: the host's own objects (its
# table, TLS with a certificate made in a temporary folder), a `ready` line as the dedicated host
# prints it, the process ending with the game.
_UNKEPT_HOST = """
import asyncio, json, sys, tempfile
from game.net.certificate import certificate_in
from game.net.host import Host
from game.net.table import HostedTable, SeatPlan
game, players, options, seed = sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3]), int(sys.argv[4])
async def main(folder):
    table = HostedTable(game, [SeatPlan() for _ in range(players)], options, seed=seed)
    host = Host(table, bind="127.0.0.1", certificate=certificate_in(folder))
    port = await host.start()
    print(json.dumps({"event": "ready", "port": port, "code": table.code,
                      "fingerprint": host.fingerprint}), flush=True)
    await host.finish()
    await host.close()
with tempfile.TemporaryDirectory() as folder:
    asyncio.run(main(folder))
"""


def _one_game(game: str, players: int, options: dict, seed: int,
              journal: bool = True) -> tuple[list[float], int, int, int]:
    """One game through a host in its own process (`python -m game host --once`, its journal in
    a temporary folder; without `journal`, the same host keeping none): the round trip of every
    action of the first seat (a whole client), the characters the seats received, about what
    they weigh deflated, and the game's actions."""
    with tempfile.TemporaryDirectory() as saves:
        host = game_host(game, players, options, saves, seed) if journal else HostProcess(
            [sys.executable, "-c", _UNKEPT_HOST, game, str(players), json.dumps(options),
             str(seed)])
        with host:
            ready = host.ready()
            trips: list[float] = []
            wire: list[int] = []

            async def other(i: int) -> None:
                client = net_scale.LightClient("127.0.0.1", ready["port"], ready["code"],
                                               fingerprint=ready["fingerprint"])
                client.record = True
                await client.join()
                go = asyncio.Event()
                go.set()
                await net_scale.light_seat(client, random.Random(seed * 10 + i), 0.0, go,
                                           [math.inf], [])
                wire.extend([sum(map(len, client.received)), deflated(client.received)])

            async def seats() -> int:
                played, *_ = await asyncio.gather(
                    timed_seat(ready["port"], ready["code"], seed * 10, trips, wire,
                               fingerprint=ready["fingerprint"]),
                    *[other(i) for i in range(1, players)])
                return played
            played = asyncio.run(seats())
    return trips, sum(wire[0::2]), sum(wire[1::2]), played


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _ms(trips: list[float]) -> dict:
    return {"p50": round(_pct(trips, 0.5) * 1000, 2), "p95": round(_pct(trips, 0.95) * 1000, 2),
            "actions": len(trips)}


def bench_net(games: int = net_scale.GAMES, seed: int = 1, think: float = net_scale.THINK,
              seconds: float = net_scale.SECONDS, per_setup: int = 1) -> dict:
    """The round trip and bytes of `per_setup` games of every setup, then one host holding up
    to `games` 4-player games at once (net_scale.py); with the machine's load before and after."""
    load_before = load_1min()
    trips: list[float] = []
    unkept: list[float] = []         # the same games through a host that keeps no journal
    per_game = []
    for game, players, options in setups():
        sizes, wires, moves = [], [], []
        for g in range(per_setup):
            t, sent, wire, played = _one_game(game, players, options, seed + g)
            unkept += _one_game(game, players, options, seed + g, journal=False)[0]
            trips += t
            sizes.append(sent)
            wires.append(wire)
            moves.append(played)
        per_game.append({"game": game, "players": players, **({"advisors": options["advisors"]}
                                                             if "advisors" in options else {}),
                         "games": per_setup, "actions_mean": round(statistics.mean(moves), 1),
                         "bytes_sent_mean": round(statistics.mean(sizes)),
                         "deflated_bytes_mean": round(statistics.mean(wires)),
                         "bytes_per_action": round(sum(sizes) / max(1, sum(moves)))})
    return {"round_trip_ms": _ms(trips), "round_trip_without_journal_ms": _ms(unkept),
            "bytes_sent_per_game": per_game,
            "concurrent_4p": net_scale.bench_scale(games, think, seconds, seed),
            "machine": {"cpus": os.cpu_count(), "platform": platform.platform(),
                        "python": platform.python_version(),
                        "load_1min_before": load_before, "load_1min": load_1min()}}
