"""Discovery below its socket: no multicast, nothing sent. The record a host would announce is
built as the announcer builds it, turned into the DNS records that would travel, read back as a
listener would from zeroconf's cache, and given to our listener as the answer to its question
(`GameListener.ask`)."""

from types import SimpleNamespace

from zeroconf import DNSCache, ServiceInfo

from game.net.discovery import SERVICE, GameListener, announced_addresses, found_game, service_info
from game.net.versions import PROGRAM


def _heard(info: ServiceInfo) -> ServiceInfo:
    """The record as a browsing client would rebuild it from the DNS records on the wire."""
    cache = DNSCache()
    cache.async_add_records([info.dns_service(), info.dns_text(), *info.dns_addresses()])
    heard = ServiceInfo(SERVICE, info.name)
    assert heard.load_from_cache(SimpleNamespace(cache=cache))
    return heard


class _Answered(GameListener):
    """A listener whose questions are answered from a table, as zeroconf would from what it heard."""

    def __init__(self, infos: dict) -> None:
        super().__init__()
        self.infos = infos

    def ask(self, zc, type_, name):
        return self.infos.get(name)


def test_a_hosted_game_is_heard_with_its_address_port_and_setup():
    info = _heard(service_info("daitoshi", 3, 40123, ["192.0.2.7"], host_name="kitchen"))
    listener = _Answered({info.name: info})
    listener.add_service(None, SERVICE, info.name)
    (game,) = listener.listed()
    assert (game.address, game.port, game.game, game.players) == ("192.0.2.7", 40123, "daitoshi", 3)
    assert game.joinable and "kitchen" in game.name
    assert game.host == "kitchen" and game.open is None      # seats open: not said here
    listener.remove_service(None, SERVICE, info.name)
    assert listener.listed() == []


def test_the_seats_still_open_are_heard_and_a_wrong_count_is_dropped():
    said = _heard(service_info("arigato", 4, 40124, ["192.0.2.7"], host_name="den", open_seats=3))
    assert found_game(said).open == 3
    props = {**said.decoded_properties, "open": "lots"}
    wrong = ServiceInfo(SERVICE, said.name, port=40124, parsed_addresses=["192.0.2.7"],
                        server="den.local.", properties=props)
    assert found_game(_heard(wrong)).open is None and found_game(_heard(wrong)).players == 4


def test_the_hosts_certificate_fingerprint_is_heard_and_a_damaged_one_dropped():
    """A client joining from the list pins what the host announced (game/net/PROTOCOL.md,
    "Encryption and the invite"); anything that is not a fingerprint pins nothing."""
    fingerprint = "k3u2" + "a" * 48
    said = _heard(service_info("arigato", 2, 40125, ["192.0.2.7"], host_name="den",
                               fingerprint=fingerprint.upper()))
    assert found_game(said).fingerprint == fingerprint
    assert found_game(_heard(service_info("arigato", 2, 40126, ["192.0.2.7"]))).fingerprint is None
    for damaged in (fingerprint[:-1], fingerprint[:-1] + "1", fingerprint + "a"):
        props = {**said.decoded_properties, "fp": damaged}
        info = ServiceInfo(SERVICE, said.name, port=40125, parsed_addresses=["192.0.2.7"],
                           server="den.local.", properties=props)
        heard = found_game(_heard(info))
        assert heard.fingerprint is None and heard.players == 2, damaged


def _announced_by(program: str):
    info = service_info("arigato", 2, 40000, ["192.0.2.8"], host_name="old")
    return found_game(_heard(ServiceInfo(
        SERVICE, info.name, port=40000, parsed_addresses=["192.0.2.8"], server="old.local.",
        properties={**info.decoded_properties, "program": program})))


def test_a_game_of_another_release_is_listed_but_not_joinable():
    major, minor, _ = PROGRAM.split(".")
    assert _announced_by(f"{major}.{int(minor) + 1}.0").joinable is False


def test_a_game_of_another_patch_of_the_same_release_is_joinable():
    """Patch versions of one release play together (game/net/versions.py)."""
    major, minor, patch = PROGRAM.split(".")
    assert _announced_by(f"{major}.{minor}.{int(patch) + 1}").joinable is True


def test_a_record_that_is_not_a_game_is_passed_over():
    bad = [
        {"game": "arigato", "players": "many"},
        {"players": "2"},
        {"game": "../../../etc", "players": "2", "program": PROGRAM},
    ]
    found = [found_game(_heard(ServiceInfo(SERVICE, f"g{i}.{SERVICE}", port=1, server="x.local.",
                                           parsed_addresses=["192.0.2.9"], properties=props)))
             for i, props in enumerate(bad)]
    assert found[:2] == [None, None]
    assert found[2].joinable is False           # listed as heard, never read as a path
    listener = _Answered({})
    listener.add_service(None, SERVICE, "gone." + SERVICE)   # no answer: nothing listed
    assert listener.listed() == []


def test_a_host_on_one_address_announces_that_address():
    assert announced_addresses("192.0.2.10") == ["192.0.2.10"]


# --- on the loopback interface: a real announcement heard by a real browser -----------------------
def test_the_clients_host_is_heard_on_loopback_with_its_open_seats():
    """The host a client runs announces itself, and a browser hears it, its seats open going
    down as friends join; both kept to 127.0.0.1 (ARIGATO_DISCOVERY, tests/conftest.py)."""
    import time

    from game.net.client import Client
    from game.net.discovery import Browser, pinned
    from game.net.hosting import LocalHost
    from net_helpers import LOOPBACK, new_table, run

    assert pinned() == [LOOPBACK]
    local = LocalHost(new_table("arigato", ["remote", "remote", "ai:random"], lobby=True),
                      bind=LOOPBACK)
    try:
        browser = Browser()
    except BaseException:
        local.close(wait=True)
        raise

    def heard(open_seats):
        deadline = time.monotonic() + 60          # a bound on a hang, not a timed check
        while time.monotonic() < deadline:
            games = [g for g in browser.games() if g.port == local.port]
            if games and games[0].open == open_seats:
                return games[0]
            time.sleep(0.05)
        raise AssertionError(f"never heard {open_seats} seats open: {browser.games()}")

    try:
        first = heard(2)
        assert (first.address, first.game, first.players, first.joinable) == \
            (LOOPBACK, "arigato", 3, True)

        async def join():
            client = Client(LOOPBACK, local.port, local.code)
            await client.join()
            await client.close()
        run(join(), 60)
        assert heard(1).open == 1
    finally:
        browser.close()
        local.close(wait=True)
    assert local.announce_error is None


def test_the_seat_of_the_person_hosting_is_not_counted_open():
    """The list of games on the network counts the seats a friend can take, as the host's page
    does ("Waiting for 1 friend"): the host's own seat, taken at its computer, is not one."""
    import time

    from game.net.discovery import Browser
    from game.net.hosting import LocalHost
    from net_helpers import LOOPBACK, new_table

    local = LocalHost(new_table("arigato", ["remote", "remote", "ai:random"], lobby=True),
                      bind=LOOPBACK)
    try:
        browser = Browser()
    except BaseException:
        local.close(wait=True)
        raise
    try:
        local.reserve(0, "Aiko")
        assert len(local.waiting_for()) == 1
        deadline = time.monotonic() + 60          # a bound on a hang, not a timed check
        while time.monotonic() < deadline:
            games = [g for g in browser.games() if g.port == local.port]
            if games and games[0].open == 1:
                break
            time.sleep(0.05)
        assert [g.open for g in browser.games() if g.port == local.port] == [1]
    finally:
        browser.close()
        local.close(wait=True)


def test_the_dedicated_host_announces_its_open_seats_on_loopback(tmp_path):
    """`python -m game host --announce` says how many seats are still open, as the client's
    host does, the count going down as a player joins; kept to 127.0.0.1 (ARIGATO_DISCOVERY,
    tests/conftest.py, passed on to the host's process)."""
    import json
    import os
    import subprocess
    import sys
    import time

    from game.net.client import Client
    from game.net.discovery import PINNED, Browser
    from net_helpers import LOOPBACK, run

    assert os.environ[PINNED] == LOOPBACK
    host = subprocess.Popen([sys.executable, "-m", "game", "host", "--game", "arigato",
                             "--players", "3", "--seats", "remote,remote,ai:easy",
                             "--bind", LOOPBACK, "--saves", str(tmp_path), "--announce",
                             "--once", "--json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        browser = Browser()
    except BaseException:
        host.kill()
        host.communicate()
        raise
    try:
        ready = json.loads(host.stdout.readline())

        def heard(open_seats):
            deadline = time.monotonic() + 60          # a bound on a hang, not a timed check
            while time.monotonic() < deadline:
                games = [g for g in browser.games() if g.port == ready["port"]]
                if games and games[0].open == open_seats:
                    return games[0]
                time.sleep(0.05)
            raise AssertionError(f"never heard {open_seats} seats open: {browser.games()}")

        first = heard(2)
        assert (first.address, first.game, first.players, first.joinable) == \
            (LOOPBACK, "arigato", 3, True)
        # the announcement carries the certificate's fingerprint: a client joining from the
        # list pins it, as it would the invite's
        assert first.fingerprint == ready["fingerprint"] and ready["fingerprint"] in ready["invite"]

        async def join():
            client = Client(LOOPBACK, ready["port"], ready["code"], fingerprint=first.fingerprint)
            await client.join()
            await client.close()
        run(join(), 60)
        assert heard(1).open == 1
    finally:
        browser.close()
        host.kill()
        host.communicate()
