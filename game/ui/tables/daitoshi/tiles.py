"""An Invention drawn as its tile (COMMIT TO AN INVENTION, PRODUCING, DEVELOPING INVENTIONS): its
left and middle rewards and its VP; under them the production marks of its two positions (a blue
tick for everyone, a pink one for the Production Leader, an X for nothing; the upper row is the
improved position, the lower the basic one); at its foot the Progress track, each space's icon,
and the Progress marker where it stands. The tooltip (`invention_tip`) says all of it in words.
"""

from __future__ import annotations

import pygame

from game.i18n import daitoshi as words
from game.i18n import language, t
from game.ui.tables.daitoshi import paint as P

BLUE_TICK = (90, 160, 230)
PINK_TICK = (236, 120, 170)


def _tick(surface, theme, x, y, colour, s=4.0):
    pygame.draw.lines(surface, colour, False, [theme.pt(x - s, y), theme.pt(x - s * 0.3, y + s * 0.7),
                                               theme.pt(x + s, y - s * 0.8)], max(1, theme.px(1.4)))


def _mark(surface, theme, mark: str, x, y, dim: bool):
    fade = (lambda c: tuple(v // 2 + 20 for v in c)) if dim else (lambda c: c)
    if mark == "x":
        c = fade((140, 134, 126))
        pygame.draw.line(surface, c, theme.pt(x - 3, y - 3), theme.pt(x + 3, y + 3), max(1, theme.px(1.2)))
        pygame.draw.line(surface, c, theme.pt(x - 3, y + 3), theme.pt(x + 3, y - 3), max(1, theme.px(1.2)))
        return
    if mark in ("b", "bp"):
        _tick(surface, theme, x - (3 if mark == "bp" else 0), y, fade(BLUE_TICK))
    if mark in ("p", "bp"):
        _tick(surface, theme, x + (3 if mark == "bp" else 0), y, fade(PINK_TICK))


def draw_invention(surface, theme, view, inv_id: str, rect, colour_blind=False, improved=None,
                   progress: int | None = None, marker=None, lit: float = 0.0) -> None:
    """The tile in `rect` (base units). `improved` None draws both mark rows alike (a tile in the
    market); True/False lights the row of its position. `progress` and `marker` place the Progress
    marker; `lit` (0-1) glows it while it produces."""
    inv = view.c.inventions[inv_id]
    x, y, w, h = rect
    q = P.QUALITY_COLOUR[inv.quality]
    body = theme.rect(x, y, w, h)
    pygame.draw.rect(surface, (72, 66, 58) if not lit else tuple(int(a + (b - a) * lit) for a, b in zip(
        (72, 66, 58), (150, 130, 80))), body, border_radius=theme.px(4))
    pygame.draw.rect(surface, q, body, max(1, theme.px(1.6)), border_radius=theme.px(4))
    pygame.draw.rect(surface, q, theme.rect(x + 1, y + 1, 4, h - 2))
    # the three rewards: left, middle, VP
    cols = (x + 8 + (w - 12) * (1 / 6), x + 8 + (w - 12) * (3 / 6), x + 8 + (w - 12) * (5 / 6))
    ih = min(15.0, h * 0.24)
    for k, reward in enumerate(inv.immediate):
        cw = P.chip_width(theme, reward, ih)
        P.reward_chip(surface, theme, reward, cols[k] - cw / 2, y + 3, ih, colour_blind)
    # the production marks: improved row above, basic row below
    my = y + 3 + ih + 5
    for row, marks in ((0, inv.improved_marks), (1, inv.basic_marks)):
        dim = improved is not None and improved != (row == 0)
        for k, m in enumerate(marks):
            _mark(surface, theme, m, cols[k], my + row * 8, dim)
    if improved:
        P.arrow(surface, theme, (x + w - 6, my), 6, True, P.GOOD)
    # the Progress track
    track = inv.progress
    ty = y + h - 12
    cw = min(14.0, (w - 12) / len(track))
    for k, space in enumerate(track):
        cx = x + 8 + k * cw
        cell = theme.rect(cx, ty, cw - 1.5, 10.5)
        pygame.draw.rect(surface, (44, 42, 40), cell, border_radius=theme.px(2))
        if space:
            P.icon(surface, theme, P.reward_glyph(space[0]), (cx + (cw - 1.5) / 2, ty + 5.25), 9, colour_blind)
        if progress is not None and k == min(progress, len(track) - 1):
            pygame.draw.rect(surface, marker or P.ACCENT, cell, max(1, theme.px(1.8)), border_radius=theme.px(2))


def marks_of(inv, improved=False):
    """The rewards an Invention produces: blue ticks for everyone, pink ones for the leader."""
    marks = inv.improved_marks if improved else inv.basic_marks
    blue, pink = [], []
    for reward, m in zip(inv.immediate, marks):
        if m in ("b", "bp"):
            blue.append(reward)
        if m in ("p", "bp"):
            pink.append(reward)
    return blue, pink


_tips: list = [None, {}]     # the game's Inventions the tooltips below were worded for, and the tooltips


def invention_tip(view, inv_id: str, lang: str, improved=False) -> str:
    """An Invention's tooltip in words, worded once per game's Inventions, language and side:
    a Factory drawn again words its nine again (when the pointer first looks there), a tenth of
    the frames that drew it (game/tools/MEASUREMENTS.md, "Daitoshi's regions drawn less")."""
    inventions = view.c.inventions
    if _tips[0] is not inventions:
        _tips[0], _tips[1] = inventions, {}
    key = (inv_id, lang, bool(improved), language())
    tip = _tips[1].get(key)
    if tip is None:
        tip = _tips[1][key] = worded_tip(view, inv_id, lang, improved)
    return tip


def worded_tip(view, inv_id: str, lang: str, improved=False) -> str:
    """An Invention's tooltip worded afresh: what taking it gives, what it produces (and the
    leader's extra), its Progress track and what improving it changes."""
    inv = view.c.inventions[inv_id]
    blue, pink = marks_of(inv, improved)
    name = words.invention_name(view, inv_id, lang=lang)     # its name already says its quality
    tip = (t("dtable.invention_tip", name=P.cap(name),   # "l'Invention" opens a sentence
             taken=words.rewards_text(inv.immediate, lang=lang),
             produces=words.rewards_text(blue, lang=lang) or t("dtable.nothing"))
           + (t("dtable.leader_also", what=words.rewards_text(pink, lang=lang)) if pink else "")
           + t("dtable.progress_track") + ", ".join(
               t("dtable.progress_space", k=k, reward=words.describe_reward(s[0], lang=lang))
               for k, s in enumerate(inv.progress) if s))
    if not improved:
        ib, _ = marks_of(inv, True)
        tip += t("dtable.improved_produces", what=words.rewards_text(ib, lang=lang))
    return tip + t("dtable.page", page=10)
