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
