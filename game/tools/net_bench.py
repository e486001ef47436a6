"""`python -m game bench --net`: network play on this computer (127.0.0.1 only).

Whole games between headless random players through a host, in one process (the host and its
clients share the interpreter, so the figures include the clients' decoding, as two programs on
one machine would): an action's round trip, from the `act` sent to the state in which it was
played, p50 and p95 over every action; and the bytes the host sent per game (the JSON of its
messages, before the websocket's framing and compression), by game and player count.
"""

from __future__ import annotations

import asyncio
import os
import platform
import statistics
import time

SETUPS = [("arigato", n, {}) for n in (2, 3, 4, 5)] + \
         [("daitoshi", 1, {"advisors": 3})] + [("daitoshi", n, {}) for n in (2, 3, 4)]


async def _one_game(game: str, players: int, options: dict,
                    seed: int) -> tuple[list[float], int, int]:
    from game.net.client import Client, Refused
    from game.net.host import Host
    from game.net.table import HostedTable, SeatPlan
    from game.ai.agents import RandomAgent
    from game.core.rng import Rng

    table = HostedTable(game, [SeatPlan() for _ in range(players)], options, seed=seed)
    host = Host(table, bind="127.0.0.1")
    port = await host.start()
    trips: list[float] = []

    async def seat(i: int) -> None:
        client = Client("127.0.0.1", port, table.code)
        await client.join()
        agent, rng = RandomAgent(), Rng(seed * 10 + i)
        sent: dict[int, float] = {}
        latest = None
        while True:
            try:
                state = latest = await client.next_state()
            except Refused:             # another seat's move came first: decide again
                sent.clear()
                state = latest
            if state.asked in sent:          # the state in which our action was played
                trips.append(time.perf_counter() - sent.pop(state.asked))
            if state.final is not None:
                await client.close()
                return
            if state.my_turn() and state.asked + 1 not in sent:
                action = agent.choose(state.view, state.seat, state.legal, rng)
                sent[state.asked + 1] = time.perf_counter()
                await client.act(action, state.asked)
    try:
        await asyncio.gather(*[seat(i) for i in range(players)])
        await host.finish()
    finally:
        await host.close()
    return trips, host.sent_bytes, len(table.session.state.history)


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def bench_net(games: int = 1, seed: int = 1) -> dict:
    trips: list[float] = []
    per_game = []
    for game, players, options in SETUPS:
        sizes, moves = [], []
        for g in range(games):
            t, sent, played = asyncio.run(_one_game(game, players, options, seed + g))
            trips += t
            sizes.append(sent)
            moves.append(played)
        per_game.append({"game": game, "players": players, **({"advisors": options["advisors"]}
                                                             if "advisors" in options else {}),
                         "games": games, "actions_mean": round(statistics.mean(moves), 1),
                         "bytes_sent_mean": round(statistics.mean(sizes)),
                         "bytes_per_action": round(sum(sizes) / sum(moves))})
    return {"round_trip_ms": {"p50": round(_pct(trips, 0.5) * 1000, 2),
                              "p95": round(_pct(trips, 0.95) * 1000, 2), "actions": len(trips)},
            "bytes_sent_per_game": per_game,
            "machine": {"cpus": os.cpu_count(), "platform": platform.platform(),
                        "python": platform.python_version(),
                        "load_1min": round(os.getloadavg()[0], 2)
                        if hasattr(os, "getloadavg") else None}}
