"""`versus` (game/tools/versus.py): this tree's AI against another tree's over a dedicated host and
a joining player on 127.0.0.1; here the other tree is this very checkout, or a fake tree whose
processes crash or hang, and the agents are cheap (random, or a search cut to a few iterations).
"""

import json
import math
import os
from pathlib import Path

import pytest

from game.core import registry
from game.tools.tournament import RecordMismatch, wilson
from game.tools.versus import HERE, new_score, schedule, summarize, versus

NAMES = {"new": "this tree", "old": "this tree again"}


def test_the_new_tree_plays_every_seat_and_both_hosts_equally_on_each_deal():
    plans = schedule(players=2, games=8, seed=3)
    assert [p["seats"].index("new") for p in plans] == [0, 1] * 4
    assert [p["host"] for p in plans] == ["new", "new", "old", "old"] * 2
    # a block of players x hosts games shares its deal, the next block has another
    deals = [p["deal_seed"] for p in plans]
    assert len(set(deals[:4])) == 1 and len(set(deals[4:])) == 1 and deals[0] != deals[4]
    three = schedule(players=3, games=6, seed=1, host="new")
    assert all(p["seats"].count("new") == 1 and p["host"] == "new" for p in three)
    assert sorted(p["seats"].index("new") for p in three) == [0, 0, 1, 1, 2, 2]
    joins = [s for p in plans for s in p["join_seeds"]]
    assert len(set(joins)) == len(joins)        # no two joining players draw alike


def test_a_shared_win_counts_its_share():
    assert new_score({"seats": ["new", "old"], "winners": [0]}) == 1
    assert new_score({"seats": ["new", "old"], "winners": [1]}) == 0
    assert new_score({"seats": ["old", "new"], "winners": [0, 1]}) == 0.5
    assert new_score({"seats": ["old", "new", "old"], "winners": [0, 1, 2]}) == pytest.approx(1 / 3)


@pytest.mark.parametrize("wins, n, interval", [
    # the score (Wilson) intervals without continuity correction of Newcombe's four examples
    # ("Two-sided confidence intervals for the single proportion", Statistics in Medicine 17,
    # 1998, table I, method 3)
    (81, 263, [0.2553, 0.3662]), (15, 148, [0.0624, 0.1605]), (0, 20, [0.0, 0.1611]),
    (1, 29, [0.0061, 0.1718]),
])
def test_the_interval_is_wilsons(wins, n, interval):
    assert wilson(wins, n) == pytest.approx(interval, abs=1e-4)


def test_the_summary_counts_a_tie_as_half_and_gives_its_interval():
    game = {"host": "new", "scores": [3, 1], "thinking": {}}
    results = [{**game, "seats": ["new", "old"], "winners": [0]},
               {**game, "seats": ["old", "new"], "winners": [0, 1]},
               {**game, "seats": ["new", "old"], "winners": [1]},
               {**game, "seats": ["old", "new"], "winners": [1]}]
    out = summarize(results, [], {"players": 2}, games=4)
    assert out["new_score"] == 2.5 and out["new_win_rate"] == 0.625
    assert out["shared_wins"] == 1 and out["even"] == 0.5
    # the interval of 2.5 wins in 4, from the formula itself
    p, z, n = 2.5 / 4, 1.96, 4
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    assert out["ci95"] == pytest.approx([centre - half, centre + half], abs=1e-4)
    assert out["by_new_seat"] == {0: {"games": 2, "win_rate": 0.5},
                                  1: {"games": 2, "win_rate": 0.75}}


@pytest.mark.long
@pytest.mark.parametrize("game", registry.available())
def test_a_run_against_this_same_tree_is_recorded_and_resumes(game, tmp_path):
    record = tmp_path / "record.jsonl"
    out = versus(HERE, game_name=game, games=4, seed=2, jobs=2, level="random", bound=300,
                 record=record, names=NAMES)
    assert out["completed"] == 4 and not out["errors"]
    lines = [json.loads(line) for line in record.read_text().splitlines()]
    assert lines[0]["settings"]["trees"] == NAMES
    assert sorted(line["index"] for line in lines[1:]) == [0, 1, 2, 3]
    for line in lines[1:]:
        r = line["result"]
        assert r["seats"].count("new") == 1 and r["host"] in ("new", "old")
        assert len(r["scores"]) == 2 and r["winners"]
        # both sides said how they thought: a random agent decides every turn it has a choice
        assert r["thinking"]["new"][0]["decisions"] > 0 < r["thinking"]["old"][0]["decisions"]
    assert out["by_host"]["new"]["games"] == out["by_host"]["old"]["games"] == 2
    assert out["ci95"] == wilson(out["new_score"], 4)
    again = versus(HERE, game_name=game, games=4, seed=2, level="random", record=record,
                   names=NAMES)
    assert again["resumed"] == 4 and again["new_score"] == out["new_score"]
    with pytest.raises(RecordMismatch):
        versus(HERE, game_name=game, games=4, seed=3, level="random", record=record,
               names=NAMES)


@pytest.mark.long
def test_both_trees_search_with_the_settings_asked():
    out = versus(HERE, game_name="daitoshi", games=2, seed=5, jobs=2, level="normal",
                 think=0.05, iterations=4, bound=300, names=NAMES)
    assert out["completed"] == 2 and not out["errors"]
    for side in ("new", "old"):
        assert out["thinking"][side]["settings"] == [(4, 0.05)]
        assert out["thinking"][side]["searches"] > 0
    assert out["same_settings"]


def fake_tree(folder: Path, main: str) -> Path:
    """A tree whose `python -m game` runs `main` (after saying its process id in the tree)."""
    (folder / "game" / "ai").mkdir(parents=True)
    (folder / "game" / "__init__.py").write_text("")
    (folder / "game" / "ai" / "__init__.py").write_text("")
    (folder / "game" / "ai" / "agents.py").write_text("AGENTS = {'random': object}\n")
    (folder / "game" / "__main__.py").write_text(
        "import os, pathlib\n"
        f"pathlib.Path({str(folder)!r}, f'pid-{{os.getpid()}}').write_text('')\n" + main)
    return folder


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.long
@pytest.mark.parametrize("main, bound, said", [
    ("raise SystemExit(3)\n", 120, "exited with status 3"),
    ("import time\ntime.sleep(600)\n", 10, "no result within 10 s; killed: "),
])
def test_a_crashed_or_hung_tree_is_reported_and_its_processes_ended(main, bound, said, tmp_path):
    old = fake_tree(tmp_path, main)
    out = versus(old, game_name="daitoshi", games=4, jobs=4, level="random", bound=bound,
                 names=NAMES)
    assert out["completed"] == 0 and len(out["errors"]) == 4
    assert all(said in e for e in out["errors"])
    # games 2 and 3 are hosted by the old tree: its host is the process that failed there
    assert sum("host (old side)" in e for e in out["errors"]) == 2
    pids = [int(p.name[4:]) for p in tmp_path.glob("pid-*")]
    assert len(pids) == 4 and all(gone(pid) for pid in pids)
