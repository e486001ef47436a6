"""A state as plain data, for the protocol suite: equal-by-content comparison with a readable
difference, and the mutable parts a state holds (to prove a clone shares none).

Components loaded once and shared by every game (a game's cards, the Mayor's deck) are shared
between a state and its copies on purpose (game/ARCHITECTURE.md, "Practices" 6: "immutable
components loaded once are shared on purpose"); they are
found as what two unrelated new games of the same setup hold in common, and neither walked nor
counted.
"""

from __future__ import annotations

import copyreg
import dataclasses
import io
import operator
import pickle
import types

PLAIN = (type(None), bool, int, float, complex, str, bytes, range)
NAMED = (type, types.FunctionType, types.BuiltinFunctionType, types.ModuleType)


def _fields(obj) -> list[tuple[str, object]]:
    """A record's (name, value) pairs: what its own `__getstate__` keeps when it has one (a
    state may leave a cache out of what it is), else every attribute and slot."""
    if type(obj).__getstate__ is not object.__getstate__:
        kept = obj.__getstate__()
        if isinstance(kept, dict):
            return list(kept.items())
    names = list(getattr(obj, "__dict__", {}))
    for cls in type(obj).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        names += [slots] if isinstance(slots, str) else [s for s in slots
                                                          if s not in ("__dict__", "__weakref__")]
    return [(n, getattr(obj, n)) for n in dict.fromkeys(names) if hasattr(obj, n)]


def _holds(obj) -> list[tuple[str, object]]:
    """The objects `obj` holds directly, each with where it is held, in a stable order."""
    if isinstance(obj, dict):
        return [(f"[{k!r}]", v) for k, v in obj.items()] + [(f"<key {k!r}>", k) for k in obj]
    if isinstance(obj, (list, tuple)):
        return [(f"[{i}]", x) for i, x in enumerate(obj)]
    if isinstance(obj, (set, frozenset)):
        return [(f"<{x!r}>", x) for x in sorted(obj, key=repr)]
    return [(f".{n}", v) for n, v in _fields(obj)]


def _immutable(obj) -> bool:
    if isinstance(obj, (tuple, frozenset)):
        return True
    params = getattr(type(obj), "__dataclass_params__", None)
    return params is not None and params.frozen


def components(a, b) -> set[int]:
    """Ids of what two unrelated states hold in common: the components loaded once. Tuples are
    left out: equal constants (a `(0, 1)` in the code) are shared without being components."""
    in_a = {id(x) for _, x in walk(a, set())}
    return {id(x) for _, x in walk(b, set(), stop=in_a)
            if id(x) in in_a and not isinstance(x, (tuple, frozenset))}


def walk(obj, shared: set[int], stop: set[int] | None = None, path: str = "state"):
    """(where, object) for every object reachable from `obj` that is not plain, without
    entering `shared`; nor, with `stop`, the objects whose id is in it (they are yielded)."""
    seen, todo = set(), [(path, obj)]
    while todo:
        where, x = todo.pop()
        if isinstance(x, PLAIN) or isinstance(x, NAMED) or id(x) in seen or id(x) in shared:
            continue
        seen.add(id(x))
        yield where, x
        if stop is None or id(x) not in stop:
            todo.extend((where + step, y) for step, y in reversed(_holds(x)))


def mutable_parts(state, shared: set[int]) -> dict[int, str]:
    """id -> where, for every mutable object the state holds (lists, dicts, records, its rng)."""
    return {id(x): where for where, x in walk(state, shared) if not _immutable(x)}


def difference(a, b, shared: set[int], path: str = "state") -> str | None:
    """Where `a` and `b` first differ in content ("state.villages[1].hand[0]: 12 != 31"), or
    None. Types count (True is no seat 1); shared components must be the very same object."""
    if type(a) is not type(b):
        return f"{path}: {type(a).__name__} != {type(b).__name__}"
    if isinstance(a, NAMED) or id(a) in shared or id(b) in shared:
        return None if a is b else f"{path}: not the same component"
    if isinstance(a, PLAIN):
        return None if a == b else f"{path}: {a!r} != {b!r}"
    if isinstance(a, dict):
        if set(a) != set(b):
            return f"{path}: keys {sorted(a, key=repr)} != {sorted(b, key=repr)}"
        pairs = [(f"{path}[{k!r}]", a[k], b[k]) for k in a]
    elif isinstance(a, (list, tuple, set, frozenset)):
        if len(a) != len(b):
            return f"{path}: {len(a)} items != {len(b)}"
        pairs = [(path + step, x, y) for (step, x), (_, y) in zip(_holds(a), _holds(b))]
    else:
        mine, theirs = dict(_fields(a)), dict(_fields(b))
        if set(mine) != set(theirs):
            return f"{path}: fields {sorted(set(mine) ^ set(theirs))} on one side only"
        pairs = [(f"{path}.{n}", x, theirs[n]) for n, x in mine.items()]
    for where, x, y in pairs:
        found = difference(x, y, shared, where)
        if found:
            return found
    return None


class _Reducers(dict):
    """The pickler's table of how to take each class apart, filled as classes are met. A slotted
    dataclass with the `__getstate__` that dataclasses wrote (every action, most records) reads
    its fields with one precomputed getter: the very list that `__getstate__` returns, without
    its call to `dataclasses.fields` per object, where a whole state's pickle spent half its
    time. Every other class is taken apart as pickle does when no table is given."""

    def __missing__(self, cls):
        if issubclass(cls, type):
            raise KeyError(cls)        # a class of classes (an Enum): pickled by name, as usual
        reduce = copyreg.dispatch_table.get(cls) or operator.methodcaller("__reduce_ex__", PROTOCOL)
        getstate = cls.__dict__.get("__getstate__")
        if dataclasses.is_dataclass(cls) and cls not in copyreg.dispatch_table \
                and cls.__reduce_ex__ is object.__reduce_ex__ and cls.__reduce__ is object.__reduce__ \
                and getattr(getstate, "__qualname__", "").endswith("_dataclass_getstate"):
            names = [f.name for f in dataclasses.fields(cls)]
            get = operator.attrgetter(*names) if len(names) > 1 else None

            def reduce(obj, cls=cls, names=names, get=get):
                values = list(get(obj)) if get else [getattr(obj, n) for n in names]
                return copyreg.__newobj__, (cls,), values
        self[cls] = reduce
        return reduce


PROTOCOL = pickle.DEFAULT_PROTOCOL
_REDUCERS = _Reducers()


def fingerprint(obj) -> bytes:
    """`pickle.dumps(obj)`, byte for byte, in about half the time: what "changes nothing" and
    "the same object before and after" compare. Every field of every object reachable from
    `obj` is in it, nested containers included."""
    out = io.BytesIO()
    pickler = pickle.Pickler(out, PROTOCOL)
    pickler.dispatch_table = _REDUCERS
    pickler.dump(obj)
    return out.getvalue()


def same(a, b, shared: set[int]) -> str | None:
    """None when `a` and `b` hold the same content, else where they differ. Equal pickles settle
    it at once; otherwise the content decides: pickles of equal content may still differ in the
    order a copy set its fields in, or in which equal strings are one object."""
    if fingerprint(a) == fingerprint(b):
        return None
    return difference(a, b, shared)

