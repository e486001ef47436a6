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
        pool += [c for c in village.workshops if c > 0] + ([joining] if joining > 0 else [])
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


def met(state: ArigatoState, village: Village, objective: Objective) -> bool:
    return count(state, village, objective) >= objective.count
