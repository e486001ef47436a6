"""Colours, fonts and the scaling of the layout.

Every scene lays itself out on a base canvas of 1280x720 units; `Theme` maps base units to
window pixels (uniform scale, centred), so one layout serves 1280x720 up to 2560x1440 and any
resized window in between. Fonts are rendered at the scaled size, so text stays crisp.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

from game.resources import resource_path
from game.ui import frame_causes as fc

BASE_W, BASE_H = 1280, 720

# Arigatō: ink, paper, vermilion (with indigo, moss and gold leaf as quiet companions)
INK = (30, 29, 34)
INK_SOFT = (74, 70, 76)
PAPER = (244, 236, 220)
PAPER_DEEP = (230, 218, 195)
PAPER_SHADE = (214, 199, 172)
VERMILION = (204, 62, 44)
VERMILION_DARK = (160, 44, 32)
INDIGO = (40, 62, 100)
MOSS = (96, 122, 82)
GOLD = (196, 156, 76)
WHITE = (252, 250, 245)
# Daitoshi: brass and steam
BRASS = (184, 140, 72)
BRASS_LIGHT = (226, 190, 120)
COPPER = (170, 96, 58)
STEEL = (64, 72, 82)
SOOT = (36, 34, 38)

# seat colours, each with a shape and a letter for colour-blind mode
SEAT_COLOURS = [
    ((204, 62, 44), "circle", "A"),     # vermilion
    ((40, 86, 150), "square", "B"),     # indigo
    ((86, 132, 70), "triangle", "C"),   # moss
    ((214, 160, 40), "diamond", "D"),   # gold
    ((128, 72, 140), "hexagon", "E"),   # plum
    ((40, 140, 140), "star", "F"),      # teal
]

# one colour per score part, the same on every screen (the table's scoreboard, its final count and
# the results); parts without a colour of their own take the palette's, by their place
PART_COLOURS = {"objectives": INDIGO, "favor tokens": VERMILION, "palace gate": MOSS}
PART_PALETTE = [VERMILION, INDIGO, MOSS, GOLD, (128, 72, 140), (40, 140, 140), COPPER, (110, 110, 120),
                (92, 160, 206), (206, 96, 150), (150, 146, 56), (70, 60, 50)]


def part_colour(name: str, index: int = 0) -> tuple[int, int, int]:
    """The colour of score part `name` (the rules' name), `index` its place among the parts shown."""
    return PART_COLOURS.get(name) or PART_PALETTE[index % len(PART_PALETTE)]


FONT_FILES = {
    "sans": "NotoSans-Regular.ttf",
    "sans-bold": "NotoSans-Bold.ttf",
    "serif": "NotoSerif-Regular.ttf",
    "serif-bold": "NotoSerif-Bold.ttf",
    "cjk": "NotoSerifCJKjp-Bold-subset.otf",
}


@lru_cache(maxsize=128)
def _font(role: str, px: int) -> pygame.font.Font:
    fc.count(fc.FONT_OPENED)
    return pygame.font.Font(str(resource_path("assets", "fonts", FONT_FILES[role])), max(6, px))


# Text drawn and measured, for every Theme in the process: a picture of a text depends only on
# its font's role and pixel size and on its colour, a fit or a wrap only on those and the scale,
# so a second App (the tests make hundreds) or a window resized back finds them drawn. The
# pictures are only ever blitted or copied (`Theme.text` copies before it sets an alpha), never
# drawn on. They outlive pygame's fonts: a picture is pixels of its own. Past TEXTS_KEPT the
# least recently used goes, one at a time: emptied all at once, as it was, the next frame drew
# every text on screen again and took three times its budget (bench --frames names such frames).
_texts: OrderedDict = OrderedDict()
TEXTS_KEPT = 4000


class Theme:
    def __init__(self, size: tuple[int, int], colour_blind: bool = False) -> None:
        self.colour_blind = colour_blind
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (max(1, size[0]), max(1, size[1]))
        self.s = min(self.size[0] / BASE_W, self.size[1] / BASE_H)
        self.ox = (self.size[0] - BASE_W * self.s) / 2
        self.oy = (self.size[1] - BASE_H * self.s) / 2

    # --- geometry ---------------------------------------------------------------------------------
    def px(self, v: float) -> int:
        return max(1, round(v * self.s)) if v > 0 else round(v * self.s)

    def pt(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.ox + x * self.s), round(self.oy + y * self.s))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        x0, y0 = self.pt(x, y)
        x1, y1 = self.pt(x + w, y + h)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    def to_base(self, pos: tuple[int, int]) -> tuple[float, float]:
        return ((pos[0] - self.ox) / self.s, (pos[1] - self.oy) / self.s)

    # --- text -------------------------------------------------------------------------------------
    def font(self, role: str, size: float) -> pygame.font.Font:
        return _font(role, round(size * self.s))

    def render(self, text: str, role: str, size: float, colour) -> pygame.Surface:
        key = (text, role, round(size * self.s), tuple(colour))
        surf = _texts.get(key)
        if surf is None:
            fc.count(fc.TEXT_DRAWN)
            surf = _keep(key, self.font(role, size).render(text, True, colour))
        else:
            _texts.move_to_end(key)
        return surf

    def text(self, surface: pygame.Surface, text: str, role: str, size: float, colour,
             pos: tuple[float, float], anchor: str = "topleft", alpha: int = 255) -> pygame.Rect:
        """Draw text at a base-unit position; returns the pixel rect used."""
        surf = self.render(text, role, size, colour)
        r = surf.get_rect(**{anchor: self.pt(*pos)})
        if alpha < 255:
            surf = surf.copy()
            surf.set_alpha(alpha)
        surface.blit(surf, r)
        return r

    def fit_size(self, text: str, role: str, size: float, width: float,
                 floor: float = 7.5) -> float:
        """The largest size, from `size` down to `floor` by halves, at which `text` is no wider
        than `width` base units (a longer translation shrinks rather than overflows); remembered,
        as the text's pictures are (a button asks every frame)."""
        key = ("fit", self.s, text, role, size, width, floor)
        fit = _texts.get(key)
        if fit is None:
            fc.count(fc.TEXT_MEASURED)
            fit = size
            while fit > floor and self.font(role, fit).size(text)[0] > width * self.s:
                fit -= 0.5
            _keep(key, fit)
        else:
            _texts.move_to_end(key)
        return fit

    def fit_block(self, text: str, role: str, size: float, width: float, height: float,
                  floor: float = 7.5) -> tuple[float, list[str]]:
        """`text` kept to a `width` x `height` room (base units): on one line when it fits there
        at `size` or a little smaller (down to four fifths), else wrapped at the largest size,
        down to `floor` by halves, whose lines all stand in the room; at `floor` whatever it
        takes. The size and the lines."""
        s = size
        while s >= max(floor, size * 0.8):
            if self.font(role, s).size(text)[0] <= width * self.s:
                return s, [text]
            s -= 0.5
        s = size
        while True:
            lines = self.wrap(text, role, s, width)
            font = self.font(role, s)
            if s <= floor or (len(lines) * font.get_linesize() <= height * self.s
                              and all(font.size(line)[0] <= width * self.s for line in lines)):
                return s, lines
            s -= 0.5

    def wrap(self, text: str, role: str, size: float, width: float) -> list[str]:
        """Split text into lines no wider than `width` base units (remembered per size)."""
        key = ("wrap", self.s, text, role, size, width)
        hit = _texts.get(key)
        if hit is None:
            fc.count(fc.TEXT_MEASURED)
            hit = _keep(key, tuple(self._wrap(text, role, size, width)))
        else:
            _texts.move_to_end(key)
        return list(hit)

    def _wrap(self, text: str, role: str, size: float, width: float) -> list[str]:
        font = self.font(role, size)
        limit = width * self.s
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split(" ")
            line = ""
            for w in words:
                trial = w if not line else line + " " + w
                if font.size(trial)[0] <= limit or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = w
            lines.append(line)
        return lines

    def seat_colour(self, index: int) -> tuple[int, int, int]:
        return SEAT_COLOURS[index % len(SEAT_COLOURS)][0]


def _keep(key, value):
    """`value` kept under `key` among the texts (past TEXTS_KEPT, the least recently used goes)."""
    if len(_texts) >= TEXTS_KEPT:
        fc.count(fc.TEXT_FORGOTTEN)
        _texts.popitem(last=False)
    _texts[key] = value
    return value
