"""A finished review is kept beside the record book and read back; a bad one is set aside and
named, never a crash (game/persistence/reviews.py)."""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ai"))

from review_games import played_toy  # noqa: E402

from game.ai.review import review_game  # noqa: E402
from game.ai.review_data import as_data  # noqa: E402
from game.ai.toy import SPEC as TOY  # noqa: E402
from game.persistence.reviews import ReviewStore, review_key  # noqa: E402


def _game(seed: int = 3) -> dict:
    """A finished game as the record book keeps it (the fields a review is keyed by)."""
    return {"game": "toy", "seats": [{"name": "Aiko"}, {"name": "Kenji"}], "options": {},
            "seed": seed, "actions": played_toy(seed=seed)}


def _review(game: dict):
    return review_game(TOY, 2, game["seed"], {}, game["actions"], worlds=2)


def test_a_stored_review_reads_back(tmp_path):
    game = _game()
    review = _review(game)
    store = ReviewStore(tmp_path)
    assert store.read(game) is None          # none kept yet: nothing to set aside either
    store.write(game, review)
    assert store.path(game).parent == tmp_path / "reviews"
    again = ReviewStore(tmp_path).read(game)
    assert again is not None and as_data(again) == as_data(review)
    assert store.read(game, seats=[0]) is None    # a review of other seats is not this one
    assert store.notices == []


def test_a_review_kept_before_verdicts_had_intervals_is_made_again_without_a_word(tmp_path):
    """A version 1 review (no intervals) is no bad file: its verdicts are only older."""
    game = _game()
    store = ReviewStore(tmp_path)
    store.write(game, _review(game))
    data = json.loads(store.path(game).read_text())
    data["version"] = 1
    store.path(game).write_text(json.dumps(data))
    assert store.read(game) is None and store.notices == []
    assert store.path(game).exists()               # not set aside: the next review replaces it


@pytest.mark.parametrize("edit", ["seat", "move", "players"])
def test_a_kept_review_that_does_not_fit_its_game_is_set_aside(tmp_path, edit):
    """A review whose schema passes but which names a seat or a move its game does not have
    (a file edited by hand) is never handed to a screen: the store sets it aside and names it."""
    game = _game()
    store = ReviewStore(tmp_path)
    store.write(game, _review(game))
    path = store.path(game)
    data = json.loads(path.read_text())
    if edit == "seat":
        data["decisions"][0]["seat"] = 5
    elif edit == "move":   # a decision no summary names (those are looked up by their move)
        named = {m for s in data["summary"] for m in s["costliest"]}
        free = next(d for d in data["decisions"] if d["move"] not in named)
        free["move"] = len(game["actions"])
    else:
        data["players"] = 3
    path.write_text(json.dumps(data))
    fresh = ReviewStore(tmp_path)
    assert fresh.read(game) is None
    assert fresh.notices and not path.exists()


def test_the_same_game_from_a_save_or_the_book_finds_the_same_review():
    game = _game()
    line = {**game, "names": ["Aiko", "Kenji"], "humans": [True, False], "scores": [1, 2]}
    assert review_key(line) == review_key(game)
    assert review_key(_game(seed=4)) != review_key(game)


def test_a_record_book_line_is_reviewed_for_its_people():
    """`review_of`: what the Records and Results screens call, on a line of the book."""
    from game.persistence.reviews import review_of
    from userfiles import good_session
    session = good_session("arigato", steps=0, seed=5)
    state = session.state
    while not state.is_over():   # played to the end by the seats' first listed move
        state.apply(state.legal_actions(state.current_seats()[0])[0])
    line = {**session.to_record(), "humans": [False, True]}
    review = review_of(line, worlds=1)
    assert review.seats == (1,) and {d.seat for d in review.decisions} == {1}
    assert review_of(line, seats=[0, 1], worlds=1).seats == (0, 1)


def _corrupt(path: Path, how: str) -> None:
    data = json.loads(path.read_text())
    if how == "bytes":
        path.write_bytes(b"\xff\xfe garbage")
    elif how == "cut":
        path.write_text(path.read_text()[:200])
    elif how == "class":
        data["decisions"][0]["class"] = "brilliant"
        path.write_text(json.dumps(data))
    elif how == "action":
        data["decisions"][0]["played"]["action"] = "fly_away seat=0"
        path.write_text(json.dumps(data))
    elif how == "costliest":
        data["summary"][0]["costliest"] = [99999]    # a move the review has no decision for
        path.write_text(json.dumps(data))
    elif how == "another_game":
        data["key"] = "0" * 24
        path.write_text(json.dumps(data))
    elif how == "folder":
        path.unlink()
        path.mkdir()
    elif how == "perhaps":
        data["decisions"][0]["perhaps"] = "brilliant"
        path.write_text(json.dumps(data))
    elif how == "interval":
        data["decisions"][0]["interval"] = [1.0]
        path.write_text(json.dumps(data))


@pytest.mark.parametrize("how", ["bytes", "cut", "class", "action", "costliest", "another_game",
                                 "folder", "perhaps", "interval"])
def test_a_bad_review_is_set_aside_and_named(tmp_path, how):
    game = _game()
    store = ReviewStore(tmp_path)
    store.write(game, _review(game))
    _corrupt(store.path(game), how)
    assert store.read(game) is None
    assert len(store.notices) == 1 and store.notices[0].path == store.path(game)
    aside = store.notices[0].aside
    assert aside is not None and aside.exists() and aside.name.startswith(store.path(game).name + ".bad-")
    assert not store.path(game).exists()
    store.write(game, _review(game))           # the review is simply made again
    assert store.read(game) is not None


def test_no_mutation_of_a_review_crashes_or_is_shown_for_its_game(tmp_path):
    """The user-file mutations (userfiles.mutate), on a review: each read ends in the review, or
    in None with the file moved aside and named; never an exception, never a review that does
    not read back as it was written (a changed one that still fits is the player's own edit)."""
    import random

    from userfiles import good_save, mutate, put
    game = _game()
    store = ReviewStore(tmp_path)
    store.write(game, _review(game))
    path = store.path(game)
    good = json.loads(path.read_text())
    rng = random.Random(36)
    other = json.dumps(good_save()).encode()
    set_aside = 0
    for i in range(60):
        name, content = mutate(rng, good, other)
        put(path, content)
        fresh = ReviewStore(tmp_path)
        found = fresh.read(game)
        if found is None:
            set_aside += 1
            assert fresh.notices and not path.exists(), (i, name)
        else:
            assert not fresh.notices and found.game == "toy", (i, name)
    assert set_aside > 30
