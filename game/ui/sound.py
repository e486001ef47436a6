"""The table's sounds: small WAV files (assets/sounds/, made by game/tools/make_sounds.py), each
kind at its own volume under the main one, or muted (Settings; cues.py names the kinds). Silent
where there is no mixer (headless runs, machines without audio, a pygame whose mixer did not
load because SDL_mixer's libraries did not): the audio library's own
complaints while it looks for a device are kept off the console, and the player is told once, in
one line.

One sound at a time: the events' sounds share one mixer channel and the buttons' another, so a
burst of events is heard as its one most important sound (cues.py: `loudest`), and a new sound
cuts in on one still playing only when it matters more.
"""

from __future__ import annotations

import os
import sys
from collections import deque

import pygame

from game.resources import resource_path
from game.ui.cues import BUTTONS, FILES, loudest, rank

NO_DEVICE = "arigato-daitoshi: no sound device answered; playing without sound"
_told = False           # said once a process, however many windows it opens
CUES, PRESSES = 0, 1    # the mixer's channels kept for the events' sounds and the buttons'


class Sounds:
    def __init__(self, settings) -> None:
        """`settings`: the player's (persistence/settings.py), read at each sound, so a change in
        Settings is heard at once."""
        self.settings = settings
        self.heard: deque[str] = deque(maxlen=64)   # the kinds asked for, newest last (tests read it)
        self._loaded: dict[str, pygame.mixer.Sound | None] = {}
        self._channels: list = []
        self._playing: str | None = None          # the kind on the events' channel
        try:
            if not pygame.mixer.get_init():
                quietly(pygame.mixer.init)
            pygame.mixer.set_reserved(2)
            self._channels = [pygame.mixer.Channel(CUES), pygame.mixer.Channel(PRESSES)]
        except (pygame.error, NotImplementedError):  # the latter: pygame without its mixer
            _tell_once()
        if self._channels:
            # every file read now, with the window (11 small files, about 7 ms): read at its first
            # cue it took up to 4 ms of a move's frame (MEASUREMENTS.md, "Arigatō's move frames")
            for name in sorted({n for names in FILES.values() for n in names}):
                self._sound(name)

    def volume_of(self, kind: str) -> float:
        """How loud `kind` plays, 0..1: the main volume times its own, 0 when muted."""
        s = self.settings
        if kind in s.sounds_muted:
            return 0.0
        return s.volume / 100 * s.sound_levels.get(kind, 100) / 100

    def cue(self, kinds) -> str | None:
        """A burst of events' sounds (kinds, None for an event that makes none): the most
        important one plays, unless one at least as important is still playing. The kind chosen,
        or None for silence."""
        kind = loudest(kinds)
        if kind is None:
            return None
        self.heard.append(kind)
        channel = self._channels[CUES] if self._channels else None
        if channel is not None and channel.get_busy() and self._playing is not None \
                and rank(self._playing) <= rank(kind):
            return kind                # the more important sound plays on
        if self._start(channel, kind, FILES[kind][0]):
            self._playing = kind
        return kind

    def play(self, name: str) -> None:
        """A button's own sound: "click" (a move made that made no other sound) or "refuse"."""
        self.heard.append(BUTTONS)
        self._start(self._channels[PRESSES] if self._channels else None, BUTTONS, name)

    def preview(self, kind: str) -> None:
        """`kind` as it sounds now (Settings plays it when its volume changes)."""
        self.heard.append(kind)
        self._start(self._channels[PRESSES] if self._channels else None, kind, FILES[kind][0])

    def _start(self, channel, kind: str, name: str) -> bool:
        volume = self.volume_of(kind)
        if channel is None or volume <= 0:
            return False
        sound = self._sound(name)
        if sound is None:
            return False
        channel.set_volume(volume)
        channel.play(sound)
        return True

    def _sound(self, name: str):
        """The file's sound, read once, when the mixer starts (a file that does not read plays as
        silence: a sound is never worth a crash)."""
        if name not in self._loaded:
            try:
                self._loaded[name] = pygame.mixer.Sound(str(resource_path("assets", "sounds", f"{name}.wav")))
            except (pygame.error, OSError):
                self._loaded[name] = None
        return self._loaded[name]


def quietly(start) -> None:
    """`start()` with the process's standard error closed meanwhile: ALSA writes a screenful of
    lines there, below Python, for every device it tries and does not find (pygame's own `init`
    starts the mixer too: the App starts pygame through this)."""
    try:
        sys.stderr.flush()
        kept = os.dup(2)
    except (OSError, ValueError):       # no standard error to keep (a windowed build)
        start()
        return
    try:
        with open(os.devnull, "w") as nothing:
            os.dup2(nothing.fileno(), 2)
            start()
    finally:
        os.dup2(kept, 2)
        os.close(kept)


def _tell_once() -> None:
    global _told
    if not _told and os.environ.get("SDL_AUDIODRIVER") != "dummy":   # no sound asked for: no word
        _told = True
        print(NO_DEVICE, file=sys.stderr)
