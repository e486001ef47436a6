"""What Daitoshi sounds like: the sound each of its events makes (game/ui/cues.py's kinds), or
none. The game has no rounds ("Players take turns one after another with no rounds or phases"):
the bell of a round's end rings once, when a Wilderness track's next-to-last space shows and the
end of the game is triggered."""

from __future__ import annotations

from game.core.daitoshi import events as E

BUILT = (E.InventionTaken, E.UpgradeInstalled, E.DistrictExpanded, E.DistrictElectrified)
GAINS = (E.Gained, E.Traded, E.HexExploited, E.Contributed, E.PartnershipUsed)


def cue(event, here: frozenset[int]) -> str | None:
    """`here`: the seats played by people at this computer."""
    if isinstance(event, E.GameEnded):
        return "scores"
    if isinstance(event, E.EndTriggered):
        return "dusk"
    if isinstance(event, E.TurnStarted):
        return "turn" if event.seat in here else None
    if isinstance(event, BUILT):
        return "build"
    if isinstance(event, E.MagnateMoved):
        return "magnate"
    if isinstance(event, E.BuildingActivated):
        return "steam" if event.steam > 0 else None      # a building run without Steam: its goods ring
    if isinstance(event, (E.WorkerPlaced, E.WorkersReturned)):
        return "worker"
    if isinstance(event, GAINS):
        return "gain"
    return None        # a production begun, the Mega-Machine moved, a Conflict checked
