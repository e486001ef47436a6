"""`Undealt` (game/core/undealt.py): a stack shuffled as it is drawn deals, card for card, what
`Rng.shuffle` deals at once, whatever is popped, read, copied or iterated in between, and leaves
the stream where the shuffle leaves it."""

import copy
import pickle
import random

import pytest

from game.core.rng import Rng
from game.core.undealt import Undealt


def _eager(cards: list, seed: int, keep_top: int) -> tuple[list, int]:
    rng = Rng(seed)
    rest = cards[:len(cards) - keep_top]
    rng.shuffle(rest)
    return rest + cards[len(cards) - keep_top:], rng.state


@pytest.mark.parametrize("trial", range(40))
def test_an_undealt_stack_deals_what_the_shuffle_deals(trial):
    pick = random.Random(trial)
    for _ in range(50):
        n = pick.randrange(0, 40)
        keep = pick.choice((0, 0, 1)) if n else 0
        seed = pick.getrandbits(64)
        eager, state = _eager(list(range(n)), seed, keep)
        rng = Rng(seed)
        stack = Undealt.dealt(list(range(n)), rng, keep)
        assert rng.state == state
        copies = []
        for _ in range(pick.randrange(0, n + 3)):
            move = pick.random()
            if move < 0.45 and eager:
                assert stack.pop() == eager.pop()
            elif move < 0.65 and eager:
                assert stack[-1] == eager[-1]
            elif move < 0.8:
                copies.append((stack.copy(), eager[:]))
            else:
                assert len(stack) == len(eager) and bool(stack) == bool(eager)
        assert list(stack) == eager and stack == eager
        for kept, then in copies:   # a copy deals what its original would have dealt then
            assert kept[:] == then and kept.settled() == then


def test_any_other_reading_sees_the_settled_order():
    eager, _ = _eager(list(range(30)), 5, 0)
    readings = (lambda s: s[:], lambda s: tuple(s), lambda s: sorted(s, key=lambda _: 0),
                lambda s: [0] + s, lambda s: s + [0], lambda s: list(reversed(s)),
                lambda s: copy.copy(s), lambda s: copy.deepcopy(s), lambda s: pickle.loads(pickle.dumps(s)),
                lambda s: repr(s), lambda s: s[3], lambda s: s.index(eager[0]))
    for read in readings:
        expected = read(list(eager))
        got = read(Undealt.dealt(list(range(30)), Rng(5)))
        assert got == expected and type(got) is type(expected)
