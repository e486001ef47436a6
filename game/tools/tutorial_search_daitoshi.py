"""Daitoshi's tutorial search (game/tools/tutorial_search.py): six turns of a 2-player game that
the player starts, steered by a plan through each kind of Magnate space, a Worker, a Production
turn and a Trade (a Conflict and an Exploit must happen on the way)."""

from __future__ import annotations

from collections import Counter

from game.ai.agents import make_agent
from game.core import registry
from game.core.daitoshi import actions as A
from game.core.daitoshi import events as E
from game.core.rng import Rng
from game.tools.tutorial_search import PLAYER, choose

OPTIONS = ""                    # the skeleton's options (tutorial.toml): none
PLANS = ("right middle production left trade any", "middle right production left trade any",
         "right production middle trade left any", "middle production right left trade any")
LESSONS = ("worker", "trade", "conflict", "production", "exploit", "space0", "space1", "space2")


def find(seed: int):
    """(moves, lessons seen, how) of the first plan whose game holds every lesson, else None."""
    for plan in PLANS:
        found = six_turns(seed, plan)
        if found is not None and all(found[1][k] for k in LESSONS):
            return found[0], found[1], f"plan: {plan}"
    return None


def six_turns(seed: int, plan: str):
    """(player's and opponent's moves, lessons seen) of the plan's turns, or None when the
    player does not start or the plan cannot be followed."""
    state = registry.spec("daitoshi").new_game(players=2, seed=seed)
    if state.start_seat != PLAYER:
        return None
    agent, rng = make_agent("policy"), Rng(seed)
    turns = plan.split()
    moves: list = []
    seen: Counter = Counter()
    turn = -1
    while not state.is_over():
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        wants = turns[turn] if 0 <= turn < len(turns) else "any"
        if seat == PLAYER and any(isinstance(a, (A.MoveMagnate, A.StartProduction)) for a in legal):
            turn += 1
            if turn >= len(turns):
                break
            wants = turns[turn]
            space = {"left": 0, "middle": 1, "right": 2}.get(wants)
            if space is not None:
                legal = [a for a in legal if isinstance(a, A.MoveMagnate) and a.space == space]
            elif wants == "production":
                legal = [a for a in legal if isinstance(a, A.StartProduction)]
            elif wants == "trade":
                legal = [a for a in legal if isinstance(a, A.MoveMagnate)]
            if not legal:
                return None
        choice = choose(agent, state, seat, legal, rng)
        if seat == PLAYER:
            workers = [a for a in legal if isinstance(a, A.PlaceWorker)]
            trades = [a for a in legal if isinstance(a, A.TradeWithCity)]
            if workers and wants in ("left", "middle"):
                choice = workers[0]
            if trades and wants == "trade":
                choice = trades[-1]
        moves.append(choice)
        for ev in state.apply(choice):
            if ev.seat == PLAYER:
                _lesson_seen(ev, seen)
        if seat == PLAYER and isinstance(choice, A.MoveMagnate):
            seen[f"space{choice.space}"] += 1
    if turn < len(turns):
        return None
    return moves, seen


def _lesson_seen(ev, seen: Counter) -> None:
    if isinstance(ev, E.WorkerPlaced):
        seen["worker"] += 1
    if isinstance(ev, E.Traded):
        seen["trade"] += 1
    if isinstance(ev, E.ConflictChecked) and ev.conflict_tiles:
        seen["conflict"] += 1
    if isinstance(ev, E.ProductionStarted):
        seen["production"] += 1
    if isinstance(ev, E.HexExploited):
        seen["exploit"] += 1
