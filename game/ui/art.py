"""Pictures the program draws itself: paper, waves, mountains, the sun, brass gears.

Each large picture is drawn once per window size and cached; per-frame drawing only blits.
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict
from functools import lru_cache

import pygame

from game.ui import frame_causes as fc
from game.ui import theme as th
from game.ui.recall import recall


def paper(size: tuple[int, int], tint: tuple[int, int, int] = th.PAPER) -> pygame.Surface:
    """Warm paper with soft fibres and a gentle vignette (drawn once per size and tint)."""
    for _ in paper_steps(size, tint):
        pass
    return _papers[(tuple(size), tuple(tint))]


_papers: dict = {}   # (size, tint) -> the paper, the newest PAPERS_KEPT
PAPERS_KEPT = 8


def paper_steps(size: tuple[int, int], tint: tuple[int, int, int] = th.PAPER):
    """`paper`'s drawing in slices, a generator that yields between them (a table prepares its
    picture over several frames, none of them long); once it has run out, `paper` returns the
    picture at once. Nothing to do when it is drawn already."""
    key = (tuple(size), tuple(tint))
    if key in _papers:
        return
    fc.count(fc.PAPER_DRAWN)
    w, h = size
    # in the window's pixel format (no converted copy), the fibres' and the vignette's layer one
    # surface: each picture the window's size is its new memory's pages touched once (2,000 at
    # 1920x1080, a table's first frame at 26-30 ms of CPU: game/tools/MEASUREMENTS.md, "Frames")
    window = pygame.display.get_surface()
    surf = pygame.Surface(size, 0, window) if window is not None else pygame.Surface(size)
    surf.fill(tint)
    yield
    rnd = random.Random(7)
    fibres = pygame.Surface(size, pygame.SRCALPHA)
    yield
    for k in range(int(w * h / 2600)):
        x, y = rnd.uniform(0, w), rnd.uniform(0, h)
        ang = rnd.uniform(0, math.pi)
        ln = rnd.uniform(3, 14) * max(1, w / 1280)
        shade = rnd.choice([(120, 96, 60, 18), (255, 255, 255, 30), (150, 120, 80, 14)])
        pygame.draw.line(fibres, shade, (x, y), (x + math.cos(ang) * ln, y + math.sin(ang) * ln), 1)
        if k % 200 == 199:
            yield
    surf.blit(fibres, (0, 0))
    yield
    # vignette: concentric translucent frames, darker at the edges (on the fibres' layer, cleared)
    vig = fibres
    vig.fill((0, 0, 0, 0))
    yield
    steps = 24
    for i in range(steps):
        a = int(34 * (1 - i / steps) ** 2)
        inset = int(i * min(w, h) / (steps * 3.2))
        pygame.draw.rect(vig, (90, 60, 30, a), (inset, inset, w - 2 * inset, h - 2 * inset),
                         max(1, int(min(w, h) / (steps * 3.2)) + 1))
    yield
    surf.blit(vig, (0, 0))
    _papers[key] = surf if window is None or pygame.display.get_surface() is window else surf.convert()
    while len(_papers) > PAPERS_KEPT:
        del _papers[next(iter(_papers))]


def seigaiha(surface: pygame.Surface, rect: pygame.Rect, r: int, colour, bg, alpha: int = 255) -> None:
    """The blue-ocean-wave pattern: rows of concentric half circles (drawn once per size)."""
    surface.blit(_seigaiha(rect.size, r, tuple(colour), tuple(bg), alpha), rect)


@lru_cache(maxsize=16)
def _seigaiha(size: tuple[int, int], r: int, colour, bg, alpha: int) -> pygame.Surface:
    rect = pygame.Rect((0, 0), size)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    r = max(6, r)
    row = 0
    y = rect.height + r
    while y > -r:
        offset = 0 if row % 2 == 0 else r
        x = -r + offset
        while x < rect.width + 2 * r:
            for k, rr in enumerate((r, int(r * 0.78), int(r * 0.56), int(r * 0.34))):
                pygame.draw.circle(layer, (*(bg if k % 2 == 0 else colour), alpha) if k else (*colour, alpha), (x, y), rr)
                if k == 0:
                    pygame.draw.circle(layer, (*bg, alpha), (x, y), rr - max(1, r // 10))
            x += 2 * r
        y -= r // 2
        row += 1
    return layer


@lru_cache(maxsize=8)
def veil(size: tuple[int, int], colour: tuple, alpha: int) -> pygame.Surface:
    """A translucent sheet (dimming behind overlays, the menu's paper card)."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill((*colour[:3], alpha))
    return layer


def clear_caches() -> None:
    _papers.clear()
    _gears.clear()
    for f in (title_backdrop, _seigaiha, veil):
        f.cache_clear()


@lru_cache(maxsize=16)
def _gear_steps(teeth: int) -> tuple:
    """Each of a gear's points: its angle from the gear's turn, and whether it is a tooth's tip."""
    return tuple((i * math.pi * 2 / (teeth * 4), (i % 4) in (0, 1)) for i in range(teeth * 4))


def gear_points(cx: float, cy: float, r: float, teeth: int, depth: float, rot: float) -> list:
    # the angles' steps kept per number of teeth (the same sums, so the same points): Daitoshi's
    # "thinking" gears turn in every frame another player decides
    cos, sin, inner = math.cos, math.sin, r - depth
    return [(cx + cos(a) * rr, cy + sin(a) * rr)
            for a, rr in ((rot + step, r if tip else inner) for step, tip in _gear_steps(teeth))]


def gear(surface, centre, r: float, teeth: int, colour, rot: float = 0.0, hole=None, origin=(0, 0)) -> None:
    """A gear; `origin`: where `surface` lies on the picture the gear is worked out for (a kept
    picture of part of it: `turning_gear`), its points worked out there and moved by it."""
    cx, cy = centre
    ox, oy = origin
    pts = gear_points(cx, cy, r, teeth, r * 0.16, rot)
    pygame.draw.polygon(surface, colour, [(x - ox, y - oy) for x, y in pts] if origin != (0, 0) else pts)
    darker = tuple(max(0, c - 40) for c in colour[:3])
    pygame.draw.circle(surface, darker, (cx - ox, cy - oy), r * 0.7, max(1, int(r * 0.06)))
    for k in range(5):
        a = rot + k * math.pi * 2 / 5
        pygame.draw.line(surface, darker, (cx - ox, cy - oy),
                         (cx + math.cos(a) * r * 0.68 - ox, cy + math.sin(a) * r * 0.68 - oy), max(1, int(r * 0.1)))
    pygame.draw.circle(surface, colour, (cx - ox, cy - oy), r * 0.22)
    pygame.draw.circle(surface, hole or darker, (cx - ox, cy - oy), r * 0.1)


GEAR_STEPS = 360     # a turning gear kept drawn at each degree of its turn (`turning_gear`)
GEARS_KEPT = 2048    # pictures kept, the least lately drawn forgotten first
_gears: OrderedDict = OrderedDict()


def turning_gear(surface, centre, r: int, teeth: int, colour, rot: float, hole=None) -> pygame.Rect:
    """A gear that turns every frame in one place (Daitoshi's "thinking" gears), put from a
    picture kept per degree of its turn and place: the picture holds the pixels the gear drawn
    there at that degree gives (its points worked out at its place, then moved onto the
    picture: moved by whole pixels, they are the same numbers), so the gear turns by whole
    degrees, a quarter of a pixel at its teeth at 1920x1080, instead of by the frame's
    fraction. Drawing two of them was a tenth of the frames that redraw nothing else
    (game/tools/MEASUREMENTS.md, "Daitoshi's regions drawn less"). Where it was put (pixels)."""
    step = round(rot / (2 * math.pi) * GEAR_STEPS) % GEAR_STEPS
    half = math.ceil(r) + 2
    at = (centre[0] - half, centre[1] - half)

    def made() -> pygame.Surface:
        picture = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
        gear(picture, centre, r, teeth, colour, step * 2 * math.pi / GEAR_STEPS, hole, at)
        return picture
    picture = recall(_gears, (tuple(centre), r, teeth, tuple(colour), hole, step), GEARS_KEPT, made)
    return surface.blit(picture, at)


@lru_cache(maxsize=4)
def title_backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Paper, a vermilion sun, ink mountains in mist, a wave band; brass gears in one corner."""
    fc.count(fc.PAPER_DRAWN)
    w, h = size
    s = min(w / th.BASE_W, h / th.BASE_H)
    surf = paper(size).copy()
    # the sun
    sun_c = (int(w * 0.70), int(h * 0.40))
    glow = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(10):
        pygame.draw.circle(glow, (*th.VERMILION, 6), sun_c, int(s * (190 + i * 14)))
    surf.blit(glow, (0, 0))
    pygame.draw.circle(surf, th.VERMILION, sun_c, int(s * 170))
    # mountains: three layers of ink wash, lighter at the back
    rnd = random.Random(3)
    for layer, (base, alpha, amp) in enumerate(((0.62, 70, 0.22), (0.70, 120, 0.16), (0.79, 200, 0.10))):
        pts = [(0, h)]
        x = 0.0
        peaks = 5 + layer * 2
        while x <= w + 1:
            t = x / w
            y = h * base - h * amp * (0.5 + 0.5 * math.sin(t * math.pi * peaks / 2 + layer * 1.7)) \
                * (0.6 + 0.4 * math.sin(t * 7 + layer)) - rnd.uniform(0, h * 0.01)
            pts.append((x, y))
            x += w / 90
        pts.append((w, h))
        lay = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.polygon(lay, (*th.INK, alpha), pts)
        surf.blit(lay, (0, 0))
        # mist over each layer
        mist = pygame.Surface((w, int(h * 0.08)), pygame.SRCALPHA)
        for j in range(mist.get_height()):
            a = int(110 * (1 - j / mist.get_height()))
            pygame.draw.line(mist, (*th.PAPER, a), (0, j), (w, j))
        surf.blit(mist, (0, int(h * (base + 0.02))))
    # wave band at the bottom
    band = pygame.Rect(0, int(h * 0.86), w, h - int(h * 0.86))
    seigaiha(surf, band, int(26 * s), th.INDIGO, th.PAPER, 255)
    pygame.draw.line(surf, th.INK, (0, band.top), (w, band.top), max(1, int(3 * s)))
    # brass gears for Daitoshi, bottom right, over the waves
    gc = (int(w - 120 * s), int(h - 110 * s))
    gear(surf, gc, 92 * s, 14, th.BRASS, 0.1)
    gear(surf, (gc[0] - 128 * s, gc[1] + 40 * s), 56 * s, 10, th.COPPER, 0.3)
    gear(surf, (gc[0] + 30 * s, gc[1] - 120 * s), 40 * s, 8, th.BRASS_LIGHT, 0.0)
    return surf


def steam_puff(surface, centre, r: float, t: float, alpha: int = 90) -> None:
    """Three soft circles drifting up; t in seconds."""
    layer = pygame.Surface((int(r * 6), int(r * 8)), pygame.SRCALPHA)
    for k in range(4):
        phase = (t * 0.35 + k / 4) % 1.0
        cy = layer.get_height() - phase * layer.get_height() * 0.9
        rr = r * (0.5 + phase)
        a = int(alpha * (1 - phase))
        pygame.draw.circle(layer, (245, 242, 236, a), (layer.get_width() / 2 + math.sin(phase * 6 + k) * r * 0.6, cy), rr)
    surface.blit(layer, (centre[0] - layer.get_width() / 2, centre[1] - layer.get_height()))


def hanko(surface, theme: th.Theme, centre: tuple[float, float], size: float, glyphs: str) -> None:
    """A red seal stamp with white characters (base units)."""
    r = theme.rect(centre[0] - size / 2, centre[1] - size / 2, size, size)
    pygame.draw.rect(surface, th.VERMILION, r, border_radius=theme.px(size * 0.12))
    pygame.draw.rect(surface, th.WHITE, r.inflate(-theme.px(size * 0.12), -theme.px(size * 0.12)),
                     max(1, theme.px(size * 0.03)), border_radius=theme.px(size * 0.08))
    with theme.lettering():     # the characters are the seal's, set to its size
        _seal_glyphs(surface, theme, centre, size, glyphs)


def seal_glyph_size(size: float, glyphs: str) -> float:
    """The size (base units, drawn at the layout's own scale: `Theme.lettering`) of the characters
    of a seal of `size`: two or fewer stand in a column, more in two."""
    return _seal_pitch(size, glyphs) * (1.2 if len(glyphs) <= 2 else 1)


def _seal_pitch(size: float, glyphs: str) -> float:
    n = len(glyphs)
    return size * 0.62 / max(1, (n + 1) // 2) if n > 2 else size * 0.34


def _seal_glyphs(surface, theme: th.Theme, centre: tuple[float, float], size: float, glyphs: str) -> None:
    n = len(glyphs)
    gs = _seal_pitch(size, glyphs)
    if n <= 2:
        for i, g in enumerate(glyphs):
            theme.text(surface, g, "cjk", gs * 1.2, th.WHITE, (centre[0], centre[1] + (i - (n - 1) / 2) * gs * 1.25), "center")
    else:
        per = (n + 1) // 2
        for i, g in enumerate(glyphs):
            col, row = divmod(i, per)
            x = centre[0] + (0.5 - col) * size * 0.3  # read right column first
            y = centre[1] + (row - (per - 1) / 2) * gs * 1.15
            theme.text(surface, g, "cjk", gs, th.WHITE, (x, y), "center")
