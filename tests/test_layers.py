"""No import runs back up the layers, and there is no circle of imports between them
(game/ARCHITECTURE.md, "Layers").

The rule is read from the document itself, its table of layers: which files make each layer
("where") and which layers each may import ("may import"). So the document and the code cannot
drift apart: a new edge is either allowed there, in words, or it fails here. Every import counts,
at the top of a module or inside a function alike."""

from __future__ import annotations

import ast
import re
from functools import lru_cache
from pathlib import Path

from source_trees import GROUP, nodes

pytestmark = GROUP

REPO = Path(__file__).resolve().parents[1]
DOCUMENT = REPO / "game" / "ARCHITECTURE.md"
HEADER = ["layer", "where", "what it is", "may import"]


def layer_table(text: str) -> dict[str, tuple[tuple[str, ...], set[str]]]:
    """layer -> (its paths, the layers it may import), from the document's table of layers."""
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")]
            for line in text.splitlines() if line.startswith("|")]
    start = next(i for i, row in enumerate(rows) if row == HEADER)
    table = {}
    for row in rows[start + 2:]:            # past the header and its |---| line
        if len(row) != len(HEADER):
            break
        name, where, _, allowed = row
        paths = tuple(re.findall(r"`([^`]+)`", where))
        table[name] = (paths, {a.strip() for a in allowed.split(",") if a.strip() not in ("", "—")})
    return table


def layer_of(relpath: str, table) -> str | None:
    """The layer of a file of the repository (posix path): the longest path of the table that is
    that file, or a folder holding it."""
    best = None
    for name, (paths, _) in table.items():
        for p in paths:
            if relpath == p or (p.endswith("/") and relpath.startswith(p)):
                if best is None or len(p) > len(best[1]):
                    best = (name, p)
    return best[0] if best else None


@lru_cache(maxsize=None)
def module_file(module: str) -> str | None:
    """The file of `game.x.y` (a module or a package), as a posix path in the repository."""
    base = REPO.joinpath(*module.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate.relative_to(REPO).as_posix()
    return None


def imported_modules(source: str) -> list[tuple[str, int]]:
    """Every module of `game` imported anywhere in `source`, with its line: `from game.x import y`
    is `game.x.y` when that is a module, else `game.x`."""
    out = []
    for node in nodes(source):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [f"{node.module}.{alias.name}" for alias in node.names]
        else:
            continue
        for name in names:
            if name.split(".")[0] != "game":
                continue
            while name.count(".") and module_file(name) is None:
                name = name.rsplit(".", 1)[0]    # a name inside the module, not a module
            out.append((name, node.lineno))
    return out


def offences(sources: dict[str, str], table) -> list[str]:
    """Each import from one layer into another that the table does not allow, in words."""
    out = []
    for relpath, source in sorted(sources.items()):
        here = layer_of(relpath, table)
        if here is None:
            out.append(f"{relpath}: in no layer of the document's table")
            continue
        for module, line in imported_modules(source):
            there = layer_of(module_file(module) or "", table)
            if there is not None and there != here and there not in table[here][1]:
                out.append(f"{relpath}:{line}: {here} imports {module} ({there})")
    return out


def circle(table) -> list[str] | None:
    """A circle of layers the table allows (each importing the next), or None."""
    state: dict[str, int] = {}                   # 1 on the current path, 2 done

    def walk(name: str, path: list[str]) -> list[str] | None:
        state[name] = 1
        for other in sorted(table[name][1]):
            if state.get(other) == 1:
                return path[path.index(other):] + [other]
            if other in table and other not in state:
                found = walk(other, path + [other])
                if found:
                    return found
        state[name] = 2
        return None

    for name in table:
        if name not in state:
            found = walk(name, [name])
            if found:
                return found
    return None


def table() -> dict:
    return layer_table(DOCUMENT.read_text(encoding="utf-8"))


def game_sources() -> dict[str, str]:
    return {p.relative_to(REPO).as_posix(): p.read_text(encoding="utf-8")
            for p in sorted((REPO / "game").rglob("*.py"))}


def test_the_table_names_every_layer_and_only_known_ones():
    layers = table()
    assert {"base", "core", "ai", "i18n", "anim", "persistence", "input", "tutorial", "net", "ui",
            "tools", "launch", "cli"} == set(layers)
    unknown = {name: allowed - set(layers) for name, (_, allowed) in layers.items() if allowed - set(layers)}
    assert unknown == {}


def test_no_import_runs_back_up_the_layers():
    sources = game_sources()
    assert len(sources) > 100, "the walk found no modules: the check would prove nothing"
    assert offences(sources, table()) == []


def test_the_layers_allow_no_circle():
    assert circle(table()) is None


def test_the_checker_sees_an_import_up_the_layers_even_inside_a_function():
    sample = {"game/core/sample.py": "import os\n\ndef f():\n    from game.ui.app import App\n",
              "game/ai/sample.py": "from game.core.engine import Action\nfrom game import i18n\n"}
    assert offences(sample, table()) == ["game/ai/sample.py:2: ai imports game.i18n (i18n)",
                                         "game/core/sample.py:4: core imports game.ui.app (ui)"]


def test_the_checker_sees_a_circle():
    looped = {"a": ((), {"b"}), "b": ((), {"c"}), "c": ((), {"a"}), "d": ((), set())}
    assert circle(looped) == ["a", "b", "c", "a"]


def calls_into_the_merge(sources: dict[str, str]) -> list[str]:
    """Inside i18n, each import of the package itself (`game.i18n`, whose `__init__` merges every
    game's words into the catalogue) from a module below it: a game's own words
    (game/i18n/<game>/) or what they lean on (the catalogue, lookup.py). Such an import closes a
    circle: the merge imports a game's words, which would import the merge back."""
    out = []
    for relpath, source in sorted(sources.items()):
        if not relpath.startswith("game/i18n/") or relpath == "game/i18n/__init__.py":
            continue
        out += [f"{relpath}:{line}: imports game.i18n" for module, line in imported_modules(source)
                if module == "game.i18n"]
    return out


def test_no_words_below_the_merge_import_the_package_that_merges_them():
    assert calls_into_the_merge(game_sources()) == []


def test_the_checker_sees_a_games_words_call_back_into_the_merge():
    sample = {"game/i18n/lanterns/words.py": "def f():\n    from game.i18n import is_you\n",
              "game/i18n/lanterns/ok.py": "from game.i18n.lookup import is_you\nfrom game.i18n import arigato\n",
              "game/ui/sample.py": "from game.i18n import t\n"}
    assert calls_into_the_merge(sample) == ["game/i18n/lanterns/words.py:2: imports game.i18n"]
