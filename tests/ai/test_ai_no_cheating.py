"""No cheating: an agent decides from what its seat may see ("No cheating").

Two states that look the same from a seat but differ in hidden cards (other hands, the deck,
others' secret commitments) must get the same action from an agent with the same seed. The
twin is built by `determinize`, which re-deals exactly what the seat cannot see.
"""

import pickle
import zlib

import pytest

from game.ai.agents import Agent, RandomAgent, make_agent
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


def _everything(state) -> bytes:
    """The whole state, hidden cards and all, but for the seed, the generator and the history:
    parts a view blanks out and a twin is dealt afresh whatever it hides."""
    bare = state.clone()
    bare.seed, bare.rng, bare.history = 0, Rng(0), []
    return pickle.dumps(bare)


def _twins(game, players):
    """Each position with its twin: `determinize` deals again what the seat cannot see. The twin
    is checked to be the same in everything the seat sees (the same view, to the byte, and the
    same choices) and to differ in something it does not."""
    for state, seat in _positions(_new_game(game), players, seed=7 + players, count=4):
        twin = state.determinize(seat, Rng(12345))
        same_view = pickle.dumps(twin.view(seat)) == pickle.dumps(state.view(seat))
        assert same_view, f"the twin shows seat {seat} something else in {game}"
        assert twin.legal_actions(seat) == state.legal_actions(seat)
        hidden_differ = _everything(twin) != _everything(state)
        assert hidden_differ, f"the twin differs in nothing seat {seat} cannot see in {game}"
        yield state, twin, seat


def _same_move_on_twins(agent, state, twin, seat) -> bool:
    """The agent's move is the same in a position and its twin, handed the seat's views and
    (as by mistake) the full states: it decides on what the seat sees, resampling the rest."""
    legal = state.legal_actions(seat)
    mine = agent.choose(state.view(seat), seat, legal, Rng(3))
    theirs = agent.choose(twin.view(seat), seat, legal, Rng(3))
    full_a = agent.choose(state, seat, legal, Rng(3))
    full_b = agent.choose(twin, seat, legal, Rng(3))
    return mine == theirs == full_a == full_b


class Peeker(Agent):
    """A cheat, for the check's own sake: its move depends on every card of the state it is
    handed, the hidden ones too."""

    name = "peeker"

    def choose(self, view, seat, legal, rng, **_budget):
        return legal[zlib.crc32(_everything(view)) % len(legal)]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", [2, 3])
def test_same_view_same_action(game, players):
    for state, twin, seat in _twins(game, players):
        for agent in _agents():
            assert _same_move_on_twins(agent, state, twin, seat), \
                f"{agent.name} changed its move on hidden cards in {game}"


@pytest.mark.parametrize("game", GAMES)
def test_an_agent_that_reads_hidden_cards_is_caught(game):
    caught = [not _same_move_on_twins(Peeker(), state, twin, seat)
              for state, twin, seat in _twins(game, 2)]
    assert any(caught), f"the twins of {game} would not catch a cheat"


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
