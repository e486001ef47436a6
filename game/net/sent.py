"""A seat's word on its way to the host (game/net/remote.py): a move, or an undo asked, sent and
not answered yet. The frame never waits for the answer: the table shows the move as sent and
waiting (game/ui/tables/sent.py), then as played once a state answers it, or puts it back and
says why once the host refuses it or the connection is lost under it.

An answer is known by the seat's count of decisions (`asked`, game/net/PROTOCOL.md): an action
answers the seat's next decision, so the state it was played in counts one more; an undo taken
back counts one fewer. Any other state (another seat's move that came first) is no answer.

A line that drops under a word leaves it unanswered, not refused: the host may have played it
before the line went. The word stays sent (`cut`) until the seat joins again; the first state the
host then sends tells it all (game/net/PROTOCOL.md, "A move when the line drops"): it answers the
word, which is then played, or does not, and the word is put back as HOST_LOST. A seat the host
will not take back puts it back as well, and so does a host the table says has gone (HOST_GONE):
nothing stays sent while no host is there to answer.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace

from game.core.engine import Action, Refusal
from game.net import messages as m
from game.net.client import Refused

ANSWER_TIMEOUT = 15.0     # seconds without the host's answer before the line is taken for dead
HOST_LOST = "host_lost"   # the refusal of a move made with the line down, or one the line lost
#                           on its way (the host, joined again, had not played it)
HOST_GONE = "host_gone"   # a move on its way when the host went (the table says so): not played
WAITING = "waiting_for_host"   # another move while one is on its way


@dataclass(frozen=True, slots=True)
class Sent:
    """What the seat sent: `action` (the move, or for an undo the action asked to be taken back),
    its decisions so far when it was sent, and when (the clock's seconds)."""

    action: Action | None
    asked: int
    undo: bool = False
    at: float = field(default_factory=time.monotonic)
    cut: bool = False     # the line dropped under it: the host's next state says if it was played

    def answered_by(self, asked: int) -> bool:
        """A state in which the seat has made `asked` decisions answers it."""
        return asked < self.asked if self.undo else asked > self.asked

    def overdue(self, now: float) -> bool:
        return now - self.at > ANSWER_TIMEOUT

    def lost_with_line(self) -> "Sent":
        """The line dropped before its answer came: sent, the answer unknown until the seat
        joins again."""
        return replace(self, cut=True)

    def rejoined(self) -> "Sent":
        """The seat is joined again: the host's answer (its first state) is waited for anew."""
        return replace(self, at=time.monotonic())


def host_refusal(refused: Refused) -> Refusal:
    """The host's refusal as the rules' data: an illegal move as the rules' own refusal."""
    params = dict(refused.params)
    if refused.code == m.ILLEGAL and isinstance(params.get("rule"), str):
        return Refusal.of(params.pop("rule"), **params)
    return Refusal.of(refused.code, **params)
