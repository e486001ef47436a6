"""`bench --ai --compare REV` (game/tools/search_compare.py): both trees' `bench --ai` run
alternately, REV's checked out in a temporary worktree that is gone afterwards; the best round of
each and the speed ratio. The bookkeeping is checked with the measures stood in for (no timing in
tests), and one real `bench --ai --json` of this tree is read as the compare reads it."""

from __future__ import annotations

import subprocess

from game.tools import search_compare


def test_trees_alternate_and_the_ratio_is_this_trees_best_over_revs(monkeypatch):
    runs, trees = [], set()
    rates = {"rev": iter([500.0, 520.0, 480.0]), "now": iter([1000.0, 1100.0, 700.0])}

    def measured(tree, game_name, iterations):
        side = "now" if tree == search_compare.HERE else "rev"
        if side == "rev":     # REV's own files, checked out for the run
            assert (tree / "game" / "__init__.py").is_file()
        assert (game_name, iterations) == ("arigato", 50)
        runs.append(side)
        trees.add(tree)
        return {"arigato": next(rates[side])}

    monkeypatch.setattr(search_compare, "_rates", measured)
    report = search_compare.compare_search("HEAD", "arigato", rounds=3, iterations=50)
    assert runs == ["rev", "now", "now", "rev", "rev", "now"]
    (row,) = report["rows"]
    assert (row["rev"], row["now"], row["speed_ratio"]) == (520.0, 1100.0, round(1100 / 520, 3))
    assert (row["rev_median"], row["now_median"]) == (500.0, 1000.0)
    worktrees = subprocess.run(["git", "worktree", "list"], cwd=search_compare.HERE,
                               capture_output=True, text=True, check=True).stdout
    (rev_tree,) = trees - {search_compare.HERE}
    assert not rev_tree.exists() and str(rev_tree) not in worktrees


def test_a_real_bench_of_this_tree_is_read_per_setup():
    found = search_compare._rates(search_compare.HERE, "daitoshi", 5)
    assert set(found) == {"daitoshi", "daitoshi_solo"}
    assert all(rate > 0 for rate in found.values())
