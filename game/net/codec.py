"""A seat's view (a core `State`) and the events it saw, as plain JSON and back.

The host sends each client the core's own `view(seat)`, so a client holds a real state of the
game, as a local table does, and never one with more in it. Only data crosses: numbers, text,
lists, and a few tagged shapes the JSON types lack:

    {"t": [...]}            a tuple          {"s": [...]} / {"fs": [...]}   a set / frozenset
    {"d": [[k, v], ...]}    a dict (keys of any type, in order)
    {"a": "kind seat=0 ..."}  an action, in its text form (`Action.parse` reads it back)
    {"ref": "arigato.content"}  the components loaded from levels/ (the handshake has checked
                            that both sides have the same ones: game/net/versions.py)
    {"o": "arigato.state.Village", "f": {...}}  an object of a class of the rules

Decoding looks a class up by that name among the classes the rules' own modules define (states,
villages, players, prompts, events: `_classes`), makes it with `__new__` and sets its fields:
nothing received is evaluated, unpickled or called. A name outside that table is refused.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import pkgutil
from functools import lru_cache

from game.core import registry
from game.core.engine import Action

_PREFIX = "game.core."


class CodecError(ValueError):
    """Something that is not a value of the game: a class outside the rules, a bad tag."""


# --- the shared components, sent by name ---------------------------------------------------------

def _refs() -> dict:
    """Every registered game's shared components by name (`GameSpec.shared`)."""
    return {name: load for game in registry.available()
            for name, load in registry.spec(game).shared.items()}


@lru_cache(maxsize=1)
def _ref_names() -> dict[int, tuple[str, object]]:
    return {id(load()): (name, load()) for name, load in _refs().items()}


# --- the classes a view may hold -----------------------------------------------------------------

@lru_cache(maxsize=1)
def _classes() -> dict[str, type]:
    """Every class the game packages define (by its name below game.core), but the actions
    (which travel as text) and the components (sent by name)."""
    modules = ["game.core.engine", "game.core.rng"]
    for name in registry.available():   # a game absent from this build holds no class
        package = registry.GAME_MODULES[name]
        pkg = importlib.import_module(package)
        modules.append(package)
        modules.extend(m.name for m in pkgutil.walk_packages(pkg.__path__, package + "."))
    out: dict[str, type] = {}
    for name in modules:
        module = importlib.import_module(name)
        for cls in vars(module).values():
            if isinstance(cls, type) and cls.__module__ == name and not issubclass(cls, Action) \
                    and not issubclass(cls, BaseException):
                out[f"{name[len(_PREFIX):]}.{cls.__qualname__}"] = cls
    return out


@lru_cache(maxsize=1)
def _tags() -> dict[type, str]:
    return {cls: tag for tag, cls in _classes().items()}


@lru_cache(maxsize=None)
def _fields(cls: type) -> tuple[str, ...] | None:
    """The fields of a class with a fixed set (dataclasses, slots), or None (a plain object)."""
    if dataclasses.is_dataclass(cls):
        return tuple(f.name for f in dataclasses.fields(cls))
    slots = [s for c in cls.__mro__ for s in c.__dict__.get("__slots__", ())]
    return tuple(s for s in slots if s != "__weakref__") or None


# --- encoding ------------------------------------------------------------------------------------

def encode(value):
    """`value` as JSON-ready data (CodecError for anything that is not a value of the game)."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise CodecError("a number that is not finite")
        return value
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, tuple):
        return {"t": [encode(v) for v in value]}
    if isinstance(value, (set, frozenset)):
        # sorted by their JSON, so that the same set is the same bytes in every process
        items = sorted((encode(v) for v in value), key=lambda e: json.dumps(e, sort_keys=True))
        return {"fs" if isinstance(value, frozenset) else "s": items}
    if isinstance(value, dict):
        return {"d": [[encode(k), encode(v)] for k, v in value.items()]}
    if isinstance(value, Action):
        return {"a": value.text()}
    ref = _ref_names().get(id(value))
    if ref is not None and ref[1] is value:
        return {"ref": ref[0]}
    cls = type(value)
    tag = _tags().get(cls)
    if tag is None:
        raise CodecError(f"{cls.__module__}.{cls.__qualname__} is no value of the game")
    return {"o": tag, "f": {name: encode(v) for name, v in _attributes(value).items()}}


def _attributes(obj) -> dict:
    fields = _fields(type(obj))
    if fields is not None:
        return {name: getattr(obj, name) for name in fields if hasattr(obj, name)}
    own = type(obj).__dict__.get("__getstate__")
    # a state that leaves its caches out of a copy says so in __getstate__ (ArigatoState)
    return dict(own(obj)) if own is not None else dict(vars(obj))


# --- decoding ------------------------------------------------------------------------------------

_DEPTH = 60


def decode(data, _depth: int = 0):
    """The value `encode` gave `data` for (CodecError for anything else)."""
    if _depth > _DEPTH:
        raise CodecError("nested too deep")
    if data is None or isinstance(data, (bool, int, str, float)):
        return data
    if isinstance(data, list):
        return [decode(v, _depth + 1) for v in data]
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise CodecError("an object that is no tagged value")
    if len(data) == 1:
        (tag, inner), = data.items()
        if tag == "t":
            return tuple(decode(v, _depth + 1) for v in _list(inner))
        if tag in ("s", "fs"):
            items = [decode(v, _depth + 1) for v in _list(inner)]
            try:
                return frozenset(items) if tag == "fs" else set(items)
            except TypeError:
                raise CodecError("a set of unhashable values") from None
        if tag == "d":
            pairs = [(decode(k, _depth + 1), decode(v, _depth + 1)) for k, v in _pairs(inner)]
            try:
                return dict(pairs)
            except TypeError:
                raise CodecError("a dict with unhashable keys") from None
        if tag == "a":
            return _action(inner)
        if tag == "ref":
            load = _refs().get(inner) if isinstance(inner, str) else None
            if load is None:
                raise CodecError(f"no components named {inner!r}")
            return load()
        raise CodecError(f"unknown tag {tag!r}")
    return _object(data, _depth)


def _list(inner) -> list:
    if not isinstance(inner, list):
        raise CodecError("a tagged value that is not a list")
    return inner


def _pairs(inner) -> list:
    if not all(isinstance(p, list) and len(p) == 2 for p in _list(inner)):
        raise CodecError("a dict that is not a list of pairs")
    return inner


def _action(text) -> Action:
    if not isinstance(text, str):
        raise CodecError("an action that is not text")
    try:
        return Action.parse(text)
    except (ValueError, TypeError) as exc:
        raise CodecError(f"not an action: {exc}") from None


def _object(data: dict, depth: int):
    name, fields = data.get("o"), data.get("f")
    cls = _classes().get(name) if isinstance(name, str) else None
    if cls is None or not isinstance(fields, dict):
        raise CodecError(f"no class of the rules named {name!r}")
    allowed = _fields(cls)
    obj = cls.__new__(cls)
    for key, raw in fields.items():
        if not isinstance(key, str) or not key.isidentifier() or key.startswith("__") \
                or (allowed is not None and key not in allowed):
            raise CodecError(f"{name} has no field {key!r}")
        object.__setattr__(obj, key, decode(raw, depth + 1))
    if dataclasses.is_dataclass(cls) and set(fields) != set(allowed):
        raise CodecError(f"{name} needs the fields {', '.join(allowed)}")
    return obj


def action_from_text(text: str) -> Action:
    """An action read from its text form; CodecError when it is none."""
    return _action(text)

