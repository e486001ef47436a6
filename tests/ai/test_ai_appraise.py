"""The appraisal (game/ai/appraise.py): a move's worth in points from what one seat could know."""

import pickle
import threading

import pytest

from game.ai.appraise import LATER, AppraisalCancelled, appraise, shortlist
from game.ai.toy import new_game as new_toy
from game.core import registry
from game.core.arigato.actions import UseEffect
from game.core.rng import Rng


def _positions(game, players, seed, count, keep=lambda legal: len(legal) > 1):
    """(state, seat) where a seat decides, from a seeded random game."""
    state = (new_toy if game == "toy" else registry.spec(game).new_game)(players=players, seed=seed)
    rng = Rng(seed)
    out = []
    step = 0
    while not state.is_over() and len(out) < count:
        seat = state.current_seats()[-1]   # in a simultaneous phase, others committed first
        legal = state.legal_actions(seat)
        if keep(legal) and step % 4 == 0:
            out.append((state.clone(), seat))
        state.apply(legal[rng.below(len(legal))])
        step += 1
    return out


def _hidden_differs(state, twin) -> bool:
    """The twin holds other cards than the state (their generators aside, which differ anyway)."""
    twin = twin.clone()
    twin.rng, twin.seed = state.rng.clone(), state.seed
    return pickle.dumps(twin) != pickle.dumps(state)


@pytest.mark.parametrize("game", ["toy", "arigato", "daitoshi"])
def test_the_same_view_gets_the_same_appraisal(game):
    """Twin views: two states that differ only in what the seat cannot see (re-dealt by
    `determinize`) give the same numbers; so does the full state, whose hidden parts the
    appraisal resamples."""
    differed = False
    for state, seat in _positions(game, 2, seed=11, count=3):
        twin = state.determinize(seat, Rng(4242))
        differed |= _hidden_differs(state, twin)
        legal = state.legal_actions(seat)
        assert twin.legal_actions(seat) == legal
        moves = legal[:3]
        mine = appraise(state.view(seat), seat, moves, worlds=3, rng=Rng(8))
        theirs = appraise(twin.view(seat), seat, moves, worlds=3, rng=Rng(8))
        full = appraise(state, seat, moves, worlds=3, rng=Rng(8))
        assert mine == theirs == full
    assert differed, "no twin differed from its state: the check proved nothing"


def test_the_numbers_hang_together():
    for state, seat in _positions("daitoshi", 2, seed=5, count=2):
        for a in appraise(state.view(seat), seat, state.legal_actions(seat)[:2], worlds=2,
                          rng=Rng(1)):
            assert a.playouts == 2
            assert a.score == pytest.approx(a.scores[seat])
            assert a.margin == pytest.approx(a.score - a.scores[1 - seat])
            # the parts (points scored by the horizon, then what the evaluation expects later)
            # add up to the expected final score
            assert sum(v for _, v in a.breakdown) == pytest.approx(a.score)
            assert a.breakdown[-1][0] == LATER


def test_played_to_the_end_the_breakdown_is_the_real_one():
    state, seat = _positions("arigato", 2, seed=3, count=1)[0]
    for a in appraise(state.view(seat), seat, state.legal_actions(seat)[:2], worlds=2,
                      rng=Rng(1), to_end=True):
        names = [name for name, _ in a.breakdown]
        assert LATER not in names and names == [n for n, _ in state.scores()[seat].breakdown]
        assert sum(v for _, v in a.breakdown) == pytest.approx(a.score)


def test_declining_an_effect_is_appraised_below_using_it():
    """ICONOGRAPHY: "All effects are optional", and every effect is a gain: declining one never
    appraises higher, and over several decisions it costs points, shown in the breakdown."""
    positions = _positions("arigato", 2, seed=4, count=6,
                           keep=lambda legal: any(isinstance(a, UseEffect) for a in legal))
    assert len(positions) >= 4
    gains = []
    for state, seat in positions:
        use, decline = [next(a for a in state.legal_actions(seat)
                             if isinstance(a, UseEffect) and a.use is flag) for flag in (True, False)]
        used, declined = appraise(state.view(seat), seat, [use, decline], worlds=6, rng=Rng(2))
        assert used.margin >= declined.margin - 0.5
        gains.append(used.margin - declined.margin)
        # the parts' gains add up to the gain in expected score, the largest named first
        parts = used.gains_over(declined)
        assert sum(g for _, g in parts) == pytest.approx(used.score - declined.score)
        assert [abs(g) for _, g in parts] == sorted((abs(g) for _, g in parts), reverse=True)
    assert sum(gains) / len(gains) > 0.3


def test_the_shortlist_holds_only_legal_moves_and_the_obvious_one_alone():
    for state, seat in _positions("arigato", 2, seed=4, count=8, keep=lambda legal: True):
        legal = state.legal_actions(seat)
        short = shortlist(state.view(seat), seat, legal)
        assert short and set(short) <= set(legal)
        if any(isinstance(a, UseEffect) and a.use for a in legal):
            assert len(short) == 1 and short[0].use


def test_a_cancelled_appraisal_stops():
    state, seat = _positions("toy", 2, seed=1, count=1)[0]
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(AppraisalCancelled):
        appraise(state.view(seat), seat, state.legal_actions(seat), worlds=50, cancel=cancel)
    with pytest.raises(ValueError):
        appraise(state.view(seat), seat, [])
