"""The Mega-Machine board beside the city (THE MEGA-MACHINE FAIR, CONTRIBUTE TO THE MEGA-MACHINE):
its Workshop with the Upgrades installed so far and the Worker on it, the Upgrade tiles waiting
for their linked spaces, the six donation spaces (filled, blocked at this player count, or what
they give) and what contributing costs. Its token stands on its district in the city (city.py).
"""

from __future__ import annotations

import pygame

from game.core.daitoshi.city_actions import BLOCKED
from game.core.daitoshi.components import COLOURS
from game.i18n import daitoshi as words
from game.i18n import t
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi.ctx import Part
from game.ui.theme import COPPER
from game.ui.widgets import rounded


def workshop_rewards(view) -> list:
    c = view.c
    rewards = list(c.mega_machines[view.mm].workshop)
    for u in view.mm_installed:
        rewards.extend(c.upgrades[u])
    return rewards


def draw(surface, theme, ctx) -> None:
    view = ctx.view
    c = view.c
    m = c.mega_machines[view.mm]
    x, y, w, h = L.MACHINE
    P.panel(surface, theme, L.MACHINE, fill=(44, 40, 38), border=COPPER, radius=6)
    P.heading(surface, theme, t("dtable.machine_title", name=words.title(m.id, lang=ctx.lang)), (x + 6, y + 3), 10,
              width=w - 12)
    # the Workshop: its reward and the Upgrades installed
    wx, wy, ww, wh = L.mm_workshop_rect()
    rounded(surface, (60, 50, 44), theme.rect(wx, wy, ww, wh), theme.px(4))
    P.icon(surface, theme, "mm_workshop", (wx + 11, wy + wh / 2), 16)
    P.reward_row(surface, theme, words.added_up(workshop_rewards(view)), wx + 24, wy + 4, 14, ctx.colour_blind)
    spot = (wx + ww - 12, wy + wh / 2)
    pygame.draw.circle(surface, (28, 26, 24), theme.pt(*spot), theme.px(9))
    pygame.draw.circle(surface, P.BORDER, theme.pt(*spot), theme.px(9), max(1, theme.px(1.2)))
    if view.mm_worker >= 0:
        P.draw_worker(surface, theme, spot, 6.5, COLOURS[view.mm_worker], ctx.colour_blind)
    # the Upgrades waiting, each with the spaces that bring it
    for k in range(3):
        ux, uy, uw, uh = L.mm_upgrade(k)
        u = view.mm_upgrades[k] if k < len(view.mm_upgrades) else None
        rounded(surface, (70, 60, 44) if u else (40, 38, 36), theme.rect(ux, uy, uw, uh), theme.px(4))
        links = "·".join(str(s + 1) for s in m.links[k])
        theme.text(surface, links, "sans", 8.5, P.SOFT, (ux + 3, uy + uh / 2), "midleft")
        lw = theme.font("sans", 8.5).size(links)[0] / theme.s + 5
        if u:
            P.reward_row(surface, theme, words.added_up(c.upgrades[u]), ux + lw + 1, uy + 5, 13, ctx.colour_blind)
        else:
            P.icon(surface, theme, "upgrade", (ux + lw + 8, uy + uh / 2), 12)
    # the donation spaces
    for i, space in enumerate(m.spaces):
        sx, sy, sw, sh = L.mm_space(i)
        filled = view.mm_spaces[i]
        rounded(surface, (36, 34, 34) if filled else P.CARD, theme.rect(sx, sy, sw, sh), theme.px(4))
        theme.text(surface, str(i + 1), "sans-bold", 9, P.SOFT, (sx + 4, sy + 7), "midleft")
        if filled == BLOCKED:
            for k in range(6):
                pygame.draw.line(surface, (90, 84, 76), theme.pt(sx + 4 + k * 10, sy + sh - 3),
                                 theme.pt(sx + 14 + k * 10, sy + 12), max(1, theme.px(1.2)))
        elif filled:
            rounded(surface, (80, 70, 58), theme.rect(sx + 14, sy + 12, sw - 28, sh - 16), theme.px(3))
            P.icon(surface, theme, "action:contribute", (sx + sw / 2, sy + 12 + (sh - 16) / 2), 16)
        else:
            rewards = words.added_up(space)
            row1, row2 = rewards[:2], rewards[2:]
            P.reward_row(surface, theme, row1, sx + sw / 2, sy + 13, 13, ctx.colour_blind, centre=True)
            if row2:
                P.reward_row(surface, theme, row2, sx + sw / 2, sy + 29, 13, ctx.colour_blind, centre=True)
    # what contributing costs
    cost = [(k, "", v) for k, v in c.board["contribute_cost"].items()]
    cy = y + h - 13
    lab = t("dtable.contribute_pay")
    r = P.text_fit(surface, theme, lab, "sans", 9.5, P.SOFT, (x + 6, cy + 5), 60)
    P.reward_row(surface, theme, cost, x + 8 + r.width / theme.s, cy, 10, ctx.colour_blind)


def parts(theme, ctx) -> list[Part]:
    view = ctx.view
    c = view.c
    lang = ctx.lang
    m = c.mega_machines[view.mm]
    x, y, w, h = L.MACHINE
    where = words.district_name(view, view.mm_district, lang=lang) if view.mm_district is not None else ""
    out = [Part(("machine",), (x, y, w, 16), t("dtable.machine_tip", name=words.title(m.id, lang=lang), where=where)
                + t("dtable.page", page=21))]
    worker = COLOURS[view.mm_worker] if view.mm_worker >= 0 else None
    out.append(Part(("mm_workshop",), L.mm_workshop_rect(),
                    t("dtable.workshop_line", what=words.rewards_text(workshop_rewards(view), lang=lang))
                    + (t("dtable.workshop_taken_by", worker=P.word("colour", worker)) if worker
                       else t("dtable.workshop_empty")) + t("dtable.page", page=21)))
    for k in range(3):
        u = view.mm_upgrades[k] if k < len(view.mm_upgrades) else None
        spaces = ", ".join(str(s + 1) for s in m.links[k])
        tip = (t("dtable.upgrade_tip", name=words.title(u, lang=lang), what=words.rewards_text(c.upgrades[u], lang=lang),
                 spaces=spaces) if u else t("dtable.upgrade_done", spaces=spaces))
        out.append(Part(("upgrade", k), L.mm_upgrade(k), tip + t("dtable.page", page=22)))
    for i, space in enumerate(m.spaces):
        filled = view.mm_spaces[i]
        out.append(Part(("mm_space", i), L.mm_space(i), t("dtable.donation_tip", i=i + 1, what=(
            t("dtable.blocked_tip") if filled == BLOCKED else t("dtable.filled_tip") if filled else
            t("dtable.gains_tip", what=words.rewards_text(space, lang=lang)))) + t("dtable.page", page=22)))
    pay = words.rewards_text([(k, "", v) for k, v in c.board["contribute_cost"].items()], lang=lang)
    out.append(Part(("contribute_cost",), (x, y + h - 15, w, 15), t("dtable.contribute_line", pay=pay)
                    + t("dtable.page", page=22)))
    return out
