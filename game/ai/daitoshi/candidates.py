"""Which moves the search considers: the obvious ones it plays at once, and shortlists.

Each iteration of the search spends its first visits on every untried move of a node, so a wide
node of near-equal moves starves the moves that matter. Two kinds of Daitoshi decisions are
that wide without being hard:

- paying (GAINING AND SPENDING RESOURCES): every split of a resource and Wealth is offered,
  and spending the resource itself keeps the Wealth, which pays for anything; so the split
  with the most of the resource is played without thinking (`obvious`), and the tree considers
  it alone;
- Trade with up to 5 luxury goods at 5 Cities is up to 25 moves; the rewards run left to right,
  so a City is worth delivering all the goods one can, or only the first two (its VP and the
  Partnership), keeping the rest for another Trade: the shortlist keeps those per City.

The "up to N spaces" Pilgrim run takes the most spaces: the tracks' VP never fall outwards
(levels/daitoshi/board.toml) and the river penalty only falls.
"""

from __future__ import annotations

from game.core.daitoshi import actions as A
from game.core.daitoshi import prompts as P
from game.core.engine import Action


def obvious(view, seat: int, legal: list[Action]) -> Action | None:
    match view.prompt(seat):
        case P.PayPrompt():
            return max(legal, key=lambda a: a.own if type(a) is A.PayCost else -1)
        case P.PilgrimSpacesPrompt():
            return max(legal, key=lambda a: a.spaces if type(a) is A.ChoosePilgrimSpaces else -1)
    return None


def shortlist(state, seat: int, actions: list[Action]) -> list[Action]:
    kind = state.prompt_type(seat)   # the prompt's class, no prompt made (every tree node)
    if kind in (P.PayPrompt, P.PilgrimSpacesPrompt):
        best = obvious(state, seat, actions)
        return [best] if best is not None else actions
    if kind is P.ActionPrompt:
        most: dict[int, int] = {}
        for a in actions:
            if type(a) is A.TradeWithCity and a.goods > most.get(a.city, 0):
                most[a.city] = a.goods
        if not most:
            return actions
        return [a for a in actions if type(a) is not A.TradeWithCity
                or a.goods == most[a.city] or a.goods == 2]
    return actions
