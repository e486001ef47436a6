"""A replay asked again a few actions later costs only those actions, whichever of the last few
prefixes it grows from: a host asks each seat's "may it take back an action?" after every
action, each a prefix of its own (game/input/replayer.py); and the state it gives is the state
a replay from the setup gives."""

from __future__ import annotations

from game.core import registry
from game.core.rng import Rng
from game.input.replayer import Replayer, replay
from game.net import codec


def _game(seed: int = 3):
    return registry.spec("arigato").new_game(players=4, seed=seed)


def _history(moves: int) -> list:
    state, rng = _game(), Rng(9)
    for _ in range(moves):
        seat = rng.choice(list(state.current_seats()))
        legal = state.legal_actions(seat)
        state.apply(legal[rng.below(len(legal))])
    return list(state.history)


def test_each_seats_prefix_grows_from_its_own_last_replay_never_from_the_setup():
    history = _history(80)
    games = []

    def counted():
        games.append(1)
        return _game()
    replayer = Replayer(counted)
    first = None
    for end in range(40, 80):               # after each action, four seats' prefixes
        for seat in range(4):
            prefix = history[:end - seat]
            state = replayer(prefix)
            assert state.history == prefix
        first = first or len(games)         # the first round has nothing shorter to grow from
    assert first == 4 and len(games) == 4   # after it, only new actions were applied


def test_a_remembered_replay_gives_the_state_a_replay_from_the_setup_gives():
    history = _history(60)
    replayer = Replayer(_game)
    for end in (50, 20, 55, 30, 60):        # longer, shorter, from one prefix or another
        kept = replayer(history[:end])
        fresh = replay(_game, history[:end])
        assert kept.history == fresh.history
        assert all(codec.encode(kept.view(seat)) == codec.encode(fresh.view(seat))
                   for seat in range(4))
        kept.apply(kept.legal_actions(kept.current_seats()[0])[0])   # a copy: the kept one
    assert replayer(history[:60]).history == history[:60]           # is not changed
