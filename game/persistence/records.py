"""The record book: every finished game a person played, one JSON line each (the setup, the
actions, the scores), beside the saves. The results screen reads a player's record from it
("your 5th game of Arigatō, 3 won, best 112"), and each line is a whole save: a finished game can
be replayed or sent with a bug report.

A line that cannot be read is skipped, never fatal: the book only ever grows by appending.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

RECORD_VERSION = 1
RECORDS = "records.jsonl"


@dataclass(frozen=True)
class Record:
    """One player's games of one game: how many, how many won, the best score."""
    played: int = 0
    won: int = 0
    best: int | None = None


class RecordBook:
    def __init__(self, directory: Path) -> None:
        self.path = Path(directory) / RECORDS

    def add(self, entry: dict) -> None:
        """Append a finished game: its save plus "names", "humans", "scores" and "winners"."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a", encoding="utf-8") as f:
            f.write(json.dumps({"version": RECORD_VERSION, **entry}) + "\n")

    def entries(self) -> list[dict]:
        try:
            text = self.path.read_text(encoding="utf-8")
        except OSError:
            return []
        out = []
        for line in text.splitlines():
            try:
                entry = json.loads(line)
            except ValueError:
                continue        # a line cut by a crash, or damaged: the others still count
            if isinstance(entry, dict) and entry.get("version") == RECORD_VERSION and _well_formed(entry):
                out.append(entry)
        return out

    def record(self, game: str, name: str) -> Record:
        """`name`'s record at `game` (reads the book; `tally` counts entries already read)."""
        return tally(self.entries(), game, name)


def tally(entries: list[dict], game: str, name: str) -> Record:
    """`name`'s record at `game` in `entries`, over the seats a person played under that name."""
    played = won = 0
    best = None
    for e in entries:
        if e["game"] != game:
            continue
        for seat, (who, human) in enumerate(zip(e["names"], e["humans"])):
            if who != name or not human:
                continue
            played += 1
            won += seat in e["winners"]
            best = e["scores"][seat] if best is None else max(best, e["scores"][seat])
    return Record(played, won, best)


def _well_formed(e: dict) -> bool:
    try:
        n = len(e["names"])
        return (isinstance(e["game"], str) and len(e["humans"]) == n and len(e["scores"]) == n
                and all(isinstance(v, int) for v in e["scores"]) and all(isinstance(w, int) for w in e["winners"]))
    except (KeyError, TypeError):
        return False
