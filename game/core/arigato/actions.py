"""Every decision of Arigatō is one of these actions (DESIGN.md: "Everything a player decides is an
action listed by the state"). Items are named by their words (bonsai, katana...) so that the
text form of an action reads like the game."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.engine import Action


@dataclass(frozen=True, slots=True)
class EmptyWorkshop(Action):
    """DAWN / EMPTYING A WORKSHOP: remove the artisan in `slot`; with an offering token it goes
    under the palace gate (and the token comes back), without one to the discard pile."""
    slot: int

    def describe(self, viewer=None) -> str:
        return f"empty workshop {self.slot + 1}"


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

    def describe(self, viewer=None) -> str:
        if viewer is not None and viewer != self.seat:
            return "assigns roles in secret"
        return (f"resident {self.resident} in workshop {self.slot + 1}, travelers "
                f"{', '.join(map(str, self.travelers)) or 'none'}")


@dataclass(frozen=True, slots=True)
class UseEffect(Action):
    """ICONOGRAPHY: "All effects are optional". Answers the pending trigger of `card`."""
    card: int
    use: bool

    def describe(self, viewer=None) -> str:
        return f"{'uses' if self.use else 'skips'} the effect of card {self.card}"


@dataclass(frozen=True, slots=True)
class ChooseBonusItems(Action):
    """FAVOR BONUSES: 2 items of the player's choice, the same or different."""
    items: tuple[str, ...]

    def describe(self, viewer=None) -> str:
        return f"takes {' and '.join(self.items)} as a favor bonus"


@dataclass(frozen=True, slots=True)
class Trade(Action):
    """DAY: discard 2 identical items to take 1 other item of your choice."""
    give: str
    take: str

    def describe(self, viewer=None) -> str:
        return f"trades 2 {self.give} for 1 {self.take}"


@dataclass(frozen=True, slots=True)
class PrepareOffering(Action):
    """DAY: pay all of an artisan's items in one go and put an offering token on it."""
    slot: int

    def describe(self, viewer=None) -> str:
        return f"prepares the offering in workshop {self.slot + 1}"


@dataclass(frozen=True, slots=True)
class EndDay(Action):
    """DAY: this village has finished managing for today."""

    def describe(self, viewer=None) -> str:
        return "ends the day"


@dataclass(frozen=True, slots=True)
class DiscardItem(Action):
    """DUSK C: more than 7 items at the very end of dusk; discard the items of your choice."""
    item: str

    def describe(self, viewer=None) -> str:
        return f"discards a {self.item}"
