"""A seat's view (a core `State`), its prompt and the events it saw, as plain JSON and back.

What crosses is what each game declares a seat may be sent (`GameSpec.wire`, game/core/wire.py):
each kind of value under the game's name for it, with its public fields and nothing else. A
client rebuilds a real state of the game from them, as a local table holds, never one with more
in it; what the declaration says the receiver makes itself (caches, the seed and generator no seat
holds) it makes. Only data crosses: numbers, text, lists, and a few tagged shapes JSON lacks:

    {"t": [...]}            a tuple          {"s": [...]} / {"fs": [...]}   a set / frozenset
    {"d": [[k, v], ...]}    a dict (keys of any type, in order)
    {"a": "kind seat=0 ..."}  an action, in its text form (`Action.parse` reads it back)
    {"ref": "arigato.content"}  the components loaded from levels/ (`GameSpec.shared`; the
                            handshake has checked both sides have the same: game/net/versions.py)
    {"o": "arigato.village", "f": {...}}  a value of a declared kind: its public fields

Both ends hold to the declarations: the host refuses to send an object holding an attribute its
kind neither sends nor leaves to the receiver (a field added to the rules and never declared), and
a client refuses a kind or a field the declaration lacks, or one missing. Decoding makes the
object with `__new__` and sets its declared fields: nothing received is evaluated, unpickled or
called. The whole is written down in game/net/PROTOCOL.md, "Views".
"""

from __future__ import annotations

import dataclasses
import json

from game.core import registry
from game.core.engine import Action
from game.core.wire import WireError, WireType


class CodecError(ValueError):
    """Something that is not a value of the game: a kind or a field no game declares, a bad tag."""


def _slots(cls: type) -> frozenset[str]:
    return frozenset(s for c in cls.__mro__ for s in c.__dict__.get("__slots__", ())
                     if s != "__weakref__")


class Wire:
    """The registered games' declarations, looked up both ways: by tag to decode, by class to
    encode; and their shared components by name and by identity."""

    def __init__(self, specs) -> None:
        self.kinds: dict[str, WireType] = {}
        self.tags: dict[type, tuple[str, tuple[tuple[str, str], ...], frozenset[str] | None]] = {}
        self.refs: dict[str, object] = {}
        for spec in specs:
            self.refs.update(spec.shared)
            for kind in spec.wire:
                tag = f"{spec.name}.{kind.name}"
                if tag in self.kinds or kind.cls in self.tags:
                    raise WireError(f"{tag}: declared twice")
                _check_fixed(tag, kind)
                self.kinds[tag] = kind
                # an object with a dict of its own may have gained an attribute: checked each
                # time it is sent; a fixed set (slots, a dataclass) was checked once, above
                plain = kind.cls.__dictoffset__ != 0
                self.tags[kind.cls] = (tag, tuple(kind.fields.items()),
                                       kind.attributes if plain else None)
        self._ref_ids: dict[int, tuple[str, object]] | None = None
        self.encode = _encoder(self)

    def ref_ids(self) -> dict[int, tuple[str, object]]:
        """The shared components by identity, loaded on first use (a codec of events loads no
        content), and looked up again when a loader gives another object than it gave before (its
        cache emptied: the components read again), so that a view holding the new one is sent."""
        current = {name: load() for name, load in self.refs.items()}
        known = self._ref_ids
        if known is None or any(known.get(id(obj), (None, None))[1] is not obj for obj in current.values()):
            self._ref_ids = {id(obj): (name, obj) for name, obj in current.items()}
        return self._ref_ids

    def fields(self) -> dict[str, tuple[str, ...]]:
        """Each declared kind's tag and its fields on the wire: the schema of a view."""
        return {tag: tuple(kind.fields) for tag, kind in self.kinds.items()}


def _check_fixed(tag: str, kind: WireType) -> None:
    """A class with a fixed set of attributes (slots, a dataclass) is checked once, here."""
    fixed = _slots(kind.cls)
    if dataclasses.is_dataclass(kind.cls):
        fixed |= {f.name for f in dataclasses.fields(kind.cls)}
    missing = fixed - kind.attributes
    if missing:
        raise WireError(f"{tag}: {sorted(missing)[0]} is neither sent nor made on arrival")


_WIRES: dict[tuple, Wire] = {}


def wire() -> Wire:
    """The declarations of the games registered now (a test may register one of its own)."""
    key = tuple(registry.GAME_MODULES.items())
    found = _WIRES.get(key)
    if found is None:
        specs = [spec for spec in map(registry.find, registry.GAME_MODULES) if spec is not None]
        found = _WIRES[key] = Wire(specs)
    return found


# --- encoding ------------------------------------------------------------------------------------

_PLAIN = frozenset({type(None), bool, int, str})


def encode(value):
    """`value` as JSON-ready data (CodecError for anything that is not a declared value)."""
    return wire().encode(value)


def _encoder(w: Wire):
    """The encoding function of these declarations: a closure over their tables, as the host
    encodes a view per seat per action (game/tools/MEASUREMENTS.md, "Network play")."""
    tags, ref_ids = w.tags, w.ref_ids

    def enc(value):
        kind = type(value)
        if kind in _PLAIN:
            return value
        if kind is list:
            return [enc(v) for v in value]
        if kind is tuple:
            return {"t": [enc(v) for v in value]}
        found = tags.get(kind)
        if found is not None:
            tag, fields, attributes = found
            if attributes is not None and not value.__dict__.keys() <= attributes:
                extra = sorted(set(value.__dict__) - attributes)[0]
                raise CodecError(f"{tag} holds {extra!r}, which its declaration neither sends nor "
                                 "leaves to the receiver: declare it (game/core/wire.py)")
            try:
                return {"o": tag, "f": {name: enc(getattr(value, attr)) for name, attr in fields}}
            except AttributeError as exc:
                raise CodecError(f"{tag} lacks a declared field: {exc}") from None
        return other(value)

    def other(value):
        if value is None or isinstance(value, (bool, int, str)):
            return value
        if isinstance(value, float):
            if value != value or value in (float("inf"), float("-inf")):
                raise CodecError("a number that is not finite")
            return value
        if isinstance(value, list):
            return [enc(v) for v in value]
        if isinstance(value, tuple):
            return {"t": [enc(v) for v in value]}
        if isinstance(value, (set, frozenset)):
            # sorted by their JSON, so that the same set is the same bytes in every process
            items = sorted((enc(v) for v in value), key=lambda e: json.dumps(e, sort_keys=True))
            return {"fs" if isinstance(value, frozenset) else "s": items}
        if isinstance(value, dict):
            return {"d": [[enc(k), enc(v)] for k, v in value.items()]}
        if isinstance(value, Action):
            return {"a": value.text()}
        ref = ref_ids().get(id(value))
        if ref is not None and ref[1] is value:
            return {"ref": ref[0]}
        cls = type(value)
        raise CodecError(f"{cls.__module__}.{cls.__qualname__} is no kind of value a game "
                         "declares a seat is sent (GameSpec.wire)")
    return enc


# --- decoding ------------------------------------------------------------------------------------

_DEPTH = 60


def decode(data):
    """The value `encode` gave `data` for (CodecError for anything else)."""
    return _decode(data, wire(), 0)


def _decode(data, w: Wire, depth: int):
    if depth > _DEPTH:
        raise CodecError("nested too deep")
    if data is None or isinstance(data, (bool, int, str, float)):
        return data
    if isinstance(data, list):
        return [_decode(v, w, depth + 1) for v in data]
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise CodecError("an object that is no tagged value")
    if len(data) == 2:
        return _object(data, w, depth)
    (tag, inner), = data.items()
    if tag == "t":
        return tuple(_decode(v, w, depth + 1) for v in _list(inner))
    if tag in ("s", "fs"):
        items = [_decode(v, w, depth + 1) for v in _list(inner)]
        try:
            return frozenset(items) if tag == "fs" else set(items)
        except TypeError:
            raise CodecError("a set of unhashable values") from None
    if tag == "d":
        pairs = [(_decode(k, w, depth + 1), _decode(v, w, depth + 1)) for k, v in _pairs(inner)]
        try:
            return dict(pairs)
        except TypeError:
            raise CodecError("a dict with unhashable keys") from None
    if tag == "a":
        return _action(inner)
    if tag == "ref":
        load = w.refs.get(inner) if isinstance(inner, str) else None
        if load is None:
            raise CodecError(f"no components named {inner!r}")
        return load()
    raise CodecError(f"unknown tag {tag!r}")


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


def _object(data: dict, w: Wire, depth: int):
    tag, fields = data.get("o"), data.get("f")
    kind = w.kinds.get(tag) if isinstance(tag, str) else None
    if kind is None or not isinstance(fields, dict):
        raise CodecError(f"no game declares a kind of value named {tag!r}")
    if fields.keys() != kind.fields.keys():
        extra = [k for k in fields if k not in kind.fields]
        if extra:
            raise CodecError(f"{tag} has no field {extra[0]!r} on the wire")
        raise CodecError(f"{tag} needs the fields {', '.join(kind.fields)}")
    obj = kind.cls.__new__(kind.cls)
    for name, attr in kind.fields.items():
        object.__setattr__(obj, attr, _decode(fields[name], w, depth + 1))
    for attr, make in kind.local.items():
        object.__setattr__(obj, attr, make())
    return obj


def action_from_text(text: str) -> Action:
    """An action read from its text form; CodecError when it is none."""
    return _action(text)
