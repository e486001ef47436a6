"""A stack shuffled as it is drawn: `Rng.shuffle`'s order, each card settled only when it is read.

Why: a search samples hundreds of worlds from one view (game/ai/mcts.py), and every world shuffles
every hidden stack (about 75 cards a Daitoshi world) while a playout of four turns draws a handful
of them (game/tools/MEASUREMENTS.md, "Daitoshi's search, b1f63b4 → ..."). Fisher-Yates as
`Rng.shuffle` runs it settles the top first: step i (from the last position down) swaps position
i with one below it, drawn from SplitMix's next value, and never touches position i again. So the
positions from `left` up are final while those below `left` are still to be shuffled, and the
steps left draw the values that follow, whatever was popped from the top in between. A stack made
here holds the cards unshuffled with the stream's state at its first step; popping the top, or
reading any position, runs the steps down to it. Every order read is the one `Rng.shuffle` would
have made from the same state, draw for draw: the stack deals the same cards, only later.

What may read it: the rules pop the top and ask whether a stack is empty (its length, which the
shuffle does not change); any other reading (iterating, slicing, comparing, copying by `copy` or
`pickle`, concatenating) settles the whole stack first, so it sees an ordinary shuffled list.
`copy()` keeps a copy undealt, with the same steps to come: a world's clone deals what the world
would have (a paired world's candidates each play on a copy, game/ai/playout.py).
"""

from __future__ import annotations

from game.core.rng import Rng

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15   # SplitMix64's increment (game/core/rng.py)


class Undealt(list):
    """`cards` as `Rng(state).shuffle` would leave them, positions `left` and up already final
    (the face-up top of a stack that keeps it: the University's, the Mayor's chosen top card)."""

    __slots__ = ("state", "left")

    def __init__(self, cards, state: int, left: int | None = None) -> None:
        super().__init__(cards)
        self.state = state
        self.left = len(self) if left is None else left

    @classmethod
    def dealt(cls, cards: list, rng: Rng, keep_top: int = 0) -> "Undealt":
        """`cards` shuffled from `rng` but their `keep_top` last, the stream moved past every
        draw the shuffle makes (as `rng.shuffle` of the rest would leave it)."""
        stack = list.__new__(cls)   # without `__init__`: a search deals seven stacks a world
        list.__init__(stack, cards)
        stack.state = rng.state
        stack.left = len(cards) - keep_top
        draws = stack.left - 1
        if draws > 0:
            rng.state = (rng.state + draws * _GOLDEN) & _MASK
        return stack

    def _settle(self, down_to: int = 0) -> None:
        """Run the shuffle's steps until every position from `down_to` up is final."""
        left, state = self.left, self.state
        get, put = list.__getitem__, list.__setitem__
        while left > down_to and left > 1:
            i = left - 1
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = (z ^ (z >> 31)) % left
            if j != i:
                a = get(self, i)
                put(self, i, get(self, j))
                put(self, j, a)
            left = i
        self.left = left if left > 1 else 0
        self.state = state

    def pop(self, index: int = -1):
        """The top card (or the one at `index`), settled first: the rules' draw."""
        n = len(self)
        position = index + n if index < 0 else index
        if self.left > position:
            self._settle(position if index == -1 else 0)
        card = list.pop(self, index)
        if self.left > len(self):
            self.left = len(self)
        return card

    def __getitem__(self, index):
        if type(index) is int:
            position = index + len(self) if index < 0 else index
            if self.left > position:
                self._settle(max(position, 0))
        else:
            self._settle()
        return list.__getitem__(self, index)

    def copy(self) -> "Undealt":
        """The same stack, still undealt: it deals what this one would."""
        copy = list.__new__(Undealt)   # without `__init__`: a search copies every world's stacks
        list.__init__(copy, list.__iter__(self))
        copy.state = self.state
        copy.left = self.left
        return copy

    def __copy__(self) -> list:
        return self.settled()

    def settled(self) -> list:
        """The stack as an ordinary list, its order final."""
        self._settle()
        return list(list.__iter__(self))

    def __reduce_ex__(self, protocol):
        return (list, (self.settled(),))

    def __deepcopy__(self, memo) -> list:
        return self.settled()


def _settling(name: str):
    method = getattr(list, name)

    def settled_first(self, *args, **kwargs):
        self._settle()
        return method(self, *args, **kwargs)
    settled_first.__name__ = name
    settled_first.__doc__ = f"`list.{name}` on the stack's final order."
    return settled_first


# every other reading or change of the order sees the stack settled (length, truth and membership
# do not depend on the order, and are left as they are)
for _name in ("__iter__", "__reversed__", "__setitem__", "__delitem__", "__eq__", "__ne__", "__lt__",
              "__le__", "__gt__", "__ge__", "__add__", "__radd__", "__iadd__", "__mul__", "__rmul__",
              "__imul__", "__repr__", "append", "extend", "insert", "remove", "index", "count",
              "sort", "reverse", "clear"):
    if hasattr(list, _name):
        setattr(Undealt, _name, _settling(_name))
setattr(Undealt, "__radd__", lambda self, other: list(other) + self.settled())
Undealt.__hash__ = None
