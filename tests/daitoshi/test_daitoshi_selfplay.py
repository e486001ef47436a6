"""Seeded random self-play at 2, 3 and 4 players with every invariant checked after every action
(all 64 hexes, 60 workers, 100 inventions and 15 district tiles somewhere; resources
0-9; workers within the cap after the conflict check; the final scoring agrees with the table;
the VP track moved as the log told)."""

import pytest

from game.ai.agents import RandomAgent
from game.core import registry
from game.core.daitoshi import SPEC, new_game
from game.core.daitoshi import events as E
from game.play import play_game


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_random_games_end_without_breaking_an_invariant(players, seed):
    state = new_game(players, seed)
    assert state.invariant_violations() == []
    record = play_game(state, [RandomAgent() for _ in range(players)], seed, max_decisions=5000)
    assert record.violations == []
    assert state.is_over()
    assert state.final is not None
    # END OF THE GAME: every player played the same number of turns.
    assert state.turn % players == 0
    told = _vp_told_by_the_log(state)
    for seat, score in enumerate(state.scores()):
        assert score.part("in_game") == told[seat]   # the VP track moved as the log told
        assert [n for n, _ in score.breakdown] == ["in_game", "end_of_game_icons", "forest", "mountain", "underground",
                                                   "river", "river_penalty", "leftovers"]


@pytest.mark.parametrize("players,seed", [(2, 7), (3, 8)])
def test_an_ended_game_is_in_the_last_turn_it_played(players, seed):
    """The count a game reports at its end (the saved game's "turn N", a tournament's game
    length) is in turns, the rules' one unit ("no rounds or phases", TURN ORDER): every turn the
    Factories played, counted from the log."""
    state = new_game(players, seed)
    play_game(state, [RandomAgent() for _ in range(players)], seed, max_decisions=5000)
    turns = [0] * players
    turns[state.start_seat] += 1   # the first turn starts in the setup, before any action
    for event in _replayed_events(state):
        if isinstance(event, E.TurnStarted):
            turns[event.seat] += 1
    assert state.progress() == ("turn", sum(turns))
    assert turns == [turns[0]] * players and turns[0] > 3


def _vp_told_by_the_log(played):
    """The VP each seat gained by the events of its game (replayed: the same seed and actions
    give the same events), an account kept apart from the VP track the score reads."""
    told = [0] * played.num_seats
    for event in _replayed_events(played):
        if isinstance(event, E.Gained) and event.what == "vp":
            told[event.seat] += event.amount
    return told


def _replayed_events(played):
    """The events of a played game's actions, replayed from its setup (the same seed and
    actions give the same events)."""
    replay = new_game(played.num_seats, played.seed)
    for action in played.history:
        yield from replay.apply(action)


@pytest.mark.parametrize("players,seed", [(2, 5001), (3, 5007), (4, 5011)])
def test_expert_games_keep_every_invariant_from_the_draft_on(players, seed):
    state = new_game(players, seed, expert=True)
    assert state.decision_kind() == "draft" and state.invariant_violations() == []
    record = play_game(state, [RandomAgent() for _ in range(players)], seed, max_decisions=5000)
    assert record.violations == [] and state.is_over()


def test_expert_variant_drafts_basic_inventions():
    state = new_game(3, 11, expert=True)
    assert state.decision_kind() == "draft"
    seen = set()
    while state.decision_kind() == "draft":
        seat = state.current_seats()[0]
        assert seat not in seen
        seen.add(seat)
        state.apply(state.legal_actions(seat)[0])
    # in turn order from the Starting Player; the last one left is no choice and is given
    assert len(seen) == 2 and state.start_seat in seen
    basics = [p.slots[0][0] for p in state.players]
    assert len(set(basics)) == 3
    record = play_game(state, [RandomAgent() for _ in range(3)], 11, max_decisions=5000)
    assert record.violations == [] and state.is_over()


def test_same_seed_same_game():
    a, b = new_game(4, 77), new_game(4, 77)
    play_game(a, [RandomAgent()] * 4, 77)
    play_game(b, [RandomAgent()] * 4, 77)
    assert [x.text() for x in a.history] == [x.text() for x in b.history]
    assert [s.total for s in a.scores()] == [s.total for s in b.scores()]


def test_spec_is_registered_with_the_solo_mode():
    assert registry.spec("daitoshi") is SPEC
    assert (SPEC.min_players, SPEC.max_players) == (1, 4)   # 1: against the Mayor
    with pytest.raises(ValueError):
        SPEC.new_game(players=5, seed=1)
    with pytest.raises(ValueError):
        SPEC.new_game(players=0, seed=1)


def test_random_play_reaches_every_kind_of_decision():
    """Random play exercises every action of the game (an action nobody can reach is a bug)."""
    from game.core.daitoshi import actions as A
    from game.core.engine import Action
    kinds = {cls.kind for cls in vars(A).values()
             if isinstance(cls, type) and issubclass(cls, Action) and cls is not Action}
    seen = set()
    for seed in range(150):
        state = new_game(2 + seed % 3, 100 + seed, expert=seed % 10 == 0)
        play_game(state, [RandomAgent() for _ in range(state.num_seats)], seed,
                  check_invariants=False)
        seen.update(a.kind for a in state.history)
        if seen == kinds:
            break
    assert kinds - seen == set()
