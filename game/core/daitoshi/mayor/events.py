"""What the Mayor's moves tell the table: the card he reveals and the Advisors he is dealt.

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
class AdvisorsDealt(Event):
    advisors: tuple
