"""A home network in network namespaces the test makes and removes (game/net/PROTOCOL.md,
"Through the router"; tests/TESTING.md): a LAN with the host's computer, a router running Debian's
miniupnpd (UPnP-IGD and NAT-PMP, with nftables) between it and a WAN, and a friend's computer on
the WAN. The WAN side's addresses are public ones (miniupnpd refuses to forward for a private or
reserved outside address), which is safe because nothing joins these namespaces to any real
network: no route leaves them. Needs root, `ip`, `nft` and `miniupnpd` (CI installs and runs as
root); without them the tests skip, or fail where ARIGATO_ROUTER_TEST=required (.ci/run)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LAN_HOST, LAN_ROUTER = "192.168.77.2", "192.168.77.1"
WAN_ROUTER, WAN_FRIEND = "11.77.0.1", "11.77.0.2"      # public, inside these namespaces only
READY_WITHIN = 10.0

RULES = """table inet filter {
    chain forward {
        type filter hook forward priority 0; policy drop;
        ct state established,related accept
        jump miniupnpd
    }
    chain miniupnpd {
    }
    chain prerouting {
        type nat hook prerouting priority -100; policy accept;
        jump prerouting_miniupnpd
    }
    chain postrouting {
        type nat hook postrouting priority 100; policy accept;
        jump postrouting_miniupnpd
    }
    chain prerouting_miniupnpd {
    }
    chain postrouting_miniupnpd {
    }
}
"""

CONFIG = """ext_ifname={wan}
listening_ip={lan}
port=0
enable_upnp={upnp}
enable_natpmp=yes
secure_mode=yes
system_uptime=yes
upnp_table_name=filter
upnp_nat_table_name=filter
upnp_forward_chain=miniupnpd
upnp_nat_chain=prerouting_miniupnpd
upnp_nat_postrouting_chain=postrouting_miniupnpd
lease_file={leases}
uuid=7a0a1b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b
allow 1024-65535 {lan_net} 1024-65535
deny 0-65535 0.0.0.0/0 0-65535
"""


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=10)


def can_make() -> str | None:
    """Why such a network cannot be made here, or None."""
    if os.geteuid() != 0:
        return "not root"
    missing = [c for c in ("ip", "nft", "miniupnpd") if shutil.which(c) is None]
    return f"missing {', '.join(missing)}" if missing else None


def skip_or_fail(why: str) -> None:
    if os.environ.get("ARIGATO_ROUTER_TEST") == "required":
        pytest.fail(f"a home network in namespaces is required here: {why}")
    pytest.skip(f"no home network in namespaces here: {why}")


@dataclass
class HomeNetwork:
    lan: str
    router: str
    wan: str
    folder: Path
    daemon: subprocess.Popen | None = None

    def env(self) -> dict:
        env = {k: v for k, v in os.environ.items() if k != "ARIGATO_ROUTER"}
        env.update(PYTHONPATH=str(ROOT), HOME=str(self.folder / "home"),
                   XDG_DATA_HOME=str(self.folder / "data"), XDG_CONFIG_HOME=str(self.folder / "config"))
        return env

    def popen(self, namespace: str, argv: list[str], **kw) -> subprocess.Popen:
        return subprocess.Popen(["ip", "netns", "exec", namespace, *argv], env=self.env(),
                                text=True, **kw)

    def run(self, namespace: str, argv: list[str], timeout: float = 60) -> subprocess.CompletedProcess:
        return subprocess.run(["ip", "netns", "exec", namespace, *argv], env=self.env(),
                              capture_output=True, text=True, timeout=timeout)

    def python(self, namespace: str, code: str, timeout: float = 60) -> subprocess.CompletedProcess:
        return self.run(namespace, [sys.executable, "-c", code], timeout)

    def forwarded(self) -> str:
        """The router's NAT rules miniupnpd has added."""
        return self.run(self.router, ["nft", "list", "chain", "inet", "filter",
                                      "prerouting_miniupnpd"], 10).stdout


def make(folder: Path, upnp: bool = True, daemon: bool = True) -> HomeNetwork:
    """The three namespaces, their links, the router's rules and (with `daemon`) miniupnpd,
    answering UPnP-IGD (`upnp`) and NAT-PMP. `remove` undoes it all."""
    tag = f"ad{os.getpid() % 100000}{int(time.monotonic_ns()) % 1000}"
    net = HomeNetwork(f"{tag}l", f"{tag}r", f"{tag}w", folder)
    for ns in (net.lan, net.router, net.wan):
        _ip("netns", "add", ns)
    try:
        _ip("link", "add", f"{tag}a", "type", "veth", "peer", "name", f"{tag}b")
        _ip("link", "set", f"{tag}a", "netns", net.lan)
        _ip("link", "set", f"{tag}b", "netns", net.router)
        _ip("link", "add", f"{tag}c", "type", "veth", "peer", "name", f"{tag}d")
        _ip("link", "set", f"{tag}c", "netns", net.router)
        _ip("link", "set", f"{tag}d", "netns", net.wan)
        for ns, dev, address in ((net.lan, f"{tag}a", LAN_HOST), (net.router, f"{tag}b", LAN_ROUTER),
                                 (net.router, f"{tag}c", WAN_ROUTER), (net.wan, f"{tag}d", WAN_FRIEND)):
            _ip("-n", ns, "addr", "add", f"{address}/24", "dev", dev)
            _ip("-n", ns, "link", "set", dev, "up")
            _ip("-n", ns, "link", "set", "lo", "up")
        _ip("-n", net.lan, "route", "add", "default", "via", LAN_ROUTER)
        subprocess.run(["ip", "netns", "exec", net.router, "sysctl", "-q", "-w",
                        "net.ipv4.ip_forward=1"], check=True, timeout=10)
        (folder / "rules.nft").write_text(RULES)
        subprocess.run(["ip", "netns", "exec", net.router, "nft", "-f", str(folder / "rules.nft")],
                       check=True, capture_output=True, timeout=10)
        if daemon:
            config = folder / "miniupnpd.conf"
            config.write_text(CONFIG.format(wan=f"{tag}c", lan=f"{tag}b", upnp="yes" if upnp else "no",
                                            leases=folder / "leases", lan_net="192.168.77.0/24"))
            log = open(folder / "miniupnpd.log", "w")
            net.daemon = subprocess.Popen(["ip", "netns", "exec", net.router, "miniupnpd", "-f",
                                           str(config), "-d", "-P", str(folder / "miniupnpd.pid")],
                                          stdout=log, stderr=subprocess.STDOUT)
            _wait_listening(folder / "miniupnpd.log", net.daemon)
    except BaseException:
        remove(net)
        raise
    return net


def _wait_listening(log: Path, daemon: subprocess.Popen) -> None:
    deadline = time.monotonic() + READY_WITHIN
    while time.monotonic() < deadline:
        if "Listening for NAT-PMP" in log.read_text() or daemon.poll() is not None:
            break
        time.sleep(0.05)
    if "Listening for NAT-PMP" not in log.read_text():
        raise RuntimeError(f"miniupnpd did not start: {log.read_text()[-2000:]}")


def remove(net: HomeNetwork) -> None:
    if net.daemon is not None and net.daemon.poll() is None:
        net.daemon.terminate()
        try:
            net.daemon.wait(10)
        except subprocess.TimeoutExpired:
            net.daemon.kill()
            net.daemon.wait(10)
    for ns in (net.lan, net.router, net.wan):     # a namespace's links go with it
        subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=10)
