"""A table's sounds: what the game's news sounds like (game/ui/cues.py). Each game's table names
the sound of each of its events (`CUES`: its own cues.py); the table hears its news as the viewer
may know it, never guessing from what it draws, and a burst of news makes one sound."""

from __future__ import annotations


def _silent(event, here: frozenset[int]) -> str | None:
    return None


class Sounding:
    # the kind of sound an event makes (cues.py's KINDS), or None; `here` are the seats played
    # by people at this computer (whose turn it is to be told "your turn")
    CUES = staticmethod(_silent)
    sounded: str | None = None       # the kind the last news sounded, None for silence

    def sound_news(self, news) -> str | None:
        """The news' one sound: each event's kind by the game's cues, the most important played
        (the player's sound.py: `cue`). A replay has nobody's turn to announce."""
        here = frozenset() if self.session.is_replay else frozenset(self.session.human_seats())
        self.sounded = self.app.sound.cue(self.CUES(event, here) for chapter in news for event in chapter.events)
        return self.sounded
