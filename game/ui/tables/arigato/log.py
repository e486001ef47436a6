"""The game log in words, as far as a viewer may know: every event passes through
`event.for_viewer(viewer)` first, so a hidden card is only ever "a card"."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from game.core.arigato import events as ev
from game.core.arigato.components import HIDDEN, Content
from game.core.engine import Event
from game.ui.tables.arigato.words import SLOT_NAMES, type_name


@dataclass(frozen=True, slots=True)
class ObjectiveMissed(Event):
    """Not a rules event: the table's note that a village did not meet a day's objective (DUSK
    B), so the objective check is visible for everyone, not only for those who met it."""
    day: int


@dataclass(frozen=True, slots=True)
class FinalScore(Event):
    """The table's closing note: a seat's score with its breakdown (END OF THE GAME)."""
    breakdown: tuple
    total: int
    note: str = ""


@dataclass
class Entry:
    """One applied action and what it caused; `index` is its place in the state's history."""
    index: int
    seat: int | None
    events: list
    serial: int = field(default_factory=itertools.count(1).__next__)  # a name no other entry has


def card_words(content: Content, card: int) -> str:
    if card == HIDDEN or card <= 0:
        return "a face-down card"
    c = content.cards[card]
    return f"{type_name(content, c.type)} #{card} ({c.favor} favor)"


def cards_words(content: Content, cards) -> str:
    if cards and all(c == HIDDEN for c in cards):
        return f"{len(cards)} face-down card{'s' if len(cards) != 1 else ''}"
    return ", ".join(card_words(content, c) for c in cards) or "nothing"


def event_line(content: Content, event, viewer: int | None) -> str | None:
    """The event as `viewer` may know it, in words; None for events too small to log."""
    e = event.for_viewer(viewer)
    if isinstance(e, ev.DayBegan):
        return f"Day {e.day} begins: dawn"
    if isinstance(e, ev.DrawPileReshuffled):
        return f"The discard pile is shuffled into a new draw pile ({e.cards} cards)"
    if isinstance(e, ev.CardsDrawn):
        if e.cards and e.cards[0] != HIDDEN:
            return f"draws {cards_words(content, e.cards)}"
        return f"draws {len(e.cards)} cards"
    if isinstance(e, ev.TravelersPickedUp):
        return f"picks up the travelers {cards_words(content, e.cards)}"
    if isinstance(e, ev.RolesAssigned):
        if e.resident != HIDDEN:
            return (f"places {card_words(content, e.resident)} face down ({SLOT_NAMES[e.slot]}); "
                    f"travelers: {cards_words(content, e.travelers) if e.travelers else 'none (final round)'}")
        return f"assigns roles in secret (a resident goes {SLOT_NAMES[e.slot]})"
    if isinstance(e, ev.WorkshopEmptied):
        if e.to_gate:
            return f"sends {card_words(content, e.card)} to the palace gate"
        return f"dismisses {card_words(content, e.card)} to the discard pile"
    if isinstance(e, ev.ResidentRevealed):
        return f"reveals {card_words(content, e.card)} ({SLOT_NAMES[e.slot]})"
    if isinstance(e, ev.CraftsmenDiscarded):
        return f"craftsmen: {cards_words(content, e.cards)}"
    if isinstance(e, ev.ItemGained):
        return f"gains {e.count} {e.item}"
    if isinstance(e, ev.ItemsSpent):
        return f"pays {', '.join(e.items)}"
    if isinstance(e, ev.EffectOffered):
        return None
    if isinstance(e, ev.EffectResolved):
        return f"{'uses' if e.used else 'skips'} the effect of {card_words(content, e.card)}"
    if isinstance(e, ev.FavorScored):
        return f"scores {e.amount} favor (tokens: {e.total})"
    if isinstance(e, ev.FavorBonusReached):
        return f"reaches {e.threshold} favor: takes 2 items of their choice"
    if isinstance(e, ev.OfferingPrepared):
        return f"prepares the offering of {card_words(content, e.card)}"
    if isinstance(e, ev.ObjectiveGained):
        return f"meets the objective of day {e.day} ({e.tokens} token{'s' if e.tokens != 1 else ''})"
    if isinstance(e, ev.ItemDiscarded):
        return f"discards a {e.item} (7-item limit)"
    if isinstance(e, ev.DayEnded):
        return "ends the day"
    if isinstance(e, ev.GameEnded):
        return "The game is over: the Shogun's birthday"
    if isinstance(e, ObjectiveMissed):
        return f"does not meet the objective of day {e.day}"
    if isinstance(e, FinalScore):
        parts = " + ".join(f"{v} from {n}" for n, v in e.breakdown)
        return f"scores {e.total} ({parts}){e.note}"
    return type(e).__name__


def entry_lines(content: Content, entry: Entry, viewer: int | None,
                names: list[str]) -> list[tuple[int | None, str]]:
    """(seat, text) lines of one log entry; a seat's line starts with its name."""
    out: list[tuple[int | None, str]] = []
    for e in entry.events:
        text = event_line(content, e, viewer)
        if text is None:
            continue
        if e.seat is None:
            out.append((None, text))
        else:
            out.append((e.seat, f"{names[e.seat]}: {text}"))
    return out
