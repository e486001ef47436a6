"""calibrate.py's horizon study (game/tools/MEASUREMENTS.md, "What the evaluation misses two
turns earlier"): a playout that reaches the end is scored exactly, one cut short is not, and
the study's features read the Factory as `ahead` says."""

from game.ai.daitoshi import calibrate
from game.ai.daitoshi import evaluation as ev


def _starts(players: int, seed: int, horizons: list[int]) -> list:
    states: list = []
    calibrate.play_and_snap(players, seed, 3, states)
    return [(players, calibrate.playouts_from(s, 2, seed + j, horizons))
            for j, s in enumerate(states[::6])]


def _shipped() -> dict:
    weights = {f"player{n}": list(w) for n, w in ev.PLAYER_GROWTH.items()}
    weights["mayor"] = list(ev.MAYOR_GROWTH)
    return weights


def test_playouts_run_to_the_end_have_no_error_and_cut_ones_have_some():
    starts = _starts(2, 11, [2, 99])
    errors = calibrate.horizon_errors(starts, _shipped(), [2, 99])
    assert errors[99]["score"]["rmse"] == 0.0 and errors[99]["margin"]["rmse"] == 0.0
    assert errors[2]["score"]["rmse"] > 0.0 and errors[2]["margin"]["rmse"] > 0.0
    assert errors[2]["seats"] == 2 * len(starts)


def test_a_playout_stops_at_the_first_turn_start_k_table_turns_on():
    states: list = []
    calibrate.play_and_snap(3, 12, 3, states)
    start = states[3]
    for stops, _final, _mayor in calibrate.playouts_from(start, 2, 5, [0, 2]):
        assert stops[0][0][0][2] == start.players[0].vp     # k = 0: the start itself
        assert stops[0][0] == calibrate.snapshot(start)[0]


def test_the_production_the_steam_pays_for_is_part_of_the_production():
    states: list = []
    calibrate.play_and_snap(2, 13, 3, states)
    seen_short = False
    for s in states:
        for seat in range(2):
            turns = ev.turns_left(s, seat)
            if not turns:
                continue
            due_all, affordable, conflicts = calibrate.ahead(s, seat)
            engine = ev.player_parts(s, seat)[1][1] / turns
            assert 0.0 <= affordable <= engine + 1e-9
            assert conflicts >= 0
            seen_short |= affordable < engine
    assert seen_short   # the Steam in hand does not always pay for every building


def test_two_moves_played_out_to_the_end_differ_by_their_worths_exactly():
    states: list = []
    calibrate.play_and_snap(2, 14, 3, states)
    pairs = [p for p in (calibrate.sibling_pairs(s, 2, j, [2, 99])
                         for j, s in enumerate(states[::8])) if p is not None]
    errors = calibrate.sibling_errors(pairs, _shipped(), [2, 99])
    assert pairs and errors[99]["rmse"] == 0.0 and errors[99]["worth_rms"] > 0.0
    assert errors[2]["rmse"] > 0.0
