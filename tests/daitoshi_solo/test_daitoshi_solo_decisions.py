"""The Mayor's decisions (SOLO MODE, THE ACTIONS (SOLO MODE), END GAME SCORING) as pure
functions of a table, starting with the rulebook's Card Evaluation Example; and his components,
validated on load."""

import pytest

from daitoshi_solo_table import ENERGY, FOOD, GREEN, LUXURY, MATERIALS, MOUNTAIN, RED, RIVER, \
    example_table, put_card_on_deck, put_card_on_pile, put_on_record, solo
from game.core.daitoshi import actions as A
from game.core.daitoshi import mayor as M
from game.core.daitoshi.city_turn import LEFT, MIDDLE, RIGHT
from game.core.daitoshi.components import ComponentError
from game.resources import resource_path


def test_card_evaluation_example_chooses_the_commit_district():
    s = example_table()
    assert M.card_actions(s) == {"expand", "trade", "commit"}   # the Bribe adds Commit
    assert not M.can_do(s, "contribute")   # no ready Invention, nor the resources (2b)
    assert not M.can_do(s, "expand")       # 1 construction material, no Wealth (2a)
    assert M.can_do(s, "commit")           # 1 food and an empty Invention slot (2a)
    choice, trace = M.evaluate_card(s)
    assert trace == [(1, "1a"), (2, "1c"), (3, "2a"), (4, "chosen")]
    assert choice == (4, 4, RIGHT)         # no Workers: the rightmost Magnate space


def test_card_evaluation_example_without_the_bribe_is_a_production_turn():
    s = example_table(bribe=False)
    choice, trace = M.evaluate_card(s)
    # Commit is no longer on the card; his own district (Trade, a full loop) has no luxury.
    assert trace == [(1, "1a"), (2, "1c"), (3, "2a"), (4, "1a"), (0, "2a")]
    assert choice is None


def test_magnate_space_by_workers_and_empty_workshops():
    s = solo()
    d = 3                                   # Expand: hires red Workers
    s.mm_district = 1
    assert M.magnate_space(s, d) == RIGHT   # no red Worker
    M.gain_mayor_worker(s, M.MAYOR, RED)
    assert M.magnate_space(s, d) == MIDDLE  # 1 red Worker, 1 empty Workshop
    s.players[0].magnate = (d, MIDDLE)
    assert M.magnate_space(s, d) == LEFT    # the middle one is occupied
    s.players[0].magnate = (0, RIGHT)
    s.workshop_workers[d][0] = GREEN
    s.worker_supply[GREEN] -= 1
    assert M.magnate_space(s, d) == LEFT    # no empty Workshop for his Worker
    s.players[0].magnate = (d, LEFT)
    assert M.magnate_space(s, d) == MIDDLE  # the leftmost one is occupied


def test_town_hall_action_with_most_resources_ties_by_card_order():
    s = solo(layout=("trade", "wild", "electrify", "expand", "commit"))
    s.cur_district = 1
    s.mm_district = 4
    put_card_on_pile(s, "mayor_10")         # resources: materials, energy, luxury, food
    m = s.players[M.MAYOR]
    m.res = [2, 2, 0, 2]                    # food, energy, luxury tied; materials 0
    assert M.choose_action(s) == "electrify"
    m.res = [3, 2, 0, 2]
    assert M.choose_action(s) == "commit"


def test_mega_machine_action_first():
    s = solo()
    s.cur_district = 4
    s.mm_district = 4
    m = s.players[M.MAYOR]
    m.res = [1, 1, 1, 1]
    s.wealth_supply -= 1
    m.wealth = 1
    basic = s.c.inventions[m.slots[0][0]]
    m.progress[0][0] = basic.index_of("mm_ready")
    assert M.choose_action(s) == "contribute"
    m.wealth, s.wealth_supply = 0, s.wealth_supply + 1
    assert M.choose_action(s) == "commit"


@pytest.mark.parametrize("food,expected", [
    (5, ("brilliant", "innovative")), (4, ("brilliant", "ordinary")),
    (3, ("innovative", "ordinary")), (2, ("ordinary", "ordinary")), (1, ("ordinary",)),
    (9, ("brilliant", "innovative"))])
def test_commit_by_food(food, expected):
    s = solo()
    put_card_on_deck(s, "mayor_01")         # arrow up
    s.players[M.MAYOR].res[FOOD] = food
    a = M.commit_choice(s)
    qualities = sorted((("ordinary", "ordinary", "innovative", "innovative", "brilliant")[i]
                        for i in a.slots), key=("brilliant", "innovative", "ordinary").index)
    assert tuple(qualities) == expected
    if expected[-1] == "ordinary" and len(expected) == 2 and expected[0] != "ordinary":
        assert 0 in a.slots and 1 not in a.slots   # arrow up: the top Ordinary


def test_commit_arrow_down_takes_the_bottom_one_and_one_floor_takes_one():
    s = solo()
    put_card_on_deck(s, "mayor_02")         # arrow down
    m = s.players[M.MAYOR]
    m.res[FOOD] = 3
    assert M.commit_choice(s).slots == (1, 3)          # Innovative + Ordinary, bottom ones
    for b in range(3):
        for f in range(3):
            if m.slots[b][f] is None and (b, f) != (2, 2):
                m.slots[b][f] = s.stacks["ordinary"].pop()
    assert M.commit_choice(s).slots == (4,)            # one floor: the dearest he can pay
    m.res[FOOD] = 2
    assert M.commit_choice(s).slots == (3,)            # Innovative, the bottom one


def test_expand_outer_first_from_the_highlighted_district():
    s = solo()
    m = s.players[M.MAYOR]
    m.res[MATERIALS] = 4
    put_on_record(s, MOUNTAIN, RIVER)
    for d in (1, 3):
        s.district_tiles[d][1] = s.middle_stack.pop()
    put_card_on_deck(s, "mayor_15")         # highlights district 4
    assert M.expand_choice(s) == A.ExpandDistrict(M.MAYOR, 1, 2)   # 4, 0 have no Middle yet
    m.res[MATERIALS] = 2
    assert M.expand_choice(s) == A.ExpandDistrict(M.MAYOR, 4, 1)
    m.res[MATERIALS] = 3
    s.district_tiles[1][2] = s.outer_stack.pop()
    for d in (0, 2, 4):
        s.district_tiles[d][1] = s.middle_stack.pop()
    assert not s.middle_stack
    m.res[MATERIALS] = 3
    assert M.expand_choice(s) == A.RenovateDistrict(M.MAYOR)


def test_electrify_outermost_then_highlighted_district():
    s = solo()
    m = s.players[M.MAYOR]
    for d in (1, 3):
        s.district_tiles[d][1] = s.middle_stack.pop()
    put_card_on_deck(s, "mayor_15")         # highlights district 4
    m.res[ENERGY] = 3
    assert M.electrify_choice(s) == A.ElectrifyDistrict(M.MAYOR, 1, 1)
    m.res[ENERGY] = 2
    assert M.electrify_choice(s) == A.ElectrifyDistrict(M.MAYOR, 4, 0)


def test_trade_leftmost_city_without_his_banner_with_all_his_luxury():
    s = solo()
    m = s.players[M.MAYOR]
    m.res[LUXURY] = 3
    s.wealth_supply -= 4
    m.wealth = 4
    s.banners[0] = (M.MAYOR,)
    m.banners -= 1
    assert M.trade_choice(s) == A.TradeWithCity(M.MAYOR, 1, 5)
    for c in range(1, 5):
        s.banners[c] = (M.MAYOR,)
    m.banners = 0
    assert M.trade_choice(s) == A.TradeWithCity(M.MAYOR, 4, 5)   # the rightmost City


def test_contribute_picks_most_scoring_icons_then_fewest_steps_then_rightmost():
    s = solo()
    m = s.players[M.MAYOR]
    s.mm_district = 0
    inv = [i for i in s.stacks["ordinary"]][:2]
    for b, i in zip((1, 2), inv):
        s.stacks["ordinary"].remove(i)
        m.slots[b][0] = i
    for b in range(3):
        m.progress[b][0] = s.c.inventions[m.slots[b][0]].index_of("mm_ready")
    m.res = [1, 1, 1, 1]
    s.wealth_supply -= 1
    m.wealth = 1
    a = M.contribute_choice(s)
    key = [(-M.scoring_icons_ahead(s, 1, b, 0), M.steps_left(s, 1, b, 0), -b) for b in range(3)]
    assert (a.building, a.floor) == (min(range(3), key=lambda b: key[b]), 0)
    assert a.space == min(i for i, x in enumerate(s.mm_spaces) if x is None)


def test_mayor_end_scoring_positive_pilgrims_and_advisor_9():
    s = solo()
    m = s.players[M.MAYOR]
    m.pilgrims = [3, -1, -1, -1]
    m.conflict = [False] * 4
    s.solo.kept = frozenset({"best_pilgrim_twice"})
    parts = dict(M.mayor_end_scores(s))
    v = s.c.tracks[0].vp[3]
    assert parts["pilgrims"] == v and parts["best_pilgrim_again"] == v
    assert "river_penalty" not in parts


# --- components (levels/daitoshi/mayor.toml, advisors.toml) -------------------------------------

def fresh(folder):
    M.load_solo.cache_clear()   # loaded once per folder: read the edited file again
    return M.load_solo(str(folder))


def test_component_files_are_validated_with_file_and_entry(tmp_path):
    src = resource_path("levels", "daitoshi")
    for name in ("mayor.toml", "advisors.toml"):
        (tmp_path / name).write_text((src / name).read_text())
    M.load_solo.cache_clear()
    try:
        assert len(fresh(tmp_path).cards) == 16
        text = (src / "mayor.toml").read_text()
        (tmp_path / "mayor.toml").write_text(text.replace('arrow = "down", worker = "red"',
                                                          'arrow = "sideways", worker = "red"', 1))
        with pytest.raises(ComponentError, match=r"mayor.toml card 'mayor_04' back: unknown arrow"):
            fresh(tmp_path)
        (tmp_path / "mayor.toml").write_text(text.replace(
            'actions = ["trade", "contribute"]', 'actions = ["trade", "contribute", "expand"]'))
        with pytest.raises(ComponentError, match=r"mayor_04.*Mega-Machine"):
            fresh(tmp_path)
        (tmp_path / "mayor.toml").write_text(text)
        adv = (src / "advisors.toml").read_text()
        (tmp_path / "advisors.toml").write_text(adv.replace('number = 10', 'number = 9'))
        with pytest.raises(ComponentError, match=r"advisors.toml: the advisors must be numbered"):
            fresh(tmp_path)
        (tmp_path / "advisors.toml").write_text(adv.replace('effect = "workers"', 'effect = "naps"'))
        with pytest.raises(ComponentError, match=r"advisor 'advisor_05': unknown effect 'naps'"):
            fresh(tmp_path)
    finally:
        M.load_solo.cache_clear()


def test_the_deck_is_balanced_as_NOTES_says():
    sc = M.load_solo()
    cards = list(sc.cards.values())
    mm = [c for c in cards if "contribute" in c.actions]
    assert sorted(c.actions[0] for c in mm) == sorted(M.MAIN_ACTIONS)
    for a in M.MAIN_ACTIONS:
        assert sum(a in c.actions for c in cards) == 9
    assert sum("wild" in c.actions for c in cards) == 4
    assert sorted(sum(c.district == d for c in cards) for d in range(5)) == [3, 3, 3, 3, 4]
    assert sum(c.arrow == "up" for c in cards) == 8
    assert len({c.back for c in cards}) == 16
    assert [a.number for a in sorted(sc.advisors.values(), key=lambda a: a.number)] == \
        list(range(1, 11))


def test_notes_record_every_solo_component():
    """levels/daitoshi/NOTES.md, "Solo mode", says where each card's and Advisor's values come from."""
    notes = (resource_path("levels", "daitoshi") / "NOTES.md").read_text(encoding="utf-8")
    assert "## Solo mode" in notes
    sc = M.load_solo()
    missing = [i for i in list(sc.cards) + list(sc.advisors) if f"| {i} |" not in notes]
    assert missing == []
