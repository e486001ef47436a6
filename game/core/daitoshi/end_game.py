"""END OF TURN (Conflict with the Yōkai), the turn order, END OF THE GAME and its scoring."""

from __future__ import annotations

from game.core.daitoshi import actions as A
from game.core.daitoshi import events as E
from game.core.daitoshi.city_turn import move_options
from game.core.daitoshi.components import COLOURS
from game.core.daitoshi.effects import can_progress, reputation_vp, worker_cap
from game.core.daitoshi.flow import ask, push, task


@task("turn_start")
def turn_start(s, t) -> None:
    """GAME OVERVIEW: either a Production Turn (token in the middle) or a City Turn."""
    seat = s.active
    s.cur_district = None
    if not s.quiet:
        s.events.append(E.TurnStarted(seat, s.turn))
    options = [A.StartProduction(seat)] if s.players[seat].production_ready else []
    options.extend(move_options(s, seat))   # the rightmost space is always open: never empty
    ask(s, "turn", seat, options, auto=False)


@task("end_of_turn")
def end_of_turn(s, t) -> None:
    """END OF TURN: more than 1 hex of a type flips its Operation tile to Conflict, fewer than 2
    flips it back; with the Workers tile on Conflict keep only 2 Workers of your choice."""
    seat = t[1]
    p = s.players[seat]
    for ti, op in enumerate(s.c.operation_of_terrain):
        p.conflict[op] = p.record[ti] >= 2
    if not s.quiet:
        s.events.append(E.ConflictChecked(seat, tuple(p.conflict)))
    push(s, ("conflict_discard", seat), ("next_turn",))


@task("conflict_discard")
def conflict_discard(s, t) -> None:
    seat = t[1]
    p = s.players[seat]
    if p.worker_count() > worker_cap(s, seat):
        options = [A.DiscardWorker(seat, COLOURS[c]) for c in range(4) if p.workers[c]]
        ask(s, "conflict_discard", seat, options, "conflict")


@task("next_turn")
def next_turn(s, t) -> None:
    s.turn += 1
    s.cur_district = None
    if s.last_turn is not None and s.turn > s.last_turn:
        # END OF THE GAME 3 -> END GAME SCORING: first the Government Grants' progress.
        order = [(s.start_seat + i) % s.num_seats for i in range(s.num_seats)]
        push(s, *[("final_grant", seat) for seat in order], ("final_scoring",))
        return
    s.active = (s.active + 1) % len(s.players)   # the Mayor's turns too (SOLO MODE)
    push(s, ("turn_start",))


@task("final_grant")
def final_grant(s, t) -> None:
    """Players still holding their Government Grant may make up to 3 Progress advances."""
    seat = t[1]
    p = s.players[seat]
    if p.grant:
        p.grant = False
        push(s, ("reward", seat, ("progress", "", s.c.factory["government_grant_end_progress"])))


@task("final_scoring")
def final_scoring(s, t) -> None:
    s.final = [end_scores(s, seat) for seat in range(s.num_seats)]
    s.over = True
    if not s.quiet:
        s.events.append(E.GameEnded(None))


def end_scores(s, seat: int) -> tuple:
    """END GAME SCORING 1-3, as (name, VP) pairs."""
    p = s.players[seat]
    tracks = s.c.tracks

    def at(t):
        pos = p.pilgrims[t]
        return tracks[t].vp[pos] if pos >= 0 else 0

    # the University Inventions (forest) and those whose Progress marker has reached the end of
    # its track (mountain), in one pass: the search's evaluation
    # counts them at the end of every playout
    cards = s.c.inventions
    universities = finished = 0
    for b in range(3):
        for f in range(3):
            inv = p.slots[b][f]
            if inv is None:
                continue
            if cards[inv].quality == "university":
                universities += 1
            if not can_progress(s, seat, b, f):
                finished += 1
    missing = p.record.count(0)
    penalty = river_penalty(s, seat)
    leftovers = (p.worker_count() + sum(p.res) + p.wealth) // 2
    return (("end_of_game_icons", p.end_vp),
            ("forest", at(1) * universities),
            ("mountain", at(2) * finished),
            ("underground", at(3) * reputation_vp(s, seat)),
            ("river", at(0) * missing),
            ("river_penalty", -penalty * sum(p.conflict)),
            ("leftovers", leftovers))


def river_penalty(s, seat: int) -> int:
    """END GAME SCORING 2: the VP lost per Conflict tile, read where the river Pilgrim stands
    (10 from the Temple)."""
    river = s.players[seat].pilgrims[0]
    track = s.c.tracks[0]
    return track.penalty[river] if river >= 0 else track.temple_penalty


def tie_break_key(s, seat: int) -> tuple:
    """Tiebreakers in order: fewest Conflict tiles, most Inventions, most Pilgrim advances."""
    p = s.players[seat]
    return (-sum(p.conflict), sum(1 for _ in p.inventions()), sum(x + 1 for x in p.pilgrims))
