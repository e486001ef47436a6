"""Arigatō's later favor in the game's own terms (game/ai/hint.py: `Reason("later")`): what the
evaluation expects beyond the favor banked, by part (the objective tokens to come, tonight's
dusk, the artisans with an offering token and those waiting for one, the items in the supply,
the way to the next favor bonus), adding up to the whole, each checked against what the
playouts it came from ended with, and said in both languages without internal names."""

from __future__ import annotations

import pytest

from game.ai.appraise import LATER
from game.ai.arigato.heuristics import ArigatoHeuristics
from game.ai.arigato.village import OFFERED
from game.ai.heuristics import heuristics_for
from game.ai.hint import LATER_MIN, parts, reasons
from game.core.arigato.state import DAWN
from hint_cases import along_a_game, ended, first_said, in_words, later_parts_checked, mean


def _said(key: str):
    """The first Arigatō decision whose hint-like comparison gives a reason of the later favor's
    part `key` on its own merit (at its threshold: under it, only where nothing else is said,
    tests/ai/test_ai_hint_fallback.py)."""
    return first_said("arigato", lambda r: r.kind == "later" and r.key == key
                      and r.gain >= ArigatoHeuristics.later_least)


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
    best, other = (ended(view, seat, candidates, seed, a) for a in found[:2])
    # the playouts stop at a dawn (or at the game's end), never where an offering is lost
    assert all(s.is_over() or s.phase == DAWN for s in best + other)
    assert reason.when == found[0].stopped
    assert reason.gain == pytest.approx(mean(best, lambda s: _offered(s, seat))
                                        - mean(other, lambda s: _offered(s, seat)))
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
    assert later_parts_checked("arigato", players, 3) > 50


def test_the_items_held_are_the_supplys_and_the_craftsmens():
    """The units the "items" part names: the items in the supply, and one for each craftsman
    committed at dawn (its item comes at the day's start)."""
    with_craftsmen = 0
    for state in along_a_game("arigato", 2, 5):
        knows = heuristics_for(state)
        for s, v in enumerate(state.villages):
            craftsmen = sum(1 for c in v.craftsmen if c > 0)
            with_craftsmen += craftsmen > 0
            assert dict(knows.held(state, s))["items"] == sum(v.items) + craftsmen
    assert with_craftsmen


def _number(x: float, lang: str) -> str:
    return f"{x:.1f}".replace(".", "," if lang == "fr" else ".")


def _words(reason, lang: str) -> str:
    from game.ui.tables.arigato.scene import ArigatoTable   # a test of words, not of the AI
    words = in_words(reason, ArigatoTable, lang)
    assert ("favor" if lang == "en" else "faveur") in words
    return words
