"""The player's settings: one versioned JSON file in the platform's user config folder.

A missing, unreadable or foreign file never stops the program: a file that cannot be read as
settings at all is moved aside and named to the player (files.py), and within a good file every
field falls back to its default on its own, so one bad value does not cost the others.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

from game.persistence import files
from game.persistence import schema as sc

APP_NAME = "arigato-daitoshi"
SETTINGS_VERSION = 1

ANIM_SPEEDS = (0.0, 0.5, 1.0, 2.0, 3.0)  # 0 means "off": every animation is skipped
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
LANGUAGES = ("en", "fr")
SOUND_KINDS_MOST = 32   # kinds of sound a file may set (the client has ten: game/ui/cues.py)


def _sound_levels(v, where):
    """Each kind of sound's own volume, by its name (a kind this client does not know is kept and
    unused: the file may come from a newer one)."""
    if not isinstance(v, dict) or len(v) > SOUND_KINDS_MOST:
        return where, f"an object of at most {SOUND_KINDS_MOST} sound volumes"
    for kind, level in v.items():
        found = sc.text(32)(kind, where) or sc.whole(0, 100)(level, f"{where}.{kind}")
        if found:
            return found
    return None

UI_SCALES = (0, 100, 125, 150, 175, 200)   # percent; 0: from the display (game/ui/theme.py)

# each field's check; a field that fails it takes its default
FIELDS = {
    "fullscreen": sc.flag,
    "window_width": sc.whole(640, 7680),
    "window_height": sc.whole(360, 4320),
    "anim_speed": lambda v, where: None if not isinstance(v, bool) and v in ANIM_SPEEDS
    else (where, "one of the animation speeds"),
    "volume": sc.whole(0, 100),
    "language": sc.one_of(*LANGUAGES),
    "colour_blind": sc.flag,
    "sound_levels": _sound_levels,
    "sounds_muted": sc.items(sc.text(32), 0, SOUND_KINDS_MOST),
    "ui_scale": lambda v, where: None if not isinstance(v, bool) and v in UI_SCALES
    else (where, "one of the UI scales"),
}


@dataclass
class Settings:
    fullscreen: bool = False
    window_width: int = 1280
    window_height: int = 720
    anim_speed: float = 1.0
    volume: int = 70  # percent
    language: str = "en"
    colour_blind: bool = False
    sound_levels: dict = field(default_factory=dict)   # a kind's own volume, percent (100 when unset)
    sounds_muted: list = field(default_factory=list)   # the kinds of sound turned off
    ui_scale: int = 0  # percent of the text's base size; 0: the display's own (UI_SCALES)

    @property
    def window_size(self) -> tuple[int, int]:
        return (self.window_width, self.window_height)

    def validated(self) -> "Settings":
        """A copy with every out-of-range value replaced by its default (the window's width and
        height together: half a size is no size)."""
        return Settings(**_fields(asdict(self)))


def _fields(raw: dict) -> dict:
    d = asdict(Settings())
    out = {k: raw[k] if k in raw and FIELDS[k](raw[k], k) is None else d[k] for k in d}
    if out["window_width"] != raw.get("window_width") or out["window_height"] != raw.get("window_height"):
        out["window_width"], out["window_height"] = d["window_width"], d["window_height"]
    return out


def default_path() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)) / "settings.json"


def load(path: Path | None = None, notices: list | None = None) -> Settings:
    """The settings in the file; the defaults when there is none. A file that is not settings
    at all (unreadable, not an object, another version) is moved aside, with a notice appended
    to `notices`."""
    path = Path(path) if path else default_path()
    try:
        raw = files.read_json(path, limit=1 << 20)
        if raw is None:
            return Settings()
        if raw.get("version") != SETTINGS_VERSION or isinstance(raw.get("version"), bool):
            raise files.bad_field(path, ("version", str(SETTINGS_VERSION)))
    except files.BadFile as bad:
        notice = files.notice_for(bad)
        if notices is not None:
            notices.append(notice)
        return Settings()
    return Settings(**_fields(raw))


def save(settings: Settings, path: Path | None = None) -> Path:
    """Write atomically (temp file, fsync, rename) so a crash mid-write keeps the old file."""
    path = Path(path) if path else default_path()
    data = {"version": SETTINGS_VERSION, **asdict(settings.validated())}
    files.write_atomic(path, json.dumps(data, indent=2))
    return path
