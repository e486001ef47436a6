"""The rollout's draws in a paired world are keyed by their place (game/ai/playout.py,
`KeyedDraws`): two candidate moves played out in one world meet the same dice at every later
decision both reach, even when one of them asks its seat for one more decision first.

Errands below: in each round each seat in turn goes out, on foot or by cart; by cart it must
then choose a road (one more decision). A rollout that records the first value each decision
draws shows what each seat met after either candidate.
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.heuristics import Heuristics
from game.ai.playout import _SPREAD, KeyedDraws, MetDraws, keyed_stream, paired_world, play_out
from game.core.engine import Action, Score, State
from game.core.rng import Rng

ROUNDS = 3


@dataclass(frozen=True, slots=True)
class GoOut(Action):
    cart: bool


@dataclass(frozen=True, slots=True)
class Road(Action):
    road: int


class Errands(State):
    game_name = "errands-test"

    def __init__(self, seed: int = 1) -> None:
        super().__init__(2, seed)
        self.round = 1
        self.mover = 0
        self.choosing_road = False

    def current_seats(self):
        return () if self.is_over() else (self.mover,)

    def legal_actions(self, seat):
        if seat not in self.current_seats():
            return []
        if self.choosing_road:
            return [Road(seat, k) for k in range(3)]
        return [GoOut(seat, False), GoOut(seat, True)]

    def _apply(self, action):
        if isinstance(action, GoOut) and action.cart:
            self.choosing_road = True
            return []
        self.choosing_road = False
        self.mover = 1 - self.mover
        if self.mover == 0:
            self.round += 1
        return []

    def is_over(self):
        return self.round > ROUNDS

    def progress(self):
        return ("round", self.round)

    def scores(self):
        return [Score((("errands", 0),)), Score((("errands", 0),))]

    def clone(self):
        c = object.__new__(Errands)
        c.__dict__.update(self.__dict__)
        c.history, c.rng = list(self.history), self.rng.clone()
        return c

    def view(self, seat):
        return self.clone()

    def determinize(self, seat, rng):
        return self.clone()

    def invariant_violations(self):
        return []


class Recorder(Heuristics):
    """Goes on foot (so the rest of the game is the same after either candidate) and notes, per
    decision, (seat, round, the first value its draws give)."""

    def __init__(self) -> None:
        self.seen: list[tuple[int, int, int]] = []

    def rollout_action(self, state, seat, legal, rng):
        self.seen.append((seat, state.round, rng.next64()))
        return legal[0]


def _met(candidate: Action, draws) -> list[tuple[int, int, int]]:
    """What the other seat met after `candidate`, played out from `draws`."""
    world = Errands()
    world.apply(candidate)
    recorder = Recorder()
    play_out(world, recorder, draws)
    return [seen for seen in recorder.seen if seen[0] == 1]


def test_two_candidates_meet_the_same_draws_at_the_other_seats_decisions():
    on_foot, by_cart = GoOut(0, False), GoOut(0, True)
    keyed = _met(on_foot, KeyedDraws(99)), _met(by_cart, KeyedDraws(99))
    assert len(keyed[0]) == ROUNDS and keyed[0] == keyed[1]
    # from one stream, the cart's extra decision (its road) shifts every later draw: the other
    # seat meets other dice after each candidate, and the comparison carries that luck
    streamed = _met(on_foot, Rng(99)), _met(by_cart, Rng(99))
    assert [v for _, _, v in streamed[0]] != [v for _, _, v in streamed[1]]


def test_a_paired_world_plays_every_candidate_on_the_same_keyed_draws():
    recorder = Recorder()
    played = paired_world(Errands(), 0, [GoOut(0, False), GoOut(0, True)], Rng(5), recorder)
    assert [p.error for p in played] == [None, None]
    # each candidate's playout recorded seat 1's three decisions, then seat 0's later ones
    first, second = _split(recorder.seen)
    assert [s for s in first if s[0] == 1] == [s for s in second if s[0] == 1]
    assert len({v for _, _, v in first}) == len(first)    # each place its own value


def _split(seen):
    """The records of the two playouts, one after the other (the cart's starts with its road)."""
    for k in range(1, len(seen)):
        if seen[k][0] == 0 and seen[k][1] == 1:      # the cart's road: seat 0 in round 1
            return seen[:k], seen[k:]
    raise AssertionError("the second playout was not found")


def test_keyed_streams_differ_in_every_part_of_the_key():
    base = keyed_stream(7, 1, 2, 3).next64()
    others = {keyed_stream(8, 1, 2, 3).next64(), keyed_stream(7, 0, 2, 3).next64(),
              keyed_stream(7, 1, 3, 3).next64(), keyed_stream(7, 1, 2, 4).next64()}
    assert base not in others and len(others) == 4
    assert keyed_stream(7, 1, 2, 3).next64() == base


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, (1 << 64) - 1), places=st.lists(st.tuples(st.integers(0, 1),
                                                                    st.integers(1, ROUNDS)),
                                                          min_size=1, max_size=30))
def test_a_keyed_draw_is_the_stream_of_its_key(seed, places):
    """`KeyedDraws.at` mixes a place's seed, seat and turn once and each decision's count on
    them: the k-th decision of a seat in a turn draws `keyed_stream(seed, seat, turn, k)`."""
    _assert_keyed(KeyedDraws(seed), seed, places)


def _assert_keyed(draws: KeyedDraws, seed: int, places) -> None:
    """Each (seat, turn) of `places` met in turn draws `keyed_stream(seed, seat, turn, k)`, k its
    decisions met there before."""
    met: dict = {}
    for seat, turn in places:
        world = Errands()
        world.round = turn
        k = met.get((seat, turn), 0)
        met[(seat, turn)] = k + 1
        assert draws.at(world, seat).state == keyed_stream(seed, seat, turn, k).state


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, (1 << 64) - 1), playouts=st.lists(
    st.lists(st.tuples(st.integers(0, 1), st.integers(1, ROUNDS)), max_size=20),
    min_size=2, max_size=4))
def test_candidates_sharing_their_mixes_draw_each_its_own_keys(seed, playouts):
    """The candidates of a paired world share the places' mixes (`paired_world`): each still
    draws `keyed_stream(seed, seat, turn, k)` at its own k-th decision there, whichever of them
    met the place first or went further."""
    shared: dict = {}
    for places in playouts:
        _assert_keyed(KeyedDraws(seed, shared), seed, places)


DRAWS = st.lists(st.sampled_from(("random", "next64", "below", "shuffle", "fork")), max_size=6)


@settings(max_examples=80, deadline=None)
@given(state=st.integers(0, (1 << 64) - 1), candidates=st.lists(DRAWS, min_size=1, max_size=4))
def test_streams_sharing_a_first_draw_draw_as_splitmix(state, candidates):
    """`MetDraws` of one key share their first `random()` (`KeyedDraws.at`): whichever candidate
    draws first, and whatever it draws, each stream gives what a plain `Rng` from the same state
    gives, draw for draw."""
    cell: list = [None]
    for draws in candidates:
        met, plain = MetDraws(state, cell), Rng(state)
        for draw in draws:
            if draw == "shuffle":
                a, b = list(range(7)), list(range(7))
                met.shuffle(a)
                plain.shuffle(b)
                assert a == b
            elif draw == "below":
                assert met.below(13) == plain.below(13)
            elif draw == "fork":
                assert met.fork(3).state == plain.fork(3).state
            else:
                assert getattr(met, draw)() == getattr(plain, draw)()
            assert met.state == plain.state


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, (1 << 64) - 1), part=st.integers(0, 1000))
def test_a_key_part_is_mixed_as_splitmix_draws_it(seed, part):
    """Each part of a key is mixed as `Rng(state ^ spread part).next64()` (written out in
    playout.py, where every paired decision mixes one)."""
    spread = _SPREAD[0]
    assert keyed_stream(seed, part).state == Rng(seed ^ ((part + 1) * spread & (1 << 64) - 1)).next64()
