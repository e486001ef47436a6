"""The player's files are safe where Linux, Windows and macOS differ (game/PACKAGING.md, "Every
system"): every name the program writes is valid on all three, a rename over a file another
program holds open is tried again (Windows), and data files read the same with Windows' line
endings (a checkout with git's autocrlf)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.core.data_file import read_toml
from game.net.certificate import FILE_NAME as CERTIFICATE
from game.persistence import files, portable
from game.persistence.online_seats import FILE_NAME as ONLINE_SEATS
from game.persistence.records import RECORDS
from game.persistence.reviews import review_key
from game.persistence.saves import SaveStore
from game.persistence.settings import default_path as settings_path

LEVELS = Path(__file__).resolve().parents[2] / "levels"


@pytest.mark.parametrize("name, fault", [
    ("game-20261202-073644-a1b2c3.json", None),
    ("records.jsonl", None),
    (".game.json.tmp", None),
    ("a:b.json", "holds ':'"),
    ("what?.json", "holds '?'"),
    ("star*.json", "holds '*'"),
    ("tab\there", "holds '\\t'"),
    ("ends.", "ends in a dot or a space"),
    ("ends ", "ends in a dot or a space"),
    ("CON", "a name Windows keeps for a device"),
    ("nul.json", "a name Windows keeps for a device"),
    ("Com3.log", "a name Windows keeps for a device"),
    ("lpt9", "a name Windows keeps for a device"),
    ("console.json", None),
    ("", "empty"),
    ("x" * 256, "too long"),
])
def test_a_name_every_system_takes(name, fault):
    assert portable.name_fault(name) == fault


def test_every_name_the_program_writes_is_portable(tmp_path):
    store = SaveStore(tmp_path)
    slot = SaveStore.new_slot()
    game = {"game": "arigato", "names": ["Aiko", "Botan"], "seed": 1, "actions": []}
    names = [store.path(slot).name, store.journal_path(slot).name, store.picture_path(slot).name,
             files.temp_path(store.path(slot)).name, RECORDS, ONLINE_SEATS, CERTIFICATE,
             settings_path().name, f"{review_key(game)}.json"]
    bad = tmp_path / "settings.json"
    bad.write_text("{")
    names.append(files.set_aside(bad).name)
    assert {name: portable.name_fault(name) for name in names} == {name: None for name in names}


def test_a_write_to_a_name_windows_refuses_is_refused_before_anything_is_written(tmp_path):
    with pytest.raises(ValueError, match="not a file name every system takes"):
        files.write_atomic(tmp_path / "a:b.json", "{}")
    assert list(tmp_path.iterdir()) == []


def _held(monkeypatch, times: int) -> list[float]:
    """os.replace refusing `times` times as Windows does while another program holds the file;
    the waits asked for, returned (none really taken)."""
    real, waits, left = os.replace, [], [times]

    def replace(source, target):
        if left[0]:
            left[0] -= 1
            raise PermissionError(13, "The process cannot access the file", str(target))
        real(source, target)
    monkeypatch.setattr(portable, "HELD_FILES", True)
    monkeypatch.setattr(portable.os, "replace", replace)
    monkeypatch.setattr(portable.time, "sleep", waits.append)
    return waits


def test_a_file_held_open_for_a_moment_is_written_once_it_is_let_go(tmp_path, monkeypatch):
    target = tmp_path / "settings.json"
    target.write_text('{"old": true}')
    waits = _held(monkeypatch, 3)
    files.write_atomic(target, '{"new": true}')
    assert target.read_text() == '{"new": true}'
    assert waits == [0.01, 0.02, 0.04]
    assert not files.temp_path(target).exists()


def test_a_file_held_open_for_good_fails_with_the_old_file_whole(tmp_path, monkeypatch):
    target = tmp_path / "settings.json"
    target.write_text('{"old": true}')
    waits = _held(monkeypatch, 1000)
    with pytest.raises(PermissionError):
        files.write_atomic(target, '{"new": true}')
    assert target.read_text() == '{"old": true}'
    assert len(waits) == portable.REPLACE_TRIES - 1 and sum(waits) < 2
    assert not files.temp_path(target).exists()


def test_elsewhere_a_refused_rename_is_not_waited_for(tmp_path, monkeypatch):
    waits = _held(monkeypatch, 1)
    monkeypatch.setattr(portable, "HELD_FILES", False)
    with pytest.raises(PermissionError):
        files.write_atomic(tmp_path / "settings.json", "{}")
    assert waits == []


@pytest.mark.parametrize("path", sorted(LEVELS.rglob("*.toml")), ids=lambda p: p.name)
def test_a_data_file_reads_the_same_with_windows_line_endings(path, tmp_path):
    crlf = tmp_path / path.name
    crlf.write_bytes(path.read_bytes().replace(b"\r\n", b"\n").replace(b"\n", b"\r\n"))
    assert b"\r\n" in crlf.read_bytes()
    assert read_toml(crlf) == read_toml(path)
