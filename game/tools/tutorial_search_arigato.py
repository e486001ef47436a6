"""Arigatō's tutorial search (game/tools/tutorial_search.py): the first 3 days of a 2-player game
on calendar sides A and A, the player steered towards an offering, a trade and an effect."""

from __future__ import annotations

from collections import Counter

from game.ai.agents import make_agent
from game.core import registry
from game.core.arigato.actions import AssignRoles, EmptyWorkshop, Trade, UseEffect
from game.core.rng import Rng
from game.tools.tutorial_search import PLAYER, choose

OPTIONS = 'calendar = "AA"'     # the skeleton's options (tutorial.toml)
DAYS = 3
LESSONS = ("prepare_offering", "to_palace", "use_effect", "trade")


def find(seed: int):
    """(moves, lessons seen, how) when this seed's game holds every lesson, else None."""
    found = first_days(seed)
    if found is None or not all(found[1][k] for k in LESSONS):
        return None
    return found[0], found[1], ""


def first_days(seed: int, days: int = DAYS):
    """(player's and opponent's moves, lessons seen) of the first `days` days, or None."""
    state = registry.spec("arigato").new_game(players=2, seed=seed, calendar="AA")
    agent, rng = make_agent("policy"), Rng(seed)
    moves: list = []
    seen: Counter = Counter()
    while state.day <= days and not state.is_over():
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        choice = choose(agent, state, seat, legal, rng)
        if seat == PLAYER:
            trades = [a for a in legal if isinstance(a, Trade)]
            uses = [a for a in legal if isinstance(a, UseEffect) and a.use]
            if uses:
                choice = uses[0]
            elif trades and not seen["trade"] and state.day >= 2:
                choice = trades[0]
            if isinstance(choice, AssignRoles) and not _roles_told_by_type(state, choice):
                return None
            if isinstance(choice, EmptyWorkshop) and state.villages[seat].offerings[choice.slot]:
                seen["to_palace"] += 1
            seen[choice.kind] += 1
        moves.append(choice)
        state.apply(choice)
    return moves, seen


def _roles_told_by_type(state, action) -> bool:
    """Each type in the hand has one role, so the coach's words (cards named by type) name one
    assignment only."""
    cards = state.content.cards
    role = {}
    for c in state.villages[action.seat].hand:
        r = "resident" if c == action.resident else "traveler" if c in action.travelers else "craftsman"
        if role.setdefault(cards[c].type, r) != r:
            return False
    return True
