"""The search's answers pinned: seeded searches on fixed positions and seeded policy games give
the same results, bit for bit, as the code they were recorded on (commit 0089d6b).

A change made only to make the search faster (game/ai/AI.md, "Search speed") must change none of
what the rollout policy, the heuristics or the rules decide: the same worlds are sampled, the same
moves played, the same rewards backed up. These digests catch any change to a decision, a visit
count or a reward, in both games. A change that means to alter what the AI or the rules decide
records new digests here, and says why in its commit.

The positions are `python -m game bench --ai`'s (game/tools/search_bench.py: states of seeded
games of random moves, so they stay put while the heuristics change)."""

from __future__ import annotations

import hashlib

import pytest

from game.ai.heuristics import heuristics_for
from game.ai.mcts import MCTSAgent
from game.ai.playout import play_out
from game.core import registry
from game.core.arigato.actions import AssignRoles
from game.core.arigato.phases import _assignments
from game.core.rng import Rng
from game.tools.search_bench import positions, subjects

# per bench subject and position: (tree search digest, its best; paired halving digest, its best).
# Daitoshi's paired halvings recorded again once the review's pairing keyed each rollout draw by
# seat and turn (game/ai/playout.py; game/ai/AI.md): the same as that code gave before the speed-ups
# (one statement per game: tests/test_game_names.py keeps lists of the games to the registry)
SEARCHES: dict = {}
SEARCHES["arigato"] = [
    ("733670c66275b040", "end_day seat=0",
     "aff318af7f480e7c", "end_day seat=0"),
    ("3c4366511d6eccf8", "trade seat=2 give=origami take=statue",
     "a1115400a7afda4e", "trade seat=2 give=origami take=firework"),
    ("440b648316e425da", "assign_roles seat=2 resident=38 slot=3 travelers=53,83",
     "6066412198728d88", "empty_workshop seat=2 slot=1"),
]
SEARCHES["daitoshi"] = [
    ("c4f3d341b02b9225", "dt_give_back_hex seat=1 terrain=river",
     "8966bd7816af2792", "dt_give_back_hex seat=1 terrain=river"),
    ("ea4da7c498410474", "dt_expand_district seat=1 district=1 ring=1",
     "056f326009bcc416", "dt_expand_district seat=1 district=1 ring=1"),
    ("616fd9791ae2cde7", "dt_move_magnate seat=0 steps=1 space=1",
     "af073eac6397ba76", "dt_start_production seat=0"),
]
SEARCHES["daitoshi_solo"] = [
    ("d6de308590f0f8e0", "dt_move_magnate seat=0 steps=2 space=0",
     "785cd2192ec1ee27", "dt_move_magnate seat=0 steps=2 space=0"),
    ("1241fbd378649018", "dt_trade_with_city seat=0 city=0 goods=3",
     "a97f2039f8c21da8", "dt_trade_with_city seat=0 city=0 goods=2"),
    ("f8246437e860ebdb", "dt_move_magnate seat=0 steps=1 space=2",
     "d01c66fcfc67a777", "dt_move_magnate seat=0 steps=1 space=0"),
]

# per bench subject: a whole game of the rollout policy, every seat (seed 5, draws 11)
GAMES: dict = {}
GAMES["arigato"] = ([105, 112, 79, 103], 251)
GAMES["daitoshi"] = ([61, 140], 186)
GAMES["daitoshi_solo"] = ([106], 75)


def _digest(rows) -> str:
    return hashlib.sha256(repr(rows).encode()).hexdigest()[:16]


def _searched(label: str) -> list:
    """Per position: the tree search's and the paired halving's ranked answers (text, visits or
    playouts, mean reward to 6 places), digested, with the action each answers."""
    game, players, options = next((g, n, o) for lab, g, n, o in subjects() if lab == label)
    out = []
    for state in positions(game, players, options, 1):
        seat = state.current_seats()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        tree_agent = MCTSAgent(iterations=60, time_limit=None)
        root = tree_agent.search(view, seat, legal, Rng(7))
        tree = [(a.text(), n, round(m, 6)) for a, n, m in tree_agent._rank(root, legal)]
        paired_agent = MCTSAgent(iterations=40, time_limit=None, paired=True)
        paired = [(a.text(), n, round(m, 6))
                  for a, n, m in paired_agent.halving(view, seat, legal, Rng(9))]
        out.append((_digest(tree), tree[0][0], _digest(paired), paired[0][0]))
    return out


def _policy_game(label: str) -> tuple[list[int], int]:
    game, players, options = next((g, n, o) for lab, g, n, o in subjects() if lab == label)
    state = registry.spec(game).new_game(players=players, seed=5, **options)
    play_out(state, heuristics_for(state), Rng(11), to_end=True)
    return [s.total for s in state.scores()], len(state.history)


@pytest.mark.parametrize("label", sorted(SEARCHES))
def test_seeded_searches_answer_as_recorded(label):
    assert _searched(label) == SEARCHES[label]


@pytest.mark.parametrize("label", sorted(GAMES))
def test_seeded_policy_game_ends_as_recorded(label):
    assert _policy_game(label) == GAMES[label]


def test_every_searched_setup_is_pinned():
    assert sorted(SEARCHES) == sorted(GAMES) == sorted(lab for lab, *_ in subjects())


def test_dawn_assignments_made_without_init_are_the_dataclass_values():
    # the rules list the dawn's AssignRoles through the slots' setters (phases._assignments):
    # each must be the very value the dataclass makes, equal, hashed and worded alike
    made = _assignments(2, 38, 3, [(53, 83), (11, 4)])
    plain = [AssignRoles(2, 38, 3, (53, 83)), AssignRoles(2, 38, 3, (11, 4))]
    assert made == plain
    assert [hash(a) for a in made] == [hash(a) for a in plain]
    assert [a.text() for a in made] == [a.text() for a in plain]
    assert [type(a) for a in made] == [AssignRoles, AssignRoles]
    assert AssignRoles.parse(made[0].text()) == made[0]


# Arigatō at the player counts the bench leaves out: a whole policy game each (seed 5, draws 11),
# and a solo first dawn searched (its shortlist weighs every choice of craftsmen)
ARIGATO_GAMES = {1: ([95], 76), 2: ([121, 78], 154), 3: ([94, 105, 80], 191)}
ARIGATO_SOLO_DAWN = ("b6d766373fce3134", "assign_roles seat=0 resident=54 slot=0 travelers=1,55")


@pytest.mark.parametrize("players", sorted(ARIGATO_GAMES))
def test_arigato_policy_game_ends_as_recorded(players):
    state = registry.spec("arigato").new_game(players=players, seed=5)
    play_out(state, heuristics_for(state), Rng(11), to_end=True)
    assert ([s.total for s in state.scores()], len(state.history)) == ARIGATO_GAMES[players]


def test_arigato_solo_dawn_searched_as_recorded():
    state = registry.spec("arigato").new_game(players=1, seed=3)
    view, legal = state.view(0), state.legal_actions(0)
    agent = MCTSAgent(iterations=40, time_limit=None)
    root = agent.search(view, 0, legal, Rng(7))
    rows = [(a.text(), n, round(m, 6)) for a, n, m in agent._rank(root, legal)]
    assert (_digest(rows), rows[0][0]) == ARIGATO_SOLO_DAWN


# Daitoshi at the player counts the bench leaves out: a whole policy game each (seed 5, draws 11)
DAITOSHI_GAMES = {3: ([63, 219, 121], 268), 4: ([60, 173, 116, -1], 266)}


@pytest.mark.parametrize("players", sorted(DAITOSHI_GAMES))
def test_daitoshi_policy_game_ends_as_recorded(players):
    state = registry.spec("daitoshi").new_game(players=players, seed=5)
    play_out(state, heuristics_for(state), Rng(11), to_end=True)
    assert ([s.total for s in state.scores()], len(state.history)) == DAITOSHI_GAMES[players]
