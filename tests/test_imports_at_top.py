"""An import sits at the top of its module; one inside a function says why, in a comment on its
line or above its block of imports (game/ARCHITECTURE.md, "Layers"): laziness on purpose, an
optional dependency, or a circle between two modules, named."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"


def unexplained(source: str) -> list[int]:
    """The lines of `source` holding an import inside a function with no comment saying why."""
    lines = source.splitlines()
    found: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for inner in ast.walk(node):
            if isinstance(inner, (ast.Import, ast.ImportFrom)):
                if "#" not in lines[inner.lineno - 1] and not _said_above(lines, inner.lineno - 1):
                    found.add(inner.lineno)
    return sorted(found)


def _said_above(lines: list[str], index: int) -> bool:
    """Whether the line above the block of imports that holds line `index` is a comment."""
    while index > 0 and lines[index - 1].strip().startswith(("import ", "from ")):
        index -= 1
    return index > 0 and lines[index - 1].strip().startswith("#")


def test_every_import_inside_a_function_says_why():
    missing = {path.relative_to(GAME).as_posix(): lines
               for path in sorted(GAME.rglob("*.py"))
               if (lines := unexplained(path.read_text(encoding="utf-8")))}
    assert missing == {}, f"imports inside functions without a reason (file: lines): {missing}"


def test_the_check_sees_an_import_without_its_reason():
    source = ("import os\n\n"
              "def a():\n    import json\n    return json\n\n"
              "def b():\n    # start-up time: only when asked\n    import csv\n    return csv\n\n"
              "def c():\n    import wave   # an optional dependency\n    return wave\n\n"
              "def d():\n    # start-up time: both only when asked\n    import bz2\n    import lzma\n"
              "    x = 1\n    import zlib\n    return bz2, lzma, zlib\n")
    assert unexplained(source) == [4, 21]
