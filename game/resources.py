"""Where the program's data lives, from source and from a PyInstaller bundle alike.

Every read of `levels/` or `assets/` goes through `resource_path`, so a bundled build finds its
data beside the unpacked code (`sys._MEIPASS`) and a source checkout finds it at the repo root.
"""

from __future__ import annotations

import sys
from pathlib import Path

# The source checkout's root, found once: `Path.resolve` reads the file system (a realpath), and a
# font opened in a frame paid for it there (bench --frames stacks: game/tools/MEASUREMENTS.md).
_SOURCE_ROOT = Path(__file__).resolve().parent.parent


def root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return _SOURCE_ROOT


def resource_path(*parts: str) -> Path:
    return root().joinpath(*parts)
