"""The sub-decision stack that turns compound turns into small decisions (STYLE.md, TAG's model).

A state holds a stack of *tasks* (small tuples such as `("exploit", seat, 2)`) and at most one
pending *decision* `(kind, seat, actions, data)`. `run` pops tasks until one needs a player's
choice; the choice arrives as an action, its resolver does the work and pushes more tasks, and
`run` carries on. Rules modules register their task handlers and resolvers here.
"""

from __future__ import annotations

from game.core.engine import RulesRunaway

# The most tasks one `run` may pop. Real actions need under a hundred (measured over random
# 1- to 4-player games: at most 90); a chain of effects that feeds itself would run forever, and
# the engine stops it here with a clear error instead (RulesRunaway).
MAX_STEPS = 10_000

TASKS: dict = {}      # task name -> handler(state, task)
RESOLVE: dict = {}    # action class -> resolver(state, action, data)
# Solo mode (mayor.py fills these): task handlers used instead of TASKS' while a solo game runs
# (each falls back to the players' rule for the human), and the Mayor's answer to a decision.
SOLO_TASKS: dict = {}
SOLO_DECIDE: list = []


def mayor_at_table(s):
    """The Mayor (mayor.MayorState) when he plays at this table, else None."""
    solo = getattr(s, "solo", None)
    return solo if getattr(solo, "automaton", False) else None


def task(name: str):
    def register(fn):
        TASKS[name] = fn
        return fn
    return register


def resolves(*classes):
    def register(fn):
        for cls in classes:
            RESOLVE[cls] = fn
        return fn
    return register


def push(s, *tasks) -> None:
    """Queue tasks to run in the order given (ahead of everything already queued)."""
    s.tasks.extend(reversed(tasks))


def ask(s, kind: str, seat: int, actions: list, data=None, auto: bool = True) -> None:
    """Offer `actions` to `seat`. A lone option is no choice: it is taken at once when `auto`.
    No option at all means the effect is lost (GENERAL RULES: "Any reward that cannot be
    obtained for any reason is simply lost")."""
    if not actions:
        return
    mayor = mayor_at_table(s)
    if mayor is not None and seat == mayor.seat:   # the Mayor is no player: his rules decide
        SOLO_DECIDE[0](s, kind, seat, actions, data)
        return
    if auto and len(actions) == 1:
        RESOLVE[type(actions[0])](s, actions[0], data)
        return
    s.decision = (kind, seat, tuple(actions), data)


def run(s) -> None:
    tasks = s.tasks
    solo = SOLO_TASKS if mayor_at_table(s) is not None else {}
    steps = 0
    while s.decision is None and tasks and not s.over:
        t = tasks.pop()
        (solo.get(t[0]) or TASKS[t[0]])(s, t)
        steps += 1
        if steps > MAX_STEPS:
            _runaway(s, t)


def _runaway(s, t) -> None:
    """Run a few more steps to name the loop, then stop the action with RulesRunaway."""
    last = [repr(t)]
    solo = SOLO_TASKS if mayor_at_table(s) is not None else {}
    while len(last) < 8 and s.decision is None and s.tasks and not s.over:
        t = s.tasks.pop()
        last.append(repr(t))
        (solo.get(t[0]) or TASKS[t[0]])(s, t)
    action = s.history[-1].text() if s.history else "setup"
    raise RulesRunaway(s.game_name, s.seed, action, MAX_STEPS, last)
