"""`python -m game review FILE`: the record book, a save or a tournament record in; one entry per
reviewed decision and a summary per seat out; a clear error for a file or an index it cannot use."""

import json

import pytest
from review_games import played_toy

from game.ai.review import REVIEW_SEED
from game.ai.review_data import from_data
from game.cli import main
from game.i18n import t
from game.i18n.hints import reason_words
from game.tools.review import load_game
from game.tools.tournament import game_spec, tournament
from game.ui.review.words import views_at
from game.ui.tables import table_for

SEATS = [{"name": "Aiko", "colour": 0, "kind": "human", "difficulty": "easy"},
         {"name": "Bot", "colour": 1, "kind": "ai", "difficulty": "hard"}]


def _save(seed: int = 3, actions=None) -> dict:
    return {"version": 1, "game": "toy", "seats": SEATS, "options": {}, "seed": seed,
            "actions": played_toy(seed=seed) if actions is None else actions}


def _line(seed: int) -> str:
    return json.dumps({**_save(seed), "names": ["Aiko", "Bot"], "humans": [True, False],
                       "scores": [3, 4], "winners": [1]})


def _review(capsys, *args):
    code = main(["review", *map(str, args), "--worlds", "2", "--json"])
    captured = capsys.readouterr()
    return code, (json.loads(captured.out) if code == 0 else captured.err)


def test_a_save_is_reviewed_for_its_human_seat(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(_save()))
    code, out = _review(capsys, path)
    assert code == 0 and out["game"] == "toy" and out["reviewed"] == [0]
    assert out["decisions"] and {d["seat"] for d in out["decisions"]} == {0}
    for d in out["decisions"]:
        assert set(d) == {"seat", "decision", "move", "progress", "played", "best", "loss",
                          "interval", "error", "class", "perhaps", "reasons"}
        assert set(d["played"]) >= {"action", "score", "margin", "breakdown"}
        low, high = d["interval"]
        assert low <= d["loss"] <= high
        # the loss is never clipped at 0; a better move is named only where it did better
        if d["loss"] > 0:
            assert d["loss"] == pytest.approx(d["best"]["margin"] - d["played"]["margin"], abs=0.02)
        else:
            assert d["best"] == d["played"]
        assert d["class"] in ("good", "inaccuracy", "mistake", "blunder")
    [summary] = out["summary"]
    assert summary["decisions"] == len(out["decisions"])
    assert sum(summary[g] for g in ("good", "inaccuracy", "mistake", "blunder")) == summary["decisions"]
    code, every = _review(capsys, path, "--seats", "all")
    assert code == 0 and every["reviewed"] == [0, 1] and len(every["summary"]) == 2


def test_the_record_book_by_index(tmp_path, capsys):
    book = tmp_path / "records.jsonl"
    book.write_text(_line(3) + "\n" + "{cut by a cra\n" + _line(4) + "\n")
    first = _review(capsys, book, "--index", "0")[1]
    last = _review(capsys, book)[1]
    assert first["decisions"] != last["decisions"]
    assert _review(capsys, book, "--index", "-1")[1] == last
    code, err = _review(capsys, book, "--index", "2")
    assert code == 2 and "no game at index 2" in err and "0 to 1" in err


def test_a_tournament_record_reviews_every_seat(tmp_path, capsys):
    record = tmp_path / "run.jsonl"
    tournament("toy", 2, ["easy", "random"], 2, seed=3, record=record)
    code, out = _review(capsys, record, "--index", "1")
    assert code == 0 and out["reviewed"] == [0, 1]
    lines = record.read_text().splitlines()
    old = [lines[0]] + [json.dumps({"index": 0, "result": {"seats": ["easy", "random"]}})]
    record.write_text("\n".join(old) + "\n")
    code, err = _review(capsys, record)
    assert code == 2 and "keeps no moves" in err


@pytest.mark.parametrize("content, said", [
    (None, "no such file"),
    (b"\x00\xff not a game", "neither a save"),
    (json.dumps({"hello": 1}).encode(), "not a game this program can replay"),
    (json.dumps({**_save(), "game": "chess"}).encode(), "not a game this program can replay"),
    (json.dumps(_save(actions=played_toy()[:3])).encode(), "not finished"),
    (json.dumps(_save(actions=["toy_bid seat=0 card=99"])).encode(), "do not replay"),
])
def test_a_file_that_cannot_be_reviewed_is_named_with_why(tmp_path, capsys, content, said):
    path = tmp_path / "game.json"
    if content is not None:
        path.write_bytes(content)
    code, err = _review(capsys, path)
    assert code == 2 and said in err and str(path) in err


def test_bad_seats_and_an_index_for_a_save_are_refused(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(_save()))
    assert "seats 0 to 1" in _review(capsys, path, "--seats", "0,5")[1]
    assert "'all' or seat numbers" in _review(capsys, path, "--seats", "everyone")[1]
    assert "--index is for a record book" in _review(capsys, path, "--index", "0")[1]
    assert main(["review", str(path), "--worlds", "0"]) == 2
    assert "--worlds" in capsys.readouterr().err


def test_the_text_form_has_a_line_per_decision_and_per_seat(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(_save()))
    assert main(["review", str(path), "--worlds", "1", "--seats", "all"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-2].startswith("seat 0: ") and lines[-1].startswith("seat 1: ")
    # a flagged decision's reasons on the line under it (indented): every other line a decision's
    assert all(" played " in line and ", best " in line for line in lines[:-2] if not line.startswith("    "))
    assert not lines[0].startswith("    ")


def test_the_sampling_seed_is_chosen_and_kept(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(_save()))
    code, default = _review(capsys, path)
    assert code == 0 and default["sampling"] == REVIEW_SEED
    code, seeded = _review(capsys, path, "--seed", 7)
    assert code == 0 and seeded["sampling"] == 7
    code, said = _review(capsys, path, "--seed", -1)
    assert code == 2 and "--seed" in said


def test_the_text_says_why_each_flagged_decision_was_costly(tmp_path, capsys):
    """Each mistake and blunder of the text form has its reasons on the line under it, in the
    review screen's words (game/ui/review/words.py, `why_words`: each reason as the table words
    it, in the game's own terms and with its day), and no other decision has such a line."""
    record = tmp_path / "run.jsonl"
    tournament("arigato", 2, ["random", "greedy"], 1, seed=3, record=record)
    assert main(["review", str(record), "--worlds", "3", "--seats", "0", "--json"]) == 0
    review = from_data(json.loads(capsys.readouterr().out))
    assert main(["review", str(record), "--worlds", "3", "--seats", "0"]) == 0
    lines = capsys.readouterr().out.splitlines()
    table = table_for("arigato")
    game = load_game(record)
    views = views_at(game_spec("arigato"), game.data, review, review.decisions)
    said = 0
    for d in review.decisions:
        at = next(k for k, line in enumerate(lines) if line.startswith(f"seat {d.seat} #{d.number} ("))
        under = lines[at + 1]
        if d.flagged and d.reasons:
            assert under.strip().startswith(t("review.why", reasons="").strip())
            for r in d.reasons:
                detail = lambda key, n: table.reason_detail(views[d.move], key, n)  # noqa: E731
                assert reason_words(r, table.REASON_WORDS, table.POINTS, detail) in under
            said += 1
        else:
            assert under.startswith("seat ")
    assert said, "no flagged decision with reasons: the test would prove nothing"
