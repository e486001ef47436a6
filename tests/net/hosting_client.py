"""A client that hosts a game and plays its seat, in a process of its own, for a test to kill with
no warning (tests/net/test_net_client_hosted_kill.py): Play online → Host a game driven as a
player would (two seats: the host's and a friend online's), its page's Start once the friend has
joined, then the host's seat played at the table by a random choice among its legal moves, the
move going through the table's own `submit` as the smoke run's does. It prints one JSON line
when hosting (`port`, `code`), one when its table opens, and plays on until it is killed (or a
bound passes).

    python tests/net/hosting_client.py HOME
"""

import json
import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))      # tests/: the pilot

from game.core.daitoshi import SPEC  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.tables.base import TableScene  # noqa: E402
from ui_pilot import Pilot  # noqa: E402

LOOPBACK = "127.0.0.1"
BOUND = 240.0          # seconds: a process the test forgot stops by itself


def main(home: Path) -> int:
    app = App(size=(1280, 720), settings_path=home / "settings.json", saves_dir=home / "saves",
              games=[SPEC])
    app.settings.anim_speed = 0.0
    app.online_bind = LOOPBACK
    app.open_menu()
    pilot = Pilot(app)
    pilot.frames(1)
    pilot.click("online")
    pilot.click("host")
    pilot.step_to("players", 2)
    pilot.step_to("kind1", "remote")
    pilot.click("play")
    assert app.stack.top.name == "hosting", getattr(app.stack.top, "message", "")
    print(json.dumps({"port": app.hosting.port, "code": app.hosting.code}), flush=True)
    deadline = time.monotonic() + BOUND
    while not app.stack.top.widget("start").enabled:     # the friend joins
        assert time.monotonic() < deadline, "no friend came"
        pilot.frames(1)
        time.sleep(0.005)
    pilot.click("start")
    while not isinstance(app.stack.top, TableScene):
        assert time.monotonic() < deadline, "the table never opened"
        pilot.frames(1)
        time.sleep(0.005)
    table, rng = app.stack.top, random.Random(3)
    print(json.dumps({"table": True}), flush=True)
    while time.monotonic() < deadline and app.stack.top is table:
        pilot.frames(1)
        session = table.session
        legal = session.legal_actions(session.seat)
        if table.my_turn() and legal and not session.is_over():
            table.submit(rng.choice(legal))
        time.sleep(0.005)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
