"""One parse of each source text per process, shared by the tests that read the code's shape
(test_layers, test_game_names, test_no_rule_copies, test_ui_sees_a_seat, test_core_purity): each
of them parsed every module again. They run in one process, as the xdist group
`source_trees`, so that the parses are shared.

The trees are shared: read them, never change them. They are dropped once the group's last test
is done (`forget`, called from tests/conftest.py): a million tree nodes kept for the rest of the
process made every later full collection of the garbage collector walk them again
(seconds each time, for every test after them in that process).

Shared by the tests (tests/ is on the import path)."""

from __future__ import annotations

import ast
from functools import lru_cache

import pytest

NAME = "source_trees"
GROUP = pytest.mark.xdist_group(NAME)


@lru_cache(maxsize=None)
def parse(source: str) -> ast.Module:
    """`ast.parse(source)`, once per text."""
    return ast.parse(source)


@lru_cache(maxsize=None)
def nodes(source: str) -> tuple[ast.AST, ...]:
    """Every node of `source`'s tree, in `ast.walk`'s order."""
    return tuple(ast.walk(parse(source)))


def in_group(item) -> bool:
    """Whether a collected test is one of the group's."""
    marker = item.get_closest_marker("xdist_group")
    return marker is not None and (marker.kwargs.get("name") or marker.args[0]) == NAME


def forget() -> None:
    """Drop the shared trees (the next `parse` parses again)."""
    nodes.cache_clear()
    parse.cache_clear()
