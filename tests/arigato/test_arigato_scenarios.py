"""Each worked example of the Arigatō rulebook, set up from real cards of the deck."""

from arigato_setup import (CONTENT, day_table, find, give_hand, i, place, t, to_gate,
                           use_all)
from game.core.arigato import new_game
from game.core.arigato.actions import (AssignRoles, EmptyWorkshop, EndDay, PrepareOffering, Trade,
                                       UseEffect)
from game.core.arigato.state import DAWN, DAY, DUSK
from game.core.arigato.prompts import EffectPrompt


def test_botanist_reveal():
    """DAY, EXAMPLE: the revealed botanist gives 2 statues for 2 sculptor travelers; the
    fireworks maker top left scores 2 favor for them; the botanist top right 2 more because
    the travelers are of one type: 4 favor. The craftsmen give 1 firework and 1 origami."""
    state = new_game(players=2, seed=5, calendar="AA")
    fireworks = find("fireworks_maker", "item_gained", item=i("statue"))
    same = find("botanist", "travelers_same", favor=2)
    place(state, 0, 0, fireworks)
    place(state, 0, 1, same)
    botanist = find("botanist", "traveler_is", type=t("sculptor"))
    sculptors = [c.id for c in CONTENT.cards[1:] if c.type == t("sculptor")][2:4]
    crafts = [c.id for c in CONTENT.cards[1:] if c.type == t("fireworks_maker")][5:6] + \
             [c.id for c in CONTENT.cards[1:] if c.type == t("origamist")][5:6]
    give_hand(state, 0, [botanist, *sculptors, *crafts])
    state._legal.clear()
    state.apply(AssignRoles(0, botanist, 2, tuple(sorted(sculptors))))
    state.apply(state.legal_actions(1)[-1])           # the other village commits too
    assert state.phase == DAY
    v = state.villages[0]
    assert v.face_up[2] and v.workshops[2] == botanist
    assert v.items[i("firework")] == 1 and v.items[i("origami")] == 1
    use_all(state)
    assert v.items[i("statue")] == 2
    assert v.favor == 4


def test_sculptor_offering_chain():
    """DAY, EXAMPLE: 2 katanas become the missing bonsai; the offering gives a statue (the
    blacksmith), which gives 1 favor (the fireworks maker); the sculptor goes under the palace
    gate for 2 favor, there being 1 blacksmith under it: a favor token of 3."""
    state = day_table()
    sculptor = find("sculptor", "self_to_gate", favor_per_gate=t("blacksmith"))
    assert CONTENT.cards[sculptor].cost.count(i("bonsai")) == 1
    place(state, 0, 0, find("fireworks_maker", "item_gained", item=i("statue")))
    place(state, 0, 1, find("blacksmith", "offering_placed", items=(i("statue"),)))
    place(state, 0, 2, sculptor)
    to_gate(state, 0, [find("blacksmith", "traveler_is", type=t("blacksmith"))])
    v = state.villages[0]
    for item in CONTENT.cards[sculptor].cost:
        v.items[item] += 1
    v.items[i("bonsai")] -= 1
    v.items[i("katana")] += 2
    state._legal.clear()
    assert PrepareOffering(0, 2) not in state.legal_actions(0)  # one bonsai short
    state.apply(Trade(0, "katana", "bonsai"))
    state.apply(PrepareOffering(0, 2))
    assert v.offerings[2] and sum(v.items) == 0
    use_all(state)
    assert v.items[i("statue")] == 1 and v.favor == 1
    state.apply(EmptyWorkshop(0, 2))
    use_all(state)
    assert v.gate[-1] == sculptor and not v.offerings[2]
    assert v.favor == 3


def test_dusk_sculptor():
    """DUSK, EXAMPLE: a dusk sculptor with 2 artisans carrying offering tokens: 1 favor and
    1 statue."""
    state = day_table()
    dusk_sculptor = find("sculptor", "offering_pairs")
    assert CONTENT.cards[dusk_sculptor].dusk
    place(state, 0, 3, dusk_sculptor)
    place(state, 0, 0, find("origamist", "resident_is", type=t("origamist")), offering=True)
    place(state, 0, 1, find("blacksmith", "craftsman_is", type=t("blacksmith")), offering=True)
    state.apply(EndDay(0))
    assert state.phase == DUSK
    assert state.villages[0].pending == [EffectPrompt(dusk_sculptor, 1, -1)]
    state.apply(UseEffect(0, dusk_sculptor, True))
    v = state.villages[0]
    assert v.favor == 1 and v.items[i("statue")] == 1


def _dusk_on_day(day, gate_botanists):
    state = day_table(calendar="AA")
    state.day = day
    botanists = [c.id for c in CONTENT.cards[1:] if c.type == t("botanist") and not c.dusk]
    place(state, 0, 0, botanists[0])
    to_gate(state, 0, botanists[1:1 + gate_botanists])
    state.apply(EndDay(0))
    return state


def test_day_ten_objective():
    """DUSK, EXAMPLE: on day 10, 1 botanist in the village and 4 under the palace gate are 5
    cards of the same type: the objective token is gained (calendar tile 2, side A)."""
    assert state_objective(10).what == "same_type"
    state = _dusk_on_day(10, 4)
    assert state.villages[0].objectives == 1
    assert _dusk_on_day(10, 3).villages[0].objectives == 0


def state_objective(day):
    return new_game(players=2, seed=1, calendar="AA").objectives[day]


def test_objective_table():
    """END OF THE GAME: 1 3 6 10 15 21 28 36 45 55 favor for 1..10 objective tokens."""
    state = new_game(players=2, seed=1)
    expected = {0: 0, 1: 1, 2: 3, 3: 6, 4: 10, 5: 15, 6: 21, 7: 28, 8: 36, 9: 45, 10: 55}
    for tokens, favor in expected.items():
        state.villages[0].objectives = tokens
        assert state.scores()[0].part("objectives") == favor


def test_solo_target():
    """SOLO MODE: the 22 kept travelers in 5 groups by type; the best 4 groups' favor is the
    target (the rulebook's example total is 92; these real cards make it too)."""
    state = new_game(players=1, seed=2)
    kept = [2, 3, 10, 17, 21, 28, 29, 40, 46, 49, 55, 57, 58, 63, 67, 70, 71, 74, 77, 80, 81, 94]
    # By type: botanists 19, blacksmiths 13, sculptors 24, origamists 36, fireworks makers 12:
    # the fireworks makers' 12 is the weakest group and does not count.
    state.villages[0].kept = kept
    assert len(kept) == 22
    assert state.solo_target() == 92
    state.villages[0].favor = 92
    assert state.solo_outcome() == (False, 92)       # equal is not beating it
    state.villages[0].favor = 93
    assert state.solo_outcome() == (True, 92)


def test_dawn_example_roles():
    """DAWN, EXAMPLE: botanist resident, 2 sculptors travel left, fireworks maker and origamist
    stay as craftsmen (and produce a firework and an origami)."""
    state = new_game(players=2, seed=9)
    botanist = [c.id for c in CONTENT.cards[1:] if c.type == t("botanist")][0]
    sculptors = [c.id for c in CONTENT.cards[1:] if c.type == t("sculptor")][5:7]
    fm = [c.id for c in CONTENT.cards[1:] if c.type == t("fireworks_maker")][9]
    ori = [c.id for c in CONTENT.cards[1:] if c.type == t("origamist")][9]
    give_hand(state, 0, [botanist, *sculptors, fm, ori])
    state._legal.clear()
    assert state.phase == DAWN
    state.apply(AssignRoles(0, botanist, 0, tuple(sorted(sculptors))))
    v = state.villages[0]
    assert v.outgoing == sorted(sculptors) and sorted(v.craftsmen) == sorted([fm, ori])
    assert not v.face_up[0]
    state.apply(state.legal_actions(1)[0] if not isinstance(state.legal_actions(1)[0], EmptyWorkshop)
                else state.legal_actions(1)[-1])
    assert state.phase == DAY
    assert v.items[i("firework")] == 1 and v.items[i("origami")] == 1
