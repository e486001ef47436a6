"""Reading and writing the player's own files (saves, settings, the record book) so that no file
can stop the client, hang it or lose what it holds.

- Only regular files are read: a directory or a FIFO in a file's place is a bad file, and a FIFO
  is opened without waiting for a writer (O_NONBLOCK), so it can never hang the start.
- Any exception while reading or parsing is a bad file (`BadFile`: the file and a reason code),
  never a crash: deep nesting (RecursionError), bad bytes (UnicodeDecodeError), anything.
- A bad file is moved aside as `<name>.bad-<time>`, never deleted, and the player is told.
- A write goes to a temporary file that is flushed and fsynced, then renamed over the old one
  (and the folder fsynced), so a crash or a full disk mid-write keeps the previous file whole.
"""

from __future__ import annotations

import json
import os
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, TypeVar

from game.persistence import portable

T = TypeVar("T")

MAX_BYTES = 32 * 1024 * 1024    # far above any real save or settings file


@dataclass(frozen=True)
class Notice:
    """What the player is told about one of their files: the file, why it was bad (a reason
    code worded by the catalogue, `files.<reason>`, with `detail`), and where it was moved."""
    path: Path
    reason: str
    detail: str = ""
    aside: Path | None = None


class BadFile(Exception):
    """`reason` and `detail` are what the player is told (worded by the catalogue); `note`, for a
    log or a bug report only, may say more in English."""

    def __init__(self, path: Path, reason: str, detail: str = "", note: str = "") -> None:
        said = ": ".join(x for x in (reason, detail, note) if x)
        super().__init__(f"{path}: {said}")
        self.path, self.reason, self.detail = Path(path), reason, detail


def is_regular(path: Path) -> bool | None:
    """True for a regular file, False for anything else in its place, None when nothing is."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return None
    except OSError:
        return False


def read_bytes(path: Path, limit: int = MAX_BYTES) -> bytes | None:
    """The file's bytes; None when there is no file. BadFile for anything that is not a readable
    regular file of at most `limit` bytes."""
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        return None
    except IsADirectoryError:
        raise BadFile(path, "not_a_file") from None
    except OSError as exc:
        raise BadFile(path, "unreadable", exc.strerror or str(exc)) from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise BadFile(path, "not_a_file")
        if info.st_size > limit:
            raise BadFile(path, "too_large", f"{info.st_size} bytes")
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            total += len(chunk)
            if total > limit:
                raise BadFile(path, "too_large", f"over {limit} bytes")
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise BadFile(path, "unreadable", exc.strerror or str(exc)) from exc
    finally:
        os.close(fd)


def parse_json(raw: bytes, path: Path):
    """The JSON value in `raw` (UTF-8, a byte-order mark allowed); BadFile for anything else,
    whatever the parser raised (bad bytes, bad syntax, nesting too deep, too big a number)."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BadFile(path, "not_text", f"byte {exc.start}") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise BadFile(path, "too_deep") from None
    except Exception as exc:  # noqa: BLE001 - whatever the parser raises, the file is bad
        raise BadFile(path, "not_json", type(exc).__name__ if not isinstance(exc, ValueError)
                      else str(exc).split(":")[0]) from None


def read_json(path: Path, limit: int = MAX_BYTES):
    """The JSON object in the file, or None when there is no file; BadFile otherwise. A file that
    holds `null` (or any value but an object) is a bad file, not a missing one: none of ours is
    anything but an object, and a file taken for "no file" would be neither set aside nor named."""
    raw = read_bytes(path, limit)
    if raw is None:
        return None
    value = parse_json(raw, Path(path))
    if not isinstance(value, dict):
        raise BadFile(Path(path), "not_ours")
    return value


def set_aside(path: Path) -> Path | None:
    """Move a bad file (or whatever stands in its place) to `<name>.bad-<time>`, beside it; never
    delete it. The new path, or None when it could not be moved."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        aside = path.with_name(f"{path.name}.bad-{stamp}" + (f"-{n}" if n else ""))
        if aside.exists() or aside.is_symlink():
            continue
        try:
            portable.replace(path, aside)
        except OSError:
            return None
        return aside
    return None


def bad_field(path: Path, found: tuple[str, str]) -> BadFile:
    """A file whose field `found` (schema.check's (where, expected)) does not fit. The player is
    told which field, a name from the file itself; what it should hold stays in the exception's
    text for a bug report (it is English, and the notice is worded in the player's language)."""
    where, expected = found
    if where in ("", "the file"):
        return BadFile(path, "not_ours", note=expected)
    return BadFile(path, "bad_field", where, note=expected)


def notice_for(bad: BadFile) -> Notice:
    """Move the bad file aside and say so."""
    return Notice(bad.path, bad.reason, bad.detail, set_aside(bad.path))


def judged(path: Path, notices: list, read: Callable[[], T]) -> T | None:
    """`read()`'s answer, or None with the file at `path` moved aside and a notice for the player
    added to `notices`: whatever reading it raised makes it a bad file (a BadFile names why;
    anything else is a damaged file's doing, named by its type). The one way every reader of the
    player's files ends: read, or set aside and named."""
    try:
        return read()
    except BadFile as bad:
        notices.append(notice_for(bad))
    except Exception as exc:  # noqa: BLE001 - whatever a damaged file makes us raise: it is bad
        notices.append(notice_for(BadFile(path, "not_ours", type(exc).__name__)))
    return None


def temp_path(path: Path) -> Path:
    """Where `write_atomic` writes before its rename: a hidden file beside `path`."""
    return Path(path).with_name(f".{Path(path).name}.tmp")


def remove_stale_temps(folder: Path, pattern: str = ".*.tmp") -> None:
    """Remove what a write cut short (a kill between writing the temporary file and renaming
    it) left in `folder`; only while nothing is being written there (at start, or a game's own
    files when it is deleted)."""
    try:
        stale = list(Path(folder).glob(pattern))
    except OSError:
        return
    for tmp in stale:
        try:
            if tmp.is_file() and not tmp.is_symlink():
                tmp.unlink()
        except OSError:
            pass


def write_atomic(path: Path, text: str | bytes) -> None:
    """Write `text` (or bytes) to `path` so that either the old or the new file is there after
    any crash: a temporary file beside it, flushed and fsynced, renamed over it, the folder
    fsynced. Raises OSError (a full disk, a read-only folder) with the old file untouched."""
    path = portable.portable(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_path(path)
    data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    try:
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        portable.replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable (POSIX; other systems do without)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
