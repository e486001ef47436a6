"""The protocol suite: every game of the registry and the AI's toy game keeps the
contract of game/core/engine.py, at every player count and a few seeds (protocol_games.py).

Same object before and after: its pickle (`fingerprint`, object_graph.py), which is stable for
an unchanged object. Two objects that should hold the same: `same` (object_graph.py), which
names where they differ.
"""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from object_graph import fingerprint, mutable_parts, same
from protocol_games import Case, cases, history, positions, shared_components, specs

from game.ai.agents import RandomAgent
from game.core import registry
from game.core.engine import Action, IllegalAction, listed, wrong_field
from game.core.rng import Rng
from game.play import play_game, random_steps

CASES = cases()
ONE_SEED = [c for c in CASES if c.seed == CASES[0].seed]   # every table and option, one seed


def by_case(cases_):
    return pytest.mark.parametrize("case", cases_, ids=[c.id for c in cases_])


def random_agents(case):
    return [RandomAgent() for _ in range(case.players)]


def words(actions) -> list[str]:
    """Actions as their texts: equal texts mean equal values of equal types (True is "yes")."""
    return [a.text() for a in actions]


def test_every_game_of_the_registry_is_in_the_suite():
    """`available()` drops a game whose package fails to import; here that must be loud."""
    assert registry.available() == list(registry.GAME_MODULES)
    assert [s.name for s in specs()] == [*registry.GAME_MODULES, "toy"]


# --- seeded random play ---------------------------------------------------------------------------

@by_case(CASES)
def test_random_play_ends_keeping_every_invariant(case):
    state = case.new_game()
    assert state.invariant_violations() == []
    record = play_game(state, random_agents(case), case.seed)
    assert record.violations == []
    assert state.is_over() and state.current_seats() == ()
    assert all(state.legal_actions(seat) == [] for seat in range(case.players))
    assert len(state.scores()) == case.players
    assert tuple(state.history) == history(case)      # same seed, same game


# --- asking reads, checking reads -----------------------------------------------------------------

@by_case(CASES)
def test_checking_the_invariants_changes_nothing(case):
    """An invariant check only reads: the state, its views and its worlds are the same after."""
    for state, _ in positions(case, 10):
        for target in (state, state.view(0), state.determinize(0, Rng(4))):
            before = fingerprint(target)
            target.invariant_violations()
            assert fingerprint(target) == before


QUERIES = {
    "current_seats": lambda s: s.current_seats(),
    "legal_actions": lambda s: [s.legal_actions(seat) for seat in range(s.num_seats)],
    "prompt": lambda s: [s.prompt(seat) for seat in range(s.num_seats)],
    "is_over": lambda s: s.is_over(),
    "scores": lambda s: s.scores(),
    "winners": lambda s: s.winners(),
    "progress": lambda s: s.progress(),
    "view": lambda s: [s.view(seat) for seat in range(s.num_seats)],
    "determinize": lambda s: [s.determinize(seat, Rng(seat)) for seat in range(s.num_seats)],
    "clone": lambda s: s.clone(),
}


@pytest.mark.parametrize("query", QUERIES)
@by_case(ONE_SEED)
def test_asking_a_state_changes_nothing(case, query):
    for state, _ in positions(case, 6):
        before = fingerprint(state)
        QUERIES[query](state)
        assert fingerprint(state) == before


@by_case(ONE_SEED)
def test_a_prompt_is_frozen_data_asked_only_of_a_seat_that_decides(case):
    """`prompt(seat)`: what the seat is asked, as a frozen record of primitives and ids that its
    view and its worlds ask the same way; nothing for a seat with nothing to decide."""
    for state, _ in positions(case, 10):
        for seat in range(case.players):
            prompt = state.prompt(seat)
            if seat not in state.current_seats():
                assert prompt is None
            if prompt is None:
                continue
            assert dataclasses.is_dataclass(prompt) and type(prompt).__dataclass_params__.frozen
            hash(prompt)
            assert state.view(seat).prompt(seat) == prompt
            assert state.view(seat).determinize(seat, Rng(3)).prompt(seat) == prompt


# --- copies ---------------------------------------------------------------------------------------

@by_case(CASES)
def test_a_clone_shares_nothing_and_neither_moves_the_other(case):
    shared = shared_components(case)
    for state, action in positions(case, 8):
        before = fingerprint(state)
        twin = state.clone()
        assert same(twin, state, shared) is None
        mine, theirs = mutable_parts(state, shared), mutable_parts(twin, shared)
        assert not set(mine) & set(theirs), \
            f"the clone shares {sorted(mine[i] for i in set(mine) & set(theirs))[:5]}"
        twin.apply(action)
        random_steps(twin, 8, case.seed)
        assert fingerprint(state) == before
        # and the other way round: the original plays on, its clone stays as it was
        original = state.clone()
        twin = original.clone()
        kept = fingerprint(twin)
        original.apply(action)
        random_steps(original, 8, case.seed)
        assert fingerprint(twin) == kept


# --- hidden information ---------------------------------------------------------------------------

@by_case(CASES)
def test_a_view_does_not_carry_the_seed(case):
    """The seed deals the whole game again, every hidden card with it: no seat's view holds it
    (a view is what a client over the network is sent)."""
    for state, _ in positions(case, 3):
        assert state.seed != 0 or case.seed == 0
        for seat in range(case.players):
            assert getattr(state.view(seat), "seed", 0) == 0


PUBLIC = -1      # no seat's eyes: an onlooker's (game/input/session.py), a spectator's online


@by_case(CASES)
def test_the_public_view_holds_nothing_a_seat_may_not_see(case):
    """`view(-1)`, what a spectator of a game online is sent (game/net/room.py), shows what
    every seat sees and nothing more: made from any seat's view it is the same (so no seat's
    secret is in it, not even that seat's own), and it carries no seed."""
    shared = shared_components(case)
    for state, _ in positions(case, 6):
        public = state.view(PUBLIC)
        assert getattr(public, "seed", 0) == 0
        for seat in range(case.players):
            assert same(state.view(seat).view(PUBLIC), public, shared) is None, f"seat {seat}"
        assert state.legal_actions(PUBLIC) == [] and PUBLIC not in state.current_seats()


@by_case(CASES)
def test_a_view_does_not_depend_on_what_its_seat_cannot_see(case):
    """Worlds sampled from a seat's view differ in what it cannot see, and look the same to it;
    the seat that decides is offered the same actions in each of them."""
    shared = shared_components(case)
    differed = False
    for state, _ in positions(case, 6):
        for seat in range(case.players):
            view = state.view(seat)
            worlds = [view.determinize(seat, Rng(11)), view.determinize(seat, Rng(12))]
            for world in worlds:
                assert same(world.view(seat), view, shared) is None
            differed |= same(worlds[0], worlds[1], shared) is not None
            legal = words(state.legal_actions(seat))
            assert (seat in state.current_seats()) == bool(legal)
            for other in (view, *worlds):
                assert words(other.legal_actions(seat)) == legal
    assert differed, "no two worlds ever differed: nothing was hidden, the check proved nothing"


@by_case(CASES)
def test_determinize_fits_the_view_and_leaves_the_original(case):
    shared = shared_components(case)
    for state, _ in positions(case, 6):
        before = fingerprint(state)
        for seat in range(case.players):
            world = state.determinize(seat, Rng(5 + seat))
            assert same(world.view(seat), state.view(seat), shared) is None
            assert world.invariant_violations() == []     # a full state: nothing left hidden
        assert fingerprint(state) == before


@by_case(ONE_SEED)
def test_a_sampled_world_plays_on_to_the_end(case):
    """The search plays its rollouts in sampled worlds: they must be games the rules can finish."""
    for state, _ in positions(case, 3):
        seat = state.current_seats()[-1]
        world = state.determinize(seat, Rng(case.seed))
        record = play_game(world, random_agents(case), case.seed)
        assert record.violations == [] and world.is_over()


# --- the action list ------------------------------------------------------------------------------

@by_case(CASES)
def test_every_action_offered_reads_back_from_its_text(case):
    state, offered = case.new_game(), {}
    for action in history(case):
        for seat in state.current_seats():
            for a in state.legal_actions(seat):
                offered.setdefault(a.text(), a)
        state.apply(action)
    for text, action in offered.items():
        back = Action.parse(text)
        assert listed(back, [action]) and wrong_field(back) is None, text
        assert back.text() == text


@by_case(CASES)
def test_the_history_replays_to_the_same_state(case):
    """A game is its setup, seed and actions (game/ARCHITECTURE.md, "The engine protocol"):
    replaying them, as objects or as the texts a save holds, gives the very state that was
    played, generator included."""
    shared = shared_components(case)
    played = case.new_game()
    play_game(played, random_agents(case), case.seed)
    from_actions, from_texts = case.new_game(), case.new_game()
    for action in played.history:
        from_actions.apply(action)
        from_texts.apply(Action.parse(action.text()))
    assert same(from_actions, played, shared) is None
    assert same(from_texts, played, shared) is None


@by_case(ONE_SEED)
def test_a_listed_action_applied_unchecked_gives_the_same_state(case):
    """`apply_listed` (the search's private worlds) is `apply` without the second look at the
    legal list: for listed actions the two give the very same state and events."""
    shared = shared_components(case)
    checked, unchecked = case.new_game(), case.new_game()
    for action in history(case):
        assert listed(action, unchecked.legal_actions(action.seat))
        assert checked.apply(action) == unchecked.apply_listed(action)
    assert same(unchecked, checked, shared) is None


@by_case(ONE_SEED)
def test_a_quiet_state_changes_as_a_loud_one(case):
    """A search's private world whose events nobody reads (`State.quiet`) may make none, and
    is changed by every action exactly as a table's state is; Arigatō's and Daitoshi's make none."""
    shared = shared_components(case)
    loud, quiet = case.new_game(), case.new_game()
    quiet.quiet = True
    for action in history(case):
        told = quiet.apply_listed(action)
        loud.apply_listed(action)
        assert told == [] or case.game not in ("arigato", "daitoshi")
        del quiet.quiet        # compared as a state, not as a mode
        assert same(quiet, loud, shared) is None
        quiet.quiet = True


@by_case(ONE_SEED)
def test_the_rollout_policy_answers_with_a_listed_action(case):
    """The search applies the rollout policy's moves unchecked (`apply_listed`): each must be
    one of the legal actions it was given."""
    from game.ai.heuristics import heuristics_for
    for state, _ in positions(case, 12):
        for seat in state.current_seats():
            legal = state.legal_actions(seat)
            world = state.determinize(seat, Rng(case.seed))
            action = heuristics_for(world).rollout_action(world, seat, world.legal_actions(seat), Rng(7))
            assert listed(action, world.legal_actions(seat)), action.text()
            assert legal


# --- refusals -------------------------------------------------------------------------------------

def refusal_cases() -> list[Case]:
    """Each game alone, at a middle table and at its largest (a few seeds come from hypothesis)."""
    out = []
    for spec in specs():
        sizes = (spec.min_players, (spec.min_players + spec.max_players) // 2, spec.max_players)
        out += [Case(spec.name, n, 0) for n in dict.fromkeys(sizes)]
    return out


def _played(case, seed, steps):
    """A state up to `steps` random moves into a game of `seed`, short of its end (a short game
    such as Secret Bid alone ends within a dozen), and some actions offered on the way (stale
    by now)."""
    state = dataclasses.replace(case, seed=seed).new_game()
    rng, offered = Rng(seed), []
    for _ in range(steps):
        legal = state.legal_actions(state.current_seats()[0])
        offered.extend(legal[:6])
        following = state.clone()
        following.apply(legal[rng.below(len(legal))])
        if following.is_over():
            break
        state = following
    return state, offered


WRONG = {int: [True, False, 1.0, 0.0, "0", None, (0,)], str: [0, None, b"x", ("a",)],
         bool: [0, 1, "yes", None], tuple: [[], None, "1,2"]}


@st.composite
def mutated(draw, state, offered):
    """A legal action with one field of the wrong type or out of range, given to another seat,
    or one offered earlier in the game."""
    legal = state.legal_actions(state.current_seats()[0])
    how = draw(st.sampled_from(["type", "range", "seat", "stale", "tuple_items"]))
    if how == "stale":
        assume(offered)
        return draw(st.sampled_from(offered))
    action = draw(st.sampled_from(legal))
    name = draw(st.sampled_from([f.name for f in dataclasses.fields(action)]))
    value = getattr(action, name)
    if how == "type":
        new = draw(st.sampled_from(WRONG[tuple if isinstance(value, tuple) else type(value)]))
    elif how == "range":
        assume(type(value) is int)
        new = value + draw(st.sampled_from([-10**9, -100, -7, -1, 1, 3, 50, 10**12]))
    elif how == "tuple_items":
        assume(isinstance(value, tuple))
        new = value + value[:1] if draw(st.booleans()) and value \
            else tuple(str(v) for v in value) or (99,)
    else:
        seats = [-1, state.num_seats, state.num_seats + 5, *range(state.num_seats)]
        name, new = "seat", draw(st.sampled_from(seats))
    return dataclasses.replace(action, **{name: new})


@by_case(refusal_cases())
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 10**6), steps=st.integers(0, 60))
def test_an_action_not_exactly_legal_is_refused_and_changes_nothing(case, data, seed, steps):
    state, offered = _played(case, seed, steps)
    action = data.draw(mutated(state, offered))
    if type(action.seat) is int and action.seat in state.current_seats():
        # legal after all? Asked of a clone, so that only the refusal meets the state.
        assume(not listed(action, state.clone().legal_actions(action.seat)))
    before = fingerprint(state)
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    assert refused.value.reason                  # words the table can show
    assert fingerprint(state) == before
