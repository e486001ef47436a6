"""ICONS (SOLO MODE): how the Mayor gains the icons whose rules differ from a player's (Steam,
water and coal, Workers, Pilgrims, Progress, giving back hexes, Partnerships, City and Workshop
rewards), with the Advisors that change them. `MAYOR_REWARDS` maps an icon to his rule; every
other icon he gains as a player does (turn.py).
"""

from __future__ import annotations

from game.core.daitoshi import actions as A
from game.core.daitoshi import effects
from game.core.daitoshi import events as E
from game.core.daitoshi.components import TERRAINS
from game.core.daitoshi.effects import (
    COLOUR_INDEX,
    TERRAIN_INDEX,
    advance_progress,
    gain_all,
    workshop_reward,
)
from game.core.daitoshi.flow import push, task
from game.core.daitoshi.mayor.board import gain_mayor_worker, has, pop_top_hex, top_back, top_hex
from game.core.daitoshi.mayor.decisions import progress_choice
from game.core.daitoshi.pilgrims import advance_pilgrim


def pilgrim_any(s, seat: int) -> bool:
    """Advance on the track of the leftmost hex on the top card of his deck, else the next ones
    in the card's order."""
    return any(advance_pilgrim(s, seat, TERRAIN_INDEX[t]) for t in top_back(s).hexes)


def city_reward(s, seat: int, c: int) -> None:
    """Gain the reward (Partnership effect) of the City on space `c`.

    A City's reward is gained once per trigger: it cannot lead back to itself. Advisor 8 ("If
    the Mayor has no Banners left, he gains the reward for the rightmost City") with the
    Workshop City there ("the reward of the outermost Workshop in the district his Magnate is
    in") and an outer Workshop showing a Partnership icon would otherwise feed itself forever:
    Partnership -> no Banner left -> the rightmost City -> that Workshop -> Partnership ... The
    rulebook bounds no such chain, so it is cut where it would repeat: a City reward asked for
    again while its own reward is still being gained is lost, as GENERAL RULES says of "any
    reward that cannot be obtained for any reason". The marker task below the rewards says the
    City's reward is still being gained (the task stack nests, so it stays until every reward
    the City's reward led to is done). NOTES.md, "Solo mode"."""
    marker = ("mayor_city_done", seat, c)
    if marker in s.tasks:
        return
    city = s.c.cities[s.cities[c]]
    push(s, *[("reward", seat, (k, str(c), n) if k == "city_effect" else (k, prm, n))
              for k, prm, n in city.effect], marker)


@task("mayor_city_done")
def city_done(s, t) -> None:
    """The end of a City's reward chain (see city_reward): nothing to do."""


def place_mayor_banner(s, seat: int, c: int) -> None:
    effects.place_banner(s, A.PlaceBanner(seat, c), None)
    if has(s, "banner_reward"):   # Advisor 8
        city_reward(s, seat, c)


def _ignore(s, seat, param, amount):
    """STEAM: he never gains Steam and ignores water and coal."""


def _steam(s, seat, param, amount):
    """Advisor 7: gaining Steam gives him 1 Wealth instead, once per turn."""
    if has(s, "steam_wealth") and s.solo.steam_turn != s.turn:
        s.solo.steam_turn = s.turn
        effects.REWARDS["wealth"](s, seat, "", 1)


def _worker(s, seat, param, amount):
    """The Worker shown; a grey Worker takes the colour on the top card of his deck."""
    colour = COLOUR_INDEX[top_back(s).worker if param == "any" else param]
    for _ in range(amount):
        gain_mayor_worker(s, seat, colour)


def _pilgrim(s, seat, param, amount):
    """On the track shown, else as an Any Restoration Offering (the top card's hex order)."""
    for _ in range(amount):
        if param == "any" or not advance_pilgrim(s, seat, TERRAIN_INDEX[param]):
            pilgrim_any(s, seat)


def _pilgrim_run(s, seat, param, amount):
    """3 Pilgrim advances, not necessarily on the same track, each by the top card's order."""
    for _ in range(amount):
        pilgrim_any(s, seat)


def _progress(s, seat, param, amount):
    bf = progress_choice(s, seat)
    if bf is None:
        return
    if amount > 1:
        push(s, ("reward", seat, ("progress", "", amount - 1)))
    advance_progress(s, seat, *bf)


def _give_back(with_reward: bool):
    """The topmost hex leaves his record to the discard pile; with the red Conflict hex he gains
    its reward (by its type); Advisor 6 adds that reward once more."""
    def gain(s, seat, param, amount):
        for _ in range(amount):
            x = pop_top_hex(s, seat)
            if x is None:
                return
            s.discard[x] += 1
            if not s.quiet:
                s.events.append(E.Gained(seat, "give_back_" + TERRAINS[x], 1))
            times = int(with_reward) + int(has(s, "discard_reward"))
            gain_all(s, seat, s.c.conflict_reward[x] * times)
    return gain


def _hex_reward(s, seat, param, amount):
    """The reward of the topmost hex of his record, N times, if he has one."""
    x = top_hex(s)
    if x is not None:
        gain_all(s, seat, s.c.conflict_reward[x] * amount)


def _partnership(s, seat, param, amount):
    """A Banner on the leftmost City without one of his, if possible (Advisor 8: with no Banner
    left, the rightmost City's reward)."""
    p = s.players[seat]
    free = [c for c in range(len(s.cities)) if seat not in s.banners[c]]
    if p.banners and free:
        place_mayor_banner(s, seat, free[0])
    elif not p.banners and has(s, "banner_reward"):
        city_reward(s, seat, len(s.cities) - 1)


def _create_partnership(s, seat, param, amount):
    c = int(param)
    p = s.players[seat]
    if p.banners and seat not in s.banners[c]:
        place_mayor_banner(s, seat, c)
    elif not p.banners and has(s, "banner_reward"):
        city_reward(s, seat, len(s.cities) - 1)


def _city_effect(s, seat, param, amount):
    """The reward of the City to the left of this one (to the right from the leftmost)."""
    own = int(param) if param else 0
    other = own - 1 if own > 0 else own + 1
    if other < len(s.cities) and \
            all(k != "city_effect" for k, _, _ in s.c.cities[s.cities[other]].effect):
        city_reward(s, seat, other)


def _workshop_reward(s, seat, param, amount):
    """The outermost Workshop of his district, never the Mega-Machine's."""
    d = s.cur_district
    if d is None:
        return
    ring = max(r for r in range(3) if s.district_tiles[d][r] is not None)
    gain_all(s, seat, workshop_reward(s, d, ring))


MAYOR_REWARDS = {
    "steam": _steam, "water": _ignore, "coal": _ignore, "worker": _worker, "pilgrim": _pilgrim,
    "pilgrim_run": _pilgrim_run, "progress": _progress, "give_back": _give_back(False),
    "give_back_conflict": _give_back(True), "hex_reward": _hex_reward,
    "partnership": _partnership, "create_partnership": _create_partnership,
    "city_effect": _city_effect, "workshop_reward": _workshop_reward,
}
