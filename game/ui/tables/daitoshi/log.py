"""The Daitoshi table's log in words: each action and its events become lines, worded in every
language when they happen (the state they speak of is gone by the time someone switches language),
so the whole log follows the language. Everything in Daitoshi's log is open information.

Each line keeps the event it tells (`source`), so the table can play a move out line by line
(story.py): the solo Mayor's turn reads as his card, each district he checks against it, then
his moves.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from game.core.daitoshi import actions as A
from game.core.daitoshi import events as E
from game.i18n import daitoshi as words
from game.i18n import LANGUAGE_NAMES, language, said_to, t_in

# An action whose own event already says what happened (the log shows that line, not both).
RESTATES = {
    A.MoveMagnate: E.MagnateMoved, A.PlaceWorker: E.WorkerPlaced, A.ActivateBuilding: E.BuildingActivated,
    A.ExploitTrack: E.HexExploited, A.TradeWithCity: E.Traded, A.InstallInvention: E.InventionTaken,
    A.ExpandDistrict: E.DistrictExpanded, A.ContributeToMegaMachine: E.Contributed,
    A.UsePartnership: E.PartnershipUsed, A.StartProduction: E.ProductionStarted, A.PlaceBanner: E.Gained,
    A.ChoosePilgrimTrack: E.Gained, A.GiveBackHex: E.Gained, A.ChooseWorker: E.Gained,
    A.ElectrifyDistrict: E.DistrictElectrified, A.DraftBasicInvention: (),
}


class LogEntry(NamedTuple):
    seat: int | None
    words: dict          # language -> text
    style: str           # "turn" | "action" | "event"
    source: object = None   # the event this line tells (None: the action itself, or the intro)

    @property
    def text(self) -> str:
        return self.words.get(language()) or self.words["en"]


def join_names(items: list[str], lang: str | None = None) -> str:
    """"A, B and C" in the current language (or in `lang`)."""
    items = [x for x in items if x]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {t_in(lang or language(), 'dtable.and')} " + items[-1]


def said(seat: int | None, style: str, word: Callable[[str], str], source=None) -> LogEntry:
    """A line: `word(lang)` gives it in each language."""
    return LogEntry(seat, {lang: word(lang) for lang in LANGUAGE_NAMES}, style, source)


def intro(names_in: Callable[[str], list[str]], seats: int, first: int) -> LogEntry:
    """The game's first line: who plays (the `seats` first of `names_in(lang)`), and who starts."""
    return said(None, "turn", lambda lang: said_to("dtable.intro", names_in(lang)[first], lang, n=seats,
                                                   names=join_names(names_in(lang)[:seats], lang)))


def opening(view, names_in: Callable[[str], list[str]]) -> list[LogEntry]:
    """What the setup did before the first action, said after the intro: the solo Mayor's
    Advisors (each one's setup, or that it is kept) and who plays first."""
    return lines(None, view.opening, view, names_in)


def lines(action, events, state, names_in: Callable[[str], list[str]]) -> list[LogEntry]:
    """The lines for an action and its events, worded against `state` just after them;
    `names_in(lang)` names every player (the solo Mayor too) in a language."""
    out = []
    restated = None   # the event that already says what the action did, in the third person
    if action is not None:
        restated = next((ev for ev in events if isinstance(ev, RESTATES.get(type(action), ()))
                         and ev.seat == action.seat), None)
        if restated is None:
            where = None if isinstance(action, A.MoveMagnate) else state   # said before it moved
            out.append(said(action.seat, "action", lambda lang: words.tell_action(
                action, where, names_in(lang), lang=lang)))
    for ev in events:
        if isinstance(ev, E.ConflictChecked) and not any(ev.conflict_tiles):
            continue
        if isinstance(ev, E.WorkersReturned) and not ev.count:
            continue
        if isinstance(ev, E.Gained) and not ev.amount and ev.what != "banner":
            continue
        style = "turn" if isinstance(ev, (E.TurnStarted, E.GameEnded, E.EndTriggered)) else \
            ("action" if ev is restated else "event")
        out.append(said(ev.seat, style, lambda lang, ev=ev: words.describe_event(ev, state, names_in(lang), lang=lang),
                        ev))
    return out
