"""Wrong join codes, counted per address: a stranger may not try codes as fast as the host answers.

An address (an IPv6 one by its /64 network, which one home holds whole) may send FREE wrong codes
within WINDOW seconds; the one that reaches FREE bars it for a wait, the first FIRST_WAIT
seconds, each bar after it twice the one before (at most LONGEST_WAIT). While barred, every
hello from it is refused with the wait left (`too_many_codes`) whatever its code, so a bar tells
a guesser nothing about the codes it tries, except a seat's player coming back with the code and
its token (game/net/host.py checks the token): a player already seated is never kept out by a
stranger's guesses from the same address (a shared home or office). An address quiet for
FORGET_AFTER seconds after its last wrong code or bar is forgotten, bars and all; past KEPT_MAX
addresses, the forgotten ones are dropped, and past KEPT_MOST every one not barred now.

The clock is passed in, so tests decide what time it is.
"""

from __future__ import annotations

import ipaddress
import time
from dataclasses import dataclass, field
from typing import Callable

FREE = 5                 # wrong codes an address may send within WINDOW
WINDOW = 60.0            # seconds
FIRST_WAIT = 60.0        # seconds of the first bar; each next bar doubles
LONGEST_WAIT = 3600.0
FORGET_AFTER = 3600.0    # quiet seconds before an address starts afresh
KEPT_MAX = 1024          # addresses kept before the forgotten ones are dropped
KEPT_MOST = 65536        # and before those counting without a bar are dropped too


def who(address: str | None) -> str:
    """The key an address is counted under: the address, or for IPv6 its /64 network."""
    try:
        ip = ipaddress.ip_address(address or "")
    except ValueError:
        return address or "?"
    if ip.version == 4:
        return str(ip)
    if ip.ipv4_mapped is not None:
        return str(ip.ipv4_mapped)
    return str(ipaddress.ip_network(f"{ip}/64", strict=False))


@dataclass
class _Address:
    wrong: list[float] = field(default_factory=list)   # when its recent wrong codes came
    until: float = 0.0        # barred until then
    bars: int = 0             # bars so far: the next one is twice as long
    last: float = 0.0         # its last wrong code

    def quiet(self, now: float) -> bool:
        """No wrong code and no bar for FORGET_AFTER seconds: nothing left to remember."""
        return now - max(self.last, self.until) >= FORGET_AFTER


class Guesses:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._seen: dict[str, _Address] = {}
        self._tidy_at = KEPT_MAX     # the count of addresses that has them tidied next

    def wait(self, address: str | None) -> float:
        """Seconds before this address's next hello is heard (0: now)."""
        seen = self._seen.get(who(address))
        return 0.0 if seen is None else max(0.0, seen.until - self.clock())

    def wrong(self, address: str | None) -> float:
        """A wrong code from this address, counted: the wait it is now barred for (0: none)."""
        now = self.clock()
        if len(self._seen) >= self._tidy_at:
            self._tidy(now)
        seen = self._seen.setdefault(who(address), _Address())
        if seen.quiet(now):
            seen.bars = 0
        seen.last = now
        seen.wrong = [at for at in seen.wrong if now - at < WINDOW] + [now]
        if len(seen.wrong) < FREE:
            return 0.0
        seen.wrong = []                # after the bar, FREE more; a bar more, twice as long
        wait = min(LONGEST_WAIT, FIRST_WAIT * 2 ** seen.bars)
        seen.bars += 1
        seen.until = now + wait
        return wait

    def _tidy(self, now: float) -> None:
        """The addresses with nothing left to remember dropped (and, when that is not enough,
        those not barred now); the next tidying once twice as many are kept."""
        self._seen = {k: a for k, a in self._seen.items() if not a.quiet(now)}
        if len(self._seen) >= KEPT_MOST:
            self._seen = {k: a for k, a in self._seen.items() if a.until > now}
        self._tidy_at = max(KEPT_MAX, 2 * len(self._seen))
