"""The Daitoshi table's palette and the small pieces every region draws with: panels, hexes, Workers,
Magnates, reward chips (an icon and its amount), and text that fits its box.

Nothing here is cut with an ellipsis: text that does not fit at its size is drawn smaller, down to
a floor; what would not fit even then is drawn as an icon by the caller (the tooltip says it in
words). Everything reads; nothing writes to a view.
"""

from __future__ import annotations

import copy
import math
from contextlib import contextmanager

import pygame

from game.core.daitoshi.components import COLOURS
from game.i18n import language, plural, t
from game.i18n.daitoshi.table import EN as _WORDS
from game.ui import frame_causes as fc
from game.ui import theme as th
from game.ui.tables.daitoshi.glyphs import (RESOURCE_COLOUR, TERRAIN_COLOUR, WORKER_COLOUR, glyph,
                                            hexagon, letter, reward_glyph)
from game.ui.widgets import rounded

# --- the palette: soot, steel, brass, parchment --------------------------------------------------------
BG = (30, 29, 33)
PANEL = (47, 51, 58)
CARD = (66, 60, 52)
BORDER = th.BRASS
TEXT = (238, 228, 206)
SOFT = (176, 168, 150)
FAINT = (120, 116, 108)
ACCENT = th.BRASS_LIGHT
ALERT = (236, 120, 92)
GOOD = (130, 200, 120)
NEUTRAL = (150, 150, 150)
LIT = (255, 226, 140)              # an electrified band, a lit Invention
QUALITY_COLOUR = {"basic": (140, 140, 140), "ordinary": (112, 160, 104), "innovative": (84, 136, 200),
                  "brilliant": (200, 116, 190), "university": (210, 164, 76)}

__all__ = ["TERRAIN_COLOUR", "WORKER_COLOUR", "RESOURCE_COLOUR", "glyph", "letter", "reward_glyph"]


def colour_count(n: int, colour: str) -> str:
    """ "2 blue", and in French "1 bleu", "2 bleus": a colour agrees with its count of Workers."""
    return f"{n} {word('colours' if plural(n) else 'colours_one', colour)}"


def word(prefix: str, ident, fallback: str | None = None) -> str:
    """The catalogue's word for `ident` under `prefix` ("terrain", "colour", "res", ...), or the
    fallback when the catalogue has none."""
    key = f"dtable.{prefix}.{ident}"
    return t(key) if key in _WORDS else (str(ident) if fallback is None else fallback)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# --- text that fits ---------------------------------------------------------------------------------------
def fitting(theme, text: str, role: str, size: float, width: float, floor: float = 7.5) -> float:
    """The largest size, from `size` down to `floor`, at which `text` is no wider than `width`."""
    return theme.fit_size(text, role, size, width, floor)


def text_fit(surface, theme, text: str, role: str, size: float, colour, pos, width: float,
             anchor: str = "midleft", floor: float = 7.5) -> pygame.Rect:
    """Text drawn at the largest size that fits `width` (never cut)."""
    return theme.text(surface, text, role, fitting(theme, text, role, size, width, floor), colour, pos, anchor)


def lines_fit(theme, text: str, role: str, size: float, width: float, lines: int,
              floor: float = 7.5) -> tuple[float, list[str]]:
    """(size, wrapped lines): the largest size at which `text` wraps into at most `lines` lines."""
    return theme.fit_lines(text, role, size, width, lines, floor)


def heading(surface, theme, text, pos, size: float = 11, colour=ACCENT, width: float | None = None):
    text = text.upper()
    if width is not None:
        return text_fit(surface, theme, text, "sans-bold", size, colour, pos, width, "topleft")
    return theme.text(surface, text, "sans-bold", size, colour, pos)


# --- pictures drawn once per size ----------------------------------------------------------------------
class Sprites:
    """Icons and hexes drawn once per pixel size and kept as surfaces; the renderer owns one
    (render.py) and hands it to the drawing while it draws (`use`)."""

    def __init__(self) -> None:
        self.items: dict = {}

    def peek(self, key) -> pygame.Surface | None:
        return self.items.get(key)

    def put(self, key, surf: pygame.Surface) -> None:
        self.items[key] = surf

    def get(self, key, size, paint) -> pygame.Surface:
        surf = self.items.get(key)
        if surf is None:
            if len(self.items) > 3000:
                self.items.clear()
            fc.count(fc.SPRITE_DRAWN)
            surf = pygame.Surface(size, pygame.SRCALPHA)
            paint(surf)
            self.items[key] = surf
        return surf


_sprites: Sprites | None = None


@contextmanager
def using(sprites: Sprites | None):
    """The sprites the drawing keeps its pictures in while inside (None: draw them each time);
    none once left."""
    global _sprites
    _sprites = sprites
    try:
        yield
    finally:
        _sprites = None


def layer(surface, theme, rect, key, paint, slot: str | None = None) -> None:
    """What `paint(surface)` draws inside `rect` (base units), drawn once and kept as a picture
    while `key` holds (the parts of a region that stay put: the city's rim, rail and names).
    `slot`: one picture kept under that name, the last key's (what changes now and then, as
    the city's bands: a picture per key ever drawn would be kept all game)."""
    r = theme.rect(*rect).clip(surface.get_rect())
    if _sprites is None:
        paint(surface)
        return
    key = ("layer", key, r.size)
    name = ("layer", slot, r.size) if slot is not None else key
    kept = _sprites.peek(name)
    if slot is not None and kept is not None:
        kept = kept[1] if kept[0] == key else None
    if kept is not None:
        surface.blit(kept, r)
        return
    paint(surface)
    pic = surface.subsurface(r).copy()
    _sprites.put(name, (key, pic) if slot is not None else pic)


def piece(surface, theme, rect, key, paint, alpha: bool = False) -> None:
    """What `paint(surface, theme)` draws inside `rect` (base units), drawn once per `key` as a
    picture of its own and blitted after (a band of the city, a building of a Factory). `alpha`:
    the picture is transparent where nothing is drawn (a band's bounding box holds its
    neighbours); else it keeps what lay under it when first drawn (the region's panel)."""
    r = theme.rect(*rect)
    if _sprites is None or r.w <= 0 or r.h <= 0:
        paint(surface, theme)
        return
    k = ("piece", key, r.topleft, r.size)
    pic = _sprites.peek(k)
    if pic is None:
        pic = pygame.Surface(r.size, pygame.SRCALPHA if alpha else 0)
        if not alpha:
            pic.blit(surface, (0, 0), r)
        shifted = copy.copy(theme)          # the same theme, its origin at the picture's corner
        shifted.ox, shifted.oy = theme.ox - r.x, theme.oy - r.y
        paint(pic, shifted)
        _sprites.put(k, pic)
    surface.blit(pic, r)


# --- panels and pieces ------------------------------------------------------------------------------------
def panel(surface, theme, rect, fill=PANEL, border=BORDER, radius=8, width=1.2, shade=True):
    r = theme.rect(*rect)
    if shade:
        rounded(surface, (12, 12, 14), r.move(theme.px(2), theme.px(3)), theme.px(radius), alpha=110)
    rounded(surface, fill, r, theme.px(radius))
    if border is not None:
        rounded(surface, border, r, theme.px(radius), max(1, theme.px(width)))
    return r


def rivets(surface, theme, rect):
    x, y, w, h = rect
    for px_, py_ in ((x + 5, y + 5), (x + w - 5, y + 5), (x + 5, y + h - 5), (x + w - 5, y + h - 5)):
        pygame.draw.circle(surface, th.COPPER, theme.pt(px_, py_), theme.px(2))


def icon(surface, theme, name: str, centre, size: float, colour_blind: bool = False) -> pygame.Rect:
    """Icon `name` centred on a base-unit point, `size` base units square."""
    r = theme.rect(centre[0] - size / 2, centre[1] - size / 2, size, size)
    if _sprites is None or r.w <= 0 or r.h <= 0:
        glyph(surface, name, r, colour_blind)
        return r
    surf = _sprites.get(("icon", name, r.w, r.h, colour_blind and language()), r.size,   # its letter in the language
                        lambda s: glyph(s, name, pygame.Rect(0, 0, r.w, r.h), colour_blind))
    surface.blit(surf, r)
    return r


def draw_hex(surface, theme, centre, r, colour, letter="", outline=(20, 20, 20), width=0,
             conflict=False) -> pygame.Rect:
    """A Wilderness hex; on its Conflict (Yōkai) side a dark eye is painted on it (EXPLOIT 2).
    Where it was drawn (pixels)."""
    rp = theme.px(r)
    side = 2 * rp + 4
    cx, cy = theme.pt(*centre)
    at = pygame.Rect(cx - side // 2, cy - side // 2, side, side)
    if _sprites is not None and not letter:
        surf = _sprites.get(("hex", rp, tuple(colour), tuple(outline), width, conflict), (side, side),
                            lambda s: _hex(s, (side // 2, side // 2), rp, colour, outline, width, conflict, theme))
        surface.blit(surf, at)
        return at
    _hex(surface, (cx, cy), rp, colour, outline, width, conflict, theme)
    if letter:
        theme.text(surface, letter, "sans-bold", r * 1.05, (20, 20, 20), centre, "center")
    return at.inflate(2, 2)


def _hex(surface, centre, rp, colour, outline, width, conflict, theme):
    cx, cy = centre
    r = rp / theme.s
    pts = hexagon(cx, cy, rp)
    pygame.draw.polygon(surface, colour, pts, width)
    if width == 0:
        pygame.draw.polygon(surface, outline, pts, max(1, theme.px(1)))
        if conflict:
            pygame.draw.ellipse(surface, (30, 22, 20), pygame.Rect(cx - theme.px(r * .5), cy - theme.px(r * .22),
                                                                  theme.px(r), theme.px(r * .44)))
            pygame.draw.circle(surface, (230, 60, 50), (cx, cy), max(1, theme.px(r * .16)))


def draw_worker(surface, theme, centre, r, colour_name, colour_blind):
    """A Worker of a colour ("blue" ... or "any"), standing on `centre`."""
    icon(surface, theme, f"worker:{colour_name}", centre, r * 2, colour_blind)


def draw_magnate(surface, theme, centre, r, colour, letter="", colour_blind=False) -> pygame.Rect:
    """A Magnate in its top hat; where it was drawn (pixels)."""
    x, y = centre
    pygame.draw.rect(surface, colour, theme.rect(x - r * 0.6, y - r * 1.25, r * 1.2, r * 0.55))
    pygame.draw.rect(surface, colour, theme.rect(x - r, y - r * 0.78, 2 * r, r * 0.26))
    pygame.draw.rect(surface, (15, 15, 15), theme.rect(x - r * 0.6, y - r * 1.25, r * 1.2, r * 0.55), 1)
    pygame.draw.circle(surface, colour, theme.pt(x, y + r * 0.2), theme.px(r * 0.8))
    pygame.draw.circle(surface, (15, 15, 15), theme.pt(x, y + r * 0.2), theme.px(r * 0.8), 1)
    if colour_blind and letter:
        theme.text(surface, letter, "sans-bold", r * 1.1, (15, 15, 15), (x, y + r * 0.2), "center")
    return theme.rect(x - r, y - r * 1.25, 2 * r, r * 2.25).inflate(4, 4)


def draw_pilgrim(surface, theme, centre, size, colour):
    """A player's Pilgrim: a figure in a straw hat, `size` base units tall, robed in their colour,
    outlined dark so that the colour itself stands out on the hexes and the Temples."""
    x, y = centre
    w, h = size * 0.8, size
    robe = [theme.pt(x - w * .5, y + h * .5), theme.pt(x - w * .16, y - h * .2), theme.pt(x + w * .16, y - h * .2),
            theme.pt(x + w * .5, y + h * .5)]
    hat = [theme.pt(x - w * .56, y - h * .08), theme.pt(x, y - h * .5), theme.pt(x + w * .56, y - h * .08)]
    edge = max(1, theme.px(0.9))
    for shape, fill in ((robe, colour), (hat, (214, 184, 112))):
        pygame.draw.polygon(surface, fill, shape)
        pygame.draw.polygon(surface, (16, 14, 12), shape, edge)


def draw_disc(surface, theme, centre, r, colour, ring=(240, 236, 226)):
    """A player's marker (Pilgrim, Prestige, Reputation, VP)."""
    pygame.draw.circle(surface, colour, theme.pt(*centre), theme.px(r))
    pygame.draw.circle(surface, ring, theme.pt(*centre), theme.px(r), max(1, theme.px(0.9)))


def draw_bus(surface, theme, centre, colour):
    """A player's Worm-Bus marker on the rail."""
    x, y = centre
    rounded(surface, colour, theme.rect(x - 5, y - 3.5, 10, 7), theme.px(3))
    rounded(surface, (240, 236, 226), theme.rect(x - 5, y - 3.5, 10, 7), theme.px(3), max(1, theme.px(0.8)))


def draw_banner(surface, theme, x, y, colour, h=12):
    """A Partnership Banner: a pole and a pennant in a player's colour."""
    pygame.draw.line(surface, (30, 26, 22), theme.pt(x, y), theme.pt(x, y + h), max(1, theme.px(1.2)))
    pygame.draw.polygon(surface, colour, [theme.pt(x + 0.6, y), theme.pt(x + h * 0.7, y + h * 0.22),
                                          theme.pt(x + 0.6, y + h * 0.45)])


def amount_text(reward) -> str:
    """What stands beside a reward's icon: its amount, when it counts."""
    kind, _, n = reward
    if kind in ("upgrade", "mm_ready", "score", "score_twice", "hexes", "partnership", "create_partnership",
                "activate_partnership", "city_effect", "mm_workshop", "market_brilliant", "workshop_reward"):
        return ""
    return str(n)


def chip_width(theme, reward, h: float) -> float:
    label = amount_text(reward)
    w = h
    if label:
        w += theme.font("sans-bold", h * 0.72).size(label)[0] / theme.s + 1
    return w


def reward_chip(surface, theme, reward, x, y, h, colour_blind=False, colour=TEXT) -> float:
    """A reward as its icon and its amount, the icon `h` high with its top-left at (x, y); returns
    the width used."""
    label = amount_text(reward)
    w = 0.0
    if label:
        r = theme.text(surface, label, "sans-bold", h * 0.72, colour, (x, y + h / 2), "midleft")
        w = r.width / theme.s + 1
    icon(surface, theme, reward_glyph(reward), (x + w + h / 2, y + h / 2), h, colour_blind)
    return w + h


def rewards_width(theme, rewards, h, gap=2.0) -> float:
    return sum(chip_width(theme, r, h) for r in rewards) + gap * max(0, len(rewards) - 1)


def reward_row(surface, theme, rewards, x, y, h, colour_blind=False, gap=2.0, centre=False,
               colour=TEXT) -> float:
    """Rewards left to right as chips; `centre` centres the row on x. Returns the width used."""
    total = rewards_width(theme, rewards, h, gap)
    if centre:
        x -= total / 2
    for r in rewards:
        x += reward_chip(surface, theme, r, x, y, h, colour_blind, colour) + gap
    return total


def colour_name(index: int) -> str:
    return COLOURS[index]


def arrow(surface, theme, centre, size, up: bool, colour):
    x, y = centre
    d = -1 if up else 1
    pygame.draw.polygon(surface, colour, [theme.pt(x, y + d * size * 0.5), theme.pt(x - size * 0.45, y - d * size * 0.4),
                                          theme.pt(x + size * 0.45, y - d * size * 0.4)])


def dashed_polygon(surface, colour, pts, width, dash=5):
    """An outline drawn in dashes (an unbuilt district space)."""
    for a, b in zip(pts, pts[1:] + pts[:1]):
        length = math.dist(a, b)
        steps = max(1, int(length / dash))
        for k in range(0, steps, 2):
            f0, f1 = k / steps, min(1.0, (k + 1) / steps)
            pygame.draw.line(surface, colour, (a[0] + (b[0] - a[0]) * f0, a[1] + (b[1] - a[1]) * f0),
                             (a[0] + (b[0] - a[0]) * f1, a[1] + (b[1] - a[1]) * f1), width)
