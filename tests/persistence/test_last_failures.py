"""The last ways a player's file could stop the client or lose a finished game, each
from its repro (files/, copied from the report): a number too big for a float, a file holding
`null`, a record line with seats of the wrong type, a full disk as a game ends, a picture that
decodes huge, a notice in two languages, the temporary file of a save cut short."""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from game import i18n
from game.core import registry
from game.persistence import settings as settings_store
from game.persistence.records import RecordBook, watch_problem
from game.persistence.saves import SaveStore
from userfiles import good_save

FILES = Path(__file__).parent / "files"


def spec_for(name):
    return registry.spec(name) if name in registry.available() else None


def _app(folder: Path):
    from game.ui.app import App
    app = App(size=(1280, 720), settings_path=folder / "settings.json", saves_dir=folder / "saves")
    app.settings.anim_speed = 0.0
    return app


def _start(folder: Path) -> list[str]:
    """The client's start as `python -m game` makes it (pending records, then the menu), and its
    first frame; the notices the menu shows, in words."""
    app = _app(folder)
    try:
        app.write_pending_records()
        app.open_menu()
        app.frame(1 / 60)
        menu = app.stack.top
        assert menu.name == "menu"
        return menu.notice_lines()
    finally:
        app.close()


def _asides(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".bad-*"))


# --- a file that stopped every start -----------------------------------------------------------------

@pytest.mark.parametrize("kind, source, name", [
    ("save", "save_saved_at_huge.json", "game-20260101-120000-a1b2c3.json"),
    ("save", "save_saved_at_huge.json", "autosave.json"),            # the legacy save, the same way
    ("save", "save_null.json", "game-20260101-120000-a1b2c3.json"),
    ("settings", "settings_null.json", "settings.json"),
])
def test_started_twice_the_menu_comes_both_times_and_the_file_is_set_aside_once(tmp_path, kind, source, name):
    path = tmp_path / ("saves" if kind == "save" else "") / name
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(FILES / source, path)
    first = " ".join(_start(tmp_path))
    assert name in first                                   # the player is told, naming the file
    [aside] = _asides(path)
    assert not path.exists() and aside.read_bytes() == (FILES / source).read_bytes()   # bytes kept
    assert aside.name in first
    assert _start(tmp_path) == []                          # the second start: nothing more to say
    assert _asides(path) == [aside]


def test_a_number_too_big_for_a_float_is_a_bad_field_not_an_error(tmp_path):
    data = good_save()
    for field, value in (("saved_at", 10 ** 400), ("seed", 10 ** 400), ("saved_at", -10 ** 400)):
        (tmp_path / "game-x.json").write_text(json.dumps({**data, field: value}))
        store = SaveStore(tmp_path, spec_for)
        assert store.saved_games() == []
        [notice] = store.notices
        assert notice.reason == "bad_field" and notice.detail == field
        for aside in _asides(tmp_path / "game-x.json"):
            aside.unlink()


def test_settings_holding_null_or_a_list_are_set_aside_and_named(tmp_path):
    path = tmp_path / "settings.json"
    for content in (b"null", b"[1, 2]", b"7"):
        path.write_bytes(content)
        notices: list = []
        assert settings_store.load(path, notices) == settings_store.Settings()
        [notice] = notices
        assert notice.reason == "not_ours" and notice.aside.read_bytes() == content and not path.exists()
        notice.aside.unlink()


# --- a record line Watch could not play ----------------------------------------------------------------

@pytest.mark.parametrize("source, field", [("records_seat_name_int.jsonl", "seats[0].name"),
                                           ("records_seat_colour_list.jsonl", "seats[1].colour")])
def test_a_record_line_with_malformed_seats_is_listed_but_cannot_be_watched(tmp_path, source, field):
    (tmp_path / "saves").mkdir()
    shutil.copyfile(FILES / source, tmp_path / "saves" / "records.jsonl")
    [entry] = RecordBook(tmp_path / "saves").entries()      # the book's own check lets it through
    assert watch_problem(entry, spec_for)[0] == field
    app = _app(tmp_path)
    try:
        app.open_menu()
        app.open_records()
        app.frame(1 / 60)
        records = app.stack.top
        records.show("games")
        app.frame(1 / 60)
        assert not records.widget("watch:0").enabled
        assert app.watch_record(entry) is False              # refused, not played into a crash
        for _ in range(3):
            app.frame(1 / 60)
        assert app.stack.top is records
    finally:
        app.close()


def test_the_reason_a_line_cannot_be_watched_is_in_the_players_language(tmp_path):
    (tmp_path / "saves").mkdir()
    shutil.copyfile(FILES / "records_seat_name_int.jsonl", tmp_path / "saves" / "records.jsonl")
    from drawn_text import DrawnText
    app = _app(tmp_path)
    try:
        for lang, words in (("en", "Cannot be watched"), ("fr", "Ne peut pas être revue")):
            i18n.set_language(lang)
            app.open_menu()
            app.open_records()
            app.stack.top.show("games")
            with DrawnText(app) as drawn:
                app.frame(1 / 60)
            texts = [text for _, text, _, _ in drawn.texts]
            assert any(words in text and "seats[0].name" in text for text in texts), lang
            assert drawn.problems() == [], lang
    finally:
        i18n.set_language("en")
        app.close()


def test_a_good_record_line_still_watches(tmp_path):
    (tmp_path / "saves").mkdir()
    shutil.copyfile(FILES / "records_good.jsonl", tmp_path / "saves" / "records.jsonl")
    entries = RecordBook(tmp_path / "saves").entries()
    assert entries and all(watch_problem(e, spec_for) is None for e in entries)
    app = _app(tmp_path)
    try:
        app.open_menu()
        assert app.watch_record(entries[0]) is True
        app.frame(1 / 60)
    finally:
        app.close()


# --- a full disk as the game ends ----------------------------------------------------------------------

CHILD = r'''
import json, resource, signal, sys
from pathlib import Path
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)   # a write past the limit fails with EFBIG instead
sys.path.insert(0, sys.argv[3])
from game.core import registry
from game.input.session import SeatConfig
from ui_pilot import play_out
from game.ui.app import App

folder, room = Path(sys.argv[1]), int(sys.argv[2])
app = App(size=(1280, 720), settings_path=folder / "settings.json", saves_dir=folder / "saves")
app.settings.anim_speed = 0.0
app.open_menu(); app.frame(1 / 60)
session = app.new_session(registry.spec("arigato"), [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "ai", "easy")], {}, 5)
play_out(session)
session.flush_saves()
book = folder / "saves" / "records.jsonl"
size = book.stat().st_size
resource.setrlimit(resource.RLIMIT_FSIZE, (size + room, resource.RLIM_INFINITY))
app.start_session(session); app.show_results(session); app.frame(1 / 60)
resource.setrlimit(resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
from drawn_text import DrawnText
with DrawnText(app) as drawn:
    app.frame(1 / 60)
print(json.dumps({"slot": session.save_slot, "screen": app.stack.top.name, "error": session.record_error,
                  "book_before": size, "texts": [text for _, text, _, _ in drawn.texts],
                  "problems": [str(p) for p in drawn.problems()]}))
app.close()
'''


@pytest.mark.parametrize("room", [0, 50])     # no room at all; room for part of the line
def test_a_full_disk_as_the_game_ends_keeps_it_in_its_save_and_says_so(tmp_path, room):
    pytest.importorskip("resource")
    saves = tmp_path / "saves"
    saves.mkdir()
    book = saves / "records.jsonl"
    shutil.copyfile(FILES / "records_good.jsonl", book)
    before = len(RecordBook(saves).entries())
    tests = str(Path(__file__).resolve().parents[1])
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    run = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path), str(room), tests], capture_output=True,
                         text=True, timeout=300, env=env, cwd=str(Path(__file__).resolve().parents[2]))
    assert run.returncode == 0, run.stderr[-2000:]
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out["screen"] == "results" and out["error"]
    said = " ".join(" ".join(out["texts"]).split())          # the results wrap it over lines
    assert "could not go into your record book" in said      # told at once
    assert out["problems"] == []
    # the book is as it was (no cut line), and the game is in its save, marked finished
    assert book.stat().st_size == out["book_before"] and len(RecordBook(saves).entries()) == before
    saved = SaveStore(saves, spec_for).read(out["slot"])
    assert saved is not None and saved.data.get("finished") is True
    # the next start writes it, removes the save and says so
    notices = " ".join(_start(tmp_path))
    entries = RecordBook(saves).entries()
    assert len(entries) == before + 1 and entries[-1]["actions"] == saved.data["actions"]
    assert not SaveStore(saves, spec_for).path(out["slot"]).exists()
    assert "is now in your record book" in notices


def test_a_finished_game_is_written_before_its_save_goes(tmp_path, monkeypatch):
    """The order of the end: the record first, then the save; a failed record keeps the save."""
    from ui_pilot import play_out
    from game.input.session import SeatConfig
    app = _app(tmp_path)
    try:
        app.open_menu()
        session = app.new_session(registry.spec("arigato"), [SeatConfig("Aiko", 0, "human")], {}, 3)
        play_out(session)
        session.flush_saves()
        path = app.saves.path(session.save_slot)
        seen = []
        monkeypatch.setattr(app.records, "add", lambda entry: seen.append(path.exists()))
        app.start_session(session)
        app.show_results(session)
        assert seen == [True] and not path.exists() and session.record_error is None

        session2 = app.new_session(registry.spec("arigato"), [SeatConfig("Aiko", 0, "human")], {}, 4)
        play_out(session2)

        def full(entry):
            raise OSError(28, "No space left on device")
        monkeypatch.setattr(app.records, "add", full)
        app.start_session(session2)
        app.show_results(session2)
        assert app.saves.path(session2.save_slot).exists() and session2.record_error == "the disk is full"
    finally:
        app.close()


# --- a picture that decodes huge ---------------------------------------------------------------------

def _png(width: int, height: int) -> bytes:
    """A real PNG of that size, one grey row repeated (it compresses to almost nothing)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = (b"\x00" + b"\x80" * width) * height
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def test_a_huge_picture_is_refused_from_its_header_before_it_is_decoded(monkeypatch):
    import pygame
    from game.ui import thumbnail
    decoded = []
    real = pygame.image.load
    monkeypatch.setattr(pygame.image, "load", lambda *a, **k: decoded.append(1) or real(*a, **k))
    assert thumbnail.decode(_png(4000, 4000)) is None
    assert thumbnail.decode(b"\x89PNG\r\n\x1a\n" + b"\x00" * 40) is None
    assert decoded == []                                     # neither was ever decoded
    small = thumbnail.decode(_png(*thumbnail.SIZE))
    assert small is not None and small.get_size() == thumbnail.SIZE and decoded == [1]


# --- words, and what a kill leaves ------------------------------------------------------------------

def test_a_save_that_does_not_replay_is_named_in_french_without_internals(tmp_path):
    data = good_save()
    data["actions"] = data["actions"][:3] + ["assign_roles seat=0 resident=1 slot=9 travelers=-"]
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "game-broken.json").write_text(json.dumps(data))
    app = _app(tmp_path)
    try:
        i18n.set_language("fr")
        app.open_menu()
        app.continue_game()
        text = " ".join(app.stack.top.notice_lines())
        assert "son coup 4 n'est pas permis" in text
        assert "Illegal" not in text and "slot=" not in text and "resident" not in text
    finally:
        i18n.set_language("en")
        app.close()


def test_stale_temporary_files_go_at_start_and_with_delete(tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    store = SaveStore(saves, spec_for)
    slot = store.new_slot()
    store.write(slot, {k: v for k, v in good_save().items() if k != "version"})
    other = saves / ".game-20260101-000000-aaaaaa.json.tmp"      # a kill mid-save of another game
    other.write_bytes(b"{half a sa")
    mine = saves / f".{slot}.json.tmp"
    mine.write_bytes(b"{")
    (saves / f".{slot}.png.tmp").write_bytes(b"\x89P")
    keep = saves / "notes.tmp"                                     # not ours: never touched
    keep.write_bytes(b"x")
    store.delete(slot)
    assert not mine.exists() and not (saves / f".{slot}.png.tmp").exists() and other.exists()
    app = _app(tmp_path)
    try:
        assert not other.exists() and keep.exists()
    finally:
        app.close()
