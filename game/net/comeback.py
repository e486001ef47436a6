"""A seat's way back to a host it lost (game/net/remote.py): when to try to join again, and what
its table says of the host meanwhile.

The first try is at once (a line that failed for a moment is mended before anyone sees it);
each try that finds no host waits longer for the next, 1, 2, 4 ... up to 30 s, each wait a
little shorter at random so that a game's seats do not all knock at once. The tries go on for
REJOIN_FOR seconds after the drop (a host restarted with `host --resume` within minutes is found
by itself), then stop: the table says the host has gone and no more tries are made until the
player asks for one (Try now), which gives the tries another REJOIN_FOR seconds. The host's
refusal of the seat's return ends them for good (its game is over, or it does not know it).
"""

from __future__ import annotations

import random
import time

from game.net import messages as m

REJOIN_FIRST = 1.0        # seconds between the first failed try to join again and the next
REJOIN_CAP = 30.0         # the longest wait between two tries (each failure doubles it up to this)
REJOIN_JITTER = 0.25      # each wait up to this share shorter, at random
GONE_AFTER = 1.0          # seconds of a drop before the host is said gone, if no try failed yet
REJOIN_FOR = 600.0        # seconds of tries after a drop (or the player's Try now) before they stop

# What a table says of its host, besides the host's own reasons for closing (messages.py PAUSED,
# STOPPED)
GONE = "gone"             # the connection ended and the host has not answered since
ENDED = "ended"           # the host refused the seat's return: its game is over, or unknown to it
REFUSED = "refused"       # it refused the return for another reason (another program version)
ENDED_CODES = (m.BAD_TOKEN, m.WRONG_CODE)


def rejoin_wait(failed: int, rng: random.Random) -> float:
    """Seconds before the next try to join again after `failed` tries in a row came to nothing:
    1, 2, 4 ... up to REJOIN_CAP, each up to REJOIN_JITTER shorter at random."""
    return min(REJOIN_CAP, REJOIN_FIRST * 2 ** min(failed - 1, 16)) \
        * rng.uniform(1 - REJOIN_JITTER, 1.0)


class Comeback:
    """One seat's tries to join again since its connection dropped, and the host's last word."""

    def __init__(self, clock=time.monotonic) -> None:
        self.clock = clock                # (tests pass theirs)
        self.failed = 0                   # tries in a row that found no host
        self.closing: str | None = None   # why the host said it closes (until the seat is back)
        self.refused = None               # the host's refusal of the seat's return (a Refused)
        self.lost_at = 0.0                # when the connection was seen to end
        self.next_try = 0.0               # when the next try may start
        self.tries_until = 0.0            # when the tries stop (REJOIN_FOR after the drop)
        self._jitter = random.Random()    # the waits' share of chance

    def dropped(self) -> None:
        """The connection ended: the first try is at once."""
        self.lost_at, self.next_try = self.clock(), 0.0
        self.tries_until = self.lost_at + REJOIN_FOR

    def due(self) -> bool:
        """A try may start now (none once the tries have stopped)."""
        return self.clock() >= self.next_try and not self.stopped()

    def stopped(self) -> bool:
        """The tries are over (REJOIN_FOR seconds of them) until the player asks again."""
        return self.clock() >= self.tries_until

    def try_now(self) -> None:
        """The player asks for a try at once, and the tries go on for REJOIN_FOR more."""
        self.next_try = self.clock()
        self.tries_until = self.next_try + REJOIN_FOR

    def wait_left(self) -> float:
        return max(0.0, self.next_try - self.clock())

    def missed(self) -> None:
        """A try found no host: the next waits longer."""
        self.failed += 1
        self.next_try = self.clock() + rejoin_wait(self.failed, self._jitter)

    def back(self) -> None:
        """A try found the host: the seat is joined again."""
        self.failed, self.closing = 0, None

    def word(self, lost: bool) -> str | None:
        """What the table says of the host: None while the seat is joined (or a drop is only
        moments old and no try has failed yet), GONE, the host's reason for closing, or ENDED /
        REFUSED once it refused the return."""
        if self.refused is not None:
            return ENDED if self.refused.code in ENDED_CODES else REFUSED
        if not lost:
            return None
        if self.closing is not None:
            return self.closing
        if self.failed or self.clock() - self.lost_at >= GONE_AFTER:
            return GONE
        return None
