"""What the Mayor's moves tell the table: the card he reveals, each district he checks against it,
and the Advisors he is dealt.

His other moves are told by the players' events (events.py): he plays by their rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.engine import Event


@dataclass(frozen=True, slots=True)
class MayorTurn(Event):
    """The Mayor revealed `card`; `district` is where he goes, or -1 for a Production Turn."""
    card: str
    district: int


@dataclass(frozen=True, slots=True)
class MayorChecked(Event):
    """THE MAYOR'S DECK: a district he checked, in order after his card: the action that counted
    there ("commit" ... "wild", or "contribute" for the Mega-Machine), whether it was on his card
    only through his Bribe, and the verdict: the criterion that ruled it out ("1a", "1c", "2a",
    "2c"), "space" (no Magnate space free for him), or "chosen"."""
    district: int
    action: str
    bribe: bool
    verdict: str


@dataclass(frozen=True, slots=True)
class AdvisorsDealt(Event):
    advisors: tuple


@dataclass(frozen=True, slots=True)
class AdvisorSetUp(Event):
    """One Advisor dealt (SOLO MODE, ADVISOR CARDS), told after `AdvisorsDealt` and before what
    its setup steps gain: `kept` beside his board when it acts during or at the end of the game,
    else discarded once its setup is applied ("applied immediately and discarded")."""
    advisor: str
    kept: bool
