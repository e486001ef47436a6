"""The choices the rules once made for the player, now decisions in `legal_actions` ("Every
choice is an action"). For each: the choice is offered, each option does what it says,
and an option not offered is refused with a reason, changing nothing."""

from types import SimpleNamespace

import pytest

from game.core.daitoshi import actions as A
from game.core.daitoshi import new_game
from game.core.daitoshi.flow import push, run
from game.core.daitoshi.prompts import InstallPrompt
from game.core.engine import IllegalAction
from game.i18n import daitoshi as words
from test_daitoshi_examples import _to_action_step, district_of, install, put_in_market, \
    set_wealth
from test_daitoshi_protocol import fingerprint

FOOD, ENERGY, MATERIALS, LUXURY = range(4)


def refused(s, action):
    """`action` is refused with a reason and leaves the state exactly as it was."""
    before = fingerprint(s)
    with pytest.raises(IllegalAction) as err:
        s.apply(action)
    assert err.value.reason
    assert fingerprint(s) == before


# --- 1. paying: the resource, Wealth, or both (GAINING AND SPENDING RESOURCES) ----------------------
def _commit_brilliant(food, wealth):
    """Seat 3 at the Commit action, taking the Brilliant Invention (3 food)."""
    s = new_game(4, 5)
    put_in_market(s, 4, "brilliant_01")
    p = s.players[3]
    p.res[FOOD] = food
    set_wealth(s, 3, wealth)
    _to_action_step(s, 3, "university_quarter")
    s.apply(A.CommitInventions(3, (4,)))
    return s, p


def test_payment_offers_every_split_that_can_be_made():
    """Wealth is wild: 3 food with 2 food and 2 Wealth is 2 food + 1 Wealth or 1 food + 2 Wealth
    (never 3 Wealth with only 2 held, never 3 food with only 2)."""
    s, p = _commit_brilliant(food=2, wealth=2)
    assert s.decision_kind() == "pay" and s.current_seats() == (3,)
    assert s.legal_actions(3) == [A.PayCost(3, "food", 2, 1), A.PayCost(3, "food", 1, 2)]
    assert words.describe_action(A.PayCost(3, "food", 2, 1), s) == "Pay 3 food with 2 food and 1 Wealth"


@pytest.mark.parametrize("action,lang,said", [
    (A.PayCost(3, "materials", 1, 0), "en", "Pay 1 construction material"),
    (A.PayCost(3, "luxury", 2, 0), "en", "Pay 2 luxury goods"),
    (A.PayCost(3, "luxury", 0, 1), "en", "Pay 1 luxury good with 1 Wealth"),
    (A.PayCost(3, "materials", 1, 0), "fr", "Payer 1 matériau de construction"),
    (A.PayCost(3, "luxury", 1, 1), "fr", "Payer 2 biens de luxe avec 1 bien de luxe et 1 Richesse")])
def test_a_payment_reads_as_one_the_resource_counted_as_the_rulebook_counts_it(action, lang, said):
    """Paid with the resource itself, a payment says the amount once ("Pay 1 luxury good with 1
    luxury goods" read as a mistake); with Wealth standing in, it says what pays."""
    assert words.describe_action(action, None, lang=lang) == said



@pytest.mark.parametrize("lang,gain", [("en", ": gain 2 energy and 1 VP"), ("fr", " : gagner 2 énergie et 1 PV")])
def test_committing_says_its_rewards_added_up_as_they_are_gained_together(lang, gain):
    """Ordinary Invention 15 shows two energy icons, gained at once on commit: "2 energy", never
    "1 energy, 1 energy"."""
    s = new_game(4, 5)
    put_in_market(s, 0, "ordinary_15")
    assert words.describe_action(A.CommitInventions(3, (0,)), s, lang=lang).endswith(gain)


@pytest.mark.parametrize("own,wealth", [(2, 1), (1, 2)])
def test_each_payment_spends_what_it_says(own, wealth):
    s, p = _commit_brilliant(food=2, wealth=2)
    supply = s.wealth_supply
    s.apply(A.PayCost(3, "food", own, wealth))
    assert (p.res[FOOD], p.wealth) == (2 - own, 2 - wealth)
    assert s.wealth_supply == supply + wealth
    assert s.decision_kind() != "pay"
    assert s.invariant_violations() == []


def test_a_payment_not_offered_is_refused():
    s, p = _commit_brilliant(food=2, wealth=2)
    refused(s, A.PayCost(3, "food", 0, 3))       # 3 Wealth: only 2 held
    refused(s, A.PayCost(3, "food", 3, 0))       # 3 food: only 2 held
    refused(s, A.PayCost(3, "food", 1, 1))       # 2 of a cost of 3
    refused(s, A.PayCost(2, "food", 2, 1))       # not that seat's payment


def test_a_lone_way_to_pay_is_no_choice():
    """No Wealth, or no food: the payment is made at once."""
    s, p = _commit_brilliant(food=3, wealth=0)
    assert s.decision_kind() != "pay" and p.res[FOOD] == 0
    s, p = _commit_brilliant(food=0, wealth=3)
    assert s.decision_kind() != "pay" and p.wealth == 0


def test_contributing_never_offers_a_split_that_leaves_a_later_cost_unpaid():
    """CONTRIBUTE: 1 of each resource plus 1 Wealth. With no construction materials, 1 Wealth
    must stay for them: food may be paid by Wealth only while a second spare Wealth remains."""
    s = new_game(4, 5)
    d = district_of(s, "power_quarter")
    s.mm, s.mm_district = "reputation", d
    install(s, 3, 1, 0, "ordinary_02", progress=3, improved=True)
    p = s.players[3]
    p.res = [1, 1, 0, 1]
    set_wealth(s, 3, 3)
    _to_action_step(s, 3, "power_quarter")
    s.apply(next(a for a in s.legal_actions(3) if isinstance(a, A.ContributeToMegaMachine)))
    assert s.legal_actions(3) == [A.PayCost(3, "food", 1, 0), A.PayCost(3, "food", 0, 1)]
    s.apply(A.PayCost(3, "food", 0, 1))
    # 1 Wealth left, needed for the materials: energy and luxury are paid with themselves
    assert s.decision_kind() != "pay"
    assert p.res == [1, 0, 0, 0] and p.wealth == 0
    assert s.invariant_violations() == []


def test_the_mayor_is_never_asked_how_to_pay():
    """SOLO MODE: the Mayor spends the action's resource first, then Wealth."""
    s = new_game(4, 5)
    put_in_market(s, 4, "brilliant_01")
    p = s.players[3]
    p.res[FOOD] = 2
    set_wealth(s, 3, 2)
    _to_action_step(s, 3, "university_quarter")
    s.solo = SimpleNamespace(seat=3)
    s.apply(A.CommitInventions(3, (4,)))
    assert s.decision_kind() != "pay"
    assert (p.res[FOOD], p.wealth) == (0, 1)


# --- 4. "up to 3" Pilgrim spaces on one track (CITIES, the pilgrim City) ----------------------------
def _pilgrim_run(free):
    """Seat 0 gains "up to 3 spaces on a track of your choice" with `free` empty mountain spaces
    before the first hex, and chooses the mountain track."""
    s = new_game(4, 46)
    for t, n in ((1, 1), (2, free)):             # the forest track is open too: a real choice
        for i in range(n):
            s.hex_box[t] += s.tracks[t][i]
            s.tracks[t][i] = 0
    s._decision, s.tasks = None, [("reward", 0, ("pilgrim_run", "any", 3))]
    run(s)
    s.apply(A.ChoosePilgrimTrack(0, "mountain"))
    return s, s.players[0]


def test_pilgrim_run_offers_one_to_as_far_as_the_track_allows():
    s, p = _pilgrim_run(free=5)
    assert s.decision_kind() == "pilgrim_spaces" and s.current_seats() == (0,)
    assert s.legal_actions(0) == [A.ChoosePilgrimSpaces(0, "mountain", n) for n in (1, 2, 3)]
    assert words.describe_action(A.ChoosePilgrimSpaces(0, "mountain", 2), s) == \
        "Advance your Pilgrim 2 spaces on the Mountain Track"
    s, p = _pilgrim_run(free=2)                  # a hex on the third space: at most 2
    assert s.legal_actions(0) == [A.ChoosePilgrimSpaces(0, "mountain", n) for n in (1, 2)]


@pytest.mark.parametrize("spaces", [1, 2, 3])
def test_each_pilgrim_run_goes_as_far_as_chosen(spaces):
    s, p = _pilgrim_run(free=5)
    s.apply(A.ChoosePilgrimSpaces(0, "mountain", spaces))
    assert p.pilgrims == [-1, -1, spaces - 1, -1]
    assert s.invariant_violations() == []


def test_a_pilgrim_run_not_offered_is_refused():
    s, p = _pilgrim_run(free=2)
    refused(s, A.ChoosePilgrimSpaces(0, "mountain", 3))    # onto a hex
    refused(s, A.ChoosePilgrimSpaces(0, "mountain", 0))    # "up to 3" still moves
    refused(s, A.ChoosePilgrimSpaces(0, "forest", 1))      # not the track chosen


def test_a_single_free_space_is_no_choice():
    s, p = _pilgrim_run(free=1)
    assert s.decision_kind() != "pilgrim_spaces" and p.pilgrims[2] == 0


# --- 2. two Inventions into one building: which goes on which floor (COMMIT TO AN INVENTION) -------
def _commit_two(seed=5):
    """Seat 3 takes the Ordinary in slot 0 and the Brilliant (4 food, no Wealth): his left building
    holds the Basic Invention, the middle and right are empty."""
    s = new_game(4, seed)
    put_in_market(s, 4, "brilliant_01")
    p = s.players[3]
    p.res[FOOD] = 4
    set_wealth(s, 3, 0)
    _to_action_step(s, 3, "university_quarter")
    ordinary = s.market[0]
    s.apply(A.CommitInventions(3, (0, 4)))
    return s, p, ordinary


def test_the_order_of_two_inventions_is_offered_with_the_first_ones_building():
    s, p, ordinary = _commit_two()
    assert s.decision_kind() == "install_pair" and s.current_seats() == (3,)
    assert set(s.legal_actions(3)) == {A.InstallInventionFirst(3, inv, b)
                                       for inv in (ordinary, "brilliant_01") for b in range(3)}
    assert words.describe_action(A.InstallInventionFirst(3, "brilliant_01", 1), s) == \
        "Install Brilliant Invention 1 first, in the middle building"
    assert s.invariant_violations() == []        # both Inventions are accounted for meanwhile


@pytest.mark.parametrize("first", ["brilliant_01", "ordinary"])
def test_the_invention_installed_first_takes_the_lower_floor(first):
    s, p, ordinary = _commit_two()
    first = ordinary if first == "ordinary" else first
    second = "brilliant_01" if first == ordinary else ordinary
    s.apply(A.InstallInventionFirst(3, first, 1))
    assert p.slots[1] == [first, None, None]
    assert s.prompt(3) == InstallPrompt(second)
    s.apply(A.InstallInvention(3, 1))
    assert p.slots[1] == [first, second, None]
    assert s.invariant_violations() == []


def test_an_install_order_not_offered_is_refused():
    s, p, ordinary = _commit_two()
    refused(s, A.InstallInventionFirst(3, "brilliant_02", 1))   # not one taken
    refused(s, A.InstallInventionFirst(3, ordinary, 3))         # no such building
    refused(s, A.InstallInvention(3, 1))                        # which one first is undecided


def test_with_no_building_able_to_take_both_the_order_is_no_decision():
    """Each goes to its own building's lowest empty floor whatever the order: no extra question."""
    s = new_game(4, 5)
    put_in_market(s, 4, "brilliant_01")
    put_in_market(s, 0, "ordinary_01")
    p = s.players[3]
    install(s, 3, 1, 0, "ordinary_05")
    install(s, 3, 1, 1, "ordinary_06")
    install(s, 3, 2, 0, "ordinary_07")
    install(s, 3, 2, 1, "ordinary_08")
    install(s, 3, 0, 1, "ordinary_09")           # one empty floor left in each building
    p.res[FOOD] = 4
    set_wealth(s, 3, 0)
    _to_action_step(s, 3, "university_quarter")
    s.apply(A.CommitInventions(3, (0, 4)))
    assert s.decision_kind() == "install"
    assert s.legal_actions(3) == [A.InstallInvention(3, b) for b in range(3)]


def test_the_mayor_installs_two_inventions_in_market_slot_order():
    """SOLO MODE: the Mayor's own rule places his Inventions; he is never asked the order."""
    s = new_game(4, 5)
    put_in_market(s, 4, "brilliant_01")
    p = s.players[3]
    p.res[FOOD] = 4
    set_wealth(s, 3, 0)
    _to_action_step(s, 3, "university_quarter")
    ordinary = s.market[0]
    s.solo = SimpleNamespace(seat=3)
    s.apply(A.CommitInventions(3, (0, 4)))
    assert s.prompt(3) == InstallPrompt(ordinary)


# --- 3. the Mega-Machine's Upgrades: "in any order" that cannot change the outcome -----------------
ORDER_FREE = {"vp", "end_vp", "wealth", "steam"}


def test_upgrade_rewards_are_of_kinds_whose_order_cannot_matter():
    """The premise of leaving the order automatic (effects.mm_workshop_rewards, NOTES.md): every
    Upgrade gives VP, Wealth, Steam or a Pilgrim advance of choice, and every Pilgrim reward a
    Workshop reward can lead to is of choice too. A data change breaking this must make the
    order a decision."""
    c = new_game(2, 1).c
    for u, rewards in c.upgrades.items():
        for kind, param, _ in rewards:
            assert kind in ORDER_FREE or (kind, param) == ("pilgrim", "any"), u
    sources = [m.workshop for m in c.mega_machines.values()] + list(c.prestige_track) + \
        list(c.worm_bus_rail) + list(c.conflict_reward) + list(c.upgrades.values())
    for rewards in sources:
        for kind, param, _ in rewards:
            if kind.startswith("pilgrim"):
                assert (kind, param) == ("pilgrim", "any")


def _outcomes(s, seat):
    """Every end state reachable by any answers to the decisions the rewards ask."""
    if s._decision is None:
        p = s.players[seat]
        return {repr((p.res, p.wealth, p.steam, p.vp, p.end_vp, p.pilgrims, p.prestige,
                      p.reputation, p.worm_bus, p.record, p.banners, s.wealth_supply, s.banners))}
    out = set()
    for action in s.legal_actions(seat):
        t = s.clone()
        t.apply(action)
        out |= _outcomes(t, seat)
    return out


@pytest.mark.parametrize("machine", ["reputation", "prestige", "pilgrim", "conflict"])
def test_every_order_of_the_workshop_and_its_upgrades_reaches_the_same_outcomes(machine):
    """THE MEGA-MACHINE FAIR: "its reward plus the rewards on all the Upgrades it currently has,
    in any order": every order gives the same set of reachable results, so no decision."""
    from itertools import permutations
    s = new_game(4, 5)
    for t, free in enumerate((3, 1, 2, 0)):      # Pilgrims blocked at different depths
        for i in range(free):
            s.hex_box[t] += s.tracks[t][i]
            s.tracks[t][i] = 0
    p = s.players[0]
    p.prestige = 9                               # the next Prestige space: a Pilgrim of choice
    p.record = [1, 1, 0, 0]
    s.hex_box[0] -= 1
    s.hex_box[1] -= 1
    s.mm = machine
    parts = [s.c.mega_machines[machine].workshop] + [s.c.upgrades[u] for u in s.c.upgrades]
    results = []
    for order in permutations(parts):
        t = s.clone()
        t._decision, t.tasks = None, []
        push(t, *[("reward", 0, r) for part in order for r in part])
        run(t)
        results.append(_outcomes(t, 0))
    assert all(r == results[0] for r in results)
