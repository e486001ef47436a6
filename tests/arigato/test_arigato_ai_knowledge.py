"""The Arigatō AI's knowledge of tonight: an offering kept in the village when a card
or the objective of the day rewards it, sent to the palace when nothing does or the game ends;
a dawn that looks at tonight's objective; the day's moves worth searching."""

from arigato_setup import day_table, find, give_hand, i, place, t

from game.ai.arigato.heuristics import HEURISTICS
from game.ai.arigato.tonight import keep_value, objective_points
from game.core.arigato.actions import AssignRoles, EmptyWorkshop, EndDay
from game.core.arigato.state import DAWN
from game.core.rng import Rng


def _origamist_table(calendar="BB"):
    """Seat 0 at day: an origamist that pays per origamist with an offering at dusk, beside an
    origamist carrying one (calendar BB: day 1 has no objective to muddle the sums)."""
    state = day_table(calendar=calendar)
    payer = find("origamist", "offered_type", type=t("origamist"))
    offered = next(c for c in state.content.card_ids
                   if state.content.cards[c].type == t("origamist") and c != payer
                   and 2 in state.content.cards[c].workshops and not state.content.cards[c].dusk)
    place(state, 0, state.content.cards[payer].workshops[0], payer)
    place(state, 0, 2, offered, offering=True)
    state._legal.clear()
    return state, 2


def test_an_offering_a_dusk_card_pays_for_stays_in_the_village():
    """ICONOGRAPHY: "Per origamist with an offering token at the end of the round"."""
    state, slot = _origamist_table()
    assert keep_value(state, state.villages[0], slot) > 0
    send = EmptyWorkshop(0, slot)
    assert send in state.legal_actions(0)
    assert HEURISTICS.rollout_action(state, 0, state.legal_actions(0), Rng(1)) != send


def test_an_offering_nothing_rewards_goes_to_the_palace_and_all_go_on_the_last_day():
    state, slot = _origamist_table()
    v = state.villages[0]
    payer_slot = next(s for s, c in enumerate(v.workshops) if c and s != slot)
    v.workshops[payer_slot] = 0            # the paying origamist leaves
    state._legal.clear()
    assert keep_value(state, v, slot) <= 0
    assert HEURISTICS.rollout_action(state, 0, state.legal_actions(0), Rng(1)) == \
        EmptyWorkshop(0, slot)
    state, slot = _origamist_table()
    state.day = state.content.counts["days"]   # final round: kept, it would score nothing
    state._legal.clear()
    assert HEURISTICS.rollout_action(state, 0, state.legal_actions(0), Rng(1)) == \
        EmptyWorkshop(0, slot)


def test_tonights_offering_objective_keeps_the_offering_home():
    """Calendar side 1A, day 2: 1 card with an offering token in the village."""
    state = day_table(calendar="AA")
    state.day = 2
    objective = state.objectives[2]
    assert (objective.what, objective.where) == ("offering_cards", "village")
    card = next(c for c in state.content.card_ids if 0 in state.content.cards[c].workshops
                and state.content.cards[c].when.kind == "traveler_is")
    place(state, 0, 0, card, offering=True)
    v = state.villages[0]
    assert objective_points(state, v, 2) > 0
    assert keep_value(state, v, 0) > 0


def test_the_dawn_shortlist_prefers_the_resident_that_meets_tonights_objective():
    """Calendar side 1B, day 3: 2 cards of the same type in the village. With a botanist
    standing there, a second botanist as resident meets it; the same hand otherwise."""
    state = day_table(calendar="BA")
    state.phase = DAWN
    state.day = 3
    objective = state.objectives[3]
    assert (objective.what, objective.count, objective.where) == ("same_type", 2, "village")
    cards = state.content.cards
    botanists = [c for c in state.content.card_ids if cards[c].type == t("botanist")
                 and 1 in cards[c].workshops and cards[c].when.kind == "travelers_same"]
    place(state, 0, 0, find("botanist", "traveler_is", type=t("sculptor")))
    others = [c for c in state.content.card_ids if cards[c].type == t("blacksmith")][:4]
    give_hand(state, 0, [botanists[0]] + others)
    v = state.villages[0]
    v.done = False
    state._legal.clear()
    legal = state.legal_actions(0)
    ranked = HEURISTICS.assignments(state, 0, [a for a in legal if isinstance(a, AssignRoles)],
                                    exhaustive=True)
    with_botanist = max(value for value, a in ranked if a.resident == botanists[0])
    assert objective_points(state, v, 3, botanists[0]) > 0
    assert objective_points(state, v, 3, others[0]) == 0
    assert with_botanist == ranked[0][0]


def test_the_day_searches_only_moves_worth_making():
    """Emptying a workshop without an offering waits for dawn; with nothing else worth doing,
    ending the day is obvious."""
    state = day_table(calendar="BB")
    place(state, 0, 0, find("botanist", "traveler_is", type=t("sculptor")))
    state._legal.clear()
    legal = state.legal_actions(0)
    assert EmptyWorkshop(0, 0) in legal
    assert HEURISTICS.candidates(state, 0, legal) == [EndDay(0)]
    assert HEURISTICS.obvious(state.view(0), 0, legal) == EndDay(0)
    state.villages[0].items[i("katana")] = 2   # a trade now brings the botanist's cost closer
    state._legal.clear()
    legal = state.legal_actions(0)
    kept = HEURISTICS.candidates(state, 0, legal)
    assert len(kept) > 1 and HEURISTICS.obvious(state.view(0), 0, legal) is None
    assert all(a.take in ("statue",) for a in kept if a.kind == "trade")


def test_dawn_gets_the_whole_budget_a_move_of_the_day_half():
    from game.ai.mcts import MCTSAgent
    state = day_table(calendar="BB")
    place(state, 0, 0, find("botanist", "traveler_is", type=t("sculptor")))
    state.villages[0].items[i("katana")] = 2
    state._legal.clear()
    legal = state.legal_actions(0)
    agent = MCTSAgent(iterations=40, time_limit=None)
    agent.choose(state.view(0), 0, legal, Rng(3))
    assert agent.last_iterations <= 20
    dawn = day_table(calendar="BB")
    dawn.phase = DAWN
    give_hand(dawn, 0, [c for c in dawn.content.card_ids][:5])
    dawn._legal.clear()
    agent.choose(dawn.view(0), 0, dawn.legal_actions(0), Rng(3))
    assert 20 < agent.last_iterations <= 40
