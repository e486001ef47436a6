"""Where no sound device answers, the console is not filled with the audio library's complaints:
the client plays silently and says so once, in one line (game/ui/sound.py). Nor is a pygame
whose mixer did not load (SDL_mixer's libraries need the system's C++ runtime, which build.spec
leaves out of the Linux executable): silence, not a crash."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from game.ui.sound import NO_DEVICE

REPO = Path(__file__).resolve().parents[2]
TWO_WINDOWS = """
import sys, tempfile
from pathlib import Path
from game.ui.app import App
home = Path(tempfile.mkdtemp())
for last in (False, True):
    App(size=(640, 360), settings_path=home / "s.json", saves_dir=home / "saves").close(last=last)
print("opened")
"""


# pygame.mixer made unimportable before pygame is: pygame then puts a MissingModule in its place,
# as it does when the mixer's libraries fail to load
NO_MIXER = "import sys; sys.modules['pygame.mixer'] = None\n"


def started(audio: str, before: str = "") -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": audio,
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.run([sys.executable, "-c", before + TWO_WINDOWS], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)


def test_a_machine_without_sound_is_said_once_and_quietly():
    done = started("alsa")          # the real driver: on this machine, no card answers it
    assert done.returncode == 0 and "opened" in done.stdout, done.stderr
    assert "ALSA lib" not in done.stderr
    assert done.stderr.count(NO_DEVICE) <= 1
    assert [line for line in done.stderr.splitlines() if line and line != NO_DEVICE] == []


def test_no_sound_asked_for_is_no_word():
    done = started("dummy")
    assert done.returncode == 0 and done.stderr == ""


def test_a_pygame_without_its_mixer_plays_silently():
    done = started("dummy", before=NO_MIXER)
    assert done.returncode == 0 and "opened" in done.stdout, done.stderr
    assert "use mixer" in done.stderr           # pygame's own warning: the mixer was missing
