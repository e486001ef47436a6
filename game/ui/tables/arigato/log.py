"""The game log in words, as far as a viewer may know: the events come from the session's story
for that viewer (game/input/face.py), already as that viewer may know them, so a hidden card is
only ever "a card"."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from game.core.arigato import events as ev
from game.core.arigato.components import HIDDEN, Content
from game.core.engine import Event
from game.i18n import is_you, t, tn
from game.ui.tables.arigato.words import an_item, counted_item, items_list, slot_name, type_name


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


# Events too small to log: an effect offered is asked of its village as a prompt, and its answer
# is logged (EffectResolved).
SILENT = (ev.EffectOffered,)


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
        return tn("arigato.log.hidden_cards", len(cards))
    return ", ".join(card_words(content, c) for c in cards) or t("arigato.log.nothing")


class Say:
    """The log's words for one seat: in the third person ("Aiko: draws 3 cards"), or in the
    second for a seat named "You" ("You draw 3 cards"), whose own templates are
    "arigato.log.you.<key>"."""

    def __init__(self, you: bool = False) -> None:
        self.you = you

    def key(self, key: str) -> str:
        return f"arigato.log.you.{key}" if self.you else f"arigato.log.{key}"

    def __call__(self, key: str, **values) -> str:
        return t(self.key(key), **values)

    def n(self, key: str, n: int, **values) -> str:
        return tn(self.key(key), n, **values)


def event_line(content: Content, e, you: bool = False) -> str | None:
    """The event in words, as told (`you`: said to the seat it happened to, in the second
    person); None for events too small to log."""
    say = Say(you and e.seat is not None)
    if isinstance(e, ev.DayBegan):
        return t("arigato.log.day_began", day=e.day)
    if isinstance(e, ev.DrawPileReshuffled):
        return tn("arigato.log.reshuffled", e.cards)
    if isinstance(e, ev.CardsDrawn):
        if e.cards and e.cards[0] != HIDDEN:
            return say("draws_cards", cards=cards_words(content, e.cards))
        return say.n("draws_n", len(e.cards))
    if isinstance(e, ev.TravelersPickedUp):
        if e.cards and all(c == HIDDEN for c in e.cards):   # another's travelers: how many, not which
            return say.n("picks_up_hidden", len(e.cards))
        return say("picks_up", cards=cards_words(content, e.cards))
    if isinstance(e, ev.RolesAssigned):
        if e.resident != HIDDEN:
            travelers = cards_words(content, e.travelers) if e.travelers else t("arigato.log.no_travelers")
            return say("roles", card=card_words(content, e.resident), slot=slot_name(e.slot), travelers=travelers)
        return say("roles_secret", slot=slot_name(e.slot))
    if isinstance(e, ev.WorkshopEmptied):
        return say("to_gate" if e.to_gate else "dismisses", card=card_words(content, e.card))
    if isinstance(e, ev.ResidentRevealed):
        return say("reveals", card=card_words(content, e.card), slot=slot_name(e.slot))
    if isinstance(e, ev.CraftsmenDiscarded):
        return say("craftsmen", cards=cards_words(content, e.cards))
    if isinstance(e, ev.ItemGained):
        return say("gains", n=e.count, item=counted_item(e.item, e.count))
    if isinstance(e, ev.ItemsSpent):
        return say("pays", items=items_list(e.items))
    if isinstance(e, SILENT):
        return None
    if isinstance(e, ev.EffectResolved):
        return say("uses" if e.used else "skips", card=card_words(content, e.card))
    if isinstance(e, ev.FavorScored):
        return say.n("favor", e.amount, total=e.total)
    if isinstance(e, ev.FavorBonusReached):
        return say("bonus", n=e.threshold)
    if isinstance(e, ev.OfferingPrepared):
        return say("prepares", card=card_words(content, e.card))
    if isinstance(e, ev.ObjectiveGained):
        return say.n("objective_met", e.tokens, day=e.day)
    if isinstance(e, ev.ItemDiscarded):
        return say("discards", an_item=an_item(e.item))
    if isinstance(e, ev.DayEnded):
        return say("day_ended")
    if isinstance(e, ev.GameEnded):
        return t("arigato.log.game_over")
    if isinstance(e, ObjectiveMissed):
        return say("objective_missed", day=e.day)
    if isinstance(e, FinalScore):
        parts = " + ".join(t("arigato.score.part", n=v, part=part_name(n)) for n, v in e.breakdown)
        line = say("final", total=e.total, parts=parts)
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


def entry_lines(content: Content, entry: Entry, names: list[str]) -> list[tuple[int | None, str]]:
    """(seat, text) lines of one log entry; a seat's line starts with its name."""
    out: list[tuple[int | None, str]] = []
    for e in entry.events:
        you = e.seat is not None and is_you(names[e.seat])
        text = event_line(content, e, you)
        if text is None:
            continue
        if e.seat is None:
            out.append((None, text))
        elif you:
            out.append((e.seat, t("arigato.log.line_you", text=text)))
        else:
            out.append((e.seat, t("arigato.log.line", name=names[e.seat], text=text)))
    return out
