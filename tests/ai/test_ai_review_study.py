"""The review's figures (game/tools/review_study.py): the study's sums and its correlation."""

import pytest

from game.tools.review_study import correlation, study


def test_correlation():
    assert correlation([1, 2, 3], [2, 4, 6]) == pytest.approx(1.0)
    assert correlation([1, 2, 3], [3, 2, 1]) == pytest.approx(-1.0)
    assert correlation([1, 1, 1], [1, 2, 3]) is None and correlation([1], [2]) is None


def test_the_study_reviews_each_seat_of_each_game_for_its_agent():
    out = study("toy", games=2, worlds=1, agents=("policy", "random"))
    assert out["games"] == 2 and set(out["mean_loss_per_decision"]) == {"policy", "random"}
    assert all(n > 0 for n in out["decisions"].values())
    assert all(v >= 0 for v in out["mean_loss_per_decision"].values())
    r = out["loss_margin_correlation"]
    assert r is None or -1 <= r <= 1


def test_a_recorded_study_taken_up_again_plays_only_the_missing_games(tmp_path):
    record = tmp_path / "study.jsonl"
    whole = study("toy", games=3, worlds=1, agents=("policy", "random"))
    first = study("toy", games=2, worlds=1, agents=("policy", "random"), record=str(record))
    assert first["games"] == 2 and len(record.read_text().splitlines()) == 2
    played = []
    again = study("toy", games=3, worlds=1, agents=("policy", "random"), record=str(record),
                  progress=lambda done, total: played.append(done))
    assert len(record.read_text().splitlines()) == 3 and played == [3]
    # the same figures as the study run in one go: each game depends on its index alone
    assert again == whole


def test_a_record_of_other_conditions_is_refused_not_mixed_in(tmp_path):
    record = tmp_path / "study.jsonl"
    study("toy", games=1, worlds=1, agents=("policy", "random"), record=str(record))
    with pytest.raises(ValueError, match="other conditions"):
        study("toy", games=2, seed=2, worlds=1, agents=("policy", "random"), record=str(record))


def test_a_line_cut_by_a_kill_is_played_again(tmp_path):
    record = tmp_path / "study.jsonl"
    study("toy", games=2, worlds=1, agents=("policy", "random"), record=str(record))
    lines = record.read_text().splitlines()
    record.write_text(lines[0] + "\n" + lines[1][: len(lines[1]) // 2])
    out = study("toy", games=2, worlds=1, agents=("policy", "random"), record=str(record))
    assert out["games"] == 2 and sum(out["decisions"].values()) > 0
    played = []   # the game played again was kept whole: a third run plays nothing
    study("toy", games=2, worlds=1, agents=("policy", "random"), record=str(record),
          progress=lambda done, total: played.append(done))
    assert played == []


def test_each_line_of_a_record_names_the_commit_and_the_clock(tmp_path):
    """A study's figures are told with the commit that played them; its hard searches are capped
    on CPU time, so lines played under another clock are not summed with them."""
    import json
    record = tmp_path / "study.jsonl"
    study("toy", games=1, worlds=1, agents=("policy", "random"), record=str(record))
    line = json.loads(record.read_text())
    assert line["conditions"]["clock"] == "cpu"
    assert line["commit"] is None or len(line["commit"].split()[0]) >= 7
    old = dict(line, conditions={k: v for k, v in line["conditions"].items() if k != "clock"})
    record.write_text(json.dumps(old) + "\n")
    with pytest.raises(ValueError, match="other conditions"):
        study("toy", games=1, worlds=1, agents=("policy", "random"), record=str(record))


def test_the_figures_so_far_are_those_of_the_games_in_the_record(tmp_path, capsys):
    """`--so-far` plays nothing: it sums the games a record holds, as the study would."""
    import json
    from game.tools.review_study import main
    record = tmp_path / "study.jsonl"
    whole = study("toy", games=2, worlds=1, agents=("policy", "random"), record=str(record))
    lines = record.read_text()
    assert main(["--game", "toy", "--games", "5", "--worlds", "1", "--agents", "policy,random",
                 "--record", str(record), "--so-far", "--json"]) == 0
    (out,) = json.loads(capsys.readouterr().out)
    assert record.read_text() == lines            # nothing played, nothing written
    assert out["games"] == 2 and out["of"] == 5
    assert out["mean_loss_per_decision"] == whole["mean_loss_per_decision"]
    with pytest.raises(SystemExit):               # --so-far has nothing to read without a record
        main(["--game", "toy", "--so-far"])
