"""A deal every seat can check (game/ARCHITECTURE.md, "The deal").

The host commits to the deal before anyone plays: with the welcome every seat gets `commitment`,
SHA-256 over a random salt, the deal's name and the seed. The seed stays secret until the game is
over; then the finished game's record reveals the seed and the salt. Each seat checks the
commitment, and replays the whole game from the seed and the actions: at every move it was sent,
the view the replay gives that seat must be the view the host sent (`Witness` keeps a digest of
each). A host that dealt from another seed, changed a card after it committed, or revealed a seed
other than the one it committed to is caught, and the first move where the replay differs named.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from dataclasses import dataclass

from game.core import registry
from game.core.engine import Action
from game.core.rng import KEY_BYTES, deal_of
from game.net import codec

SALT_BYTES = 32

# what a check found (`Verdict.reason`); the client words them (game/i18n/online.py)
VERIFIED = "verified"
NO_RECORD = "no_record"              # the host sent no record of the finished game
NO_COMMITMENT = "no_commitment"      # the host committed to nothing (an older host)
NO_REVEAL = "no_reveal"              # the record reveals no salt
BROKEN = "commitment"                # seed and salt are not what the host committed to
REPLAY = "replay"                    # a move of the record does not replay from the seed
VIEW = "view"                        # the replay shows this seat another game than it was sent


def new_salt() -> str:
    return secrets.token_hex(SALT_BYTES)


def commitment(deal: str, seed: int, salt: str) -> str:
    """SHA-256 over the salt (its bytes), the deal's name, a zero byte and the seed (KEY_BYTES
    bytes, big-endian), in hex. The salt makes the seed unguessable from it even when small."""
    return hashlib.sha256(bytes.fromhex(salt) + deal.encode("ascii") + b"\0"
                          + seed.to_bytes(KEY_BYTES, "big")).hexdigest()


def view_digest(encoded_view: dict) -> str:
    """A view as the host sends it (`codec.encode`, its history apart), as one digest."""
    text = json.dumps(encoded_view, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class Witness:
    """What one seat was sent: the digest of its view at each move, the latest kept when the
    game went back (an undo: the moves after it are gone)."""

    def __init__(self) -> None:
        self.views: dict[int, str] = {}

    def saw(self, move: int, encoded_view: dict) -> None:
        for later in [m for m in self.views if m > move]:
            del self.views[later]
        self.views[move] = view_digest(encoded_view)


@dataclass(frozen=True)
class Verdict:
    """`reason` is VERIFIED or what was found; `move` the first move where the replay differs."""
    reason: str
    move: int | None = None

    @property
    def verified(self) -> bool:
        return self.reason == VERIFIED

    def as_line(self) -> dict:
        """For `join --json`'s last line: {"deal": "verified"} or the mismatch and its reason."""
        if self.verified:
            return {"deal": VERIFIED}
        line = {"deal": "mismatch", "reason": self.reason}
        if self.move is not None:
            line["move"] = self.move
        return line


def check_deal(entry: dict | None, seat: int, committed: str | None, witness: Witness) -> Verdict:
    """The host's record of a finished game (`entry`: setup, deal, seed, salt, actions) against
    its commitment and what `seat` was sent."""
    if entry is None:
        return Verdict(NO_RECORD)
    if not committed:
        return Verdict(NO_COMMITMENT)
    salt = entry.get("salt")
    if not isinstance(salt, str) or len(salt) != 2 * SALT_BYTES:
        return Verdict(NO_REVEAL)
    try:
        opened = commitment(deal_of(entry), entry["seed"], salt)
    except (ValueError, OverflowError, UnicodeEncodeError):
        return Verdict(BROKEN)
    if opened != committed:
        return Verdict(BROKEN)
    try:
        state = registry.spec(entry["game"]).new_game(players=len(entry["seats"]), seed=entry["seed"],
                                                      deal=deal_of(entry), **(entry.get("options") or {}))
    except Exception:  # noqa: BLE001 - whatever a setup the rules refuse makes them raise
        return Verdict(REPLAY, 0)
    beyond = [m for m in witness.views if m > len(entry["actions"])]
    if beyond:                  # the seat saw moves the record does not hold
        return Verdict(VIEW, min(beyond))
    for move, text in enumerate(entry["actions"]):
        if _differs(state, seat, witness.views.get(move)):
            return Verdict(VIEW, move)
        try:
            state.apply(Action.parse(text))
        except Exception:  # noqa: BLE001 - a move that does not replay, however it fails
            return Verdict(REPLAY, move + 1)
    if _differs(state, seat, witness.views.get(len(entry["actions"]))):
        return Verdict(VIEW, len(entry["actions"]))
    return Verdict(VERIFIED)


def _differs(state, seat: int, seen: str | None) -> bool:
    if seen is None:
        return False            # a move this seat was not sent (before it joined, while away)
    view = state.view(seat)
    view.history = []           # as the host sends it (game/net/table.py `message_for`)
    return view_digest(codec.encode(view)) != seen
