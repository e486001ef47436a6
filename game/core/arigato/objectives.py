"""DUSK B: the objective of the day, from the calendar (objective iconography)."""

from __future__ import annotations

from game.core.arigato.components import Objective
from game.core.arigato.state import ArigatoState, Village


def count(state: ArigatoState, village: Village, objective: Objective, joining: int = 0) -> int:
    """How far the village gets on the objective's measure (met when >= objective.count);
    `joining`, an artisan about to stand in one of its empty workshops (the resident a player is
    placing at dawn: revealed by dusk, it counts tonight), counted as if it were there."""
    what = objective.what
    items = village.items
    if what == "items":
        return sum(items)
    if what == "identical_items":
        return max(items)
    if what == "different_items":
        return sum(1 for n in items if n > 0)
    if what == "offering_cards":  # only artisans still in a workshop carry a token
        return village.offering_count() if objective.where != "gate" else 0
    cards = state.content.cards
    pool = []
    if objective.where in ("village", "both"):
        pool = [c for c in village.workshops if c > 0]
        if joining > 0:
            pool.append(joining)
    if objective.where in ("gate", "both"):
        pool += village.gate
    if what == "cards":
        return len(pool)
    if what == "dusk_cards":
        return sum(1 for c in pool if cards[c].dusk)
    types = [cards[c].type for c in pool]
    if what == "same_type":
        return max((types.count(t) for t in set(types)), default=0)
    if what == "different_types":
        return len(set(types))
    raise ValueError(f"unknown objective {what!r}")


def joining_count(state: ArigatoState, village: Village, objective: Objective):
    """`count(state, village, objective, joining)` as a function of `joining` alone, for the
    residents a dawn weighs one after another (game/ai/arigato/dawn.py): what the village
    already holds is counted once. The same measure as `count` for any joining artisan
    (tests/arigato/test_arigato_joining_count.py); the items' measures, which no artisan
    changes, once and for all."""
    what = objective.what
    if what in ("items", "identical_items", "different_items", "offering_cards"):
        reached = count(state, village, objective)
        return lambda joining: reached
    cards = state.content.cards
    joins = objective.where in ("village", "both")   # a joining artisan stands in the village
    pool = []
    if joins:
        pool += [c for c in village.workshops if c > 0]
    if objective.where in ("gate", "both"):
        pool += village.gate
    if what == "cards":
        n = len(pool)
        return lambda joining: n + 1 if joins and joining > 0 else n
    if what == "dusk_cards":
        n = sum(1 for c in pool if cards[c].dusk)
        return lambda joining: n + 1 if joins and joining > 0 and cards[joining].dusk else n
    types = [cards[c].type for c in pool]
    if what == "same_type":
        per_type = {t: types.count(t) for t in set(types)}
        most = max(per_type.values(), default=0)
        return lambda joining: max(most, per_type.get(cards[joining].type, 0) + 1) \
            if joins and joining > 0 else most
    if what == "different_types":
        kinds = set(types)
        n = len(kinds)
        return lambda joining: n + (cards[joining].type not in kinds) \
            if joins and joining > 0 else n
    raise ValueError(f"unknown objective {what!r}")


def met(state: ArigatoState, village: Village, objective: Objective) -> bool:
    return count(state, village, objective) >= objective.count
