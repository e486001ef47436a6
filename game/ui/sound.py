"""Two soft sounds, synthesised at start (no sound files to ship). Silent where there is no
mixer (headless runs, machines without audio)."""

from __future__ import annotations

import array
import math
from functools import lru_cache

import pygame


class Sounds:
    def __init__(self, volume: int) -> None:
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.volume = volume
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            freq, size, channels = pygame.mixer.get_init()
        except pygame.error:
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
