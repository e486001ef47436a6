"""Every test file under tests/ is one the suite's command (`python -m pytest`, with pyproject's
testpaths and addopts) collects: a folder that pytest skips by its own rules (its default
`norecursedirs` skips any folder named `build`, `dist`, `venv`, a dotted one...) would hold tests
that never run while the suite stays green.

Pytest itself is asked, not a copy of its rules: the tree of test files is mirrored in a
temporary folder (each file a single empty test, so that nothing is imported) beside this
checkout's pyproject.toml, and `pytest --collect-only` lists what it reaches there."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from fnmatch import fnmatch
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TESTS = REPO / "tests"
LISTED = re.compile(r"^(\S+\.py)(?:::|: \d+$)")


def file_patterns() -> list[str]:
    """pytest's `python_files` as the project sets it (pytest's default when it does not)."""
    ini = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]
    return ini["ini_options"].get("python_files", ["test_*.py", "*_test.py"])


def modules_under(tests: Path) -> set[str]:
    """Every file under `tests` named like a test module, relative to the checkout."""
    patterns = file_patterns()
    return {path.relative_to(tests.parent).as_posix() for path in tests.rglob("*.py")
            if "__pycache__" not in path.parts and any(fnmatch(path.name, p) for p in patterns)}


def collected(root: Path, files: set[str]) -> set[str]:
    """The files the suite's command collects from a tree of `files` under `root`, which holds
    this checkout's pyproject.toml (its testpaths, addopts, norecursedirs)."""
    shutil.copy(REPO / "pyproject.toml", root / "pyproject.toml")
    for name in files:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text("def test_mirrored():\n    pass\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    # -n 0 after the addopts' `-n auto`: one process is enough to list the tests
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-n", "0",
                           "-p", "no:cacheprovider"], cwd=root, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    # one line a test (`path::test`) or, quieter, one a file (`path: count`): as addopts says
    return {LISTED.match(line)[1] for line in done.stdout.splitlines() if LISTED.match(line)}


def test_the_suite_collects_every_test_file(tmp_path):
    files = modules_under(TESTS)
    assert len(files) > 100  # the walk found the suite
    missed = sorted(files - collected(tmp_path, files))
    assert not missed, f"the suite's command never runs these (rename their folder): {missed}"


def test_a_folder_named_build_would_be_caught(tmp_path):
    """The guard's own check: a test folder named `build` again is reported, file by file."""
    files = modules_under(TESTS) | {"tests/build/test_the_executable.py", "tests/ui/dist/test_x.py"}
    assert files - collected(tmp_path, files) == {"tests/build/test_the_executable.py",
                                                  "tests/ui/dist/test_x.py"}
