"""A real window under Xvfb, driven by xdotool like a person with a mouse. Skips where Xvfb or
xdotool is not installed (on Debian or Ubuntu: `apt-get install xvfb xdotool`)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NEEDED = ("Xvfb", "xdotool")
BOUND = 60    # seconds: a bound on a hang, however busy the machine, never a timed check

SCRIPT = r"""
import sys, json, pathlib
from game.ui.app import App
app = App(size=(1280, 720), settings_path=pathlib.Path(sys.argv[1]) / "s.json",
          saves_dir=pathlib.Path(sys.argv[1]) / "saves")
app.open_menu()
app.frame(1 / 60)
at = {wid: app.theme.rect(*app.stack.top.widget(wid).rect).center for wid in ("settings", "quit")}
(pathlib.Path(sys.argv[1]) / "at.part").write_text(json.dumps(at))   # the buttons, in window pixels
(pathlib.Path(sys.argv[1]) / "at.part").rename(pathlib.Path(sys.argv[1]) / "at.json")
seen = []
while app.running:
    app.frame(1 / 60)
    app.clock.tick(60)
    name = app.stack.top.name
    if not seen or seen[-1] != name:
        seen.append(name)
        print(name, flush=True)
        (pathlib.Path(sys.argv[1]) / "seen.part").write_text(json.dumps(seen))   # what the test waits on
        (pathlib.Path(sys.argv[1]) / "seen.part").rename(pathlib.Path(sys.argv[1]) / "seen.json")
app.close()
"""


@pytest.mark.skipif(any(shutil.which(p) is None for p in NEEDED), reason="needs Xvfb and xdotool")
def test_real_window_clicks_through_menu_and_settings(tmp_path):
    # -displayfd: the server picks a free display (other test runs may share this machine) and
    # writes its number once it is ready to accept clients.
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x720x24",
                             "-nolisten", "tcp"], pass_fds=(write_fd,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    with os.fdopen(read_fd) as ready:
        display = ":" + ready.readline().strip()
    env = dict(os.environ, DISPLAY=display, SDL_VIDEO_X11_WMCLASS="arigato-test", PYTHONPATH=str(ROOT),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("SDL_VIDEODRIVER", None)
    env["SDL_AUDIODRIVER"] = "dummy"
    client = None
    try:
        client = subprocess.Popen([sys.executable, "-c", SCRIPT, str(tmp_path)], env=env, cwd=tmp_path,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        # --onlyvisible: found once the window is mapped, so a click from now on reaches it
        wid = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--class", "arigato-test"],
                             env=env, capture_output=True, text=True, timeout=BOUND).stdout.split()[0]

        def read(name):
            """The client's file `name` once it is there (a bound on a hang, not a timed check)."""
            deadline = time.monotonic() + BOUND
            while not (tmp_path / name).exists() and client.poll() is None and time.monotonic() < deadline:
                time.sleep(0.05)
            return json.loads((tmp_path / name).read_text())

        def seen_until(screens):
            """Wait until the client has shown `screens`: each event is taken before the next is sent."""
            deadline = time.monotonic() + BOUND
            while read("seen.json") != screens and client.poll() is None and time.monotonic() < deadline:
                time.sleep(0.05)
            assert read("seen.json") == screens

        def click(x, y):
            subprocess.run(["xdotool", "mousemove", "--window", wid, str(x), str(y), "click", "1"], env=env,
                           check=True, timeout=BOUND)

        at = read("at.json")
        seen_until(["menu"])
        click(*at["settings"])
        seen_until(["menu", "settings"])
        click(*at["settings"])  # the same spot on the settings screen is empty panel: nothing happens
        subprocess.run(["xdotool", "key", "--window", wid, "Escape"], env=env, check=True, timeout=BOUND)
        # the events are taken in order: the click above was taken on the settings screen before
        # the Escape, so a click that did something would show in the screens seen
        seen_until(["menu", "settings", "menu"])
        click(*at["quit"])
        out, err = client.communicate(timeout=BOUND)
        assert client.returncode == 0, err[-2000:]
        assert out.split() == ["menu", "settings", "menu"]
    finally:
        if client and client.poll() is None:
            client.kill()
        xvfb.terminate()
        xvfb.wait(5)
