"""A client that hosts a game and plays its seat, in a process of its own, for a test to kill with
no warning (tests/net/test_net_client_hosted_kill.py): Play online → Host a game driven as a
player would (two seats: the host's and a friend online's), its page's Start once the friend has
joined, then the host's seat played at the table by a random choice among its legal moves, the
move going through the table's own `submit` as the smoke run's does. It prints one JSON line
when hosting (`port`, `code`, `fingerprint`), one when its table opens, and plays on until it is killed (or a
bound passes).

    python tests/net/hosting_client.py HOME
"""

import json
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))      # tests/: the pilot

from game.core.daitoshi import SPEC  # noqa: E402
from net_helpers import (client_app, host_for_a_friend, play_own_seat,  # noqa: E402
                         start_once_joined)
from ui_pilot import Pilot  # noqa: E402

BOUND = 240.0          # seconds: a process the test forgot stops by itself


def main(home: Path) -> int:
    app = client_app(home, [SPEC])
    pilot = Pilot(app)
    host_for_a_friend(pilot)
    print(json.dumps({"port": app.hosting.port, "code": app.hosting.code,
                      "fingerprint": app.hosting.fingerprint}), flush=True)
    table = start_once_joined(pilot, BOUND)
    print(json.dumps({"table": True}), flush=True)
    play_own_seat(pilot, table, random.Random(3), BOUND)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
