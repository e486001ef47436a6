"""The state's queries that the tables, the words and the AI ask instead of reading the rules'
data themselves (game/ARCHITECTURE.md, "The engine protocol": its queries) answer the
rulebook's numbers."""

from game.core.daitoshi import new_game
from game.core.daitoshi.city_turn import magnate_steams


def test_building_a_district_costs_2_or_4_materials_and_renovating_3():
    """EXPAND A DISTRICT: the Middle space 2 construction materials, the Outer 4; RENOVATE 3."""
    state = new_game(players=2, seed=1)
    assert [state.expand_cost(d, 1) for d in range(5)] == [2] * 5
    assert [state.expand_cost(d, 2) for d in range(5)] == [4] * 5
    assert state.renovate_cost() == 3


def test_an_arrow_gives_3_steam_or_2_in_conflict():
    """THE STEAM ENGINE TRACK: the first Operation tile says 3 Steam an arrow, 2 on its Conflict
    side; each seat's own tile counts."""
    state = new_game(players=2, seed=1)
    state.players[1].conflict[0] = True
    assert [state.steam_per_arrow(0), state.steam_per_arrow(1)] == [3, 2]


def test_the_table_of_magnate_steam_is_each_moves_own():
    """MOVE YOUR MAGNATE FORWARD: the table the rollout reads (`magnate_steams`, by steps * 3 +
    space) holds each move's Steam as the state's query tells it: 0 to 2 districts free, 1 Steam
    for each beyond, the space's own 2/1/0 added."""
    state = new_game(players=2, seed=1)
    table = magnate_steams(state)
    assert table == tuple(state.magnate_steam(steps, space) for steps in range(6)
                          for space in range(3))
    assert table[1 * 3 + 0] == 2 and table[2 * 3 + 2] == 0 and table[5 * 3 + 1] == 4
