"""One network loop per client process (game/net/net_loop.py): every connection the client opens,
and a host run inside it, share one asyncio loop on one thread; the frame's thread never runs it
and closing a connection leaves it running for the others. Everything on 127.0.0.1."""

import threading

import pytest

from game.net import net_loop
from game.net.hosting import LocalHost
from game.net.remote import RemoteSession
from game.net.threaded import ThreadedClient
from net_helpers import LOOPBACK, answered, new_table


def _network_threads() -> list[str]:
    """The threads that run a network loop (before, a client's and a host's had each their own:
    "net-client", "net-host")."""
    return sorted(t.name for t in threading.enumerate()
                  if t.name in ("net-loop", "net-client", "net-host"))


def test_a_host_and_its_seats_in_one_process_share_one_network_loop():
    local = LocalHost(new_table("daitoshi", ["remote", "remote"], seed=6), bind=LOOPBACK,
                      announce=False)
    clients = [ThreadedClient(LOOPBACK, local.port, local.code, name=name)
               for name in ("Aiko", "Botan")]
    sessions = [RemoteSession(client, client.join()) for client in clients]
    try:
        assert _network_threads() == ["net-loop"]
        assert threading.current_thread() is not net_loop.thread()
        mover = next(s for s in sessions if s.legal_actions(s.seat))
        mover.submit(mover.legal_actions(mover.seat)[0])
        answered(mover)
        assert not mover.returned and mover.moves() == 1
        sessions[1].close()                       # one connection ends; the loop goes on
        other = sessions[0]
        assert net_loop.thread().is_alive()
        if other.legal_actions(other.seat):
            other.submit(other.legal_actions(other.seat)[0])
            answered(other)
            assert not other.returned
    finally:
        sessions[0].close()
        local.close()
    assert net_loop.thread().is_alive() and _network_threads() == ["net-loop"]


def test_the_network_loop_never_waits_on_itself():
    async def inner():
        return net_loop.run(_nothing(), 1.0)
    with pytest.raises(RuntimeError):
        net_loop.run(inner(), 5.0)


async def _nothing():
    return None
