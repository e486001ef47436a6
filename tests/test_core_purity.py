"""game/ARCHITECTURE.md, "Layers": game/core is pure rules. It imports neither pygame nor pymunk,
nor does it do I/O beyond reading levels/ — so the AI can search it and the tests can run it
without a screen."""

import ast
from pathlib import Path

from source_trees import GROUP, nodes

pytestmark = GROUP

CORE = Path(__file__).resolve().parents[1] / "game" / "core"
FORBIDDEN = {"pygame", "pymunk", "pygame_gui"}


def _imported_roots(path: Path) -> set[str]:
    roots = set()
    for node in nodes(path.read_text(encoding="utf-8")):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_core_imports_no_pygame_or_pymunk():
    files = sorted(CORE.rglob("*.py"))
    assert files, "game/core has no Python files"
    offenders = {str(f.relative_to(CORE)): sorted(_imported_roots(f) & FORBIDDEN) for f in files}
    assert {f: m for f, m in offenders.items() if m} == {}


def test_the_checker_sees_a_forbidden_import(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("import os\nfrom pygame import Rect\n")
    assert _imported_roots(sample) & FORBIDDEN == {"pygame"}
