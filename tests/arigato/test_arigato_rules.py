"""The rules of Arigatō one by one, each test naming the rulebook section it checks."""

import pytest
from arigato_setup import (CONTENT, cards_of, day_table, find, give_hand, i, place, snapshot, t,
                           use_all)
from game.core.arigato import new_game
from game.core.arigato.actions import (AssignRoles, ChooseBonusItems, DiscardItem, EmptyWorkshop,
                                       EndDay, PrepareOffering, Trade, UseEffect)
from game.core.arigato.effects import gain_favor
from game.core.arigato.state import DAWN, DAY, DUSK, OVER
from game.core.engine import IllegalAction, Refusal
from game.core.arigato.prompts import BonusPrompt, EffectPrompt


def commit_first(state, seat):
    legal = [a for a in state.legal_actions(seat) if isinstance(a, AssignRoles)]
    state.apply(legal[0])
    return legal[0]


def test_first_round_draws_five_and_later_rounds_three_plus_two_from_the_right():
    """DAWN: round 1, 5 cards; later, 3 drawn plus the 2 travelers of the player on the right,
    and the day marker advances."""
    state = new_game(players=3, seed=4)
    assert state.day == 1 and all(len(v.hand) == 5 for v in state.villages)
    passed = {}
    for seat in range(3):
        passed[seat] = commit_first(state, seat).travelers
    assert state.phase == DAY
    while state.phase != DAWN:
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        state.apply(next((a for a in legal if isinstance(a, (EndDay, UseEffect))), legal[0]))
    assert state.day == 2
    for seat, v in enumerate(state.villages):
        assert len(v.hand) == 5
        assert set(passed[state.right_of(seat)]) <= set(v.hand)


def test_resident_respects_placement_restriction_and_empty_workshop():
    """THE RESIDENT ARTISAN: an EMPTY workshop slot, keeping its placement restriction."""
    state = new_game(players=2, seed=3)
    top_only = find("botanist", "travelers_same", favor=2)
    assert CONTENT.cards[top_only].workshops == (0, 1)
    give_hand(state, 0, [top_only] + cards_of("sculptor", 4))
    state._legal.clear()
    rest = tuple(cards_of("sculptor", 2))
    with pytest.raises(IllegalAction) as refused:
        state.apply(AssignRoles(0, top_only, 3, rest))
    assert refused.value.refusal == Refusal.of("pattern", card=top_only, slot=3)
    place(state, 0, 0, cards_of("blacksmith", 1)[0])
    state._legal.clear()
    with pytest.raises(IllegalAction) as refused:
        state.apply(AssignRoles(0, top_only, 0, rest))
    assert refused.value.refusal == Refusal.of("workshop_occupied", slot=0)
    state.apply(AssignRoles(0, top_only, 1, rest))


def test_full_village_must_be_emptied_before_the_resident():
    """DAWN, Important: with the 4 workshops occupied you must empty the one you want."""
    state = new_game(players=2, seed=3)
    for slot, card in enumerate(cards_of("origamist", 4, exclude=state.villages[0].hand)):
        place(state, 0, slot, card)
    state._legal.clear()
    legal = state.legal_actions(0)
    assert legal and all(isinstance(a, EmptyWorkshop) for a in legal)
    state.apply(EmptyWorkshop(0, 2))
    assert any(isinstance(a, AssignRoles) and a.slot == 2 for a in state.legal_actions(0))


def test_emptying_without_token_discards_with_token_goes_to_the_gate():
    """EMPTYING A WORKSHOP: no token, to the discard pile; a token, under the palace gate and
    the token comes back."""
    state = day_table()
    a, b = cards_of("origamist", 2)
    place(state, 0, 0, a)
    place(state, 0, 1, b, offering=True)
    state.apply(EmptyWorkshop(0, 0))
    assert state.discard[-1] == a and a not in state.villages[0].gate
    state.apply(EmptyWorkshop(0, 1))
    use_all(state)
    v = state.villages[0]
    assert v.gate == [b] and v.offering_count() == 0 and v.workshops == [0, 0, 0, 0]


def test_no_offering_at_dawn():
    """DAWN, Careful: you cannot prepare an offering during dawn."""
    state = new_game(players=2, seed=3)
    card = cards_of("origamist", 1, exclude=state.villages[0].hand)[0]
    place(state, 0, 0, card)
    for item in CONTENT.cards[card].cost:
        state.villages[0].items[item] += 1
    state._legal.clear()
    assert PrepareOffering(0, 0) not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="offer_by_day"):
        state.apply(PrepareOffering(0, 0))


def test_offering_pays_all_items_at_once_and_needs_them_all():
    """DAY: "you must discard ALL of the items they require in ONE go"."""
    state = day_table()
    card = find("sculptor", "self_to_gate", favor_per_gate=t("blacksmith"))
    place(state, 0, 0, card)
    v = state.villages[0]
    v.items[i("bonsai")] = 1
    v.items[i("origami")] = 1
    with pytest.raises(IllegalAction, match="missing_items items=.'firework',."):
        state.apply(PrepareOffering(0, 0))
    v.items[i("firework")] = 2
    state._legal.clear()
    state.apply(PrepareOffering(0, 0))
    assert v.items == [0, 0, 0, 0, 1] and v.offerings[0]


def test_trade_two_identical_for_one_other():
    state = day_table()
    v = state.villages[0]
    v.items[i("katana")] = 2
    state._legal.clear()
    assert Trade(0, "katana", "katana") not in state.legal_actions(0)
    state.apply(Trade(0, "katana", "origami"))
    assert v.items[i("katana")] == 0 and v.items[i("origami")] == 1
    with pytest.raises(IllegalAction, match="trade_needs_two item=katana"):
        state.apply(Trade(0, "katana", "bonsai"))


def test_effects_are_optional():
    """ICONOGRAPHY: "All effects are optional": skipping gives nothing."""
    state = day_table()
    place(state, 0, 0, find("fireworks_maker", "item_gained", item=i("statue")))
    v = state.villages[0]
    v.items[i("katana")] = 2
    state._legal.clear()
    state.apply(Trade(0, "katana", "statue"))
    assert v.pending and set(state.legal_actions(0)) == {UseEffect(0, v.pending[0].card, True),
                                                        UseEffect(0, v.pending[0].card, False)}
    with pytest.raises(IllegalAction, match="effect_first card="):
        state.apply(EndDay(0))
    state.apply(UseEffect(0, v.pending[0].card, False))
    assert v.favor == 0 and not v.pending


def test_ten_favor_bonus_for_each_threshold_reached_or_crossed():
    """FAVOR BONUSES: reaching 10 gives 2 items of your choice; crossing 10 and 20 at once, 4."""
    state = day_table()
    v = state.villages[0]
    v.favor = 8
    out = []
    gain_favor(state, 0, 2, out)
    assert v.pending == [BonusPrompt()]
    state._legal.clear()
    assert len(state.legal_actions(0)) == 15      # 5 same pairs + 10 different pairs
    state.apply(ChooseBonusItems(0, ("bonsai", "bonsai")))
    assert v.items[i("bonsai")] == 2
    gain_favor(state, 0, 13, out)                # 10 -> 23: crosses 20 only
    assert v.pending == [BonusPrompt()]
    v.pending.clear()
    gain_favor(state, 0, 17, out)                # 23 -> 40: crosses 30 and reaches 40
    assert v.pending == [BonusPrompt(), BonusPrompt()]


def test_seven_item_limit_at_the_very_end_of_dusk():
    """DUSK C: more than 7 items, discard the items of your choice down to 7."""
    state = day_table()
    v = state.villages[0]
    v.items = [3, 3, 3, 0, 0]
    state._legal.clear()
    state.apply(EndDay(0))
    assert state.phase == DUSK and state.current_seats() == (0,)
    assert set(state.legal_actions(0)) == {DiscardItem(0, n) for n in ("bonsai", "katana", "statue")}
    state.apply(DiscardItem(0, "katana"))
    state.apply(DiscardItem(0, "katana"))
    assert state.phase == DAWN and v.items == [3, 1, 3, 0, 0]


def test_a_dawn_effect_may_raise_the_supply_above_seven_until_the_next_dusk():
    """DUSK C limits the supply "at the very end of this phase" only: a sculptor sent to the
    palace at dawn may bring 2 statues on top of 7 items; the next dusk brings it back to 7."""
    state = new_game(players=2, seed=41)
    card = find("sculptor", "self_to_gate", items=(i("statue"), i("statue")))
    place(state, 0, 0, card, offering=True)
    v = state.villages[0]
    v.items = [2, 2, 1, 1, 1]
    state._legal.clear()
    state.apply(EmptyWorkshop(0, 0))
    state.apply(UseEffect(0, card, True))
    assert sum(v.items) == 9 and state.phase == DAWN
    assert state.invariant_violations() == []
    state.items_after_dusk[0] = 8          # had dusk left 8 items, that would be a violation
    assert any("items after dusk" in m for m in state.invariant_violations())


def test_up_to_two_times_in_a_round():
    """CONDITIONS: a craftsman of a type "can trigger up to 2 times in a round": the final
    round's 4 blacksmith craftsmen still trigger it twice."""
    state = new_game(players=2, seed=8)
    state.day = 12
    card = find("blacksmith", "craftsman_is", type=t("blacksmith"))
    place(state, 0, 0, card)
    smiths = [c for c in cards_of("blacksmith", 20) if c != card
              and 1 in CONTENT.cards[c].workshops][:5]
    give_hand(state, 0, smiths)
    state._legal.clear()
    legal = state.legal_actions(0)
    assert all(a.travelers == () for a in legal if isinstance(a, AssignRoles))
    state.apply(AssignRoles(0, smiths[0], 1, ()))
    commit_first(state, 1)
    pending = [p for p in state.villages[0].pending if getattr(p, "card", None) == card]
    assert pending == [EffectPrompt(card, 2, -1)]
    assert state.villages[0].items[i("katana")] == 4   # the final round's 4 craftsmen


def test_draw_pile_reshuffles_the_discard_when_empty():
    state = new_game(players=2, seed=1)
    for v in state.villages:
        commit_first(state, state.villages.index(v))
    state.discard.extend(state.draw)
    state.draw.clear()
    while state.phase != DAWN:
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        state.apply(next((a for a in legal if isinstance(a, EndDay)), legal[-1]))
    assert state.day == 2 and all(len(v.hand) == 5 for v in state.villages)
    assert state.invariant_violations() == []


def test_ties_share_the_victory():
    state = new_game(players=3, seed=1)
    state.villages[0].favor = state.villages[2].favor = 9
    assert state.winners() == [0, 2]


def test_final_round_ends_the_game_without_objective():
    """Reminders for the final round: dusk effects still trigger, no objective of the day."""
    state = day_table()
    state.day = 12
    assert 12 not in state.objectives
    state.apply(EndDay(0))
    assert state.phase == OVER and state.is_over() and state.current_seats() == ()


def test_illegal_actions_are_refused_with_a_reason_and_change_nothing():
    state = new_game(players=2, seed=6)
    before = snapshot(state)
    bad = [EndDay(0), PrepareOffering(0, 0), Trade(0, "bonsai", "katana"),
           AssignRoles(0, 999, 0, ()), DiscardItem(0, "bonsai"), EmptyWorkshop(0, 3),
           UseEffect(0, 1, True), EndDay(7), "not an action"]
    for action in bad:
        with pytest.raises(IllegalAction) as info:
            state.apply(action)
        assert info.value.reason
        assert snapshot(state) == before
