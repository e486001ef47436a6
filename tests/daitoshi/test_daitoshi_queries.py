"""The state's queries that the tables, the words and the AI ask instead of reading the rules'
data themselves (game/ARCHITECTURE.md, "The engine protocol": its queries) answer the
rulebook's numbers."""

from game.core.daitoshi import new_game
from game.core.daitoshi.city_turn import magnate_steams
from game.core.rng import Rng


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


def test_the_prompts_type_is_the_prompts_own_class():
    """`prompt_type` (what the rollout policy picks its rule by) names the class of the prompt
    `prompt` makes, for the seat asked and None for the others, at every decision of random
    games of 1 to 4 players, expert ones among them (the draft's prompt)."""
    kinds = set()
    for players, expert in ((1, False), (2, True), (3, False), (4, True)):
        state, rng = new_game(players=players, seed=players, expert=expert), Rng(players)
        for _ in range(400):
            if state.is_over():
                break
            seat = state.current_seats()[0]
            for other in range(len(state.players)):
                prompt = state.prompt(other)
                assert state.prompt_type(other) is (type(prompt) if prompt is not None else None)
            kinds.add(state.prompt_type(seat))
            legal = state.legal_actions(seat)
            state.apply(legal[rng.below(len(legal))])
    assert len(kinds) >= 10
