"""Beside the Mega-Machine: in a solo game the Mayor's deck (SOLO MODE, THE MAYOR'S DECK): his card
this turn face up (its actions, with the Bribe's Commit while he holds it, and the resource order
that breaks the Town Hall's ties), the back of his next card (the highlighted district, the arrow,
the Worker colour and the hex order), his deck and discard counts, the Bribe tile and the
Advisors kept beside his board. In a game of players, the general supply: the District tile
stacks, the Workers left by colour and the Wealth tokens.
"""

from __future__ import annotations

import pygame

from game.core.daitoshi.components import COLOURS
from game.i18n import daitoshi as words
from game.i18n import t
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi.ctx import Part
from game.ui.tables.daitoshi.log import join_names
from game.ui.widgets import rounded

CARD_FACE = (226, 214, 186)
CARD_BACK = (64, 84, 110)
ADVISOR_ICON = {"progress_markers": "progress", "workers": "worker:any", "discard_reward": "give_back_conflict",
                "steam_wealth": "wealth", "banner_reward": "partnership", "best_pilgrim_twice": "pilgrim:any",
                "end_pilgrims": "pilgrim_run:any", "reputation": "reputation", "leftmost_banner": "partnership",
                "improved_basic": "upgrade"}


def face_card(view):
    solo = view.solo
    return solo.cards.cards[solo.pile[-1]] if solo.pile else None


def next_back(view):
    solo = view.solo
    return solo.cards.cards[solo.deck[-1]] if solo.deck else None


def card_actions(view, card) -> list[str]:
    acts = list(card.actions)
    if view.solo.bribe and view.solo.cards.bribe_action not in acts:
        acts.append(view.solo.cards.bribe_action)
    return acts


def draw(surface, theme, ctx) -> None:
    if ctx.solo is None:
        _supply(surface, theme, ctx)
        return
    view = ctx.view
    solo = view.solo
    x, y, w, h = L.SIDE
    P.panel(surface, theme, L.SIDE, fill=(40, 43, 49), radius=6)
    P.heading(surface, theme, t("dtable.mayor_deck"), (x + 6, y + 3), 10, width=w - 12)
    face, back = face_card(view), next_back(view)
    fx, fy, fw, fh = L.MAYOR_FACE
    rounded(surface, CARD_FACE if face else (50, 50, 54), theme.rect(fx, fy, fw, fh), theme.px(5))
    if face is not None:
        acts = card_actions(view, face)
        for k, a in enumerate(acts[:4]):
            cx, cy = fx + 16 + (k % 2) * 30, fy + 14 + (k // 2) * 26
            P.icon(surface, theme, f"action:{a}", (cx, cy), 20)
            if a not in face.actions:   # the Bribe's Commit
                pygame.draw.circle(surface, P.ALERT, theme.pt(cx + 10, cy - 9), theme.px(3.5))
        for k, r in enumerate(face.resources):
            P.icon(surface, theme, r, (fx + 9 + k * 14.5, fy + fh - 11), 12)
    bx, by, bw, bh = L.MAYOR_BACK
    rounded(surface, CARD_BACK if back else (50, 50, 54), theme.rect(bx, by, bw, bh), theme.px(5))
    if back is not None:
        _mini_map(surface, theme, (bx + bw / 2, by + 22), 16, back.district)
        P.arrow(surface, theme, (bx + 12, by + 50), 10, back.arrow == "up", (236, 226, 200))
        P.draw_worker(surface, theme, (bx + bw - 14, by + 50), 7, back.worker, ctx.colour_blind)
        for k, hx in enumerate(back.hexes):
            P.draw_hex(surface, theme, (bx + 9 + k * 14.5, by + bh - 11), 6, P.TERRAIN_COLOUR[hx],
                       P.letter(hx) if ctx.colour_blind else "")
    cx, cy, cw, ch = L.MAYOR_COUNTS
    for k, (n, colour) in enumerate(((len(solo.deck), CARD_BACK), (len(solo.pile), CARD_FACE))):
        sy = cy + k * 30
        for j in range(3):
            rounded(surface, colour, theme.rect(cx + 2 + j * 2, sy + 2 - j * 2, 18, 24), theme.px(3))
            rounded(surface, (20, 20, 20), theme.rect(cx + 2 + j * 2, sy + 2 - j * 2, 18, 24), theme.px(3), 1)
        theme.text(surface, str(n), "sans-bold", 12, P.TEXT, (cx + 30, sy + 12), "midleft")
    if solo.bribe:
        rounded(surface, (150, 60, 50), theme.rect(cx, cy + 62, cw - 2, 24), theme.px(4))
        P.icon(surface, theme, "action:commit", (cx + 12, cy + 74), 16)
        P.icon(surface, theme, "wealth", (cx + 32, cy + 74), 14)
    for k, a in enumerate(_kept(view)):
        ax, ay, aw, ah = L.advisor_card(k)
        adv = solo.cards.advisors[a]
        rounded(surface, (200, 186, 150), theme.rect(ax, ay, aw, ah), theme.px(3))
        theme.text(surface, str(adv.number), "sans-bold", 10, (40, 30, 20), (ax + aw / 2, ay + 9), "center")
        P.icon(surface, theme, ADVISOR_ICON.get(adv.effect, "vp"), (ax + aw / 2, ay + ah - 13), 15, ctx.colour_blind)


def _kept(view) -> list[str]:
    solo = view.solo
    return [a for a in solo.dealt if solo.cards.advisors[a].effect in solo.kept][:7]


def _mini_map(surface, theme, centre, r, district: int) -> None:
    """The back's map: the five districts, the highlighted one lit."""
    cx, cy = centre
    for d in range(5):
        pts = [centre]
        for k in range(7):
            x, y = L.polar(r, -90 + 72 * d - 34 + 68 * k / 6)
            pts.append((x - L.CITY_C[0] + cx, y - L.CITY_C[1] + cy))
        col = (250, 220, 120) if d == district else (110, 130, 160)
        pygame.draw.polygon(surface, col, [theme.pt(*p) for p in pts])
        pygame.draw.polygon(surface, (30, 40, 56), [theme.pt(*p) for p in pts], 1)


def _supply(surface, theme, ctx) -> None:
    view = ctx.view
    x, y, w, h = L.SIDE
    P.panel(surface, theme, L.SIDE, fill=(40, 43, 49), radius=6)
    P.heading(surface, theme, t("dtable.supply"), (x + 6, y + 3), 10, width=w - 12)
    for k, (label, n) in enumerate(((t("dtable.ring.1"), len(view.middle_stack)),
                                    (t("dtable.ring.2"), len(view.outer_stack)))):
        sx, sy = x + 8 + k * 102, y + 22
        for j in range(3):
            rounded(surface, (96, 86, 70), theme.rect(sx + j * 2, sy + 4 - j * 2, 30, 22), theme.px(3))
            rounded(surface, (30, 28, 26), theme.rect(sx + j * 2, sy + 4 - j * 2, 30, 22), theme.px(3), 1)
        theme.text(surface, str(n), "sans-bold", 12, P.TEXT, (sx + 16, sy + 14), "center")
        P.text_fit(surface, theme, label, "sans", 10, P.SOFT, (sx + 40, sy + 14), 58)
    for k, colour in enumerate(COLOURS):
        sx, sy = x + 14 + k * 50, y + 72
        P.draw_worker(surface, theme, (sx, sy), 9, colour, ctx.colour_blind)
        theme.text(surface, str(view.worker_supply[k]), "sans-bold", 12, P.TEXT, (sx + 12, sy), "midleft")
    P.icon(surface, theme, "wealth", (x + 16, y + 108), 18)
    theme.text(surface, str(view.wealth_supply), "sans-bold", 12, P.TEXT, (x + 30, y + 108), "midleft")
    start = ctx.names[view.start_seat] if view.start_seat is not None else ""
    P.text_fit(surface, theme, t("dtable.starting_player", name=start), "sans", 10, P.SOFT, (x + 8, y + 138), w - 16)


def parts(theme, ctx) -> list[Part]:
    view = ctx.view
    lang = ctx.lang
    x, y, w, h = L.SIDE
    if ctx.solo is None:
        return [Part(("supply",), L.SIDE, t("dtable.supply_tip", middle=len(view.middle_stack),
                                             outer=len(view.outer_stack), wealth=view.wealth_supply,
                                             workers=", ".join(P.colour_count(view.worker_supply[k], c)
                                                               for k, c in enumerate(COLOURS)))
                     + t("dtable.page", page=5))]
    solo = view.solo
    out = [Part(("mayor_deck",), (x, y, w, 16), t("dtable.mayor_deck_tip") + t("dtable.page", page=33))]
    face, back = face_card(view), next_back(view)
    if face is not None:
        acts = join_names([P.word("action", a) for a in card_actions(view, face)], lang)
        out.append(Part(("mayor_face",), L.MAYOR_FACE, t(
            "dtable.mayor_face_tip", actions=acts, order=", ".join(P.word("resname", r) for r in face.resources))
            + (t("dtable.mayor_bribe_adds") if solo.bribe and solo.cards.bribe_action not in face.actions else "")
            + t("dtable.mayor_where", district=words.district_name(view, view.players[solo.seat].magnate[0], lang=lang))
            + t("dtable.page", page=33)))
    if back is not None:
        out.append(Part(("mayor_back",), L.MAYOR_BACK, t(
            "dtable.mayor_back_tip", district=words.district_name(view, back.district, lang=lang),
            arrow=t(f"dtable.arrow.{back.arrow}"), colour=P.word("colour", back.worker),
            hexes=", ".join(P.word("terrain", hx) for hx in back.hexes)) + t("dtable.page", page=33)))
    cx, cy, cw, ch = L.MAYOR_COUNTS
    out.append(Part(("mayor_counts",), (cx, cy, cw, 58), t("dtable.mayor_counts_tip", deck=len(solo.deck),
                                                           pile=len(solo.pile)) + t("dtable.page", page=33)))
    if solo.bribe:
        out.append(Part(("bribe",), (cx, cy + 62, cw - 2, 24), t("dtable.bribe_tip") + t("dtable.page", page=33)))
    for k, a in enumerate(_kept(view)):
        adv = solo.cards.advisors[a]
        out.append(Part(("advisor", k), L.advisor_card(k), t("dtable.advisor_tip", n=adv.number,
                                                            text=t(f"dtable.advisor.{adv.effect}"))
                        + t("dtable.page", page=35)))
    return out

