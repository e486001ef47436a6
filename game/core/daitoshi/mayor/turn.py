"""The Mayor's turn: his rules for the tasks SOLO MODE changes (MAYOR'S TURNS, CITY TURNS,
PRODUCTION TURNS, END OF TURN and END GAME SCORING), and his answers to the few questions the
shared rules still ask him. His choices come from decisions.py, his icons from icons.py.

Each rule here is his alone: `mayor_rule` registers it with the flow, which runs it only for a
task of his seat and runs the players' rule (TASKS) for the human's (flow.rule_for).
"""

from __future__ import annotations

from game.core.daitoshi import actions as A
from game.core.daitoshi import effects, end_game
from game.core.daitoshi import events as E
from game.core.daitoshi.city_turn import check_end_trigger, magnate_steam
from game.core.daitoshi.components import LANDS, TERRAINS
from game.core.daitoshi.effects import COLOUR_INDEX, TERRAIN_INDEX
from game.core.daitoshi.flow import RESOLVE, mayor_decides, mayor_rule, push, task
from game.core.daitoshi.mayor.board import face_card, has, pop_top_hex, top_back
from game.core.daitoshi.mayor.content import MayorCard
from game.core.daitoshi.mayor.decisions import CHOICES, card_actions, choose_action, evaluate_card, \
    install_building, placement_choice
from game.core.daitoshi.mayor.events import MayorChecked, MayorTurn
from game.core.daitoshi.mayor.icons import MAYOR_REWARDS


def active_seat(s, t) -> int:
    """A turn's start names no seat: it is the turn of the active Factory."""
    return s.active


def whole_table(s, t) -> int:
    """END GAME SCORING is the whole table's; in a solo game his scoring is part of it."""
    return s.solo.seat


# --- his turn (MAYOR'S TURNS) ---------------------------------------------------------------------

@mayor_rule("turn_start", whose=active_seat)
def turn_start(s, t) -> None:
    """MAYOR'S TURNS: reveal a card; a City Turn in the first district meeting both criteria,
    or a Production Turn otherwise."""
    seat = s.solo.seat
    s.cur_district = None
    if not s.quiet:
        s.events.append(E.TurnStarted(seat, s.turn))
    card = reveal(s)
    choice, trace = evaluate_card(s)
    if not s.quiet:
        s.events.append(MayorTurn(seat, card.id, choice[1] if choice else -1))
        s.events.extend(checked(s, d, verdict) for d, verdict in trace)
    if choice is None:
        production_turn(s, seat)
        return
    steps, _d, space = choice
    # STEAM: moving further and the Magnate spaces are free for him; the shared rule spends
    # exactly what it costs, so he is handed that much first and keeps none.
    s.players[seat].steam += magnate_steam(s, steps, space)
    RESOLVE[A.MoveMagnate](s, A.MoveMagnate(seat, steps, space), None)


def checked(s, d: int, verdict: str) -> MayorChecked:
    """What the table says of one district checked (evaluate_card's trace): the action that
    counted there and whether only his Bribe put it on his card."""
    acts = card_actions(s)
    action = s.c.tiles[s.district_tiles[d][0]].action
    if action != "wild" and action not in acts and "contribute" in acts and s.mm_district == d:
        action = "contribute"   # Criterion 1b: the Mega-Machine is there and on his card
    bribe = s.solo.bribe and action == s.solo.cards.bribe_action and action not in face_card(s).actions
    return MayorChecked(s.solo.seat, d, action, bribe, verdict)


def reveal(s) -> MayorCard:
    """MAYOR'S TURNS 1: reveal a card onto the pile; taking the last card, the pile is shuffled
    into a new deck before the card goes on the pile's space."""
    solo = s.solo
    card = solo.deck.pop()
    if not solo.deck:
        solo.deck = solo.pile
        s.rng.shuffle(solo.deck)
        solo.pile = []
    solo.pile.append(card)
    return solo.cards.cards[card]


# --- PRODUCTION TURNS ----------------------------------------------------------------------------

def production_turn(s, seat: int) -> None:
    """PRODUCTION TURNS: he produces as the Production Leader (no token needed), then the human
    may produce; Partnerships are never used by him (no lead_production offer)."""
    if not s.quiet:
        s.events.append(E.ProductionStarted(seat))
    s.leader_buildings = 0
    none = (False, False, False)
    tasks = [("produce", seat, True, none), ("leader_pilgrims", seat)]
    tasks.extend(("produce", other, False, none) for other in range(len(s.players)) if other != seat)
    tasks.append(("end_of_turn", seat))
    push(s, *tasks)


@mayor_rule("produce")
def produce(s, t) -> None:
    """He activates every building holding an Invention, free of Steam, resolving the Inventions
    left to right and bottom to top: all their rewards, then all their progress."""
    _, seat, leader, _done = t
    p = s.players[seat]
    order = [(b, f) for f in range(3) for b in range(3) if p.slots[b][f] is not None]
    for b in sorted({b for b, _ in order}):
        if not s.quiet:
            s.events.append(E.BuildingActivated(seat, b, 0))
        if leader:
            s.leader_buildings += 1
    tasks = []
    for b, f in order:
        for r in s.c.inventions[p.slots[b][f]].production(p.improved[b][f], leader):
            tasks.append(("reward", seat, r))
    times = s.c.factory["leader_progress_per_activation" if leader else "progress_per_activation"]
    for b, f in order:
        tasks.extend([("advance", seat, b, f)] * times)
    push(s, *tasks)


# --- CITY TURNS: exploit and act ------------------------------------------------------------------

@mayor_rule("exploit_step")
def exploit_step(s, t) -> None:
    """STEP 2: the hex shown on his district; at the Town Hall a river hex and the land hex
    shown on his card (the first land in the hex order on the top card of his deck)."""
    seat = t[1]
    exploit = s.c.tiles[s.district_tiles[s.cur_district][0]].exploit
    land = next(h for h in top_back(s).hexes if h in LANDS)
    push(s, *[("mayor_exploit", seat, TERRAIN_INDEX[land if x == "land" else x]) for x in exploit])


@task("mayor_exploit")
def mayor_exploit(s, t) -> None:
    """For each hex: 1 a Worker of its colour (his water and coal ignored); 2 the hex on his
    first empty record space, top to bottom, or discarded when he already has 4. He never uses
    a Partnership, so nothing is offered."""
    _, seat, ti = t
    from_discard = take_hex(s, ti)
    if from_discard is None:
        return
    if not s.quiet:
        s.events.append(E.HexExploited(seat, TERRAINS[ti], from_discard))
    check_end_trigger(s, ti)
    rec = s.solo.record
    if -1 in rec:
        rec[rec.index(-1)] = ti
        s.players[seat].record[ti] += 1
    else:
        s.discard[ti] += 1
    push(s, *[("reward", seat, r) for r in s.c.exploit_reward[ti]])


def take_hex(s, ti: int) -> bool | None:
    """EXPLOIT 1 (as for a player): the first hex of the track, else one from the discard pile.
    Returns whether it came from the discard pile, None if there was none."""
    track = s.tracks[ti]
    for i, n in enumerate(track):
        if n:
            track[i] = n - 1
            return False
    if s.discard[ti]:
        s.discard[ti] -= 1
        return True
    return None


@mayor_rule("action_step")
def action_step(s, t) -> None:
    """STEP 3: the action decisions.choose_action picks, performed as decisions.CHOICES says."""
    seat = t[1]
    name = choose_action(s)
    if name is None:
        return
    action = CHOICES[name](s)
    if action is None:
        return
    if name == "trade":   # STEAM: the City's Steam cost is free for him
        s.players[seat].steam += s.c.cities[s.cities[action.city]].steam
    elif name == "commit":
        s.solo.bribe = False   # "The first time the Mayor performs this action, discard his Bribe"
    RESOLVE[type(action)](s, action, None)


@mayor_rule("install")
def install(s, t) -> None:
    """Installed at once, bottom row first; Advisor 4: on a floor whose waiting marker is on or
    beyond the Upgrade icon, in the improved position."""
    _, seat, inv = t
    p = s.players[seat]
    b = install_building(s, seat)
    if b is None:
        return
    f = p.lowest_empty_floor(b)
    track = s.c.inventions[inv].progress
    marker = min(p.progress[b][f], len(track) - 1)
    up = s.c.inventions[inv].index_of("upgrade")
    p.slots[b][f] = inv
    p.progress[b][f] = marker
    p.improved[b][f] = has(s, "progress_markers") and 0 <= up <= marker
    if not s.quiet:
        s.events.append(E.InventionTaken(seat, inv, b, f))


@mayor_rule("place_hex")
def place_hex(s, t) -> None:
    """He fills the new district with hexes from his record, top to bottom."""
    _, seat, d, ring, left = t
    if left == 0:
        return
    x = pop_top_hex(s, seat)
    if x is None:
        return
    s.tile_hexes[d][ring] = s.tile_hexes[d][ring] + (x,)
    push(s, ("place_hex", seat, d, ring, left - 1))


@mayor_rule("offer")
def offer(s, t) -> None:
    """TRADE (solo): he never removes his Banners, so no Partnership is used as a reaction."""


# --- his icons (ICONS (SOLO MODE)) ----------------------------------------------------------------

@mayor_rule("reward")
def reward(s, t) -> None:
    """An icon whose rule SOLO MODE changes he gains by his rule (icons.py); any other icon he
    gains as a player does."""
    _, seat, (kind, param, amount) = t
    rule = MAYOR_REWARDS.get(kind)
    if rule is None:
        effects.reward_task(s, t)
    else:
        rule(s, seat, param, amount)


@mayor_rule("progress_reward")
def progress_reward(s, t) -> None:
    """A printed reward on his Progress Track goes through his icon rules too."""
    _, seat, _b, _f, r = t
    if r[0] in MAYOR_REWARDS:
        push(s, ("reward", seat, r))
    else:
        effects.progress_reward(s, t)


# --- the end of his turn, and of the game --------------------------------------------------------

@mayor_rule("end_of_turn")
def end_of_turn(s, t) -> None:
    """He is never affected by Conflicts: that step of his turn is skipped."""
    push(s, ("next_turn",))


@mayor_rule("final_scoring", whose=whole_table)
def final_scoring(s, t) -> None:
    """END GAME SCORING (solo): 1 his end-of-game Advisors (Advisor 10's Pilgrim advances before
    anything is scored), then his own scoring; the human's as in a multiplayer game."""
    solo = s.solo
    seat = solo.seat
    if not solo.end_done:
        solo.end_done = True
        tasks = []
        for a in solo.dealt:
            adv = solo.cards.advisors[a]
            if adv.effect == "end_pilgrims":
                tasks.append(("reward", seat, ("pilgrim", "any", adv.amount)))
        push(s, *tasks, ("final_scoring",))   # the advances first, then the scoring
        return
    solo.final = mayor_end_scores(s)
    end_game.final_scoring(s, t)   # the table's scoring: the human's, and the game's end


def mayor_end_scores(s) -> tuple:
    """2 the positive VP of each of his Pilgrims' spaces (Advisor 9: the biggest twice); 3 the
    multiplayer steps 1 and 3 (ignoring the river's negative scoring). His purple end-of-game
    VP icons count as a player's do."""
    seat = s.solo.seat
    p = s.players[seat]
    values = [s.c.tracks[t].vp[pos] for t, pos in enumerate(p.pilgrims) if pos >= 0]
    positive = [v for v in values if v > 0]
    twice = max(positive) if positive and has(s, "best_pilgrim_twice") else 0
    parts = dict(end_game.end_scores(s, seat))
    return (("end_of_game_icons", parts["end_of_game_icons"]),
            ("pilgrims", sum(positive)),
            ("best_pilgrim_again", twice),
            ("forest", parts["forest"]),
            ("mountain", parts["mountain"]),
            ("underground", parts["underground"]),
            ("river", parts["river"]),
            ("leftovers", parts["leftovers"]))


# --- the questions the shared rules still ask him (flow.ask) --------------------------------------

@mayor_decides
def decide(s, kind: str, seat: int, actions, data) -> None:
    """Answer a decision the shared rules put to the Mayor, by the solo rules, and resolve it."""
    if kind == "place":
        a = placement_choice(s, seat, actions)
        if isinstance(a, A.PlaceWorker):
            c = COLOUR_INDEX[a.colour]
            s.solo.workers[s.solo.workers.index(c)] = -1
    elif kind == "partnership":
        a = A.DeclinePartnership(seat)
    elif kind == "draft":
        a = actions[0]   # expert variant: he keeps the first Basic Invention offered
    else:
        raise RuntimeError(f"the Mayor has no rule for the decision {kind!r}")
    RESOLVE[type(a)](s, a, data)
