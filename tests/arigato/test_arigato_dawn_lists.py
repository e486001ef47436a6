"""The dawn's legal lists kept from one dawn to the next alike (game/core/arigato/phases.py,
`_dawn_actions`) are the lists made anew: at every dawn of random games drawn by hypothesis, and
in worlds sampled from each seat's view (a search's worlds share the seat's hand)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import registry
from game.core.arigato import phases
from game.core.arigato.state import DAWN
from game.core.engine import listed
from game.core.rng import Rng


def _fresh(state, seat: int) -> list:
    hand = sorted(state.villages[seat].hand)
    return phases._dawn_list(state, seat, hand, phases.travelers_needed(state, len(hand)))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 4), seed=st.integers(0, 2**31), moves=st.integers(0, 300))
def test_a_kept_dawn_list_is_the_list_made_anew(players, seed, moves):
    state = registry.spec("arigato").new_game(players=players, seed=seed)
    rng = Rng(seed)
    for _ in range(moves):
        if state.is_over():
            break
        for seat in state.current_seats():
            if state.phase == DAWN and not state.villages[seat].pending:
                for s in (state, state.determinize(seat, Rng(seed + seat))):
                    s._legal.clear()
                    kept = s.legal_actions(seat)
                    assert kept == _fresh(s, seat)
                    assert all(listed(a, _fresh(s, seat)) for a in kept)
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        state.apply(legal[rng.below(len(legal))])
