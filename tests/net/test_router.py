"""Friends on the internet without touching the router (game/net/router.py, natpmp.py;
game/net/PROTOCOL.md "Through the router"), tested against a real router: Debian's miniupnpd in
network namespaces the test makes (tests/net/router_network.py), with a friend on its WAN side."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from game.net import natpmp, router
from game.net.router import NAT_PMP, UPNP, NotOpened, Opened, RouterPort, notice
from router_network import WAN_ROUTER, can_make, make, remove, skip_or_fail

pytestmark = pytest.mark.xdist_group("home_network")     # one namespace-making test at a time


@pytest.fixture
def home(tmp_path, request):
    why = can_make()
    if why:
        skip_or_fail(why)
    kind = getattr(request, "param", "upnp")
    net = make(tmp_path, upnp=kind == "upnp", daemon=kind != "none")
    yield net
    remove(net)


OPEN = """
import json, sys
from game.net.router import RouterPort
port = RouterPort(int(sys.argv[1]), lease=int(sys.argv[2]))
outcome = port.open()
print(json.dumps({"kind": type(outcome).__name__, **vars(outcome)}), flush=True)
sys.stdin.readline()              # held open until the test says
port.close()
print("closed", flush=True)
"""


def _opened(home, port: int, lease: int = 600) -> tuple[subprocess.Popen, dict]:
    proc = home.popen(home.lan, [sys.executable, "-c", OPEN, str(port), str(lease)],
                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    line = proc.stdout.readline()
    assert line, proc.stderr.read()
    return proc, json.loads(line)


def _a_friend_plays_to_the_end(home, invite: str) -> None:
    """A friend on the WAN side joins by `invite` alone and plays a seat to the end, the deal
    checked."""
    friend = home.run(home.wan, [sys.executable, "-m", "game", "join", invite, "--agent", "random",
                                 "--json"], timeout=120)
    over = json.loads(friend.stdout.strip().splitlines()[-1])
    assert over["event"] == "over" and over["deal"] == "verified", friend.stderr


def _close(proc: subprocess.Popen) -> None:
    proc.stdin.write("\n")
    proc.stdin.flush()
    assert proc.stdout.readline().strip() == "closed"
    proc.wait(30)


@pytest.mark.long
def test_a_host_behind_the_router_is_reached_by_its_invite_alone(home):
    host = home.popen(home.lan, [sys.executable, "-m", "game", "host", "--upnp", "--bind", "0.0.0.0",
                                 "--json", "--once", "--seats", "remote,ai:easy",
                                 "--saves", str(home.folder / "saves")],
                      stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        ready = json.loads(host.stdout.readline())
        assert ready["event"] == "ready"
        assert ready["invite"] == ready["invites"]["internet"]
        assert ready["invite"].startswith(f"arigato://{WAN_ROUTER}:")
        assert ready["invites"]["local"] == [ready["invite"].replace(WAN_ROUTER, "192.168.77.2")]
        said = json.loads(host.stderr.readline())
        assert said["notice"] == "router_opened" and said["way"] == UPNP and said["public"]
        assert f"dport {said['port']}" in home.forwarded()
        _a_friend_plays_to_the_end(home, ready["invite"])
        assert host.wait(30) == 0
    finally:
        if host.poll() is None:
            host.kill()
            host.wait(10)
    assert f"dport {said['port']}" not in home.forwarded()      # taken back when hosting stopped


@pytest.mark.long
def test_the_mapping_has_a_lease_and_is_taken_back(home):
    proc, outcome = _opened(home, 47123, lease=600)
    assert outcome["kind"] == "Opened" and outcome["way"] == UPNP
    assert (outcome["external_address"], outcome["external_port"]) == (WAN_ROUTER, 47123)
    assert outcome["lease"] == 600
    asked = home.python(home.lan, "import miniupnpc; u = miniupnpc.UPnP(); u.discoverdelay = 2000; "
                                  "u.discover(); u.selectigd(); "
                                  "print(u.getspecificportmapping(47123, 'TCP')[4])")
    assert 0 < int(asked.stdout) <= 600, asked.stderr        # the router counts the lease down
    assert "dport 47123" in home.forwarded()
    _close(proc)
    assert "dport 47123" not in home.forwarded()


@pytest.mark.long
def test_an_outside_port_held_for_another_program_is_passed_over(home):
    holder = home.python(home.lan, "import miniupnpc; u = miniupnpc.UPnP(); u.discoverdelay = 2000; "
                                   "u.discover(); u.selectigd(); "
                                   "u.addportmapping(47200, 'TCP', u.lanaddr, 47999, 'other', '', 600)")
    assert holder.returncode == 0, holder.stderr
    proc, outcome = _opened(home, 47200)
    assert outcome["external_port"] == 47201 and outcome["internal_port"] == 47200
    _close(proc)
    assert "dport 47200" in home.forwarded() and "dport 47201" not in home.forwarded()


@pytest.mark.long
@pytest.mark.parametrize("home", ["natpmp"], indirect=True)
def test_nat_pmp_where_the_router_speaks_no_upnp(home):
    proc, outcome = _opened(home, 47300, lease=600)
    assert outcome["kind"] == "Opened" and outcome["way"] == NAT_PMP
    assert (outcome["external_address"], outcome["external_port"]) == (WAN_ROUTER, 47300)
    assert outcome["internal_address"] == "192.168.77.2" and 0 < outcome["lease"] <= 600
    assert "dport 47300" in home.forwarded()
    _close(proc)
    assert "dport 47300" not in home.forwarded()


@pytest.mark.long
@pytest.mark.parametrize("home", ["none"], indirect=True)
def test_no_router_answers_and_the_host_says_so(home):
    host = home.popen(home.lan, [sys.executable, "-m", "game", "host", "--upnp", "--bind", "0.0.0.0",
                                 "--json", "--saves", str(home.folder / "saves")],
                      stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        said = json.loads(host.stderr.readline())
        ready = json.loads(host.stdout.readline())
    finally:
        host.terminate()
        host.wait(30)
    assert said["notice"] == "router_not_opened"
    assert [why.split(":")[0] for why in said["why"]] == ["UPnP", "NAT-PMP"]
    assert ready["invites"]["internet"] is None
    assert ready["invite"] == ready["invites"]["local"][0]
    assert ready["invite"].startswith("arigato://192.168.77.2:")


def test_asking_no_router_where_it_is_turned_off(monkeypatch):
    monkeypatch.setenv("ARIGATO_ROUTER", "off")
    monkeypatch.setattr(router.miniupnpc, "UPnP", lambda: pytest.fail("a router was asked"))
    monkeypatch.setattr(natpmp, "default_gateway", lambda: pytest.fail("a router was asked"))
    outcome = RouterPort(47000).open()
    assert isinstance(outcome, NotOpened) and "ARIGATO_ROUTER=off" in outcome.reasons[0]


def test_what_the_host_says_of_the_router():
    opened = Opened(UPNP, "11.77.0.1", 47001, "192.168.77.2", 47000, 3600)
    line, sentence = notice(opened, 47000, "192.168.77.2")
    assert line == {"notice": "router_opened", "way": UPNP, "address": "11.77.0.1", "port": 47001,
                    "to": "192.168.77.2:47000", "lease": 3600, "public": True}
    assert "11.77.0.1:47001 through to 192.168.77.2:47000" in sentence and "not an internet" not in sentence
    behind = Opened(NAT_PMP, "100.64.3.4", 47000, "192.168.77.2", 47000, 0)
    line, sentence = notice(behind, 47000, "192.168.77.2")
    assert line["public"] is False and "not an internet address" in sentence
    assert "takes no lease" in sentence
    line, sentence = notice(NotOpened(("UPnP: none", "NAT-PMP: none")), 47000, "192.168.77.2")
    assert line == {"notice": "router_not_opened", "port": 47000, "why": ["UPnP: none", "NAT-PMP: none"]}
    assert "forwarded to 192.168.77.2" in sentence and "--invite-address" in sentence


def test_the_gateway_is_read_from_the_routing_table(tmp_path):
    table = tmp_path / "route"
    table.write_text("Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\n"
                     "eth0\t0002000A\t00000000\t0001\t0\t0\t0\t00FFFFFF\n"
                     "eth0\t00000000\t0102000A\t0003\t0\t0\t0\t00000000\n")
    assert natpmp.default_gateway(table) == "10.0.2.1"
    table.write_text("Iface\tDestination\tGateway \tFlags\n")
    assert natpmp.default_gateway(table) is None
    assert natpmp.default_gateway(tmp_path / "absent") is None


CLIENT_HOST = """
import json, sys, time
from game.net.hosting import LocalHost
from game.net.table import HostedTable, SeatPlan
table = HostedTable("arigato", [SeatPlan.parse("remote"), SeatPlan.parse("ai:random")], None, seed=5)
local = LocalHost(table, bind="0.0.0.0", announce=False)
deadline = time.monotonic() + 60                  # bounds on a hang, not timed checks
while local.router() == "asking" and time.monotonic() < deadline:
    time.sleep(0.05)
invite = local.internet_invite()
print(json.dumps({"internet": invite and invite.text(), "local": local.invite().text()}), flush=True)
deadline = time.monotonic() + 120
while not table.is_over() and time.monotonic() < deadline:
    time.sleep(0.1)
print(json.dumps({"over": table.is_over()}), flush=True)
local.close()
"""


@pytest.mark.long
def test_a_game_hosted_from_the_client_opens_the_router_and_a_friend_joins_by_its_invite(home):
    host = home.popen(home.lan, [sys.executable, "-c", CLIENT_HOST], stdout=subprocess.PIPE,
                      stderr=subprocess.PIPE)
    try:
        said = json.loads(host.stdout.readline() or "{}")
        assert said.get("internet", "").startswith(f"arigato://{WAN_ROUTER}:"), host.stderr.read()
        assert said["local"].startswith("arigato://192.168.77.2:")
        port = said["internet"].split(":")[2].split("/")[0]
        assert f"dport {port}" in home.forwarded()
        _a_friend_plays_to_the_end(home, said["internet"])
        assert json.loads(host.stdout.readline()) == {"over": True}
        assert host.wait(30) == 0
    finally:
        if host.poll() is None:
            host.kill()
            host.wait(10)
    assert f"dport {port}" not in home.forwarded()       # taken back when hosting stopped
