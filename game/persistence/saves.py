"""Saved games: the setup plus the action list, as versioned JSON (DESIGN.md: a game is fully
determined by its setup, seed and actions). Loading replays the actions through the rules, so a
save can never hold a state the rules would not have produced.

The client keeps one autosave, written after every action and removed when the game ends;
"Continue" resumes it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import platformdirs

from game.persistence.settings import APP_NAME

SAVE_VERSION = 1
AUTOSAVE = "autosave.json"


def default_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / "saves"


class SaveStore:
    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory else default_dir()

    @property
    def autosave_path(self) -> Path:
        return self.directory / AUTOSAVE

    def write_autosave(self, data: dict) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        tmp = self.autosave_path.with_suffix(".tmp")
        tmp.write_text(json.dumps({"version": SAVE_VERSION, **data}), encoding="utf-8")
        os.replace(tmp, self.autosave_path)

    def read_autosave(self) -> dict | None:
        """The autosave's data, or None when there is none or it is not a save we can read."""
        try:
            raw = json.loads(self.autosave_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(raw, dict) or raw.get("version") != SAVE_VERSION:
            return None
        needed = {"game", "seats", "options", "seed", "actions"}
        if not needed <= raw.keys():
            return None
        return raw

    def has_autosave(self) -> bool:
        return self.read_autosave() is not None

    def clear_autosave(self) -> None:
        try:
            self.autosave_path.unlink()
        except FileNotFoundError:
            pass
