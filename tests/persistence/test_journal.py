"""A hosted game's write-ahead journal (persistence/journal.py), read back where saves are read
(saves.py `SaveStore.read`): each action on disk when the call returns; the line a kill cut short
dropped; a damaged journal named and set aside, its good lines kept; compaction into the save
every so often and at the end, and a journal left stale by a compaction cut short passed over."""

import os

from game import i18n
from game.persistence import journal
from game.persistence.saves import SaveStore
from game.ui.scenes.files_words import notice_words

SLOT = "game-hosted"
SETUP = {"game": "arigato", "seats": [{"name": n, "colour": i, "kind": "human",
                                       "difficulty": "normal"} for i, n in enumerate("AB")],
         "options": {}, "seed": 7, "net": {"code": "ABCDEF"}}


def _game(actions: int) -> dict:
    return {**SETUP, "actions": [f"a{n}" for n in range(actions)], "progress": ["day", actions]}


def _kept(tmp_path, every: int = journal.COMPACT_EVERY, actions: int = 5):
    """A store and a journal that has kept a game of `actions` actions, one call each."""
    store = SaveStore(tmp_path)
    kept = store.journaled(SLOT)
    kept.compact_every = every
    for n in range(actions + 1):
        kept(_game(n))
    return store, kept


def _read(store) -> list[str]:
    return store.read(SLOT).data["actions"]


def test_each_action_is_on_disk_when_the_call_returns_and_reads_back(tmp_path):
    store, kept = _kept(tmp_path)
    lines = store.journal_path(SLOT).read_bytes().splitlines()
    assert len(lines) == 5                 # the first call wrote the save; one line each since
    fresh = SaveStore(tmp_path)            # another process reading: the save and its journal
    saved = fresh.read(SLOT)
    assert saved.data["actions"] == _game(5)["actions"] and saved.data["progress"] == ["day", 5]
    assert saved.data["net"] == SETUP["net"] and fresh.notices == []


def test_an_undo_is_a_line_too(tmp_path):
    store, kept = _kept(tmp_path)
    kept(_game(4))                         # the last action taken back
    kept({**_game(4), "actions": _game(4)["actions"] + ["b4"]})
    assert _read(store) == ["a0", "a1", "a2", "a3", "b4"]


def test_the_line_a_kill_cut_short_is_dropped(tmp_path):
    store, kept = _kept(tmp_path)
    path = store.journal_path(SLOT)
    whole = path.read_bytes()
    path.write_bytes(whole[:-7])           # the last line's end never written
    assert _read(store) == _game(4)["actions"] and store.notices == []
    last = whole.splitlines()[-1]
    path.write_bytes(whole[:-len(last) - 1] + last.replace(b"a4", b"a9") + b"\n")
    assert _read(store) == _game(4)["actions"] and store.notices == []   # its checksum fails


def test_a_damaged_journal_is_named_set_aside_and_its_good_lines_kept(tmp_path):
    store, kept = _kept(tmp_path)
    path = store.journal_path(SLOT)
    lines = path.read_bytes().splitlines(keepends=True)
    lines[2] = lines[2].replace(b'"a2"', b'"a8"')    # the third line's checksum no longer holds
    path.write_bytes(b"".join(lines))
    assert _read(store) == ["a0", "a1"]
    (notice,) = store.notices
    assert (notice.path, notice.reason, notice.detail) == (path, "journal_damaged", "3")
    assert notice.aside is not None and notice.aside.read_bytes() == b"".join(lines)
    assert not path.exists()
    again = SaveStore(tmp_path)            # the good lines are in the save now: nothing to say
    assert again.read(SLOT).data["actions"] == ["a0", "a1"] and again.notices == []


def test_the_damaged_journal_is_named_to_the_player_in_their_language(tmp_path):
    store, kept = _kept(tmp_path)
    path = store.journal_path(SLOT)
    lines = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(b"".join(lines[:1] + [b"garbage\n"] + lines[2:]))
    store.read(SLOT)
    (notice,) = store.notices
    try:
        words = {}
        for language in ("en", "fr"):
            i18n.set_language(language)
            words[language] = notice_words(notice)
    finally:
        i18n.set_language("en")
    assert words["en"].startswith(f"{SLOT}.journal: the moves written after its save")
    assert "line 2" in words["en"] and notice.aside.name in words["en"]
    assert "la ligne 2" in words["fr"] and notice.aside.name in words["fr"]
    assert "checksum" not in words["en"] + words["fr"]     # the reason for a log, not the player


def test_a_line_that_does_not_follow_is_damage_too(tmp_path):
    store, kept = _kept(tmp_path)
    path = store.journal_path(SLOT)
    lines = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(b"".join(lines[:1] + lines[2:]))  # the second line lost
    assert _read(store) == ["a0"]
    assert [(n.reason, n.detail) for n in store.notices] == [("journal_damaged", "2")]


def test_the_journal_is_folded_into_the_save_every_so_often_and_at_the_end(tmp_path):
    store, kept = _kept(tmp_path, every=3, actions=7)
    path = store.journal_path(SLOT)
    # the save written with none, then with four (three lines after it), three lines since
    assert store.read(SLOT).data["actions"] == _game(7)["actions"]
    assert len(path.read_bytes().splitlines()) == 3
    kept.close()
    assert path.read_bytes() == b""
    assert _read(store) == _game(7)["actions"]


def test_a_change_beside_the_actions_rewrites_the_save(tmp_path):
    store, kept = _kept(tmp_path)
    kept({**_game(5), "net": {"code": "ABCDEF", "seats": "taken"}})
    assert store.journal_path(SLOT).read_bytes() == b""
    assert store.read(SLOT).data["net"]["seats"] == "taken"


def test_a_journal_left_by_a_compaction_cut_short_is_passed_over(tmp_path):
    store, kept = _kept(tmp_path)
    path = store.journal_path(SLOT)
    old = path.read_bytes()
    kept.close()                           # folded into a new save, the journal emptied...
    path.write_bytes(old)                  # ...but as if killed before it was
    saved = SaveStore(tmp_path).read(SLOT)
    assert saved.data["actions"] == _game(5)["actions"]
    store.write(SLOT, {**saved.data, "actions": ["a0"]})   # the save says the game is shorter:
    assert _read(store) == ["a0"]          # the old lines are not played onto it


def test_a_journal_that_is_no_file_is_set_aside_and_the_save_read(tmp_path):
    store, kept = _kept(tmp_path)
    kept.close()
    path = store.journal_path(SLOT)
    os.remove(path)
    path.mkdir()
    assert _read(store) == _game(5)["actions"]
    assert [n.reason for n in store.notices] == ["not_a_file"] and not path.exists()


def test_deleting_a_game_removes_its_journal(tmp_path):
    store, kept = _kept(tmp_path)
    kept.close()
    store.delete(SLOT)
    assert sorted(os.listdir(tmp_path)) == []


def test_a_journal_synced_later_writes_each_line_at_once_and_waits_for_the_disk_in_sync(
        tmp_path, monkeypatch):
    """The host's way (game/net/room.py `durable`): the line is written when the call returns
    (a kill of the process loses nothing of it), on disk once `sync` returns; every whole save
    (the first, the fold of the journal into it) is written in `sync` too, never in the call the
    host's loop makes."""
    synced = []
    real = os.fdatasync
    monkeypatch.setattr(os, "fdatasync", lambda fd: (synced.append(fd), real(fd)))
    store = SaveStore(tmp_path)
    kept = store.journaled(SLOT, sync_later=True)
    kept.compact_every = 3
    kept(_game(0))                          # the first call asks for the whole save...
    path = store.journal_path(SLOT)
    assert kept.unsynced and not store.path(SLOT).exists() and not path.exists()
    kept.sync()                             # ...which the sync writes
    assert not kept.unsynced and store.read(SLOT).data["actions"] == []
    for n in range(1, 4):
        kept(_game(n))
        assert kept.unsynced and not synced
        assert len(path.read_bytes().splitlines()) == n and _read(store) == _game(n)["actions"]
        kept.sync()
        assert not kept.unsynced and (synced or n == 3)
        synced.clear()
    assert path.read_bytes() == b""         # the third line's sync folded the journal in
    assert store.read(SLOT).data["journal"] and _read(store) == _game(3)["actions"]
    kept(_game(4))
    assert len(path.read_bytes().splitlines()) == 1
    kept.sync()
    kept.sync()                             # nothing more to wait for
    assert len(synced) == 1
    kept.close()
    assert _read(store) == _game(4)["actions"]


def test_a_whole_save_asked_for_while_synced_later_waits_for_sync_and_no_line_passes_it(tmp_path):
    """A change beside the actions (a seat taken) asks the host's journal for a whole save: it is
    written by `sync`, off the host's loop, with the newest data given meanwhile; no line is
    written before it, so the save and the lines after it are on disk in the order they came."""
    store = SaveStore(tmp_path)
    kept = store.journaled(SLOT, sync_later=True)
    kept(_game(0))
    kept.sync()
    path = store.journal_path(SLOT)
    kept(_game(1))                          # a line, waiting for the disk
    taken = {"code": "ABCDEF", "seats": "taken"}
    kept({**_game(1), "net": taken})        # a seat taken: a whole save asked for
    kept({**_game(2), "net": taken})        # an action meanwhile: held for that save
    assert kept.unsynced and len(path.read_bytes().splitlines()) == 1
    assert store.read(SLOT).data["net"] == SETUP["net"] and _read(store) == ["a0"]
    kept.sync()
    assert not kept.unsynced and path.read_bytes() == b""
    assert store.read(SLOT).data["net"] == taken and _read(store) == _game(2)["actions"]
    kept({**_game(3), "net": taken})        # lines again, after the save
    assert len(path.read_bytes().splitlines()) == 1 and _read(store) == _game(3)["actions"]
    kept.close()
    assert _read(store) == _game(3)["actions"]
