"""`python -m game bench --ai`: the search's iterations per second on fixed seeded positions."""

import json

from game.cli import main
from game.core import registry
from game.tools.search_bench import positions


def test_bench_ai_prints_iterations_per_second_for_every_setup_each_game_declares(capsys):
    assert main(["bench", "--ai", "--iterations", "6", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)["search"]
    declared = [s.label or g for g in registry.available() for s in registry.spec(g).searched()]
    assert declared and set(out) == set(declared)
    for figures in out.values():
        assert figures["iterations_per_second"] > 0
        assert figures["positions"] and all(p["legal"] >= 4 for p in figures["positions"])


def test_the_positions_are_the_same_every_run():
    first = positions("daitoshi", 2, {}, seed=3)
    again = positions("daitoshi", 2, {}, seed=3)
    assert [s.history for s in first] == [s.history for s in again]
    assert len({len(s.history) for s in first}) == len(first)     # early, middle, late


def test_bench_ai_searches_each_position_as_often_as_asked(capsys):
    # one search a position (--repeats 1): the fixed work an instruction count is taken of
    # (game/tools/MEASUREMENTS.md, "The AI's search")
    assert main(["bench", "--ai", "--game", "daitoshi", "--iterations", "4", "--repeats", "1",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)["search"]
    assert {f["repeats"] for f in out.values()} == {1}
