"""The deal (game/ARCHITECTURE.md, "The deal"): a new game's seed comes from the operating
system's secure source, never the clock, and its hidden things are drawn from a keyed hash, so
neither the seed nor the next card can be worked out from what a seat sees."""

import hashlib
import time

import pytest

from game.ai.agents import RandomAgent, seat_rng
from game.core import registry
from game.core.rng import DEALS, KEYED, SPLITMIX, KeyedRng, Rng, deal_of, deal_rng
from game.input import session as session_module
from game.input.session import GameSession, SeatConfig
from game.play import play_game, random_steps

SEED = 0x9D1C_5E0F_33A2_7B41_C4D8_1E6A_F205_9B77     # 128 bits, as a new game draws


def _words(seed: int, count: int) -> list[int]:
    """The keyed deal's first values, worked out here from hashlib alone: block b is
    BLAKE2b(b as 8 little-endian bytes, key = the seed as 32 big-endian bytes, person "deal",
    64 bytes), read as eight 64-bit little-endian words."""
    out, block = [], 0
    while len(out) < count:
        digest = hashlib.blake2b(block.to_bytes(8, "little"), key=seed.to_bytes(32, "big"),
                                 person=b"deal", digest_size=64).digest()
        out += [int.from_bytes(digest[i:i + 8], "little") for i in range(0, 64, 8)]
        block += 1
    return out[:count]


def test_the_keyed_deal_is_blake2b_keyed_with_the_seed_in_counter_mode():
    rng = KeyedRng(SEED)
    assert [rng.next64() for _ in range(21)] == _words(SEED, 21)   # across three digests
    assert deal_rng(SEED, KEYED).next64() == _words(SEED, 1)[0]


def test_its_draws_are_the_shared_ones_over_that_stream():
    """`below`, `random`, `choice` and `shuffle` read the stream as SplitMix's are read."""
    words = _words(SEED, 80)
    rng = KeyedRng(SEED)
    assert [rng.below(52) for _ in range(10)] == [w % 52 for w in words[:10]]
    assert rng.random() == (words[10] >> 11) / float(1 << 53)
    assert rng.choice("abcdefg") == "abcdefg"[words[11] % 7]
    items, expected = list(range(40)), list(range(40))
    rng.shuffle(items)
    for k, i in enumerate(range(39, 0, -1)):
        j = words[12 + k] % (i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected


def test_one_bit_of_seed_changes_the_whole_deal():
    a, b = KeyedRng(SEED), KeyedRng(SEED ^ 1)
    assert all(x != y for x, y in zip([a.next64() for _ in range(16)], [b.next64() for _ in range(16)]))


def test_a_clone_goes_on_alike_and_the_original_is_untouched():
    rng = KeyedRng(SEED)
    for _ in range(5):
        rng.next64()
    copy = rng.clone()
    assert [copy.next64() for _ in range(12)] == _words(SEED, 17)[5:]
    assert rng.state == (1, 5) and rng.next64() == _words(SEED, 6)[5]


def test_a_fork_is_splitmix_seeded_by_the_keyed_hash_and_leaves_the_deal_alone():
    """The AI's streams (`fork`, `seat_rng`) are SplitMix for speed, seeded by a keyed hash of
    their salt: an AI's moves, which every seat sees, tell nothing of the key."""
    rng = KeyedRng(SEED)
    forked = rng.fork(3)
    expected = hashlib.blake2b(bytes([3, 0, 0, 0, 0, 0, 0, 0]) + bytes(8) + bytes([8]),
                               key=SEED.to_bytes(32, "big"), person=b"fork", digest_size=8).digest()
    assert type(forked) is Rng and forked.state == int.from_bytes(expected, "little")
    assert rng.state == (0, 8) and rng.next64() == _words(SEED, 1)[0]
    assert seat_rng(SEED, 3, KEYED).state == forked.state
    assert seat_rng(SEED, 2, KEYED).state != forked.state


def test_the_first_deal_is_still_splitmix():
    assert type(deal_rng(42)) is Rng and deal_rng(42, SPLITMIX).next64() == Rng(42).next64()
    assert seat_rng(42, 1).state == seat_rng(42, 1, SPLITMIX).state == Rng(42 * 7919 + 104729 * 2).state
    assert deal_of({}) == SPLITMIX and deal_of({"deal": KEYED}) == KEYED
    assert DEALS == (SPLITMIX, KEYED)
    with pytest.raises(ValueError):
        deal_rng(1, "mersenne")
    with pytest.raises(ValueError):
        KeyedRng(-1)
    with pytest.raises(ValueError):
        KeyedRng(1 << 256)


@pytest.mark.parametrize("game", ["arigato", "daitoshi"])
def test_both_games_are_dealt_by_the_deal_they_are_given(game):
    spec = registry.spec(game)
    keyed = spec.new_game(players=2, seed=SEED, deal=KEYED)
    assert type(keyed.rng) is KeyedRng and keyed.rng.key == SEED.to_bytes(32, "big")
    assert type(spec.new_game(players=2, seed=SEED).rng) is Rng
    again = spec.new_game(players=2, seed=SEED, deal=KEYED)
    assert again.rng.state == keyed.rng.state and again.rng.state != (0, 8)   # the setup drew
    # the view holds neither the seed nor the deal's generator
    view = keyed.view(0)
    assert view.seed == 0 and type(view.rng) is Rng and view.rng.state == 0


def _seats(n: int) -> list[SeatConfig]:
    return [SeatConfig(f"P{i}", i, "human") for i in range(n)]


def test_a_new_game_draws_its_seed_from_the_secure_source_not_the_clock(monkeypatch):
    """Two games started at the very same instant (the clock stopped) get different seeds, of
    128 bits, as the secure source gives them; a new game is dealt by the keyed deal."""
    for name in ("time", "time_ns", "monotonic", "perf_counter"):
        monkeypatch.setattr(time, name, lambda: 1_764_650_000)
    spec = registry.spec("arigato")
    first, second = GameSession(spec, _seats(2)), GameSession(spec, _seats(2))
    assert first.seed != second.seed
    assert all(0 <= s.seed < 1 << 128 for s in (first, second))
    assert max(first.seed, second.seed) >= 1 << 64      # 2**-128 of failing by chance
    assert first.deal == KEYED and type(first.state.rng) is KeyedRng
    asked = []

    def randbits(bits):
        asked.append(bits)
        return SEED
    monkeypatch.setattr(session_module.secrets, "randbits", randbits)
    drawn = GameSession(spec, _seats(2))
    assert asked == [128] and drawn.seed == SEED


def test_a_typed_seed_is_dealt_by_the_keyed_deal_too():
    session = GameSession(registry.spec("daitoshi"), _seats(2), seed=1234)
    assert session.deal == KEYED and session.state.rng.key == (1234).to_bytes(32, "big")


@pytest.mark.parametrize("game", ["arigato", "daitoshi"])
def test_keyed_games_play_to_their_end_with_every_invariant_held(game):
    """The rules do not care which deal draws for them: random games of every player count,
    dealt by the keyed deal, keep every invariant, and a clone goes on exactly as its original."""
    spec = registry.spec(game)
    for setup in spec.every_count():
        state = spec.new_game(players=setup.players, seed=SEED + setup.players, deal=KEYED, **setup.options)
        play_game(state, [RandomAgent() for _ in range(setup.players)], 7, check_invariants=True)
        assert state.is_over()
        twin = random_steps(spec.new_game(players=setup.players, seed=SEED, deal=KEYED, **setup.options), 30, 1)
        copy = twin.clone()
        assert random_steps(copy, 40, 2).rng.state == random_steps(twin, 40, 2).rng.state
        assert [a.text() for a in copy.history] == [a.text() for a in twin.history]
