"""What the table prepares of the card faces before a frame needs them (card_art.py draws them):
faces drawn ahead at every size a face has been drawn at, and the faces' fonts opened ahead with
their letters, each in frames that draw nothing new, counted as done ahead."""

from __future__ import annotations

import time

import pygame

from game.core.arigato.components import Content
from game.i18n import t
from game.ui.tables.arigato import card_art as art


# --- faces drawn ahead ------------------------------------------------------------------------------
# A move's frame once drew the faces of the cards it brought (a new day's hands: 8 to 12 faces,
# game/tools/MEASUREMENTS.md, "Frames"). The table draws them ahead instead, a few in each frame
# that draws nothing new (`draw_ahead`), at every size a face has been drawn at.
AHEAD_SHARE = 0.5         # faces are drawn ahead while the cache holds less than this share of its limit


def faces_to_draw(content: Content, cards) -> list[tuple]:
    """(card, size, mini) of each face of `cards` not drawn yet at a size seen."""
    return [(c, size, mini) for c in cards for size, mini in list(art.SIZES_SEEN)
            if not art.drawn(content, c, size, mini)]


def draw_ahead(content: Content, faces: list, budget: float) -> None:
    """Draw faces from the front of `faces` (taking them off it) for about `budget` seconds (one
    at least), while the cache has room for them: what a later frame finds drawn. What they
    cost is counted as done ahead ("card face drawn ahead")."""
    start = time.perf_counter()
    with art.counted_ahead():
        while faces and art.cache_bytes() < art.CACHE_LIMIT_BYTES * AHEAD_SHARE:
            card_id, size, mini = faces.pop(0)
            art.card_surface(content, card_id, size, mini)
            if time.perf_counter() - start > budget:
                return


# --- fonts opened ahead -------------------------------------------------------------------------------
# A face drawn at a size none was drawn at opened its fonts then, 4 for a full face, with their
# first glyphs: 1-1.5 ms of a move's frame (the first artisan in a home workshop: bench --frames;
# the first move through the slow line: game/tools/MEASUREMENTS.md, "First frames"). The table
# opens them ahead for every size it draws faces at (render/fonts.py `card_face_fonts`).
DIGITS = "0123456789"


def face_fonts(content: Content, size: tuple[int, int], mini: bool | None = None) -> list[tuple[str, int, str]]:
    """Every font a face (or a small face) at pixel `size` may be drawn in, whatever its card:
    (role, pixels, the letters it draws in that font), as the drawing asks for them."""
    w, h = max(8, size[0]), max(10, size[1])   # as card_art's `_render` draws it
    if mini if mini is not None else size[1] < 110:   # (card_art.card_surface's default)
        return [("bold", int(art.badge_px(art.mini_badge(w, h))), DIGITS)]
    ih = art.band_height(w, h)
    out = [("bold", int(art.badge_px(art.full_badge(h))), DIGITS),
           ("bold", int(ih * 0.5 * 1.2), DIGITS + "=+x" + t("arigato.card_art.this")),   # `condition_icons`
           ("bold", int(ih * 0.8), DIGITS), ("bold", int(ih * 0.7), DIGITS),           # `gain_icons`
           ("bold", int(ih * 0.55), t("arigato.card_art.item"))]
    if h >= 120:   # the type's name under its emblem
        out.append(("sans", int(h * 0.055), "".join(t(f"arigato.type.{name}") for name in content.types)))
    return out


def open_ahead(fonts: list, more, load: bool = True) -> None:
    """Faces' fonts opened ahead ((role, pixels, letters) each, taken off the end of `fonts`),
    with the glyphs of their letters (`load`), counted as opened ahead, while `more()` says there
    is room (one at least)."""
    with art.counted_ahead():
        while fonts:
            role, px, letters = fonts.pop()
            try:
                art.font(role, px).size(letters if load else "")
            except pygame.error:   # pygame was quit and started again since the font was opened
                art.font.cache_clear()
                art.font(role, px).size(letters if load else "")
            if not more():
                return
