"""The record book: every finished game a person played, one JSON line each (the setup, the
actions, the scores), beside the saves. The results screen reads a player's record from it
("your 5th game of Arigatō, 3 won, best 112"), and each line is a whole save: a finished game can
be replayed or sent with a bug report.

The book only ever grows by appending, and no line can spoil another: it is read line by line as
bytes, and a line that is not a well-formed entry (cut by a crash, a bad byte, a wrong field) is
skipped. Before appending, a book that does not end with a newline gets one, so a line cut by a
crash never swallows the next game. Anything but a regular file in the book's place (a folder, a
FIFO) is moved aside and named to the player (files.py).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from game.ai.agents import LEVELS
from game.persistence import files
from game.persistence import schema as sc
from game.persistence.saves import SAVE_VERSION, check_save

RECORD_VERSION = 1
RECORDS = "records.jsonl"
LINE_MAX = 4 * 1024 * 1024      # one game's line: its actions are a few kilobytes

_NAMES = sc.items(sc.text(sc.NAME_MAX), 1, 8)
_SCORE = sc.whole(-10**6, 10**6)
# A solo game's rival who is no seat (Daitoshi's Mayor): his score and how many Advisors he had.
# Entries written before it have none, and read as before.
_RIVAL = sc.record({"score": _SCORE, "advisors": sc.whole(0, 100)})
# A game played online (game/net/): the seat this computer's player had. Its "humans" marks the
# seats played at this computer alone (that one, or each hot-seat person at the host: the book
# counts the people of this computer); the seats' kinds say who else was a person. Entries written before it have none, and read as before.
_ONLINE = sc.record({"seat": sc.whole(0, 7)})
# A game played online whose host committed to its deal: the commitment and the salt that opens
# it (game/net/fair.py), so that the deal can be checked again from the book.
_HEX64 = sc.text(64)
ENTRY = sc.record({"version": sc.one_of(RECORD_VERSION), "game": sc.text(40), "names": _NAMES,
                   "humans": sc.items(sc.flag, 1, 8), "scores": sc.items(_SCORE, 1, 8),
                   "winners": sc.items(sc.whole(0, 7), 0, 8)},
                  {"date": sc.text(40), "rival": _RIVAL, "online": _ONLINE, "commitment": _HEX64,
                   "salt": _HEX64})

# Why a finished game is not put into the book (NotKept.reason, worded by the client).
NO_RECORD = "no_record"          # a game played online whose host sent no record of it
DISAGREES = "disagrees"          # a host's record that is not the game this computer saw


class NotKept(Exception):
    """A finished game that does not go into the book: `reason` is NO_RECORD or DISAGREES."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason, self.detail = reason, detail


def well_formed(e) -> bool:
    """An entry the Records and Results screens can show: the fields agree in length and the
    winners (and an online game's own seat) are seats of the game."""
    if sc.check(ENTRY, e) is not None:
        return False
    n = len(e["names"])
    return (len(e["humans"]) == n and len(e["scores"]) == n and all(w < n for w in e["winners"])
            and e.get("online", {}).get("seat", 0) < n)


def watch_problem(e: dict, spec_for=None) -> tuple[str, str] | None:
    """None when the entry carries a whole save that Watch can play back, checked as strictly
    as a saved game (its seats, options and actions, and, given `spec_for`, a game of this
    program with a setup it accepts); else (where, expected) for the first field that is not."""
    return check_save({**e, "version": SAVE_VERSION}, spec_for)



@dataclass(frozen=True)
class Record:
    """One player's games of one game: how many, how many won, the best score, all the scores
    added up (for the average)."""
    played: int = 0
    won: int = 0
    best: int | None = None
    total: int = 0

    @property
    def rate(self) -> float | None:
        """The share of games won (None before a first game)."""
        return self.won / self.played if self.played else None

    @property
    def average(self) -> float | None:
        return self.total / self.played if self.played else None




def as_written(name: str) -> str:
    return name


class RecordBook:
    """`person` gives the one name a person is known by from the name a game kept (the client's
    says the default "You" the same in every language), so one person's games count together."""

    def __init__(self, directory: Path, person: Callable[[str], str] = as_written) -> None:
        self.path = Path(directory) / RECORDS
        self.notices: list[files.Notice] = []
        self.person = person

    def usable(self) -> bool:
        """True when the book is a regular file or absent; anything else is moved aside."""
        if files.is_regular(self.path) is False:
            self.notices.append(files.notice_for(files.BadFile(self.path, "not_a_file")))
            return files.is_regular(self.path) is None
        return True

    def add(self, entry: dict) -> None:
        """Append a finished game: its save plus "names", "humans", "scores" and "winners".
        OSError when it cannot be written."""
        if not self.usable():
            raise OSError(f"{self.path} is not a file and could not be moved aside")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        line = (json.dumps({"version": RECORD_VERSION, **entry}) + "\n").encode("utf-8")
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)
                     | getattr(os, "O_NONBLOCK", 0), 0o644)
        try:
            size = os.fstat(fd).st_size
            if size and _last_byte(self.path, size) != b"\n":
                line = b"\n" + line     # a line cut by a crash stays cut; this game starts afresh
            try:
                _write_all(fd, line)
                os.fsync(fd)
            except OSError:
                # a full disk took part of the line: the book goes back to what it held, so the
                # game is either wholly in it or (its save kept by the caller) not at all
                _cut_back(fd, size)
                raise
        finally:
            os.close(fd)

    def entries(self) -> list[dict]:
        if not self.usable():
            return []
        out = []
        try:
            with open(self.path, "rb") as f:
                for raw in f:
                    entry = _entry(raw)
                    if entry is not None:
                        out.append(entry)
        except OSError:
            pass     # unreadable now (permissions, a vanished disk): what was read still counts
        return out

    def record(self, game: str, name: str) -> Record:
        """`name`'s record at `game` (reads the book; `tally` counts entries already read)."""
        return tally(self.entries(), game, name, self.person)


def _write_all(fd: int, data: bytes) -> None:
    """Write every byte (a write may take only part of them), or raise OSError."""
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        if n <= 0:
            raise OSError("nothing was written")
        view = view[n:]


def _cut_back(fd: int, size: int) -> None:
    try:
        os.ftruncate(fd, size)
        os.fsync(fd)
    except OSError:
        pass    # a line cut here is skipped when read, and the next append starts a new line


def _last_byte(path: Path, size: int) -> bytes:
    with open(path, "rb") as f:
        f.seek(size - 1)
        return f.read(1)


def _entry(raw: bytes) -> dict | None:
    if len(raw) > LINE_MAX or not raw.strip():
        return None
    try:
        entry = json.loads(raw.decode("utf-8"))
    except Exception:  # noqa: BLE001 - bad bytes, bad syntax, too deep: this line only
        return None
    return entry if well_formed(entry) else None


def _seats_of(entries: list[dict], game: str, name: str, person: Callable[[str], str]):
    """(entry, seat) for each game of `game` a person played under `name` (`person`: RecordBook)."""
    key = person(name)
    for e in entries:
        if e["game"] != game:
            continue
        for seat, (who, human) in enumerate(zip(e["names"], e["humans"])):
            if human and person(who) == key:
                yield e, seat


def _record(games) -> Record:
    played = won = total = 0
    best = None
    for e, seat in games:
        score = e["scores"][seat]
        played, won, total = played + 1, won + (seat in e["winners"]), total + score
        best = score if best is None else max(best, score)
    return Record(played, won, best, total)


def tally(entries: list[dict], game: str, name: str, person: Callable[[str], str] = as_written) -> Record:
    """`name`'s record at `game` in `entries`, over the seats a person played under that name."""
    return _record(_seats_of(entries, game, name, person))


def opponents(entry: dict, seat: int) -> str:
    """Whom a seat played against: "solo", "people" (no AI at the table), or the strongest AI
    level among the others ("hard" when one hard AI sat there)."""
    if len(entry["names"]) == 1:
        return "solo"
    seats = entry.get("seats")
    seats = seats if isinstance(seats, list) else []   # an entry's own save: checked only when watched
    levels = [s.get("difficulty") for k, s in enumerate(seats)
              if isinstance(s, dict) and k != seat and s.get("kind") != "human"]
    known = [lv for lv in levels if lv in LEVELS]
    if known:
        return max(known, key=LEVELS.index)
    # a friend online is a person though not one of this book's (see _ONLINE): their seat says so
    people = [h or (k < len(seats) and isinstance(seats[k], dict) and seats[k].get("kind") == "human")
              for k, h in enumerate(entry["humans"])]
    return "people" if all(p for k, p in enumerate(people) if k != seat) else "other"


def by_opponents(entries: list[dict], game: str, name: str,
                 person: Callable[[str], str] = as_written) -> dict[str, Record]:
    """`name`'s record at `game` split by whom they played against (see `opponents`), in the
    order solo, people only, then the AI levels weakest first."""
    groups: dict[str, list] = {}
    for e, seat in _seats_of(entries, game, name, person):
        groups.setdefault(opponents(e, seat), []).append((e, seat))
    order = ("solo", "people") + LEVELS + ("other",)
    return {key: _record(groups[key]) for key in order if key in groups}
