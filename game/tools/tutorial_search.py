"""Find a seed for a tutorial (issue 19): a 2-player game whose first moves let every lesson
happen, and the moves that show them.

    python -m game.tools.tutorial_search arigato --seeds 1-400
    python -m game.tools.tutorial_search daitoshi --seeds 1-400

For each seed the player (seat 0) is played by the game's policy, steered towards the lessons
(an offering, a trade, an effect; for Daitoshi each kind of Magnate space, a Worker, a
Production turn, a Trade), the opponent by the policy alone. The first seed whose game holds
every lesson is printed as the skeleton of `levels/<game>/tutorial.toml`: the seed, the
player's moves (one `[[step]]` per turn part, with the parts of the table each concerns) and the
opponent's moves. The sentences are then written by hand.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from game.ai.agents import make_agent
from game.core import registry
from game.core.arigato.actions import AssignRoles, EmptyWorkshop, Trade, UseEffect
from game.core.daitoshi import actions as A
from game.core.daitoshi import events as E
from game.core.rng import Rng

PLAYER = 0


def _pattern(action) -> str:
    return action.text().replace(f" seat={action.seat}", "", 1)


def _choose(agent, state, seat, legal, rng):
    return agent.choose(state.view(seat), seat, legal, rng)


# --- Arigatō: the first 3 days -------------------------------------------------------------------
def arigato_game(seed: int, days: int = 3):
    """(player's moves, opponent's moves, lessons seen) of the first `days` days, or None."""
    state = registry.spec("arigato").new_game(players=2, seed=seed, calendar="AA")
    agent, rng = make_agent("policy"), Rng(seed)
    moves: list = []
    seen: Counter = Counter()
    while state.day <= days and not state.is_over():
        seat = state.current_seats()[0]
        legal = state.legal_actions(seat)
        choice = _choose(agent, state, seat, legal, rng)
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


def arigato_ok(seen) -> bool:
    return all(seen[k] for k in ("prepare_offering", "to_palace", "use_effect", "trade"))


# --- Daitoshi: six turns ---------------------------------------------------------------------------
PLANS = ("right middle production left trade any", "middle right production left trade any",
         "right production middle trade left any", "middle production right left trade any")


def daitoshi_game(seed: int, plan: str):
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
        choice = _choose(agent, state, seat, legal, rng)
        if seat == PLAYER:
            workers = [a for a in legal if isinstance(a, A.PlaceWorker)]
            trades = [a for a in legal if isinstance(a, A.TradeWithCity)]
            if workers and wants in ("left", "middle"):
                choice = workers[0]
            if trades and wants == "trade":
                choice = trades[-1]
        moves.append(choice)
        events = state.apply(choice)
        for ev in events:
            if ev.seat == PLAYER and isinstance(ev, E.WorkerPlaced):
                seen["worker"] += 1
            if ev.seat == PLAYER and isinstance(ev, E.Traded):
                seen["trade"] += 1
            if ev.seat == PLAYER and isinstance(ev, E.ConflictChecked) and ev.conflict_tiles:
                seen["conflict"] += 1
            if ev.seat == PLAYER and isinstance(ev, E.ProductionStarted):
                seen["production"] += 1
            if ev.seat == PLAYER and isinstance(ev, E.HexExploited):
                seen["exploit"] += 1
        if seat == PLAYER and isinstance(choice, A.MoveMagnate):
            seen[f"space{choice.space}"] += 1
    if turn < len(turns):
        return None
    return moves, seen


def daitoshi_ok(seen) -> bool:
    return all(seen[k] for k in ("worker", "trade", "conflict", "production", "exploit",
                                 "space0", "space1", "space2"))


# --- the skeleton ----------------------------------------------------------------------------------
def skeleton(game: str, seed: int, moves: list, options: str = "") -> str:
    lines = [f'game = "{game}"', "players = 2", f"seed = {seed}", 'level = "easy"']
    if options:
        lines.append(f"options = {{ {options} }}")
    lines.append("opponent = [")
    lines += [f'  "{a.text()}",' for a in moves if a.seat != PLAYER]
    lines.append("]")
    for a in moves:
        if a.seat == PLAYER:
            lines += ["", "[[step]]", 'say = { en = "", fr = "" }', 'rule = { section = "", quote = "" }',
                      f'expect = ["{_pattern(a)}"]']
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.tutorial_search")
    p.add_argument("game", choices=("arigato", "daitoshi"))
    p.add_argument("--seeds", default="1-400", help="a range, first-last")
    args = p.parse_args(argv)
    first, _, last = args.seeds.partition("-")
    for seed in range(int(first), int(last or first) + 1):
        if args.game == "arigato":
            found = arigato_game(seed)
            if found is not None and arigato_ok(found[1]):
                print(skeleton("arigato", seed, found[0], 'calendar = "AA"'))
                print(f"# lessons: {dict(found[1])}", file=sys.stderr)
                return 0
        else:
            for plan in PLANS:
                found = daitoshi_game(seed, plan)
                if found is not None and daitoshi_ok(found[1]):
                    print(skeleton("daitoshi", seed, found[0]))
                    print(f"# plan: {plan}; lessons: {dict(found[1])}", file=sys.stderr)
                    return 0
    print("no seed in that range holds every lesson", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
