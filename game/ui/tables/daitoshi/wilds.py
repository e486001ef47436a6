"""The Wilderness north of the city (SETUP 6, OFFERING GIFTS): four tracks of hexes, the river on
top, the three lands below; the small Temple by the river and the large one by the lands, where
the Pilgrims start; stacks of two hexes drawn as stacks; each space's end-game VP once its hexes
are gone; the next-to-last spaces that trigger the end (END OF THE GAME); each track's discard
pile; and, after the land tracks, what their Pilgrims score at the end (END GAME SCORING).
"""

from __future__ import annotations

import pygame

from game.core.daitoshi.components import TERRAINS
from game.i18n import t
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi.ctx import Part
from game.ui.tables.daitoshi.glyphs import hexagon

# a Pilgrim on a freed space stands above the space's VP, which stays readable under it: drawn
# 2.5 units above the hex's middle, its robe's foot stood on the VP's digits
PILGRIM_UP, PILGRIM_SIZE = 3.5, 13   # the figure's middle above the hex's, and its height
VP_DOWN, VP_SIZE = 7, 7               # the VP's middle under the hex's, and its size
TEMPLE_PILGRIM_SIZE = 13              # a Pilgrim waiting on its Temple's steps (layout.temple_pilgrim)


def draw(surface, theme, ctx) -> None:
    view = ctx.view
    # the Temples: a small one by the river, a large one by the three lands
    P.icon(surface, theme, "temple", L.temple(0), 22)
    P.icon(surface, theme, "temple", (L.TEMPLE_X, (L.TRACK_Y[1] + L.TRACK_Y[3]) / 2), 34)
    for t_no in range(4):
        name = TERRAINS[t_no]
        col = P.TERRAIN_COLOUR[name]
        track = view.tracks[t_no]
        y = L.TRACK_Y[t_no]
        ends = len(track) - 2
        for i, n in enumerate(track):
            x, _ = L.track_hex(t_no, i)
            if n:
                if n > 1:   # a stack of two: the lower hex peeks out
                    P.draw_hex(surface, theme, (x + 1.5, y - 2.5), L.HEX_R - 0.5, tuple(v * 3 // 4 for v in col))
                P.draw_hex(surface, theme, (x, y), L.HEX_R - 0.5, col,
                           P.letter(name) if ctx.colour_blind else "")
            else:
                P.draw_hex(surface, theme, (x, y), L.HEX_R - 0.5, (50, 52, 56), outline=(84, 84, 88))
                visited = any(p.pilgrims[t_no] == i for p in view.players)   # the VP under its Pilgrims
                theme.text(surface, str(view.c.tracks[t_no].vp[i]), "sans", VP_SIZE if visited else 8.5, P.SOFT,
                           (x, y + VP_DOWN) if visited else (x, y), "center")
            if i == ends:
                cx, cy = theme.pt(x, y)
                pygame.draw.polygon(surface, P.ALERT, hexagon(cx, cy, theme.px(L.HEX_R + 1)),
                                    max(1, theme.px(1.6)))
        # the Pilgrims: side by side on the Temple's steps, or on a freed space above its VP
        for i, p in enumerate(view.players):
            pos = p.pilgrims[t_no]
            together = [j for j, q in enumerate(view.players) if q.pilgrims[t_no] == pos]
            k, m = together.index(i), len(together)
            if pos < 0:
                P.draw_pilgrim(surface, theme, L.temple_pilgrim(t_no, k, m), TEMPLE_PILGRIM_SIZE, ctx.colours[i])
            else:
                x, _ = L.track_hex(t_no, pos)
                P.draw_pilgrim(surface, theme, (x + (k - (m - 1) / 2) * 6, y - PILGRIM_UP), PILGRIM_SIZE,
                               ctx.colours[i])
        # the discard pile
        dx, dy = L.discard_spot(t_no)
        n = view.discard[t_no]
        if n:
            P.draw_hex(surface, theme, (dx + 1.5, dy - 2), L.HEX_R - 1.5, tuple(v * 3 // 4 for v in col))
            P.draw_hex(surface, theme, (dx, dy), L.HEX_R - 1.5, col)
            theme.text(surface, str(n), "sans-bold", 10, (20, 18, 16), (dx, dy), "center")
        else:
            P.draw_hex(surface, theme, (dx, dy), L.HEX_R - 1.5, (40, 40, 44), outline=(70, 70, 74))
        if t_no:   # what this land's Pilgrim scores at the end
            x0 = L.SCORING_X
            P.icon(surface, theme, "end_vp", (x0 + 6, y), 12)
            P.text_fit(surface, theme, t(f"dtable.scoring_short.{name}"), "sans", 10, P.SOFT, (x0 + 15, y),
                       L.DISCARD_X - L.HEX_R - 8 - (x0 + 15))


def parts(theme, ctx) -> list[Part]:
    view = ctx.view
    out = []
    for t_no in range(4):
        name = TERRAINS[t_no]
        local = P.cap(P.word("terrain", name))
        track = view.tracks[t_no]
        y = L.TRACK_Y[t_no]
        at_temple = [ctx.names[i] for i, p in enumerate(view.players) if p.pilgrims[t_no] < 0]
        out.append(Part(("temple", t_no), (L.TEMPLE_X - 14, y - 12, 28, 24),
                        t("dtable.temple_tip", name=P.word("terrain", name))
                        + (t("dtable.names_suffix", names=", ".join(at_temple)) if at_temple else "")
                        + ". " + t(f"dtable.track_tip.{name}") + t("dtable.page", page=11)))
        for i, n in enumerate(track):
            x, _ = L.track_hex(t_no, i)
            tip = (t("dtable.space_hexes_one" if n == 1 else "dtable.space_hexes_many", name=local, i=i + 1, n=n)
                   if n else t("dtable.space_free", name=local, i=i + 1, vp=view.c.tracks[t_no].vp[i]))
            if t_no == 0:
                tip += t("dtable.space_penalty", n=view.c.tracks[0].penalty[i])
            if i == len(track) - 2:
                tip += t("dtable.space_end")
            here = [ctx.names[j] for j, p in enumerate(view.players) if p.pilgrims[t_no] == i]
            if here:
                tip += t("dtable.pilgrims_here", names=", ".join(here))
            out.append(Part(("track_space", t_no, i), (x - L.HEX_STEP / 2, y - 12, L.HEX_STEP, 24),
                            tip + t("dtable.page", page=11)))
        dx, dy = L.discard_spot(t_no)
        n = view.discard[t_no]
        out.append(Part(("discard", t_no), (dx - 11, dy - 12, 22, 24),
                        t("dtable.discard_tip_one" if n == 1 else "dtable.discard_tip_many", n=n,
                          name=P.word("terrain", name)) + t("dtable.page", page=15)))
        if t_no:
            x0 = L.SCORING_X
            out.append(Part(("scoring", t_no), (x0 - 2, y - 10, L.DISCARD_X - 14 - x0, 20),
                            t(f"dtable.track_tip.{name}") + t("dtable.page", page=24)))
    return out
