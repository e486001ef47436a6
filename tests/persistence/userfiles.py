"""Good user files to start from and the mutations a damaged disk, a crash or a curious player
make of them, for the user-file tests (seeded: a failure names its mutation and replays)."""

from __future__ import annotations

import atexit
import hashlib
import json
import os
import random
import re
import shutil
import stat
import tempfile
from pathlib import Path

from game.core import registry
from game.input.session import GameSession, SeatConfig
from game.persistence import settings as settings_store
from game.persistence.records import RecordBook
from game.persistence.saves import SaveStore
from game.play import random_steps

GOOD_SETTINGS = {"version": 1, "fullscreen": False, "window_width": 1600, "window_height": 900,
                 "anim_speed": 0.0, "volume": 40, "language": "fr", "colour_blind": True}


def good_session(game: str = "arigato", steps: int = 12, seed: int = 5) -> GameSession:
    """A game a few moves in, every seat human (no AI thread is started by these tests)."""
    spec = registry.spec(game)
    seats = [SeatConfig("Aiko", 0, "human", "easy"), SeatConfig("Kenji", 1, "human", "easy")]
    session = GameSession(spec, seats, {}, seed)
    random_steps(session.state, steps, seed)
    return session


def good_save(game: str = "arigato", steps: int = 12, seed: int = 5) -> dict:
    return {"version": 1, **good_session(game, steps, seed).to_save()}


def good_record(game: str = "arigato", seed: int = 9) -> dict:
    session = good_session(game, 4, seed)
    return {"version": 1, **session.to_save(), "names": ["Aiko", "Kenji"], "humans": [True, True],
            "scores": [40, 38], "winners": [0], "date": "2026-11-01 10:00"}


_LAID: dict = {}     # the files lay_out writes, once per process, and what they hold


def lay_out(folder: Path) -> dict:
    """A settings file, two good saves and a record book of two games in `folder`; returns what
    each holds, to check that none of it is lost. The files are written through the stores once
    per process and copied byte for byte after (the fuzz tests lay them out hundreds of times)."""
    if "folder" not in _LAID:
        template = Path(tempfile.mkdtemp(prefix="userfiles-"))
        atexit.register(shutil.rmtree, template, True)
        _LAID["kept"] = _write_good_files(template)
        _LAID["folder"] = template
    shutil.copytree(_LAID["folder"], folder, dirs_exist_ok=True, copy_function=shutil.copyfile)
    return json.loads(json.dumps(_LAID["kept"]))


_ASIDE = re.compile(r"\.bad-[0-9-]+$")


def what_the_client_reads(folder: Path) -> tuple:
    """Everything in `folder` the client's start can read: each entry's name, what it is (a file,
    a folder, a FIFO, a link) and a file's bytes. A file set aside (`.bad-<time>`) counts by its
    name and kind only: nothing reads it again, and its time stamp differs from one mutation to
    the next. Two folders with the same answer start the client the same way (the fuzz tests
    start it once for each)."""
    seen = []
    for path in sorted(Path(folder).rglob("*")):
        name = str(path.relative_to(folder))
        mode = path.lstat().st_mode
        aside = _ASIDE.search(name) is not None
        kind = "link" if stat.S_ISLNK(mode) else "dir" if stat.S_ISDIR(mode) else \
            "file" if stat.S_ISREG(mode) else "other"
        content = hashlib.sha256(path.read_bytes()).hexdigest() if kind == "file" and not aside else ""
        seen.append((_ASIDE.sub(".bad", name), kind, content))
    return tuple(seen)


def _write_good_files(folder: Path) -> dict:
    saves = folder / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    store = SaveStore(saves)
    keep = {"game-good": good_save("arigato"), "game-good2": good_save("daitoshi", 10, 7)}
    for slot, data in keep.items():
        store.write(slot, {k: v for k, v in data.items() if k != "version"})
    book = RecordBook(saves)
    records = [good_record("arigato", 9), good_record("daitoshi", 11)]
    for r in records:
        book.add({k: v for k, v in r.items() if k != "version"})
    settings_store.save(settings_store.Settings(**{k: v for k, v in GOOD_SETTINGS.items() if k != "version"}),
                        folder / "settings.json")
    return {"saves": {s: d["actions"] for s, d in keep.items()}, "records": len(records)}


# --- mutations -------------------------------------------------------------------------------------

WRONG_VALUES = [None, True, False, 0, -1, 1.5, float("nan"), 10 ** 30, 10 ** 400, -10 ** 400, "", "x" * 5000,
                [], {}, [1, "a"], {"a": 1}, "\x00\x07", "light_lantern seat=0", [0, 1, 2], 2.5e300]


def _paths(value, prefix=()):
    """Every path to a value inside a JSON value."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value[:20]):
            yield from _paths(v, prefix + (i,))


def _replace(value, path, new):
    if not path:
        return new
    value = json.loads(json.dumps(value))
    target = value
    for p in path[:-1]:
        target = target[p]
    target[path[-1]] = new
    return value


def _delete(value, path):
    value = json.loads(json.dumps(value))
    target = value
    for p in path[:-1]:
        target = target[p]
    del target[path[-1]]
    return value


def another_game() -> bytes:
    """A Daitoshi game's save that says it is an Arigatō game: it reads, but does not replay."""
    return json.dumps({**good_save("daitoshi", 8, 2), "game": "arigato"}).encode()


# Every kind of damage a mutation does to a file.
KINDS = ("truncate", "flip", "wrong_type", "delete_key", "huge_number", "deep_nesting", "empty", "dir",
         "fifo", "another_file", "bom", "junk", "action_text", "deep_value", "another_game", "null",
         "seat_type")


def mutate(rng: random.Random, good: dict, other: bytes, foreign: bytes = b"",
           kind: str | None = None) -> tuple[str, object]:
    """One mutation of the JSON file `good` of the given kind (else one drawn from KINDS): (its
    name, bytes to write or "dir" / "fifo"). `other` is another kind's good file and `foreign`
    another game's save, each put in this file's place by one mutation."""
    raw = json.dumps(good).encode()
    kind = kind or rng.choice(KINDS)
    if kind == "null":
        return kind, b"null"          # a file holding JSON's null: bad, never taken for no file
    if kind == "seat_type":
        if not isinstance(good.get("seats"), list):
            kind = "wrong_type"
        else:                         # a seat's field of another type (a name that is a number...)
            seat = rng.randrange(len(good["seats"]))
            field = rng.choice(["name", "colour", "kind", "difficulty"])
            new = rng.choice([5, 1.5, [3], None, {"x": 1}, True, 10 ** 400])
            return f"{kind} seats[{seat}].{field}={new!r:.20}", \
                json.dumps(_replace(good, ("seats", seat, field), new)).encode()
    if kind == "action_text" and not good.get("actions"):
        kind = "wrong_type"       # a file with no actions: another field of the wrong type
    if kind == "truncate":
        return kind, raw[:rng.randrange(len(raw))]
    if kind == "flip":
        b = bytearray(raw)
        for _ in range(rng.randint(1, 6)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return kind, bytes(b)
    if kind in ("wrong_type", "delete_key", "deep_value", "huge_number"):
        paths = [p for p in _paths(good) if p]
        path = rng.choice(paths)
        if kind == "delete_key":
            return f"{kind} {path}", json.dumps(_delete(good, path)).encode()
        if kind == "deep_value":
            deep = json.loads("[" * 500 + "]" * 500)
            return f"{kind} {path}", json.dumps(_replace(good, path, deep)).encode()
        if kind == "huge_number":
            text = json.dumps(_replace(good, path, 0)).replace(": 0", ": " + rng.choice(
                ["1e999", "-1e999", "9" * 5000, "123456789012345678901234567890", "-0.0", "NaN"]), 1)
            return f"{kind} {path}", text.encode()
        new = rng.choice(WRONG_VALUES)
        return f"{kind} {path}={new!r:.20}", json.dumps(_replace(good, path, new)).encode()
    if kind == "deep_nesting":
        return kind, b"[" * 200_000 + b"]" * 200_000
    if kind == "empty":
        return kind, b""
    if kind in ("dir", "fifo"):
        return kind, kind
    if kind == "another_file":
        return kind, other
    if kind == "another_game":
        return kind, foreign or other
    if kind == "bom":
        return kind, b"\xef\xbb\xbf" + raw
    if kind == "junk":
        return kind, bytes(rng.randrange(256) for _ in range(rng.randint(1, 400)))
    # action_text: one action's text garbled, or a non-string in the list
    actions = good["actions"]
    i = rng.randrange(len(actions))
    new = rng.choice([42, None, ["a"], actions[i][: rng.randrange(len(actions[i]) + 1)],
                      actions[i].replace("=", "==", 1), actions[i] + " extra=1", "no_such_action seat=0"])
    return f"{kind} [{i}]={new!r:.30}", json.dumps(_replace(good, ("actions", i), new)).encode()


def put(path: Path, content) -> None:
    """Write a mutation in the file's place: bytes, or a directory, or a FIFO."""
    if path.is_dir() and not path.is_symlink():
        path.rmdir()
    elif path.exists() or path.is_symlink():
        path.unlink()
    if content == "dir":
        path.mkdir()
    elif content == "fifo":
        os.mkfifo(path)
    else:
        path.write_bytes(content)
