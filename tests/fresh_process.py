"""A script of the client run in a Python process of its own (what a process imports, freezes
or settles once is seen only from its start): the dummy drivers, the player's folders in the
test's, this tree first on the path; what it printed last, read as JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BOUND_S = 120     # a bound on a hang, however busy the machine: not a measure


def run_fresh(script: str, folder: Path):
    """`script` run with `folder` as its argument; its last line of output, as JSON."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(REPO),
               XDG_DATA_HOME=str(folder / "data"), XDG_CONFIG_HOME=str(folder / "config"))
    out = subprocess.run([sys.executable, "-c", script, str(folder)], capture_output=True, text=True,
                         cwd=REPO, env=env, timeout=BOUND_S)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])
