"""A list of games on the local network is let go of whole: once the Join screen closes its
`Listening` (game/net/discovery.py), none of zeroconf's threads for it goes on, whatever it was
hearing. A thread left behind keeps asking the network and drawing zeroconf's delays from the
`random` module, under whatever test the process runs next (tests/conftest.py,
`quiet_before_hypothesis`).

What is heard here is said by the test itself on 127.0.0.1: one game announced whole and, in the
same answer, many games of which only the name was heard (a host gone mid-announcement), each of
which a listener asks the network about in turn. The service type is this process's own, so that
no browser of another test process hears these names, nor this one theirs."""

import asyncio
import os
import threading
import time
from types import SimpleNamespace

import pytest
from zeroconf import DNSOutgoing, NonUniqueNameException, Zeroconf
from zeroconf._utils import asyncio as zeroconf_timeouts
from zeroconf.const import _FLAGS_AA, _FLAGS_QR_RESPONSE

from game.net import discovery
from game.net.discovery import Announcer, Announcing, Listening, pinned, service_info
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


# --- a closing that zeroconf's own bounds would give up on ------------------------------------------
# zeroconf, left to run its loop on its own thread, gave up closing when that loop did not answer
# within its bound (three seconds, `_GET_ALL_TASKS_TIMEOUT`): `close()` raised and the thread went on
# for the rest of the process (a property test after it then failed, tests/conftest.py). A loaded
# machine stalls a loop that long; here the loop is stalled on purpose at the closing's last step
# (zeroconf's `notify_all`, which only its closing calls), a little longer than that bound.
STALL = zeroconf_timeouts._GET_ALL_TASKS_TIMEOUT + 0.5


def _stall_at_the_close(monkeypatch):
    woken = Zeroconf.notify_all

    def notify_all(zc):
        zc.loop.call_soon_threadsafe(time.sleep, STALL)   # the loop held: nothing else runs on it
        woken(zc)
    monkeypatch.setattr(Zeroconf, "notify_all", notify_all)


def _ended_since(before: set) -> None:
    deadline = time.monotonic() + WAIT_BOUND       # a bound on a hang, not a timed check
    while _zeroconf_threads(before):
        assert time.monotonic() < deadline, f"threads left: {_zeroconf_threads(before)}"
        time.sleep(0.01)


@pytest.mark.long
def test_an_announcement_closed_while_its_loop_stalls_ends_its_thread(monkeypatch):
    before = set(threading.enumerate())
    announcer = Announcer("arigato", 2, 40700, [LOOPBACK], open_seats=1)
    assert announcer.register()
    _stall_at_the_close(monkeypatch)
    announcer.close()
    _ended_since(before)


@pytest.mark.long
def test_a_list_of_games_closed_while_its_loop_stalls_ends_its_threads(monkeypatch):
    before = set(threading.enumerate())
    listening = Listening()
    deadline = time.monotonic() + WAIT_BOUND       # a bound on a hang, not a timed check
    while listening._browser is None and listening.error is None:
        assert time.monotonic() < deadline, "the list of games never opened"
        time.sleep(0.01)
    assert listening.error is None
    _stall_at_the_close(monkeypatch)
    listening.close()
    _ended_since(before)


# --- opening that fails or is called off half-way --------------------------------------------------
TABLE = SimpleNamespace(code="ABCD", game="arigato", players=2, open_seats=lambda: [1])


def test_an_announcement_that_cannot_register_is_kept_as_the_error_and_leaves_no_thread(
        monkeypatch):
    async def refused(zc, info, *args, **kwargs):
        raise NonUniqueNameException(info.name)
    monkeypatch.setattr(Zeroconf, "async_register_service", refused)
    before = set(threading.enumerate())
    failed = threading.Event()
    announcing = Announcing(40701, lambda: [LOOPBACK], failed=lambda exc: failed.set())
    announcing.open(TABLE)
    assert failed.wait(WAIT_BOUND)
    announcing.close()
    _ended_since(before)
    assert isinstance(announcing.error, NonUniqueNameException) and announcing.made == {}


def test_hosting_stopped_while_its_table_registers_calls_the_announcement_off(monkeypatch):
    """The closing waits for no probe of zeroconf's: here one that never ends (waited for, it
    held the closing until zeroconf's own bound, ten seconds, and ended in its error), and
    nothing is announced."""
    asked = threading.Event()

    async def asking_forever(zc, info, *args, **kwargs):
        asked.set()
        await asyncio.Event().wait()
    monkeypatch.setattr(Zeroconf, "async_register_service", asking_forever)
    before = set(threading.enumerate())
    announcing = Announcing(40703, lambda: [LOOPBACK])
    announcing.open(TABLE)
    assert asked.wait(WAIT_BOUND)
    closing = threading.Thread(target=announcing.close)
    closing.start()
    closing.join(WAIT_BOUND)                   # a bound on a hang, not a timed check
    assert not closing.is_alive(), "the closing waited for the registration"
    _ended_since(before)
    assert announcing.error is None and announcing.made == {}


def test_a_list_of_games_whose_browser_fails_to_start_leaves_no_thread(monkeypatch):
    def failing(*args, **kwargs):
        raise OSError("no browsing here")
    monkeypatch.setattr(discovery, "ServiceBrowser", failing)
    before = set(threading.enumerate())
    listening = Listening()
    _ended_since(before)
    assert isinstance(listening.error, OSError) and listening.games() == []


def test_nothing_is_announced_once_the_announcements_are_closed():
    """A table opened after the host stopped announcing (on the host's thread, while the closing
    goes on) is not announced: nobody would withdraw it."""
    before = set(threading.enumerate())
    announcing = Announcing(40702, lambda: [LOOPBACK])
    announcing.close()
    announcing.open(TABLE)
    _ended_since(before)
    assert announcing.made == {} and announcing.error is None
