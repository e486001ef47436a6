"""The slow line of the tests and the bench (game/net/latency_link.py): its delays are seeded and
bounded, it carries every byte in order and unchanged, it serves only so many connections, and it
stops by itself at the end of its lifetime. Everything on 127.0.0.1."""

import asyncio
import random
import socket

import pytest

from game.net.latency_link import DOWN, UP, Delays, LatencyLink
from net_helpers import LOOPBACK, WAIT_BOUND, run

SLOW = Delays(300, 100, 0.02, 2000)       # the line the brief of the bench names


def test_the_delays_are_seeded_and_bounded():
    first = [SLOW.draw(random.Random(7)) for _ in range(1)]
    rng_a, rng_b = random.Random(7), random.Random(7)
    a = [SLOW.draw(rng_a) for _ in range(5000)]
    b = [SLOW.draw(rng_b) for _ in range(5000)]
    assert a == b and a[0] == first[0]                        # the same seed, the same line
    plain = [delay for delay, spiked in a if not spiked]
    spikes = [delay for delay, spiked in a if spiked]
    assert all(0.2 <= d <= 0.4 for d in plain)                # 300 ms ± 100 ms
    assert all(2.2 <= d <= SLOW.most() for d in spikes)       # and 2 s more for a few
    assert 0 < len(spikes) < len(a) * 0.05                    # about 2 % of the pieces
    other = random.Random(8)
    assert [SLOW.draw(other) for _ in range(50)] != a[:50]    # another seed, another line


async def _echo(reader, writer) -> None:
    while data := await reader.read(4096):
        writer.write(data)
        await writer.drain()
    writer.close()


async def _echoed(delays: Delays, **kw) -> tuple[asyncio.AbstractServer, LatencyLink]:
    """An echo server on loopback, and a link to it, started."""
    server = await asyncio.start_server(_echo, LOOPBACK, 0)
    link = LatencyLink(server.sockets[0].getsockname()[1], delays, lifetime=WAIT_BOUND, **kw)
    await asyncio.to_thread(link.start)
    return server, link


@pytest.mark.parametrize("traced", [False, True])
def test_every_byte_crosses_in_order_and_unchanged(traced):
    trace = [] if traced else None
    async def scenario():
        server, link = await _echoed(Delays(5, 5, 0.3, 40), seed=3, trace=trace)
        try:
            reader, writer = await asyncio.open_connection(LOOPBACK, link.port)
            sent = b"".join(f"message {i};".encode() for i in range(300))
            for i in range(0, len(sent), 97):             # in pieces of all sizes
                writer.write(sent[i:i + 97])
                await writer.drain()
                await asyncio.sleep(0.001)
            back = await reader.readexactly(len(sent))
            writer.write_eof()
            assert await reader.read() == b""             # the end crosses too, after the rest
            writer.close()
        finally:
            await asyncio.to_thread(link.close)
            server.close()
        return sent, back, link
    sent, back, link = run(scenario())
    assert back == sent
    assert link.pieces >= 2 and 0 <= link.spiked <= link.pieces and link.served == 1
    if traced:      # each piece noted: its way, its size, read before it was written
        assert len(trace) == link.pieces
        for way in (UP, DOWN):
            pieces = [p for p in trace if p.way == way]
            assert sum(p.size for p in pieces) == len(sent)
            assert all(p.written is not None and p.read <= p.written for p in pieces)
            assert [p.read for p in pieces] == sorted(p.read for p in pieces)


def test_it_serves_only_so_many_connections():
    async def scenario():
        server, link = await _echoed(Delays(1, 0, 0, 0), connections=1)
        try:
            first = await asyncio.open_connection(LOOPBACK, link.port)
            first[1].write(b"hello")
            assert await first[0].readexactly(5) == b"hello"
            second = await asyncio.open_connection(LOOPBACK, link.port)
            assert await second[0].read() == b""          # closed at once: one too many
            first[1].close()
            second[1].close()
        finally:
            await asyncio.to_thread(link.close)
            server.close()
    run(scenario())


def test_it_stops_by_itself_at_the_end_of_its_lifetime():
    with socket.create_server((LOOPBACK, 0)) as target:
        link = LatencyLink(target.getsockname()[1], lifetime=0.2).start()
        assert link.stopped.wait(WAIT_BOUND), "the link never stopped by itself"
        with pytest.raises(OSError):
            socket.create_connection((LOOPBACK, link.port), timeout=5).close()
        link.close()          # (nothing left to stop)


def test_a_silenced_way_swallows_and_a_cut_ends_the_connections_but_not_the_line():
    async def scenario():
        server, link = await _echoed(Delays(0, 0, 0, 0), seed=1)
        try:
            reader, writer = await asyncio.open_connection(LOOPBACK, link.port)
            writer.write(b"heard")
            assert await reader.readexactly(5) == b"heard"
            await asyncio.to_thread(link.silence, UP)
            writer.write(b"lost")
            await writer.drain()
            while link.swallowed == 0:                  # (bounded by `run`)
                await asyncio.sleep(0.01)
            await asyncio.to_thread(link.cut)
            assert await reader.read() == b""           # ended, what was on its way lost
            writer.close()
            reader, writer = await asyncio.open_connection(LOOPBACK, link.port)
            writer.write(b"again")                      # the next connection: carried, heard
            assert await reader.readexactly(5) == b"again"
            writer.close()
        finally:
            await asyncio.to_thread(link.close)
            server.close()
        return link.swallowed
    assert run(scenario()) == 1
