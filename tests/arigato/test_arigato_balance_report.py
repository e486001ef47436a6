"""`python -m game balance --game arigato`: the report the reconstructed cards and calendar are
argued from. Its figures must add up with the games it read."""

import json

from game.cli import main
from game.tools.balance_arigato import play


def test_every_card_role_of_the_game_is_read():
    """DAWN: each round a village gives its 5 cards a role (1 resident, 2 travelers, 2
    craftsmen; the final round 1 and 4), so 12 rounds are 60 roles a village."""
    for players in (1, 2, 4):
        state, reader = play(players, 30 + players, "AB", "policy")
        roles = sum(sum(reader.cards[f].values()) for f in ("resident", "traveler", "craftsman"))
        assert roles == 60 * players
        assert sum(reader.cards["resident"].values()) == 12 * players
        assert sum(reader.cards["traveler"].values()) == 2 * 11 * players


def test_objectives_met_are_the_villages_tokens_and_effects_used_were_offered():
    state, reader = play(3, 5, "BA", "policy")
    assert sum(reader.objectives_met.values()) == sum(v.objectives for v in state.villages)
    assert set(reader.objectives_met) <= set(state.objectives)
    used, offered = reader.cards["used"], reader.cards["triggers"]
    assert sum(used.values()) > 0
    assert all(offered[c] >= n for c, n in used.items())


def test_balance_prints_the_report_and_what_never_happened(capsys):
    assert main(["balance", "--game", "arigato", "--games", "2", "--players", "2",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "arigato" and set(out["spread_by_players"]) == {"2"}
    assert len(out["cards"]) == 100
    # two games: calendars AA and AB, two villages each
    assert set(out["calendar"]) == {"1A", "1B", "2A", "2B"}
    assert out["calendar"]["1A"]["2"]["player_days"] == 4
    assert out["calendar"]["2B"]["7"]["player_days"] == 2
    assert out["calendar"]["1B"]["3"]["player_days"] == 0
    never = out["never_happened"]
    assert "1B day 3" in never["objectives_not_played"]
    met_never = {f"{side} day {day}" for side, days in out["calendar"].items()
                 for day, row in days.items() if row["player_days"] and row["met"] == 0}
    assert set(never["objectives"]) == met_never
    assert never["card_effects"] == [int(c) for c, row in out["cards"].items() if row["used"] == 0]
    assert len(never["card_effects"]) < 100



def test_the_report_is_the_same_played_in_parallel():
    """Every game is seeded by its place in the run, so `--jobs` changes only the time taken."""
    from game.tools.balance_arigato import report as balance_arigato
    here = balance_arigato(games=3, seed=4, player_counts=[1, 2], jobs=1)
    shared = balance_arigato(games=3, seed=4, player_counts=[1, 2], jobs=2)
    for report in (here, shared):
        report.pop("seconds"), report.pop("jobs")
    assert here == shared
    assert sum(row["resident"] for row in here["cards"].values()) == 12 * (3 * 1 + 3 * 2)


def test_balance_says_the_options_daitoshi_does_not_take(capsys):
    assert main(["balance", "--game", "daitoshi", "--games", "1", "--jobs", "2"]) == 2
    assert "--game arigato" in capsys.readouterr().err


def test_balance_tells_each_finished_game(capsys):
    assert main(["balance", "--game", "arigato", "--games", "2", "--players", "1",
                 "--progress", "--json"]) == 0
    captured = capsys.readouterr()
    assert captured.err.splitlines() == ["balance: game 1 of 2 done", "balance: game 2 of 2 done"]
    assert json.loads(captured.out)["spread_by_players"]["1"]["games"] == 2
