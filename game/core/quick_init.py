"""A quicker `__init__` for the frozen, slotted dataclasses the rules make by the thousand in a
search's playouts: actions and events (game/ai/playout.py; a Daitoshi playout makes about 150).
The dataclass's own sets each field with `object.__setattr__`, looked up by name at every call;
this one calls each slot's own setter, held in its closure, in the same order with the same
defaults: the same object, at about three fifths of the cost (tests/protocol/test_quick_init.py).

`Action` and `Event` (engine.py) give it to each of their subclasses as the dataclass decorator
makes it; a class it does not fit (a factory default, a keyword-only or non-init field, a
`__post_init__`) keeps the dataclass's own."""

from __future__ import annotations

import dataclasses
import inspect

_MEMBER = type(inspect.getattr_static(dataclasses.Field, "name"))   # a slot's descriptor type
#: each quickened class's own dataclass `__init__`, that the test holds the quicker one equal to
REPLACED: dict[type, object] = {}


def quick_init(cls) -> bool:
    """Give `cls` the quicker `__init__` when it fits; True when it did."""
    own = cls.__dict__
    params = own.get("__dataclass_params__")
    if params is None or not params.frozen or "__slots__" not in own or "__init__" not in own \
            or hasattr(cls, "__post_init__"):
        return False
    fields = dataclasses.fields(cls)
    signature = list(inspect.signature(own["__init__"]).parameters.values())[1:]
    if [p.name for p in signature] != [f.name for f in fields] or any(
            p.kind is not p.POSITIONAL_OR_KEYWORD or f.default_factory is not dataclasses.MISSING
            for p, f in zip(signature, fields)):
        return False
    slots = [inspect.getattr_static(cls, f.name) for f in fields]
    if any(type(slot) is not _MEMBER for slot in slots):
        return False
    # the parameters are the fields' names (a call may name them); the setters and defaults go
    # by dunder names no field takes
    args = ", ".join(f"{f.name}=__d{i}__" if f.default is not dataclasses.MISSING else f.name
                     for i, f in enumerate(fields))
    this = "__dataclass_self__" if "self" in [f.name for f in fields] else "self"   # as dataclasses
    body = "".join(f"        __s{i}__({this}, {f.name})\n" for i, f in enumerate(fields)) \
        or "        pass\n"
    outer = ", ".join([f"__s{i}__" for i in range(len(fields))]
                      + [f"__d{i}__" for i, f in enumerate(fields)
                         if f.default is not dataclasses.MISSING])
    source = (f"def make({outer}):\n    def __init__({this}, {args}):\n{body}"
              "    return __init__\n")
    scope: dict = {}
    exec(source, {}, scope)  # noqa: S102 - made of the class's own field names, no outside text
    init = scope["make"](*[slot.__set__ for slot in slots],
                         *[f.default for f in fields if f.default is not dataclasses.MISSING])
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__annotations__ = dict(own["__init__"].__annotations__)
    REPLACED[cls] = own["__init__"]
    cls.__init__ = init
    return True
