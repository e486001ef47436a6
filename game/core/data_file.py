"""Reading a TOML data file of levels/ with a clear error: the file named, and why it cannot be
read (missing, not TOML, not UTF-8), raised as the caller's own error class."""

from __future__ import annotations

import tomllib
from pathlib import Path


def read_toml(path: Path, error: type[Exception] = ValueError) -> dict:
    try:
        return tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise error(f"{path}: file is missing") from None
    except tomllib.TOMLDecodeError as exc:
        raise error(f"{path}: not valid TOML: {exc}") from None
    except UnicodeDecodeError as exc:
        raise error(f"{path}: not UTF-8 text (byte {exc.start})") from None
