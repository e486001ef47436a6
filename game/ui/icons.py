"""The icons the program draws, by name, each explained in the rules reference
(assets/rules/*.md lines `[icon:NAME] text`). Tables draw the same icons through `draw_icon`, so
the explanation and the picture never drift apart.

`draw_icon(surface, name, rect, colour_blind=False)` draws into a pixel rect. In colour-blind
mode every colour-coded icon also carries a letter.
"""

from __future__ import annotations

import importlib
import math

import pygame

from game.core import registry
from game.ui import theme as th

ITEM_COLOURS = {
    "bonsai": (70, 120, 62),
    "katana": (70, 80, 96),
    "statue": (150, 118, 84),
    "origami": (48, 104, 168),
    "firework": (214, 82, 40),
}
LETTERS = {"bonsai": "B", "katana": "K", "statue": "S", "origami": "O", "firework": "F"}


def _p(rect: pygame.Rect, fx: float, fy: float) -> tuple[float, float]:
    return (rect.x + rect.w * fx, rect.y + rect.h * fy)


def _w(rect: pygame.Rect, f: float) -> int:
    return max(1, int(min(rect.w, rect.h) * f))


def _bonsai(s, r):
    pygame.draw.polygon(s, (120, 70, 40), [_p(r, .3, .78), _p(r, .7, .78), _p(r, .64, .95), _p(r, .36, .95)])
    pygame.draw.line(s, (96, 62, 36), _p(r, .5, .8), _p(r, .45, .45), _w(r, .08))
    pygame.draw.line(s, (96, 62, 36), _p(r, .47, .55), _p(r, .68, .4), _w(r, .05))
    for fx, fy, rr in ((.34, .36, .18), (.56, .26, .2), (.72, .38, .14), (.44, .2, .13)):
        pygame.draw.circle(s, ITEM_COLOURS["bonsai"], _p(r, fx, fy), r.w * rr)


def _katana(s, r):
    pts = [_p(r, .12 + .7 * t, .86 - .72 * t - .1 * math.sin(t * math.pi)) for t in (i / 10 for i in range(11))]
    pygame.draw.lines(s, (200, 206, 214), False, pts, _w(r, .09))
    pygame.draw.lines(s, ITEM_COLOURS["katana"], False, pts[:4], _w(r, .11))
    pygame.draw.circle(s, (196, 156, 76), pts[3], _w(r, .08))


def _statue(s, r):
    c = ITEM_COLOURS["statue"]
    pygame.draw.rect(s, c, pygame.Rect(*_p(r, .28, .8), r.w * .44, r.h * .14))
    pygame.draw.polygon(s, c, [_p(r, .36, .8), _p(r, .64, .8), _p(r, .58, .42), _p(r, .42, .42)])
    pygame.draw.circle(s, c, _p(r, .5, .3), r.w * .13)


def _origami(s, r):
    c = ITEM_COLOURS["origami"]
    pygame.draw.polygon(s, c, [_p(r, .1, .55), _p(r, .5, .2), _p(r, .55, .6)])
    pygame.draw.polygon(s, tuple(min(255, v + 50) for v in c), [_p(r, .5, .2), _p(r, .9, .42), _p(r, .55, .6)])
    pygame.draw.polygon(s, c, [_p(r, .3, .6), _p(r, .75, .6), _p(r, .55, .85)])


def _firework(s, r):
    c = ITEM_COLOURS["firework"]
    cx, cy = _p(r, .5, .45)
    for k in range(10):
        a = k * math.pi / 5
        pygame.draw.line(s, c, (cx + math.cos(a) * r.w * .12, cy + math.sin(a) * r.w * .12),
                         (cx + math.cos(a) * r.w * .36, cy + math.sin(a) * r.w * .36), _w(r, .06))
    pygame.draw.circle(s, (236, 180, 60), (cx, cy), r.w * .1)


def _favor(s, r):
    cx, cy = _p(r, .5, .5)
    for k in range(5):
        a = -math.pi / 2 + k * 2 * math.pi / 5
        pygame.draw.circle(s, (226, 120, 140), (cx + math.cos(a) * r.w * .22, cy + math.sin(a) * r.w * .22), r.w * .2)
    pygame.draw.circle(s, (250, 220, 120), (cx, cy), r.w * .1)


def _offering(s, r):
    cx, cy = _p(r, .5, .5)
    pygame.draw.circle(s, th.VERMILION, (cx, cy), r.w * .42)
    pygame.draw.circle(s, th.WHITE, (cx, cy), r.w * .3, _w(r, .06))
    pygame.draw.circle(s, th.WHITE, (cx, cy), r.w * .1)


def _objective(s, r):
    pygame.draw.rect(s, (238, 226, 196), pygame.Rect(*_p(r, .18, .2), r.w * .64, r.h * .6), border_radius=_w(r, .05))
    for fx in (.18, .82):
        pygame.draw.circle(s, (140, 90, 50), _p(r, fx, .5), r.w * .08)
        pygame.draw.line(s, (140, 90, 50), _p(r, fx, .16), _p(r, fx, .84), _w(r, .08))
    pygame.draw.circle(s, th.VERMILION, _p(r, .5, .5), r.w * .12)


def _dusk(s, r):
    cx, cy = _p(r, .5, .62)
    half = [(cx + math.cos(a) * r.w * .3, cy - math.sin(a) * r.w * .3) for a in (i * math.pi / 16 for i in range(17))]
    pygame.draw.polygon(s, (236, 150, 60), half)
    pygame.draw.rect(s, th.INDIGO, pygame.Rect(*_p(r, .1, .64), r.w * .8, r.h * .08))
    pygame.draw.rect(s, th.INDIGO, pygame.Rect(*_p(r, .22, .78), r.w * .56, r.h * .06))


def _village(s, r):
    pygame.draw.polygon(s, th.INK, [_p(r, .1, .5), _p(r, .5, .18), _p(r, .9, .5)])
    pygame.draw.rect(s, (180, 140, 96), pygame.Rect(*_p(r, .22, .5), r.w * .56, r.h * .36))
    pygame.draw.rect(s, th.INK, pygame.Rect(*_p(r, .44, .62), r.w * .12, r.h * .24))


def _palace_gate(s, r):
    red = th.VERMILION
    pygame.draw.rect(s, th.INK, pygame.Rect(*_p(r, .08, .16), r.w * .84, r.h * .09))
    pygame.draw.rect(s, red, pygame.Rect(*_p(r, .16, .32), r.w * .68, r.h * .07))
    for fx in (.26, .66):
        pygame.draw.rect(s, red, pygame.Rect(*_p(r, fx, .24), r.w * .08, r.h * .66))


def _resident(s, r):
    _village(s, r)
    pygame.draw.circle(s, th.GOLD, _p(r, .5, .38), r.w * .07)


def _traveler(s, r):
    pygame.draw.line(s, th.INK, _p(r, .15, .5), _p(r, .8, .5), _w(r, .1))
    pygame.draw.polygon(s, th.INK, [_p(r, .62, .28), _p(r, .9, .5), _p(r, .62, .72)])


def _craftsman(s, r):
    pygame.draw.line(s, (120, 80, 50), _p(r, .25, .85), _p(r, .62, .38), _w(r, .1))
    pygame.draw.polygon(s, th.STEEL, [_p(r, .45, .3), _p(r, .7, .12), _p(r, .88, .36), _p(r, .66, .52)])


def _artisan(s, r):
    """An artisan card: a small upright card with a type's disc (the calendar's "artisans")."""
    card = pygame.Rect(*_p(r, .2, .08), r.w * .6, r.h * .84)
    pygame.draw.rect(s, (250, 244, 230), card, border_radius=_w(r, .08))
    pygame.draw.rect(s, th.INK, card, _w(r, .07), border_radius=_w(r, .08))
    pygame.draw.circle(s, th.MOSS, _p(r, .5, .52), r.w * .16)


def _supply(s, r):
    """Your personal supply: a small crate with items in it (the calendar's "items")."""
    pygame.draw.circle(s, ITEM_COLOURS["firework"], _p(r, .34, .34), r.w * .13)
    pygame.draw.circle(s, ITEM_COLOURS["origami"], _p(r, .62, .3), r.w * .13)
    crate = pygame.Rect(*_p(r, .12, .45), r.w * .76, r.h * .45)
    pygame.draw.rect(s, (168, 120, 72), crate, border_radius=_w(r, .05))
    pygame.draw.rect(s, (110, 72, 40), crate, _w(r, .06), border_radius=_w(r, .05))
    pygame.draw.line(s, (110, 72, 40), _p(r, .12, .67), _p(r, .88, .67), _w(r, .05))


_DRAW = {
    "bonsai": _bonsai, "katana": _katana, "statue": _statue, "origami": _origami,
    "firework": _firework, "favor": _favor, "offering": _offering, "objective": _objective,
    "dusk": _dusk, "village": _village, "palace_gate": _palace_gate, "resident": _resident,
    "traveler": _traveler, "craftsman": _craftsman, "artisan": _artisan, "supply": _supply,
}
ICON_NAMES = tuple(_DRAW)


def register_icon(name: str, fn) -> None:
    """A table's own icon (`fn(surface, pixel_rect)`), so the rules screen can explain it too
    (Daitoshi's board icons: game/ui/tables/daitoshi/glyphs.py registers them as "dt_*")."""
    _DRAW[name] = fn


def _declared_icon(name: str):
    """A game's own icon, registered when the module its `GameSpec.look.icons` names for that
    prefix is first imported; None when no game declares one so named."""
    for game in registry.available():
        icons = registry.spec(game).look.icons
        if icons is not None and name.startswith(icons[0]):
            importlib.import_module(icons[1])
            return _DRAW.get(name)
    return None


def draw_icon(surface: pygame.Surface, name: str, rect: pygame.Rect, colour_blind: bool = False) -> bool:
    """Draw icon `name` into pixel `rect`; False (and a plain marker) if the name is unknown."""
    fn = _DRAW.get(name)
    if fn is None:
        fn = _declared_icon(name)
    if fn is None:
        pygame.draw.circle(surface, th.INK_SOFT, rect.center, min(rect.w, rect.h) // 3, 2)
        return False
    fn(surface, rect)
    if colour_blind and name in LETTERS:
        f = pygame.font.Font(None, max(10, rect.h // 2))
        lab = f.render(LETTERS[name], True, th.INK)
        surface.blit(lab, lab.get_rect(bottomright=rect.bottomright))
    return True


def draw_seat_token(surface: pygame.Surface, rect: pygame.Rect, colour, shape: str, letter: str,
                    colour_blind: bool) -> None:
    """A seat's token: a disc of its colour; in colour-blind mode its own shape and letter."""
    cx, cy = rect.center
    rr = min(rect.w, rect.h) / 2
    if not colour_blind:
        pygame.draw.circle(surface, colour, (cx, cy), rr)
        pygame.draw.circle(surface, th.WHITE, (cx, cy), rr, max(1, int(rr * 0.14)))
        return
    if shape == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), rr)
    elif shape == "square":
        pygame.draw.rect(surface, colour, pygame.Rect(cx - rr * .85, cy - rr * .85, rr * 1.7, rr * 1.7))
    else:
        n = {"triangle": 3, "diamond": 4, "hexagon": 6, "star": 10}.get(shape, 8)
        pts = []
        for k in range(n):
            a = -math.pi / 2 + k * 2 * math.pi / n
            rk = rr * (0.5 if shape == "star" and k % 2 else 1.0)
            pts.append((cx + math.cos(a) * rk, cy + math.sin(a) * rk))
        pygame.draw.polygon(surface, colour, pts)
    f = pygame.font.Font(None, max(10, int(rr * 1.3)))
    lab = f.render(letter, True, th.WHITE)
    surface.blit(lab, lab.get_rect(center=(cx, cy + rr * 0.08)))
