"""What a player learnt from their mistakes is kept beside the game's review
(game/persistence/practice.py), read as every user file is."""

import json

from game.ai import practice
from game.persistence.practice import FOUND, SHOWN, PracticeStore
from game.persistence.reviews import review_key

GAME = {"game": "arigato", "names": ["Aiko", "Botan"], "seed": 7, "actions": ["a", "b", "c"]}
OTHER = {**GAME, "seed": 8}


def test_the_store_keeps_the_endings_the_practice_names():
    assert (FOUND, SHOWN) == (practice.FOUND, practice.SHOWN)


def test_each_decision_practised_is_kept_and_found_stays_found(tmp_path):
    store = PracticeStore(tmp_path)
    assert store.read(GAME) == {}
    store.keep(GAME, 12, SHOWN)
    store.keep(GAME, 30, FOUND)
    store.keep(GAME, 30, SHOWN)          # tried again later and shown: it was found once
    store.keep(GAME, 12, FOUND)          # shown once, found since
    assert PracticeStore(tmp_path).read(GAME) == {12: FOUND, 30: FOUND}
    assert store.read(OTHER) == {}
    assert store.path(GAME).name == f"{review_key(GAME)}.practice.json"


def test_a_bad_file_is_set_aside_and_named_and_the_practice_starts_again(tmp_path):
    store = PracticeStore(tmp_path)
    store.keep(GAME, 12, FOUND)
    path = store.path(GAME)
    for bad in ({"version": 1, "key": review_key(GAME), "practised": {"12": "won"}},
                {"version": 1, "key": review_key(GAME), "practised": {"twelve": "found"}},
                {"version": 1, "key": review_key(OTHER), "practised": {}},
                {"version": 9, "key": review_key(GAME), "practised": {}}):
        path.write_text(json.dumps(bad))
        store = PracticeStore(tmp_path)
        assert store.read(GAME) == {}
        assert len(store.notices) == 1 and store.notices[0].aside is not None
        assert not path.exists()
    store.keep(GAME, 12, SHOWN)
    assert store.read(GAME) == {12: SHOWN}
