"""Two soft sounds, synthesised at start (no sound files to ship). Silent where there is no
mixer (headless runs, machines without audio): the audio library's own complaints while it looks
for a device are kept off the console, and the player is told once, in one line."""

from __future__ import annotations

import array
import math
import os
import sys
from functools import lru_cache

import pygame

NO_DEVICE = "arigato-daitoshi: no sound device answered; playing without sound"
_told = False           # said once a process, however many windows it opens


class Sounds:
    def __init__(self, volume: int) -> None:
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.volume = volume
        try:
            if not pygame.mixer.get_init():
                quietly(pygame.mixer.init)
            freq, size, channels = pygame.mixer.get_init()
        except pygame.error:
            _tell_once()
            return
        if size != -16:
            return
        self.sounds["click"] = self._tone(freq, channels, 660.0, 0.07)
        self.sounds["refuse"] = self._tone(freq, channels, 196.0, 0.16)
        self.set_volume(volume)

    @staticmethod
    def _tone(freq: int, channels: int, hz: float, seconds: float) -> pygame.mixer.Sound:
        return pygame.mixer.Sound(buffer=_samples(freq, channels, hz, seconds))

    def set_volume(self, volume: int) -> None:
        self.volume = volume
        for s in self.sounds.values():
            s.set_volume(volume / 100)

    def play(self, name: str) -> None:
        s = self.sounds.get(name)
        if s is not None and self.volume > 0:
            s.play()


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


@lru_cache(maxsize=8)
def _samples(freq: int, channels: int, hz: float, seconds: float) -> bytes:
    """A tone's samples, worked out sample by sample in Python (tens of milliseconds): once per
    process, not at every App (the tests open hundreds)."""
    n = int(freq * seconds)
    data = array.array("h")
    for i in range(n):
        env = math.exp(-i / (n / 5))
        v = int(9000 * env * math.sin(2 * math.pi * hz * i / freq))
        data.extend([v] * channels)
    return data.tobytes()
