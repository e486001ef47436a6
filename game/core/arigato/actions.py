"""Every decision of Arigatō is one of these actions (game/ARCHITECTURE.md, "The engine protocol":
"Everything a player decides is an action listed by the state"). Items are named by their words
(bonsai, katana...) so that the text form of an action reads like the game."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.engine import Action


@dataclass(frozen=True, slots=True)
class EmptyWorkshop(Action):
    """DAWN / EMPTYING A WORKSHOP: remove the artisan in `slot`; with an offering token it goes
    under the palace gate (and the token comes back), without one to the discard pile."""
    slot: int


@dataclass(frozen=True, slots=True)
class AssignRoles(Action):
    """DAWN: the secret commitment of a whole hand. `resident` goes face down into `slot`,
    `travelers` go to the left neighbour; the rest of the hand are the craftsmen."""
    resident: int
    slot: int
    travelers: tuple[int, ...]

    def seen_by(self, viewer=None) -> str:
        """DAWN: the roles are secret until every village has assigned them."""
        if viewer is not None and viewer != self.seat:
            return f"{self.kind} seat={self.seat} secret"
        return self.text()


@dataclass(frozen=True, slots=True)
class UseEffect(Action):
    """ICONOGRAPHY: "All effects are optional". Answers the pending trigger of `card`."""
    card: int
    use: bool


@dataclass(frozen=True, slots=True)
class ChooseBonusItems(Action):
    """FAVOR BONUSES: 2 items of the player's choice, the same or different."""
    items: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Trade(Action):
    """DAY: discard 2 identical items to take 1 other item of your choice."""
    give: str
    take: str


@dataclass(frozen=True, slots=True)
class PrepareOffering(Action):
    """DAY: pay all of an artisan's items in one go and put an offering token on it."""
    slot: int


@dataclass(frozen=True, slots=True)
class EndDay(Action):
    """DAY: this village has finished managing for today."""


@dataclass(frozen=True, slots=True)
class DiscardItem(Action):
    """DUSK C: more than 7 items at the very end of dusk; discard the items of your choice."""
    item: str

