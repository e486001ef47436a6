"""The seats held in games online (game/persistence/online_seats.py): kept across a closed
client, forgotten when asked, and a bad file (not JSON, a wrong field, a folder in its place)
set aside and named, never a crash and never taken for seats."""

import json

import pytest

from game.persistence.online_seats import FILE_NAME, OnlineSeats

TOKEN = "k3p-SecretToken_0123456789abcdefghijkl"


def keep(store, code="ABC234", seat=1, port=8765):
    store.keep("arigato", "127.0.0.1", port, code, seat, TOKEN, "Botan")


def test_a_seat_kept_is_there_for_the_next_client_and_forgotten_when_over(tmp_path):
    keep(OnlineSeats(tmp_path))
    keep(OnlineSeats(tmp_path), code="XYZ789", seat=0, port=9000)
    again = OnlineSeats(tmp_path)                  # the client closed and opened again
    seats = again.seats()
    assert [(s["code"], s["seat"], s["port"]) for s in seats] == [("XYZ789", 0, 9000),
                                                                  ("ABC234", 1, 8765)]
    assert seats[1]["token"] == TOKEN and seats[1]["game"] == "arigato"
    keep(again)                                    # the same seat taken again: once, first
    assert [s["code"] for s in again.seats()] == ["ABC234", "XYZ789"]
    again.forget("127.0.0.1", 8765, "abc234", 1)
    assert [s["code"] for s in OnlineSeats(tmp_path).seats()] == ["XYZ789"]
    assert again.notices == []


@pytest.mark.parametrize("content", [
    b"{not json",
    b"null",
    json.dumps({"version": 1, "seats": [{"game": "arigato"}]}).encode(),
    json.dumps({"version": 99, "seats": []}).encode(),
    json.dumps({"version": 1, "seats": [{"game": "arigato", "address": "127.0.0.1",
                                         "port": 70000, "code": "ABC234", "token": TOKEN,
                                         "seat": 0, "name": "", "at": 1.0}]}).encode(),
])
def test_a_bad_file_is_set_aside_and_named_not_read(tmp_path, content):
    (tmp_path / FILE_NAME).write_bytes(content)
    store = OnlineSeats(tmp_path)
    assert store.seats() == []
    assert len(store.notices) == 1 and store.notices[0].path.name == FILE_NAME
    aside = store.notices[0].aside
    assert aside is not None and aside.read_bytes() == content
    assert not (tmp_path / FILE_NAME).exists()
    keep(store)                                    # and the next seat is kept as usual
    assert [s["code"] for s in OnlineSeats(tmp_path).seats()] == ["ABC234"]


def test_a_folder_in_the_files_place_is_no_seat_and_no_crash(tmp_path):
    (tmp_path / FILE_NAME).mkdir()
    store = OnlineSeats(tmp_path)
    assert store.seats() == [] and len(store.notices) == 1
