"""Every agent answers with a legal action and plays whole games; the difficulties exist."""

import pytest

from game.ai.agents import AGENTS, DIFFICULTIES, make_agent
from game.ai.greedy import GreedyAgent
from game.ai.heuristics import DEFAULT, Heuristics, heuristics_for
from game.ai.mcts import MCTSAgent
from game.ai.toy import new_game
from game.core.rng import Rng
from game.play import play_game


def small(name):
    """The named agent with a test-sized, time-independent budget."""
    agent = make_agent(name)
    if isinstance(agent, MCTSAgent):
        agent.iterations, agent.time_limit = 25, None
    return agent


def test_the_three_difficulties_and_the_basic_agents_are_named():
    assert {"easy", "normal", "hard"} <= set(DIFFICULTIES)
    assert {"random", "greedy", "mcts", "easy", "normal", "hard"} <= set(AGENTS)
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("grandmaster")


def test_hard_searches_more_than_normal():
    normal, hard = make_agent("normal"), make_agent("hard")
    assert hard.iterations > normal.iterations and hard.time_limit > normal.time_limit


@pytest.mark.parametrize("name", sorted(AGENTS))
@pytest.mark.parametrize("players", [1, 2, 3])
def test_agent_plays_a_whole_toy_game(name, players):
    state = new_game(players=players, seed=11)
    record = play_game(state, [small(name) for _ in range(players)], seed=5)
    assert state.is_over() and not record.violations


def test_search_beats_random_on_the_toy_game():
    wins = 0
    for g in range(6):
        state = new_game(players=2, seed=100 + g)
        agents = [MCTSAgent(iterations=120, time_limit=None), make_agent("random")]
        if g % 2:
            agents.reverse()
        play_game(state, agents, seed=g)
        wins += (0 if g % 2 == 0 else 1) in state.winners()
    assert wins >= 4


def test_a_seeded_search_repeats_itself():
    state = new_game(players=3, seed=4)
    legal = state.legal_actions(0)
    first = MCTSAgent(iterations=60, time_limit=None).choose(state.view(0), 0, legal, Rng(9))
    again = MCTSAgent(iterations=60, time_limit=None).choose(state.view(0), 0, legal, Rng(9))
    assert first == again


def test_games_without_heuristics_get_the_defaults():
    class Nameless(type(new_game())):
        game_name = "no-such-game"
    state = new_game(players=2, seed=1)
    state.__class__ = Nameless
    assert heuristics_for(state) is DEFAULT
    assert isinstance(heuristics_for(new_game()), Heuristics)
    assert GreedyAgent().choose(state.view(0), 0, state.legal_actions(0), Rng(1)) \
        in state.legal_actions(0)
