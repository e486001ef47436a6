"""The program's own log files: the whole story of a crash (`crash-*.log`) or of a move the rules
could not finish (`move-*.log`), one file each in the logs folder beside the player's data
(platformdirs), the newest `KEEP_LOGS` of each kind kept.

It lives with the player's files, below the client, so that both the start of the program
(game/launch.py) and a table (game/ui/tables/base.py) write their logs here.
"""

from __future__ import annotations

import datetime
import platform
import sys
import traceback
from pathlib import Path

import platformdirs

from game import TITLE, __version__
from game.persistence.settings import APP_NAME
from game.resources import root

KEEP_LOGS = 20  # the newest logs of each kind kept; older ones go when a new one is written


def log_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / "logs"


def write_log(exc: BaseException, kind: str = "crash") -> Path | None:
    """The whole story of `exc` in a new file of the logs folder (`<kind>-<time>.log`); None
    when it cannot be written (a log is never worth a second failure)."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S-%f")  # sorts by time
    lines = [
        f"{TITLE} {__version__}: {kind} at {datetime.datetime.now().isoformat(timespec='seconds')}",
        f"python {sys.version.split()[0]} on {platform.platform()}",
        f"frozen: {bool(getattr(sys, 'frozen', False))}; data folder: {root()}",
        f"argv: {sys.argv}",
        "",
        "".join(traceback.format_exception(exc)),
    ]
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{kind}-{stamp}.log"
        path.write_text("\n".join(lines), encoding="utf-8")
        for old in sorted(folder.glob(f"{kind}-*.log"))[:-KEEP_LOGS]:
            old.unlink(missing_ok=True)
        return path
    except OSError:
        return None
