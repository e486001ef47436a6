"""The five Cities at the bottom of the board (SETUP 4, TRADE WITH OTHER CITIES, CITIES): each with
the Steam its trade costs, the five rewards a trade gains left to right (one per luxury good), its
Partnership (the condition, then what returning a Banner gains) and the Banners on it.
"""

from __future__ import annotations

import pygame

from game.i18n import daitoshi as words
from game.i18n import t
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi.ctx import Part

CONDITION_ICON = {"exploit_river": "hex:river", "exploit_forest": "hex:forest", "exploit_mountain": "hex:mountain",
                  "exploit_underground": "hex:underground", "commit": "action:commit", "expand": "action:expand",
                  "electrify": "action:electrify", "trade": "action:trade", "lead_production": "production"}


def draw(surface, theme, ctx) -> None:
    view = ctx.view
    for i, cid in enumerate(view.cities):
        city = view.c.cities[cid]
        x, y, w, h = L.city_rect(i)
        P.panel(surface, theme, (x, y, w, h), fill=P.CARD, border=(150, 120, 80), radius=6, shade=False)
        steam = ("steam", "", city.steam)
        sw = P.chip_width(theme, steam, 12)
        P.reward_chip(surface, theme, steam, x + w - sw - 4, y + 2, 12, ctx.colour_blind)
        P.text_fit(surface, theme, words.title(cid, lang=ctx.lang), "sans-bold", 10.5, P.TEXT, (x + 5, y + 8),
                   w - sw - 12)
        # the trade: one reward per luxury good, left to right
        ty = y + 18
        cw = (w - 10) / 5
        for k, reward in enumerate(city.trade):
            cx = x + 5 + k * cw
            pygame.draw.rect(surface, (52, 48, 44), theme.rect(cx, ty, cw - 2, 17), border_radius=theme.px(3))
            chip = P.chip_width(theme, reward, 12)
            P.reward_chip(surface, theme, reward, cx + (cw - 2 - chip) / 2, ty + 2.5, 12, ctx.colour_blind)
        # the Partnership: when the condition is met, a Banner returned gains the effect
        py = y + 38
        P.icon(surface, theme, CONDITION_ICON.get(city.condition, "partnership"), (x + 12, py + 8), 14,
               ctx.colour_blind)
        pygame.draw.polygon(surface, P.SOFT, [theme.pt(x + 22, py + 4), theme.pt(x + 28, py + 8),
                                              theme.pt(x + 22, py + 12)])
        P.reward_row(surface, theme, words.added_up(city.effect), x + 32, py + 1, 14, ctx.colour_blind)
        # the Banners on it
        for k, seat in enumerate(view.banners[i]):
            P.draw_banner(surface, theme, x + 6 + k * 12, y + h - 16, ctx.colours[seat], 12)


def parts(theme, ctx) -> list[Part]:
    view = ctx.view
    lang = ctx.lang
    out = []
    for i, cid in enumerate(view.cities):
        city = view.c.cities[cid]
        tip = t("dtable.city_tip", name=words.title(cid, lang=lang), steam=city.steam,
                trade=words.rewards_one_by_one(city.trade, lang=lang), cond=P.word("condition", city.condition),
                effect=words.rewards_text(city.effect, lang=lang))
        if view.banners[i]:
            tip += t("dtable.banners_here", names=", ".join(ctx.names[s] for s in view.banners[i]))
        out.append(Part(("city", i), L.city_rect(i), tip + t("dtable.page", page=20)))
    return out
