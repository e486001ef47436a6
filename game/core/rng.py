"""The one seeded generator a game owns (game/ARCHITECTURE.md, "Practices" 5).

SplitMix64 rather than `random.Random`: its whole state is one integer, so cloning a game for
search costs nothing, and its output is the same on every Python version, so a game is fully
determined by (content version, setup, seed, action list).
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n). The modulo bias is below 2**-50 for any n we use."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return self.next64() % n

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates with `below`, written out: the search shuffles every hidden stack once
        per sampled world, and the calls were a tenth of a Daitoshi search's sampling time.
        Same draws, same order as `below(i + 1)` for each i."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = state

    def fork(self, salt: int) -> "Rng":
        """An independent stream (for an AI or a determinisation) that leaves this one untouched."""
        return Rng((self.state ^ (salt * 0xD1B54A32D192ED03)) & _MASK)

    def clone(self) -> "Rng":
        return Rng(self.state)
