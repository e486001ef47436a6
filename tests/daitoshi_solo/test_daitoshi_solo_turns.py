"""The Mayor's turns through the flow, as `apply` runs them: his Workers, Exploit, actions,
icons (ICONS (SOLO MODE)), Production and Advisors (ADVISOR CARDS)."""

from daitoshi_solo_table import BLUE, ENERGY, FOOD, FOREST, GREEN, MATERIALS, MOUNTAIN, RED, \
    RIVER, YELLOW, example_table, give, mayor_takes_turn, put_card_on_deck, solo
from game.core.daitoshi import actions as A
from game.core.daitoshi import mayor as M
from game.core.daitoshi import new_game
from game.core.daitoshi.city_turn import MIDDLE, MM_WORKSHOP, RIGHT
from game.core.daitoshi.flow import push, run


def test_card_evaluation_example_played_through():
    s = example_table()
    put_card_on_deck(s, "mayor_07")        # then on top of the deck: arrow up
    put_card_on_deck(s, "mayor_05")        # revealed this turn
    market = s.market[:]
    events = mayor_takes_turn(s)
    m = s.players[M.MAYOR]
    assert s.solo.pile[-1] == "mayor_05" and s.solo.deck[-1] == "mayor_07"
    assert [e for e in events if isinstance(e, M.MayorTurn)] == [M.MayorTurn(1, "mayor_05", 4)]
    assert m.magnate == (4, RIGHT)
    # Exploit: the commit district's river hex, a blue Worker, the hex on his record.
    assert s.solo.record == [RIVER, -1, -1, -1] and s.solo.workers[0] == BLUE
    # Commit with 1 food: the most food-expensive he can pay, an Ordinary one; the arrow on
    # mayor_07 points up: the top Ordinary slot. Installed on the bottom row, left to right.
    assert m.slots[1][0] == market[0] and m.res[FOOD] == 0
    assert s.solo.bribe is False           # discarded the first time he commits
    assert m.steam == 0
    assert s.mm_district != 4              # the Mega-Machine left his district
    assert s.current_seats() == (0,) and s.decision_kind() == "turn"


def test_worker_placement_order_mega_machine_outer_middle_inner_and_reading_order():
    s = solo(layout=("trade", "electrify", "expand", "wild", "commit"))
    d = 3                                   # the Town Hall: any colour
    s.mm_district = d
    for ring, tile in ((1, "middle_1"), (2, "outer_1")):
        s.middle_stack.remove(tile) if ring == 1 else s.outer_stack.remove(tile)
        s.district_tiles[d][ring] = tile
    for c in (YELLOW, BLUE, RED):
        M.gain_mayor_worker(s, M.MAYOR, c)
    put_card_on_deck(s, "mayor_10")         # commit, expand, wild: revealed this turn
    s.players[M.MAYOR].res = [1, 0, 0, 0]   # enough to Commit at the Town Hall
    s.players[M.MAYOR].magnate = (1, RIGHT)
    events = mayor_takes_turn(s)
    placed = [(e.colour, e.workshop) for e in events if type(e).__name__ == "WorkerPlaced"]
    assert placed == [("yellow", MM_WORKSHOP), ("blue", 2), ("red", 1)]
    assert s.players[M.MAYOR].magnate == (d, MIDDLE)


def test_his_record_never_holds_more_than_4_hexes():
    s = solo()
    before = sum(s.discard)
    for _ in range(6):
        push(s, ("mayor_exploit", M.MAYOR, FOREST))
    run(s)
    assert s.solo.record == [FOREST] * 4 and s.players[M.MAYOR].record == [0, 4, 0, 0]
    assert sum(s.discard) == before + 2     # the 5th and 6th hexes were discarded
    assert s.players[M.MAYOR].conflict == [False] * 4
    assert s.invariant_violations() == []


def test_town_hall_exploits_a_river_and_the_card_land():
    s = solo(layout=("trade", "wild", "electrify", "expand", "commit"))
    s.mm_district = 4
    put_card_on_deck(s, "mayor_09")         # hexes: forest, underground, river, mountain
    put_card_on_deck(s, "mayor_10")         # commit, expand, wild: revealed this turn
    s.players[M.MAYOR].res = [1, 0, 0, 0]
    events = mayor_takes_turn(s)
    assert [e.terrain for e in events if type(e).__name__ == "HexExploited"] == ["river", "forest"]
    assert s.solo.record[:2] == [RIVER, FOREST]


def test_expand_fills_the_tile_from_the_top_of_his_record():
    s = solo()
    s.cur_district = 0
    m = s.players[M.MAYOR]
    m.res[MATERIALS] = 4
    push(s, *[("mayor_exploit", M.MAYOR, t) for t in (MOUNTAIN, RIVER, FOREST)])
    run(s)
    s.district_tiles[2][1] = s.middle_stack.pop()
    put_card_on_deck(s, "mayor_03")         # highlights district 2
    a = M.expand_choice(s)
    assert a == A.ExpandDistrict(M.MAYOR, 2, 2)
    from game.core.daitoshi.flow import RESOLVE
    RESOLVE[type(a)](s, a, None)
    run(s)
    assert s.tile_hexes[2][2] == (MOUNTAIN, RIVER)
    assert s.solo.record == [-1, -1, FOREST, -1]
    # Conflict rewards by type: mountain 1 materials, river 1 food.
    assert m.res[MATERIALS] == 1 and m.res[FOOD] == 1
    assert s.invariant_violations() == []


def test_steam_water_coal_ignored_and_advisor_7_once_per_turn():
    s = solo()
    m = s.players[M.MAYOR]
    give(s, ("steam", "", 3), ("water", "", 2), ("coal", "", 1))
    assert m.steam == 0 and m.chimney == 0 and m.wealth == 0
    s.solo.kept = frozenset({"steam_wealth"})
    give(s, ("steam", "", 3), ("steam", "", 1))
    assert m.wealth == 1 and m.steam == 0
    s.turn += 1
    give(s, ("steam", "", 1))
    assert m.wealth == 2


def test_workers_fill_his_spaces_and_are_discarded_when_full_advisor_5():
    s = solo()
    m = s.players[M.MAYOR]
    put_card_on_deck(s, "mayor_02")         # a grey Worker takes its colour: green
    give(s, ("worker", "red", 2), ("worker", "any", 1))
    assert s.solo.workers == [RED, RED, GREEN, -1, -1, -1]
    give(s, ("worker", "blue", 3))
    assert -1 not in s.solo.workers and m.vp == 0        # full: the 7th is discarded
    s.solo.kept = frozenset({"workers"})
    give(s, ("worker", "blue", 2))
    assert m.vp == 10 and sum(m.workers) == 6
    assert s.invariant_violations() == []


def test_pilgrims_follow_the_track_shown_else_the_top_card_order():
    s = solo()
    m = s.players[M.MAYOR]
    put_card_on_deck(s, "mayor_04")         # underground, river, forest, mountain
    give(s, ("pilgrim", "any", 1))
    # the underground and land tracks are full of hexes at the start; the river's first 8
    # spaces are empty at 1-2 players: so the river.
    assert m.pilgrims == [0, -1, -1, -1]
    give(s, ("pilgrim", "forest", 1), ("pilgrim_run", "any", 2))
    assert m.pilgrims == [3, -1, -1, -1]


def test_progress_goes_to_the_invention_with_most_steps_left():
    s = solo()
    m = s.players[M.MAYOR]
    m.slots[1][0] = s.stacks["brilliant"].pop()    # 7 spaces: the most steps left
    give(s, ("progress", "", 1))
    assert m.progress[1][0] == 1 and m.progress[0][0] == 0


def test_give_back_removes_the_topmost_hex_advisor_6_adds_its_reward():
    s = solo()
    m = s.players[M.MAYOR]
    push(s, *[("mayor_exploit", M.MAYOR, t) for t in (MOUNTAIN, RIVER)])
    run(s)
    give(s, ("give_back", "", 1))
    assert s.solo.record == [-1, RIVER, -1, -1] and m.res[MATERIALS] == 0
    s.solo.kept = frozenset({"discard_reward"})
    give(s, ("give_back_conflict", "", 1))
    assert s.solo.record == [-1] * 4 and m.res[FOOD] == 2     # river: 1 food, twice
    assert s.invariant_violations() == []


def test_partnership_leftmost_city_and_advisor_8():
    s = solo()
    m = s.players[M.MAYOR]
    give(s, ("partnership", "any", 1))
    assert M.MAYOR in s.banners[0]
    s.solo.kept = frozenset({"banner_reward"})
    effect = s.c.cities[s.cities[1]].effect
    before = (m.vp, list(m.res), m.worm_bus)
    give(s, ("partnership", "any", 1))
    assert M.MAYOR in s.banners[1]
    assert (m.vp, list(m.res), m.worm_bus) != before or not effect


def test_city_effect_is_the_city_to_the_left():
    s = solo()
    m = s.players[M.MAYOR]
    s.cities[2] = "mountain_guild"          # energy, a yellow Worker, a mountain Pilgrim
    give(s, ("city_effect", "3", 1))
    assert m.res[ENERGY] == 1 and m.workers[YELLOW] == 1


def test_workshop_reward_is_the_outermost_of_his_district():
    s = solo()
    s.cur_district = 2
    s.district_tiles[2][1] = "middle_1"     # wealth 1, vp 1
    s.middle_stack.remove("middle_1")
    give(s, ("workshop_reward", "", 1))
    m = s.players[M.MAYOR]
    assert m.wealth == 1 and m.vp == 1


def test_mayor_produces_all_buildings_then_the_human_may_produce():
    s = solo()
    m = s.players[M.MAYOR]
    m.slots[1][0] = s.stacks["ordinary"].pop()
    s.players[0].steam = 0                  # the human could not pay anyway
    s.players[0].grant = False
    put_card_on_deck(s, "mayor_05")         # Expand, Trade (+ Commit): nothing he can pay
    events = mayor_takes_turn(s)
    turn = [e for e in events if isinstance(e, M.MayorTurn)]
    assert turn and turn[0].district == -1
    assert [e.building for e in events if type(e).__name__ == "BuildingActivated"] == [0, 1]
    assert m.progress[0][0] == 2 and m.progress[1][0] == 2   # the leader's double progress
    assert s.current_seats() == (0,) and s.decision_kind() == "turn"


def test_human_production_then_the_mayors_without_leader_rewards():
    s = new_game(1, 3, advisors=0)
    m = s.players[M.MAYOR]
    s.apply(A.StartProduction(0))
    assert s.decision_kind() == "produce" and s.current_seats() == (0,)
    assert m.progress[0][0] == 0            # he waits for the human to finish
    events = s.apply(A.EndProduction(0))
    his = events[:next(i for i, e in enumerate(events) if isinstance(e, M.MayorTurn))]
    his = [e for e in his if e.seat == M.MAYOR]
    assert [type(e).__name__ for e in his][:1] == ["BuildingActivated"]
    # his Basic Invention's Wealth has a pink tick: once only, he is not the leader
    assert [e.amount for e in his if type(e).__name__ == "Gained" and e.what == "wealth"] == [1]
    assert not any(type(e).__name__ == "Gained" and e.what.startswith("pilgrim") for e in his)


def test_all_ten_advisors_setup_effects_at_once():
    s = new_game(1, 5, advisors=10)
    m = s.players[M.MAYOR]
    assert len(s.solo.dealt) == 10
    assert s.solo.kept == {"progress_markers", "workers", "discard_reward", "steam_wealth",
                           "banner_reward", "best_pilgrim_twice", "end_pilgrims"}
    assert m.reputation >= 1                 # Advisor 1
    assert M.MAYOR in s.banners[0]           # Advisor 2
    assert m.improved[0][0]                  # Advisor 3
    assert m.progress[0][0] == len(s.c.inventions[m.slots[0][0]].progress) - 1
    assert all(m.progress[b][f] == 1 for b in range(3) for f in range(3) if m.slots[b][f] is None)
    assert sorted(c for c in s.solo.workers if c >= 0) == [BLUE, GREEN, YELLOW, RED]   # 5
    assert m.steam == 0 and not m.grant and not m.production_ready
    assert s.invariant_violations() == []


def test_advisor_4_installs_improved_on_a_floor_with_a_marker_past_upgrade():
    s = solo()
    m = s.players[M.MAYOR]
    s.solo.kept = frozenset({"progress_markers"})
    inv = next(i for i in s.stacks["ordinary"] if s.c.inventions[i].index_of("upgrade") == 1)
    s.stacks["ordinary"].remove(inv)
    m.progress[1][0] = 1
    push(s, ("install", M.MAYOR, inv))
    run(s)
    assert m.slots[1][0] == inv and m.improved[1][0] and m.progress[1][0] == 1


# --- the 2-player neutral Magnate and Mega-Machine rules -------------------------------------------

def test_neutral_magnate_leaves_his_district_3_districts_clockwise():
    s = example_table()                      # he goes to district 4, the Mega-Machine's
    s.neutral = (4, MIDDLE)
    put_card_on_deck(s, "mayor_05")
    mayor_takes_turn(s)
    assert s.players[M.MAYOR].magnate[0] == 4
    assert s.neutral == (2, MIDDLE)          # 4 + 3, clockwise
    assert s.mm_district == 3                # clean-up: 1 district counterclockwise


def test_mega_machine_skips_the_neutral_magnates_district_at_clean_up():
    s = example_table()
    s.neutral = (3, MIDDLE)
    put_card_on_deck(s, "mayor_05")
    mayor_takes_turn(s)
    assert s.players[M.MAYOR].magnate[0] == 4
    assert s.neutral == (3, MIDDLE)
    assert s.mm_district == 2                # 4 -> 3 is the neutral's district -> 2


def test_end_of_game_advisors_10_then_9_then_his_scoring():
    """END GAME SCORING (solo) 1: Advisor 10's 3 Pilgrim advances come before any scoring;
    2 Advisor 9 scores the biggest Pilgrim space twice."""
    s = solo()
    s.solo.dealt = ("advisor_09", "advisor_10")
    s.solo.kept = frozenset({"best_pilgrim_twice", "end_pilgrims"})
    m = s.players[M.MAYOR]
    put_card_on_deck(s, "mayor_01")         # river first: the land tracks are still full
    s.tasks = [("final_scoring",)]
    run(s)
    assert s.is_over() and m.pilgrims == [2, -1, -1, -1]
    parts = dict(s.mayor_score().breakdown)
    v = s.c.tracks[0].vp[2]
    assert parts["pilgrims"] == v and parts["best_pilgrim_again"] == v
    assert "river_penalty" not in parts and "river_penalty" in dict(s.scores()[0].breakdown)
    assert s.solo_outcome() == (s.scores()[0].total > s.mayor_score().total,
                                s.mayor_score().total)
