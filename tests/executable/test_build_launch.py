"""A start that goes wrong ends with a message and a log file, never silently (game/launch.py),
and the client announces its first menu frame for `bench --startup`.

The broken-data runs are real starts of `python -m game` in a subprocess, with the program's
data root pointed at a damaged copy of levels/ and assets/ (exactly what a damaged bundle looks
like to game/resources.py) and the user data folder in a temporary place."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import launch
from game.persistence import logs
from game.tools import startup

REPO = Path(__file__).resolve().parents[2]

START_FROM = """
import sys
from pathlib import Path
import game.resources
game.resources.root = lambda: Path(sys.argv[1])
from game.cli import main
raise SystemExit(main([]))
"""


def data_copy(tmp_path: Path) -> Path:
    root = tmp_path / "bundle"
    shutil.copytree(REPO / "levels", root / "levels")
    shutil.copytree(REPO / "assets", root / "assets")
    return root


def start(root: Path, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               ARIGATO_EXIT_AFTER_FIRST_FRAME="1")
    return subprocess.run([sys.executable, "-c", START_FROM, str(root)], capture_output=True,
                          text=True, cwd=REPO, env=env, timeout=120)


def crash_logs(home: Path) -> list[Path]:
    return sorted((home / "data" / "arigato-daitoshi" / "logs").glob("crash-*.log"))


def test_an_intact_copy_starts_and_draws_the_menu(tmp_path):
    out = start(data_copy(tmp_path), tmp_path)
    assert out.returncode == 0, out.stderr
    assert "ARIGATO_FIRST_FRAME" in out.stdout
    assert crash_logs(tmp_path) == []


def test_a_damaged_levels_file_ends_with_a_message_and_a_log(tmp_path):
    root = data_copy(tmp_path)
    cards = root / "levels" / "arigato" / "cards.toml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text[: len(text) // 2] + "\n[[[ not toml", encoding="utf-8")
    out = start(root, tmp_path)
    assert out.returncode == launch.EXIT_CRASH
    assert "ARIGATO_FIRST_FRAME" not in out.stdout
    assert "A data file of the game is missing or damaged" in out.stderr
    assert "cards.toml" in out.stderr
    [log] = crash_logs(tmp_path)
    assert str(log) in out.stderr
    text = log.read_text(encoding="utf-8")
    assert "Traceback" in text and "cards.toml" in text and str(root) in text


def stopped_naming(out: subprocess.CompletedProcess, home: Path, name: str) -> None:
    """The start ended with the data message, naming `name`, and left one crash log."""
    assert out.returncode == launch.EXIT_CRASH
    assert "missing or damaged" in out.stderr and name in out.stderr
    assert len(crash_logs(home)) == 1


def test_a_missing_levels_file_ends_with_a_message_and_a_log(tmp_path):
    root = data_copy(tmp_path)
    (root / "levels" / "daitoshi" / "board.toml").unlink()
    stopped_naming(start(root, tmp_path), tmp_path, "board.toml")


def test_a_missing_font_ends_with_a_message_and_a_log(tmp_path):
    root = data_copy(tmp_path)
    for font in (root / "assets" / "fonts").glob("*.ttf"):
        font.unlink()
    stopped_naming(start(root, tmp_path), tmp_path, ".ttf")


def test_a_missing_folder_is_named(tmp_path):
    root = data_copy(tmp_path)
    shutil.rmtree(root / "levels")
    out = start(root, tmp_path)
    assert out.returncode == launch.EXIT_CRASH
    assert "the folder levels is missing" in out.stderr


def test_an_unexpected_error_is_reported_too(tmp_path, monkeypatch):
    monkeypatch.setattr(logs, "log_dir", lambda: tmp_path / "logs")
    monkeypatch.setattr(launch, "check_data", lambda: None)
    import game.ui.app

    def broken(smoke_dir=None):
        raise RuntimeError("the window would not open")

    monkeypatch.setattr(game.ui.app, "run_client", broken)
    assert launch.launch_client() == launch.EXIT_CRASH
    [log] = (tmp_path / "logs").glob("crash-*.log")
    assert "the window would not open" in log.read_text(encoding="utf-8")
    assert "unexpected error" in launch.describe(RuntimeError("x"))


def test_old_crash_logs_are_pruned(tmp_path, monkeypatch):
    monkeypatch.setattr(logs, "log_dir", lambda: tmp_path)
    for i in range(logs.KEEP_LOGS + 3):
        (tmp_path / f"crash-20000101-0000{i:02d}-000000.log").write_text("old")
    newest = logs.write_log(RuntimeError("now"))
    kept = sorted(tmp_path.glob("crash-*.log"))
    assert len(kept) == logs.KEEP_LOGS and kept[-1] == newest
    assert not (tmp_path / "crash-20000101-000000-000000.log").exists()


def test_no_modal_window_when_headless(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert launch.show_message("nobody would click OK") is False


def test_the_shipped_data_passes_the_check():
    launch.check_data()


def wait_for_window(title: str, env: dict, timeout: float = 60.0) -> str:
    """The id of the first top-level window whose title holds `title` (xdotool's --name search
    misses SDL's UTF-8 titles, so read xwininfo's list)."""
    import time
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        tree = subprocess.run(["xwininfo", "-root", "-children"], env=env, capture_output=True,
                              text=True).stdout
        for line in tree.splitlines():
            if title in line:
                return line.split()[0]
        time.sleep(0.2)
    raise AssertionError(f"no window titled {title!r} appeared")


@contextlib.contextmanager
def x_display(tmp_path, size: str):
    """A real X display (Xvfb picks a free one and says which) and the environment a client opens
    its window on there, its files kept under `tmp_path`; the display is gone after."""
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", f"{size}x24",
                             "-nolisten", "tcp"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        display = ":" + xvfb.stdout.readline().strip()
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
        env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", XDG_DATA_HOME=str(tmp_path / "data"),
                   XDG_CONFIG_HOME=str(tmp_path / "config"))
        yield env
    finally:
        xvfb.kill()
        xvfb.wait()


@pytest.mark.skipif(not all(shutil.which(t) for t in ("Xvfb", "xdotool", "xwininfo")),
                    reason="needs Xvfb, xdotool and xwininfo for a real window")
@pytest.mark.slow
def test_the_message_is_a_real_window(tmp_path):
    """On a real X display the message is a window the player closes with Return."""
    with x_display(tmp_path, "1280x800") as env:
        root = data_copy(tmp_path)
        shutil.rmtree(root / "levels")
        proc = subprocess.Popen([sys.executable, "-c", START_FROM, str(root)], cwd=REPO, env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        wid = wait_for_window("Daitoshi", env)
        assert proc.poll() is None, "the program must wait for the player to read the message"
        subprocess.run(["xdotool", "key", "--window", wid, "Return"], env=env, timeout=10)
        _, err = proc.communicate(timeout=30)
        assert proc.returncode == launch.EXIT_CRASH
        assert "the folder levels is missing" in err


@pytest.mark.skipif(not all(shutil.which(t) for t in ("Xvfb", "xprop", "xwininfo")),
                    reason="needs Xvfb, xprop and xwininfo for a real window")
@pytest.mark.slow
def test_the_window_has_its_title_and_icon(tmp_path):
    with x_display(tmp_path, "1920x1080") as env:
        client = subprocess.Popen([sys.executable, "-m", "game"], cwd=REPO, env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wid = wait_for_window(launch.TITLE, env)
            import time
            for _ in range(50):  # the icon may land a moment after the window is mapped
                # -len 8: only the icon's size (xprop prints nothing for a long property otherwise)
                icon = subprocess.run(["xprop", "-id", wid, "-len", "8", "_NET_WM_ICON"], env=env,
                                      capture_output=True, text=True, timeout=30).stdout
                if "Icon (" in icon:
                    break
                time.sleep(0.2)
            props = subprocess.run(["xprop", "-id", wid, "WM_NAME", "WM_CLASS"], env=env,
                                   capture_output=True, text=True, timeout=30).stdout
            assert f'"{launch.TITLE}"' in props
            assert "Icon (256 x 256)" in icon  # ours: pygame's default icon is 32 x 32
            assert '"arigato-daitoshi"' in props  # the .desktop file's StartupWMClass
        finally:
            client.kill()
            client.wait()


def test_the_client_announces_its_first_frame():
    seconds = startup.time_to_marker([sys.executable, "-m", "game"])
    assert 0 < seconds < 60


@pytest.mark.skipif(os.name != "posix", reason="the stand-in executable is a shell script")
def test_bench_startup_puts_source_and_executable_side_by_side(tmp_path):
    fake = tmp_path / "arigato-daitoshi"  # a stand-in build: answers at once, like a fast one
    fake.write_text('#!/bin/sh\n[ "$1" = --version ] && exit 0\necho ARIGATO_FIRST_FRAME\n')
    fake.chmod(0o755)
    result = startup.bench_startup(runs=2, executable=fake)
    for key in ("source", "executable"):
        assert len(result[key]["first_frame"]["samples_s"]) == 2
        assert result[key]["first_frame"]["median_s"] > 0
        assert result[key]["version_only"]["median_s"] > 0
        assert len(result[key]["first_frame_cpu"]["samples_s"]) == 2
    assert result["source"]["first_frame_cpu"]["median_s"] > 0       # Python's start is not free
    assert result["executable_over_source_cpu"] < 1                   # a shell script's is nearly
    assert result["executable"]["first_frame"]["median_s"] < result["source"]["first_frame"]["median_s"]
    assert result["executable_under_aim"] is True
    assert result["executable_minus_source_s"] < 0


def test_bench_startup_without_a_build_says_how_to_make_one(monkeypatch):
    monkeypatch.setattr(startup, "find_executable", lambda: None)
    result = startup.bench_startup(runs=1)
    assert "pyinstaller build.spec" in result["executable"]["missing"]
    assert result["source"]["first_frame"]["median_s"] > 0


def test_a_client_that_never_draws_is_an_error(tmp_path):
    with pytest.raises(RuntimeError, match="without drawing a menu frame"):
        startup.time_to_marker([sys.executable, "-c", "print('hello')"])


@pytest.mark.parametrize("damage, named", [
    (("levels", "daitoshi", "mayor.toml"), "mayor.toml"),        # read only by solo games
    (("levels", "daitoshi", "advisors.toml"), "advisors.toml"),
    (("assets", "rules", "daitoshi.fr.md"), "daitoshi.fr.md"),   # read only by the Rules screen
    (("assets", "fonts", "NotoSerif-Bold.ttf"), "NotoSerif-Bold.ttf"),
])
def test_the_start_checks_every_mode_every_rules_text_and_font_and_names_the_file(tmp_path, damage, named):
    root = data_copy(tmp_path)
    path = root.joinpath(*damage)
    data = path.read_bytes()
    if path.suffix == ".toml":
        data = data.replace(b"district = 0", b"district = 9", 1).replace(b'text = "', b'texte = "', 1)
    elif path.suffix == ".md":
        data = data[:200] + b"\xff\xfe" + data[200:]
    else:
        data = b"not a font" * 100
    path.write_bytes(data)
    out = start(root, tmp_path)
    assert out.returncode == launch.EXIT_CRASH, out.stdout
    assert "missing or damaged" in out.stderr and named in out.stderr
    assert len(crash_logs(tmp_path)) == 1


def test_the_files_that_once_stopped_the_client_no_longer_do(tmp_path):
    saves = tmp_path / "data" / "arigato-daitoshi" / "saves"
    saves.mkdir(parents=True)
    (saves / "autosave.json").write_text('{"version": 1, "game": "arigato", "seats": 0, "options": {}, '
                                         '"seed": 1, "actions": null}')
    (saves / "game-deep.json").write_bytes(b"[" * 200_000 + b"]" * 200_000)
    os.mkfifo(saves / "records.jsonl")
    config = tmp_path / "config" / "arigato-daitoshi"
    config.mkdir(parents=True)
    (config / "settings.json").write_bytes(b"{" * 200_000)
    out = start(data_copy(tmp_path), tmp_path)
    assert out.returncode == 0, out.stderr
    assert "ARIGATO_FIRST_FRAME" in out.stdout and crash_logs(tmp_path) == []
    assert {p.name.split(".bad-")[0] for p in saves.glob("*.bad-*")} == \
        {"autosave.json", "game-deep.json", "records.jsonl"}
    assert [p.name.split(".bad-")[0] for p in config.glob("*.bad-*")] == ["settings.json"]
