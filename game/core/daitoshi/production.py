"""THE PRODUCTION TURN: every player may activate each building once; the leader gets the pink
ticks, double progress and a Pilgrim advance per building activated."""

from __future__ import annotations

from game.core.daitoshi import actions as A
from game.core.daitoshi import events as E
from game.core.daitoshi.city_turn import offer_task
from game.core.daitoshi.flow import ask, push, resolves, task


def building_cost(s, seat: int, b: int) -> int:
    """Yōkai table, Buildings tile: 2/1/4 Steam, or 2/3/7 on its Conflict side."""
    return building_costs(s, seat)[b]


def building_costs(s, seat: int) -> list:
    """`building_cost` of the seat's three buildings, in one call (the rollout prices them all
    at every turn and production decision): the components' own list, to be read only."""
    key = "conflict_building_steam" if s.players[seat].conflict[1] else "building_steam"
    return s.c.factory[key]


@resolves(A.StartProduction)
def start_production(s, a, data):
    """Only with the Production token in its middle position; it leaves the middle until the
    player's next City Turn. All players produce, the leader first, then clockwise (each asked in
    turn; game/ARCHITECTURE.md, "Hidden information")."""
    seat = a.seat
    s.players[seat].production_ready = False
    if not s.quiet:
        s.events.append(E.ProductionStarted(seat))
    s.leader_buildings = 0
    tasks = [offer_task(s, seat, "lead_production")]
    for i in range(len(s.players)):   # the Mayor produces too (SOLO MODE)
        other = (seat + i) % len(s.players)
        tasks.append(("produce", other, other == seat, (False, False, False)))
        if i == 0:
            tasks.append(("leader_pilgrims", seat))
    tasks.append(("end_of_turn", seat))
    push(s, *tasks)


@task("produce")
def produce(s, t) -> None:
    _, seat, leader, done = t
    p = s.players[seat]
    slots = p.slots
    options = []
    # without generators: every seat is asked after each activation of a Production Turn
    if p.grant and True not in done and (slots[0][0] or slots[1][0] or slots[2][0]):
        options.append(A.UseGovernmentGrant(seat))
    costs = building_costs(s, seat)
    for b in range(3):
        if not done[b] and slots[b][0] is not None and costs[b] <= p.steam:
            options.append(A.ActivateBuilding(seat, b))
    if options:
        ask(s, "produce", seat, options + [A.EndProduction(seat)], (leader, done), auto=False)


@resolves(A.ActivateBuilding)
def activate_building(s, a, data):
    leader, done = data
    p = s.players[a.seat]
    cost = building_cost(s, a.seat, a.building)
    p.steam -= cost
    b = a.building
    done = done[:b] + (True,) + done[b + 1:]
    push(s, *activation_tasks(s, a.seat, a.building, leader, cost),
         ("produce", a.seat, leader, done))


@resolves(A.UseGovernmentGrant)
def use_grant(s, a, data):
    """Once per game: activate all buildings without spending Steam, returning the tile."""
    leader, done = data
    p = s.players[a.seat]
    p.grant = False
    tasks = []
    for b in range(3):
        if p.slots[b][0] is not None:
            tasks.extend(activation_tasks(s, a.seat, b, leader, 0))
    push(s, *tasks)


@resolves(A.EndProduction)
def end_production(s, a, data):
    pass


def activation_tasks(s, seat: int, b: int, leader: bool, cost: int) -> list:
    """PRODUCING: every floor's rewards by its ticks (pink too for the leader), then each
    Invention's Progress marker once (twice for the leader; 0/1 with the Progress tile on its
    Conflict side), gaining what is reached."""
    p = s.players[seat]
    if not s.quiet:
        s.events.append(E.BuildingActivated(seat, b, cost))
    if leader:
        s.leader_buildings += 1
    tasks = []
    for f in range(3):
        inv = p.slots[b][f]
        if inv is not None:
            for r in s.c.inventions[inv].production(p.improved[b][f], leader):
                tasks.append(("reward", seat, r))
    # the key named whole, not joined: a joined string is hashed anew at every activation
    if p.conflict[3]:
        key = "conflict_leader_progress_per_activation" if leader \
            else "conflict_progress_per_activation"
    else:
        key = "leader_progress_per_activation" if leader else "progress_per_activation"
    times = s.c.factory[key]
    for f in range(3):
        if p.slots[b][f] is not None:
            tasks.extend([("advance", seat, b, f)] * times)
    return tasks


@task("leader_pilgrims")
def leader_pilgrims(s, t) -> None:
    """The leader advances 1 Pilgrim per building activated, on tracks of their choice."""
    if s.leader_buildings:
        push(s, ("reward", t[1], ("pilgrim", "any", s.leader_buildings)))
