"""Saves that are not what they say (files/, copied from the report): a save marked finished whose
moves stop mid-game is no finished game, so it is never filed in the record book nor deleted, and
stays a game to continue; a seat with a field no seat has is named, not found out as the game's
first move failing."""

from __future__ import annotations

import json
import shutil

from game.core import registry
from game.input.session import GameSession, SeatConfig
from game.persistence.records import RecordBook
from game.persistence.saves import SaveStore
from ui_pilot import Pilot, play_out
from test_last_failures import FILES, _app, _start, spec_for
from userfiles import good_save

SLOT = "game-20260101-120000-a1b2c3"


def test_a_save_marked_finished_whose_moves_stop_mid_game_stays_a_save_to_continue(tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    path = saves / f"{SLOT}.json"
    shutil.copyfile(FILES / "save_finished_but_unfinished.json", path)
    data = json.loads(path.read_text())
    assert data["finished"] is True
    assert _start(tmp_path) == []                       # nothing filed, nothing to say
    assert RecordBook(saves).entries() == []            # no game that never ended in the book
    assert path.read_bytes() == (FILES / "save_finished_but_unfinished.json").read_bytes()
    app = _app(tmp_path)
    try:
        app.open_menu()
        assert app.continue_game(SLOT)                  # the game goes on where it stopped
        session = app.stack.top.session
        assert [a.text() for a in session.state.history] == data["actions"]
        assert not session.is_over() and session.state.progress() == ("day", 6)
        pilot = Pilot(app)
        for _ in range(200):                            # the AI seats play up to Aiko's move
            if session.legal_actions(0):
                break
            pilot.frames(1)
        table = app.stack.top
        assert table.submit(session.legal_actions(0)[0]) is None, table.message
        session.flush_saves()
        saved = json.loads(path.read_text())            # saved as it is: no longer "finished"
        assert saved["actions"][:len(data["actions"])] == data["actions"]
        assert len(saved["actions"]) > len(data["actions"]) and "finished" not in saved
    finally:
        app.close()
    assert RecordBook(saves).entries() == []


def test_a_save_marked_finished_whose_game_is_over_is_filed_at_start(tmp_path):
    """The mark still does its job: a game that ended while the book could not take it is
    written at the next start, and its save goes."""
    seats = [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "human")]
    session = play_out(GameSession(registry.spec("arigato"), seats, {}, 4242))
    store = SaveStore(tmp_path / "saves", spec_for)
    store.write(SLOT, session.to_save())
    assert store.read(SLOT).data["finished"] is True
    notes = " ".join(_start(tmp_path))
    [entry] = RecordBook(tmp_path / "saves").entries()
    assert entry["actions"] == [a.text() for a in session.state.history]
    assert not store.path(SLOT).exists() and "is now in your record book" in notes


def test_a_seat_with_a_field_no_seat_has_is_named(tmp_path):
    data = good_save()
    data["seats"][1]["team"] = "red"
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / f"{SLOT}.json").write_text(json.dumps(data))
    store = SaveStore(saves, spec_for)
    assert store.saved_games() == []
    [notice] = store.notices
    assert notice.reason == "bad_field" and notice.detail == "seats[1].team"
    assert json.loads(notice.aside.read_text()) == data                 # moved, never deleted
    shutil.move(notice.aside, saves / f"{SLOT}.json")
    text = " ".join(_start(tmp_path))                                   # what the player reads
    assert "seats[1].team" in text and "move 0" not in text and "is not allowed" not in text


def test_a_seat_with_only_its_own_fields_still_loads(tmp_path):
    data = good_save()
    (tmp_path / f"{SLOT}.json").write_text(json.dumps(data))
    [saved] = SaveStore(tmp_path, spec_for).saved_games()
    assert saved.data["seats"] == data["seats"]
