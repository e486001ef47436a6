"""The built program runs: build.spec makes a one-file executable that passes the smoke run
(every scene, a complete game of each game, screenshots) headless, answers --version and --help,
and a one-folder build whose data is damaged ends with a message and a log, not silently.

Slow (the two PyInstaller builds take most of a minute): marked `slow`, and kept in one process
(`xdist_group`) so that a parallel run builds once; the suite starts them first (tests/conftest.py).
Skipped without PyInstaller, except where $ARIGATO_BUILD is `required` (CI, .ci/run): there a
missing PyInstaller fails. Builds go to a temporary folder, never to the checkout's build/ and dist/."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from game.core import registry

if os.environ.get("ARIGATO_BUILD") == "required":
    import PyInstaller  # noqa: F401 - CI installs the build extra: without it, this module fails
else:
    pytest.importorskip("PyInstaller", reason="PyInstaller is not installed (pip install -e '.[build]')")

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("executable")]

REPO = Path(__file__).resolve().parents[2]
NAME = "arigato-daitoshi"
EXE = NAME + (".exe" if sys.platform == "win32" else "")
VERSION = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def build(out: Path, *spec_args: str) -> None:
    cmd = [sys.executable, "-m", "PyInstaller", str(REPO / "build.spec"), "--noconfirm",
           "--distpath", str(out / "dist"), "--workpath", str(out / "work")]
    if spec_args:
        cmd += ["--", *spec_args]
    done = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-4000:]


@pytest.fixture(scope="module")
def builds(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("pyinstaller")
    build(out)
    build(out, "--onedir")  # the same work folder: the analysis of the first build is reused
    return out / "dist"


def run(exe: Path, *args: str, home: Path, timeout: float = 300) -> subprocess.CompletedProcess:
    env = dict(os.environ, **HEADLESS, XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "config"))
    env.pop("ARIGATO_EXIT_AFTER_FIRST_FRAME", None)
    return subprocess.run([str(exe), *args], capture_output=True, text=True, env=env,
                          timeout=timeout, cwd=home)


def test_one_file_runs_the_smoke_run_and_writes_every_screenshot(builds, tmp_path):
    exe = builds / EXE
    assert exe.is_file()
    shots = tmp_path / "shots"
    done = run(exe, "--smoke", str(shots), home=tmp_path)
    assert done.returncode == 0, done.stderr[-4000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["games"] == registry.available()  # every game's rules and levels/ are inside
    assert "menu.png" in report["screens"] and "rules.png" in report["screens"]
    for name in report["screens"]:
        png = shots / name
        assert png.is_file() and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", name
    assert not (tmp_path / "data" / NAME / "logs").exists()


def test_one_file_answers_version_and_help(builds, tmp_path):
    exe = builds / EXE
    version = run(exe, "--version", home=tmp_path)
    assert version.returncode == 0 and version.stdout.strip() == f"{NAME} {VERSION}"
    helped = run(exe, "--help", home=tmp_path)
    assert helped.returncode == 0, helped.stderr
    assert helped.stdout.startswith(f"usage: {EXE}")
    assert "--smoke" in helped.stdout and "simulate" in helped.stdout


def test_one_file_draws_its_first_menu_frame(builds, tmp_path):
    from game.tools.startup import time_to_marker
    assert time_to_marker([str(builds / EXE)]) > 0  # raises if it ends without drawing a frame


def test_one_folder_build_has_the_data_beside_it(builds, tmp_path):
    folder = builds / f"{NAME}-{VERSION}"
    version = run(folder / EXE, "--version", home=tmp_path)
    assert version.returncode == 0 and version.stdout.strip() == f"{NAME} {VERSION}"
    assert list(folder.rglob("levels/arigato/cards.toml"))
    assert list(folder.rglob("assets/fonts/LICENSE-*"))


def test_damaged_data_inside_the_bundle_ends_with_a_message_and_a_log(builds, tmp_path):
    folder = tmp_path / "copy"
    shutil.copytree(builds / f"{NAME}-{VERSION}", folder, symlinks=True)
    [cards] = folder.rglob("levels/arigato/cards.toml")
    cards.write_text("[[[ not toml\n", encoding="utf-8")
    done = run(folder / EXE, home=tmp_path, timeout=120)
    assert done.returncode == 1
    assert "A data file of the game is missing or damaged" in done.stderr
    assert "cards.toml" in done.stderr
    [log] = (tmp_path / "data" / NAME / "logs").glob("crash-*.log")
    text = log.read_text(encoding="utf-8")
    assert "frozen: True" in text and "Traceback" in text
