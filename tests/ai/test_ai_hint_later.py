"""A hint's points in the game's own terms (game/ai/hint.py: `Reason("later")`, `Reason("rival")`):
what the evaluation expects beyond the playouts' horizon, by part (Daitoshi's Steam saved, the
resources in hand, the Government Grant, the River Pilgrim's penalty...), each checked against
what the playouts it came from ended with, and said in both languages without internal names."""

from __future__ import annotations

import pytest

from game.ai.appraise import LATER
from game.ai.daitoshi import evaluation
from game.ai.heuristics import heuristics_for
from game.ai.hint import LATER_MIN, SHARED, Reason, reasons
from game.core.daitoshi import end_game
from game.core.rng import Rng
from game.tools.tournament import game_spec
from hint_cases import ended, first_said, in_words, later_parts_checked, mean


def _said(key: str):
    """The first Daitoshi decision whose hint-like comparison gives a reason of `key`."""
    return first_said("daitoshi", lambda r: r.key == key)


def _worth(state, seat: int) -> dict:
    """What one unit of each asset is worth, in VP, as the evaluation prices it there."""
    return evaluation.values_at(evaluation.share_left(evaluation.turns_left(state, seat)))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_steam_saved_is_what_the_playouts_ended_with(lang):
    """THE STEAM ENGINE TRACK: where the better move leaves more Steam in hand where the playouts
    stop, the reason says how much more, and what it is worth, from the very playouts."""
    reason, view, seat, found, candidates, seed = _said("steam")
    best, other = (ended(view, seat, candidates, seed, a) for a in found[:2])
    assert reason.kind == "later" and reason.when == found[0].stopped
    steam = lambda s: s.players[seat].steam   # noqa: E731 - one reading, said once
    assert reason.amount == pytest.approx(mean(best, steam) - mean(other, steam))
    worth = lambda s: s.players[seat].steam * _worth(s, seat)["steam"]   # noqa: E731
    assert reason.gain == pytest.approx(mean(best, worth) - mean(other, worth))
    assert reason.gain >= LATER_MIN
    words = _words(reason, lang)
    assert f"{reason.amount:.1f}".replace(".", "," if lang == "fr" else ".") in words
    assert ("Steam" if lang == "en" else "Vapeur") in words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_resources_gained_are_what_the_playouts_ended_with(lang):
    """GAINING AND SPENDING RESOURCES: the resources, Wealth and Workers in hand where the
    playouts stop, worth what the evaluation prices them at."""
    reason, view, seat, found, candidates, seed = _said("goods")
    best, other = (ended(view, seat, candidates, seed, a) for a in found[:2])

    def worth(s) -> float:
        p, v = s.players[seat], _worth(s, seat)
        return (p.res[0] * v["food"] + p.res[1] * v["energy"] + p.res[2] * v["materials"]
                + p.res[3] * v["luxury"] + p.wealth * v["wealth"] + p.worker_count() * v["worker"])
    assert reason.gain == pytest.approx(mean(best, worth) - mean(other, worth))
    count = lambda s: sum(s.players[seat].res) + s.players[seat].wealth + s.players[seat].worker_count()  # noqa: E731
    assert reason.amount == pytest.approx(mean(best, count) - mean(other, count))
    words = _words(reason, lang)
    assert f"{reason.gain:.1f}".replace(".", "," if lang == "fr" else ".") in words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_river_pilgrims_penalty_a_move_spares_is_what_its_playouts_ended_with(lang):
    """END GAME SCORING 2: the River Pilgrim's penalty for the Conflicts the Exploitation Record
    will flip, as it stands where the playouts stop, is a reason with its amount and turn."""
    reason, view, seat, found, candidates, seed = _said("river_penalty")
    best, other = (ended(view, seat, candidates, seed, a) for a in found[:2])

    def penalty(s) -> float:
        flips = sum(1 for n in s.players[seat].record if n >= 2)
        return -end_game.river_penalty(s, seat) * flips
    assert reason.kind == "later"
    assert reason.gain == pytest.approx(mean(best, penalty) - mean(other, penalty))
    assert reason.gain >= LATER_MIN and reason.when == found[0].stopped
    words = _words(reason, lang)
    assert str(reason.when) in words
    assert f"{reason.gain:.1f}".replace(".", "," if lang == "fr" else ".") in words


def test_the_rival_lowered_is_net_of_the_games_length():
    """The best other seat's expected score, lower after the better move, net of the game's
    length (every seat's evaluation counts the turns left alike): what the playouts' rival ended
    expecting, less what the seat's own turns left moved."""
    reason, view, seat, found, candidates, seed = _said("rival")
    best, other = found[0], found[1]
    knows = heuristics_for(view)

    def rival(states) -> float:
        return mean(states, lambda s: knows.evaluate(s, 1 - seat))
    finals = [ended(view, seat, candidates, seed, a) for a in (best, other)]
    shared = sum(dict(best.later_gains_over(other)).get(k, 0.0) for k in SHARED)
    assert reason == Reason("rival", "rival", pytest.approx(rival(finals[1]) - rival(finals[0]) + shared))
    assert reason.gain >= LATER_MIN


def test_the_later_parts_are_the_evaluations_later_points():
    """`Heuristics.later_parts` breaks the evaluation's later points down exactly: along a whole
    game, at every seat, they sum to what it adds to the VP won (`LATER`)."""
    assert later_parts_checked("daitoshi", 2, 3) > 100


def test_a_review_names_the_later_points_by_part_not_as_a_whole():
    """Where the game breaks the later points down, "Later in the game" is never a reason: its
    parts are."""
    reason, view, seat, found, candidates, seed = _said("pilgrims")
    assert all(r.key != LATER for r in reasons(found[0], found[1], 10))


def _words(reason, lang: str) -> str:
    from game.ui.tables.daitoshi.scene import DaitoshiTable   # a test of words, not of the AI
    words = in_words(reason, DaitoshiTable, lang)
    return words


def test_the_vp_won_by_kind_of_turn_are_the_vp_the_playouts_won():
    """`Heuristics.won` (Daitoshi's VP won in Production Turns or City Turns) adds up, in each
    appraisal, to the VP the playouts banked during the game beyond those held at the decision:
    the "During the game" part said by where it was won, nothing left out."""
    # the VP won, not the event: a Production Turn led is a notable event of the same key
    reason, view, seat, found, candidates, seed = first_said(
        "daitoshi", lambda r: r.kind == "won" and r.key == "production")
    held = view.players[seat].vp
    for appraisal in found:
        assert sum(v for _, v in appraisal.won) == pytest.approx(appraisal.part("in_game") - held)
    best, other = found[0], found[1]
    assert reason == Reason("won", "production", pytest.approx(
        dict(best.won).get("production", 0.0) - dict(other.won).get("production", 0.0)), best.stopped)
    assert all(r.key != "in_game" for r in reasons(best, other, 10))
    words = _words(reason, "fr")
    assert "Tours de Production" in words and str(reason.when) in words


def test_vp_are_told_won_in_the_kind_of_turn_whose_moves_won_them():
    """Along a whole game of the rollout policy, each move's VP are told won in a Production Turn
    where the move is one only a Production Turn has (a building activated, the Government Grant)
    and in a City Turn where only a City Turn has it (a Worker placed, a trade with a City)."""
    from game.core.daitoshi.actions import ActivateBuilding, PlaceWorker, TradeWithCity, UseGovernmentGrant
    state = game_spec("daitoshi").new_game(players=2, seed=4)
    knows, rng = heuristics_for(state), Rng(4)
    told = {"production": 0, "city": 0}
    while not state.is_over():
        seat = state.current_seats()[-1]
        legal = state.legal_actions(seat)
        action = knows.rollout_action(state, seat, legal, rng) if len(legal) > 1 else legal[0]
        before = state.clone()
        events = state.apply_listed(action)
        kinds = {k for k, _ in knows.won(events, seat, before)}
        if isinstance(action, (ActivateBuilding, UseGovernmentGrant)):
            assert kinds <= {"production"}, action
            told["production"] += bool(kinds)
        elif isinstance(action, (PlaceWorker, TradeWithCity)):
            assert kinds <= {"city"}, action
            told["city"] += bool(kinds)
    assert told["production"] and told["city"], told
