"""A quicker `__init__` for the frozen, slotted dataclasses the rules make by the thousand in a
search's playouts: actions and events (game/ai/playout.py; a playout makes about 170).
The dataclass's own sets each field with `object.__setattr__`, looked up by name at every call;
this one calls each slot's own setter, held in its closure, in the same order with the same
defaults: the same object, at about three quarters of the cost (tests/protocol/test_quick_init.py).

`Action` and `Event` (engine.py) give it to each of their subclasses as the dataclass decorator
makes it; a class it does not fit (a factory default, a keyword-only or non-init field, a
`__post_init__`) keeps the dataclass's own."""

from __future__ import annotations

import dataclasses

_MEMBER = type(dataclasses.Field.__dict__["name"])   # a slot's descriptor type
#: each quickened class's own dataclass `__init__`, that the test holds the quicker one equal to
REPLACED: dict[type, object] = {}


_MAKERS: dict[int, object] = {}


def _maker(n: int):
    """The function that makes an `__init__` of `n` fields from their setters, compiled once
    per field count (a class's own names are put in afterwards: `quick_init`)."""
    make = _MAKERS.get(n)
    if make is None:
        names = [f"__f{i}__" for i in range(n)]
        body = "".join(f"        __s{i}__(__this__, {name})\n" for i, name in enumerate(names)) \
            or "        pass\n"
        setters = ", ".join(f"__s{i}__" for i in range(n))
        source = (f"def make({setters}):\n    def __init__(__this__, {', '.join(names)}):\n"
                  f"{body}    return __init__\n")
        scope: dict = {}
        exec(source, {}, scope)  # noqa: S102 - made of a field count, no outside text
        make = _MAKERS[n] = scope["make"]
    return make


def quick_init(cls) -> bool:
    """Give `cls` the quicker `__init__` when it fits; True when it did."""
    own = cls.__dict__
    params = own.get("__dataclass_params__")
    if params is None or not params.frozen or "__slots__" not in own or "__init__" not in own \
            or hasattr(cls, "__post_init__"):
        return False
    fields = dataclasses.fields(cls)
    names = tuple(f.name for f in fields)
    dataclass_init = own["__init__"]
    code = dataclass_init.__code__
    # the dataclass's own takes each field by position or name, in order, and nothing else
    if code.co_argcount != len(fields) + 1 or code.co_kwonlyargcount or code.co_posonlyargcount \
            or code.co_varnames[1:len(fields) + 1] != names \
            or any(f.default_factory is not dataclasses.MISSING for f in fields):
        return False
    slots = [next((k.__dict__[name] for k in cls.__mro__ if name in k.__dict__), None)
             for name in names]
    if any(type(slot) is not _MEMBER for slot in slots):
        return False
    init = _maker(len(fields))(*[slot.__set__ for slot in slots])
    # its parameters named as the fields (a call may name them), its defaults the fields'
    init.__code__ = init.__code__.replace(co_varnames=(code.co_varnames[0], *names))
    init.__defaults__ = dataclass_init.__defaults__
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__annotations__ = dict(dataclass_init.__annotations__)
    REPLACED[cls] = dataclass_init
    cls.__init__ = init
    return True
