"""Arigatō's evaluation: what a village will have scored at the end of the game, in favor, and
the parts of it beyond the favor banked (`later_parts`), which a hint and a review's "Why" name.

The favor banked (END OF THE GAME: the objective table, the favor tokens, the palace gate's
cards) is counted as it stands; beyond it, by part:

- "objectives": objective tokens through the END OF THE GAME table, counting today's objective
  when it is already met and each later objective day as a coin toss (the table is convex: 5
  tokens are worth 15, 10 are worth 55, so a steady objective-taker is valued as such), less
  the table's favor for the tokens held (banked);
- "dusk": DUSK A tonight, the dusk-icon artisans' gains with the village as it stands (an
  offering kept in the village for them is worth its favor and theirs);
- "offered": artisans with an offering token, almost their full favor (they still have to be
  sent to the palace gate, "the artisans in your workshops ... do not score points");
- "waiting": artisans without one, their favor times a chance that shrinks with the items still
  missing and the rounds left to gather them;
- "items": the items in the personal supply, worth most when a resident needs them, a little
  otherwise, nothing beyond the 7 kept at dusk;
- "favor_bonus": the way to the next FAVOR BONUS's threshold (2 items).
"""

from __future__ import annotations

from collections import Counter

from game.ai.arigato.tonight import OBJECTIVE_CHANCE, dusk_points, interp
from game.ai.arigato.village import (NEEDED_ITEM, OFFERED, SPARE_ITEM, TONIGHT_DAWN, TONIGHT_DAY,
                                     WAITING, completion_chance, missing, rounds_for_items)
from game.core.arigato.objectives import met
from game.core.arigato.state import DAWN, DAY, DUSK, OVER

#: the parts of the evaluation beyond the favor banked, in `later_parts`'s order
LATER_KEYS = ("objectives", "dusk", "offered", "waiting", "items", "favor_bonus")


def evaluate(state, seat: int) -> float:
    """What the village of `seat` can expect to end the game with, in favor (the real score once
    the game is over)."""
    if state.phase == OVER:
        return float(state.scores()[seat].total)
    v = state.villages[seat]
    table = state.content.objective_table
    cards = state.content.cards
    # the favor banked, as `State.scores` counts it (without building every village's Score)
    banked = v.favor + sum(cards[c].favor for c in v.gate) + table[min(v.objectives, len(table) - 1)]
    return float(banked) + sum(_later(state, seat))


def later_parts(state, seat: int) -> tuple[tuple[str, float], ...]:
    """What the evaluation adds to the favor banked, by part (`LATER_KEYS`), in favor: their sum
    is the evaluation's "later" points; what a hint's reason says of them (game/ai/hint.py)."""
    return tuple(zip(LATER_KEYS, _later(state, seat)))


def _later(state, seat: int) -> tuple[float, ...]:
    """The parts of `LATER_KEYS`, in its order (a game not over)."""
    content = state.content
    cards = content.cards
    v = state.villages[seat]
    table = content.objective_table

    # objective tokens: today's counted when already met, the days to come as coin tosses
    tokens = float(v.objectives)
    future = sum(1 for d in state.objectives if d > state.day)
    today = state.objectives.get(state.day)
    before_dusk_b = state.phase != DUSK or v.dusk_step < 2
    if today is not None and before_dusk_b:
        if met(state, v, today):
            tokens += 0.9
        else:
            future += 0.4
    objectives = interp(table, tokens + OBJECTIVE_CHANCE * future) \
        - table[min(v.objectives, len(table) - 1)]
    dusk = 0.0
    if state.phase != DUSK or v.dusk_step == 0:
        dusk = (TONIGHT_DAY if state.phase != DAWN else TONIGHT_DAWN) * dusk_points(state, v)

    # artisans and items
    items = list(v.items)
    for c in v.craftsmen:  # committed at dawn, paid out at the start of the day
        if c > 0:
            items[cards[c].item] += 1
    rounds = rounds_for_items(state, v)
    day_left = state.phase in (DAWN, DAY)
    # the final round: an offering still in a workshop when the day is over scores nothing
    # ("the artisans in your workshops ... do not score points")
    lost = state.final_round and (state.phase == DUSK or (state.phase == DAY and v.done))
    need: Counter = Counter()
    offered = waiting = 0.0
    for s, c in enumerate(v.workshops):
        if c <= 0:
            continue
        if v.offerings[s]:
            offered += 0.0 if lost else OFFERED * cards[c].favor
            continue
        cost = cards[c].cost
        waiting += WAITING * cards[c].favor * completion_chance(missing(cost, items), rounds, day_left)
        for i in cost:      # need.update(cost), without Counter.update's checks
            need[i] += 1
    kept = 0
    worth = 0.0
    limit = content.counts["item_limit"]
    for i, n in enumerate(items):
        useful = min(n, need[i])
        worth += NEEDED_ITEM * useful
        kept += useful
    spare = sum(items) - kept
    worth += SPARE_ITEM * max(0, min(spare, limit - kept))
    # favor bonus: the next 10-favor threshold gives 2 items
    bonus = 0.1 * (v.favor % content.counts["favor_bonus_step"])
    return objectives, dusk, offered, waiting, worth, bonus


def items_held(state, seat: int) -> float:
    """The items in the village's personal supply, those its craftsmen bring at the day's start
    among them: the units of the "items" part."""
    v = state.villages[seat]
    return float(sum(v.items) + sum(1 for c in v.craftsmen if c > 0))
