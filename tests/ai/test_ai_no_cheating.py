"""No cheating: an agent decides from what its seat may see (issue 5, "No cheating").

Two states that look the same from a seat but differ in hidden cards (other hands, the deck,
others' secret commitments) must get the same action from an agent with the same seed. The
twin is built by `determinize`, which re-deals exactly what the seat cannot see.
"""

import pytest

from game.ai.agents import RandomAgent, make_agent
from game.ai.greedy import GreedyAgent
from game.ai.mcts import MCTSAgent
from game.ai.toy import new_game as new_toy
from game.core import registry
from game.core.rng import Rng


# Every game the program knows, by name, and the toy game. Its rules are imported inside the
# test, so a game that fails to import fails its own test by name instead of dropping out.
GAMES = ["toy", *registry.GAME_MODULES]


def _new_game(game):
    return new_toy if game == "toy" else registry.spec(game).new_game


def _positions(new_game, players, seed, count):
    """Positions of a random game where some seat decides, some in simultaneous phases."""
    state = new_game(players=players, seed=seed)
    rng = Rng(seed)
    out = []
    step = 0
    while not state.is_over() and len(out) < count:
        seats = state.current_seats()
        seat = seats[-1]  # the last current seat: in a simultaneous phase others committed first
        legal = state.legal_actions(seat)
        if len(legal) > 1 and step % 3 == 0:
            out.append((state.clone(), seat))
        state.apply(legal[rng.below(len(legal))])
        step += 1
    return out


def _agents():
    return [GreedyAgent(), MCTSAgent(iterations=30, time_limit=None, rollout_depth=25),
            MCTSAgent(iterations=30, time_limit=None, rollout_depth=25, paired=True)]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", [2, 3])
def test_same_view_same_action(game, players):
    for state, seat in _positions(_new_game(game), players, seed=7 + players, count=4):
        twin = state.determinize(seat, Rng(12345))
        legal = state.legal_actions(seat)
        assert twin.legal_actions(seat) == legal
        for agent in _agents():
            mine = agent.choose(state.view(seat), seat, legal, Rng(3))
            theirs = agent.choose(twin.view(seat), seat, legal, Rng(3))
            assert mine == theirs, f"{agent.name} changed its move on hidden cards in {game}"
            # even handed the full states by mistake, the agent resamples what it cannot see
            full_a = agent.choose(state, seat, legal, Rng(3))
            full_b = agent.choose(twin, seat, legal, Rng(3))
            assert full_a == full_b == mine


def test_the_twins_really_differ_in_hidden_cards():
    state = new_toy(players=3, seed=2)
    twin = state.determinize(0, Rng(99))
    assert twin.hands[0] == state.hands[0]
    assert (twin.hands[1], twin.hands[2], twin.deck) != (state.hands[1], state.hands[2], state.deck)


def test_a_committed_secret_bid_does_not_change_the_answer():
    """Simultaneous phase: seat 1 has bid in secret; seat 0's answer must not depend on it."""
    answers = set()
    for bid_index in range(3):
        state = new_toy(players=2, seed=21)
        state.apply(state.legal_actions(1)[bid_index])
        legal = state.legal_actions(0)
        answers.add(MCTSAgent(iterations=60, time_limit=None).choose(state.view(0), 0, legal, Rng(5)))
    assert len(answers) == 1


def test_the_search_tree_never_branches_on_anothers_secret():
    """In a simultaneous phase the searching seat moves first in the tree, and the other seat's
    secret choice leads to one node whatever it was (its edge is what the searcher can see)."""
    state = new_toy(players=2, seed=3)
    agent = MCTSAgent(iterations=200, time_limit=None)
    root = agent.search(state.view(1), 1, state.legal_actions(1), Rng(1))
    assert root.children and all(child.mover == 1 for child in root.children.values())
    for child in root.children.values():
        assert set(child.children) <= {"toy_bid seat=0 card=?"}
    assert RandomAgent().choose(None, 1, state.legal_actions(1), Rng(1)) in state.legal_actions(1)
    assert make_agent("easy").choose(state.view(1), 1, state.legal_actions(1), Rng(1)) \
        in state.legal_actions(1)
