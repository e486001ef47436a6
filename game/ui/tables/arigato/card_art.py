"""Artisan card faces, drawn by the program at any size (no image files).

A face shows what the printed card shows (DESCRIPTION OF THE ARTISAN CARDS): favor (top left),
placement pattern (top centre), produced item in its lantern (top right), the cost down the
left side, the type's colour and emblem in the middle, and the effect as icons along the
bottom (condition -> gain, with the dusk icon when it has one).

Faces are rendered once per (card, pixel size, look) and cached; the table only blits them.
"""

from __future__ import annotations

from contextlib import contextmanager
from functools import lru_cache

import pygame

from game.core.arigato.components import FAVOR_PER_CARD, HIDDEN, Card, Content
from game.resources import resource_path
from game.i18n import language, t
from game.ui import frame_causes as fc
from game.ui import theme as th
from game.ui.icons import draw_icon

TYPE_COLOURS = {
    "botanist": (82, 124, 66),
    "blacksmith": (66, 74, 92),
    "sculptor": (156, 116, 72),
    "origamist": (44, 92, 150),
    "fireworks_maker": (196, 70, 44),
}
CARD_PAPER = (250, 244, 230)
BACK = (38, 52, 86)

_FONTS = {"sans": "NotoSans-Regular.ttf", "bold": "NotoSans-Bold.ttf",
          "serif": "NotoSerif-Bold.ttf"}


def _count(what: str, n: int = 1) -> None:
    """Counted as it happens (ui/frame_causes.py), as done ahead inside `counted_ahead`."""
    fc.count(what + fc.AHEAD if _drawing_ahead else what, n)


_drawing_ahead = False


@lru_cache(maxsize=128)   # a table's faces are drawn in 25-35 fonts (`face_fonts`), and a resized window's too
def font(role: str, px: int) -> pygame.font.Font:
    _count(fc.FONT_OPENED)
    return pygame.font.Font(str(resource_path("assets", "fonts", _FONTS[role])), max(7, int(px)))


def type_colour(content: Content, t: int) -> tuple[int, int, int]:
    return TYPE_COLOURS.get(content.types[t], (120, 110, 100))


def lighter(c, k: float = 0.55):
    return tuple(int(v + (255 - v) * k) for v in c[:3])


def darker(c, k: float = 0.35):
    return tuple(int(v * (1 - k)) for v in c[:3])


def clear_caches() -> None:
    """Fonts and pictures die with pygame (App.close): forget them."""
    font.cache_clear()
    forget_faces()


def forget_faces() -> None:
    """Every face and the sizes they were drawn at: the table's picture drawn anew at another
    window size or scale needs none of them. Kept, a game at 1280x720 resized to 1920x1080 had
    its cache half full of faces at the old sizes, over the share faces are drawn ahead to: none
    was drawn ahead after the resize, 185 in the moves' frames against 103 for the same game
    opened at 1920x1080 (game/tools/MEASUREMENTS.md, "Arigatō at 1920x1080 (branch ari1080)")."""
    global _CACHE_BYTES
    _CACHE.clear()
    SIZES_SEEN.clear()
    _CACHE_BYTES = 0


def text(surface, s: str, role: str, px: float, colour, pos, anchor: str = "center") -> pygame.Rect:
    try:
        img = font(role, int(px)).render(s, True, colour)
    except pygame.error:  # pygame was quit and started again since the font was opened
        font.cache_clear()
        img = font(role, int(px)).render(s, True, colour)
    r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, r)
    return r


def emblem(surface, content: Content, t: int, centre, radius: float) -> None:
    """A type's emblem: a disc of its colour with the item it produces, like a family crest."""
    col = type_colour(content, t)
    cx, cy = centre
    pygame.draw.circle(surface, col, (cx, cy), radius)
    pygame.draw.circle(surface, lighter(col, 0.8), (cx, cy), radius * 0.8)
    pygame.draw.circle(surface, col, (cx, cy), radius, max(1, int(radius * 0.12)))
    r = int(radius * 1.2)
    draw_icon(surface, content.items[t], pygame.Rect(cx - r / 2, cy - r / 2, r, r))


def item_icon(surface, content: Content, i: int, rect: pygame.Rect) -> None:
    draw_icon(surface, content.items[i], rect)


def pattern_grid(surface, slots, rect: pygame.Rect, on=th.INK, off=(214, 204, 184)) -> None:
    """The placement pattern: a 2x2 grid, allowed workshops filled."""
    gap = max(1, rect.w // 10)
    cw = (rect.w - gap) / 2
    ch = (rect.h - gap) / 2
    for s in range(4):
        x = rect.x + (s % 2) * (cw + gap)
        y = rect.y + (s // 2) * (ch + gap)
        cell = pygame.Rect(round(x), round(y), max(1, round(cw)), max(1, round(ch)))
        if s in slots:
            pygame.draw.rect(surface, on, cell, border_radius=max(1, gap // 2))
        else:
            pygame.draw.rect(surface, off, cell, max(1, gap // 2), border_radius=max(1, gap // 2))


def _badge(surface, s: str, centre, r: float, fill, fg=th.WHITE) -> None:
    pygame.draw.circle(surface, fill, centre, r)
    text(surface, s, "bold", badge_px(r), fg, (centre[0], centre[1] - r * 0.05))


def badge_px(r: float) -> float:
    """The size of a badge's number, from the badge's radius."""
    return r * 1.15


def full_badge(h: int) -> float:
    """A full face's favor badge's radius, from the face's height."""
    return h * 0.075 * 1.1


def mini_badge(w: int, h: int) -> float:
    """A small face's favor badge's radius."""
    return min(w, h) * 0.16


def band_height(w: int, h: int) -> int:
    """The height of a full face's effect, as `effect_band` draws it: the band inside its margins."""
    band_h = int(h * 0.2)
    return band_h - max(2, band_h // 5)


def _type_chip(surface, content, t, rect):
    emblem(surface, content, t, rect.center, rect.w / 2)


def condition_icons(surface, content: Content, card: Card, rect: pygame.Rect) -> int:
    """The condition as icons in `rect` (left part of the effect band)."""
    w = card.when
    k = w.kind
    h = rect.h
    x = rect.x
    cy = rect.centery
    sq = lambda xx: pygame.Rect(int(xx), int(cy - h / 2), h, h)  # noqa: E731
    small = h * 0.5

    def icon(name):
        nonlocal x
        draw_icon(surface, name, sq(x))
        x += h * 0.95

    def chip(t):
        nonlocal x
        emblem(surface, content, t, (x + h / 2, cy), h * 0.42)
        x += h * 0.95

    def label(s, col=th.INK):
        nonlocal x
        r = text(surface, s, "bold", small * 1.2, col, (x, cy), "midleft")
        x = r.right + h * 0.1

    if k == "traveler_is":
        icon("traveler"); chip(w.type)
    elif k == "travelers_same":
        icon("traveler"); label("=")
    elif k == "resident_is":
        icon("resident"); chip(w.type)
    elif k == "craftsman_is":
        icon("craftsman"); chip(w.type)
    elif k == "craftsmen_same":
        icon("craftsman"); label("=")
    elif k == "gate_receives":
        icon("palace_gate"); chip(w.type)
    elif k == "self_to_gate":
        icon("palace_gate"); label(t("arigato.card_art.this"))
    elif k == "offering_placed":
        icon("offering")
    elif k == "item_gained":
        label("+"); icon(content.items[w.item])
    elif k == "objective_gained":
        icon("dusk"); icon("objective")
    elif k == "offered_type":
        icon("dusk"); icon("offering"); chip(w.type)
    elif k == "two_on_top":
        icon("dusk"); label("2"); chip(w.type)
    elif k == "items_at_least":
        icon("dusk"); label(f"{w.count}+")
        for n, name in enumerate(("bonsai", "katana", "origami")):
            draw_icon(surface, name, pygame.Rect(int(x + n * h * 0.35), int(cy - h * 0.4), int(h * 0.8), int(h * 0.8)))
        x += h * 1.5
    elif k == "offering_pairs":
        icon("dusk"); label("2x"); icon("offering")
    elif k == "type_in_village":
        icon("dusk"); icon("village"); chip(w.type)
    return int(x - rect.x)


def gain_icons(surface, content: Content, card: Card, rect: pygame.Rect) -> int:
    """The gain as icons, drawn right-aligned in `rect`; returns the width used."""
    g = card.gain
    h = rect.h
    parts: list = []
    for i in g.items:
        parts.append(("item", i))
    if g.favor:
        parts.append(("favor", g.favor))
    if g.offered_item:
        parts.append(("offered", 0))
    if g.craftsmen_item:
        parts.append(("crafted", 0))
    if g.favor_per_village >= 0:
        parts.append(("per", ("village", g.favor_per_village)))
    if g.favor_per_gate >= 0:
        parts.append(("per", ("palace_gate", g.favor_per_gate)))
    word = t("arigato.card_art.item")   # "item" beside the offering or craftsman icon, whole

    def part_w(kind) -> float:
        if kind in ("offered", "crafted"):
            return h * 0.8 + font("bold", int(h * 0.55)).size(word)[0] + h * 0.15
        return h * (2.7 if kind == "per" else 1.7 if kind == "favor" else 1.0)
    width = sum(part_w(kind) for kind, _ in parts)
    x = rect.right - width
    cy = rect.centery
    for kind, v in parts:
        if kind == "item":
            draw_icon(surface, content.items[v], pygame.Rect(int(x), int(cy - h / 2), h, h))
            x += h
        elif kind == "favor":
            draw_icon(surface, "favor", pygame.Rect(int(x), int(cy - h / 2), h, h))
            text(surface, str(v), "bold", h * 0.8, th.INK, (x + h * 1.05, cy), "midleft")
            x += h * 1.7
        elif kind in ("offered", "crafted"):
            draw_icon(surface, "offering" if kind == "offered" else "craftsman",
                      pygame.Rect(int(x), int(cy - h / 2), int(h * 0.8), int(h * 0.8)))
            text(surface, word, "bold", int(h * 0.55), th.INK, (x + h * 0.75, cy + h * 0.15), "midleft")
            x += part_w(kind)
        else:
            place, ty = v
            draw_icon(surface, "favor", pygame.Rect(int(x), int(cy - h / 2), h, h))
            text(surface, str(FAVOR_PER_CARD), "bold", h * 0.7, th.INK, (x + h * 0.95, cy), "midleft")
            emblem(surface, content, ty, (x + h * 1.75, cy), h * 0.4)
            draw_icon(surface, place, pygame.Rect(int(x + h * 2.05), int(cy - h * 0.35), int(h * .7), int(h * .7)))
            x += h * 2.7
    return int(width) + 1


def _draw_face(surface: pygame.Surface, content: Content, card: Card) -> None:
    w, h = surface.get_size()
    col = type_colour(content, card.type)
    rad = max(2, int(w * 0.07))
    full = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(surface, col, full, border_radius=rad)
    inner = full.inflate(-max(2, int(w * 0.06)), -max(2, int(w * 0.06)))
    pygame.draw.rect(surface, CARD_PAPER, inner, border_radius=max(1, rad - 2))
    # header band in the type's colour
    head = pygame.Rect(inner.x, inner.y, inner.w, int(h * 0.2))
    pygame.draw.rect(surface, lighter(col, 0.25), head, border_top_left_radius=max(1, rad - 2),
                     border_top_right_radius=max(1, rad - 2))
    # favor (top left)
    r = h * 0.075
    _badge(surface, str(card.favor), (inner.x + r * 1.25, head.centery), full_badge(h), th.INK)
    # placement pattern (top centre)
    gs = int(h * 0.13)
    pattern_grid(surface, card.workshops, pygame.Rect(w // 2 - gs // 2, head.centery - gs // 2, gs, gs),
                 on=th.WHITE, off=darker(col, 0.15))
    # produced item in its lantern (top right)
    lr = int(h * 0.085)
    lc = (inner.right - lr - max(1, int(w * 0.03)), head.centery)
    pygame.draw.ellipse(surface, (250, 226, 160), pygame.Rect(lc[0] - lr, lc[1] - lr * 1.1, 2 * lr, int(2.2 * lr)))
    pygame.draw.ellipse(surface, th.VERMILION_DARK, pygame.Rect(lc[0] - lr, lc[1] - lr * 1.1, 2 * lr, int(2.2 * lr)), max(1, lr // 6))
    item_icon(surface, content, card.item, pygame.Rect(lc[0] - lr * 0.8, lc[1] - lr * 0.8, int(lr * 1.6), int(lr * 1.6)))
    # the emblem in the middle
    body_top = head.bottom
    band_h = int(h * 0.2)
    body = pygame.Rect(inner.x, body_top, inner.w, inner.bottom - band_h - body_top)
    emblem(surface, content, card.type, (body.centerx + w * 0.08, body.centery), min(body.w, body.h) * 0.32)
    # cost down the left side
    n = len(card.cost)
    cs = min(int(body.h / max(n, 1) * 0.92), int(w * 0.2))
    cx0 = inner.x + max(1, int(w * 0.03))
    cy0 = body.centery - n * cs / 2
    cost_bg = pygame.Rect(cx0 - 1, int(cy0) - 2, cs + 2, n * cs + 4)
    pygame.draw.rect(surface, (238, 228, 206), cost_bg, border_radius=max(1, cs // 4))
    for k, i in enumerate(card.cost):
        item_icon(surface, content, i, pygame.Rect(cx0, int(cy0 + k * cs), cs, cs))
    # the type name under the emblem
    if h >= 120:
        text(surface, t(f"arigato.type.{content.types[card.type]}"), "sans", h * 0.055,
             darker(col, 0.2), (body.centerx + w * 0.08, body.bottom - h * 0.02), "midbottom")
    # effect band
    band = pygame.Rect(inner.x, inner.bottom - band_h, inner.w, band_h)
    pygame.draw.rect(surface, (236, 226, 204), band, border_bottom_left_radius=max(1, rad - 2),
                     border_bottom_right_radius=max(1, rad - 2))
    pygame.draw.line(surface, lighter(col, 0.2), band.topleft, band.topright, max(1, int(h * 0.01)))
    effect_band(surface, content, card, band.inflate(-max(2, int(w * 0.06)), -max(2, band_h // 5)))


def effect_band(surface, content: Content, card: Card, band: pygame.Rect) -> None:
    """Condition, an arrow, gain: drawn at the band's height, shrunk together to fit its width."""
    ih = band.h
    cond = pygame.Surface((ih * 7, ih), pygame.SRCALPHA)
    cw = max(1, condition_icons(cond, content, card, cond.get_rect()))
    gain = pygame.Surface((ih * 7, ih), pygame.SRCALPHA)
    gw = max(1, gain_icons(gain, content, card, gain.get_rect()))
    aw = int(ih * 0.6)
    total = cw + aw + gw
    k = min(1.0, band.w / total)
    if k < 1.0:
        _count(fc.PICTURE_SCALED, 2)
        cond = pygame.transform.smoothscale(cond, (max(1, int(cond.get_width() * k)), max(1, int(ih * k))))
        gain = pygame.transform.smoothscale(gain, (max(1, int(gain.get_width() * k)), max(1, int(ih * k))))
    cw, gw, aw = int(cw * k), int(gw * k), int(aw * k)
    surface.blit(cond, (band.x, band.centery - cond.get_height() // 2), pygame.Rect(0, 0, cw, cond.get_height()))
    gx = band.right - gw
    surface.blit(gain, (gx, band.centery - gain.get_height() // 2),
                 pygame.Rect(gain.get_width() - gw, 0, gw, gain.get_height()))
    ax = (band.x + cw + gx) / 2
    a = ih * k * 0.22
    pygame.draw.polygon(surface, th.INK_SOFT, [(ax - a * 0.7, band.centery - a), (ax + a * 0.7, band.centery),
                                               (ax - a * 0.7, band.centery + a)])


def _draw_mini(surface: pygame.Surface, content: Content, card: Card) -> None:
    """Small faces (opponents' villages, gates): colour, emblem, favor and pattern."""
    w, h = surface.get_size()
    col = type_colour(content, card.type)
    rad = max(2, int(w * 0.1))
    pygame.draw.rect(surface, col, surface.get_rect(), border_radius=rad)
    inner = surface.get_rect().inflate(-max(2, w // 12), -max(2, w // 12))
    pygame.draw.rect(surface, CARD_PAPER, inner, border_radius=max(1, rad - 2))
    emblem(surface, content, card.type, (inner.centerx, inner.centery + h * 0.08), min(inner.w, inner.h) * 0.32)
    r = mini_badge(w, h)
    _badge(surface, str(card.favor), (inner.x + r * 1.05, inner.y + r * 1.05), r, th.INK)
    gs = int(min(w, h) * 0.26)
    pattern_grid(surface, card.workshops, pygame.Rect(inner.right - gs - 2, inner.y + 2, gs, gs))
    if card.dusk:
        ds = int(min(w, h) * 0.28)
        draw_icon(surface, "dusk", pygame.Rect(inner.right - ds, inner.bottom - ds, ds, ds))


def _draw_back(surface: pygame.Surface) -> None:
    w, h = surface.get_size()
    rad = max(2, int(w * 0.08))
    pygame.draw.rect(surface, BACK, surface.get_rect(), border_radius=rad)
    inner = surface.get_rect().inflate(-max(4, w // 8), -max(4, w // 8))
    pygame.draw.rect(surface, (58, 76, 118), inner, max(1, w // 30), border_radius=max(1, rad - 2))
    # a quiet wave crest in the middle
    cx, cy = inner.center
    for k, rr in enumerate((0.34, 0.24, 0.14)):
        pygame.draw.circle(surface, (232, 222, 200) if k % 2 == 0 else BACK, (cx, cy), int(min(w, h) * rr))
    pygame.draw.circle(surface, th.VERMILION, (cx, cy), int(min(w, h) * 0.07))


_CACHE: dict = {}
_CACHE_BYTES = 0
CACHE_LIMIT_BYTES = 48 * 1024 * 1024


def card_surface(content: Content, card_id: int, size: tuple[int, int],
                 mini: bool | None = None) -> pygame.Surface:
    """The face (or back, for HIDDEN) of a card at a pixel size (cached). `mini` asks for the
    small face (colour, emblem, favor, pattern); by default small pixel sizes get it."""
    if mini is None:
        mini = size[1] < 110
    key = (id(content), card_id, tuple(size), mini, language())  # faces carry words
    surf = _CACHE.get(key)
    if surf is None:
        global _CACHE_BYTES
        if _CACHE_BYTES > CACHE_LIMIT_BYTES:   # a long game at 2560x1440 stays within bounds
            _CACHE.clear()
            _CACHE_BYTES = 0
        _count(fc.CARD_DRAWN)
        surf = _CACHE[key] = _render(content, card_id, size, mini)
        _CACHE_BYTES += surf.get_width() * surf.get_height() * 4
        SIZES_SEEN.setdefault((tuple(size), mini), None)
    return surf


def narrowed(content: Content, card_id: int, size: tuple[int, int], mini: bool, width: int) -> pygame.Surface:
    """A card at `size` narrowed to `width` pixels, as the reveal turns it (render/motion.py,
    `draw_flips`): at its own width the face itself (smooth-scaled to its own size it is the same
    pixels, a copy); the back kept per width, every card turning the same back (smooth-scaled
    anew in each frame of each turn, the reveal's frames were among a game's costliest that
    redraw no region: game/tools/MEASUREMENTS.md, "Arigatō at 1920x1080 (branch ari1080)")."""
    global _CACHE_BYTES
    face = card_surface(content, card_id, size, mini)
    if width == face.get_width():
        return face
    back = card_id == HIDDEN or card_id <= 0
    key = ("narrowed", id(content), tuple(size), mini, language(), width)
    turned = _CACHE.get(key) if back else None
    if turned is None:
        fc.count(fc.PICTURE_SCALED)
        turned = pygame.transform.smoothscale(face, (width, face.get_height()))
        if back:
            _CACHE[key] = turned
            _CACHE_BYTES += width * face.get_height() * 4
    return turned


SIZES_SEEN: dict = {}     # (pixel size, mini): every size a face was drawn at, in order (card_ahead.py)


def drawn(content: Content, card_id: int, size: tuple[int, int], mini: bool) -> bool:
    """The face is in the cache (drawn at that size, in this language)."""
    return (id(content), card_id, tuple(size), mini, language()) in _CACHE


def cache_bytes() -> int:
    """The bytes of the faces and turned backs kept now (`CACHE_LIMIT_BYTES` at most)."""
    return _CACHE_BYTES


@contextmanager
def counted_ahead():
    """What is drawn or opened inside is counted as done ahead ("card face drawn ahead")."""
    global _drawing_ahead
    _drawing_ahead = True
    try:
        yield
    finally:
        _drawing_ahead = False


def _render(content: Content, card_id: int, size, mini: bool) -> pygame.Surface:
    w, h = max(8, size[0]), max(10, size[1])
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    if card_id == HIDDEN or card_id <= 0:
        _draw_back(surf)
    elif not mini:
        _draw_face(surf, content, content.cards[card_id])
    else:
        _draw_mini(surf, content, content.cards[card_id])
    return surf


def _shadow(size) -> pygame.Surface:
    key = ("shadow", tuple(size))
    sh = _CACHE.get(key)
    if sh is None:
        sh = _CACHE[key] = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (40, 30, 20, 60), sh.get_rect(), border_radius=max(2, size[0] // 14))
    return sh


def draw_card(surface: pygame.Surface, content: Content, card_id: int, rect: pygame.Rect,
              dim: bool = False, lift: bool = False, outline=None, mini: bool | None = None) -> None:
    if lift:
        rect = rect.move(0, -max(2, rect.h // 12))
    surface.blit(_shadow(rect.size), rect.move(max(1, rect.w // 40), max(2, rect.w // 30)))
    surface.blit(card_surface(content, card_id, rect.size, mini), rect)
    if dim:
        key = ("veil", rect.size)
        veil = _CACHE.get(key)
        if veil is None:
            veil = _CACHE[key] = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (230, 222, 205, 165), veil.get_rect(), border_radius=max(2, rect.w // 14))
        surface.blit(veil, rect)
    if outline is not None:
        pygame.draw.rect(surface, outline, rect.inflate(4, 4), max(2, rect.w // 30),
                         border_radius=max(2, rect.w // 12))
