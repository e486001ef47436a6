"""Rules the worked examples do not cover, each citing its rulebook section."""

from game.core.daitoshi import actions as A
from game.core.daitoshi import new_game
from game.core.daitoshi.flow import push, run
from test_daitoshi_examples import answer_any, begin_turn, district_of, set_record, set_workers

BLUE, GREEN, YELLOW, RED = range(4)


def finish_turn(s, seat):
    while s.current_seats() == (seat,) and s.decision_kind() != "turn":
        legal = s.legal_actions(seat)
        skip = [a for a in legal if isinstance(a, (A.SkipAction, A.EndPlacing, A.EndProduction,
                                                   A.DeclinePartnership, A.StopAdvancing))]
        s.apply(skip[0] if skip else legal[0])


def test_town_hall_exploits_a_river_and_a_land_hex_in_any_order():
    """EXPLOIT: the Town Hall shows a river hex and a wild hex: a river hex and a land hex of
    your choice, in any order."""
    s = new_game(4, 31)
    d = district_of(s, "town_hall")
    begin_turn(s, 0, before=d)
    p = s.players[0]
    set_record(s, 0, [0, 0, 0, 0])
    set_workers(s, 0, [0, 0, 0, 0])
    s.apply(A.MoveMagnate(0, 1, 2))
    assert s.decision_kind() == "exploit"
    assert {a.track for a in s.legal_actions(0)} == {"river", "forest", "mountain", "underground"}
    s.apply(A.ExploitTrack(0, "mountain"))
    # the river hex is then no choice
    assert p.record == [1, 0, 1, 0] and p.workers == [1, 0, 1, 0]


def test_exploit_takes_the_top_of_a_stack_then_the_discard_pile():
    """EXPLOIT 1: the first hex from the Temple, the top one of a stack of 2; from the discard
    pile when the track is empty."""
    s = new_game(4, 32)
    forest = s.tracks[1]
    stacked = forest.index(2)
    for i in range(stacked):
        s.hex_box[1] += forest[i]
        forest[i] = 0
    push(s, ("exploit", 0, 1))
    s._decision, s.tasks = None, [("exploit", 0, 1)]
    run(s)
    answer_any(s, 0, "worker_full")
    assert forest[stacked] == 1
    for i in range(len(forest)):
        s.hex_box[1] += forest[i]
        forest[i] = 0
    s.discard[1], s.hex_box[1] = 1, s.hex_box[1] - 1
    record = s.players[0].record[1]
    s._decision, s.tasks = None, [("exploit", 0, 1)]
    run(s)
    assert s.discard[1] == 0 and s.players[0].record[1] == record + 1
    assert s.invariant_violations() == []


def test_end_trigger_plays_to_equal_turns_then_one_more_each():
    """END OF THE GAME: the next-to-last space revealed; play until all have played the same
    number of turns, then one more turn each, then score."""
    s = new_game(3, 33)
    s.turn = 7                       # the 8th turn: the third round's second player
    forest = s.tracks[1]
    for i in range(len(forest) - 2):
        s.hex_box[1] += forest[i]
        forest[i] = 0
    forest[-2] = 1
    s.hex_box[1] -= 1
    s._decision, s.tasks = None, [("exploit", s.active, 1)]
    run(s)
    assert s.last_turn == 11         # turn 8 ends round 2 (equal turns); round 3: turns 9-11
    s._decision, s.tasks = None, [("next_turn",)]
    run(s)
    turns = 0
    while not s.is_over():
        seat = s.current_seats()[0]
        if s.decision_kind() == "turn":
            turns += 1
        s.apply(s.legal_actions(seat)[-1])
    assert turns == 4                # turns 8, 9, 10 and 11
    assert s.final is not None


def test_conflict_flips_operation_tiles_and_keeps_two_workers_of_choice():
    """END OF TURN: 2+ hexes of a type flip its Operation tile; with the Workers tile on its
    Conflict side keep 2 Workers of your choice; under 2 hexes flips it back."""
    s = new_game(4, 34)
    p = s.players[0]
    set_record(s, 0, [0, 0, 2, 0])       # mountain Yōkai: the Workers tile (NOTES.md)
    set_workers(s, 0, [2, 1, 1, 1])
    s._decision, s.tasks, s.active = None, [("end_of_turn", 0)], 0
    run(s)
    assert p.conflict == [False, False, True, False]
    assert s.decision_kind() == "conflict_discard"
    s.apply(A.DiscardWorker(0, "blue"))
    s.apply(A.DiscardWorker(0, "red"))
    s.apply(A.DiscardWorker(0, "blue"))
    assert p.workers == [0, 1, 1, 0] and s.invariant_violations() == []
    set_record(s, 0, [0, 0, 1, 0])
    s._decision, s.tasks = None, [("end_of_turn", 0)]
    run(s)
    assert p.conflict == [False, False, False, False]


def test_conflict_side_costs_and_progress():
    """Yōkai table: buildings cost 2/3/7 and Progress is 0 (1 for the leader) on Conflict."""
    s = new_game(2, 35)
    seat = s.current_seats()[0]
    p = s.players[seat]
    other = s.players[1 - seat]
    other.grant = False
    other.steam = 0
    p.conflict = [False, True, False, True]
    p.steam = 2
    begin_turn(s, seat)
    s.apply(A.StartProduction(seat))
    s.apply(A.ActivateBuilding(seat, 0))
    assert p.steam == 0 and p.progress[0][0] == 1     # leader on Conflict: once


def test_a_full_worker_factory_discards_one_of_choice():
    """EXPLOIT 3: with all Worker spaces full, remove one to store the new Worker, or discard it."""
    s = new_game(4, 36)
    p = s.players[0]
    set_workers(s, 0, [3, 3, 0, 0])
    s._decision, s.tasks = None, [("reward", 0, ("worker", "red", 1))]
    run(s)
    assert s.decision_kind() == "worker_full"
    assert {a.colour for a in s.legal_actions(0)} == {"blue", "green", "red"}
    s.apply(A.DiscardWorker(0, "green"))
    assert p.workers == [3, 2, 0, 1]


def test_pilgrims_never_step_onto_a_hex():
    """OFFERING GIFTS: never place or advance a Pilgrim onto a space with a hex; the reward is
    forgone."""
    s = new_game(4, 37)
    p = s.players[0]
    s._decision, s.tasks = None, [("reward", 0, ("pilgrim", "forest", 2))]
    run(s)
    assert p.pilgrims[1] == -1
    s.hex_box[1] += s.tracks[1][0]
    s.tracks[1][0] = 0
    s._decision, s.tasks = None, [("reward", 0, ("pilgrim", "forest", 2))]
    run(s)
    assert p.pilgrims[1] == 0


def test_two_players_the_neutral_magnate_moves_away():
    """SETUP, 2-Player Games Only, and MOVE YOUR MAGNATE: the non-player Magnate moves 3 districts
    clockwise to the middle space; the Mega-Machine there moves 1 district counterclockwise."""
    s = new_game(2, 38)
    assert s.neutral is not None and s.neutral[1] == 1
    d = s.neutral[0]
    begin_turn(s, 0, before=d)
    s.neutral = (d, 1)
    s.mm_district = (d + 3) % 5
    s.apply(A.MoveMagnate(0, 1, 2))
    assert s.neutral == ((d + 3) % 5, 1)
    assert s.mm_district == (d + 2) % 5


def test_cleanup_moves_the_mega_machine_and_resets_the_production_token():
    """CLEAN UP: the Mega-Machine in your district moves 1 district counterclockwise, its Worker
    with it; the Production token returns to the middle."""
    s = new_game(4, 39)
    d = district_of(s, "power_quarter")
    s.mm_district = d
    s.mm_worker = RED
    s.worker_supply[RED] -= 1
    begin_turn(s, 0, before=d)
    s.players[0].production_ready = False
    s.apply(A.MoveMagnate(0, 1, 2))
    finish_turn(s, 0)
    assert s.mm_district == (d - 1) % 5 and s.mm_worker == RED
    assert s.players[0].production_ready


def test_production_needs_the_token_in_the_middle():
    """THE PRODUCTION TURN: only with the token in the middle; a City Turn brings it back."""
    s = new_game(3, 40)
    seat = s.current_seats()[0]
    assert A.StartProduction(seat) in s.legal_actions(seat)
    s.players[seat].production_ready = False
    begin_turn(s, seat)
    assert A.StartProduction(seat) not in s.legal_actions(seat)


def test_wealth_stands_in_for_resources_but_never_for_steam():
    """GAINING AND SPENDING RESOURCES: Wealth is wild; Steam is not a resource."""
    s = new_game(4, 41)
    d = district_of(s, "harbour_quarter")
    begin_turn(s, 0, before=d)
    p = s.players[0]
    p.res[3] = 0
    s.wealth_supply -= 3 - p.wealth
    p.wealth = 3
    p.steam = 2
    s.apply(A.MoveMagnate(0, 1, 2))
    answer_any(s, 0, "worker_full")
    answer_any(s, 0, "partnership")
    trades = [a for a in s.legal_actions(0) if isinstance(a, A.TradeWithCity)]
    assert trades and max(a.goods for a in trades) == 3
    assert all(s.c.cities[s.cities[a.city]].steam <= p.steam for a in trades)


def _gain(s, seat, reward):
    s._decision, s.tasks = None, [("reward", seat, reward)]
    run(s)


def test_government_grant_activates_every_building_for_free_once():
    """THE PRODUCTION TURN: once per game, activate all buildings without Steam, returning the
    Government Grant tile."""
    from test_daitoshi_examples import install
    s = new_game(2, 42)
    seat = s.current_seats()[0]
    p = s.players[seat]
    install(s, seat, 1, 0, "ordinary_01")
    s.players[1 - seat].grant = False
    p.steam = 0
    begin_turn(s, seat)
    s.apply(A.StartProduction(seat))
    assert s.legal_actions(seat) == [A.UseGovernmentGrant(seat), A.EndProduction(seat)]
    s.apply(A.UseGovernmentGrant(seat))
    answer_any(s, seat, "pilgrim")
    assert not p.grant and p.steam >= 0
    assert p.progress[0][0] == 2 and p.progress[1][0] == 2     # both buildings, leader: twice


def test_unused_grant_gives_three_progress_advances_at_the_end():
    """END GAME SCORING: a Government Grant still held makes up to 3 Progress advances."""
    s = new_game(2, 43)
    p = s.players[s.start_seat]
    s._decision, s.tasks = None, [("final_grant", s.start_seat)]
    run(s)
    assert s.decision_kind() == "progress"
    for _ in range(3):
        s.apply(A.AdvanceProgress(s.start_seat, 0, 0))
    assert p.progress[0][0] == 3 and not p.grant


def test_university_inventions_cannot_be_donated():
    """CONTRIBUTE: a University Invention can never be donated, even past the icon."""
    from game.core.daitoshi.city_actions import mm_ready
    from test_daitoshi_examples import install
    s = new_game(4, 44)
    uni = s.university_stack[0]
    install(s, 0, 1, 0, uni, progress=len(s.c.inventions[uni].progress) - 1)
    install(s, 0, 2, 0, "ordinary_02", progress=3)
    assert not mm_ready(s, 0, 1, 0) and mm_ready(s, 0, 2, 0)


def test_two_players_the_mega_machine_skips_the_neutral_magnates_district():
    """CLEAN UP, 2-Player Games Only: a Mega-Machine moving into the non-player Magnate's district
    moves 1 more district."""
    s = new_game(2, 45)
    d = district_of(s, "power_quarter")
    begin_turn(s, 0, before=d)
    s.mm_district = d
    s.neutral = ((d - 1) % 5, 1)
    s.apply(A.MoveMagnate(0, 1, 2))
    finish_turn(s, 0)
    assert s.mm_district == (d - 2) % 5


def test_pilgrim_city_runs_up_to_three_spaces_on_one_track():
    """CITIES, lead a Production Turn: up to 3 Pilgrim spaces, all on the same track."""
    s = new_game(4, 46)
    for t in (1, 2):
        for i in range(2):
            s.hex_box[t] += s.tracks[t][i]
            s.tracks[t][i] = 0
    p = s.players[0]
    _gain(s, 0, ("pilgrim_run", "any", 3))
    assert {a.track for a in s.legal_actions(0)} == {"forest", "mountain"}
    s.apply(A.ChoosePilgrimTrack(0, "mountain"))
    assert s.legal_actions(0) == [A.ChoosePilgrimSpaces(0, "mountain", n) for n in (1, 2)]
    s.apply(A.ChoosePilgrimSpaces(0, "mountain", 2))
    assert p.pilgrims == [-1, -1, 1, -1]          # 2 spaces free: the third is lost


def test_mountain_fair_gives_the_mega_machine_workshop_with_upgrades():
    """CITIES: the Mega-Machine Workshop's reward, including any Upgrades."""
    s = new_game(4, 47)
    s.mm = "prestige"
    s.mm_installed = ("bonus_steam",)
    p = s.players[0]
    steam, prestige = p.steam, p.prestige
    _gain(s, 0, ("mm_workshop", "", 1))
    assert p.prestige == prestige + 1 and p.steam == steam + 3


def test_moth_city_copies_another_city_in_play():
    """CITIES, Trade: gain the effect of any other City in play (never itself)."""
    s = new_game(4, 48)
    s.cities[0], s.cities[1] = "moth_city", "river_port"
    _gain(s, 0, ("city_effect", "0", 1))
    assert A.ChooseCityEffect(0, 0) not in s.legal_actions(0)
    vp = s.players[0].vp
    s.apply(A.ChooseCityEffect(0, 1))
    assert s.players[0].vp == vp + 9


def test_resources_never_exceed_nine():
    """GAINING AND SPENDING RESOURCES: no more than 9 of a type."""
    s = new_game(4, 49)
    p = s.players[0]
    p.res[0] = 8
    _gain(s, 0, ("food", "", 3))
    assert p.res[0] == 9


def test_vp_track_loops_at_100():
    """GENERAL RULES: the Emblem flips at 100 VP and comes off at 200."""
    s = new_game(2, 50)
    s.players[0].vp = 234
    assert s.vp_track(0) == (34, 2)
