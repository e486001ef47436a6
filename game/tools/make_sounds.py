"""The table's sounds, synthesised here, sample by sample, into the WAV files of assets/sounds/
(the files are ours: made by this script, nothing recorded or copied; assets/sounds/SOURCES.md).

    python -m game.tools.make_sounds            # writes assets/sounds/*.wav
    python -m game.tools.make_sounds DIR        # writes them into DIR instead

The same script always writes the same bytes (the noise comes from a fixed linear congruential
sequence, not from a clock), so the committed files can be checked against it
(tests/ui/test_ui_sounds.py). Each sound is short and soft: a table's sounds are heard many times
a game. 22,050 samples a second, one channel, 16 bits: the mixer converts them as it loads them.
"""

from __future__ import annotations

import array
import math
import sys
import wave
from pathlib import Path

from game.resources import resource_path

RATE = 22050
PEAK = 32767


class Noise:
    """White noise from a fixed sequence (the same every run), -1..1."""

    def __init__(self, seed: int) -> None:
        self.x = seed

    def __call__(self) -> float:
        self.x = (self.x * 1103515245 + 12345) & 0x7FFFFFFF
        return self.x / 0x3FFFFFFF - 1.0


def tone(hz: float, seconds: float, decay: float, attack: float = 0.004, partials=((1, 1.0),),
         glide: float = 0.0) -> list[float]:
    """A struck tone: partials (multiple of `hz`, loudness), a short attack, an exponential decay
    (`decay` seconds to fall to a third), `glide`: its pitch rises (>0) or falls (<0) by that
    share over its length."""
    out, phase = [], [0.0] * len(partials)
    n = int(RATE * seconds)
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        f = hz * (1 + glide * i / n)
        v = 0.0
        for k, (mult, loud) in enumerate(partials):
            phase[k] += 2 * math.pi * f * mult / RATE
            v += loud * math.sin(phase[k])
        out.append(env * v)
    return out


def noise(seconds: float, decay: float, seed: int, attack: float = 0.002, smooth: float = 0.0,
          bright: float = 1.0) -> list[float]:
    """A burst of noise: `smooth` (0..1) takes the highs off (a paper's rustle), `bright` keeps
    only the highs (steam's hiss) by taking away the smoothed part."""
    rnd, out, low = Noise(seed), [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        x = rnd()
        low = low * smooth + x * (1 - smooth)
        out.append(env * (low if bright >= 1.0 else x - bright * low))
    return out


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Parts laid over one another, each from its start time (seconds)."""
    n = max(int(at * RATE) + len(p) for at, p in parts)
    out = [0.0] * n
    for at, p in parts:
        start = int(at * RATE)
        for i, v in enumerate(p):
            out[start + i] += v
    return out


def card() -> list[float]:
    """A card drawn or played: a short rustle of paper."""
    return mix((0.0, noise(0.11, 0.025, seed=11, smooth=0.55)), (0.03, noise(0.08, 0.02, seed=12, smooth=0.6)))


def gain() -> list[float]:
    """Items or favor gained: two small bright notes, up a fifth."""
    bell = ((1, 1.0), (2.76, 0.25))
    return mix((0.0, tone(1318.5, 0.18, 0.06, partials=bell)), (0.07, tone(1975.5, 0.22, 0.07, partials=bell)))


def worker() -> list[float]:
    """A worker placed: a wooden piece set down on the board."""
    return mix((0.0, tone(330, 0.12, 0.025, partials=((1, 1.0), (2.3, 0.4)), glide=-0.25)),
               (0.0, noise(0.03, 0.006, seed=21, smooth=0.3)))


def magnate() -> list[float]:
    """The Magnate moving round the city: a soft glide up, then its step onto the space."""
    return mix((0.0, tone(262, 0.30, 0.12, attack=0.05, partials=((1, 1.0), (2, 0.3)), glide=0.5)),
               (0.22, tone(392, 0.16, 0.04, partials=((1, 1.0), (2.3, 0.3)))))


def steam() -> list[float]:
    """Steam spent: a short hiss."""
    return noise(0.38, 0.11, seed=31, attack=0.04, smooth=0.8, bright=0.9)


def build() -> list[float]:
    """A Factory built (an Invention installed, a district expanded): two hammer knocks."""
    knock = mix((0.0, tone(520, 0.09, 0.018, partials=((1, 1.0), (2.7, 0.5)))),
                (0.0, noise(0.03, 0.008, seed=41, smooth=0.2)))
    return mix((0.0, knock), (0.13, [0.8 * v for v in knock]))


def turn() -> list[float]:
    """Your turn: a soft bell, two notes rising."""
    bell = ((1, 1.0), (2, 0.2), (3, 0.08))
    return mix((0.0, tone(784, 0.35, 0.12, partials=bell)), (0.14, tone(1046.5, 0.45, 0.16, partials=bell)))


def dusk() -> list[float]:
    """Dusk, the end of a round: a low temple bell."""
    return tone(196, 1.1, 0.38, attack=0.01, partials=((1, 1.0), (2.01, 0.45), (2.76, 0.25), (5.4, 0.08)))


def scores() -> list[float]:
    """The final scores: a short rising arpeggio."""
    bell = ((1, 1.0), (2, 0.25), (3, 0.1))
    notes = (523.3, 659.3, 784.0, 1046.5)
    return mix(*[(0.13 * k, tone(hz, 0.55 if k == 3 else 0.3, 0.2 if k == 3 else 0.1, partials=bell))
                 for k, hz in enumerate(notes)])


def click() -> list[float]:
    """A button pressed, an action taken that made no other sound."""
    return tone(660, 0.07, 0.014)


def refuse() -> list[float]:
    """A move the rules refused."""
    return tone(196, 0.16, 0.032, partials=((1, 1.0), (2, 0.2)))


# each file's name (without .wav), its samples, and how loud its loudest sample is (0..1)
SOUNDS = {
    "card": (card, 0.30), "gain": (gain, 0.25), "worker": (worker, 0.35), "magnate": (magnate, 0.30),
    "steam": (steam, 0.22), "build": (build, 0.35), "turn": (turn, 0.28), "dusk": (dusk, 0.32),
    "scores": (scores, 0.30), "click": (click, 0.27), "refuse": (refuse, 0.27),
}


def wav_bytes(samples: list[float], loudness: float) -> array.array:
    top = max(1e-9, max(abs(v) for v in samples))
    fade = int(RATE * 0.005)          # no click at the end: the last 5 ms fade out
    n = len(samples)
    return array.array("h", (int(PEAK * loudness * v / top * min(1.0, (n - i) / fade))
                             for i, v in enumerate(samples)))


def write(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (make, loudness) in SOUNDS.items():
        data = wav_bytes(make(), loudness)
        if sys.byteorder == "big":
            data.byteswap()           # WAV is little-endian
        path = folder / f"{name}.wav"
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(data.tobytes())
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    folder = Path(argv[0]) if argv else resource_path("assets", "sounds")
    for path in write(folder):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
