"""Daitoshi's frame context (ctx.py) is made every frame. The `__init__` a frozen dataclass gets
stores its fields one by one through `object.__setattr__`, and with 47 fields that was what the
table's frames had lost beside b3f3713's; it is filled at once now (`filled_at_once`),
and is the same frozen record as before: its defaults, its own new list, its refusals."""

from __future__ import annotations

import dataclasses
import sys
from types import SimpleNamespace

import pytest

from game.ui.tables.daitoshi.ctx import Ctx, filled_at_once

NEEDED = dict(view=SimpleNamespace(players=[]), names=["A", "B"], colours=[(1, 2, 3), (4, 5, 6)],
              humans=[True, False], viewer=0, active=1)


def _every_field() -> dict:
    """A value for each field, none its default."""
    return {f.name: NEEDED.get(f.name, ("value of", f.name)) for f in dataclasses.fields(Ctx)}


def _steps(make) -> int:
    """The Python bytecode steps run while `make()` runs (not a time: the same on any machine)."""
    steps = 0

    def trace(frame, event, arg):
        nonlocal steps
        frame.f_trace_opcodes = True
        if event == "opcode":
            steps += 1
        return trace

    sys.settrace(trace)
    try:
        make()
    finally:
        sys.settrace(None)
    return steps


def _record(fields: int):
    return filled_at_once(dataclasses.make_dataclass(f"Record{fields}", [(f"f{i}", object) for i in range(fields)],
                                                     frozen=True))


def test_a_record_filled_at_once_is_made_in_the_same_steps_whatever_its_fields():
    made = []
    for fields in (3, 60):
        record, values = _record(fields), {f"f{i}": i for i in range(fields)}
        made.append(_steps(lambda: record.of(values)))
    assert made[0] == made[1], made


def test_the_context_is_made_in_fewer_steps_than_two_a_field():
    values = _every_field()
    count = len(values)
    assert count > 40
    # the dataclass's own frozen __init__ ran about eight a field (over 380 for 47 fields)
    assert _steps(lambda: Ctx.of(values)) < 2 * count
    assert _steps(lambda: Ctx(**values)) < 2 * count


def test_made_from_a_dict_or_by_keyword_it_holds_what_it_was_given():
    values = _every_field()
    ctx = Ctx.of(values)
    assert ctx == Ctx(**values)
    assert {f.name: getattr(ctx, f.name) for f in dataclasses.fields(Ctx)} == values
    assert dataclasses.replace(ctx, viewer=1).viewer == 1 and ctx.viewer == 0


def test_a_field_left_out_reads_its_default_and_a_list_is_its_own():
    a, b = Ctx.of(dict(NEEDED)), Ctx(**NEEDED)
    for f in dataclasses.fields(Ctx):
        if f.default is not dataclasses.MISSING:
            assert getattr(a, f.name) == f.default, f.name
        elif f.default_factory is not dataclasses.MISSING:
            assert getattr(a, f.name) == f.default_factory(), f.name
    assert a == b
    assert a.log == [] and a.log is not b.log
    assert a.players_key == ()          # what it works out once per frame still works


def test_it_stays_frozen_and_refuses_a_field_unknown_or_missing():
    ctx = Ctx.of(dict(NEEDED))
    with pytest.raises(dataclasses.FrozenInstanceError):
        ctx.viewer = 1
    with pytest.raises(TypeError, match="no field shwon"):
        Ctx.of(dict(NEEDED, shwon=2))
    with pytest.raises(TypeError, match="needs names, humans"):
        Ctx(view=None, colours=[], viewer=0, active=0)
