"""The user-file fuzz: 500 seeded mutations of each kind of user file (a save, the settings, the record
book): truncation, byte flips, wrong types, deleted keys, huge numbers and nesting, an empty file,
a directory or a FIFO in its place, another kind's file, a byte-order mark, junk. Each runs the
loader and then the client's start (menu, Continue, Saved games, Records) on the dummy drivers.
(Later added: huge whole numbers, a file holding null and seats of the wrong type, and Watch
of the newest record line.) No crash, no hang (an alarm stops one), and no good data lost: the good saves and record lines
present before stay readable after, and a bad file is moved aside, never deleted."""

from __future__ import annotations

import json
import os
import random
import signal
from contextlib import contextmanager
from pathlib import Path

import pytest
import sweeps

from game.core import registry
from game.persistence import settings as settings_store
from game.persistence.records import RecordBook
from game.persistence.saves import SaveStore
from userfiles import GOOD_SETTINGS, KINDS, another_game, good_record, good_save, lay_out, mutate, put, \
    what_the_client_reads

# The mutations take their kinds in turn, so that any number of them of at least len(KINDS)
# has every kind. A plain run plays the first three rounds (each kind three times); CI plays all
# 500 (the full profile: tests/sweeps.py), ten times as many. The same seed makes the short run
# a prefix of the full one, so a failure either finds names its mutation number, and replays.
MUTATIONS = sweeps.games(full=500, plain=3 * len(KINDS))
SEED = 15
RECORD_BOOK = os.path.join("saves", "records.jsonl")     # and whatever it is set aside as


@contextmanager
def no_hang(seconds: int, what: str):
    def stop(*_):
        raise TimeoutError(f"hung: {what}")
    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def store(folder: Path) -> SaveStore:
    return SaveStore(folder / "saves", spec_for=lambda name: registry.spec(name)
                     if name in registry.available() else None)


def start_client(folder: Path, table: bool = True) -> None:
    """The client's start as a player meets it: the menu, Continue (when `table`), Saved games,
    Records."""
    from game.ui.app import App
    app = App(size=(1280, 720), settings_path=folder / "settings.json", saves_dir=folder / "saves")
    try:
        app.settings.anim_speed = 0.0
        app.open_menu()
        app.frame(1 / 60)
        if table:
            app.continue_game()
            app.frame(1 / 60)
            app.open_menu()
        app.open_saved_games()
        app.frame(1 / 60)
        app.open_records()
        app.frame(1 / 60)
        records = app.stack.top
        if records.entries:        # Watch the newest line: refused, or played without a crash
            records.show("games")
            app.frame(1 / 60)
            if app.watch_record(records.entries[0]):
                for _ in range(3):
                    app.frame(1 / 60)
    finally:
        while app.stack.scenes:        # each scene lets go of its game (no pygame.quit: it is slow)
            app.stack.scenes.pop().exit()


def start_client_once(folder: Path, started: set, settings=None) -> None:
    """The client's start, unless an earlier mutation of the same test left the client the same
    files to start on: that start was the same check, already passed. Most mutations of a save or
    of the settings are set aside by the loader before the client starts, which then starts on
    the same good files each time. Continue's table (most of a start's time) reads the saves and
    the settings, never the record book (nothing in game/ui/tables does): it is opened once for
    each set of those, and a damaged record book is read by all the rest of the start. A settings
    file the loader kept (`settings`: what it read, as the client's start reads it again) counts
    by what it was read as: a repaired field reads as its default, whatever stood there."""
    reads = what_the_client_reads(folder)
    if settings is not None:
        reads = tuple((n, k, repr(settings) if n == "settings.json" else c) for n, k, c in reads)
    if reads in started:
        return
    without_book = tuple(r for r in reads if not r[0].startswith(RECORD_BOOK))
    start_client(folder, table=without_book not in started)
    started.update((reads, without_book))


def good_saves_intact(folder: Path, kept: dict) -> None:
    s = store(folder)
    for slot, actions in kept["saves"].items():
        found = s.read(slot)
        assert found is not None and found.data["actions"] == actions, f"{slot} lost"


def moved_or_kept(path: Path) -> bool:
    """The file is still there, or moved aside beside it."""
    return path.exists() or path.is_symlink() or any(path.parent.glob(path.name + ".bad-*"))


@pytest.fixture(scope="module")
def goods():
    return {"save": good_save("arigato", 16, 3), "settings": GOOD_SETTINGS,
            "record": good_record("arigato", 4), "foreign": another_game(),
            "new_record": {k: v for k, v in good_record("daitoshi", 1).items() if k != "version"}}


@pytest.mark.long
def test_saves(tmp_path, goods):
    rng, started = random.Random(SEED), set()
    for i in range(MUTATIONS):
        folder = tmp_path / f"m{i}"
        kept = lay_out(folder)
        name, content = mutate(rng, goods["save"], json.dumps(goods["settings"]).encode(), goods["foreign"],
                               KINDS[i % len(KINDS)])
        path = folder / "saves" / "game-mutated.json"
        put(path, content)
        with no_hang(20, f"save mutation {i}: {name}"):
            try:
                store(folder).saved_games()
                assert moved_or_kept(path)
                good_saves_intact(folder, kept)
                start_client_once(folder, started)
                good_saves_intact(folder, kept)
                assert moved_or_kept(path)
            except AssertionError as exc:
                raise AssertionError(f"save mutation {i} ({name}): {exc}") from exc


@pytest.mark.long
def test_settings(tmp_path, goods):
    rng, started = random.Random(SEED + 1), set()
    for i in range(MUTATIONS):
        folder = tmp_path / f"m{i}"
        kept = lay_out(folder)
        name, content = mutate(rng, goods["settings"], json.dumps(goods["save"]).encode(), goods["foreign"],
                               KINDS[i % len(KINDS)])
        path = folder / "settings.json"
        put(path, content)
        with no_hang(20, f"settings mutation {i}: {name}"):
            notices: list = []
            loaded = settings_store.load(path, notices)
            for field, check in settings_store.FIELDS.items():
                assert check(getattr(loaded, field), field) is None, (i, name, field)
            if notices:
                assert not path.exists() and any(path.parent.glob("settings.json.bad-*")), (i, name)
            start_client_once(folder, started, None if notices else loaded)
            good_saves_intact(folder, kept)
            assert len(RecordBook(folder / "saves").entries()) == kept["records"], (i, name)


@pytest.mark.long
def test_record_book(tmp_path, goods):
    rng, started = random.Random(SEED + 2), set()
    for i in range(MUTATIONS):
        folder = tmp_path / f"m{i}"
        kept = lay_out(folder)
        path = folder / "saves" / "records.jsonl"
        before = path.read_bytes()
        if rng.random() < 0.5:     # the whole book damaged
            name, content = mutate(rng, goods["record"], json.dumps(goods["save"]).encode(), goods["foreign"],
                                   KINDS[i % len(KINDS)])
            if isinstance(content, bytes) and rng.random() < 0.5:
                content = before + content       # a damaged line after the good ones
        else:                      # one more line, damaged, perhaps cut before its newline
            name, line = mutate(rng, goods["record"], b"", goods["foreign"], KINDS[i % len(KINDS)])
            line = line if isinstance(line, bytes) else b"{}"
            content = before + line + (b"\n" if rng.random() < 0.5 else b"")
        put(path, content)
        # the good lines the mutation left whole must all be read
        whole = [ln for ln in before.splitlines() if isinstance(content, bytes) and ln in content.split(b"\n")]
        with no_hang(20, f"record mutation {i}: {name}"):
            try:
                book = RecordBook(folder / "saves")
                entries = book.entries()
                texts = [json.dumps(e, sort_keys=True) for e in entries]
                for ln in whole:
                    assert json.dumps(json.loads(ln), sort_keys=True) in texts, "a good line was not read"
                start_client_once(folder, started)
                book = RecordBook(folder / "saves")
                count = len(book.entries())
                book.add(goods["new_record"])
                after = book.entries()
                assert len(after) == count + 1 and after[-1]["game"] == "daitoshi", "the new game was lost"
                good_saves_intact(folder, kept)
            except AssertionError as exc:
                raise AssertionError(f"record mutation {i} ({name}): {exc}") from exc
