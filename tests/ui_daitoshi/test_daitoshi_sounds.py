"""What Daitoshi sounds like (game/ui/tables/daitoshi/cues.py): each event its kind of sound, "your
turn" for the seats played here only, and a whole game sounding every kind its events call for
(game/ui/cues.py: the burst rule and the player are tested in tests/ui/test_ui_sounds.py)."""

from __future__ import annotations

from game.core.daitoshi import events as D
from game.ui.cues import KINDS
from game.ui.tables.daitoshi.cues import cue
from whole_games import whole_game_events


def test_a_whole_game_sounds_every_kind_its_events_call_for():
    events = whole_game_events("daitoshi")
    heard = {cue(e, frozenset({0})) for e in events} - {None}
    assert heard == {"scores", "dusk", "turn", "build", "magnate", "steam", "worker", "gain"}
    assert heard <= set(KINDS)
    assert [cue(e, frozenset({0})) for e in events if isinstance(e, D.GameEnded)] == ["scores"]


def test_daitoshis_events_and_their_sounds():
    here = frozenset({0})
    assert cue(D.TurnStarted(0, 4), here) == "turn"
    assert cue(D.TurnStarted(1, 5), here) is None              # another's turn: no call
    assert cue(D.TurnStarted(0, 4), frozenset()) is None       # a replay: nobody's
    assert cue(D.MagnateMoved(1, 2, 0), here) == "magnate"
    assert cue(D.BuildingActivated(0, 1, 2), here) == "steam"
    assert cue(D.BuildingActivated(0, 1, 0), here) is None
    assert cue(D.WorkerPlaced(1, "red", 2, 0), here) == "worker"
    assert cue(D.InventionTaken(0, "x", 1, 0), here) == "build"
    assert cue(D.Gained(0, "steam", 2), here) == "gain"
    assert cue(D.EndTriggered(None, "river"), here) == "dusk"
    assert cue(D.GameEnded(None), here) == "scores"
