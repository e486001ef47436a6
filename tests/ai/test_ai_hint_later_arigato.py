"""Arigatō's later favor in the game's own terms (game/ai/hint.py: `Reason("later")`): what the
evaluation expects beyond the favor banked, by part (the objective tokens to come, tonight's
dusk, the artisans with an offering token and those waiting for one, the items in the supply,
the way to the next favor bonus), adding up to the whole, each checked against what the
playouts it came from ended with, and said in both languages without internal names."""

from __future__ import annotations

import pytest

from game.ai.appraise import LATER, appraise, shortlist
from game.ai.arigato.village import OFFERED
from game.ai.heuristics import heuristics_for
from game.ai.hint import LATER_MIN, parts, reasons
from game.ai.playout import paired_world
from game.core.arigato.state import DAWN
from game.core.engine import Action
from game.core.rng import Rng
from game.tools.tournament import game_spec, play_one


def _said(key: str, games: int = 4):
    """The first decision, of every third of a few 2-player games of greedy against greedy, whose
    hint-like comparison (the shortlist appraised on 8 worlds, best against second best) gives
    a reason of `key`: (the reason, the seat's view, the seat, the appraisals best first, the
    candidates, the appraisal's stream's seed)."""
    for g in range(games):
        played = play_one("arigato", 2, 5_000_000 + g, ["greedy", "greedy"], 5 + g, None)
        state = game_spec("arigato").new_game(players=2, seed=played["deal"])
        for move, text in enumerate(played["actions"]):
            action = Action.parse(text)
            legal = state.legal_actions(action.seat)
            if move % 3 == 0 and len(legal) > 1:
                view = state.view(action.seat)
                candidates = shortlist(view, action.seat, legal)
                if len(candidates) > 1:
                    found = sorted(appraise(view, action.seat, candidates, worlds=8, rng=Rng(move),
                                            watch=True), key=lambda a: -a.margin)
                    said = [r for r in reasons(found[0], found[1]) if r.kind == "later" and r.key == key]
                    if said:
                        return said[0], view, action.seat, found, candidates, move
            state.apply(action)
    pytest.fail(f"no decision gives a reason of {key}: the test would prove nothing")


def _ended(view, seat, candidates, seed, appraisal):
    """The states the appraisal's playouts of `appraisal`'s move ended in, played again from the
    same stream."""
    rng, knows = Rng(seed), heuristics_for(view)
    worlds = [paired_world(view, seat, candidates, rng, knows) for _ in range(8)]
    return [p.state for w in worlds for p in w if p.action == appraisal.action]


def _mean(states, of) -> float:
    return sum(of(s) for s in states) / len(states)


def _offered(state, seat: int) -> float:
    """The favor of the village's artisans with an offering token, as the evaluation counts them
    before the palace gate (none once the game is over: "the artisans in your workshops ... do
    not score points")."""
    v = state.villages[seat]
    if state.is_over():
        return 0.0
    return sum(OFFERED * state.content.cards[c].favor for s, c in enumerate(v.workshops)
               if c > 0 and v.offerings[s])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_artisans_with_an_offering_are_what_the_playouts_ended_with(lang):
    """A workshop's artisan with an offering token scores at the palace gate: where the better
    move leaves more of that favor in the village at the dawn where the playouts stop, the reason
    says how much, from the very playouts, and when."""
    reason, view, seat, found, candidates, seed = _said("offered")
    best, other = (_ended(view, seat, candidates, seed, a) for a in found[:2])
    # the playouts stop at a dawn (or at the game's end), never where an offering is lost
    assert all(s.is_over() or s.phase == DAWN for s in best + other)
    assert reason.when == found[0].stopped
    assert reason.gain == pytest.approx(_mean(best, lambda s: _offered(s, seat))
                                        - _mean(other, lambda s: _offered(s, seat)))
    assert reason.gain >= heuristics_for(view).later_least
    words = _words(reason, lang)
    assert str(reason.when) in words and _number(reason.gain, lang) in words
    assert ("Artisans with an offering" if lang == "en" else "Artisans avec offrande") in words


def test_a_hints_points_add_up_to_its_gain():
    """Each appraisal's later favor by part sums to its later favor as a whole (`LATER`), and the
    parts a hint's reasons are drawn from, the scoring parts banked, the later favor by part and
    the rival's score, add up to the gain of the better move, which "Later in the game" never
    stands for."""
    reason, view, seat, found, candidates, seed = _said("offered")
    for appraisal in found:
        assert appraisal.later and sum(v for _, v in appraisal.later) == pytest.approx(appraisal.part(LATER))
    best, other = found[0], found[1]
    assert sum(r.points for r in parts(best, other)) == pytest.approx(best.margin - other.margin)
    assert all(r.key != LATER for r in reasons(best, other, 10))


def test_a_part_of_the_later_favor_is_said_from_two_favor():
    """Arigatō's threshold for a part of its later favor (`later_least`, 2 favor, measured in
    game/ai/AI.md): every such reason is at least that, and a part between 1 and 2 favor apart
    is left to the other differences."""
    reason, view, seat, found, candidates, seed = _said("offered")
    least = heuristics_for(view).later_least
    assert least == 2.0 > LATER_MIN and found[0].later_least == least
    said = {r.key for r in reasons(found[0], found[1], 10) if r.kind == "later"}
    for key, gain in found[0].later_gains_over(found[1]):
        assert (key in said) == (gain >= least), (key, gain)


@pytest.mark.parametrize("players", [1, 2, 3])
def test_the_later_parts_are_the_evaluations_later_favor(players):
    """`Heuristics.later_parts` breaks the evaluation's later favor down exactly: along a whole
    game, at every seat, they sum to what it adds to the favor banked."""
    state = game_spec("arigato").new_game(players=players, seed=3)
    knows, rng = heuristics_for(state), Rng(3)
    checked = 0
    while not state.is_over():
        seat = state.current_seats()[-1]
        legal = state.legal_actions(seat)
        state.apply(knows.rollout_action(state, seat, legal, rng) if len(legal) > 1 else legal[0])
        for s in range(players):
            if not state.is_over():
                parts = knows.later_parts(state, s)
                assert [k for k, _ in parts] == list(knows.later_keys)
                assert sum(v for _, v in parts) == pytest.approx(
                    knows.evaluate(state, s) - state.scores()[s].total, abs=1e-9)
                checked += 1
    assert checked > 50


def test_the_items_held_are_the_supplys_and_the_craftsmens():
    """The units the "items" part names: the items in the supply, and one for each craftsman
    committed at dawn (its item comes at the day's start)."""
    state = game_spec("arigato").new_game(players=2, seed=5)
    knows, rng = heuristics_for(state), Rng(5)
    with_craftsmen = 0
    while not state.is_over():
        seat = state.current_seats()[-1]
        legal = state.legal_actions(seat)
        state.apply(knows.rollout_action(state, seat, legal, rng) if len(legal) > 1 else legal[0])
        for s, v in enumerate(state.villages):
            craftsmen = sum(1 for c in v.craftsmen if c > 0)
            with_craftsmen += craftsmen > 0
            assert dict(knows.held(state, s))["items"] == sum(v.items) + craftsmen
    assert with_craftsmen


def _number(x: float, lang: str) -> str:
    return f"{x:.1f}".replace(".", "," if lang == "fr" else ".")


def _words(reason, lang: str) -> str:
    from game import i18n      # the words of the table's language (a test of words, not of the AI)
    from game.i18n.hints import reason_words
    from game.ui.tables.arigato.scene import ArigatoTable
    try:
        i18n.set_language(lang)
        words = reason_words(reason, ArigatoTable.REASON_WORDS, ArigatoTable.POINTS)
    finally:
        i18n.set_language("en")
    assert "reason" not in words and "{" not in words and "_" not in words and "later" not in words
    assert ("favor" if lang == "en" else "faveur") in words
    return words
