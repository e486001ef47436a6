"""Saves and record-book lines written before the keyed deal still load and replay to the very
game they held (game/ARCHITECTURE.md, "The deal"): they name no deal, and no name is SplitMix.

The files in files/old_deal/ were written by 268b8ee, before the keyed deal, with what their deals
held beside them (`*.expected.json`: the generator's state, the draw pile and the hands, the
stacks, and the name the review of that game had)."""

import json
from pathlib import Path

import pytest

from game.core import registry
from game.core.rng import KEYED, SPLITMIX, KeyedRng, Rng
from game.input.replay import ReplaySession
from game.input.session import GameSession, NotReplaying, SeatConfig
from game.persistence.records import RecordBook, watch_problem
from game.persistence.reviews import review_key
from game.persistence.saves import SaveStore, check_save

OLD = Path(__file__).parent / "files" / "old_deal"


def _expected(name: str) -> dict:
    return json.loads((OLD / f"{name}.expected.json").read_text(encoding="utf-8"))


def _deep(value):
    return [_deep(v) for v in value] if isinstance(value, (list, tuple)) else value


def _arigato_deal(state) -> dict:
    return {"rng_state": state.rng.state, "draw": list(state.draw),
            "hands": [list(v.hand) for v in state.villages], "calendar": list(state.calendar),
            "moves": len(state.history)}


def _daitoshi_deal(state) -> dict:
    return {"rng_state": state.rng.state, "hidden": _deep(state.hidden_part()),
            "moves": len(state.history), "scores": [s.total for s in state.scores()]}


def _old_save(tmp_path) -> dict:
    store = SaveStore(tmp_path, spec_for=registry.spec)
    store.directory.mkdir(parents=True, exist_ok=True)
    (store.directory / "old.json").write_bytes((OLD / "arigato_save.json").read_bytes())
    saved = store.read("old")
    assert saved is not None, "the old save was not read"
    return saved.data


def _old_record(tmp_path) -> dict:
    (tmp_path / "records.jsonl").write_bytes((OLD / "daitoshi_record.jsonl").read_bytes())
    entries = RecordBook(tmp_path).entries()
    assert len(entries) == 1, "the old record-book line was not read"
    return entries[0]


def test_an_old_save_loads_as_the_game_it_held(tmp_path):
    data = _old_save(tmp_path)
    assert "deal" not in data and check_save(data, registry.spec) is None
    session = GameSession.from_save(registry.spec("arigato"), data)
    expected = _expected("arigato_save")
    assert session.deal == SPLITMIX and type(session.state.rng) is Rng
    assert _arigato_deal(session.state) == {k: v for k, v in expected.items() if k != "review_key"}
    assert review_key(data) == expected["review_key"]
    # saved again, it names its deal, and loads as the same game
    again = session.to_save()
    assert again["deal"] == SPLITMIX
    assert _arigato_deal(GameSession.from_save(registry.spec("arigato"), again).state) \
        == _arigato_deal(session.state)
    assert review_key(again) == expected["review_key"]


def test_an_old_record_is_watched_and_reviewed_as_the_game_it_held(tmp_path):
    entry = _old_record(tmp_path)
    assert "deal" not in entry and watch_problem(entry, registry.spec) is None
    spec = registry.spec("daitoshi")
    expected = _expected("daitoshi_record")
    watched = ReplaySession.checked(spec, entry)
    assert watched.deal == SPLITMIX
    session = GameSession.from_save(spec, entry)
    assert session.state.is_over()
    assert _daitoshi_deal(session.state) == {k: v for k, v in expected.items() if k != "review_key"}
    assert review_key(entry) == expected["review_key"]


def test_the_deal_a_file_names_is_the_one_that_replays_it(tmp_path):
    """The check above can fail: read with the keyed deal, the old save's moves name cards that
    deal never dealt."""
    data = _old_save(tmp_path)
    with pytest.raises(NotReplaying):
        GameSession.from_save(registry.spec("arigato"), {**data, "deal": KEYED})


@pytest.mark.parametrize("game", ["arigato", "daitoshi"])
def test_a_keyed_game_saves_its_deal_and_loads_as_the_same_game(game, tmp_path):
    spec = registry.spec(game)
    seats = [SeatConfig(f"P{i}", i, "human") for i in range(2)]
    session = GameSession(spec, seats)
    for _ in range(40):
        seat = session.state.current_seats()[0]
        session.submit(session.state.legal_actions(seat)[-1])
    store = SaveStore(tmp_path, spec_for=registry.spec)
    store.write("keyed", session.to_save())
    data = store.read("keyed").data
    assert data["deal"] == KEYED and data["seed"] == session.seed
    loaded = GameSession.from_save(spec, data)
    assert type(loaded.state.rng) is KeyedRng
    assert loaded.state.rng.key == session.state.rng.key and loaded.state.rng.state == session.state.rng.state
    assert [a.text() for a in loaded.state.history] == data["actions"]
    assert review_key(data) != review_key({k: v for k, v in data.items() if k != "deal"})
