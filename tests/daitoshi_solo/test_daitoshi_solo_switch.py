"""The one Mayor/player switch (flow.rule_for): a task of the Mayor's seat runs his rule, any
other task the players' rule, and a table without him never runs his."""

from daitoshi_solo_table import solo
from game.core.daitoshi import events as E
from game.core.daitoshi import flow
from game.core.daitoshi import mayor as M
from game.core.daitoshi import new_game


def _conflict_checked(s, seat):
    """Run END OF TURN for `seat` and say whether its Conflict step happened."""
    s.events = []
    flow.push(s, ("end_of_turn", seat))
    flow.run(s)
    return any(isinstance(e, E.ConflictChecked) and e.seat == seat for e in s.events)


def test_every_mayor_rule_replaces_a_players_rule_that_the_human_keeps():
    assert flow.SOLO_TASKS and set(flow.SOLO_TASKS) <= set(flow.TASKS)
    assert flow.SOLO_DECIDE == [M.decide]


def test_the_mayors_task_runs_his_rule_and_the_humans_the_players_rule():
    s = solo()
    mayor, human = flow.mayor_at_table(s), 0
    assert flow.rule_for(s, ("end_of_turn", M.MAYOR), mayor) is flow.SOLO_TASKS["end_of_turn"][0]
    assert flow.rule_for(s, ("end_of_turn", human), mayor) is flow.TASKS["end_of_turn"]
    # He is never affected by Conflicts (SOLO MODE); the human is, as in a multiplayer game.
    assert not _conflict_checked(s, M.MAYOR)
    assert _conflict_checked(solo(), human)


def test_a_turn_start_belongs_to_the_active_seat():
    s = solo()
    mayor = flow.mayor_at_table(s)
    s.active = M.MAYOR
    assert flow.rule_for(s, ("turn_start",), mayor) is flow.SOLO_TASKS["turn_start"][0]
    s.active = 0
    assert flow.rule_for(s, ("turn_start",), mayor) is flow.TASKS["turn_start"]


def test_without_the_mayor_the_second_seat_plays_by_the_players_rules():
    s = new_game(2, 7)
    assert flow.mayor_at_table(s) is None
    s.tasks, s._decision = [], None
    assert _conflict_checked(s, M.MAYOR)      # seat 1 is a player here, not the Mayor
