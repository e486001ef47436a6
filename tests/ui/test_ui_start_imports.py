"""The client's start imports only what its first menu frame needs: network play, the game
review and the AI's hint are imported when first used (game/tools/MEASUREMENTS.md, "Start-up
and the executable"). Checked in a fresh interpreter, as a player's start is: the modules loaded
once the first menu frame is drawn."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from fresh_process import run_fresh

REPO = Path(__file__).resolve().parents[2]

# the client's own start (launch.py: the data check, then the App and its menu), one frame drawn
FIRST_MENU_FRAME = """
import json, sys
from game import launch
from game.ui.app import App
launch.check_data()
app = App(settings_path=sys.argv[1] + "/settings.json", saves_dir=sys.argv[1] + "/saves")
app.write_pending_records()
app.open_menu()
app.frame(1 / 60)
assert type(app.stack.top).__name__ == "MenuScene", app.stack.top
print(json.dumps(sorted(sys.modules)))
"""

# what the menu has no use for: each is imported by the scene or the command that uses it
NOT_AT_START = ("game.net", "game.ai.review", "game.ai.review_data", "game.ai.hint",
                "game.ai.appraise", "game.ui.review", "asyncio", "websockets", "zeroconf")


def loaded_by_first_menu_frame(tmp_path: Path) -> list[str]:
    return run_fresh(FIRST_MENU_FRAME, tmp_path)


def test_the_first_menu_frame_imports_no_network_review_or_hint(tmp_path):
    loaded = loaded_by_first_menu_frame(tmp_path)
    assert "game.ui.scenes.menu" in loaded and "pygame" in loaded   # the menu was built here
    early = [m for m in loaded if any(m == name or m.startswith(name + ".") for name in NOT_AT_START)]
    assert early == []


def test_the_command_line_builds_its_parser_without_the_network():
    """`python -m game` builds every command's parser before it opens the client: the `host`
    and `join` arguments come without game.net."""
    code = ("import sys; from game.cli import _parser; p = _parser(None); "
            "p.parse_args(['host', '--players', '3']); "
            "print(sorted(m for m in sys.modules if m.startswith('game.net') or m == 'asyncio'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO,
                         env=dict(os.environ, PYTHONPATH=str(REPO)), timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
