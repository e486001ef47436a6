"""The view codec: every view of a game goes to JSON and comes back the same state; anything
that is not a value of the game is refused both ways, and nothing received is run."""

import json

import pytest

from game.core import registry
from game.core.rng import Rng
from game.net import codec
from game.net import messages as m
from game_setups import ids, small_setups


def _views(game, players, options, seed=2):
    state = registry.spec(game).new_game(players=players, seed=seed, **options)
    rng = Rng(seed)
    while not state.is_over():
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        events = state.apply(legal[rng.below(len(legal))])
        yield state, seat, events


@pytest.mark.parametrize("game, players, options", small_setups(), ids=ids(small_setups()))
def test_every_view_and_event_comes_back_the_same(game, players, options):
    count = 0
    for state, seat, events in _views(game, players, options):
        view = state.view(seat)
        data = json.loads(json.dumps(codec.encode(view)))
        back = codec.decode(data)
        assert type(back) is type(view)
        assert codec.encode(back) == data
        assert back.legal_actions(seat) == view.legal_actions(seat)
        assert back.current_seats() == view.current_seats()
        for event in events:
            seen = event.for_viewer(seat)
            assert codec.decode(json.loads(json.dumps(codec.encode(seen)))) == seen
        count += 1
    assert count > 20


def test_a_decoded_view_shares_the_loaded_components():
    state, seat, _ = next(_views("arigato", 2, {}))
    back = codec.decode(codec.encode(state.view(seat)))
    assert back.content is state.content


def test_a_view_is_sent_after_the_components_were_read_again():
    """A loader whose cache was emptied (the components read again: tests do it) gives another
    object; a view holding it is sent by name as before, and decodes onto it."""
    from game.core.daitoshi.components import load
    first, seat, _ = next(_views("daitoshi", 2, {}))
    codec.encode(first.view(seat))                 # the components known by identity
    load.cache_clear()
    state, seat, _ = next(_views("daitoshi", 2, {}))
    assert state.c is not first.c
    back = codec.decode(codec.encode(state.view(seat)))
    assert back.c is load()


@pytest.mark.parametrize("data", [
    {"o": "os.system", "f": {}},
    {"o": "builtins.object", "f": {}},
    {"o": "arigato.village", "f": {"__class__": 1}},
    {"o": "arigato.village", "f": {"not_a_slot": 1}},
    {"o": "arigato.DayBegan", "f": {}},                        # a field missing
    {"o": "arigato.DayBegan", "f": {"day": 1, "seat": 0, "_cache": 1}},
    {"o": "arigato.state.Village", "f": {}},                   # the objects' layout of protocol 3
    {"o": "rng.Rng", "f": {"state": 1}},                       # no seat is sent a generator
    {"o": "arigato.DayBegan", "f": {"day": 1, "seat": 0}, "x": 2},
    {"eval": "1+1"},
    {"ref": "../../etc/passwd"},
    {"a": "no_such_kind seat=0"},
    {"a": 5},
    {"t": "not a list"},
    {"d": [[1]]},
    {"fs": [[1, 2]]},
])
def test_anything_but_a_value_of_the_game_is_refused(data):
    with pytest.raises(codec.CodecError):
        codec.decode(data)


def test_nesting_without_end_is_refused():
    deep = 0
    for _ in range(200):
        deep = [deep]
    with pytest.raises(codec.CodecError):
        codec.decode(deep)


def test_only_values_of_the_game_are_sent():
    for value in (object(), print, b"bytes", float("nan"), {1: object()}):
        with pytest.raises(codec.CodecError):
            codec.encode(value)


def test_a_set_is_the_same_bytes_whatever_its_order():
    a = codec.encode(frozenset({"river", "forest", "mountain"}))
    b = codec.encode(frozenset(["mountain", "forest", "river"]))
    assert json.dumps(a) == json.dumps(b)


def test_a_message_over_its_size_is_refused_before_it_is_read():
    with pytest.raises(m.BadMessage) as bad:
        m.read('{"type": "act"' + " " * m.CLIENT_MESSAGE_MAX + "}", m.FROM_CLIENT,
               m.CLIENT_MESSAGE_MAX)
    assert bad.value.code == m.TOO_LARGE
