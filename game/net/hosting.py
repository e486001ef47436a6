"""A host run inside the client (Play online → Host a game): the same `Host` as the dedicated
one (host.py), on the process's one network loop (net_loop.py) beside the pygame loop. The
person hosting plays their own seat like any friend, through a client joined over the loopback
address.
Given the player's certificate (certificate.py; the client always gives it), the host speaks
TLS, and `invite()` is the line to send friends, with the certificate's fingerprint to pin.

The game is announced on the local network (discovery.py `Announcing`, as the dedicated host
announces its tables) from a thread of its own, which registers it, says how many seats are
still open as friends join, and takes it back when hosting stops; an announcement that fails
costs only the announcement.

A friend whose connection has been down for `drop_after` seconds is the hosting person's to
decide on (game/ui/scenes/drops.py): keep waiting, or seat an AI until the friend is back. The
room's state lives on the host's thread, so every question and answer is carried there.

Where friends can reach it from elsewhere (not bound to loopback), the router is asked to let
friends on the internet in (router.py `RouterPort`), on a thread of its own: `internet_invite()`
is then the invite for them, and `router()` says how the asking went.

Its table may keep the game in the player's saves (host_saves.py `HostSaves`): then `save`
writes it again once the store knows the port and the seats played here, and `retire` removes
it for good once the finished game is filed."""

from __future__ import annotations

import threading
import time
from typing import Callable

from game.net import net_loop, router
from game.net.certificate import Certificate
from game.net.discovery import Announcing, announced_addresses
from game.net.host import Host, Notice
from game.net.host_saves import HostSaves
from game.net.invite import Invite
from game.net.router import Opened, RouterPort
from game.net.messages import STOPPED
from game.net.room import DROP_AFTER
from game.net.table import HostedTable

START_TIMEOUT = 10.0
ANY = ("0.0.0.0", "::", "")


def friends_addresses(bind: str) -> list[str]:
    """The addresses friends on the local network reach a host listening on `bind` at: that one,
    or, when every interface listens, this computer's addresses on its networks, read from its
    interfaces (nothing is sent), loopback and link-local left out; the one the default route
    leaves by first. Loopback only when there is no network at all."""
    if bind not in ANY:
        return [bind]
    found = [a for a in announced_addresses("0.0.0.0") if not a.startswith("169.254.")]
    primary = router.primary_address()
    if primary in found:
        found.remove(primary)
        found.insert(0, primary)
    return found or ["127.0.0.1"]


def friends_address(bind: str) -> str:
    """The first of `friends_addresses`: the one a hosting page and a ready line put first."""
    return friends_addresses(bind)[0]


class LocalHost:
    """One hosted table, served from a thread: `port`, `code`, `address()` to tell friends."""

    def __init__(self, table: HostedTable, bind: str = "0.0.0.0", port: int = 0,
                 announce: bool = True, clock: Callable[[], float] = time.monotonic,
                 drop_after: float = DROP_AFTER, certificate: Certificate | None = None) -> None:
        self.table, self.bind = table, bind
        self._address: str | None = None
        self.announcing: Announcing | None = None    # once listening (a notice may come first)
        self.closed = False
        self.host = Host(table, bind=bind, port=port, notice=self._noticed, clock=clock,
                         drop_after=drop_after, certificate=certificate)
        self.port = self._run(self.host.start(), START_TIMEOUT)
        if announce:
            self.announcing = Announcing(self.port, lambda: announced_addresses(bind),
                                         fingerprint=self.fingerprint)
            self.announcing.open(table)
        self._router: RouterPort | None = None
        if not self.on_loopback():
            self._router = RouterPort(self.port)
            self._router.open_in_background()

    # --- the announcement on the local network --------------------------------------------------
    @property
    def announce_error(self) -> Exception | None:
        """Why the game could not be announced (it is still joined by address), or None."""
        return self.announcing.error if self.announcing is not None else None

    def _noticed(self, notice: Notice) -> None:
        if notice.code in ("seat_taken", "seat_freed") and self.announcing is not None:
            self.announcing.seats(self.table)

    # --- the game ---------------------------------------------------------------------------------
    def start_game(self) -> None:
        """The host starts the game waiting in its lobby (every seat is then asked)."""
        self._on_loop(self.host.start_game)

    def _run(self, coro, timeout: float):
        return net_loop.run(coro, timeout)

    def _on_loop(self, fn, *args):
        """`fn(*args)` run on the host's thread (where its rooms live), its result here."""
        async def call():
            return fn(*args)
        return self._run(call(), START_TIMEOUT)

    def _kept(self, fn, *args):
        """`fn(*args)` run on the host's thread, its result here once the save it asked for is
        on disk: the disk waited for on another thread, the host's loop serving meanwhile."""
        async def call():
            result = fn(*args)
            await self.host.durable()
            return result
        return self._run(call(), START_TIMEOUT)

    # --- a friend who dropped -----------------------------------------------------------------------
    def overdue(self) -> list[int]:
        """The friends' seats whose connection has been down long enough to ask about."""
        return self._on_loop(self.host.overdue)

    def keep_waiting(self, seat: int) -> None:
        self._on_loop(self.host.keep_waiting, seat)

    def seat_ai(self, seat: int, level: str) -> None:
        """An AI at `level` plays the seat until its friend comes back."""
        self._on_loop(self.host.seat_ai, seat, level)

    # --- the game's save -----------------------------------------------------------------------
    def save(self) -> None:
        """The table's save written again, on disk when this returns: asked for on the host's
        thread (where its state changes), written off its loop (room.py `durable`)."""
        self._kept(self.table.save)

    def retire(self) -> None:
        """The game's save removed for good (its finished game filed here), if it has one."""
        if isinstance(self.table.store, HostSaves):
            self.table.store.retire(self.table.slot)

    @property
    def code(self) -> str:
        return self.table.code

    @property
    def fingerprint(self) -> str | None:
        """The host's certificate's, which every client here and afar pins (None: no TLS)."""
        return self.host.fingerprint

    def invite(self) -> Invite:
        """The line to send friends: address, port, code and the certificate's fingerprint."""
        return self.host.invite(self.address(), self.code)

    def internet_invite(self) -> Invite | None:
        """The invite for friends on the internet, once the router has opened the way in."""
        outcome = self.router()
        if isinstance(outcome, Opened):
            return Invite(outcome.external_address, outcome.external_port, self.code,
                          self.fingerprint)
        return None

    def router(self):
        """How asking the router went: router.py's Opened or NotOpened, "asking" until it is
        known, or None when no router is asked (a game hosted on loopback)."""
        if self._router is None:
            return None
        return self._router.outcome or "asking"

    def on_loopback(self) -> bool:
        return self.bind.startswith("127.") or self.bind in ("::1", "localhost")

    def loopback(self) -> str:
        """Where this computer's own client reaches the host."""
        return "::1" if self.bind == "::" else "127.0.0.1" if self.bind in ANY else self.bind

    def address(self) -> str:
        """The address to give friends: the one bound, or this computer's name's address when
        every interface listens (nothing is sent to find it). Looked up once: the hosting page
        asks every frame, and a name lookup can wait on a resolver."""
        if self._address is None:
            self._address = friends_address(self.bind)
        return self._address

    def reserve(self, seat: int, name: str) -> str:
        """Take `seat` for a person at this computer (hot-seat at the host); its token, with which
        this client joins it like a friend coming back. The announcement then counts the seats
        a friend can still take: the person hosting is no friend to wait for."""
        token = self._kept(self.table.take_seat, name, seat)[1]
        if self.announcing is not None:
            self.announcing.seats(self.table)
        return token

    def waiting_for(self) -> list[int]:
        """The remote seats no one has taken yet."""
        return self.table.open_seats()

    def names(self) -> list[str]:
        return [s.name for s in self.table.session.seats]

    def close(self, wait: bool = False, reason: str = STOPPED) -> None:
        """The host closed (the network loop goes on for the process's connections), its
        friends told why (`reason`: messages.py
        STOPPED, or PAUSED when the game is kept to be hosted again). The announcement is
        withdrawn on its own thread: Stop hosting does not freeze the page while zeroconf
        finishes (`wait`: it does, for a caller that reads `announce_error` afterwards)."""
        try:
            self._run(self.host.close(reason), START_TIMEOUT)
        except TimeoutError:
            # a friend's connection that never answers the close (its computer gone, the socket
            # still open) holds the server's closing: the loop is stopped below all the same, and
            # the game is on disk already (each action is, before any seat is sent it)
            pass
        finally:
            self.closed = True
            if self.announcing is not None:
                self.announcing.close(wait=wait)
            if self._router is not None:        # its own thread: the router may be slow to answer
                threading.Thread(target=self._router.close, name="net-router-close").start()
