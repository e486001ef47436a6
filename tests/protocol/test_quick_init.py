"""The quicker `__init__` of actions and events (game/core/quick_init.py) is the dataclass's own:
the same signature (names, kinds, defaults), the same object from the same arguments, given by
position or by name, and the same refusals (a missing argument, a field set afterwards). Every
action and event class of every registered game is checked, and must have it."""

from __future__ import annotations

import dataclasses
import gc
import inspect

import pytest

from game.core import registry
from game.core.engine import Action, Event
from game.core.quick_init import REPLACED, quick_init


def classes() -> list[type]:
    for name in registry.available():
        registry.spec(name)          # its modules imported
    gc.collect()                     # the decorator's first, unslotted classes gone

    def below(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from below(sub)
    found = {c for base in (Action, Event) for c in below(base) if "__slots__" in c.__dict__
             and dataclasses.is_dataclass(c) and c.__module__.startswith("game.core.")}
    return sorted(found, key=lambda c: (c.__module__, c.__name__))


CLASSES = classes()


def values(cls) -> list:
    """A value of each field's kind, none of them a default."""
    out = []
    for i, f in enumerate(dataclasses.fields(cls)):
        kind = str(f.type)
        out.append(("a", f"b{i}") if "tuple" in kind else True if kind == "bool"
                   else f"v{i}" if kind.startswith("str") else i + 7)
    return out


def test_every_action_and_event_has_it():
    assert len(CLASSES) > 50
    assert [c.__name__ for c in CLASSES if c not in REPLACED] == []


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: f"{c.__module__.split('.')[-1]}.{c.__name__}")
def test_the_quicker_init_is_the_dataclass_one(cls):
    own = REPLACED[cls]
    assert inspect.signature(cls.__init__) == inspect.signature(own)
    args = values(cls)
    names = [f.name for f in dataclasses.fields(cls)]
    reference = object.__new__(cls)
    own(reference, *args)
    made, named = cls(*args), cls(**dict(zip(names, args)))
    for obj in (made, named):
        assert [getattr(obj, n) for n in names] == args
        assert obj == reference and hash(obj) == hash(reference) and repr(obj) == repr(reference)
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(made, names[0], 99)
    required = [f for f in dataclasses.fields(cls) if f.default is dataclasses.MISSING]
    if required:
        with pytest.raises(TypeError):
            cls(*args[:len(required) - 1])


def test_a_class_it_does_not_fit_keeps_its_own():
    """A factory default or a `__post_init__`: the dataclass's own init, untouched."""
    @dataclasses.dataclass(frozen=True, slots=True)
    class Listed:
        items: list = dataclasses.field(default_factory=list)

    @dataclasses.dataclass(frozen=True, slots=True)
    class Checked:
        n: int

        def __post_init__(self):
            if self.n < 0:
                raise ValueError(self.n)

    for cls in (Listed, Checked):
        own = cls.__init__
        assert not quick_init(cls) and cls.__init__ is own
