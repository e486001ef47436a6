"""The host's rate limits (token buckets), on their own so that a table's chat line, which keeps
to the same limit as it is typed, does not import the host (game/net/host.py) and the network's
code with it: a game at this computer never loads them (game/ui/ahead.py, its import time)."""

from __future__ import annotations

import time
from typing import Callable

RATE = 20.0                 # messages a second a connection may send, on average
BURST = 40                  # and at once
CHAT_RATE = 0.5             # chat lines a second a seat may send, on average
CHAT_BURST = 5              # and at once: a few lines typed quickly, never a flood


class RateLimit:
    """A token bucket: `allow()` is False once a connection sends faster than `rate` a second
    beyond a burst. A played action gives its token back (`refund`): the game itself paces
    those, one per decision, and an agent on a fast line may well decide faster than any limit
    meant for floods. The clock is passed in, so tests decide what time it is."""

    def __init__(self, rate: float = RATE, burst: int = BURST,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens, self.at = float(burst), clock()

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def refund(self) -> None:
        self.tokens = min(self.burst, self.tokens + 1)
