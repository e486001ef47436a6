"""SOLO MODE, setup: the Mayor joins a 2-player SETUP, places the Mega-Machine and the neutral
Magnate by his cards, takes his pieces and is dealt his Advisors (the difficulty).
"""

from __future__ import annotations

from game.core.daitoshi import actions as A
from game.core.daitoshi import effects
from game.core.daitoshi.city_turn import MIDDLE, occupants
from game.core.daitoshi.flow import push, task
from game.core.daitoshi.mayor.board import MayorState, gain_mayor_worker
from game.core.daitoshi.mayor.content import Advisor, load_solo
from game.core.daitoshi.mayor.events import AdvisorsDealt, AdvisorSetUp

DEFAULT_ADVISORS = 5


def start_solo(s, advisors: int | None) -> None:
    """Called by the state right after a 2-player SETUP: the human is the Starting Player; the
    rest of the Mayor's setup runs as a task once the Magnates are placed (SETUP 23)."""
    k = DEFAULT_ADVISORS if advisors is None else advisors
    if not isinstance(k, int) or isinstance(k, bool) or k < 0:
        raise ValueError(f"advisors must be a whole number of cards, 0 or more, not {advisors!r}")
    s.solo = MayorState(load_solo())
    s.start_seat = s.active = 0            # "with you being the Starting Player"
    drafts = [i for i, t in enumerate(s.tasks) if t[0] == "draft"]
    for seat, i in enumerate(reversed(drafts)):   # expert variant: the draft in turn order too
        s.tasks[i] = ("draft", seat)
    s.tasks.insert(1, ("solo_setup", k))   # after place_magnates, before the first turn


def _draw_district(s, deck: list, usable) -> int:
    """Draw cards until one highlights a usable district (the cards go back: the whole deck is
    shuffled again for the Mayor's setup)."""
    pile = deck[:]
    s.rng.shuffle(pile)
    while pile:
        d = s.solo.cards.cards[pile.pop()].district
        if usable(d):
            return d
    raise ValueError("no Mayor card highlights a usable district")


@task("solo_setup")
def solo_setup(s, t) -> None:
    k = t[1]
    solo = s.solo
    sc = solo.cards
    cards = sorted(sc.cards)
    # SETUP 8: the Mega-Machine on the district of a Mayor card, drawing again on the Town Hall.
    s.mm_district = _draw_district(
        s, cards, lambda d: s.c.tiles[s.district_tiles[d][0]].action != "wild")
    # 2-Player Games Only: the non-player Magnate on the middle space of a drawn district,
    # drawing again when a Magnate is already there.
    s.neutral = None
    d = _draw_district(s, cards, lambda d: not any(occupants(s, d, sp) for sp in range(3)))
    s.neutral = (d, MIDDLE)
    # The Mayor's player setup: no Steam, no Chimney, only the Workers' Operation tile, no
    # Production token, the shuffled deck map side up, the Bribe tile instead of the Grant.
    p = s.players[solo.seat]
    p.steam = 0
    p.chimney = 0
    p.grant = False
    p.production_ready = False
    solo.workers = [-1] * s.c.factory["worker_cap"]
    solo.deck = cards[:]
    s.rng.shuffle(solo.deck)
    solo.pile = []
    solo.bribe = True
    # The difficulty: K Advisors; setup effects at once, the others kept beside his board.
    advisors = sorted(sc.advisors)
    s.rng.shuffle(advisors)
    dealt = sorted(advisors[:k], key=lambda a: sc.advisors[a].number)
    solo.dealt = tuple(dealt)
    solo.kept = frozenset(sc.advisors[a].effect for a in dealt
                          if set(sc.advisors[a].when) - {"setup"})
    if not s.quiet:
        s.events.append(AdvisorsDealt(solo.seat, solo.dealt))
        for a in dealt:   # each told, so a card discarded at setup is not dealt unseen
            s.events.append(AdvisorSetUp(solo.seat, a, sc.advisors[a].effect in solo.kept))
    tasks = []
    for a in dealt:
        tasks.extend(advisor_setup(s, sc.advisors[a]))
    push(s, *tasks)


def advisor_setup(s, adv: Advisor) -> list:
    """ADVISOR CARDS, SETUP parts, as tasks (rewards reached on the way are gained as usual)."""
    seat = s.solo.seat
    p = s.players[seat]
    if adv.effect == "reputation":
        return [("reward", seat, ("reputation", "", 1))]
    if adv.effect == "leftmost_banner":
        if p.banners:
            effects.place_banner(s, A.PlaceBanner(seat, 0), None)
        return []
    if adv.effect == "improved_basic":
        p.improved[0][0] = True
        return [("advance", seat, 0, 0)] * 5
    if adv.effect == "progress_markers":
        out = []
        for b in range(3):
            for f in range(3):
                if p.slots[b][f] is None:
                    p.progress[b][f] += 1      # the marker waits on the empty floor
                else:
                    out.append(("advance", seat, b, f))
        return out
    if adv.effect == "workers":
        for c in range(4):
            gain_mayor_worker(s, seat, c)
    return []
