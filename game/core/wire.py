"""What of a game a seat is sent, declared by the game itself (game/net/PROTOCOL.md, "Views").

Each game lists, in its own package, the kinds of value its views, events and prompts are made
of (`GameSpec.wire`), each under the name the game gives it and with the fields a seat may see,
named as the game names them. The network sends those fields and nothing else; the receiver
makes the rest itself (`local`: the caches, and the seed and generator no seat may hold). So the
wire is a public declaration, not the objects' private layout: renaming an attribute in the core
changes one line here (its field keeps its name on the wire), and a new attribute nobody declared
stops the host with a clear error instead of crossing unseen (game/net/codec.py).

Plain data: the core declares, the network layer encodes."""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import dataclass, field


class WireError(ValueError):
    """A declaration that cannot be: a private field name, a field twice, a class twice."""


@dataclass(frozen=True)
class WireType:
    """One kind of value a seat may be sent: its name (unique within its game), its class, the
    fields that cross (name on the wire -> the attribute holding it) and what the receiver makes
    for itself (attribute -> a function giving its value on arrival)."""

    name: str
    cls: type
    fields: dict[str, str]
    local: dict[str, typing.Callable[[], object]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        private = [w for w in self.fields if w.startswith("_") or not w.isidentifier()]
        if private:
            raise WireError(f"{self.name}: a field on the wire is public, not {private[0]!r}")
        both = set(self.fields.values()) & set(self.local)
        if both:
            raise WireError(f"{self.name}: {sorted(both)[0]} is sent and made on arrival")
        if len(set(self.fields.values())) != len(self.fields):
            raise WireError(f"{self.name}: an attribute sent under two names")

    @property
    def attributes(self) -> frozenset[str]:
        """Every attribute an object of this kind may hold: sent or made on arrival."""
        return frozenset(self.fields.values()) | frozenset(self.local)


def public(name: str, cls: type, sent: typing.Iterable[str] = (), *,
           renamed: dict[str, str] | None = None,
           local: dict[str, typing.Callable[[], object]] | None = None) -> WireType:
    """A kind whose fields `sent` keep their attribute's name on the wire, and `renamed` ones
    (wire name -> attribute) do not: a private attribute crosses only under a public name."""
    fields = {name_: name_ for name_ in sent}
    fields.update(renamed or {})
    return WireType(name, cls, fields, dict(local or {}))


def records(*modules: types.ModuleType, but: tuple[type, ...] = ()) -> tuple[WireType, ...]:
    """Every dataclass that `modules` define (events, prompts: frozen records of primitives),
    each under its class's name with all its fields, which a record's are public by making.
    `but`: base classes whose subclasses travel otherwise (the actions, as their text)."""
    out = []
    for module in modules:
        for cls in vars(module).values():
            if isinstance(cls, type) and cls.__module__ == module.__name__ \
                    and dataclasses.is_dataclass(cls) and not issubclass(cls, but):
                out.append(public(cls.__name__, cls, (f.name for f in dataclasses.fields(cls))))
    return tuple(out)
