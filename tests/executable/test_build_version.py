"""The version has one source, pyproject.toml; the package and the command line agree with it,
and `--help` works (argparse formats help strings with %, so a stray one breaks it)."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import game

REPO = Path(__file__).resolve().parents[2]


def pyproject_version() -> str:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_package_version_is_the_pyproject_version():
    assert game.__version__ == pyproject_version()


def test_version_flag_prints_it():
    out = subprocess.run([sys.executable, "-m", "game", "--version"], capture_output=True,
                         text=True, cwd=REPO, timeout=60)
    assert out.returncode == 0
    assert out.stdout.strip() == f"arigato-daitoshi {pyproject_version()}"


def test_help_lists_the_commands():
    out = subprocess.run([sys.executable, "-m", "game", "--help"], capture_output=True,
                         text=True, cwd=REPO, timeout=60)
    assert out.returncode == 0, out.stderr
    for word in ("--version", "--smoke", "simulate", "tournament", "bench"):
        assert word in out.stdout
