"""The decisions the tests of a hint's points in the game's own terms draw on
(tests/ai/test_ai_hint_later.py, Daitoshi; tests/ai/test_ai_hint_later_arigato.py, Arigatō): a
few 2-player games of greedy against greedy, every third decision's shortlist appraised on 8
worlds as a hint compares them, and the playouts of such an appraisal played again; a whole
game of the rollout policy, along which the evaluation's later points are checked by part."""

from __future__ import annotations

import pytest

from game.ai.appraise import appraise, shortlist
from game.ai.heuristics import heuristics_for
from game.ai.hint import reasons
from game.ai.playout import paired_world
from game.core.engine import Action
from game.core.rng import Rng
from game.tools.tournament import game_spec, play_one


def first_said(game: str, wanted, games: int = 4):
    """The first decision whose hint-like comparison (best against second best) gives a reason
    `wanted` holds true of: (the reason, the seat's view, the seat, the appraisals best first,
    the candidates, the appraisal's stream's seed)."""
    for g in range(games):
        played = play_one(game, 2, 5_000_000 + g, ["greedy", "greedy"], 5 + g, None)
        state = game_spec(game).new_game(players=2, seed=played["deal"])
        for move, text in enumerate(played["actions"]):
            action = Action.parse(text)
            legal = state.legal_actions(action.seat)
            if move % 3 == 0 and len(legal) > 1:
                view = state.view(action.seat)
                candidates = shortlist(view, action.seat, legal)
                if len(candidates) > 1:
                    found = sorted(appraise(view, action.seat, candidates, worlds=8, rng=Rng(move),
                                            watch=True), key=lambda a: -a.margin)
                    said = [r for r in reasons(found[0], found[1]) if wanted(r)]
                    if said:
                        return said[0], view, action.seat, found, candidates, move
            state.apply(action)
    pytest.fail("no decision gives the reason sought: the test would prove nothing")


def ended(view, seat, candidates, seed, appraisal):
    """The states the appraisal's playouts of `appraisal`'s move ended in, played again from the
    same stream."""
    rng, knows = Rng(seed), heuristics_for(view)
    worlds = [paired_world(view, seat, candidates, rng, knows) for _ in range(8)]
    return [p.state for w in worlds for p in w if p.action == appraisal.action]


def mean(states, of) -> float:
    return sum(of(s) for s in states) / len(states)


def along_a_game(game: str, players: int, seed: int):
    """The states of a whole game of the rollout policy, after each move."""
    state = game_spec(game).new_game(players=players, seed=seed)
    knows, rng = heuristics_for(state), Rng(seed)
    while not state.is_over():
        seat = state.current_seats()[-1]
        legal = state.legal_actions(seat)
        state.apply(knows.rollout_action(state, seat, legal, rng) if len(legal) > 1 else legal[0])
        yield state


def later_parts_checked(game: str, players: int, seed: int) -> int:
    """Along a whole game, at every seat, `Heuristics.later_parts` answers each of `later_keys`
    once, in order, and they sum to what the evaluation adds to the points banked (`LATER`): the
    decisions checked."""
    checked = 0
    for state in along_a_game(game, players, seed):
        knows = heuristics_for(state)
        for s in range(players):
            if not state.is_over():
                parts = knows.later_parts(state, s)
                assert [k for k, _ in parts] == list(knows.later_keys)
                assert sum(v for _, v in parts) == pytest.approx(
                    knows.evaluate(state, s) - state.scores()[s].total, abs=1e-9)
                checked += 1
    return checked


def in_words(reason, table, lang: str) -> str:
    """`reason` as `table` (its class) words it in `lang`, with no internal name left in it."""
    from game import i18n      # the words of the table's language (a test of words, not of the AI)
    from game.i18n.hints import reason_words
    try:
        i18n.set_language(lang)
        words = reason_words(reason, table.REASON_WORDS, table.POINTS)
    finally:
        i18n.set_language("en")
    assert "reason" not in words and "{" not in words and "_" not in words and "later" not in words
    return words
