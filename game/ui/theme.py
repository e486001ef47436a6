"""Colours, fonts and the scaling of the layout.

Every scene lays itself out on a base canvas of 1280x720 units; `Theme` maps base units to
window pixels (uniform scale `s`, centred), so one layout serves 1280x720 up to 3840x2160 and any
resized window in between. Fonts are rendered at the scaled size, so text stays crisp.

The player's UI scale (Settings; `ui_scale` below) asks for text of at least that many pixels
per base unit. Where the layout's own scale already gives it (a big window: 3840x2160 has
s = 3, more than 200%) text is drawn at `s`; where it does not (1280x720 at 125%), text is drawn
larger within the same layout, by at most TEXT_GROWTH, and the layout's fitting (fit_size,
fit_block, the measured widths) keeps it in its rooms. Text scale: `ts` (game/ui/CLIENT.md).
"""

from __future__ import annotations

import re
from collections import OrderedDict
from contextlib import contextmanager, nullcontext
from functools import lru_cache

import pygame

from game.resources import resource_path
from game.ui import frame_causes as fc

BASE_W, BASE_H = 1280, 720
UI_SCALES = (100, 125, 150, 175, 200)   # percent, the Settings' choices
TEXT_GROWTH = 1.125   # text at most this much larger than the layout's scale (its rooms hold that)
GROWN_UNITS = 20      # text up to this size grows in full; a larger title by as much as this size


def ui_scale_for(desktop: tuple[int, int] | None) -> int:
    """The UI scale a display asks for by default: its size against 1920x1080 (the size the
    layout's text was drawn for at 100%), to the nearest choice; 100% where it is unknown."""
    if not desktop or min(desktop) <= 0:
        return UI_SCALES[0]
    want = min(desktop[0] / 1920, desktop[1] / 1080) * 100
    return min(UI_SCALES, key=lambda c: (abs(c - want), c))


def text_scale(s: float, ui: float) -> float:
    """Pixels per base unit for text: the UI scale `ui` (1.0 = 100%) where the layout's `s` is
    below it, never more than TEXT_GROWTH times `s`, never below `s`."""
    return s * min(max(1.0, ui / s), TEXT_GROWTH)

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
    fc.count(fc.FONT_OPENED_AHEAD if _opening_ahead else fc.FONT_OPENED)
    return pygame.font.Font(str(resource_path("assets", "fonts", FONT_FILES[role])), max(6, px))


_opening_ahead = False
FIT_FLOOR = 7.5   # the least size a text is fitted down to unless told (`fit_size`, `fit_block`, `fit_lines`)


# What a font opened ahead measures at once: a font's glyphs are loaded as a text first meets
# them (about 0.03 ms each; a first line of a new font took 0.7 ms, opening it 0.1), so a font
# opened ahead has the glyphs of most words loaded too.
GLYPHS_AHEAD = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ,.:;'()-+éèàêç"


def fitted_fonts(role: str, size: float, floor: float = FIT_FLOOR) -> list[tuple[str, float]]:
    """Every font a text fitted from `size` down to `floor` may be drawn in (a fit comes down by
    halves: `Theme.fit_size`), as (role, size) pairs for `open_ahead`."""
    return [(role, size - k / 2) for k in range(int((size - floor) * 2) + 1)]


def font_ahead(theme: "Theme", role: str, size: float, lettering: bool = False) -> pygame.font.Font | None:
    """The font of `role` at `size` opened now if it was not open yet, counted as opened ahead
    (in a frame that drew nothing new, for a later frame that will draw in it); None when it was
    open already. `lettering`: at the size glyphs of a picture are drawn (`Theme.lettering`: the
    results' seal)."""
    global _opening_ahead
    before = fc.counts[fc.FONT_OPENED_AHEAD]
    _opening_ahead = True
    try:
        with theme.lettering() if lettering else nullcontext():
            font = theme.font(role, size)
    finally:
        _opening_ahead = False
    return font if fc.counts[fc.FONT_OPENED_AHEAD] != before else None


def open_ahead(theme: "Theme", fonts: list) -> None:
    """The first font of `fonts` ((role, size) pairs, taken off the list as they are found open)
    not open yet opened now, with its common glyphs loaded (GLYPHS_AHEAD), counted as done
    ahead: a table calls it in a frame that drew nothing new, for the fonts a later moment will
    need (Daitoshi's final scores: render.py). One font a call: about 2 ms."""
    while fonts:
        font = font_ahead(theme, *fonts.pop())
        if font is not None:
            font.size(GLYPHS_AHEAD)
            return


def letters_ahead(theme: "Theme", fonts: list) -> None:
    """The common glyphs (GLYPHS_AHEAD) of the last font of `fonts` ((role, size) pairs, taken
    off the list) loaded now, the font opened if it was not (counted as opened ahead): as
    `open_ahead`, but for fonts a first drawing may have opened without their letters (a table's
    first frame), whose first lines of new words still loaded them. About 2 ms a call."""
    if fonts:
        role, size = fonts.pop()
        (font_ahead(theme, role, size) or theme.font(role, size)).size(GLYPHS_AHEAD)


# Text drawn and measured, for every Theme in the process: a picture of a text depends only on
# its font's role and pixel size and on its colour, a fit or a wrap only on those and the scale,
# so a second App (the tests make hundreds) or a window resized back finds them drawn. The
# pictures are only ever blitted or copied (`Theme.text` copies before it sets an alpha), never
# drawn on. They outlive pygame's fonts: a picture is pixels of its own. Past TEXTS_KEPT the
# least recently used goes, one at a time: emptied all at once, as it was, the next frame drew
# every text on screen again and took three times its budget (bench --frames names such frames).
_texts: OrderedDict = OrderedDict()
TEXTS_KEPT = 4000
PIXELS_KEPT = 4096   # lengths in pixels kept per length and scale (`_px`, `_text_px`)


# `px` and `text_px` are asked for hundreds of times a frame, mostly for the same lengths and sizes
@lru_cache(maxsize=PIXELS_KEPT)
def _px(v: float, s: float) -> int:
    return max(1, round(v * s)) if v > 0 else round(v * s)


@lru_cache(maxsize=PIXELS_KEPT)
def _text_px(size: float, s: float, ts: float) -> int:
    return round(size * s + min(size, GROWN_UNITS) * (ts - s))


class Theme:
    def __init__(self, size: tuple[int, int], colour_blind: bool = False, ui: float = 1.0) -> None:
        self.colour_blind = colour_blind
        self.ui = ui
        self.papers: OrderedDict = OrderedDict()   # buttons' pictures kept for this window (kept_paper.py)
        self.resize(size)

    def resize(self, size: tuple[int, int], ui: float | None = None) -> None:
        """The window's new size (and the UI scale, 1.0 = 100%, when it changed)."""
        self.size = (max(1, size[0]), max(1, size[1]))
        self.ui = self.ui if ui is None else ui
        self.s = min(self.size[0] / BASE_W, self.size[1] / BASE_H)
        self.ts = text_scale(self.s, self.ui)   # text's pixels per base unit
        self.ox = (self.size[0] - BASE_W * self.s) / 2
        self.oy = (self.size[1] - BASE_H * self.s) / 2

    @property
    def scale_key(self) -> tuple[float, float]:
        """What a cached text's fit, wrap or picture depends on besides its words."""
        return (self.s, self.ts)

    @contextmanager
    def lettering(self):
        """Text drawn inside at the layout's own scale: glyphs that are part of a picture (a
        seal's characters, the title's letters set against each other) keep their place in it."""
        ts, self.ts = self.ts, self.s
        try:
            yield
        finally:
            self.ts = ts

    @contextmanager
    def moved(self, left: int, top: int):
        """Drawing inside lands on a picture of the window's part whose top left is pixel
        (`left`, `top`), each pixel where it would land on the window (Arigatō's log rows kept:
        render/log.py). Both even: `pt` rounds halves to even, and an odd shift would move a
        point on a half pixel one pixel off."""
        assert left % 2 == 0 and top % 2 == 0, (left, top)
        ox, oy = self.ox, self.oy
        self.ox, self.oy = ox - left, oy - top
        try:
            yield
        finally:
            self.ox, self.oy = ox, oy

    # --- geometry ---------------------------------------------------------------------------------
    def px(self, v: float) -> int:
        return _px(v, self.s)

    def pt(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.ox + x * self.s), round(self.oy + y * self.s))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        # `pt` written out (the same sums, so the same pixels): asked for hundreds of times a frame
        s, ox, oy = self.s, self.ox, self.oy
        x0, y0 = round(ox + x * s), round(oy + y * s)
        return pygame.Rect(x0, y0, round(ox + (x + w) * s) - x0, round(oy + (y + h) * s) - y0)

    def to_base(self, pos: tuple[int, int]) -> tuple[float, float]:
        return ((pos[0] - self.ox) / self.s, (pos[1] - self.oy) / self.s)

    # --- text -------------------------------------------------------------------------------------
    def text_px(self, size: float) -> int:
        """The pixel size of text of `size` base units: at the text scale `ts`, but a title
        bigger than GROWN_UNITS grows only as much as text of that size (it is read already,
        and the room around it was set for its own size)."""
        return _text_px(size, self.s, self.ts)

    def drawn(self, size: float) -> float:
        """The size, in base units, that text of `size` is drawn at (larger than `size` where the
        UI scale grows the text): what a line's pitch or a row's height is set from."""
        return size + min(size, GROWN_UNITS) * (self.ts - self.s) / self.s   # as text_px, unrounded

    def font(self, role: str, size: float) -> pygame.font.Font:
        return _font(role, self.text_px(size))

    def render(self, text: str, role: str, size: float, colour) -> pygame.Surface:
        key = (text, role, self.text_px(size), tuple(colour))
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

    def put_text(self, surface: pygame.Surface, text: str, role: str, size: float, colour,
                 at: tuple[int, int]) -> pygame.Rect:
        """Draw text with its top left at pixel `at` (on a kept picture, at its own offsets:
        kept_paper.py); returns the pixel rect used."""
        surf = self.render(text, role, size, colour)
        surface.blit(surf, at)
        return surf.get_rect(topleft=at)

    def fit_size(self, text: str, role: str, size: float, width: float,
                 floor: float = FIT_FLOOR) -> float:
        """The largest size, from `size` down to `floor` by halves, at which `text` is no wider
        than `width` base units (a longer translation shrinks rather than overflows); remembered,
        as the text's pictures are (a button asks every frame). Text grown by the UI scale gives
        way first: never drawn smaller than it would be without the growth (`least`)."""
        key = ("fit", self.scale_key, text, role, size, width, floor)
        fit = _texts.get(key)
        if fit is None:
            fc.count(fc.TEXT_MEASURED)
            least = self.least(floor, lambda: self.fit_size(text, role, size, width, floor))
            fit = size
            while fit > least and self.font(role, fit).size(text)[0] > width * self.s:
                fit -= 0.5
            fit = _keep(key, max(fit, least))
        else:
            _texts.move_to_end(key)
        return fit

    def fit_block(self, text: str, role: str, size: float, width: float, height: float,
                  floor: float = FIT_FLOOR) -> tuple[float, list[str]]:
        """`text` kept to a `width` x `height` room (base units): on one line when it fits there
        at `size` or a little smaller (down to four fifths), else wrapped at the largest size,
        down to `floor` by halves, whose lines all stand in the room; at `floor` whatever it
        takes. The size and the lines. Text grown by the UI scale gives way first (`least`)."""
        least = self.least(floor, lambda: self.fit_block(text, role, size, width, height, floor)[0])
        s = size
        while s >= max(least, size * 0.8):
            if self.font(role, s).size(text)[0] <= width * self.s:
                return s, [text]
            s -= 0.5
        s = size
        while s > least:
            lines = self.wrap(text, role, s, width)
            font = self.font(role, s)
            if (len(lines) * font.get_linesize() <= height * self.s
                    and all(font.size(line)[0] <= width * self.s for line in lines)):
                return s, lines
            s -= 0.5
        return least, self.wrap(text, role, least, width)

    def fit_lines(self, text: str, role: str, size: float, width: float, most: int,
                  floor: float = FIT_FLOOR) -> tuple[float, list[str]]:
        """The largest size, from `size` down to `floor` by halves, at which `text` wraps into at
        most `most` lines no wider than `width`, and those lines (at `floor`, whatever it takes):
        a room of so many lines is never left with its last words cut off. Text grown by the UI
        scale gives way first (`least`). Remembered, as a fit is: a caption asks every frame, and
        measured its lines at each size tried each time."""
        key = ("lines", self.scale_key, text, role, size, width, most, floor)
        hit = _texts.get(key)
        if hit is not None:
            _texts.move_to_end(key)
            return hit[0], list(hit[1])
        fc.count(fc.TEXT_MEASURED)
        least = self.least(floor, lambda: self.fit_lines(text, role, size, width, most, floor)[0])
        s = size
        while s > least:
            lines = self.wrap(text, role, s, width)
            if len(lines) <= most and all(self.font(role, s).size(x)[0] <= width * self.s for x in lines):
                break
            s -= 0.5
        else:
            s, lines = least, self.wrap(text, role, least, width)
        _keep(key, (s, tuple(lines)))
        return s, lines

    def least(self, floor: float, plain_fit) -> float:
        """The smallest size a fit may take: `floor`, or where the UI scale grows the text, the
        size drawn as large as `plain_fit()` (the same fit without the growth) is drawn without
        it, so that a larger text size never makes a text smaller than the layout's own."""
        if self.ts <= self.s:
            return floor
        with self.lettering():
            plain = plain_fit()
        px = plain * self.s                  # its pixels, without the growth
        grown = px / self.ts if px <= GROWN_UNITS * self.ts else (px - GROWN_UNITS * (self.ts - self.s)) / self.s
        return max(floor, grown)

    def wrap(self, text: str, role: str, size: float, width: float) -> list[str]:
        """Split text into lines no wider than `width` base units (remembered per size)."""
        key = ("wrap", self.scale_key, text, role, size, width)
        hit = _texts.get(key)
        if hit is None:
            fc.count(fc.TEXT_MEASURED)
            hit = _keep(key, tuple(self._wrap(text, role, size, width)))
        else:
            _texts.move_to_end(key)
        return list(hit)

    def _wrap(self, text: str, role: str, size: float, width: float) -> list[str]:
        """The lines a greedy wrap makes, a word at a time: a trial line is measured whole only
        when the sum of its words' widths (each measured once: `_word_widths`) leaves it in doubt.
        Measuring every trial whole was most of the game's last frame (its final scores' wraps).
        A line breaks at a space `BREAKS` allows: never before a high mark, nor after "«"."""
        font = self.font(role, size)
        limit = width * self.s
        widths = _word_widths(role, self.text_px(size))
        space = _word_width(widths, font, " ")
        lines: list[str] = []
        for para in text.split("\n"):
            line, est, n = "", 0, 0
            for w in BREAKS.split(para):
                ww = _word_width(widths, font, w)
                if not line:
                    line, est, n = w, ww, 1
                    continue
                trial = est + space + ww
                slack = n + SUM_SLACK   # what a sum of rounded parts may miss the whole by
                if trial + slack <= limit:
                    fits = True
                elif trial - slack > limit:
                    fits = False
                else:
                    fits = font.size(line + " " + w)[0] <= limit
                if fits:
                    line, est, n = line + " " + w, trial, n + 1
                else:
                    lines.append(line)
                    line, est, n = w, ww, 1
            lines.append(line)
        return lines

    def seat_colour(self, index: int) -> tuple[int, int, int]:
        return SEAT_COLOURS[index % len(SEAT_COLOURS)][0]


# Where a line may break: at a space, but not at one before ":", ";", "!", "?" or "»", nor after
# "«". French sets a space there (the catalogue's « Fin » and "Impossible : ..."), a no-break one
# in print, so that no line begins with the mark or ends with the guillemet; the catalogue's are
# ordinary spaces, held here for every text wrapped (its words, the rules', a seat's chat line).
# No English line begins with such a mark either.
BREAKS = re.compile(r"(?<!«) (?![:;!?»])")


# The words' widths by font (role, pixel size), for wraps: a word measured once per size, summed.
# A line's width and the sum of its words' and spaces' differ by the rounding of each part and
# any kerning at a space: SUM_SLACK pixels, plus one a word, is more than that ever comes to (the
# measured difference stays within a quarter of a pixel a word), so a wrap only measures the
# lines where the sum leaves it in doubt, and its lines are the whole measure's.
_widths: dict = {}
WORDS_KEPT = 20000     # words kept (in all, and a font); past that they are measured afresh
SUM_SLACK = 2


def _word_widths(role: str, px: int) -> dict:
    kept = _widths.get((role, px))
    if kept is None:
        if sum(map(len, _widths.values())) > WORDS_KEPT:
            _widths.clear()
        kept = _widths[(role, px)] = {}
    return kept


def _word_width(widths: dict, font: pygame.font.Font, word: str) -> int:
    w = widths.get(word)
    if w is None:
        if len(widths) > WORDS_KEPT:
            widths.clear()
        w = widths[word] = font.size(word)[0]
    return w


def _keep(key, value):
    """`value` kept under `key` among the texts (past TEXTS_KEPT, the least recently used goes)."""
    if len(_texts) >= TEXTS_KEPT:
        fc.count(fc.TEXT_FORGOTTEN)
        _texts.popitem(last=False)
    _texts[key] = value
    return value
