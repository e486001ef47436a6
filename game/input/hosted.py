"""The session as a network host plays it (game/net/table.py): the game at this computer, every
remote seat deciding at once, and the host's side of its face (face.py `HostFace`): whose turn it
is, how many decisions a seat has made, the deal a host commits to, and its journal on disk.

The host's table asks nothing else of it: what it sends a seat is the face's own `view`,
`story` and legal actions, so the session stays the one place that decides what a seat may know
(game/ARCHITECTURE.md, "The session").
"""

from __future__ import annotations

from game.input.session import GameSession


class HostedSession(GameSession):
    """Every remote seat with a decision may act now (in Arigatō's dawn all at once: commit-then-
    reveal makes the order invisible), not only the first, as at one screen where the mouse is
    passed. A seat not deciding is refused by the rules themselves (`not_your_turn`)."""

    def may_act(self, seat: int) -> bool:
        return True

    def legal_actions(self, seat: int) -> list:
        """The choices of any seat deciding now (each remote seat sees its own: every one may
        act), none for the others."""
        return self.state.legal_actions(seat) if seat in self.turn() else []

    def turn(self) -> list[int]:
        """The seats deciding now (none once the game is over)."""
        return list(self.state.current_seats())

    def decided(self, seat: int) -> int:
        """How many decisions `seat` has made (an action answers the next one: PROTOCOL.md)."""
        return sum(1 for a in self.state.history if a.seat == seat)

    def dealt_by(self) -> tuple[str, int]:
        """The deal's name and the seed: the host commits to them before play
        (game/net/fair.py) and reveals them only in the finished game's record."""
        return self.deal, self.seed

    def unsynced(self) -> bool:
        """An action (or a whole save asked for) is not yet on disk: no seat may be sent it."""
        return getattr(self.autosave, "unsynced", False)

    def sync(self) -> None:
        """The journal's lines on disk, and any whole save asked for, from any thread. A disk that says no does not stop the
        game (as at one table): the session keeps why, to show."""
        if self.unsynced():
            try:
                self.autosave.sync()
            except OSError as exc:
                self.save_done(exc)
