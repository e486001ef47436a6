"""Which code a figure was measured on: the commit checked out in a tree, and whether its tracked
files differ from it. Benches and studies put it beside their figures (game/tools/MEASUREMENTS.md)."""

from __future__ import annotations

import subprocess
from pathlib import Path


def described(tree: Path, short: bool = False) -> str | None:
    """`tree`'s commit, with " + changes" when a tracked file differs from it; None where `tree`
    is no git checkout (the executable), so the figure says so by its absence."""
    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=tree, check=True, capture_output=True,
                              text=True).stdout.strip()
    try:
        head = git("rev-parse", *(["--short"] if short else []), "HEAD")
        dirty = git("status", "--porcelain", "--untracked-files=no")
    except (OSError, subprocess.CalledProcessError):
        return None
    return head + (" + changes" if dirty else "")
