"""The player's files one rule at a time: saves, settings and the record book never
crash the client, never lose a game, and several games are kept at once."""

from __future__ import annotations

import json
import os

import pytest

from game.core import registry
from game.persistence import files
from game.persistence import settings as settings_store
from game.persistence.records import RecordBook
from game.persistence.saves import SaveStore
from userfiles import good_record, good_save, lay_out


def spec_for(name):
    return registry.spec(name) if name in registry.available() else None


def _write(path, data):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))


# --- saves -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("field, value, where", [
    ("seats", 0, "seats"), ("actions", None, "actions"), ("seats", [], "seats"),
    ("actions", ["assign_roles seat=0", 7], "actions[1]"), ("seed", True, "seed"),
    ("seats", [{"name": 5, "colour": 0, "kind": "human", "difficulty": "easy"}] * 2, "seats[0].name"),
    ("seats", [{"name": "A", "colour": 99, "kind": "human", "difficulty": "easy"}] * 2, "seats[0].colour"),
    ("seats", [{"name": "A", "colour": 0, "kind": "robot", "difficulty": "easy"}] * 2, "seats[0].kind"),
    ("options", {"calendar": "ZZ"}, "options.calendar"), ("options", {"speed": 1}, "options.speed"),
])
def test_a_save_with_a_wrong_field_is_set_aside_and_named(tmp_path, field, value, where):
    data = good_save()
    data[field] = value
    _write(tmp_path / "game-x.json", data)
    store = SaveStore(tmp_path, spec_for)
    assert store.saved_games() == []
    [notice] = store.notices
    assert notice.path.name == "game-x.json" and notice.reason == "bad_field" and where in notice.detail
    assert notice.aside is not None and notice.aside.name.startswith("game-x.json.bad-")
    assert json.loads(notice.aside.read_text()) == data           # moved, never deleted


def test_every_unfinished_game_keeps_its_own_save(tmp_path):
    store = SaveStore(tmp_path, spec_for)
    first, second = store.new_slot(), store.new_slot()
    assert first != second
    store.write(first, {k: v for k, v in good_save("arigato").items() if k != "version"})
    store.write(second, {k: v for k, v in good_save("daitoshi").items() if k != "version"})
    games = store.saved_games()
    assert [g.slot for g in games] == [second, first]              # the latest first
    assert store.latest().slot == second and store.latest().progress[0] == "turn"
    assert games[1].progress[0] == "day"
    store.delete(second)
    assert [g.slot for g in store.saved_games()] == [first]


def test_the_one_save_of_earlier_versions_is_still_continued(tmp_path):
    _write(tmp_path / "autosave.json", good_save())
    [saved] = SaveStore(tmp_path, spec_for).saved_games()
    assert saved.slot == "autosave" and saved.data["actions"] == good_save()["actions"]


def test_a_save_of_a_game_this_build_lacks_stays_in_place_unlisted(tmp_path):
    data = good_save()
    data["game"] = "go"
    _write(tmp_path / "game-go.json", data)
    store = SaveStore(tmp_path, spec_for)
    assert store.saved_games() == [] and store.notices == []
    assert (tmp_path / "game-go.json").exists()


@pytest.mark.parametrize("kind", ["dir", "fifo"])
def test_no_file_in_a_saves_place_is_moved_aside_without_waiting(tmp_path, kind):
    path = tmp_path / "game-odd.json"
    path.mkdir() if kind == "dir" else os.mkfifo(path)
    store = SaveStore(tmp_path, spec_for)
    assert store.saved_games() == []
    assert store.notices[0].reason == "not_a_file" and not path.exists()


def test_a_write_is_flushed_synced_and_renamed(tmp_path, monkeypatch):
    synced = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real(fd)))
    files.write_atomic(tmp_path / "a.json", "{}")
    assert len(synced) == 2                 # the file, then its folder
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]


def test_a_failed_write_keeps_the_old_file_whole(tmp_path, monkeypatch):
    path = tmp_path / "a.json"
    files.write_atomic(path, '{"old": 1}')

    def full(fd):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError):
        files.write_atomic(path, '{"new": 2}')
    assert json.loads(path.read_text()) == {"old": 1}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]   # no temporary file left


# --- settings ----------------------------------------------------------------------------------------

def test_settings_fall_back_field_by_field(tmp_path):
    path = tmp_path / "settings.json"
    _write(path, {"version": 1, "volume": True, "language": "fr", "window_width": 640.0,
                  "window_height": 720, "anim_speed": [1], "colour_blind": True})
    notices = []
    s = settings_store.load(path, notices)
    assert (s.volume, s.language, s.window_size, s.anim_speed, s.colour_blind) == \
        (70, "fr", (1280, 720), 1.0, True)
    assert notices == [] and path.exists()                        # a good file with bad values


@pytest.mark.parametrize("content", [b"{", b"[" * 100_000, b"\xff\xfe{}", b"[]", b'{"version": 9}'])
def test_unreadable_settings_are_set_aside_and_named(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    notices = []
    assert settings_store.load(path, notices) == settings_store.Settings()
    assert [n.path.name for n in notices] == ["settings.json"]
    assert notices[0].aside.read_bytes() == content and not path.exists()


def test_settings_with_a_byte_order_mark_are_read(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"version": 1, "volume": 12}).encode())
    assert settings_store.load(path).volume == 12


def test_a_fifo_for_settings_never_hangs(tmp_path):
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    notices = []
    assert settings_store.load(path, notices) == settings_store.Settings()
    assert notices[0].reason == "not_a_file"


# --- the record book ----------------------------------------------------------------------------------

def _entry(game="arigato", seed=9):
    return {k: v for k, v in good_record(game, seed).items() if k != "version"}


def test_a_bad_byte_spoils_only_its_own_line(tmp_path):
    book = RecordBook(tmp_path)
    book.add(_entry())
    with open(book.path, "ab") as f:
        f.write(b'{"version": 1, "game": "ari\xff"}\n')
    book.add(_entry("daitoshi", 3))
    assert [e["game"] for e in book.entries()] == ["arigato", "daitoshi"]


def test_a_line_cut_by_a_crash_never_swallows_the_next_game(tmp_path):
    book = RecordBook(tmp_path)
    book.add(_entry())
    book.add(_entry("daitoshi", 3))
    whole = book.path.read_bytes()
    book.path.write_bytes(whole[:-40])                            # the last line cut, no newline
    book.add(_entry("arigato", 5))
    assert [e["game"] for e in book.entries()] == ["arigato", "arigato"]
    assert book.path.read_bytes().count(b"\n") == 3


@pytest.mark.parametrize("kind", ["dir", "fifo"])
def test_no_file_in_the_books_place_is_moved_aside_and_the_book_goes_on(tmp_path, kind):
    path = tmp_path / "records.jsonl"
    path.mkdir() if kind == "dir" else os.mkfifo(path)
    book = RecordBook(tmp_path)
    assert book.entries() == []
    assert book.notices[0].reason == "not_a_file"
    book.add(_entry())
    assert len(book.entries()) == 1


# --- the client ---------------------------------------------------------------------------------------

def _app(tmp_path):
    from game.ui.app import App
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json", saves_dir=tmp_path / "saves")
    app.settings.anim_speed = 0.0
    app.open_menu()
    app.frame(1 / 60)
    return app


def test_the_client_starts_over_the_files_that_stopped_it(tmp_path):
    lay_out(tmp_path)
    saves = tmp_path / "saves"
    bad = good_save()
    bad["seats"] = 0
    _write(saves / "game-zero.json", bad)
    bad["seats"], bad["actions"] = good_save()["seats"], None
    _write(saves / "game-null.json", bad)
    (saves / "game-deep.json").write_bytes(b"[" * 100_000 + b"]" * 100_000)
    (tmp_path / "settings.json").write_bytes(b"{" * 100_000)
    app = _app(tmp_path)
    try:
        menu = app.stack.top
        named = {n.path.name for n in menu.notices}
        assert named == {"game-zero.json", "game-null.json", "game-deep.json", "settings.json"}
        assert menu.widget("continue").enabled
        text = " ".join(menu.notice_lines())
        shown = [name for name in named if name in text]
        assert shown and (len(shown) == 4 or f"And {4 - len(shown)} more" in text)
    finally:
        app.close()


def test_continue_sets_aside_a_save_that_does_not_replay_and_names_it(tmp_path):
    data = good_save()
    data["actions"] = data["actions"][:3] + ["assign_roles seat=0 resident=1 slot=9 travelers=-"]
    _write(tmp_path / "saves" / "game-broken.json", data)
    app = _app(tmp_path)
    try:
        app.continue_game()
        menu = app.stack.top
        assert menu.name == "menu" and [n.reason for n in menu.notices] == ["does_not_replay"]
        assert "game-broken.json" in menu.notice_lines()[0]
        assert not menu.widget("continue").enabled
    finally:
        app.close()


def test_saved_games_screen_continues_and_deletes_with_confirmation(tmp_path):
    from ui_pilot import Pilot
    kept = lay_out(tmp_path)
    app = _app(tmp_path)
    pilot = Pilot(app)
    try:
        pilot.click("saved")
        screen = pilot.top
        assert screen.name == "saved_games" and {g.slot for g in screen.games} == set(kept["saves"])
        pilot.click("delete:game-good")
        assert screen.confirming == "game-good" and screen.widget("yes:game-good")
        pilot.click("no:game-good")                                  # Keep: nothing removed
        assert {g.slot for g in app.saves.saved_games()} == set(kept["saves"])
        pilot.click("delete:game-good")
        pilot.click("yes:game-good")
        assert [g.slot for g in app.saves.saved_games()] == ["game-good2"]
        pilot.click("continue:game-good2")
        table = app.stack.scenes[1]
        assert table.session.spec.name == "daitoshi" and table.session.save_slot == "game-good2"
        assert [a.text() for a in table.session.state.history] == kept["saves"]["game-good2"]
    finally:
        app.close()


def test_starting_a_game_never_removes_another(tmp_path):
    from game.input.session import SeatConfig
    kept = lay_out(tmp_path)
    app = _app(tmp_path)
    try:
        app.start_new_game(registry.spec("arigato"), [SeatConfig("A", 0, "human"), SeatConfig("B", 1, "human")],
                           {}, 3)
        app.stack.scenes[1].session.flush_saves()          # saves are written off the frame
        slots = {g.slot for g in app.saves.saved_games()}
        assert set(kept["saves"]) < slots and len(slots) == 3
        assert app.saves.latest().slot == app.stack.scenes[1].session.save_slot
    finally:
        app.close()


def test_a_game_left_keeps_a_picture_of_its_table_that_saved_games_shows(tmp_path):
    """Leaving an unfinished game keeps a thumbnail beside its save; Saved games draws it, and
    deleting the game removes both."""
    from game.input.session import SeatConfig
    from game.ui import thumbnail
    from ui_pilot import Pilot
    app = _app(tmp_path)
    pilot = Pilot(app)
    try:
        spec = app.spec("arigato")
        app.start_new_game(spec, [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "ai", "easy")], {}, 3)
        slot = app.stack.top.session.save_slot
        pilot.frames(3)
        app.open_menu()                                              # the table is left
        picture = thumbnail.decode(app.saves.picture(slot))
        assert app.stack.scenes[0].name == "menu"
        assert picture is not None and picture.get_size() == thumbnail.SIZE
        assert len({picture.get_at((x, 54))[:3] for x in range(0, 192, 8)}) > 3   # a table, not a blank
        pilot.click("saved")
        screen = pilot.top
        pilot.frames(1)
        shown = screen.pictures[next(k for k in screen.pictures if k[0] == slot)]
        assert shown is not None
        pilot.click(f"delete:{slot}")
        pilot.click(f"yes:{slot}")
        assert not app.saves.picture_path(slot).exists() and not app.saves.path(slot).exists()
    finally:
        app.close()


def test_a_game_left_at_its_end_keeps_its_picture_until_its_results_are_shown(tmp_path):
    """A game whose end was reached, left during its final count: its save stays (Continue shows
    the results) and so does a picture of its table; once the results are shown both are gone."""
    from game.input.session import SeatConfig
    app = _app(tmp_path)
    try:
        app.start_new_game(app.spec("arigato"), [SeatConfig("Aiko", 0, "ai", "easy"),
                                                 SeatConfig("Botan", 1, "ai", "easy")], {}, 3)
        session = app.stack.top.session
        slot = session.save_slot
        for _ in range(400):
            if session.is_over():
                break
            session.pump_ai(budget=1.0, max_decisions=64)
        assert session.is_over()
        session.flush_saves()
        app.open_menu()                                  # left before the results were shown
        assert app.saves.path(slot).exists() and app.saves.picture(slot) is not None
        assert app.continue_game(slot)
        table = app.stack.top
        for _ in range(600):                             # the final position's moment, then the results
            if table.done:
                break
            app.frame(1 / 30)
        assert table.done and app.stack.top.name == "results"
        app.open_menu()
        assert not app.saves.path(slot).exists() and not app.saves.picture_path(slot).exists()
    finally:
        app.close()


@pytest.mark.parametrize("content", [b"", b"not a picture", b"\x89PNG\r\n\x1a\n" + b"\x00" * 64, "fifo", "dir"])
def test_a_damaged_picture_is_passed_over(tmp_path, content):
    """A thumbnail that does not read (empty, foreign, a cut PNG, a FIFO, a folder) leaves a plain
    frame in its row: the screen draws, the save is listed and continued."""
    import os

    from ui_pilot import Pilot
    kept = lay_out(tmp_path)
    picture = tmp_path / "saves" / "game-good.png"
    if content == "fifo":
        os.mkfifo(picture)
    elif content == "dir":
        picture.mkdir()
    else:
        picture.write_bytes(content)
    app = _app(tmp_path)
    pilot = Pilot(app)
    try:
        pilot.click("saved")
        screen = pilot.top
        pilot.frames(1)
        assert {g.slot for g in screen.games} == set(kept["saves"])
        assert screen.pictures[next(k for k in screen.pictures if k[0] == "game-good")] is None
        pilot.click("continue:game-good")
        assert app.stack.scenes[1].session.save_slot == "game-good"
    finally:
        app.close()
