"""A hosted game's write-ahead journal: every action is on disk before any seat is sent it.

A host's players see each action's result the moment it is played; a save written later (as
persistence/writer.py writes a local game's) would let a killed host resume moves behind what
they saw, with cards they have seen back in the pile. So a hosted game is kept in two files:

- its save, `<slot>.json` (saves.py), which names the journal's generation (`"journal"`, a token
  new at each compaction);
- its journal, `<slot>.journal` beside it: one line per change since that save, appended and
  fsynced before the call returns. A line is `<CRC-32 of the JSON, 8 hex digits> <JSON>` with
  the JSON `{"g": generation, "n": line number from 1, "at": k, "add": [action texts]}` (the
  game's actions become its first `k` followed by `add`: one more action, or an undo's
  shortened list), and the save's `progress` and `finished` as they are after it.

Every `compact_every` lines, whenever what is not an action changes (a seat taken, renamed,
given to an AI), and at the end (`close`), the whole game is written as a new save with a new
generation and the journal emptied. A kill between the two leaves a journal of the old
generation beside the new save: it is stale (every line of it is in the save) and passed over.

Reading (`replay`, called where saves are read): the save's actions, then each line in order.
The last line cut short by a kill (no newline, or a checksum that does not match) is dropped:
its action was never sent to anyone. Anything else that does not fit is a damaged journal,
named with its line number (`Damaged`), the lines before it kept.
"""

from __future__ import annotations

import json
import os
import secrets
import threading
import zlib
from pathlib import Path
from typing import Callable

from game.persistence import files
from game.persistence import schema as sc

SUFFIX = ".journal"
COMPACT_EVERY = 100             # lines before the journal is folded into the save
REST = ("actions", "progress", "finished", "saved_at", "journal")   # what a line carries, or none


def new_generation() -> str:
    return secrets.token_hex(6)


def line_for(entry: dict) -> bytes:
    text = json.dumps(entry, separators=(",", ":")).encode("utf-8")
    return b"%08x %s\n" % (zlib.crc32(text), text)


def _datasync(fd: int) -> None:
    getattr(os, "fdatasync", os.fsync)(fd)      # the data; the file's times may wait


class Damaged(Exception):
    """A journal line that is not what a host writes (`line`, from 1) and why, for a notice."""

    def __init__(self, line: int, why: str) -> None:
        super().__init__(f"line {line}: {why}")
        self.line, self.why = line, why


def _entry(raw: bytes):
    """The line's JSON object when its checksum holds, else None."""
    crc, _, text = raw.partition(b" ")
    try:
        if len(crc) != 8 or int(crc, 16) != zlib.crc32(text):
            return None
        entry = json.loads(text.decode("utf-8"))
    except (ValueError, UnicodeDecodeError, RecursionError):
        return None
    return entry if isinstance(entry, dict) else None


def _fits(entry: dict, generation: str, number: int, actions: int) -> str | None:
    """Why the line does not continue the game (None when it does)."""
    if entry.get("n") != number:
        return f"numbered {entry.get('n')!r}, not {number}"
    if entry.get("g") != generation:
        return "of another generation"
    found = sc.check(sc.record({"at": sc.whole(0, actions),
                                "add": sc.items(sc.text(sc.ACTION_MAX), 0, sc.ACTIONS_MAX)},
                               {"progress": sc.items(sc.anything, 2, 2), "finished": sc.flag}),
                     entry)
    return f"{found[0]}: {found[1]}" if found else None


def replay(raw: bytes | None, data: dict) -> tuple[dict, Damaged | None]:
    """The save `data` with the journal's lines (`raw`, None when there is none) played onto
    it, and what was damaged (None: nothing). A journal of another generation than the save's
    is stale (a compaction cut short: the save holds it all) and changes nothing."""
    generation = data.get("journal")
    if not raw or not isinstance(generation, str):
        return data, None
    lines = raw.split(b"\n")
    torn = lines.pop()               # after the last newline: nothing, or a line cut short
    entries = [_entry(line) for line in lines]
    if not torn and entries and entries[-1] is None:
        entries.pop()                # the last line, its end lost with the disk's cache
    if entries and entries[0] is not None and entries[0].get("g") != generation:
        return data, None
    actions, progress, finished = list(data["actions"]), data.get("progress"), data.get("finished")
    damage = None
    for number, entry in enumerate(entries, 1):
        why = "its checksum does not match" if entry is None \
            else _fits(entry, generation, number, len(actions))
        if why is not None:
            damage = Damaged(number, why)
            break
        actions = actions[:entry["at"]] + entry["add"]
        progress, finished = entry.get("progress"), entry.get("finished", False)
    if len(actions) > sc.ACTIONS_MAX:
        return data, Damaged(len(entries), "more actions than a game has")
    merged = {**data, "actions": actions}
    merged.pop("progress", None)
    merged.pop("finished", None)
    if progress is not None:
        merged["progress"] = progress
    if finished:
        merged["finished"] = True
    return merged, damage


class Journal:
    """A hosted game's autosave (the session calls it with `to_save()` after each change):
    returns once the change is on disk, or raises OSError (the session says the game is not
    saved, and the next change writes the whole save again). `complete` adds what the host keeps
    beside the session's save (its code and seats); `write_save` writes a whole save.

    With `sync_later`, a call returns once its line is written (in the system's cache) and the
    wait for the disk is the caller's: `sync()` before anyone is told of the change (a host
    waits for it off its loop, game/net/room.py `durable`, serving its other tables meanwhile).
    Every whole save is written in `sync` too, never in the call the host's loop makes: the fold
    of a journal `compact_every` lines long, and a change beside the actions (a seat taken, given
    back, given to an AI), which waits as `fold` and takes the newest data meanwhile (no line is
    written until it is on disk, so a save and the lines after it never change places).
    `unsynced` says a line or a whole save is waiting for it."""

    def __init__(self, path: Path, write_save: Callable[[dict], None],
                 complete: Callable[[dict], dict] = dict,
                 compact_every: int = COMPACT_EVERY, sync_later: bool = False) -> None:
        self.path = Path(path)
        self.write_save, self.complete = write_save, complete
        self.compact_every = compact_every
        self.sync_later = sync_later
        self.unsynced = False                 # a line written, not yet on disk (sync_later)
        self.fold = False                     # a whole save waits for `sync` (sync_later)
        self._lock = threading.Lock()
        self._generation: str | None = None   # None: the files may not hold the game: compact
        self._actions: list[str] = []        # the actions the save and the journal hold
        self._rest: dict | None = None        # the save's other fields, as on disk
        self._lines = 0
        self._latest: dict | None = None      # the last data asked for, to compact at the end
        self._fd: int | None = None

    def __call__(self, data: dict) -> None:
        full = self.complete(data)
        rest = {k: v for k, v in full.items() if k not in REST}
        with self._lock:
            self._latest = full
            if self.fold:
                return                              # the whole save to come holds this too
            if self._generation is None or rest != self._rest or (
                    self._lines >= self.compact_every and not self.sync_later):
                if self.sync_later:                 # written by `sync`, off the caller's loop
                    self.fold = self.unsynced = True
                    return
                self._compact(full, rest)
                return
            actions, known = full["actions"], self._actions
            if len(known) <= len(actions) and actions[:len(known)] == known:
                at = len(known)                     # actions added, as after every move
            else:                                   # an undo: where the two part
                at = next((i for i, (a, b) in enumerate(zip(actions, known)) if a != b),
                          min(len(actions), len(known)))
            if at == len(actions) == len(known):
                return                              # nothing new since the last write
            entry = {"g": self._generation, "n": self._lines + 1, "at": at, "add": actions[at:]}
            for key in ("progress", "finished"):
                if key in full:
                    entry[key] = full[key]
            try:
                self._append(line_for(entry))
            except OSError:
                self._generation = None             # a partial line may be there: start afresh
                raise
            self._actions, self._lines = list(actions), self._lines + 1

    def flush(self, timeout: float = 0.0) -> bool:
        """Every change is on disk (without `sync_later`, it is when the call that made it
        returns: nothing waits)."""
        self.sync()
        return True

    def sync(self) -> None:
        """The lines written are on disk when this returns (OSError when the disk says no: the
        next change then writes the whole save again). Called from any thread."""
        with self._lock:
            if not self.unsynced:
                return
            try:
                if self.fold or self._lines >= self.compact_every:   # a whole save, written
                    # here, off the caller's loop: the lines before it are in it
                    self._compact(self._latest, {k: v for k, v in self._latest.items()
                                                 if k not in REST})
                else:
                    _datasync(self._fd)
            except OSError:
                self._generation = None
                self.fold = True                # the next sync writes the whole save again
                if self._fd is not None:        # and the lines written reach the disk meanwhile
                    try:
                        _datasync(self._fd)
                    except OSError:
                        pass
                raise
            self.unsynced = False

    def close(self) -> None:
        """The table is left: its journal folded into its save, the file closed."""
        with self._lock:
            if self._latest is not None and (self._lines or self.fold):
                try:
                    self._compact(self._latest, {k: v for k, v in self._latest.items()
                                                 if k not in REST})
                except OSError:
                    pass           # the save and the journal on disk still hold the whole game
            if self._fd is not None:
                if self.unsynced:           # the compaction failed: the last line to disk still
                    try:
                        _datasync(self._fd)
                    except OSError:
                        pass
                    self.unsynced = False
                os.close(self._fd)
                self._fd = None

    # --- on disk --------------------------------------------------------------------------------
    def _compact(self, full: dict, rest: dict) -> None:
        """The whole game as a new save, then the journal emptied (a kill between the two leaves
        a stale journal, passed over)."""
        generation = new_generation()
        self.write_save({**full, "journal": generation})
        self._generation = None
        fd = self._open()
        os.ftruncate(fd, 0)
        os.fsync(fd)
        self.unsynced = self.fold = False     # every line before is in the new save
        self._generation, self._rest, self._lines = generation, rest, 0
        self._actions = list(full["actions"])

    def _open(self) -> int:
        if self._fd is None:
            created = not self.path.exists()
            self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT
                               | getattr(os, "O_BINARY", 0), 0o644)
            if created:
                files.sync_folder(self.path.parent)   # the new file's name survives a crash
        return self._fd

    def _append(self, line: bytes) -> None:
        fd = self._open()
        written = os.write(fd, line)
        if written != len(line):
            raise OSError(f"journal line cut short ({written} of {len(line)} bytes)")
        if self.sync_later:
            self.unsynced = True
        else:
            _datasync(fd)
