"""Hidden information and copies: views leak nothing, determinisations fit the view, clones
share nothing."""

from arigato_setup import snapshot
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.arigato import new_game
from game.core.arigato.actions import AssignRoles
from game.core.arigato.components import HIDDEN
from game.core.engine import Action
from game.core.rng import Rng
from game.play import random_steps


def advance(state, steps, seed=0):
    return random_steps(state, steps, seed)


def test_view_hides_other_hands_the_draw_pile_and_face_down_residents():
    state = new_game(players=3, seed=11)
    commit = next(a for a in state.legal_actions(1) if isinstance(a, AssignRoles))
    state.apply(commit)
    view = state.view(0)
    assert view.villages[0].hand == state.villages[0].hand          # my own hand
    assert set(view.villages[1].craftsmen) == {HIDDEN}               # their secret craftsmen
    assert set(view.villages[1].outgoing) == {HIDDEN}                # their travelers
    assert view.villages[1].workshops[commit.slot] == HIDDEN         # face-down resident
    assert set(view.villages[2].hand) == {HIDDEN}
    assert set(view.draw) == {HIDDEN} and len(view.draw) == len(state.draw)
    assert view.history == [] and view.rng.state != state.rng.state
    # The committing seat sees its own choice.
    mine = state.view(1)
    assert mine.villages[1].workshops[commit.slot] == commit.resident


def test_a_passer_still_knows_the_travelers_it_passed():
    state = new_game(players=3, seed=12)
    while state.day < 2:
        advance(state, 1)
    receiver = 1
    passer = state.right_of(receiver)
    received = state.villages[receiver].received
    assert len(received) == 2
    seen = state.view(passer).villages[receiver].hand
    assert sorted(c for c in seen if c != HIDDEN) == sorted(received)
    third = 3 - passer - receiver
    assert set(state.view(third).villages[receiver].hand) == {HIDDEN}


def test_private_events_show_card_ids_only_to_their_seat():
    state = new_game(players=2, seed=13)
    commit = next(a for a in state.legal_actions(0) if isinstance(a, AssignRoles))
    events = state.apply(commit)
    assigned = [e for e in events if e.name == "RolesAssigned"][0]
    assert assigned.for_viewer(0).resident == commit.resident
    assert assigned.for_viewer(1).resident == HIDDEN
    assert set(assigned.for_viewer(1).travelers) == {HIDDEN}
    # what another seat sees of it (the search's key) names neither the resident nor the travelers
    assert commit.seen_by(1) == "assign_roles seat=0 secret" and commit.describe(1) == commit.seen_by(1)
    assert commit.seen_by(0) == commit.text()


def test_determinize_is_consistent_with_the_view_and_conserves_cards():
    state = advance(new_game(players=4, seed=14), 150)
    for seat in range(4):
        det = state.determinize(seat, Rng(99))
        assert det.invariant_violations() == []
        assert snapshot(det.view(seat)) == snapshot(state.view(seat))
        for v in det.villages:       # every face-down resident fits its workshop
            for slot, c in enumerate(v.workshops):
                if c:
                    assert slot in det.content.cards[c].workshops
        assert snapshot(det)[0:2] == snapshot(state)[0:2]


def test_determinize_differs_by_rng_but_never_touches_the_original():
    state = advance(new_game(players=3, seed=15), 40)
    before = snapshot(state)
    a = state.determinize(0, Rng(1))
    b = state.determinize(0, Rng(2))
    assert snapshot(state) == before
    assert a.villages[1].hand != b.villages[1].hand or a.draw != b.draw


def _mutable_ids(state):
    ids = {id(state.draw), id(state.discard), id(state.villages), id(state.history),
           id(state._legal), id(state.favor_peak), id(state.rng)}
    for v in state.villages:
        ids |= {id(v)} | {id(getattr(v, f)) for f in ("hand", "workshops", "offerings", "face_up",
                                                       "gate", "items", "outgoing", "craftsmen",
                                                       "kept", "pending")}
    return ids


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300), players=st.integers(1, 5))
def test_a_clone_shares_nothing_mutable_and_playing_on_it_leaves_the_original(seed, steps,
                                                                              players):
    state = advance(new_game(players=players, seed=seed), steps, seed)
    before = snapshot(state)
    twin = state.clone()
    assert snapshot(twin) == before
    assert not (_mutable_ids(state) & _mutable_ids(twin))
    advance(twin, 80, seed + 1)
    assert snapshot(state) == before


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300))
def test_every_legal_action_round_trips_through_its_text(seed, steps):
    state = advance(new_game(players=3, seed=seed), steps, seed)
    for seat in state.current_seats():
        for action in state.legal_actions(seat):
            assert Action.parse(action.text()) == action


def test_same_seed_and_actions_give_the_same_game():
    a = advance(new_game(players=4, seed=21), 500, 3)
    b = new_game(players=4, seed=21)
    for action in a.history:
        b.apply(Action.parse(action.text()))
    assert snapshot(a) == snapshot(b)
