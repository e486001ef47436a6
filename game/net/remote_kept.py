"""What a seat of a game hosted elsewhere keeps at this computer (game/input/face.py:
`KeptFace`), for `RemoteSession` (remote.py): no save (the host keeps it), and once the game is
over the host's record, filed only once it proves, replayed here, to be the game this seat saw
(game/net/game_record.py), and the deal checked against its commitment (game/net/fair.py)."""

from __future__ import annotations

from game.net import fair, game_record
from game.persistence.records import NO_RECORD, NotKept


class KeptElsewhere:
    """The record book's and Watch again's side of a `RemoteSession` (its `client`, `seat`,
    `latest` state, and `_kept` and `_deal`, None until checked)."""

    def deal_check(self) -> tuple[str, int | None] | None:
        """The host's deal checked, once the game is over, against its commitment and every
        view this seat was sent (game/net/fair.py): ("verified", None) or what was found; None
        before the end (the record comes just ahead of the last state)."""
        if self._deal is None and self.is_over():
            inner = self.client.client
            verdict = fair.check_deal(inner.game_record, self.seat, inner.commitment, inner.witness)
            self._deal = (verdict.reason, verdict.move)
        return self._deal

    def to_record(self) -> dict:
        """The finished game for this computer's record book, from the record the host sent
        at the end, once it proves to be the game this seat saw (game/net/game_record.py);
        NotKept (persistence/records.py) when the host sent none, or one that is not."""
        if not self.is_over():
            raise NotKept(NO_RECORD, "the game is not over")
        if self._kept is None:
            self._kept = game_record.finished_game(
                self.client.game_record, self.seat, self.spec.name, len(self.seats),
                self.options, self.latest.final, self.latest.view, self.client.client.commitment)
        return self._kept

    def replay_source(self) -> dict | None:
        """What Watch again plays back: the game's checked record (None before it is filed)."""
        return self._kept

    def flush_saves(self) -> None:
        """Nothing to wait for: the host keeps the game's save, not this computer."""

    def setup_again(self) -> None:
        """None: a game hosted elsewhere is set up there (Play again goes back to Play online)."""
        return None

