"""`python -m game bench --net --games N`: how many 4-player Arigatō games one host process holds.

At each load (1, 5, 10, 25, 50 ... up to N games at once), a fresh `python -m game host` (TLS, its
journal on, a lobby of tables opening one after another as each fills) is joined by 4 seats per
table; once every table is full they all start together and play for `seconds`, each seat taking
`think` seconds on average to decide (uniformly between none and twice that: people think, and a
host holding 50 tables of players who answer in no time at all would be a host of 50 bots). The
round trip of every action sent in that window: p50 and p95 per load, the actions the host
played a second, and the CPU the host and the bench itself used (the bench must not measure
itself: its seats are light, one asyncio loop in this process, each reading every message
through the protocol's schema but never decoding the view into a game state, and answering
with one of its legal actions' text).
"""

from __future__ import annotations

import asyncio
import os
import random
import tempfile
import time

from game.net import messages as m
from game.net.client import Client, Refused, SeatState
from game.tools.host_process import HostProcess, game_host

LOADS = (1, 5, 10, 25, 50, 100, 200)
GAMES = 50                  # the most games at once, by default
THINK = 1.0                 # seconds a seat takes to decide, on average
SECONDS = 20.0              # of play measured at each load
GRACE = 5.0                 # seconds the answers to the window's last actions are waited for
AIM_MS = 100.0              # the round trip's p95 a host is to keep at GAMES games
SEATS = 4


def loads(most: int) -> list[int]:
    return sorted({n for n in LOADS if n < most} | {most})


class LightClient(Client):
    """A seat's connection that keeps the host's state message as sent (no view decoded, no
    story kept): what a bench seat needs is whose turn it is and its legal actions' text."""

    def _state(self, message: dict) -> SeatState:
        return SeatState(message["move"], message["asked"], self.seat, None, message["legal"],
                         message["turn"], [], final=message.get("final"))

    async def act(self, action: str, asked: int) -> None:
        """Send one of the legal actions as the host wrote it."""
        await self.send_raw(m.dump({"type": "act", "asked": asked, "action": action}))


class Trips:
    """A seat's actions on their way and the round trips of those answered: from the `act` sent
    to the state in which it was played."""

    def __init__(self, trips: list[float]) -> None:
        self.trips = trips
        self.sent: dict[int, float] = {}    # the decision an action answers -> when it was sent
        self.latest: SeatState | None = None

    async def next(self, client: Client) -> SeatState:
        """The seat's next state, noting the round trip of the action played in it; a refused
        action (another seat's move came first) is no longer waited for, and the seat decides
        again from the state it had."""
        try:
            state = self.latest = await client.next_state()
        except Refused:
            self.sent.clear()
            state = self.latest
        if state.asked in self.sent:
            self.trips.append(time.perf_counter() - self.sent.pop(state.asked))
        return state

    def waiting(self, state: SeatState) -> bool:
        """An action answering this state's decision is on its way."""
        return state.asked + 1 in self.sent

    async def act(self, client: Client, action, state: SeatState) -> None:
        self.sent[state.asked + 1] = time.perf_counter()
        await client.act(action, state.asked)


async def light_seat(client: LightClient, rng: random.Random, think: float, go: asyncio.Event,
                until: list[float], trips: list[float]) -> None:
    """Play the seat until the window closes (`until[0]`, set at the start) or the game ends:
    think, send one of the legal actions, note its round trip. An action still unanswered when
    the seat is stopped counts as the time it has waited so far (no slow answer is left out)."""
    timed = Trips(trips)
    try:
        while True:
            state = await timed.next(client)
            if state.final is not None or (time.perf_counter() >= until[0] and not timed.sent):
                return
            if state.my_turn() and not timed.waiting(state):
                await go.wait()
                await asyncio.sleep(rng.uniform(0.0, 2 * think))
                if time.perf_counter() >= until[0]:
                    return
                await timed.act(client, rng.choice(state.legal), state)
    finally:
        now = time.perf_counter()
        trips.extend(now - at for at in timed.sent.values())
        await client.close()


def _cpu_seconds(pid: int) -> float:
    """A process's user and system CPU time so far (Linux's /proc; 0 elsewhere)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


async def _held(host: HostProcess, games: int, think: float, seconds: float, seed: int) -> dict:
    loop = asyncio.get_running_loop()
    go, until, trips, tasks = asyncio.Event(), [float("inf")], [], []
    for table in range(games):      # the host opens each table once the one before is full
        ready = await loop.run_in_executor(None, host.ready)
        clients = [LightClient("127.0.0.1", ready["port"], ready["code"],
                               fingerprint=ready["fingerprint"]) for _ in range(SEATS)]
        for client in clients:
            await client.join()
        tasks += [asyncio.ensure_future(light_seat(c, random.Random(seed * 1000 + table * 10 + i),
                                              think, go, until, trips))
                  for i, c in enumerate(clients)]
    host_cpu, own_cpu = _cpu_seconds(host.process.pid), time.process_time()
    start = time.perf_counter()
    until[0] = start + seconds
    go.set()
    await asyncio.sleep(seconds)
    _, waiting = await asyncio.wait(tasks, timeout=GRACE)   # the last answers on their way
    wall = time.perf_counter() - start
    for task in waiting:        # seats waiting for a turn that no one will give them now
        task.cancel()
    await asyncio.gather(*waiting, return_exceptions=True)
    for task in tasks:          # a seat that broke is the bench's fault: said, not averaged
        if not task.cancelled() and task.exception() is not None:
            raise task.exception()
    return {"trips": trips, "wall": wall,
            "host_cpu": _cpu_seconds(host.process.pid) - host_cpu,
            "bench_cpu": time.process_time() - own_cpu}


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def one_load(games: int, think: float = THINK, seconds: float = SECONDS, seed: int = 1) -> dict:
    """`games` 4-player Arigatō games at once on a fresh host process, measured for `seconds`."""
    with tempfile.TemporaryDirectory() as saves, \
            game_host("arigato", SEATS, {}, saves, seed, once=False) as host:
        run = asyncio.run(_held(host, games, think, seconds, seed))
    trips, wall = run["trips"], run["wall"]
    return {"games": games, "p50": round(_pct(trips, 0.5) * 1000, 2),
            "p95": round(_pct(trips, 0.95) * 1000, 2), "actions": len(trips),
            "actions_per_second": round(len(trips) / wall, 1),
            "host_cpu_share": round(run["host_cpu"] / wall, 2),
            "bench_cpu_share": round(run["bench_cpu"] / wall, 2)}


def bench_scale(most: int = GAMES, think: float = THINK, seconds: float = SECONDS,
                seed: int = 1) -> dict:
    """Each load up to `most` games; the most held with the round trip's p95 under AIM_MS."""
    by_games, held = [], 0
    for count in loads(most):
        figures = one_load(count, think, seconds, seed)
        by_games.append(figures)
        if figures["p95"] < AIM_MS:
            held = count
    return {"think_s": think, "seconds": seconds, "by_games": by_games,
            f"held_at_p95_under_{AIM_MS:g}_ms": held}
