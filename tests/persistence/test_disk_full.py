"""A disk that fills up mid-game (a file size limit, RLIMIT_FSIZE): the save fails, the table says
so at once and the pause screen never claims the game is saved; the file on disk keeps the last
good save; once there is room again the next move saves everything. In a child process, so the
limit never touches the test runner."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

resource = pytest.importorskip("resource")

CHILD = r'''
import json, resource, signal, sys
from pathlib import Path
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)   # a write past the limit fails with EFBIG instead
from game.core import registry
from game.input.session import SeatConfig
from game.ui.app import App
from game.ui.scenes.pause import PauseScene

folder = Path(sys.argv[1])
app = App(size=(1280, 720), settings_path=folder / "settings.json", saves_dir=folder / "saves")
app.settings.anim_speed = 0.0
app.start_new_game(registry.spec("arigato"), [SeatConfig("Aiko", 0, "human")], {}, 4)
table = app.stack.top
for _ in range(100):   # its first picture comes a slice a frame (game/ui/CLIENT.md)
    app.frame(1 / 60)
    if table.curtain is None:
        break
session = table.session
path = app.saves.path(session.save_slot)
session.flush_saves()
out = {"first_save": session.save_error is None and path.exists()}

def move():
    seat = session.active_seat()
    return table.submit(session.legal_actions(seat)[0])

soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
resource.setrlimit(resource.RLIMIT_FSIZE, (path.stat().st_size, hard))    # the disk is full
out["refused"] = move()
session.flush_saves()          # the save is written off the frame: its outcome is known once done
app.frame(1 / 60)
x, y = table.SAVE_WARNING_AT
out["save_error"] = session.save_error
out["banner_pixel"] = list(app.screen.get_at(app.theme.pt(x, y - 6)))[:3]
out["moves_played"] = len(session.state.history)
out["moves_on_disk"] = len(json.loads(path.read_text())["actions"])
app.push_scene(PauseScene(app))
app.frame(1 / 60)
out["pause_line"] = app.stack.top.save_line()
app.pop_scene()
resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))                   # room again
move()
session.flush_saves()
app.frame(1 / 60)
out["after_error"] = session.save_error
out["after_played"] = len(session.state.history)
out["after_on_disk"] = len(json.loads(path.read_text())["actions"])
app.close()
print(json.dumps(out))
'''


def test_a_full_disk_is_shown_at_once_and_never_called_saved(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    root = Path(__file__).resolve().parents[2]
    run = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path)], cwd=root, env=env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out["first_save"] and out["refused"] is None          # the move itself was played
    assert out["save_error"]                                     # "File too large" or the like
    assert out["banner_pixel"] == [196, 58, 44]                  # the table's red banner, at once
    assert out["moves_on_disk"] == out["moves_played"] - 1       # the last good save is intact
    text, failed = out["pause_line"]
    assert failed and out["save_error"] in text
    assert out["after_error"] is None and out["after_on_disk"] == out["after_played"]
