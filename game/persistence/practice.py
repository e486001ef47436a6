"""What a player has learnt from their mistakes (game/ai/practice.py): for a reviewed game, each
costly decision tried again and how it ended, "found" (a move as good as the best) or "shown" (the
best shown after two tries). One small file beside the game's review (reviews.py), named like it,
read as every user file is (files.py): a bad one is moved aside and named, and the progress simply
starts again."""

from __future__ import annotations

import json
from pathlib import Path

from game.persistence import files
from game.persistence import schema as sc
from game.persistence.reviews import FOLDER, review_key

#: how a practice ends (game/ai/practice.py FOUND, SHOWN; a test keeps them the same): not imported
#: from there, since the client makes this store at start and the search's code waits until used
FOUND, SHOWN = "found", "shown"
PRACTICE_VERSION = 1
PRACTICE_BYTES = 256 * 1024
SUFFIX = ".practice.json"

def _check(data) -> tuple[str, str] | None:
    """The file's fields: its version, its game's key, and {move: "found" or "shown"}."""
    found = sc.check(sc.record({"version": sc.one_of(PRACTICE_VERSION), "key": sc.text(64)}), data)
    if found:
        return found
    practised = data.get("practised")
    if not isinstance(practised, dict) or len(practised) > sc.ACTIONS_MAX:
        return "practised", "an object of moves"
    for move, how in practised.items():
        if not move.isdigit() or int(move) > sc.ACTIONS_MAX:
            return f"practised.{move}"[:60], "a move's number"
        if how not in (FOUND, SHOWN):
            return f"practised.{move}", f"{FOUND!r} or {SHOWN!r}"
    return None


class PracticeStore:
    def __init__(self, saves_directory: Path) -> None:
        self.directory = Path(saves_directory) / FOLDER
        self.notices: list[files.Notice] = []

    def path(self, game: dict) -> Path:
        return self.directory / f"{review_key(game)}{SUFFIX}"

    def read(self, game: dict) -> dict[int, str]:
        """{move: "found" or "shown"} of `game`'s decisions practised so far (empty: none, or a
        bad file, moved aside and noted)."""
        path = self.path(game)

        def read() -> dict[int, str]:
            data = files.read_json(path, PRACTICE_BYTES)
            if data is None:
                return {}
            found = _check(data)
            if found:
                raise files.bad_field(path, found)
            if data["key"] != review_key(game):
                raise files.BadFile(path, "not_ours", note="the practice of another game")
            return {int(move): how for move, how in data["practised"].items()}

        return files.judged(path, self.notices, read) or {}

    def keep(self, game: dict, move: int, how: str) -> None:
        """Add how the decision at `move` ended (atomic: files.py); OSError when it cannot be
        written. A decision found stays found."""
        practised = self.read(game)
        if practised.get(move) == FOUND:
            return
        practised[move] = how
        payload = {"version": PRACTICE_VERSION, "key": review_key(game),
                   "practised": {str(m): h for m, h in sorted(practised.items())}}
        files.write_atomic(self.path(game), json.dumps(payload))
