"""The fonts Arigatō's table draws its words in, as (role, size in base units): opened ahead
(theme.py `open_ahead`), with their common letters, so that a region's first drawing finds them
open. Opened in the frame that first needed them, they were most of that frame: a font opened
and its letters drawn the first time, 1.5-1.8 ms for its first line, and a region opens 3 or 4
(game/tools/MEASUREMENTS.md, "Frames"). Sizes in base units: the theme turns them into pixels
at the window's size and the text scale, so the list holds at any size.

The first picture's are opened while it is prepared under the screen before (render/table.py
`prepare`, one font a frame), the smaller sizes a fit may come down to and the moments' in the
frames that draw nothing new after it (`draw_ahead`), a slice a frame (`open_slice`). The card
faces' fonts too (`card_face_fonts`), at every size the table draws faces at: opened while the
first picture is prepared, their letters loaded in the frames after it."""

from __future__ import annotations

import math
from typing import Callable

from game.core.arigato import SPEC
from game.ui import theme as th
from game.ui.scenes.results import results_fonts
from game.ui.widgets import Button
from game.ui.tables.arigato import card_ahead
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import over_layout as O
from game.ui.tables.arigato import panel_layout as PL


LETTERS_A_SLICE = 8    # common letters loaded in a step (about 0.05 ms each at 1920x1080: a font's 77 at
                       # once, opened whole by `open_ahead`, were 3-4 ms, and its frames, 24 in a game, all
                       # over 2 ms: MEASUREMENTS.md, "Arigatō's regions and work ahead")


# each region's words at their own size (the size each drawing names)
FIRST_PICTURE = [
    ("serif-bold", 13), ("sans-bold", 15), ("sans", 10), ("sans", 9),   # the calendar (top.py)
    ("serif-bold", 22), ("sans", 13),                                   # the day, its status line
    ("sans-bold", 12),                                                  # the piles, the log's names
    ("sans-bold", 14), ("sans-bold", 13), ("sans", 11), ("sans-bold", 11),  # a village: its name, gate, supply
    ("sans", 12),                                                       # travelers, the log
    ("serif-bold", 18), ("sans-bold", 16),                              # the board, the home village's name
    ("sans", 15), ("sans", 14),                                         # an effect asked, a refusal
    Button.font_of("primary"),     # a button of the size unless told (the scene's own: render/table.py `buttons`)
    *th.fitted_fonts("sans", 10),   # a village's status, shrunk to its room (at 1920x1080 in the first picture)
]

# what the first picture may not show but a later frame may: the smaller sizes fits come down
# to, the moments (the dusk, the final count: moment.py)
LATER = [
    *th.fitted_fonts("sans", 13, PL.SMALLEST),              # the action panel's fitted words
    ("serif-bold", 20), ("serif-bold", 24),         # the final count's numbers
]


# every size (base units) the table draws card faces at, the likeliest to come first: where a move
# puts a card of the hand (a workshop, a gate, the travelers), then the others' villages, the
# piles, the hand, the panel's and the moments'; each with whether it is a small face (None: by
# its pixels, as the piles': card_art `card_surface`)
def card_sizes() -> list[tuple[float, float, bool | None]]:
    others = [L.opponent_box(0, (0, 0, w, L.OPP_H)).grid[0][2:] for w in (300, 200)]   # wide, narrow
    gates = [(L.GATE_CARD_W[small], L.GATE_CARD_W[small] * 1.4) for small in (False, True)]
    placed = [L.WORKSHOP_CARD, *gates, L.OUTGOING_CARD, L.KEPT_CARD, *others, L.TRAVEL_CARD, L.HAND_CARD,
              L.ZONE_CARD, PL.EFFECT_CARD[2:], O.ZOOM_CARD, PL.MOMENT_CARD]
    return [(w, h, h < L.MINI_BELOW) for w, h in placed] + [(*L.DRAW_PILE[2:], None)]


def card_face_fonts(theme: th.Theme, content) -> list[tuple[str, int, str]]:
    """The fonts of the faces at every size the table draws them (`card_sizes`) at the theme's
    scale, each once with all its letters, the first to open last (card_ahead `open_ahead` takes
    the list's end), at every pixel size its rect may come to (`pixel_lengths`)."""
    fonts: dict[tuple[str, int], str] = {}
    for w, h, mini in card_sizes():
        for pw in pixel_lengths(w, theme.s):
            for ph in pixel_lengths(h, theme.s):
                for role, px, letters in card_ahead.face_fonts(content, (pw, ph), mini):
                    fonts[role, px] = "".join(dict.fromkeys(fonts.get((role, px), "") + letters))
    return [(role, px, letters) for (role, px), letters in fonts.items()][::-1]


def pixel_lengths(v: float, s: float) -> range:
    """Every length in pixels a rect's side of `v` base units may have on the window at scale
    `s`: theme.py `rect` rounds its two edges each to the nearest pixel (halves to even), so a
    side is within one pixel of `v * s` either way (22 units at 1.5: 32, 33 or 34 pixels)."""
    return range(math.ceil(v * s - 1), math.floor(v * s + 1) + 1)


def first_picture_fonts() -> list[tuple[str, float]]:
    """The first picture's fonts, the first to open last (`open_ahead` takes the list's end)."""
    return FIRST_PICTURE[::-1]


def later_fonts() -> list[tuple]:
    """The later frames' fonts, then the results screen's after the game (its first frame opened
    6: game/tools/MEASUREMENTS.md, "Fonts ahead for the results screen"), the first to open last."""
    return results_fonts(SPEC.look.seal) + LATER[::-1]


def open_slice(theme: th.Theme, fonts: list, letters: list, more: Callable[[], bool], load: bool = True) -> None:
    """A slice of opening `fonts` ahead (as theme.py `open_ahead` does, the list's end first, a
    font found open taken off it), a step at a time while `more()` says there is room (one step
    at least): some more of the common letters (theme.GLYPHS_AHEAD) of the first font of
    `letters` ([font, letters left] each); none left there, the next font not open yet opened,
    counted as opened ahead, its letters queued in `letters`. `load=False`: fonts opened only,
    their letters left for later slices."""
    while True:
        if load and letters:
            font, left = letters[0]
            font.size(left[:LETTERS_A_SLICE])
            if left[LETTERS_A_SLICE:]:
                letters[0] = [font, left[LETTERS_A_SLICE:]]
            else:
                letters.pop(0)
        elif fonts:
            font = th.font_ahead(theme, *fonts.pop())
            if font is not None:
                letters.append([font, th.GLYPHS_AHEAD])
        else:
            return
        if not more():
            return
