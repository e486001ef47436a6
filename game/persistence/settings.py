"""The player's settings: one versioned JSON file in the platform's user config folder.

A missing, unreadable or foreign file never stops the program: every field falls back to its
default on its own, so one bad value does not cost the others.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path

import platformdirs

APP_NAME = "arigato-daitoshi"
SETTINGS_VERSION = 1

ANIM_SPEEDS = (0.0, 0.5, 1.0, 2.0, 3.0)  # 0 means "off": every animation is skipped
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
LANGUAGES = ("en", "fr")


@dataclass
class Settings:
    fullscreen: bool = False
    window_width: int = 1280
    window_height: int = 720
    anim_speed: float = 1.0
    volume: int = 70  # percent
    language: str = "en"
    colour_blind: bool = False

    @property
    def window_size(self) -> tuple[int, int]:
        return (self.window_width, self.window_height)

    def validated(self) -> "Settings":
        """A copy with every out-of-range value replaced by its default."""
        d = Settings()
        ok = Settings(**asdict(self))
        if not isinstance(ok.fullscreen, bool):
            ok.fullscreen = d.fullscreen
        if not isinstance(ok.colour_blind, bool):
            ok.colour_blind = d.colour_blind
        if ok.anim_speed not in ANIM_SPEEDS:
            ok.anim_speed = d.anim_speed
        if not (isinstance(ok.volume, int) and 0 <= ok.volume <= 100):
            ok.volume = d.volume
        if ok.language not in LANGUAGES:
            ok.language = d.language
        if not (isinstance(ok.window_width, int) and isinstance(ok.window_height, int)
                and 640 <= ok.window_width <= 7680 and 360 <= ok.window_height <= 4320):
            ok.window_width, ok.window_height = d.window_width, d.window_height
        return ok


def default_path() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)) / "settings.json"


def load(path: Path | None = None) -> Settings:
    path = Path(path) if path else default_path()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Settings()
    if not isinstance(raw, dict) or raw.get("version") != SETTINGS_VERSION:
        return Settings()
    known = {f.name for f in fields(Settings)}
    values = {k: v for k, v in raw.items() if k in known}
    try:
        return Settings(**values).validated()
    except TypeError:
        return Settings()


def save(settings: Settings, path: Path | None = None) -> Path:
    """Write atomically (temp file, then rename) so a crash mid-write keeps the old file."""
    path = Path(path) if path else default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"version": SETTINGS_VERSION, **asdict(settings.validated())}
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=2), encoding="utf-8")
    os.replace(tmp, path)
    return path
