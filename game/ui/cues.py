"""The table's sounds, by kind, and the rule for a burst of events: one sound, the most important.

Each game's table hears the game through its events (the session's story, game/input/face.py:
`Chapter`), and its own `cues.py` names the kind of sound an event makes, or none
(game/ui/tables/arigato/cues.py, game/ui/tables/daitoshi/cues.py). Whatever a frame's news holds
(an AI's move that draws, gains, builds and passes the turn at once; a day's dusk; sixty moves
played with the animations off), `loudest` keeps one kind: the first of KINDS among them. The
player (sound.py) then plays it, unless a more important sound is still playing.

Each kind has its own volume and mute in Settings -> Sounds (game/ui/scenes/sounds.py), saved in
the settings file; `BUTTONS` is the kind of the buttons' own click and refusal, which are no
events.
"""

from __future__ import annotations

from typing import Iterable

# most important first: what a player must not miss comes before what merely happens
KINDS = ("scores", "dusk", "turn", "build", "magnate", "steam", "worker", "gain", "card")
BUTTONS = "buttons"
ALL = KINDS + (BUTTONS,)

# the files each kind plays (assets/sounds/<file>.wav, made by game/tools/make_sounds.py)
FILES = {**{kind: (kind,) for kind in KINDS}, BUTTONS: ("click", "refuse")}


def rank(kind: str) -> int:
    """How important a kind is: 0 the most; the buttons' own sounds after every event's."""
    return KINDS.index(kind) if kind in KINDS else len(KINDS)


def loudest(kinds: Iterable[str | None]) -> str | None:
    """The one kind a burst of events sounds: the most important of them (None: silence)."""
    heard = [k for k in kinds if k is not None]
    return min(heard, key=rank) if heard else None
