"""Friends on the internet without touching the router: while a game is hosted, the home router
is asked to pass the host's port through to this computer (game/net/PROTOCOL.md, "Through the
router").

UPnP-IGD first (miniupnpc: the router found on the local network, a TCP mapping added for a
lease), NAT-PMP second (natpmp.py, to the default gateway). The mapping has a lease (`LEASE`), so
a host that crashes leaves it open for an hour at most; while hosting lasts it is renewed every
half lease, and it is taken back when hosting stops. What came of it is a `RouterPort`'s
`outcome`: `Opened` (the outside address and port, which go into the invite) or `NotOpened` (each
way tried and why not: the hosting page then gives the manual steps).

Asking sends to the local network only (UPnP's discovery is a multicast on it; NAT-PMP goes to
the gateway), and only where it is asked for: the client's hosting and the dedicated host's
`--upnp`. `ARIGATO_ROUTER=off` turns it off (the test suite's machines ask no router but the one
a test starts in a network namespace of its own).
"""

from __future__ import annotations

import ipaddress
import os
import socket
import threading
from dataclasses import dataclass, field

import miniupnpc

from game.net import natpmp

LEASE = 3600                 # seconds a mapping lasts unless renewed
DISCOVER_MS = 2000           # how long UPnP's discovery listens for routers
PORTS_TRIED = 8              # outside ports tried from the host's own, when one is taken
DESCRIPTION = "Arigato & Daitoshi"   # what the router's page lists the mapping as (ASCII: old routers)
UPNP, NAT_PMP = "UPnP-IGD", "NAT-PMP"


@dataclass(frozen=True)
class Opened:
    """The port is open: friends on the internet reach `external_address:external_port`."""
    way: str
    external_address: str
    external_port: int
    internal_address: str
    internal_port: int
    lease: int                 # seconds; 0: the router keeps it until it is taken back

    @property
    def public(self) -> bool:
        """Whether the router's outside address is one the internet routes to. When it is not
        (another router or the provider's NAT stands beyond it), friends on the internet may not
        reach this one: the host says so."""
        try:
            return ipaddress.ip_address(self.external_address).is_global
        except ValueError:
            return False


@dataclass(frozen=True)
class NotOpened:
    """No router opened the port: each way tried, and why not (English, for the log and --json;
    the hosting page words its own sentence)."""
    reasons: tuple[str, ...] = field(default_factory=tuple)


def turned_off() -> bool:
    return os.environ.get("ARIGATO_ROUTER", "").lower() == "off"


class RouterPort:
    """The host's port asked of the router for as long as hosting lasts: `open()` (blocking for a
    few seconds: call it off the frame's thread), `close()` when hosting stops."""

    def __init__(self, port: int, lease: int = LEASE) -> None:
        self.port, self.lease = port, lease
        self.outcome: Opened | NotOpened | None = None      # None: still asking
        self._upnp: miniupnpc.UPnP | None = None
        self._gateway: str | None = None
        self._stop = threading.Event()
        self._renewer: threading.Thread | None = None
        self._lock = threading.Lock()

    def open(self) -> Opened | NotOpened:
        if turned_off():
            outcome: Opened | NotOpened = NotOpened(("asking the router is turned off here "
                                                     "(ARIGATO_ROUTER=off)",))
        else:
            reasons = []
            outcome = None
            for way in (self._by_upnp, self._by_natpmp):
                try:
                    outcome = way()
                    break
                except Exception as exc:  # noqa: BLE001 - any router's failure is one more reason
                    reasons.append(str(exc) or type(exc).__name__)
            outcome = outcome or NotOpened(tuple(reasons))
        with self._lock:
            if self._stop.is_set():           # hosting stopped while the router was asked
                self._take_back(outcome)
                return outcome
            self.outcome = outcome
            if isinstance(outcome, Opened) and outcome.lease:
                self._renewer = threading.Thread(target=self._renewing, name="net-router",
                                                 daemon=True)
                self._renewer.start()
        return outcome

    def open_in_background(self) -> None:
        threading.Thread(target=self.open, name="net-router-ask", daemon=True).start()

    def close(self) -> None:
        """Take the mapping back (and stop renewing it); a router that does not answer now lets
        it lapse at the end of its lease."""
        with self._lock:
            self._stop.set()
            outcome = self.outcome
        self._take_back(outcome)

    # --- the two ways ----------------------------------------------------------------------------
    def _by_upnp(self) -> Opened:
        upnp = miniupnpc.UPnP()
        upnp.discoverdelay = DISCOVER_MS
        try:
            found = upnp.discover()
        except Exception:  # noqa: BLE001 - miniupnpc raises a bare Exception when none answers
            found = 0
        if found == 0:
            raise OSError("UPnP: no router answered on the local network")
        try:
            upnp.selectigd()
        except Exception as exc:  # noqa: BLE001 - miniupnpc raises a bare Exception
            raise OSError(f"UPnP: no Internet Gateway Device among the devices found ({exc})")
        outside = upnp.externalipaddress()
        for external in range(self.port, self.port + PORTS_TRIED):
            held = upnp.getspecificportmapping(external, "TCP")
            if held is not None and (held[0], held[1]) != (upnp.lanaddr, self.port):
                continue                       # another computer's mapping: try the next port
            lease = self._upnp_add(upnp, external)
            self._upnp = upnp
            return Opened(UPNP, outside, external, upnp.lanaddr, self.port, lease)
        raise OSError(f"UPnP: ports {self.port} to {self.port + PORTS_TRIED - 1} are all taken "
                      "on the router")

    def _upnp_add(self, upnp, external: int) -> int:
        """Add the mapping with a lease; a router that takes only permanent ones (UPnP's error
        725) gets one, which `close` takes back (a crash then leaves it: the lease cannot)."""
        try:
            upnp.addportmapping(external, "TCP", upnp.lanaddr, self.port, DESCRIPTION, "",
                                self.lease)
            return self.lease
        except Exception as exc:  # noqa: BLE001 - miniupnpc raises a bare Exception
            if "725" not in str(exc) and "OnlyPermanentLeases" not in str(exc):
                raise OSError(f"UPnP: the router refused the mapping ({exc})") from None
        upnp.addportmapping(external, "TCP", upnp.lanaddr, self.port, DESCRIPTION, "", 0)
        return 0

    def _by_natpmp(self) -> Opened:
        gateway = natpmp.default_gateway()
        if gateway is None:
            raise OSError("NAT-PMP: no default gateway known on this system")
        outside = natpmp.external_address(gateway)
        mapped = natpmp.map_tcp(gateway, self.port, self.port, self.lease)
        self._gateway = gateway
        return Opened(NAT_PMP, outside, mapped.external_port, _local_address_towards(gateway),
                      self.port, mapped.lifetime)

    # --- keeping it, and taking it back ----------------------------------------------------------
    def _renewing(self) -> None:
        outcome = self.outcome
        while not self._stop.wait(max(1.0, outcome.lease / 2)):
            try:
                if outcome.way == UPNP:
                    self._upnp.addportmapping(outcome.external_port, "TCP", outcome.internal_address,
                                              self.port, DESCRIPTION, "", outcome.lease)
                else:
                    natpmp.map_tcp(self._gateway, self.port, outcome.external_port, outcome.lease)
            except Exception:  # noqa: BLE001 - tried again at the next half lease
                pass

    def _take_back(self, outcome) -> None:
        if not isinstance(outcome, Opened):
            return
        try:
            if outcome.way == UPNP and self._upnp is not None:
                self._upnp.deleteportmapping(outcome.external_port, "TCP")
            elif outcome.way == NAT_PMP and self._gateway is not None:
                natpmp.unmap_tcp(self._gateway, self.port)
        except Exception:  # noqa: BLE001 - the lease ends it (see close)
            pass


def _local_address_towards(gateway: str) -> str:
    """This computer's address on the gateway's network: a UDP socket connected to it (connect
    sends nothing) says which address the system would send from."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.connect((gateway, natpmp.PORT))
        return sock.getsockname()[0]


def primary_address() -> str | None:
    """This computer's address on the network its default route leaves by (where the router
    is), or None when that cannot be known here (no routing table read, or no default route)."""
    gateway = natpmp.default_gateway()
    if gateway is None:
        return None
    try:
        return _local_address_towards(gateway)
    except OSError:
        return None


def notice(outcome: Opened | NotOpened, port: int, local: str) -> tuple[dict, str]:
    """What the dedicated host tells its operator of the router: a JSON line (--json) and a
    sentence. `local`: the address friends on this network use."""
    if isinstance(outcome, NotOpened):
        return ({"notice": "router_not_opened", "port": port, "why": list(outcome.reasons)},
                f"host: no router opened port {port} ({'; '.join(outcome.reasons)}): friends on "
                f"the internet reach this host only once TCP port {port} is forwarded to {local} "
                "on the router by hand (its settings page, \"port forwarding\"), with the invite "
                "given the router's public address (--invite-address)")
    line = {"notice": "router_opened", "way": outcome.way, "address": outcome.external_address,
            "port": outcome.external_port, "to": f"{outcome.internal_address}:{outcome.internal_port}",
            "lease": outcome.lease, "public": outcome.public}
    kept = (f"for {outcome.lease} s at a time, renewed while hosting" if outcome.lease
            else "until hosting stops (this router takes no lease)")
    sentence = (f"host: the router ({outcome.way}) passes {outcome.external_address}:"
                f"{outcome.external_port} through to {outcome.internal_address}:"
                f"{outcome.internal_port} {kept}")
    if not outcome.public:
        sentence += (f"; but its outside address {outcome.external_address} is not an internet "
                     "address (another router or the provider's NAT stands beyond it): friends on "
                     "the internet may not reach this host")
    return line, sentence
