"""game/net/PROTOCOL.md, "The protocol", is held to the code: its protocol number, the messages
each side sends and their fields, the refusal codes, the limits and each game's declared kinds
of value are the code's own, read from the document's tables. A message, a field, a code or a
kind added to one and not the other fails here."""

from __future__ import annotations

import dataclasses
import importlib
import re
from pathlib import Path

import pytest

from game.core import registry
from game.net import codec
from game.net import messages as m
from game.net.versions import PROTOCOL

DOCUMENT = Path(__file__).resolve().parents[2] / "game" / "net" / "PROTOCOL.md"
TEXT = DOCUMENT.read_text(encoding="utf-8")


def _table(heading: str) -> list[list[str]]:
    """The rows (cells) of the first table under `heading`, past its header."""
    start = TEXT.index(f"\n{heading}\n")
    rows = []
    for line in TEXT[start + 1:].splitlines()[1:]:
        if line.startswith("#"):
            break
        if line.startswith("|"):
            rows.append([c.strip() for c in line.strip().strip("|").split("|")])
        elif rows:
            break
    return rows[2:]


def _names(cell: str) -> list[str]:
    return re.findall(r"`([^`]+)`", cell)


def test_the_document_names_this_protocol():
    assert re.search(r"This is protocol (\d+)", TEXT).group(1) == str(PROTOCOL)


@pytest.mark.parametrize("heading, kinds", [("### From a client", m.FROM_CLIENT),
                                            ("### From the host", m.FROM_HOST)])
def test_the_messages_and_their_fields_are_the_codes(heading, kinds):
    rows = _table(heading)
    assert [_names(row[0])[0] for row in rows] == list(kinds)
    for row in rows:
        name, fields = _names(row[0])[0], _names(row[1])
        required, optional = kinds[name].names
        assert fields == [*required, *(f"{o}?" for o in optional)], name


def test_the_refusal_codes_are_the_codes():
    assert sorted(_names(row[0])[0] for row in _table("### Refusals")) == sorted(m.REFUSAL_CODES)


def test_the_limits_are_the_codes():
    rows = _table("### Limits")
    assert len(rows) > 10
    for row in rows:
        path = _names(row[0])[0]
        module, name = path.rsplit(".", 1)
        assert getattr(importlib.import_module(module), name) == float(row[1]), path


def test_the_kinds_of_each_game_are_its_declarations():
    """Every kind a game declares besides its records (events, prompts) is in the table with its
    fields on the wire and what the receiver makes, in order; each record is its class, under
    its class's name, with every field it has."""
    table = {_names(row[0])[0]: (_names(row[1]), _names(row[2])) for row in _table("### Views")}
    declared = {}
    for tag, kind in codec.wire().kinds.items():
        if kind.name == kind.cls.__name__ and dataclasses.is_dataclass(kind.cls):
            assert list(kind.fields) == [f.name for f in dataclasses.fields(kind.cls)], tag
            assert kind.local == {}, tag
        else:
            declared[tag] = (list(kind.fields), list(kind.local))
    assert table == declared
    assert {tag.split(".")[0] for tag in table} == set(registry.available())
