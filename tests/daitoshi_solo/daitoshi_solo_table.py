"""A solo table for the Mayor's tests: a real game, arranged the way each rule needs it."""

from game.core.daitoshi import mayor as M
from game.core.daitoshi import new_game
from game.core.daitoshi.city_turn import RIGHT
from game.core.daitoshi.flow import push, run

FOOD, ENERGY, MATERIALS, LUXURY = range(4)
BLUE, GREEN, YELLOW, RED = range(4)
RIVER, FOREST, MOUNTAIN, UNDERGROUND = range(4)
INNER = {"trade": "harbour_quarter", "electrify": "power_quarter", "wild": "town_hall",
         "expand": "builders_quarter", "commit": "university_quarter"}


def solo(advisors=0, seed=7, layout=("trade", "electrify", "wild", "expand", "commit")):
    """A solo table with the inner tiles in `layout` (district 0..4), the Mayor's Magnate on the
    rightmost space of district 0, the neutral Magnate and the human's out of the way, and the
    Mayor with nothing but what a test gives him."""
    s = new_game(1, seed, advisors=advisors)
    for d, action in enumerate(layout):
        s.district_tiles[d][0] = INNER[action]
    m = s.players[M.MAYOR]
    m.magnate = (0, RIGHT)
    s.players[0].magnate = (0, RIGHT)
    s.neutral = None
    s.wealth_supply += m.wealth
    m.wealth = 0
    m.res = [0, 0, 0, 0]
    s.tasks, s._decision = [], None          # between turns: tests push the tasks they need
    return s


def put_card_on_pile(s, card_id):
    s.solo.deck.remove(card_id) if card_id in s.solo.deck else s.solo.pile.remove(card_id)
    s.solo.pile.append(card_id)


def put_card_on_deck(s, card_id):
    s.solo.deck.remove(card_id) if card_id in s.solo.deck else s.solo.pile.remove(card_id)
    s.solo.deck.append(card_id)


def example_table(bribe=True):
    """THE MAYOR'S DECK, Card Evaluation Example: the card shows Expand a District and Trade; the
    Mayor (yellow) has 1 construction material, 1 food, no Wealth, no ready Invention; clockwise
    from his Magnate: Electrify, the Town Hall, Expand, Commit with the Mega-Machine."""
    s = solo()
    s.mm_district = 4
    m = s.players[M.MAYOR]
    m.res = [1, 0, 1, 0]
    s.solo.bribe = bribe
    put_card_on_pile(s, "mayor_05")
    assert M.load_solo().cards["mayor_05"].actions == ("expand", "trade")
    return s


def mayor_takes_turn(s):
    """Run the Mayor's turn through the flow, as `apply` does after the human's."""
    s.tasks, s._decision, s.events = [("turn_start",)], None, []
    s.active = M.MAYOR
    run(s)
    return s.events


def give(s, *rewards):
    push(s, *[("reward", M.MAYOR, r) for r in rewards])
    run(s)


def put_on_record(s, *terrains):
    """Hexes from the box onto the Mayor's record, top to bottom."""
    for x in terrains:
        s.hex_box[x] -= 1
        s.solo.record[s.solo.record.index(-1)] = x
        s.players[M.MAYOR].record[x] += 1
