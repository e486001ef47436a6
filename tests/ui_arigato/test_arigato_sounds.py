"""What Arigatō sounds like (game/ui/tables/arigato/cues.py): each event its kind of sound, "your
turn" for the villages played here only, and a whole game sounding every kind its events call for
(game/ui/cues.py: the burst rule and the player are tested in tests/ui/test_ui_sounds.py)."""

from __future__ import annotations

from game.core.arigato import events as A
from game.ui.cues import KINDS
from game.ui.tables.arigato.cues import cue
from whole_games import whole_game_events


def test_a_whole_game_sounds_every_kind_its_events_call_for():
    events = whole_game_events("arigato")
    heard = {cue(e, frozenset({0})) for e in events} - {None}
    assert heard == {"scores", "dusk", "turn", "gain", "card"} and heard <= set(KINDS)
    assert [cue(e, frozenset({0})) for e in events if isinstance(e, A.GameEnded)] == ["scores"]


def test_arigatos_events_and_their_sounds():
    here = frozenset({0})
    assert cue(A.DayBegan(None, 1), here) == "turn"
    assert cue(A.DayBegan(None, 5), here) == "dusk"           # a new day: a dusk just ended
    assert cue(A.ResidentRevealed(0, 1, 12), here) == "turn"  # the day begins: your village
    assert cue(A.ResidentRevealed(1, 1, 12), here) == "card"  # another's card shown
    assert cue(A.ResidentRevealed(0, 1, 12), frozenset()) == "card"   # a replay: nobody's turn
    assert cue(A.CardsDrawn(0, (3, 4)), here) == "card"
    assert cue(A.ItemGained(1, "bonsai", 2), here) == "gain"
    assert cue(A.FavorScored(0, 3, 9), here) == "gain"
    assert cue(A.GameEnded(None, (0,)), here) == "scores"
    assert cue(A.DayEnded(0), here) is None
