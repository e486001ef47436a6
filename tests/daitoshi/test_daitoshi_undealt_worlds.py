"""A search's Daitoshi worlds deal their hidden stacks as they are drawn (game/core/undealt.py):
played on, such a world goes exactly as the same world with every stack settled first (an
ordinary shuffled list), its invariants holding after every action, at 1 to 4 players."""

import pickle

import pytest

from game.core.daitoshi import new_game
from game.core.daitoshi.state import HIDDEN_STACKS
from game.core.rng import Rng
from game.core.undealt import Undealt
from game.play import random_steps


def _settled(world):
    """The same world with plain lists for stacks (the order each lazy one deals)."""
    w = world.clone()
    for q in HIDDEN_STACKS:
        w.stacks[q] = w.stacks[q].settled() if isinstance(w.stacks[q], Undealt) else w.stacks[q]
    for name in ("middle_stack", "outer_stack", "university_stack"):
        stack = getattr(w, name)
        setattr(w, name, stack.settled() if isinstance(stack, Undealt) else stack)
    if w.solo is not None and isinstance(w.solo.deck, Undealt):
        w.solo.deck = w.solo.deck.settled()
    return w


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_world_dealt_as_drawn_plays_as_one_dealt_at_once(players):
    game = new_game(players, 40 + players)
    undealt_seen = 0
    for step in range(6):
        random_steps(game, 25, step)
        if game.is_over():
            break
        seat = game.current_seats()[0]
        world = game.determinize(seat, Rng(step))
        undealt_seen += isinstance(world.stacks["ordinary"], Undealt)
        eager = _settled(world)
        for k in range(120):
            if world.is_over():
                break
            s = world.current_seats()[0]
            legal, legal_eager = world.legal_actions(s), eager.legal_actions(s)
            assert legal == legal_eager
            action = legal[Rng(k * 31 + step).below(len(legal))]
            assert world.apply(action) == eager.apply(action)
            assert world.invariant_violations() == []
        assert world.hidden_part() == eager.hidden_part()
        assert world.scores() == eager.scores()
    assert undealt_seen


@pytest.mark.parametrize("players", [1, 2])
def test_a_world_s_view_holds_plain_lists_even_with_a_stack_emptied(players):
    """A view is compared by its pickle (game/ai/luck_sampling.py): a world's view pickles as the
    same world's with its stacks settled first, an emptied stack included."""
    game = random_steps(new_game(players, 7), 30, 1)
    seat = game.current_seats()[0]
    world = game.determinize(seat, Rng(3))
    while world.university_stack:
        world.university_stack.pop()
    world.stacks["brilliant"].pop()
    eager = _settled(world)
    for name in ("middle_stack", "outer_stack", "university_stack"):
        assert type(getattr(world.view(seat), name)) is list
    assert all(type(v) is list for v in world.view(seat).stacks.values())
    assert pickle.dumps(world.view(seat).__getstate__()) == pickle.dumps(eager.view(seat).__getstate__())
