"""`bench --compare REV` (game/tools/compare.py): both trees measured alternately, REV's checked
out in a temporary git worktree that is gone afterwards; medians and speed ratios. The measures
themselves are stood in for here (no timing in tests): what is checked is the bookkeeping."""

from __future__ import annotations

import subprocess

from game.tools import compare


def test_both_trees_alternate_and_the_ratios_are_this_trees_speed_over_revs(monkeypatch):
    runs, trees = [], set()
    # REV: 100 decisions a second, 10 ms frames; now: 4% fewer decisions, frames 8% slower
    figures = {"rev": ({"decisions_per_second": 100.0, "clone_us": 20.0}, {"1280x720": 10.0}),
               "now": ({"decisions_per_second": 96.0, "clone_us": 16.0}, {"1280x720": 10.8})}

    def measure(tree, kind, games, players, count, seed, warmup, clock):
        side = "now" if tree == compare.HERE else "rev"
        if side == "rev":     # REV's own files, checked out for the run
            assert (tree / "game" / "__init__.py").is_file() and tree != compare.HERE
        runs.append((side, kind))
        trees.add(tree)
        rules, frames = figures[side]
        return {"figures": {"somegame": rules if kind == "rules" else frames},
                "moves": {} if kind == "rules" else {"somegame 1280x720": 9}}

    monkeypatch.setattr(compare, "_measure", measure)
    report = compare.compare("HEAD", ["somegame"], rounds=2)
    assert runs == [("rev", "rules"), ("now", "rules"), ("rev", "frames"), ("now", "frames"),
                    ("now", "rules"), ("rev", "rules"), ("now", "frames"), ("rev", "frames")]
    rows = {r["figure"]: r for r in report["rows"]}
    assert rows["decisions_per_second"]["speed_ratio"] == 0.96 and rows["decisions_per_second"]["within_5pct"]
    assert rows["clone_us"]["speed_ratio"] == 1.25
    frame = rows["frame_ms_p50 1280x720"]
    assert frame["speed_ratio"] == round(10.0 / 10.8, 3) and not frame["within_5pct"]
    assert not report["all_within_5pct"] and report["not_compared"] == []
    assert report["same_play"] and report["moves_played"] == {"somegame 1280x720": {"rev": [9, 9], "now": [9, 9]}}
    worktrees = subprocess.run(["git", "worktree", "list"], cwd=compare.HERE, capture_output=True,
                               text=True, check=True).stdout
    (rev_tree,) = trees - {compare.HERE}
    assert not rev_tree.exists() and str(rev_tree) not in worktrees


def test_a_game_only_one_tree_has_is_named_and_not_compared(monkeypatch):
    def measure(tree, kind, games, players, count, seed, warmup, clock):
        found = {"old": {"1280x720": 5.0} if kind == "frames" else {"decisions_per_second": 1.0}}
        if tree == compare.HERE:
            found["new"] = dict(found["old"])
        return {"figures": found, "moves": {}}

    monkeypatch.setattr(compare, "_measure", measure)
    report = compare.compare("HEAD", ["old", "new"], rounds=1)
    assert {r["game"] for r in report["rows"]} == {"old"} and report["not_compared"] == ["new"]


def test_the_best_round_of_each_tree_is_compared_and_a_round_that_played_otherwise_is_flagged(monkeypatch):
    # per-round p50s of REV and now: a busy round only adds time; now's third round played a move more
    frames = {"rev": iter([4.0, 2.0, 3.0]), "now": iter([2.1, 5.0, 2.5])}
    rates = {"rev": iter([90.0, 100.0, 80.0]), "now": iter([99.0, 70.0, 60.0])}
    played = {"rev": iter([12, 12, 12]), "now": iter([12, 12, 13])}

    def measure(tree, kind, games, players, count, seed, warmup, clock):
        side = "now" if tree == compare.HERE else "rev"
        if kind == "rules":
            return {"figures": {"g": {"decisions_per_second": next(rates[side])}}, "moves": {}}
        return {"figures": {"g": {"1920x1080": next(frames[side])}}, "moves": {"g 1920x1080": next(played[side])}}

    monkeypatch.setattr(compare, "_measure", measure)
    report = compare.compare("HEAD", ["g"], rounds=3)
    rows = {r["figure"]: r for r in report["rows"]}
    frame = rows["frame_ms_p50 1920x1080"]
    assert (frame["rev"], frame["now"]) == (2.0, 2.1) and (frame["rev_median"], frame["now_median"]) == (3.0, 2.5)
    assert frame["speed_ratio"] == round(2.0 / 2.1, 3) and frame["within_5pct"]
    rate = rows["decisions_per_second"]
    assert (rate["rev"], rate["now"], rate["speed_ratio"]) == (100.0, 99.0, 0.99)
    assert not report["same_play"]
    assert report["moves_played"]["g 1920x1080"] == {"rev": [12, 12, 12], "now": [12, 12, 13]}


def test_the_frames_probe_runs_in_a_tree_and_its_ai_seats_move_between_frames():
    # the probe itself, in this tree, a few frames long: the held AI seats still play. Its warm-up
    # outlasts the table's first picture, drawn a region a frame under the loading screen
    found = compare._measure(compare.HERE, "frames", ["arigato"], 2, 3, 1, 60)
    assert set(found["figures"]["arigato"]) == {"1280x720", "1920x1080"}
    assert all(value > 0 for value in found["figures"]["arigato"].values())
    assert found["moves"]["arigato 1280x720"] == found["moves"]["arigato 1920x1080"] > 0
