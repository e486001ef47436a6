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
        return {"somegame": rules if kind == "rules" else frames}

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
    worktrees = subprocess.run(["git", "worktree", "list"], cwd=compare.HERE, capture_output=True,
                               text=True, check=True).stdout
    (rev_tree,) = trees - {compare.HERE}
    assert not rev_tree.exists() and str(rev_tree) not in worktrees


def test_a_game_only_one_tree_has_is_named_and_not_compared(monkeypatch):
    def measure(tree, kind, games, players, count, seed, warmup, clock):
        found = {"old": {"1280x720": 5.0} if kind == "frames" else {"decisions_per_second": 1.0}}
        if tree == compare.HERE:
            found["new"] = dict(found["old"])
        return found

    monkeypatch.setattr(compare, "_measure", measure)
    report = compare.compare("HEAD", ["old", "new"], rounds=1)
    assert {r["game"] for r in report["rows"]} == {"old"} and report["not_compared"] == ["new"]
