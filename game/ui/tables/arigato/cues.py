"""What Arigatō sounds like: the sound each of its events makes (game/ui/cues.py's kinds), or
none. A day is dawn, day and dusk for every village at once (HOW TO PLAY), so "your turn" is the
game asking your village again: the first dawn, and the day's start, when the residents are
revealed; a later dawn follows a dusk, whose bell it rings."""

from __future__ import annotations

from game.core.arigato import events as ev

CARDS = (ev.CardsDrawn, ev.TravelersPickedUp, ev.RolesAssigned, ev.WorkshopEmptied, ev.CraftsmenDiscarded,
         ev.DrawPileReshuffled, ev.OfferingPrepared, ev.ResidentRevealed)
GAINS = (ev.ItemGained, ev.FavorScored, ev.FavorBonusReached, ev.ObjectiveGained)


def cue(event, here: frozenset[int]) -> str | None:
    """`here`: the seats played by people at this computer."""
    if isinstance(event, ev.GameEnded):
        return "scores"
    if isinstance(event, ev.DayBegan):
        return "turn" if event.day == 1 else "dusk"     # a new day after the first: a dusk ended
    if isinstance(event, ev.ResidentRevealed) and event.seat in here:
        return "turn"                                     # the day begins: your village to manage
    if isinstance(event, CARDS):
        return "card"
    if isinstance(event, GAINS):
        return "gain"
    return None        # items spent or discarded, an effect offered or resolved, a day ended
