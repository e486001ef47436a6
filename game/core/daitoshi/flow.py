"""The sub-decision stack that turns compound turns into small decisions (game/ARCHITECTURE.md,
"Practices" 12: TAG's model).

A state holds a stack of *tasks* (small tuples such as `("exploit", seat, 2)`) and at most one
pending *decision* `(kind, seat, actions, data)`. `run` pops tasks until one needs a player's
choice; the choice arrives as an action, its resolver does the work and pushes more tasks, and
`run` carries on. Rules modules register their task handlers and resolvers here.

In a solo game the Mayor plays some tasks by his own rules (SOLO MODE): `run` gives a task to
his rule when the task is his, to the players' rule otherwise, and `ask` puts his decisions to
his rules instead of offering them.
"""

from __future__ import annotations

from game.core.engine import RulesRunaway

# The most tasks one `run` may pop. Real actions need under a hundred (measured over random
# 1- to 4-player games: at most 90); a chain of effects that feeds itself would run forever, and
# the engine stops it here with a clear error instead (RulesRunaway).
MAX_STEPS = 10_000

TASKS: dict = {}      # task name -> handler(state, task): the players' rules
RESOLVE: dict = {}    # action class -> resolver(state, action, data)
# Solo mode (the mayor package fills these): the Mayor's own rule for a task, with whose task it
# is (`mayor_rule`), and his answer to a decision (`mayor_decides`). Here, and only here, the
# flow picks his rule or the players' one (`rule_for`), so his rules never mention the human.
SOLO_TASKS: dict = {}   # task name -> (rule(state, task), whose(state, task) -> seat)
SOLO_DECIDE: list = []


def mayor_at_table(s):
    """The Mayor (mayor.MayorState) when he plays at this table, else None."""
    solo = getattr(s, "solo", None)
    if solo is None:        # most tables (asked before every task run and every decision)
        return None
    return solo if getattr(solo, "automaton", False) else None


def task(name: str):
    def register(fn):
        TASKS[name] = fn
        return fn
    return register


def named_seat(s, t) -> int:
    """Whose task this is, for the tasks that name their seat first: ("produce", seat, ...)."""
    return t[1]


def mayor_rule(name: str, whose=named_seat):
    """Register the Mayor's rule for task `name`: `run` calls it when `whose(state, task)` is his
    seat, and the players' rule (TASKS) for anyone else's task."""
    def register(fn):
        SOLO_TASKS[name] = (fn, whose)
        return fn
    return register


def mayor_decides(fn):
    """Register the Mayor's answer to a decision: `ask` calls it instead of offering him actions."""
    SOLO_DECIDE[:] = [fn]
    return fn


def rule_for(s, t, mayor):
    """The rule that runs task `t`: the Mayor's own when the task is his, else the players'."""
    own = SOLO_TASKS.get(t[0])
    if own is not None and own[1](s, t) == mayor.seat:
        return own[0]
    return TASKS[t[0]]


def resolves(*classes):
    def register(fn):
        for cls in classes:
            RESOLVE[cls] = fn
        return fn
    return register


def push(s, *tasks) -> None:
    """Queue tasks to run in the order given (ahead of everything already queued)."""
    s.tasks += tasks[::-1]   # the same list, grown in place (`run` holds it)


def ask(s, kind: str, seat: int, actions: list, data=None, auto: bool = True) -> None:
    """Offer `actions` to `seat`. A lone option is no choice: it is taken at once when `auto`.
    No option at all means the effect is lost (GENERAL RULES: "Any reward that cannot be
    obtained for any reason is simply lost")."""
    if not actions:
        return
    # most tables have no Mayor (`mayor_at_table` asked only when a solo state is there)
    mayor = mayor_at_table(s) if s.solo is not None else None
    if mayor is not None and seat == mayor.seat:   # the Mayor is no player: his rules decide
        SOLO_DECIDE[0](s, kind, seat, actions, data)
        return
    if auto and len(actions) == 1:
        RESOLVE[type(actions[0])](s, actions[0], data)
        return
    s._decision = (kind, seat, tuple(actions), data)


def run(s) -> None:
    tasks = s.tasks
    mayor = mayor_at_table(s) if s.solo is not None else None
    # a playout runs a few hundred tasks a decision: the loop counts its steps with `range` and
    # looks the rule up in one dict when no Mayor plays; with him, `rule_for` written out (a
    # task naming its seat first is read without a call: most of his)
    seat = mayor.seat if mayor is not None else None
    for _ in range(MAX_STEPS + 1):
        if s._decision is not None or not tasks or s.over:
            return
        t = tasks.pop()
        if mayor is None:
            TASKS[t[0]](s, t)
            continue
        own = SOLO_TASKS.get(t[0])
        # a task the Mayor has no rule of his own for is the players' rule at any seat
        if own is not None and (t[1] if own[1] is named_seat else own[1](s, t)) == seat:
            own[0](s, t)
        else:
            TASKS[t[0]](s, t)
    _runaway(s, t)


def _runaway(s, t) -> None:
    """Run a few more steps to name the loop, then stop the action with RulesRunaway."""
    last = [repr(t)]
    mayor = mayor_at_table(s)
    while len(last) < 8 and s._decision is None and s.tasks and not s.over:
        t = s.tasks.pop()
        last.append(repr(t))
        (TASKS[t[0]] if mayor is None else rule_for(s, t, mayor))(s, t)
    action = s.history[-1].text() if s.history else "setup"
    raise RulesRunaway(s.game_name, s.seed, action, MAX_STEPS, last)
