"""`State.sampler(seat)` (a search's worlds of one view: game/ai/mcts.py) gives the worlds of
`determinize(seat, rng)` one after another: each the same world from the same stream, the stream
left where `determinize` leaves it, and no world sharing a mutable part with the next or with the
state sampled. Every game of the suite, at positions through a game, from a full state and from
a view."""

from __future__ import annotations

import pytest
from object_graph import fingerprint, same
from protocol_games import cases, positions, shared_components

from game.core.rng import Rng
from game.play import random_steps

ONE_SEED = [c for c in cases() if c.seed == cases()[0].seed]


@pytest.mark.parametrize("case", ONE_SEED, ids=[c.id for c in ONE_SEED])
def test_the_sampler_gives_determinize_worlds(case):
    shared = shared_components(case)
    for state, _ in positions(case, 6):
        for seat in state.current_seats()[:2]:
            for source in (state, state.view(seat)):
                before = fingerprint(source)
                sample = source.sampler(seat)
                first = sample(Rng(39))
                kept = fingerprint(first)
                for k in range(3):
                    stream, again = Rng(40 + k), Rng(40 + k)
                    world = sample(stream)
                    assert same(world, source.determinize(seat, again), shared) is None
                    assert stream.state == again.state
                    if not world.is_over():    # a world played on changes no other
                        random_steps(world, 4, k)
                assert fingerprint(first) == kept
                assert fingerprint(source) == before
