"""What Daitoshi's frames that redraw no region keep from frame to frame gives the same pixels as
working it out afresh: a tooltip's lines and box (`panels.tooltip_layout`), kept per words and
scale, and the "thinking" gears' points (`art.gear_points`), their angles' steps kept per number
of teeth (game/tools/MEASUREMENTS.md, "Daitoshi's frames that redraw no region")."""

from __future__ import annotations

import math
import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.ui import art  # noqa: E402
from game.ui import theme as th  # noqa: E402
from game.ui.tables.daitoshi import panels  # noqa: E402

TIPS = ["Factory of Aiko", "Factory of Aiko: the workers who run its machines, the steam it keeps and what "
        "it makes each time the Mayor's card says so\nClick to choose one of 3 choices",
        "Usine d'Aiko : les ouvriers qui font tourner ses machines\nCliquer pour choisir"]


def measured(theme, text):
    """The layout as the tooltip measured it in every frame before it was kept."""
    lines = theme.wrap(text, "sans", 12, 320)
    w = max(theme.font("sans", 12).size(line)[0] for line in lines) + theme.px(16)
    return tuple(lines), w, len(lines) * theme.px(16) + theme.px(10)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_kept_layout_is_the_measured_one_per_words_and_scale(size):
    pygame.font.init()
    theme = th.Theme(size)
    for text in TIPS:
        assert panels.tooltip_layout(theme, text) == measured(theme, text)
        assert panels.tooltip_layout(theme, text) == measured(theme, text)   # asked again: kept
    other = th.Theme((640, 360))        # another scale: its own layout, not the first one's
    assert panels.tooltip_layout(other, TIPS[1]) == measured(other, TIPS[1])
    assert panels.tooltip_layout(other, TIPS[1]) != panels.tooltip_layout(theme, TIPS[1])


def test_the_kept_layouts_stay_few():
    pygame.font.init()
    theme = th.Theme((1280, 720))
    for k in range(3 * panels.TIP_LAYOUTS):
        assert panels.tooltip_layout(theme, f"place {k}") == measured(theme, f"place {k}")
        assert len(panels._tip_layouts) <= panels.TIP_LAYOUTS


def test_the_tooltip_drawn_from_its_kept_layout_is_the_same_picture():
    pygame.font.init()
    theme = th.Theme((1920, 1080))
    pictures = []
    for _ in range(2):                  # the first draw measures, the second reads what was kept
        if not pictures:
            panels._tip_layouts.clear()
        s = pygame.Surface((1920, 1080))
        s.fill((90, 60, 40))
        r = panels.draw_tooltip(s, theme, TIPS[1], (900, 500), [])
        pictures.append((tuple(r), pygame.image.tobytes(s, "RGB")))
    assert pictures[0] == pictures[1]


def points_afresh(cx, cy, r, teeth, depth, rot):
    """A gear's points, each angle worked out whole, as before the steps were kept."""
    out = []
    for i in range(teeth * 4):
        a = rot + i * math.pi * 2 / (teeth * 4)
        rr = r if (i % 4) in (0, 1) else r - depth
        out.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    return out


@pytest.mark.parametrize("teeth", [8, 9, 10, 12, 14])
def test_the_gears_points_are_the_same_floats(teeth):
    for k in range(200):
        rot = (k - 100) * 0.731 + k / 7
        r = 5 + k % 90 * 1.37
        assert art.gear_points(1700.5, 96.25, r, teeth, r * 0.16, rot) == \
            points_afresh(1700.5, 96.25, r, teeth, r * 0.16, rot)
