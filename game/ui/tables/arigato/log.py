"""The game log in words, as far as a viewer may know: every event passes through
`event.for_viewer(viewer)` first, so a hidden card is only ever "a card"."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from game.core.arigato import events as ev
from game.core.arigato.components import HIDDEN, Content
from game.core.engine import Event
from game.i18n import t
from game.ui.tables.arigato.words import counted_item, item_word, items_list, slot_name, type_name


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
    target: int | None = None   # solo: the score to beat, and whether it was beaten
    won: bool = False


@dataclass
class Entry:
    """One applied action and what it caused; `index` is its place in the state's history."""
    index: int
    seat: int | None
    events: list
    serial: int = field(default_factory=itertools.count(1).__next__)  # a name no other entry has


def card_words(content: Content, card: int) -> str:
    if card == HIDDEN or card <= 0:
        return t("arigato.log.hidden_card")
    c = content.cards[card]
    return t("arigato.log.card", type=type_name(content, c.type), id=card, favor=c.favor)


def cards_words(content: Content, cards) -> str:
    if cards and all(c == HIDDEN for c in cards):
        return t("arigato.log.hidden_cards" if len(cards) != 1 else "arigato.log.hidden_cards_one",
                 n=len(cards))
    return ", ".join(card_words(content, c) for c in cards) or t("arigato.log.nothing")


def event_line(content: Content, event, viewer: int | None) -> str | None:
    """The event as `viewer` may know it, in words; None for events too small to log."""
    e = event.for_viewer(viewer)
    if isinstance(e, ev.DayBegan):
        return t("arigato.log.day_began", day=e.day)
    if isinstance(e, ev.DrawPileReshuffled):
        return t("arigato.log.reshuffled", n=e.cards)
    if isinstance(e, ev.CardsDrawn):
        if e.cards and e.cards[0] != HIDDEN:
            return t("arigato.log.draws_cards", cards=cards_words(content, e.cards))
        return t("arigato.log.draws_n", n=len(e.cards))
    if isinstance(e, ev.TravelersPickedUp):
        return t("arigato.log.picks_up", cards=cards_words(content, e.cards))
    if isinstance(e, ev.RolesAssigned):
        if e.resident != HIDDEN:
            travelers = cards_words(content, e.travelers) if e.travelers else t("arigato.log.no_travelers")
            return t("arigato.log.roles", card=card_words(content, e.resident), slot=slot_name(e.slot),
                     travelers=travelers)
        return t("arigato.log.roles_secret", slot=slot_name(e.slot))
    if isinstance(e, ev.WorkshopEmptied):
        if e.to_gate:
            return t("arigato.log.to_gate", card=card_words(content, e.card))
        return t("arigato.log.dismisses", card=card_words(content, e.card))
    if isinstance(e, ev.ResidentRevealed):
        return t("arigato.log.reveals", card=card_words(content, e.card), slot=slot_name(e.slot))
    if isinstance(e, ev.CraftsmenDiscarded):
        return t("arigato.log.craftsmen", cards=cards_words(content, e.cards))
    if isinstance(e, ev.ItemGained):
        return t("arigato.log.gains", n=e.count, item=counted_item(e.item, e.count))
    if isinstance(e, ev.ItemsSpent):
        return t("arigato.log.pays", items=items_list(e.items))
    if isinstance(e, ev.EffectOffered):
        return None
    if isinstance(e, ev.EffectResolved):
        return t("arigato.log.uses" if e.used else "arigato.log.skips", card=card_words(content, e.card))
    if isinstance(e, ev.FavorScored):
        return t("arigato.log.favor_one" if e.amount == 1 else "arigato.log.favor", n=e.amount, total=e.total)
    if isinstance(e, ev.FavorBonusReached):
        return t("arigato.log.bonus", n=e.threshold)
    if isinstance(e, ev.OfferingPrepared):
        return t("arigato.log.prepares", card=card_words(content, e.card))
    if isinstance(e, ev.ObjectiveGained):
        return t("arigato.log.objective_met" if e.tokens != 1 else "arigato.log.objective_met_one",
                 day=e.day, n=e.tokens)
    if isinstance(e, ev.ItemDiscarded):
        return t("arigato.log.discards", item=item_word(e.item))
    if isinstance(e, ev.DayEnded):
        return t("arigato.log.day_ended")
    if isinstance(e, ev.GameEnded):
        return t("arigato.log.game_over")
    if isinstance(e, ObjectiveMissed):
        return t("arigato.log.objective_missed", day=e.day)
    if isinstance(e, FinalScore):
        parts = " + ".join(t("arigato.score.part", n=v, part=part_name(n)) for n, v in e.breakdown)
        line = t("arigato.log.final", total=e.total, parts=parts)
        if e.target is not None:
            line += t("arigato.log.target_beaten" if e.won else "arigato.log.target_missed", target=e.target)
        return line
    return None   # an event with no words yet is not logged: never an internal name on screen


PART_KEYS = {"objectives": "arigato.part.objectives", "favor tokens": "arigato.part.favor_tokens",
             "palace gate": "arigato.part.palace_gate"}


def part_name(name: str) -> str:
    """A score part by the rules' name ("favor tokens"), in the current language."""
    key = PART_KEYS.get(name)
    return t(key) if key else name


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
            out.append((e.seat, t("arigato.log.line", name=names[e.seat], text=text)))
    return out
