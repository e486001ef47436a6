"""A list of games on the local network is let go of whole: once the Join screen closes its
`Listening` (game/net/discovery.py), none of zeroconf's threads for it goes on, whatever it was
hearing. A thread left behind keeps asking the network and drawing zeroconf's delays from the
`random` module, under whatever test the process runs next (tests/conftest.py,
`quiet_before_hypothesis`).

What is heard here is said by the test itself on 127.0.0.1: one game announced whole and, in the
same answer, many games of which only the name was heard (a host gone mid-announcement), each of
which a listener asks the network about in turn. The service type is this process's own, so that
no browser of another test process hears these names, nor this one theirs."""

import os
import threading
import time

from zeroconf import DNSOutgoing, Zeroconf
from zeroconf.const import _FLAGS_AA, _FLAGS_QR_RESPONSE

from game.net import discovery
from game.net.discovery import Listening, pinned, service_info
from net_helpers import LOOPBACK, WAIT_BOUND

HALF_HEARD = 24         # names only: asked about in turn, each for the listener's whole timeout
LISTENERS = 4


def _zeroconf_threads(before: set) -> list[str]:
    return sorted(t.name for t in threading.enumerate() if t not in before and t.is_alive())


def test_a_closed_listener_leaves_no_zeroconf_thread_behind(monkeypatch):
    assert pinned() == [LOOPBACK]
    monkeypatch.setattr(discovery, "SERVICE", f"_closing{os.getpid() % 100000}._tcp.local.")
    whole = service_info("arigato", 3, 40500, [LOOPBACK], host_name="den")
    half = [service_info("arigato", 3, 40600 + k, [LOOPBACK], host_name="gone")
            for k in range(HALF_HEARD)]
    answer = DNSOutgoing(_FLAGS_QR_RESPONSE | _FLAGS_AA)
    for record in (whole.dns_pointer(), whole.dns_service(), whole.dns_text(),
                   *whole.dns_addresses(), *(info.dns_pointer() for info in half)):
        answer.add_answer_at_time(record, 0)
    speaker = Zeroconf(interfaces=pinned())
    before = set(threading.enumerate())
    try:
        Listening().close()                   # closed while it opens
        for _ in range(LISTENERS):
            listening = Listening()
            deadline = time.monotonic() + WAIT_BOUND   # a bound on a hang, not a timed check
            while not listening.games():      # heard the whole game: the rest is being asked
                assert time.monotonic() < deadline, "the announced game was never heard"
                speaker.send(answer)
                time.sleep(0.05)
            assert [g.port for g in listening.games()] == [40500]
            listening.close()
        deadline = time.monotonic() + WAIT_BOUND       # a bound on a hang, not a timed check
        while _zeroconf_threads(before):
            assert time.monotonic() < deadline, \
                f"threads left by closed listeners: {_zeroconf_threads(before)}"
            time.sleep(0.01)
    finally:
        speaker.close()
