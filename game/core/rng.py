"""The one seeded generator a game owns (game/ARCHITECTURE.md, "Practices" 5), in two kinds: the
deal, which draws a game's hidden things, and the AI's streams (game/ARCHITECTURE.md, "The deal").

`KeyedRng` deals every game started since the deal was keyed: BLAKE2b keyed with the seed, over a
block counter, eight 64-bit values to a digest. What a seat sees of the deal (its cards, the
cards turned up) tells nothing of the key or of the next values: working them out is breaking
BLAKE2b as a keyed hash. In Python it is as fast as SplitMix (one digest gives eight values, and
the arithmetic is in C), and its state is the key and a position, so cloning a game costs nothing.

`Rng`, SplitMix64, is the AI's: its forks and the worlds it samples (`fork`, and
`Rng(rng.next64())` in `determinize`). It is fast and its state is one integer, but it is no
secret: its output function is invertible, so one value seen gives the state and every value
after it. It dealt every game saved before the keyed deal, and deals them again when they load
(`deal_rng(seed, SPLITMIX)`): a save names its deal, no name is SplitMix.

Both give the same numbers on every Python version, so a game is fully determined by (content
version, setup, deal, seed, action list).
"""

from __future__ import annotations

import struct
from hashlib import blake2b

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15

SPLITMIX = "splitmix"    # the deal of every game saved before the keyed one (no "deal" field)
KEYED = "blake2b"        # the keyed deal (KeyedRng)
DEALS = (SPLITMIX, KEYED)

KEY_BYTES = 32           # a keyed deal's seed is below 2**256 (new games draw 128 bits)
_BLOCK = struct.Struct("<8Q")      # one digest: eight 64-bit values
_FORK = struct.Struct("<QQB")      # a fork's salt and the position it was forked at
_STREAM, _FORKED = b"deal", b"fork"   # BLAKE2b's personalisation: the two uses never meet


class _Draws:
    """What the rules draw, from either generator's `next64` (each writes out its `shuffle`)."""

    __slots__ = ()

    def next64(self) -> int:
        raise NotImplementedError

    def below(self, n: int) -> int:
        """A uniform integer in [0, n). The modulo bias is below 2**-50 for any n we use."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return self.next64() % n

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, seq):
        return seq[self.below(len(seq))]


#: per count of draws: (each lane 1, each lane its draw's number times the increment, each lane's
#: 64 bits set, the lanes' layout for `struct`)
_PACKED: dict[int, tuple[int, int, int, struct.Struct]] = {}


def _lanes(state: int, n: int) -> tuple[int, ...]:
    """SplitMix64's next `n` values from `state`, computed side by side: value k sits in bits
    128k to 128k + 63 of one big integer, so each step of the mix (add, shift, xor, multiply,
    mask) is one operation over all of them, done in C, instead of a loop of Python operations
    per value. A lane's product of two 64-bit numbers fits in its 128 bits; what a right shift
    brings down from the next lane lands above bit 64 and is masked away before it could
    reach a product."""
    packed = _PACKED.get(n)
    if packed is None:
        ones = sum(1 << (128 * k) for k in range(n))
        packed = _PACKED[n] = (ones, _GOLDEN * sum((k + 1) << (128 * k) for k in range(n)),
                               _MASK * ones, struct.Struct(f"<{2 * n}Q"))
    ones, steps, mask, layout = packed
    z = (state * ones + steps) & mask
    z = ((z ^ (z >> 30)) & mask) * 0xBF58476D1CE4E5B9 & mask
    z = ((z ^ (z >> 27)) & mask) * 0x94D049BB133111EB & mask
    z = (z ^ (z >> 31)) & mask
    return layout.unpack(z.to_bytes(16 * n, "little"))[::2]


class Rng(_Draws):
    """SplitMix64: the AI's streams, and the deal of games saved before the keyed deal."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def random(self) -> float:
        """`_Draws.random` with `next64` written out: a playout's policy draws one or two a
        decision."""
        self.state = z = (self.state + _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((z ^ (z >> 31)) >> 11) / 9007199254740992.0   # 2 ** 53

    def shuffle(self, items: list) -> None:
        """Fisher-Yates with `below`, written out: the search shuffles every hidden stack once
        per sampled world (about 75 cards a Daitoshi world). Same draws, same order as
        `below(i + 1)` for each i. The draws are made all at once (`_lanes`), not one by one."""
        draws = len(items) - 1
        if draws <= 0:
            return
        for i, z in zip(range(draws, 0, -1), _lanes(self.state, draws)):
            j = z % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = (self.state + draws * _GOLDEN) & _MASK

    def fork(self, salt: int) -> "Rng":
        """An independent stream (for an AI or a determinisation) that leaves this one untouched."""
        return Rng((self.state ^ (salt * 0xD1B54A32D192ED03)) & _MASK)

    def clone(self) -> "Rng":
        return Rng(self.state)


class KeyedRng(_Draws):
    """The keyed deal: value k is the (k mod 8)-th 64-bit word of BLAKE2b(k div 8 as 8 bytes,
    key=the seed as KEY_BYTES bytes big-endian, person="deal", 64-byte digest), little-endian.
    `below`, `random`, `choice` and `shuffle` draw from it exactly as `Rng`'s do from SplitMix."""

    __slots__ = ("key", "block", "values", "used")

    def __init__(self, seed: int) -> None:
        if not 0 <= seed < 1 << (8 * KEY_BYTES):
            raise ValueError(f"a keyed deal's seed is a whole number below 2**{8 * KEY_BYTES}")
        self.key = seed.to_bytes(KEY_BYTES, "big")
        self.block = 0           # the next digest to make
        self.values = ()         # the last digest's eight values
        self.used = 8            # how many of them are drawn

    @property
    def state(self) -> tuple[int, int]:
        """Where the stream stands (the key never changes within a game)."""
        return self.block, self.used

    def _digest(self) -> tuple[int, ...]:
        """The next digest's eight values, now the last made."""
        self.values = _BLOCK.unpack(blake2b(self.block.to_bytes(8, "little"), key=self.key,
                                            person=_STREAM, digest_size=64).digest())
        self.block += 1
        return self.values

    def next64(self) -> int:
        used = self.used
        if used == 8:
            self._digest()
            used = 0
        self.used = used + 1
        return self.values[used]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates with `below(i + 1)` for each i, as `Rng.shuffle`; the digests read in
        place (a reshuffle is most of what a game draws)."""
        values, used = self.values, self.used
        for i in range(len(items) - 1, 0, -1):
            if used == 8:
                values, used = self._digest(), 0
            j = values[used] % (i + 1)
            used += 1
            items[i], items[j] = items[j], items[i]
        self.used = used

    def fork(self, salt: int) -> Rng:
        """An independent SplitMix stream (an AI's, the setup's side choices) that leaves this one
        untouched: seeded by the keyed hash of `salt` and this position, so it tells nothing of
        the key or of the deal's own values."""
        digest = blake2b(_FORK.pack(salt & _MASK, self.block, self.used), key=self.key,
                         person=_FORKED, digest_size=8).digest()
        return Rng(int.from_bytes(digest, "little"))

    def clone(self) -> "KeyedRng":
        c = KeyedRng.__new__(KeyedRng)
        c.key, c.block, c.values, c.used = self.key, self.block, self.values, self.used
        return c


def deal_rng(seed: int, deal: str = SPLITMIX) -> Rng | KeyedRng:
    """The generator that deals a game of `seed` by the deal its save names."""
    if deal == SPLITMIX:
        return Rng(seed)
    if deal == KEYED:
        return KeyedRng(seed)
    raise ValueError(f"no deal is named {deal!r} (one of {', '.join(DEALS)})")


def deal_of(game: dict) -> str:
    """The deal a game's save, record-book line or network record names: none is SplitMix,
    which dealt every game written before the keyed deal."""
    return game.get("deal", SPLITMIX)
