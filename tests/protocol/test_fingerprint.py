"""The protocol suite's "changes nothing" checks compare `fingerprint`s (object_graph.py): a
quicker pickle. It must be as strict as the pickle it stands for: the very same bytes, and a
change to any field anywhere in a state (inside nested containers, inside a frozen action of
the history) changes it."""

from __future__ import annotations

import pickle

import pytest
from object_graph import _fields, fingerprint, walk
from protocol_games import cases, positions

from game.core.rng import Rng

ONE_EACH = [c for c in cases() if c.seed == 1 and not c.options and c.players == 2]


@pytest.mark.parametrize("case", ONE_EACH, ids=[c.id for c in ONE_EACH])
def test_a_fingerprint_is_the_pickle_byte_for_byte(case):
    for state, _ in positions(case, 4):
        for target in (state, state.view(0), state.view(-1), state.determinize(1, Rng(2))):
            assert fingerprint(target) == pickle.dumps(target)


MUTATED = "mutated by the test"


def _changes(obj):
    """Ways to change `obj` in place, each as (what, change, undo)."""
    if isinstance(obj, list):
        yield "an item added", lambda: obj.append(MUTATED), obj.pop
        if obj:
            first = obj[0]
            yield "its first item", lambda: obj.__setitem__(0, MUTATED), lambda: obj.__setitem__(0, first)
    elif isinstance(obj, dict):
        yield "a key added", lambda: obj.__setitem__(MUTATED, 0), lambda: obj.pop(MUTATED)
        if obj:
            key = next(iter(obj))
            value = obj[key]
            yield f"[{key!r}]", lambda: obj.__setitem__(key, MUTATED), lambda: obj.__setitem__(key, value)
    elif isinstance(obj, set):
        yield "an item added", lambda: obj.add(MUTATED), lambda: obj.discard(MUTATED)
    elif not isinstance(obj, (tuple, frozenset)):
        for name, value in _fields(obj):
            if getattr(obj, name, None) is not value:
                continue        # its own `__getstate__` stands in for it: a cache, no part of the game
            # object.__setattr__ reaches a frozen action's slots as well
            yield f".{name}", (lambda n=name: object.__setattr__(obj, n, MUTATED)), \
                (lambda n=name, v=value: object.__setattr__(obj, n, v))


def _deepest_of_each_type(state) -> list[tuple[str, object]]:
    deepest: dict[type, tuple[str, object]] = {}
    for where, x in walk(state, set()):
        if len(where) >= len(deepest.get(type(x), ("",))[0]):
            deepest[type(x)] = (where, x)
    return list(deepest.values())


@pytest.mark.parametrize("case", ONE_EACH, ids=[c.id for c in ONE_EACH])
def test_a_change_to_any_field_however_deep_changes_the_fingerprint(case):
    """For each kind of object a state holds, the one held deepest: every field of it changed in
    turn (an action of the history included) must change the whole state's fingerprint."""
    state = next(s.clone() for i, (s, _) in enumerate(positions(case, 3)) if i == 1)   # mid-game
    before = fingerprint(state)
    missed, tried, depth = [], 0, 0
    for where, obj in _deepest_of_each_type(state):
        for what, change, undo in _changes(obj):
            change()
            if fingerprint(state) == before:
                missed.append(where + what)
            undo()
            tried += 1
            depth = max(depth, where.count(".") + where.count("["))
    assert fingerprint(state) == before            # each change undone: the check itself is sound
    assert tried > 10 and depth >= 2, "too few or too shallow changes: the test proved nothing"
    assert "history" in " ".join(where for where, _ in _deepest_of_each_type(state))
    assert missed == []
