"""The protocol around the rules: illegal actions change nothing, views hide only what is
hidden, clones share no mutable part, determinisations stay consistent with the view, and the
action text form round-trips."""

import pytest

from game.core.daitoshi import actions as A
from game.core.daitoshi import new_game
from game.core.daitoshi.prompts import TurnPrompt
from game.core.engine import Action, IllegalAction
from game.core.rng import Rng
from game.play import random_steps


def advance(state, n, seed=3):
    return random_steps(state, n, seed)


def fingerprint(s):
    """Every public and hidden part of a state, as plain values."""
    return repr((s.rng.state, s.tasks, s._decision, s.turn, s.last_turn, s.cur_district,
                 [(p.res, p.wealth, p.steam, p.workers, p.record, p.conflict, p.chimney,
                   p.reputation, p.prestige, p.worm_bus, p.pilgrims, p.banners, p.grant,
                   p.production_ready, p.slots, p.improved, p.progress, p.vp, p.end_vp, p.magnate)
                  for p in s.players],
                 s.district_tiles, s.middle_stack, s.outer_stack, s.cities, s.banners,
                 s.stacks, s.market, s.tracks, s.discard, s.hex_box, s.mm, s.mm_district,
                 s.university_stack, s.invention_box, s.mm_spaces, s.mm_upgrades,
                 s.mm_installed, s.mm_worker, s.workshop_workers, s.electrified, s.tile_hexes,
                 s.worker_supply, s.wealth_supply, s.active, s.neutral, len(s.history)))


def mutable_parts(obj, seen=None):
    """ids of every list, dict, set and slotted object reachable from a state (not components)."""
    seen = set() if seen is None else seen
    out = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        if id(x) in seen:
            continue
        seen.add(id(x))
        if isinstance(x, (list, dict, set)):
            out.add(id(x))
            stack.extend(x.values() if isinstance(x, dict) else x)
        elif isinstance(x, tuple):
            stack.extend(x)
        elif hasattr(x, "__slots__") and not isinstance(x, Action) and type(x).__name__ == "Player":
            out.add(id(x))
            stack.extend(getattr(x, a) for a in x.__slots__)
    return out


def state_parts(s):
    parts = set()
    for name, value in vars(s).items():
        if name in ("c",):   # the immutable component set is shared on purpose
            continue
        parts |= mutable_parts(value)
        if isinstance(value, (list, dict)):
            parts.add(id(value))
    return parts


@pytest.mark.parametrize("players", [2, 4])
def test_illegal_actions_are_refused_and_change_nothing(players):
    s = advance(new_game(players, 9), 40)
    seat = s.current_seats()[0]
    other = (seat + 1) % players
    before = fingerprint(s)
    bad = [
        A.SkipAction(other),                         # not this seat's decision
        A.MoveMagnate(seat, 6, 0),                   # more than a full loop
        A.TradeWithCity(seat, 0, 9),                 # more than 5 goods
        A.ActivateBuilding(seat, 5),
        A.PlaceWorker(seat, "purple", 0),
        A.MoveMagnate(7, 1, 2),                      # no such seat
        "not an action",
    ]
    for action in bad:
        with pytest.raises(IllegalAction):
            s.apply(action)
        assert fingerprint(s) == before
    assert s.invariant_violations() == []


def test_a_full_loop_must_change_space_and_steam_limits_the_move():
    """MOVE YOUR MAGNATE FORWARD: 1-2 districts free, 1 Steam per extra district (up to 3 for a
    full loop, which may not end on the same space); occupied single spaces are closed."""
    s = new_game(3, 4)
    seat = s.current_seats()[0]
    p = s.players[seat]
    d, space = p.magnate
    legal = set(s.legal_actions(seat))
    assert A.MoveMagnate(seat, 5, space) not in legal
    # 7 starting Steam: a full loop (3) to another space of the same district is open
    assert A.MoveMagnate(seat, 5, 2) in legal
    for action in legal:
        if isinstance(action, A.MoveMagnate):
            assert max(0, action.steps - 2) + (2, 1, 0)[action.space] <= p.steam
    with pytest.raises(IllegalAction):
        s.apply(A.MoveMagnate(seat, 5, space))


def test_view_hides_stack_orders_and_nothing_else():
    s = advance(new_game(4, 21), 30)
    other = s.clone()
    # two states differing only in hidden orders give identical views
    other.stacks["ordinary"].reverse()
    other.middle_stack.reverse()
    other.outer_stack.reverse()
    other.rng = Rng(12345)
    if len(other.university_stack) > 2:
        other.university_stack[:-1] = other.university_stack[:-1][::-1]
    for seat in range(4):
        assert fingerprint(s.view(seat)) == fingerprint(other.view(seat))
    v = s.view(0)
    assert v.redacted and v.university_stack[-1:] == s.university_stack[-1:]
    assert v.market == s.market and v.players[1].slots == s.players[1].slots
    assert sorted(v.stacks["brilliant"]) == sorted(s.stacks["brilliant"])


def test_determinize_is_consistent_with_the_view_and_leaves_the_original():
    s = advance(new_game(4, 22), 30)
    before = fingerprint(s)
    d = s.determinize(1, Rng(5))
    assert fingerprint(s) == before
    assert fingerprint(d.view(1)) == fingerprint(s.view(1))
    assert d.invariant_violations() == []
    # the determinised state is playable to the end
    while not d.is_over():
        seat = d.current_seats()[0]
        d.apply(d.legal_actions(seat)[0])
    assert fingerprint(s) == before


def test_clone_shares_no_mutable_part_and_plays_independently():
    s = advance(new_game(4, 23), 50)
    c = s.clone()
    assert fingerprint(c) == fingerprint(s)
    assert state_parts(s) & state_parts(c) == set()
    before = fingerprint(s)
    advance(c, 200, seed=8)
    assert fingerprint(s) == before
    assert c.invariant_violations() == []


def test_action_text_round_trips():
    s = new_game(4, 24)
    rng = Rng(1)
    seen = 0
    while not s.is_over() and seen < 400:
        seat = s.current_seats()[0]
        for action in s.legal_actions(seat):
            assert Action.parse(action.text()) == action
        legal = s.legal_actions(seat)
        s.apply(legal[rng.below(len(legal))])
        seen += 1


def test_a_clone_replays_exactly_like_its_original():
    s = advance(new_game(3, 25), 40)
    c = s.clone()
    advance(s, 150, seed=11)
    advance(c, 150, seed=11)
    assert fingerprint(c) == fingerprint(s)


def test_invariants_catch_a_lost_component():
    s = advance(new_game(4, 26), 20)
    assert s.invariant_violations() == []
    s.players[0].workers[0] += 1
    s.tracks[1][-1] += 1
    s.players[1].res[0] = 10
    problems = " ".join(s.invariant_violations())
    assert "workers by colour" in problems and "hexes by terrain" in problems
    assert "has 10 food" in problems


def test_invariants_catch_a_table_changed_after_the_final_scoring():
    s = advance(new_game(2, 28), 5000)
    assert s.is_over() and s.invariant_violations() == []
    s.players[1].wealth += 2                     # a leftover the END GAME SCORING never saw
    s.wealth_supply -= 2
    assert s.invariant_violations() == ["seat 1 final scoring " + str(s.final[1])
                                        + " does not match the table"]


def test_the_prompt_is_asked_of_the_seat_that_decides_only():
    s = new_game(2, 27)
    (seat,) = s.current_seats()
    assert seat == s.start_seat and s.prompt(seat) == TurnPrompt() and s.prompt(1 - seat) is None
    while not s.is_over():
        s.apply(s.legal_actions(s.current_seats()[0])[-1])
    assert s.prompt(0) is None and s.prompt(1) is None and s.current_seats() == ()
    assert s.legal_actions(0) == [] and s.legal_actions(1) == []


def test_every_decision_of_random_play_is_asked_as_a_typed_prompt():
    """Each decision the rules pose reaches the seat as one of prompts.py's records (random play
    meets every kind of them), and its fields are of their declared types."""
    import dataclasses
    import typing

    from game.core.daitoshi.prompts import PROMPTS
    seen = set()
    for seed in range(200):
        s = new_game(2 + seed % 3, 100 + seed, expert=seed % 5 == 0)
        rng = Rng(seed)
        while not s.is_over():
            (seat,) = s.current_seats()
            prompt = s.prompt(seat)
            assert type(prompt) in PROMPTS and prompt.kind == s.decision_kind()
            if type(prompt) not in seen:
                seen.add(type(prompt))
                for f in dataclasses.fields(prompt):
                    hint = typing.get_type_hints(type(prompt))[f.name]
                    assert isinstance(getattr(prompt, f.name), typing.get_origin(hint) or hint)
            legal = s.legal_actions(seat)
            s.apply(legal[rng.below(len(legal))])
        if seen == set(PROMPTS):
            break
    assert set(PROMPTS) - seen == set()


def test_a_magnate_move_is_offered_exactly_when_the_rules_give_no_reason_against_it():
    """MOVE YOUR MAGNATE FORWARD told twice in the core, as the list of moves and as the reason a
    move is not in it (`explain_refusal`, which the table's tooltip words): they agree on every
    move at every turn start of seeded games, and each reason is met."""
    from game.core.daitoshi.prompts import TurnPrompt
    reasons = set()
    for seed in range(4):
        s = new_game(2 + seed % 3, 40 + seed)
        rng = Rng(seed)
        while not s.is_over() and len(s.history) < 400:
            (seat,) = s.current_seats()
            legal = s.legal_actions(seat)
            if s.prompt(seat) == TurnPrompt():
                for steps in range(1, 6):
                    for space in range(3):
                        move = A.MoveMagnate(seat, steps, space)
                        why = s.refusal(move)
                        assert (move in legal) == (why is None), (move, why)
                        if why is not None:
                            reasons.add(why.code)
                            if why.code == "magnate_steam":
                                assert why["cost"] == s.magnate_steam(steps, space) > why["have"]
            s.apply(legal[rng.below(len(legal))])
    assert reasons == {"magnate_same_space", "magnate_space_full", "magnate_steam"}
