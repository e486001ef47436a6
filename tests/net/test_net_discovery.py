"""Discovery below its socket: no multicast, nothing sent. The record a host would announce is
built as the announcer builds it, turned into the DNS records that would travel, read back as a
listener would from zeroconf's cache, and handed to our listener through a stand-in for the
Zeroconf object (its `get_service_info`)."""

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


class _Zeroconf:
    """Stands in for zeroconf's object: answers a listener's question from a table."""

    def __init__(self, infos: dict) -> None:
        self.infos = infos

    def get_service_info(self, type_, name, timeout=3000):
        return self.infos.get(name)


def test_a_hosted_game_is_heard_with_its_address_port_and_setup():
    info = _heard(service_info("daitoshi", 3, 40123, ["192.0.2.7"], host_name="kitchen"))
    listener = GameListener()
    listener.add_service(_Zeroconf({info.name: info}), SERVICE, info.name)
    (game,) = listener.listed()
    assert (game.address, game.port, game.game, game.players) == ("192.0.2.7", 40123, "daitoshi", 3)
    assert game.joinable and "kitchen" in game.name
    listener.remove_service(None, SERVICE, info.name)
    assert listener.listed() == []


def test_a_game_of_another_version_is_listed_but_not_joinable():
    info = service_info("arigato", 2, 40000, ["192.0.2.8"], host_name="old")
    info = ServiceInfo(SERVICE, info.name, port=40000, parsed_addresses=["192.0.2.8"],
                       server="old.local.", properties={**info.decoded_properties,
                                                        "program": PROGRAM + "-other"})
    assert found_game(_heard(info)).joinable is False


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
    listener = GameListener()
    listener.add_service(_Zeroconf({}), SERVICE, "gone." + SERVICE)   # no answer: nothing listed
    assert listener.listed() == []


def test_a_host_on_one_address_announces_that_address():
    assert announced_addresses("192.0.2.10") == ["192.0.2.10"]
