"""Pilgrims on the Wilderness Tracks (OFFERING GIFTS TO THE WILDERNESS TEMPLES): advancing one,
and the rewards that ask which track and how far (run as effects.py's reward tasks)."""

from __future__ import annotations

from game.core.daitoshi import actions as A
from game.core.daitoshi import events as E
from game.core.daitoshi.components import TERRAIN_INDEX, TERRAINS
from game.core.daitoshi.flow import ask, push, resolves


def pilgrim_can_advance(s, seat: int, t: int) -> bool:
    """The next space outwards (the first space when leaving the Temple) must exist and hold no
    Wilderness hex: "You can never place or advance your Pilgrim onto a space that still has a
    Wilderness hex on it"."""
    nxt = s.players[seat].pilgrims[t] + 1
    track = s.tracks[t]
    return nxt < len(track) and track[nxt] == 0


def advance_pilgrim(s, seat: int, t: int) -> bool:
    if not pilgrim_can_advance(s, seat, t):
        return False
    s.players[seat].pilgrims[t] += 1
    if not s.quiet:
        s.events.append(E.Gained(seat, "pilgrim_" + TERRAINS[t], 1))
    return True


def pilgrim_reward(s, seat, param, amount):
    if param != "any":
        t = TERRAIN_INDEX[param]
        for _ in range(amount):
            if not advance_pilgrim(s, seat, t):
                break   # forgo the reward (OFFERING GIFTS)
        return
    options = [A.ChoosePilgrimTrack(seat, TERRAINS[t]) for t in range(4)
               if pilgrim_can_advance(s, seat, t)]
    ask(s, "pilgrim", seat, options, ("pilgrim", amount))


def pilgrim_run_reward(s, seat, param, amount):
    """CITIES, lead a Production Turn: up to 3 spaces, all on the same track of your choice."""
    if param != "any":
        ask_pilgrim_spaces(s, seat, TERRAIN_INDEX[param], amount)
        return
    options = [A.ChoosePilgrimTrack(seat, TERRAINS[t]) for t in range(4)
               if pilgrim_can_advance(s, seat, t)]
    ask(s, "pilgrim", seat, options, ("pilgrim_run", amount))


def ask_pilgrim_spaces(s, seat: int, t: int, most: int) -> None:
    """Up to `most` spaces on track `t`: how many is the player's choice, from 1 to as far as the
    track's free spaces allow (a space may score less than another; NOTES.md). A lone
    possibility is no choice."""
    pos, track = s.players[seat].pilgrims[t], s.tracks[t]
    reach = 0
    while reach < most and pos + reach + 1 < len(track) and track[pos + reach + 1] == 0:
        reach += 1
    options = [A.ChoosePilgrimSpaces(seat, TERRAINS[t], n) for n in range(1, reach + 1)]
    ask(s, "pilgrim_spaces", seat, options)


@resolves(A.ChoosePilgrimSpaces)
def choose_pilgrim_spaces(s, a, data):
    t = TERRAIN_INDEX[a.track]
    for _ in range(a.spaces):
        advance_pilgrim(s, a.seat, t)


@resolves(A.ChoosePilgrimTrack)
def choose_pilgrim(s, a, data):
    kind, amount = data
    t = TERRAIN_INDEX[a.track]
    if kind == "pilgrim_run":
        ask_pilgrim_spaces(s, a.seat, t, amount)
        return
    advance_pilgrim(s, a.seat, t)
    if amount > 1:
        push(s, ("reward", a.seat, ("pilgrim", "any", amount - 1)))
