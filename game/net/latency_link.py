"""A slow line on this computer, for tests and the bench (`python -m game bench --net --latency`):
a TCP proxy on 127.0.0.1 that passes every byte on, in order and unchanged, each piece late by
`latency` ± `jitter` milliseconds, and a share `spike_share` of them `spike` more (the 2 s hiccup
of a line that drops a packet and sends it again). TCP keeps the order, so a late piece holds up
what follows it, as on a real line.

It is seeded (the same seed, the same delays, piece for piece on each direction of each
connection) and bounded: it serves at most `connections` connections and stops by itself after
`lifetime` seconds, whatever its callers do. It listens and connects on loopback only.

A test may also make the line fail for a moment: `silence(way)` swallows what goes one way from
then on (toward the host, UP, or toward the client, DOWN), and `cut()` ends every connection it
carries, what was on its way lost with it, while new connections are carried as before (a line
that drops and comes back).

A "piece" is what one read of the socket returns: on a quiet line, one websocket message or a
few. The proxy never parses what it carries (TLS passes through as it is). Given a list as
`trace`, it notes each piece carried (`Piece`: its way, when it was read and written, its size),
up to TRACE_MAX, so that the bench can tell the line's part of an answer from the ends' parts.
"""

from __future__ import annotations

import asyncio
import random
import threading
import time
from dataclasses import dataclass

LOOPBACK = "127.0.0.1"
READ = 65536              # bytes read at a time (a piece)
LIFETIME = 600.0          # seconds before the link stops by itself, unless told another
CONNECTIONS = 64          # connections it serves at most
TRACE_MAX = 100_000       # pieces noted at most in a trace
UP, DOWN = "up", "down"   # the ways a connection's pieces go: toward the host, toward the client


@dataclass(frozen=True, slots=True)
class Delays:
    """How late each piece arrives: `latency` ± `jitter` ms, and `spike` ms more for a share
    `spike_share` of the pieces."""

    latency: float = 300.0
    jitter: float = 100.0
    spike_share: float = 0.02
    spike: float = 2000.0

    def draw(self, rng: random.Random) -> tuple[float, bool]:
        """One piece's delay in seconds, and whether it got the spike."""
        ms = max(0.0, self.latency + rng.uniform(-self.jitter, self.jitter))
        spiked = rng.random() < self.spike_share
        return (ms + self.spike * spiked) / 1000.0, spiked

    def most(self) -> float:
        """The longest delay one piece may get, in seconds."""
        return (self.latency + self.jitter + self.spike) / 1000.0


@dataclass(slots=True)
class Piece:
    """One piece carried, as a trace notes it (the clock's seconds, time.monotonic)."""

    way: str
    read: float               # read from its sender
    size: int
    written: float | None = None    # handed to its receiver (None: not yet, or never)


class LatencyLink:
    """The proxy: `port` (once started) leads to `target` on loopback through the slow line.
    Started on a thread of its own (it stands for the network, not for either program)."""

    def __init__(self, target_port: int, delays: Delays = Delays(), seed: int = 0,
                 lifetime: float = LIFETIME, connections: int = CONNECTIONS,
                 trace: list | None = None) -> None:
        self.target_port, self.delays, self.seed = target_port, delays, seed
        self.trace = trace        # each Piece carried, when a list is given
        self.lifetime, self.connections = lifetime, connections
        self.port = 0
        self.pieces = 0           # pieces carried, both ways
        self.spiked = 0           # of them, those given the spike
        self.served = 0           # connections served
        self.swallowed = 0        # pieces swallowed by `silence`
        self._silent: set[str] = set()    # the ways swallowed until the next `cut`
        self.stopped = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="latency-link", daemon=True)
        self._server: asyncio.AbstractServer | None = None
        self._tasks: set = set()          # each direction of each connection, carrying
        self._connections: set = set()    # each connection's own task, which ends once they do

    # --- from the caller's thread ---------------------------------------------------------------
    def start(self, timeout: float = 10.0) -> "LatencyLink":
        ready = threading.Event()
        self._ready = ready
        self._thread.start()
        if not ready.wait(timeout):
            raise TimeoutError("the latency link did not start")
        return self

    def close(self, timeout: float = 10.0) -> None:
        """Stopped now (it also stops by itself at the end of its lifetime)."""
        if not self.stopped.is_set() and self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._stop_soon)
        self._thread.join(timeout)

    def silence(self, way: str, timeout: float = 10.0) -> None:
        """What goes `way` (UP or DOWN) on the connections carried now is swallowed from now on,
        never delivered, until `cut()`."""
        async def silent():
            self._silent.add(way)
        asyncio.run_coroutine_threadsafe(silent(), self._loop).result(timeout)

    def cut(self, timeout: float = 10.0) -> None:
        """Every connection carried now ends, at both of its ends, what was on its way lost with
        it; the next ones are carried as before, nothing silenced."""
        asyncio.run_coroutine_threadsafe(self._cut(), self._loop).result(timeout)

    def __enter__(self) -> "LatencyLink":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.close()

    # --- on its own loop ------------------------------------------------------------------------
    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._serve())
        finally:
            self._loop.close()
            self.stopped.set()

    async def _serve(self) -> None:
        self._done = asyncio.Event()
        self._server = await asyncio.start_server(self._connection, LOOPBACK, 0)
        self.port = self._server.sockets[0].getsockname()[1]
        self._ready.set()
        try:
            await asyncio.wait_for(self._done.wait(), self.lifetime)
        except asyncio.TimeoutError:
            pass                         # its lifetime is over: it stops by itself
        self._server.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, *self._connections, return_exceptions=True)

    def _stop_soon(self) -> None:
        self._done.set()

    async def _cut(self) -> None:
        cut = list(self._connections)
        for task in list(self._tasks):
            task.cancel()
        if cut:     # each closes its sockets (one still connecting upstream is not waited for)
            await asyncio.wait(cut, timeout=1.0)
        self._silent.clear()

    async def _connection(self, reader, writer) -> None:
        if self.served >= self.connections:
            writer.close()
            return
        number = self.served
        self.served += 1
        me = asyncio.current_task()
        self._connections.add(me)         # awaited as the link stops, its sockets closed
        try:
            up_reader, up_writer = await asyncio.open_connection(LOOPBACK, self.target_port)
        except OSError:
            writer.close()
            self._connections.discard(me)
            return
        # each direction of each connection draws from a stream of its own, from the seed
        ways = [self._carry(reader, up_writer, random.Random(f"{self.seed}:{number}:up"), UP),
                self._carry(up_reader, writer, random.Random(f"{self.seed}:{number}:down"), DOWN)]
        tasks = [asyncio.ensure_future(way) for way in ways]
        self._tasks.update(tasks)
        try:
            await asyncio.gather(*tasks, return_exceptions=True)   # both ends closed
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            self._tasks.difference_update(tasks)
            self._connections.discard(me)
            for w in (writer, up_writer):
                w.close()

    async def _carry(self, reader, writer, rng: random.Random, way: str) -> None:
        """One direction: each piece read is written when its time comes, in order (a piece is
        never written before the one read ahead of it). The end of the stream follows the last
        piece. While the way is silenced, what is read is dropped."""
        queue: asyncio.Queue = asyncio.Queue()
        deliver = asyncio.ensure_future(self._deliver(queue, writer))
        due = 0.0
        try:
            while True:
                try:
                    data = await reader.read(READ)
                except OSError:
                    data = b""               # the line broke: its end follows what is on the way
                delay, spiked = self.delays.draw(rng)
                if data and way in self._silent:
                    self.swallowed += 1
                    continue
                piece = None
                if data:
                    self.pieces += 1
                    self.spiked += spiked
                    if self.trace is not None and len(self.trace) < TRACE_MAX:
                        piece = Piece(way, time.monotonic(), len(data))
                        self.trace.append(piece)
                due = max(due, time.monotonic() + delay)
                queue.put_nowait((due, data, piece))
                if not data:
                    break
            await deliver
        except OSError:
            writer.close()                   # the other side went: this side is told so
        finally:
            deliver.cancel()

    @staticmethod
    async def _deliver(queue: asyncio.Queue, writer) -> None:
        while True:
            due, data, piece = await queue.get()
            wait = due - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            if not data:
                if writer.can_write_eof():
                    writer.write_eof()
                return
            if piece is not None:
                piece.written = time.monotonic()     # (before: the receiver may read it at once)
            writer.write(data)
            await writer.drain()
