"""Daitoshi's icons, drawn by the program: what a reward gains, an Invention makes, a space gives.

Where words do not fit on the board, an icon stands for them and the tooltip says them in words.
Each icon is registered with game/ui/icons.py as "dt_<name>", so the rules screen's "How to read
the board" section draws the very same picture beside its explanation.

    glyph(surface, "food", pixel_rect)           a resource, Steam, VP, Prestige, ...
    glyph(surface, "worker:red", pixel_rect)     a kind with its parameter (colour, terrain)
    glyph(surface, "action:electrify", rect)     a district's action
"""

from __future__ import annotations

import math

import pygame

from game.i18n import t
from game.i18n.catalogue import CATALOGUE
from game.ui import icons
from game.ui.icons import _p, _w   # a point and a line width inside an icon's rect, as icons.py draws

TERRAIN_COLOUR = {"river": (74, 142, 204), "forest": (96, 162, 86), "mountain": (216, 180, 66),
                  "underground": (196, 82, 64), "any": (150, 150, 150), "land": (150, 150, 150)}
WORKER_COLOUR = {"blue": TERRAIN_COLOUR["river"], "green": TERRAIN_COLOUR["forest"],
                 "yellow": TERRAIN_COLOUR["mountain"], "red": TERRAIN_COLOUR["underground"],
                 "any": (170, 170, 170)}
RESOURCE_COLOUR = {"food": (226, 142, 72), "energy": (238, 212, 84), "materials": (156, 122, 92),
                   "luxury": (176, 112, 196), "wealth": (232, 196, 110), "steam": (214, 220, 230),
                   "water": (90, 160, 220), "coal": (60, 58, 62)}
INK = (22, 20, 18)
VP_ORANGE = (232, 128, 44)
VP_PURPLE = (140, 82, 170)
PRESTIGE = (214, 92, 120)


def letter(param: str) -> str:
    """What colour-blind mode writes on a terrain or a colour, in the language on screen ("S" on
    an underground hex in French); "" for anything else."""
    key = f"dtable.letter.{param}"
    return t(key) if key in CATALOGUE["en"] else ""


def hexagon(cx, cy, rr, rot=30):
    return [(cx + rr * math.cos(math.radians(60 * k + rot)), cy + rr * math.sin(math.radians(60 * k + rot)))
            for k in range(6)]


# --- resources and tokens ----------------------------------------------------------------------------------
def _food(s, r):   # a rice ball with its leaf
    pygame.draw.circle(s, RESOURCE_COLOUR["food"], _p(r, .5, .56), r.w * .36)
    pygame.draw.ellipse(s, (90, 150, 70), pygame.Rect(*_p(r, .46, .1), r.w * .34, r.h * .22))
    pygame.draw.circle(s, INK, _p(r, .5, .56), r.w * .36, _w(r, .07))


def _energy(s, r):   # a bolt in a yellow disc
    pygame.draw.circle(s, RESOURCE_COLOUR["energy"], _p(r, .5, .5), r.w * .44)
    pygame.draw.polygon(s, INK, [_p(r, .56, .14), _p(r, .3, .56), _p(r, .5, .56), _p(r, .42, .88),
                                 _p(r, .72, .42), _p(r, .52, .42)])


def _materials(s, r):   # a stack of bricks
    c = RESOURCE_COLOUR["materials"]
    for fx, fy in ((.04, .52), (.5, .52), (.27, .14)):
        box = pygame.Rect(*_p(r, fx, fy), r.w * .46, r.h * .36)
        pygame.draw.rect(s, c, box)
        pygame.draw.rect(s, INK, box, _w(r, .07))


def _luxury(s, r):   # a gem
    c = RESOURCE_COLOUR["luxury"]
    pts = [_p(r, .2, .38), _p(r, .36, .16), _p(r, .64, .16), _p(r, .8, .38), _p(r, .5, .88)]
    pygame.draw.polygon(s, c, pts)
    pygame.draw.polygon(s, INK, pts, _w(r, .06))
    pygame.draw.line(s, INK, _p(r, .2, .38), _p(r, .8, .38), _w(r, .05))


def _wealth(s, r):   # a coin
    pygame.draw.circle(s, RESOURCE_COLOUR["wealth"], _p(r, .5, .5), r.w * .42)
    pygame.draw.circle(s, (160, 120, 50), _p(r, .5, .5), r.w * .42, _w(r, .08))
    pygame.draw.rect(s, (160, 120, 50), pygame.Rect(*_p(r, .4, .4), r.w * .2, r.h * .2), _w(r, .07))


def _steam(s, r):   # a puff of steam
    c = RESOURCE_COLOUR["steam"]
    for fx, fy, rr in ((.34, .6, .22), (.58, .52, .26), (.46, .34, .2), (.7, .66, .18)):
        pygame.draw.circle(s, c, _p(r, fx, fy), r.w * rr)
    pygame.draw.line(s, (120, 126, 136), _p(r, .16, .84), _p(r, .86, .84), _w(r, .08))


def _water(s, r):
    c = RESOURCE_COLOUR["water"]
    pygame.draw.polygon(s, c, [_p(r, .5, .1), _p(r, .25, .56), _p(r, .75, .56)])
    pygame.draw.circle(s, c, _p(r, .5, .62), r.w * .26)


def _coal(s, r):
    pts = [_p(r, .2, .6), _p(r, .32, .3), _p(r, .62, .22), _p(r, .84, .5), _p(r, .66, .82), _p(r, .3, .82)]
    pygame.draw.polygon(s, RESOURCE_COLOUR["coal"], pts)
    pygame.draw.polygon(s, (150, 150, 150), pts, _w(r, .05))


def _badge(s, r, colour):
    pts = hexagon(*_p(r, .5, .5), r.w * .48, 0)
    pygame.draw.polygon(s, colour, pts)
    pygame.draw.polygon(s, INK, pts, _w(r, .06))


def _vp(s, r):   # an orange badge: VP now (GENERAL RULES)
    _badge(s, r, VP_ORANGE)


def _end_vp(s, r):   # a purple badge: VP at the end
    _badge(s, r, VP_PURPLE)


def _prestige(s, r):   # a medal
    pygame.draw.polygon(s, (60, 90, 150), [_p(r, .3, .04), _p(r, .46, .04), _p(r, .56, .42), _p(r, .42, .42)])
    pygame.draw.polygon(s, (60, 90, 150), [_p(r, .7, .04), _p(r, .54, .04), _p(r, .44, .42), _p(r, .58, .42)])
    pygame.draw.circle(s, PRESTIGE, _p(r, .5, .64), r.w * .3)
    pygame.draw.circle(s, INK, _p(r, .5, .64), r.w * .3, _w(r, .06))


def _reputation(s, r):   # steps going up to the right
    c = (236, 226, 200)
    for k in range(3):
        box = pygame.Rect(*_p(r, .1 + k * .27, .7 - k * .22), r.w * .27, r.h * (.22 + k * .22))
        pygame.draw.rect(s, c, box)
        pygame.draw.rect(s, INK, box, _w(r, .05))


def _score_reputation(s, r):   # the steps with a VP badge
    _reputation(s, r)
    pygame.draw.circle(s, VP_ORANGE, _p(r, .26, .26), r.w * .2)
    pygame.draw.circle(s, INK, _p(r, .26, .26), r.w * .2, _w(r, .05))


def _worm_bus(s, r):   # a green worm of three rings and a head
    c = (110, 170, 90)
    for k, fx in enumerate((.2, .4, .6)):
        pygame.draw.circle(s, c, _p(r, fx, .6 - .06 * (k % 2)), r.w * .16)
        pygame.draw.circle(s, INK, _p(r, fx, .6 - .06 * (k % 2)), r.w * .16, _w(r, .05))
    pygame.draw.circle(s, (150, 200, 110), _p(r, .8, .46), r.w * .18)
    pygame.draw.circle(s, INK, _p(r, .84, .42), max(1, r.w * .04))


def _hex_icon(s, r, fill, edge=INK):
    pts = hexagon(*_p(r, .5, .5), r.w * .44)
    pygame.draw.polygon(s, fill, pts)
    pygame.draw.polygon(s, edge, pts, _w(r, .07))


def _give_back(s, r):   # a hex returned: a green hex with a curved arrow
    _hex_icon(s, r, (120, 160, 110))
    pygame.draw.arc(s, INK, pygame.Rect(*_p(r, .28, .28), r.w * .44, r.h * .44), 0.4, 4.4, _w(r, .08))


def _give_back_conflict(s, r):   # the red Conflict hex: the hex's reward too
    _hex_icon(s, r, (200, 90, 70))
    pygame.draw.arc(s, INK, pygame.Rect(*_p(r, .28, .28), r.w * .44, r.h * .44), 0.4, 4.4, _w(r, .08))


def _hex_reward(s, r):   # a Conflict hex's reward: a red hex with a plus
    _hex_icon(s, r, (200, 90, 70))
    pygame.draw.line(s, INK, _p(r, .5, .3), _p(r, .5, .7), _w(r, .1))
    pygame.draw.line(s, INK, _p(r, .3, .5), _p(r, .7, .5), _w(r, .1))


def _progress(s, r):   # a marker stepping along a track
    pygame.draw.rect(s, (90, 90, 96), pygame.Rect(*_p(r, .08, .6), r.w * .84, r.h * .14))
    pygame.draw.polygon(s, (236, 190, 96), [_p(r, .3, .18), _p(r, .8, .42), _p(r, .3, .66)])
    pygame.draw.polygon(s, INK, [_p(r, .3, .18), _p(r, .8, .42), _p(r, .3, .66)], _w(r, .05))


def _pilgrim(s, r, colour):   # a pilgrim in a straw hat
    pygame.draw.polygon(s, colour, [_p(r, .3, .92), _p(r, .5, .36), _p(r, .7, .92)])
    pygame.draw.polygon(s, (210, 180, 110), [_p(r, .16, .4), _p(r, .5, .1), _p(r, .84, .4)])
    pygame.draw.polygon(s, INK, [_p(r, .16, .4), _p(r, .5, .1), _p(r, .84, .4)], _w(r, .05))
    pygame.draw.polygon(s, INK, [_p(r, .3, .92), _p(r, .5, .36), _p(r, .7, .92)], _w(r, .05))


def meeple(s, r, colour):
    """A Worker: head and body."""
    pygame.draw.circle(s, colour, _p(r, .5, .26), r.w * .18)
    pygame.draw.polygon(s, colour, [_p(r, .16, .9), _p(r, .26, .46), _p(r, .74, .46), _p(r, .84, .9)])
    pygame.draw.circle(s, INK, _p(r, .5, .26), r.w * .18, _w(r, .05))
    pygame.draw.polygon(s, INK, [_p(r, .16, .9), _p(r, .26, .46), _p(r, .74, .46), _p(r, .84, .9)], _w(r, .05))


def _flag(s, r, colour=(226, 206, 150)):
    pygame.draw.line(s, INK, _p(r, .24, .1), _p(r, .24, .92), _w(r, .08))
    pygame.draw.polygon(s, colour, [_p(r, .26, .12), _p(r, .84, .26), _p(r, .26, .46)])
    pygame.draw.polygon(s, INK, [_p(r, .26, .12), _p(r, .84, .26), _p(r, .26, .46)], _w(r, .05))


def _partnership(s, r):   # a Partnership Banner, on any City
    _flag(s, r)


def _create_partnership(s, r):   # a Banner with an upwards arrow: on the City traded with
    _flag(s, r)
    pygame.draw.polygon(s, (90, 170, 90), [_p(r, .6, .9), _p(r, .6, .66), _p(r, .5, .66), _p(r, .7, .48),
                                           _p(r, .9, .66), _p(r, .8, .66), _p(r, .8, .9)])


def _star(s, r, fx, fy, rr, colour):
    c = _p(r, fx, fy)
    pts = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rk = r.w * rr * (1 if k % 2 == 0 else .45)
        pts.append((c[0] + math.cos(a) * rk, c[1] + math.sin(a) * rk))
    pygame.draw.polygon(s, colour, pts)


def _activate_partnership(s, r):   # a Banner with a star: the City's reward at once
    _flag(s, r)
    _star(s, r, .7, .7, .24, (250, 220, 90))


def _city_effect(s, r):
    _activate_partnership(s, r)


def _gear(s, r, colour=(180, 150, 100)):
    c = _p(r, .5, .5)
    teeth = 8
    pts = []
    for i in range(teeth * 2):
        a = i * math.pi / teeth
        rr = r.w * (.46 if i % 2 == 0 else .34)
        pts.append((c[0] + math.cos(a) * rr, c[1] + math.sin(a) * rr))
    pygame.draw.polygon(s, colour, pts)
    pygame.draw.circle(s, INK, c, r.w * .14)


def _mm_workshop(s, r):   # the Mega-Machine's Workshop
    _gear(s, r)
    pygame.draw.circle(s, (236, 226, 200), _p(r, .5, .5), r.w * .12)


def _market_brilliant(s, r):   # the Brilliant Invention in the market
    box = pygame.Rect(*_p(r, .18, .14), r.w * .64, r.h * .72)
    pygame.draw.rect(s, (200, 116, 190), box, border_radius=_w(r, .08))
    pygame.draw.rect(s, INK, box, _w(r, .06), border_radius=_w(r, .08))
    _star(s, r, .5, .5, .2, (250, 240, 200))


def _workshop_reward(s, r):   # a Workshop's reward without a Worker
    pygame.draw.circle(s, (236, 226, 200), _p(r, .5, .5), r.w * .4, _w(r, .1))
    _star(s, r, .5, .5, .22, (250, 220, 90))


def _upgrade(s, r):   # slide the Invention up
    pygame.draw.rect(s, (150, 200, 140), pygame.Rect(*_p(r, .22, .44), r.w * .56, r.h * .44))
    pygame.draw.polygon(s, INK, [_p(r, .5, .06), _p(r, .2, .4), _p(r, .8, .4)])


def _mm_ready(s, r):   # ready for the Mega-Machine
    _gear(s, r, (170, 96, 58))
    pygame.draw.lines(s, (240, 240, 230), False, [_p(r, .32, .5), _p(r, .46, .64), _p(r, .72, .36)], _w(r, .1))


def _score(s, r):   # score the Invention's VP
    _badge(s, r, VP_ORANGE)
    _star(s, r, .5, .5, .22, INK)


def _score_twice(s, r):
    _badge(s, r, VP_ORANGE)
    _star(s, r, .34, .5, .16, INK)
    _star(s, r, .66, .5, .16, INK)


def _hexes(s, r):   # the Conflict rewards of the hexes on the tile
    for fx in (.32, .68):
        pts = hexagon(*_p(r, fx, .5), r.w * .22)
        pygame.draw.polygon(s, (200, 90, 70), pts)
        pygame.draw.polygon(s, INK, pts, _w(r, .05))


# --- the districts' actions (THE ACTIONS) -------------------------------------------------------------------
def _commit(s, r):   # an Invention: a light bulb
    pygame.draw.circle(s, (250, 226, 120), _p(r, .5, .4), r.w * .3)
    pygame.draw.rect(s, (150, 150, 160), pygame.Rect(*_p(r, .38, .66), r.w * .24, r.h * .2))
    pygame.draw.circle(s, INK, _p(r, .5, .4), r.w * .3, _w(r, .06))


def _expand(s, r):   # a new district tile: a house with a plus
    pygame.draw.polygon(s, (200, 170, 120), [_p(r, .12, .5), _p(r, .5, .14), _p(r, .88, .5)])
    pygame.draw.rect(s, (200, 170, 120), pygame.Rect(*_p(r, .22, .5), r.w * .56, r.h * .4))
    pygame.draw.polygon(s, INK, [_p(r, .12, .5), _p(r, .5, .14), _p(r, .88, .5)], _w(r, .05))
    pygame.draw.line(s, INK, _p(r, .5, .56), _p(r, .5, .84), _w(r, .09))
    pygame.draw.line(s, INK, _p(r, .36, .7), _p(r, .64, .7), _w(r, .09))


def _electrify(s, r):   # a lightning bolt
    pygame.draw.polygon(s, (250, 220, 90), [_p(r, .6, .04), _p(r, .22, .56), _p(r, .48, .56), _p(r, .38, .96),
                                            _p(r, .8, .4), _p(r, .54, .4)])
    pygame.draw.polygon(s, INK, [_p(r, .6, .04), _p(r, .22, .56), _p(r, .48, .56), _p(r, .38, .96),
                                 _p(r, .8, .4), _p(r, .54, .4)], _w(r, .05))


def _trade(s, r):   # the Kyodaina-Ga, the great moth that flies to the Cities
    c = (200, 170, 220)
    pygame.draw.ellipse(s, c, pygame.Rect(*_p(r, .06, .2), r.w * .42, r.h * .5))
    pygame.draw.ellipse(s, c, pygame.Rect(*_p(r, .52, .2), r.w * .42, r.h * .5))
    pygame.draw.ellipse(s, (110, 80, 60), pygame.Rect(*_p(r, .42, .16), r.w * .16, r.h * .7))


def _contribute(s, r):   # the Mega-Machine
    _gear(s, r, (170, 96, 58))


def _wild(s, r):   # the Town Hall's Wild Action: any action
    for k, fn in enumerate((_commit, _expand, _electrify, _trade)):
        sub = pygame.Rect(r.x + (k % 2) * r.w // 2, r.y + (k // 2) * r.h // 2, r.w // 2, r.h // 2)
        fn(s, sub)


def _bolt_cost(s, r):   # what electrifying a tile costs
    _electrify(s, r)


def _production(s, r):   # a Factory with its chimney: a Production Turn
    c = (170, 160, 150)
    pygame.draw.rect(s, c, pygame.Rect(*_p(r, .1, .5), r.w * .8, r.h * .4))
    pygame.draw.polygon(s, c, [_p(r, .1, .5), _p(r, .35, .32), _p(r, .35, .5), _p(r, .6, .32), _p(r, .6, .5)])
    pygame.draw.rect(s, c, pygame.Rect(*_p(r, .7, .14), r.w * .14, r.h * .4))
    pygame.draw.circle(s, (230, 230, 236), _p(r, .8, .08), r.w * .1)
    pygame.draw.rect(s, INK, pygame.Rect(*_p(r, .1, .5), r.w * .8, r.h * .4), _w(r, .05))


def _temple(s, r):
    pygame.draw.polygon(s, (150, 70, 56), [_p(r, .04, .34), _p(r, .5, .06), _p(r, .96, .34)])
    pygame.draw.rect(s, (190, 150, 100), pygame.Rect(*_p(r, .2, .36), r.w * .6, r.h * .5))
    pygame.draw.rect(s, INK, pygame.Rect(*_p(r, .42, .56), r.w * .16, r.h * .3))


_PLAIN = {
    "food": _food, "energy": _energy, "materials": _materials, "luxury": _luxury, "wealth": _wealth,
    "steam": _steam, "water": _water, "coal": _coal, "vp": _vp, "end_vp": _end_vp, "prestige": _prestige,
    "reputation": _reputation, "score_reputation": _score_reputation, "worm_bus": _worm_bus,
    "give_back": _give_back, "give_back_conflict": _give_back_conflict, "hex_reward": _hex_reward,
    "progress": _progress, "partnership": _partnership, "create_partnership": _create_partnership,
    "activate_partnership": _activate_partnership, "city_effect": _city_effect, "mm_workshop": _mm_workshop,
    "market_brilliant": _market_brilliant, "workshop_reward": _workshop_reward, "upgrade": _upgrade,
    "mm_ready": _mm_ready, "score": _score, "score_twice": _score_twice, "hexes": _hexes,
    "action:commit": _commit, "action:expand": _expand, "action:electrify": _electrify,
    "action:trade": _trade, "action:contribute": _contribute, "action:wild": _wild, "bolt": _bolt_cost,
    "temple": _temple, "production": _production,
}


def glyph(surface: pygame.Surface, name: str, rect: pygame.Rect, colour_blind: bool = False) -> None:
    """Draw icon `name` ("food", "pilgrim:forest", "worker:any", "action:trade", ...) into the
    pixel rect; an unknown name draws a plain ring (never an error on the board)."""
    kind, _, param = name.partition(":")
    if kind in ("pilgrim", "pilgrim_run"):
        _pilgrim(surface, rect, TERRAIN_COLOUR.get(param, TERRAIN_COLOUR["any"]))
        if kind == "pilgrim_run":
            pygame.draw.line(surface, INK, _p(rect, .86, .3), _p(rect, .86, .9), _w(rect, .08))
    elif kind == "worker":
        meeple(surface, rect, WORKER_COLOUR.get(param, WORKER_COLOUR["any"]))
    elif kind == "hex":
        _hex_icon(surface, rect, TERRAIN_COLOUR.get(param, TERRAIN_COLOUR["any"]))
    else:
        fn = _PLAIN.get(name)
        if fn is None:
            pygame.draw.circle(surface, (200, 190, 170), rect.center, max(2, min(rect.w, rect.h) // 3), 1)
            return
        fn(surface, rect)
        return
    if colour_blind and letter(param):
        size = max(6, rect.h // 2)
        font = pygame.font.Font(None, size + 2)
        lab = font.render(letter(param), True, (250, 250, 250))
        surface.blit(lab, lab.get_rect(center=_p(rect, .5, .66)))


def reward_glyph(reward) -> str:
    """The icon for a (kind, param, amount) reward."""
    kind, param, _ = reward
    if kind in ("pilgrim", "pilgrim_run", "worker"):
        return f"{kind}:{param}"
    return kind


# The icons the rules screen explains, in its order (assets/rules/daitoshi.*.md, "How to read").
EXPLAINED = ("food", "energy", "materials", "luxury", "wealth", "steam", "water", "coal", "vp", "end_vp",
             "prestige", "reputation", "score_reputation", "worm_bus", "progress", "pilgrim:any",
             "pilgrim:forest", "worker:any", "worker:red", "give_back", "give_back_conflict", "hex_reward",
             "partnership", "create_partnership", "activate_partnership", "mm_workshop", "market_brilliant",
             "workshop_reward", "upgrade", "mm_ready", "score", "score_twice", "hexes", "action:commit",
             "action:expand", "action:electrify", "action:trade", "action:contribute", "action:wild", "production",
             "temple")


def _register() -> None:
    for name in EXPLAINED:
        icons.register_icon("dt_" + name.replace(":", "_"),
                            lambda surface, rect, name=name: glyph(surface, name, rect))


_register()
