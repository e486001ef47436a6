"""The collector's settings in the test processes, set by tests/conftest.py.

A test process plays hundreds of games one after another. With Python's default thresholds
(700, 10, 10) the network tests' whole games (every move encoded for every seat) set off a full
collection every few moves, each walking everything alive, and such a test took 10 to 20 times
its time alone (15 s instead of 1 s, two thirds of it in the collector). The same suite at
d51f56f in the same minutes on the 2-core machine: 300 s, 530 s of CPU with the defaults; 229 s,
390 s with these. What the tests check is unchanged: only when garbage is collected."""

from __future__ import annotations

import gc

THRESHOLDS = (50_000, 20, 20)


def raise_thresholds() -> None:
    gc.set_threshold(*THRESHOLDS)


def freeze_what_lives_on() -> None:
    """What the imports and the collection of the tests made lives for the whole process:
    frozen, so that no collection walks it again."""
    gc.collect()
    gc.freeze()
