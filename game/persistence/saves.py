"""Saved games: each unfinished game keeps its own file, the setup plus the action list, as
versioned JSON (a game is fully determined by its setup, seed and actions: game/ARCHITECTURE.md,
"The engine protocol"). Loading
replays the actions through the rules, so a save can never hold a state the rules would not
have produced.

The client writes a game's save after every action (`write`, atomic and fsynced: files.py) and
removes it when the game ends. Starting a game never touches another's save; Continue resumes
the latest and the Saved games screen lists them all (the one `autosave.json` of earlier versions
is read as a game like the others). A file that is not a save we can read is
moved aside (`<name>.bad-<time>`) and named to the player (`notices`), never deleted. A hosted
game's save has its journal beside it (`<slot>.journal`, journal.py): reading the save plays the
journal's actions onto it.
"""

from __future__ import annotations

import json
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import platformdirs

from game.core.engine import GameSpec
from game.core.rng import DEALS, KEY_BYTES
from game.persistence import files, journal
from game.persistence import schema as sc
from game.persistence.settings import APP_NAME

SAVE_VERSION = 1
SEAT_COLOURS = 6               # the client's seat colours (game/ui/theme.py SEAT_COLOURS)
MAX_SEED = 2 ** (8 * KEY_BYTES) - 1   # a new game's seed has 128 bits; a typed one a few digits
PICTURE_BYTES = 512 * 1024      # a thumbnail is a few kilobytes; anything larger is not ours

# a seat is built from exactly its fields (game/input/session.py `SeatConfig`): another one is
# named, not found out as the game's first move failing
SEAT = sc.record({"name": sc.name, "colour": sc.whole(0, SEAT_COLOURS - 1),
                  "kind": sc.one_of("human", "ai"), "difficulty": sc.text(20)}, closed=True)
# the fields every save has; a newer client may add others, which are ignored. `deal` names the
# generator that deals the game (game/core/rng.py); saves written before the keyed deal have none
SAVE = sc.record(
    {"version": sc.one_of(SAVE_VERSION), "game": sc.text(40), "seats": sc.items(SEAT, 1, 8),
     "options": sc.record({}), "seed": sc.whole(0, MAX_SEED),
     "actions": sc.items(sc.text(sc.ACTION_MAX), 0, sc.ACTIONS_MAX)},
    {"saved_at": sc.number(0, 1e11), "progress": sc.items(sc.anything, 2, 2), "finished": sc.flag,
     "deal": sc.one_of(*DEALS)})


def default_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / "saves"


def check_save(data, spec_for: Callable[[str], GameSpec | None] | None = None) -> tuple[str, str] | None:
    """None when `data` is a save of a game we have, with a setup that game accepts; else
    (where, expected) for the first field that is not."""
    found = sc.check(SAVE, data)
    if found or spec_for is None:
        return found
    spec = spec_for(data["game"])
    if spec is None:
        return "game", "a game of this program"
    if not spec.min_players <= len(data["seats"]) <= spec.max_players:
        return "seats", f"{spec.min_players} to {spec.max_players} seats"
    for key, value in data["options"].items():
        allowed = spec.options.get(key)
        if allowed is None:
            return f"options.{key}", "an option of " + spec.title
        found = sc.one_of(*allowed)(value, f"options.{key}")
        if found:
            return found
    return None


@dataclass(frozen=True)
class SavedGame:
    """One unfinished game on disk."""
    slot: str
    path: Path
    data: dict
    saved_at: float             # seconds since the epoch

    @property
    def game(self) -> str:
        return self.data["game"]

    @property
    def progress(self) -> tuple[str, int] | None:
        p = self.data.get("progress")
        if isinstance(p, list) and isinstance(p[0], str) and isinstance(p[1], int) \
                and not isinstance(p[1], bool):
            return p[0], p[1]
        return None


def is_hosted(saved: SavedGame) -> bool:
    """A game this client hosted (its save has the network's part, game/net/host_saves.py; the
    dedicated host's saves live in a folder of their own)."""
    return "net" in saved.data


class SaveStore:
    def __init__(self, directory: Path | None = None,
                 spec_for: Callable[[str], GameSpec | None] | None = None) -> None:
        self.directory = Path(directory) if directory else default_dir()
        self.spec_for = spec_for
        self.notices: list[files.Notice] = []   # bad files found and set aside, for the player

    # --- slots ---------------------------------------------------------------------------------
    def path(self, slot: str) -> Path:
        return self.directory / f"{slot}.json"

    def journal_path(self, slot: str) -> Path:
        """A hosted game's journal: its actions since its save (journal.py)."""
        return self.directory / f"{slot}{journal.SUFFIX}"

    def picture_path(self, slot: str) -> Path:
        """The game's thumbnail: the table as it was left, a small PNG beside the save."""
        return self.directory / f"{slot}.png"

    @staticmethod
    def new_slot() -> str:
        """A name for a new game's file, unique and sorting by the time it was started."""
        return f"game-{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}"

    # --- writing -------------------------------------------------------------------------------
    def write(self, slot: str, data: dict) -> None:
        """Write a game's save; OSError (nothing changed on disk) when it cannot."""
        payload = {"version": SAVE_VERSION, **data, "saved_at": time.time()}
        files.write_atomic(self.path(slot), json.dumps(payload))

    def own(self) -> dict:
        """What this store adds to every save it writes (none: a store for a host of its own
        adds how to host it again, game/net/host_saves.py). A change to it is a change of the
        save, which a journal writes whole."""
        return {}

    def journaled(self, slot: str, complete=dict, sync_later: bool = False) -> journal.Journal:
        """A hosted game's autosave: each action on disk before the call returns, or with
        `sync_later` once the caller's `sync()` returns (journal.py); `complete` adds the host's
        own part to the session's save."""
        return journal.Journal(self.journal_path(slot), lambda data: self.write(slot, data),
                               complete, sync_later=sync_later)

    def write_picture(self, slot: str, png: bytes) -> None:
        """Keep the game's thumbnail; OSError when it cannot (the save itself is not touched)."""
        files.write_atomic(self.picture_path(slot), png)

    def delete(self, slot: str) -> None:
        """Remove a game's save, its journal, its picture and whatever a write cut short left."""
        for path in (self.path(slot), self.journal_path(slot), self.picture_path(slot)):
            for each in (path, files.temp_path(path)):
                try:
                    each.unlink()
                except FileNotFoundError:
                    pass

    def remove_stale_temps(self) -> None:
        """At start, before any game writes: the temporary files of saves a kill cut short."""
        files.remove_stale_temps(self.directory, ".game-*.tmp")
        files.remove_stale_temps(self.directory, ".autosave.json.tmp")

    # --- reading -------------------------------------------------------------------------------
    def saved_games(self) -> list[SavedGame]:
        """Every readable save, the latest first. A bad file is moved aside and noted; a save of a
        game this build does not have stays where it is, unlisted."""
        try:
            names = sorted(os.listdir(self.directory))
        except OSError:
            return []
        out = []
        for filename in names:
            if not filename.endswith(".json") or filename.startswith("."):
                continue
            found = self.read(filename[:-len(".json")])
            if found is not None:
                out.append(found)
        out.sort(key=lambda g: (g.saved_at, g.slot), reverse=True)
        return out

    def latest(self) -> SavedGame | None:
        games = self.saved_games()
        return games[0] if games else None

    def read(self, slot: str) -> SavedGame | None:
        """The save in `slot`, or None (no such file, a game we do not have, or a bad file: moved
        aside and noted)."""
        path = self.path(slot)

        def read() -> tuple[dict, float] | None:
            data = files.read_json(path)
            if data is None:
                return None
            if isinstance(data.get("game"), str) and self.spec_for is not None \
                    and self.spec_for(data["game"]) is None:
                return None    # another build's game: not ours to judge or move
            found = check_save(data, self.spec_for)
            if found:
                raise files.bad_field(path, found)
            return data, float(data.get("saved_at", self._modified(path)))

        got = files.judged(path, self.notices, read)
        if got is None:
            return None
        data, saved_at = got
        return SavedGame(slot, path, self._with_journal(slot, data), saved_at)

    def _with_journal(self, slot: str, data: dict) -> dict:
        """The save with its journal's actions played onto it (a hosted game's: journal.py). A
        damaged journal is named and moved aside, the good lines before the damage first kept
        in the save; a journal that cannot be read at all is set aside as any bad file."""
        path = self.journal_path(slot)
        try:
            merged, damage = journal.replay(files.read_bytes(path), data)
        except files.BadFile as bad:
            self.notices.append(files.notice_for(bad))
            return data
        if damage is None:
            return merged
        try:
            self.write(slot, {**merged, "journal": journal.new_generation()})
        except OSError:
            aside = None              # the journal stays beside the save, whose moves it holds
        else:
            aside = files.set_aside(path)
        self.notices.append(files.Notice(path, "journal_damaged", str(damage.line), aside))
        return merged

    @staticmethod
    def _modified(path: Path) -> float:
        """When the file was last written: the time of a save that does not say (an early one)."""
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0

    def picture(self, slot: str) -> bytes | None:
        """The thumbnail's bytes, or None: no picture, or anything but a small regular file (a
        picture is the client's own copy of what the table showed, not the player's data: a bad
        one is passed over and replaced the next time the game is left)."""
        try:
            return files.read_bytes(self.picture_path(slot), limit=PICTURE_BYTES)
        except files.BadFile:
            return None

    def set_aside(self, slot: str, reason: str, detail: str = "") -> files.Notice:
        """A save that read well but does not replay: moved aside (with its journal) and noted."""
        notice = files.Notice(self.path(slot), reason, detail, files.set_aside(self.path(slot)))
        if self.journal_path(slot).exists():
            files.set_aside(self.journal_path(slot))
        self.notices.append(notice)
        return notice
