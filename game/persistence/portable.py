"""What differs between the systems the program ships for (Linux, Windows, macOS) where the
player's files are concerned (game/PACKAGING.md, "Every system"):

- a file name valid on all three: Windows refuses `< > : " / \\ | ? *` and control characters,
  a name ending in a dot or a space, and its reserved device names (CON, PRN, AUX, NUL, COM1-9,
  LPT1-9, with or without an extension), in any case;
- a rename over a file that another program holds open (a virus scanner, the search indexer, a
  second copy of the game reading it) fails on Windows for a moment, where POSIX renames at once:
  `replace` tries again for a short, bounded while before it gives up.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

FORBIDDEN = set('<>:"/\\|?*')
RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{n}" for n in range(1, 10)),
            *(f"LPT{n}" for n in range(1, 10))}
LONGEST = 255                 # characters in one name, on every file system we meet
REPLACE_TRIES = 8             # a held file is let go within milliseconds as a rule
REPLACE_WAIT = 0.01           # seconds before the first retry, doubled each time (1.27 s in all)
# Only Windows holds files so: elsewhere a PermissionError is the folder's own, and waiting for it
# would only put off the player's notice (the tests set it to play Windows here)
HELD_FILES = os.name == "nt"


def name_fault(name: str) -> str | None:
    """Why `name` (one file name, no folders) is not a valid file name on every system, or None."""
    if not name or name in (".", ".."):
        return "empty"
    if len(name) > LONGEST:
        return "too long"
    bad = sorted({c for c in name if c in FORBIDDEN or ord(c) < 32})
    if bad:
        return "holds " + " ".join(repr(c) for c in bad)
    if name[-1] in ". ":
        return "ends in a dot or a space"
    if name.split(".")[0].rstrip(" ").upper() in RESERVED:
        return "a name Windows keeps for a device"
    return None


def portable(path: Path) -> Path:
    """`path`, when its last part is a name every system takes; ValueError otherwise."""
    fault = name_fault(Path(path).name)
    if fault is not None:
        raise ValueError(f"{Path(path).name!r} is not a file name every system takes: {fault}")
    return Path(path)


def replace(source: Path, target: Path) -> None:
    """os.replace, tried again while the system says another program holds a file open
    (PermissionError, which Windows raises then); the last error is raised when it goes on."""
    delay = REPLACE_WAIT
    tries = REPLACE_TRIES if HELD_FILES else 1
    for attempt in range(tries):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt == tries - 1:
                raise
            time.sleep(delay)
            delay *= 2
