"""What an Arigatō village has and lacks, as the AI weighs it: what its residents still need,
how likely a missing item is to come, whether a trade helps or breaks tonight's objective; and
the weights the evaluation, the dawn's values and the rollout policy share
(game/ai/arigato/heuristics.py)."""

from __future__ import annotations

from collections import Counter

from game.ai.arigato.tonight import ITEM_OBJECTIVES
from game.core.arigato.objectives import count, met
from game.core.arigato.state import DAWN, DAY


NEEDED_ITEM = 0.25          # points an item is worth when a resident still needs it
                            # (little: the resident's completion chance already counts it)
SPARE_ITEM = 0.2            # ... and when nobody needs it (trades, objectives)
WAITING = 0.7               # share of a waiting resident's favor, times its completion chance
OFFERED = 0.98              # share of an offered artisan's favor counted before the gate (it
                            # can go at any dawn or day; a hair less, so that nothing else equal
                            # it goes now)
TONIGHT_DAY = 0.95          # share of tonight's dusk gains counted during the day ...
TONIGHT_DAWN = 0.6          # ... and at dawn, before the reveal and the day's moves
ASSIGN_CANDIDATES = 12      # dawn assignments the search considers (of up to 120)
DAY_SHARE = 0.5             # share of the search's budget a move of the day gets (dawn: all)
MINOR_SHARE = 0.3           # ... and a bonus's items or a discard at dusk
TOMORROW = 0.35             # weight of tomorrow's objective in a dawn assignment's value


def breaks_objective(state, village, give: int, take: int) -> bool:
    """A trade would undo tonight's items objective, met so far."""
    objective = state.objectives.get(state.day)
    if objective is None or objective.what not in ITEM_OBJECTIVES or not met(state, village,
                                                                               objective):
        return False
    items = village.items
    items[give] -= 2
    items[take] += 1
    try:
        return not met(state, village, objective)
    finally:
        items[give] += 2
        items[take] -= 1


def trade_helps(state, village, objective, give: int, take: int) -> bool:
    """A trade of two `give` for one `take` raises the measure of an items objective."""
    before = count(state, village, objective)
    items = village.items
    items[give] -= 2
    items[take] += 1
    try:
        return count(state, village, objective) > before
    finally:
        items[give] += 2
        items[take] -= 1


def rounds_for_items(state, village) -> int:
    """Rounds in which this village will still receive craftsmen's items (today's included)."""
    days = state.content.counts["days"]
    left = days - state.day
    if state.phase == DAWN or (state.phase == DAY and village.craftsmen):
        left += 1
    return left


def needs(state, village, extra: tuple[int, ...] = ()) -> Counter:
    """Items still owed by the residents without an offering (plus cards in `extra`)."""
    cards = state.content.cards
    need: Counter = Counter()
    get = need.get
    # counted item by item: Counter.update's checks cost more than these few items (the keys
    # enter in the same order)
    for s, c in enumerate(village.workshops):
        if c > 0 and not village.offerings[s]:
            for i in cards[c].cost:
                need[i] = get(i, 0) + 1
    for c in extra:
        for i in cards[c].cost:
            need[i] = get(i, 0) + 1
    return need


def missing(cost, items) -> int:
    """Items of `cost` (a tuple of item indices, repeats allowed) that `items` lacks."""
    lacking = 0
    for i in set(cost):
        short = cost.count(i) - items[i]
        if short > 0:
            lacking += short
    return lacking


def completion_chance(lacking: int, rounds: int, day_left: bool) -> float:
    if lacking == 0:
        return 0.95 if (rounds > 0 or day_left) else 0.0
    if rounds <= 0:
        return 0.0
    return max(0.0, min(0.9, 1.0 - lacking / (2.2 * rounds + 0.8)))
