"""The Mayor's pieces at the table, beyond a player's Factory: his deck and pile, the Bribe tile,
the Advisors kept beside his board, his Exploitation Record and Worker spaces, kept in step with
his Factory (`s.players[MAYOR]`), and the checks that they stay so.
"""

from __future__ import annotations

from game.core.daitoshi import events as E
from game.core.daitoshi.components import COLOURS
from game.core.daitoshi.effects import add_vp
from game.core.daitoshi.mayor.content import MayorCard, SoloComponents

MAYOR = 1                          # his index in `s.players`; the human is 0
RECORD_SPACES = 4                  # SOLO MODE, STEP 2: "he will never accumulate more than 4 hexes"


class MayorState:
    """What the Mayor has beyond a player's Factory: his deck and pile, the Bribe tile, the
    Advisors kept beside his board, the order of his Exploitation Record and Worker spaces.
    Plain lists, copied explicitly (game/ARCHITECTURE.md, "Practices" 6)."""

    __slots__ = ("seat", "cards", "deck", "pile", "bribe", "dealt", "kept", "record", "workers",
                 "steam_turn", "final", "end_done")
    automaton = True   # flow.mayor_at_table: his turns and choices follow the mayor package's rules

    def __init__(self, cards: SoloComponents) -> None:
        self.seat = MAYOR
        self.cards = cards            # immutable components, shared by copies on purpose
        self.deck: list[str] = []     # face down; the top card is the last
        self.pile: list[str] = []     # face up; this turn's card is the last
        self.bribe = True
        self.dealt: tuple[str, ...] = ()
        self.kept: frozenset = frozenset()    # effects of the Advisors kept beside his board
        self.record = [-1] * RECORD_SPACES    # terrain per space, top to bottom; -1 empty
        self.workers: list[int] = []          # colour per Worker space, reading order; -1 empty
        self.steam_turn = -1                  # Advisor 7: the turn it last paid
        self.final = None                     # his END GAME SCORING, (name, VP) pairs
        self.end_done = False

    def copy(self) -> "MayorState":
        m = MayorState.__new__(MayorState)
        m.seat = self.seat
        m.cards = self.cards
        m.deck = self.deck.copy()   # a world's stays undealt (game/core/undealt.py)
        m.pile = self.pile[:]
        m.bribe = self.bribe
        m.dealt = self.dealt
        m.kept = self.kept
        m.record = self.record[:]
        m.workers = self.workers[:]
        m.steam_turn = self.steam_turn
        m.final = self.final
        m.end_done = self.end_done
        return m


def is_mayor(s, seat) -> bool:
    return s.solo is not None and seat == s.solo.seat


def has(s, effect: str) -> bool:
    """An Advisor kept beside his board carries this effect."""
    return effect in getattr(s.solo, "kept", ())


def face_card(s) -> MayorCard:
    """This turn's card: the face-up card on top of the pile."""
    return s.solo.cards.cards[s.solo.pile[-1]]


def top_back(s) -> MayorCard:
    """The top card of the deck; only its back (map side) is ever read."""
    return s.solo.cards.cards[s.solo.deck[-1]]


# --- his Exploitation Record and Worker spaces ----------------------------------------------------

def record_hexes(s) -> list[int]:
    return [x for x in s.solo.record if x >= 0]


def top_hex(s) -> int | None:
    hexes = record_hexes(s)
    return hexes[0] if hexes else None


def pop_top_hex(s, seat: int) -> int | None:
    """Take the topmost hex off his Exploitation Record (counts kept in step)."""
    rec = s.solo.record
    for i, x in enumerate(rec):
        if x >= 0:
            rec[i] = -1
            s.players[seat].record[x] -= 1
            return x
    return None


def gain_mayor_worker(s, seat: int, colour: int) -> None:
    """ICONS: a Worker fills his first empty space, left to right and top to bottom; one gained
    with his spaces full is discarded (Advisor 5: 5 VP for each)."""
    solo = s.solo
    if -1 not in solo.workers:
        if has(s, "workers"):
            add_vp(s, seat, 5)
        return
    if s.worker_supply[colour] == 0:
        return   # none of that colour left in the supply: lost
    solo.workers[solo.workers.index(-1)] = colour
    s.worker_supply[colour] -= 1
    s.players[seat].workers[colour] += 1
    if not s.quiet:
        s.events.append(E.Gained(seat, "worker_" + COLOURS[colour], 1))


# --- checks --------------------------------------------------------------------------------------

def solo_violations(s) -> list[str]:
    """What would be wrong with his pieces: they must match his Factory, and he never holds
    Steam nor suffers a Conflict (STEAM, END OF TURN in SOLO MODE)."""
    solo = s.solo
    p = s.players[solo.seat]
    out = []
    if any(t[0] == "solo_setup" for t in s.tasks):
        # The expert variant drafts the Basic Inventions before the Mayor's setup runs (SETUP 23,
        # start_solo): until then he has no deck and his Factory is still a player's.
        return out
    if sorted(solo.deck + solo.pile) != sorted(solo.cards.cards) or not solo.deck:
        out.append("the Mayor's deck and pile do not hold the 16 cards, the deck non-empty")
    hexes = record_hexes(s)
    if len(hexes) > RECORD_SPACES or [hexes.count(t) for t in range(4)] != p.record:
        out.append(f"the Mayor's record {solo.record} does not match {p.record}")
    if solo.workers and [solo.workers.count(c) for c in range(4)] != p.workers:
        out.append(f"the Mayor's Worker spaces {solo.workers} do not match {p.workers}")
    if p.steam != 0:
        out.append(f"the Mayor holds {p.steam} Steam")
    if any(p.conflict):
        out.append("the Mayor has an Operation tile on its Conflict side")
    return out
