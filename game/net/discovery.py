"""Games announced on the local network (mDNS/DNS-SD, `zeroconf`): a host registers a
`_arigato-daitoshi._tcp` service; a client browsing for it lists the games it hears of.

The announcement says which game, how many players, and the versions, so that a client can
grey out a game it could not join, and the fingerprint of the host's certificate (`fp`, tls.py),
which a client joining from the list pins as it would an invite's; never the join code (a game
on the local network still needs the code the host shows) nor anything of the game. What is
heard is read as untrusted data: text fields are cut to size, numbers parsed or dropped, a
fingerprint kept only when it is one, nothing else used. (Anyone on the network may announce:
the pin makes sure the client joins the computer that announced, and the code that it is the
friend's game.)

Only `Announcer` (which `Announcing` makes off the caller's thread) and `Browser` open sockets (multicast on the local network); everything between
a heard record and a `FoundGame` is plain code, tested without them. `ARIGATO_DISCOVERY=ADDRESS`
keeps both on that one interface (the tests pin them to 127.0.0.1: nothing they run sends
multicast anywhere else).
"""

from __future__ import annotations

import asyncio
import os
import socket
import threading
from concurrent.futures import CancelledError, Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Callable

import ifaddr
from zeroconf import InterfaceChoice, IPVersion, ServiceBrowser, ServiceInfo, ServiceListener

from game.core import registry
from game.net.tls import normal_fingerprint
from game.net.versions import PROGRAM, PROTOCOL, content_version, side_to_update
from game.net.zeroconf_loop import ZeroconfLoop

SERVICE = "_arigato-daito._tcp.local."    # a service type's name is at most 15 bytes
FIELD_MAX = 40
ASK_SLACK = 10.0    # seconds past a question's own timeout: only a stalled zeroconf loop reaches it
REGISTER_BOUND = 60.0   # seconds: a registration taking this long has hung (it takes one or two)
PINNED = "ARIGATO_DISCOVERY"    # an address: announce and browse on that interface only


def pinned() -> list[str] | None:
    """The one interface discovery is kept to (`ARIGATO_DISCOVERY`), or None for every one."""
    address = os.environ.get(PINNED, "").strip()
    return [address] if address else None


@dataclass(frozen=True)
class FoundGame:
    name: str               # the service's own name ("Arigatō on kitchen-pc")
    address: str
    port: int
    game: str
    players: int
    joinable: bool          # the same program and content as ours
    open: int | None = None     # seats no player holds yet, when the host says
    host: str = ""              # the hosting computer's name
    fingerprint: str | None = None  # the host's certificate, to pin (None: a host without TLS)

    def __str__(self) -> str:
        return f"{self.name} ({self.address}:{self.port})"


def service_info(game: str, players: int, port: int, addresses: list[str],
                 host_name: str | None = None, open_seats: int | None = None,
                 fingerprint: str | None = None) -> ServiceInfo:
    """The record a host announces."""
    host_name = (host_name or socket.gethostname() or "host")[:FIELD_MAX]
    label = f"{game} on {host_name} port {port}"
    properties = {"game": game, "players": str(players), "program": PROGRAM,
                  "protocol": str(PROTOCOL), "content": content_version(game)}
    if open_seats is not None:
        properties["open"] = str(open_seats)
    if fingerprint is not None:
        properties["fp"] = fingerprint
    return ServiceInfo(SERVICE, f"{label}.{SERVICE}", port=port, parsed_addresses=addresses,
                       server=f"{host_name}.local.", properties=properties)


def found_game(info: ServiceInfo) -> FoundGame | None:
    """What a heard record says, or None when it is not a game we could list."""
    props = {}
    for key, value in info.decoded_properties.items():
        if isinstance(key, str) and isinstance(value, str) and len(value) <= FIELD_MAX:
            props[key] = value
    addresses = info.parsed_addresses(IPVersion.V4Only) or info.parsed_addresses()
    game, players = props.get("game"), props.get("players", "")
    if not addresses or not info.port or game is None or not players.isdigit():
        return None
    # a name from the network never becomes a path: only a game of this build is looked up
    ours = content_version(game) if game in registry.GAME_MODULES else None
    protocol = props.get("protocol", "")
    theirs = {"protocol": int(protocol) if protocol.isdigit() else -1,
              "program": props.get("program", ""), "content": props.get("content")}
    joinable = ours is not None and side_to_update(        # a patch version apart still joins
        theirs, {"protocol": PROTOCOL, "program": PROGRAM, "content": ours}) is None
    name = info.name[:-len("." + SERVICE)] if info.name.endswith("." + SERVICE) else info.name
    open_seats = props.get("open", "")
    server = (info.server or "").removesuffix(".").removesuffix(".local")
    host = "".join(c for c in server if c.isprintable())[:FIELD_MAX]
    said_fp = info.decoded_properties.get("fp")
    fingerprint = normal_fingerprint(said_fp) if isinstance(said_fp, str) else None
    return FoundGame(name[:FIELD_MAX * 2], addresses[0], int(info.port), game, int(players),
                     joinable, int(open_seats) if open_seats.isdigit() else None, host,
                     fingerprint)


class GameListener(ServiceListener):
    """Keeps `games` (service name -> FoundGame) as services come, change and go.

    zeroconf calls these one after another on its browser's thread, and closing the browser waits
    for that thread. So what a service says is asked on zeroconf's loop (`ask`), a question
    `close()` calls off, and once closed nothing more is asked: a name heard without the rest (a
    host gone mid-announcement) is otherwise asked about for `timeout_ms`, each such name in turn,
    while the browser's thread keeps the closing waiting and zeroconf goes on asking the network.
    The tests answer `ask` themselves."""

    def __init__(self, timeout_ms: int = 3000) -> None:
        self.games: dict[str, FoundGame] = {}
        self.timeout_ms = timeout_ms
        self._lock = threading.Lock()
        self._closed = False
        self._asking: Future | None = None      # the question under way

    def add_service(self, zc, type_: str, name: str) -> None:
        info = self.ask(zc, type_, name)
        found = found_game(info) if info is not None else None
        with self._lock:
            if found is None:
                self.games.pop(name, None)
            else:
                self.games[name] = found

    update_service = add_service

    def remove_service(self, zc, type_: str, name: str) -> None:
        with self._lock:
            self.games.pop(name, None)

    def ask(self, zc, type_: str, name: str) -> ServiceInfo | None:
        """The service's record, from zeroconf's cache or the network; None when it did not come
        whole within `timeout_ms`, or the listener was closed."""
        info = ServiceInfo(type_, name)
        with self._lock:
            if self._closed:
                return None
            asking = self._asking = asyncio.run_coroutine_threadsafe(
                info.async_request(zc, self.timeout_ms), zc.loop)
        try:
            return info if asking.result(self.timeout_ms / 1000 + ASK_SLACK) else None
        except (CancelledError, TimeoutError):
            asking.cancel()
            return None
        finally:
            with self._lock:
                self._asking = None

    def close(self) -> None:
        """Nothing more asked, and the question under way called off."""
        with self._lock:
            self._closed = True
            if self._asking is not None:
                self._asking.cancel()

    def listed(self) -> list[FoundGame]:
        with self._lock:
            return sorted(self.games.values(), key=lambda g: g.name)


def announced_addresses(bind: str) -> list[str]:
    """The addresses to announce for a host listening on `bind`: that one, or for every
    network (0.0.0.0) this computer's IPv4 addresses but loopback."""
    if bind not in ("", "0.0.0.0"):
        return [bind]
    found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
             if isinstance(ip.ip, str)]          # IPv4 (ifaddr gives IPv6 as a tuple)
    return list(dict.fromkeys(a for a in found if not a.startswith("127.")))


class Announcer:
    """A hosted game announced on the local network from `register()` until `close()`.
    Registering waits a second or two (zeroconf first asks whether the name is taken, then says
    it three times): a caller with frames to draw registers on a thread of its own, and
    `call_off()`, from any other, ends that wait (hosting stopped meanwhile: nothing to say)."""

    def __init__(self, game: str, players: int, port: int, addresses: list[str],
                 open_seats: int | None = None, fingerprint: str | None = None) -> None:
        addresses = pinned() or addresses
        self.game, self.players, self.port, self.addresses = game, players, port, addresses
        self.fingerprint = fingerprint
        # the record made first: one that cannot be made leaves nothing open
        self.info = service_info(game, players, port, addresses, open_seats=open_seats,
                                 fingerprint=fingerprint)
        self.served = ZeroconfLoop(addresses, "announce")
        self.zc = self.served.zc
        self._lock = threading.Lock()
        self._called_off = False
        self._registering: Future | None = None

    def register(self) -> bool:
        """Announced (True), or called off before it was (False); raises what zeroconf raised."""
        with self._lock:
            if self._called_off:
                return False
            self._registering = asyncio.run_coroutine_threadsafe(
                self._register(), self.served.loop)
        try:
            self._registering.result(REGISTER_BOUND)
        except CancelledError:
            return False
        return True

    async def _register(self) -> None:
        said = await self.zc.async_register_service(self.info)     # the name is ours
        await said                                                  # and said three times

    def call_off(self) -> None:
        """A registration under way ends without announcing (`close()` is still to be called)."""
        with self._lock:
            self._called_off = True
            if self._registering is not None:
                self._registering.cancel()

    def update(self, open_seats: int) -> None:
        """Say how many seats are still open (a Join list shows it)."""
        self.info = service_info(self.game, self.players, self.port, self.addresses,
                                 open_seats=open_seats, fingerprint=self.fingerprint)
        self.zc.update_service(self.info)

    def close(self) -> None:
        """The announcement withdrawn (its goodbye said three times, as zeroconf's closing
        says it for whatever is still registered) and zeroconf's thread ended."""
        self.served.close()


class Announcing:
    """A host's tables announced on the local network, one announcement a table, each saying its
    seats still open: made, updated and withdrawn in order on one thread of their own (zeroconf's
    calls wait on the network, and neither the host's loop nor a frame may wait for them). Both
    hosts use it: the dedicated one (`host --announce`, several tables) and the client's
    (game/net/hosting.py, one table). `addresses()`, asked on that thread when a table opens, says
    where to announce (none: the table is not announced). A failure costs only its announcement:
    the game is still joined by address; `error` keeps the first, and `failed` is told of each.
    `fingerprint`: the host's certificate's, in every announcement (None: a host without TLS)."""

    def __init__(self, port: int, addresses: Callable[[], list[str]],
                 failed: Callable[[Exception], None] | None = None,
                 fingerprint: str | None = None) -> None:
        self.port, self.addresses, self.failed = port, addresses, failed
        self.fingerprint = fingerprint
        self.made: dict[str, Announcer] = {}      # table code -> its announcement
        self.error: Exception | None = None
        self.closed = False
        self._closing = threading.Lock()    # `closed` and what is asked, together
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="announce")

    def _do(self, fn, *args, last: bool = False) -> None:
        """`fn(*args)` on the announcements' thread after what was asked before; `last`:
        nothing is asked after it."""
        def guarded():
            try:
                fn(*args)
            except Exception as exc:  # noqa: BLE001 - the game is still joined by address
                self.error = self.error or exc
                if self.failed is not None:
                    self.failed(exc)
        # a seat's news or a table opened on the host's thread while another closes: once the
        # withdrawal is asked for, nothing comes after it (a table announced then would be
        # withdrawn by no one, its zeroconf thread left running)
        with self._closing:
            if self.closed:
                return          # a seat's news after hosting stopped: nothing left to say it
            self.pool.submit(guarded)
            self.closed = last

    def open(self, table) -> None:
        """Announce a hosted table (game/net/table.py `HostedTable`) with its seats open now."""
        def make(code, game, players, seats):
            addresses = self.addresses()
            if not addresses:
                return
            announcer = Announcer(game, players, self.port, addresses, open_seats=seats,
                                  fingerprint=self.fingerprint)
            with self._closing:
                self.made[code] = announcer     # withdrawn by the closing from now on
                if self.closed:
                    announcer.call_off()        # hosting stopped while zeroconf opened
            try:
                announcer.register()
            except BaseException:
                with self._closing:
                    self.made.pop(code, None)
                announcer.close()           # its loop's thread would otherwise wait for a closing
                raise
        self._do(make, table.code, table.game, table.players, len(table.open_seats()))

    def seats(self, table) -> None:
        """A seat was taken or given up: the table's announcement says how many are open."""
        def update(code, seats):
            if code in self.made and not self.closed:     # a closing's goodbye says it all
                self.made[code].update(seats)
        self._do(update, table.code, len(table.open_seats()))

    def withdraw(self, code: str) -> None:
        def close(code):
            announcer = self.made.pop(code, None)
            if announcer is not None:
                announcer.close()
        self._do(close, code)

    def close(self, wait: bool = True) -> None:
        """Every announcement withdrawn, after whatever was asked before; `wait`: return only
        once that is done. Without it the withdrawal goes on on the announcement's thread and
        the interpreter's exit waits for it: the goodbye is still said. An announcement still
        registering is called off (zeroconf was still asking whether its name is taken, or
        saying it): the closing waits for no probe, and its goodbye says what was said."""
        def close_all():
            failed = None
            for code in list(self.made):
                try:
                    self.made.pop(code).close()
                except Exception as exc:  # noqa: BLE001 - said once every table's is withdrawn
                    failed = failed or exc
            if failed is not None:
                raise failed
        self._do(close_all, last=True)
        with self._closing:         # the announcements' thread withdraws them meanwhile
            made = list(self.made.values())
        for announcer in made:      # a table still registering is not announced, then withdrawn
            announcer.call_off()
        self.pool.shutdown(wait=wait)


class Browser:
    """Games heard on the local network, kept up to date on zeroconf's thread until `close()`."""

    def __init__(self, interfaces: list[str] | None = None) -> None:
        self.served = ZeroconfLoop(interfaces or pinned() or InterfaceChoice.All, "browse")
        self.zc = self.served.zc
        self.listener = GameListener()
        try:
            self.browser = ServiceBrowser(self.zc, SERVICE, self.listener)
        except BaseException:
            self.served.close()     # its loop's thread would otherwise live as long as the process
            raise

    def games(self) -> list[FoundGame]:
        return self.listener.listed()

    def close(self) -> None:
        """Every thread of zeroconf's for this browser has ended when this returns. The listener
        is closed first: the browser's thread, which `cancel` waits for, then has no question left
        to wait on."""
        self.listener.close()
        try:
            self.browser.cancel()
        finally:
            self.served.close()


class Listening:
    """A `Browser` opened, kept and closed on one thread of its own (`net-browse`), for a screen
    that draws frames: opening zeroconf may take a moment, and a network that is not there only
    means an empty list (`error` says why). When that thread ends, so have all of zeroconf's for
    this list (`Browser.close`), a moment after `close()`."""

    def __init__(self, interfaces: list[str] | None = None) -> None:
        self._browser: Browser | None = None
        self._leave = threading.Event()
        self.error: Exception | None = None
        self._thread = threading.Thread(target=self._listen, args=(interfaces,), name="net-browse",
                                        daemon=True)
        self._thread.start()

    def _listen(self, interfaces) -> None:
        try:
            browser = Browser(interfaces)
        except Exception as exc:  # noqa: BLE001 - no discovery here: games are joined by address
            self.error = exc
            return
        self._browser = browser
        self._leave.wait()              # closed while it opened: at once
        self._browser = None
        browser.close()

    def games(self) -> list[FoundGame]:
        browser = self._browser
        return browser.games() if browser is not None and not self._leave.is_set() else []

    def close(self) -> None:
        """Heard no more; the browser closes on its own thread (the screen does not wait)."""
        self._leave.set()
