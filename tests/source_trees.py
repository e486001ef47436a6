"""One parse of each source text per process, shared by the tests that read the code's shape
(test_layers, test_game_names, test_no_rule_copies, test_ui_sees_a_seat, test_core_purity): each
of them parsed every module again (issue 32). They run in one process, as the xdist group
`source_trees`, so that the parses are shared.

The trees are shared: read them, never change them.

Shared by the tests (tests/ is on the import path)."""

from __future__ import annotations

import ast
from functools import lru_cache

import pytest

GROUP = pytest.mark.xdist_group("source_trees")


@lru_cache(maxsize=None)
def parse(source: str) -> ast.Module:
    """`ast.parse(source)`, once per text."""
    return ast.parse(source)


@lru_cache(maxsize=None)
def nodes(source: str) -> tuple[ast.AST, ...]:
    """Every node of `source`'s tree, in `ast.walk`'s order."""
    return tuple(ast.walk(parse(source)))
