"""Drawing the Arigatō table from a view (never from the full state unless nobody is hidden).

Every function here only reads: the scene's view, its plan and its layout. Each thing drawn that
a player may wonder about adds a tooltip region to `scene.tips` (rect, words), shown on hover.
"""

from __future__ import annotations


import pygame

from game.core.arigato import events as ev
from game.core.arigato.components import HIDDEN
from game.ui import art
from game.ui import theme as th
from game.ui.icons import draw_icon, draw_seat_token
from game.ui.tables.arigato import card_art
from game.ui.tables.arigato import layout as L
from game.i18n import language, t
from game.ui.tables.arigato.log import entry_lines, part_name
from game.ui.tables.arigato.words import (TOKEN_TEXT, card_text, condition_text, counted_item,
                                          gain_text, item_word, objective_body, objective_rest,
                                          objective_short, objective_text, phase_name, refusal_text,
                                          slot_name, type_name)
from game.ui.widgets import panel, rounded

PANEL = (251, 247, 238)
PANEL_ACTIVE = (255, 252, 244)
SOFT = th.INK_SOFT
GOOD = (70, 130, 70)


# --- small helpers -----------------------------------------------------------------------------
def tip(scene, rect, text: str) -> None:
    scene.tips.append((rect, text))


def card(scene, surface, card_id: int, rect, dim=False, lift=False, outline=None, tooltip=True):
    theme = scene.theme
    card_art.draw_card(surface, scene.content, card_id, theme.rect(*rect), dim=dim, lift=lift,
                       outline=outline, mini=rect[3] < 110)
    if tooltip:
        tip(scene, rect, card_words(scene.content, card_id))


_CARD_WORDS: dict = {}


def card_words(content, card_id: int) -> str:
    key = (id(content), card_id, language())
    text = _CARD_WORDS.get(key)
    if text is None:
        text = _CARD_WORDS[key] = card_text(content, card_id)
    return text


def icon(scene, surface, name: str, rect) -> None:
    draw_icon(surface, name, scene.theme.rect(*rect), scene.theme.colour_blind)


def seat_token(scene, surface, seat: int, rect) -> None:
    cfg = scene.session.seats[seat]
    colour, shape, letter = th.SEAT_COLOURS[cfg.colour % len(th.SEAT_COLOURS)]
    draw_seat_token(surface, scene.theme.rect(*rect), colour, shape, letter, scene.theme.colour_blind)


def seat_colour(scene, seat: int):
    return scene.theme.seat_colour(scene.session.seats[seat].colour)


def supply_rects(area, n: int) -> list[tuple]:
    x, y, w, h = area
    cols = n
    cw = min(42, (w - 4) / cols)
    return [(x + 2 + k * cw, y + 26, cw - 4, min(58, h - 30)) for k in range(n)]


def picker_rects(n: int) -> list[tuple]:
    x, y, w, h = L.ACT
    size = 72
    x0 = x + (w - n * (size + 14)) / 2
    return [(x0 + k * (size + 14), y + 180, size, size + 18) for k in range(n)]


def empty_mark(rect) -> tuple:
    x, y, w, h = rect
    return (x + w - 22, y + 2, 20, 20)


# --- the whole table ---------------------------------------------------------------------------
def draw(scene, surface: pygame.Surface) -> None:
    """The table: a cached picture of everything that changes only when the game or the
    player's choices do, then what moves each frame (highlights, flying tokens, the dragged
    card, buttons, the tooltip). Keeps 1920x1080 well inside a 60 fps frame in software."""
    theme = scene.theme
    key = static_key(scene, surface)
    if getattr(scene, "_bg_key", None) != key:
        bg = getattr(scene, "_bg", None)
        if bg is None or bg.get_size() != surface.get_size():
            bg = pygame.Surface(surface.get_size())
            if pygame.display.get_surface() is not None:
                bg = bg.convert()
        scene.tips = []
        draw_static(scene, bg)
        scene._bg, scene._bg_key, scene._bg_tips = bg, key, list(scene.tips)
    surface.blit(scene._bg, (0, 0))
    scene.tips = list(scene._bg_tips)
    for rect, colour, life in scene.pulses:
        r = theme.rect(*rect).inflate(theme.px(6), theme.px(6))
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour[:3], int(200 * life)), layer.get_rect(), max(2, theme.px(3)),
                         border_radius=theme.px(8))
        surface.blit(layer, r)
    for f in scene.flips:
        # the reveal: the back narrows to nothing, then the face widens
        r = theme.rect(*f["rect"])
        pygame.draw.rect(surface, (232, 222, 200), r, border_radius=theme.px(6))
        tt = max(0.0, f["t"])
        k = abs(1 - 2 * tt)
        w = max(1, int(r.w * k))
        shown = HIDDEN if tt < 0.5 else f["card"]
        face = card_art.card_surface(scene.content, shown, r.size, mini=f["rect"][3] < 110)
        surface.blit(pygame.transform.smoothscale(face, (w, r.h)), (r.centerx - w // 2, r.y))
    for f in scene.flights:
        tt = max(0.0, f["t"])
        if f["t"] < 0:
            continue
        e = 1 - (1 - tt) ** 3
        (x0, y0), (x1, y1) = f["start"], f["end"]
        px = x0 + (x1 - x0) * e
        py = y0 + (y1 - y0) * e - 60 * 4 * e * (1 - e)
        icon(scene, surface, f["icon"], (px - 12, py - 12, 24, 24))
    active = scene.session.active_seat()
    if active is not None and not scene.my_turn() and not scene.session.seats[active].is_human:
        x, y = L.ACT[0], L.ACT[1] + 48 + active * 30   # beside the seat's row in draw_waiting
        for d in range(3):
            on = int(scene.time * 3) % 3 == d
            pygame.draw.circle(surface, th.VERMILION if on else th.PAPER_SHADE,
                               theme.pt(x + 330 + d * 12, y + 9), theme.px(3.5))
    if scene.toast is not None:
        text, left = scene.toast
        x, y, w, h = L.ACT
        alpha = max(0, min(255, int(255 * left / 0.6)))
        lines = theme.wrap(text, "sans-bold", 14, w - 100)[:2]
        r = theme.rect(x + 40, y - 22 - 18 * len(lines), w - 80, 16 + 18 * len(lines))
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*th.INDIGO, min(alpha, 235)), layer.get_rect(), border_radius=theme.px(8))
        surface.blit(layer, r)
        for k, ln in enumerate(lines):
            theme.text(surface, ln, "sans-bold", 14, th.WHITE,
                       (x + w / 2, y - 14 - 18 * (len(lines) - k) + 9), "center", alpha=alpha)
    state = scene.hint_state() if scene.my_turn() else "none"
    if state != "none":
        x, y, w, h = L.ACT
        text = t("table.hint.thinking") if state == "thinking" else t("table.hint.text", hint=scene.hint["text"])
        theme.text(surface, theme.wrap(text, "sans-bold", 14, w - 32)[0], "sans-bold", 14, th.VERMILION_DARK,
                   (x + 16, y + h - 72), "midleft")
        action = scene.hint.get("action")
        slot = getattr(action, "slot", None)
        if state == "ready" and slot is not None and type(action).__name__ in ("PrepareOffering", "EmptyWorkshop"):
            r = theme.rect(*scene.current_layout().grid[slot]).inflate(theme.px(10), theme.px(10))
            pygame.draw.rect(surface, th.INDIGO, r, max(2, theme.px(3)), border_radius=theme.px(10))
    draw_popup_back(scene, surface)
    scene.draw_widgets(surface)
    if scene.drag is not None and scene.drag["moved"]:
        px, py = scene.drag["pos"]
        if scene.drag.get("kind") == "item":
            icon(scene, surface, scene.content.items[scene.drag["item"]], (px - 18, py - 18, 36, 36))
        elif scene.drag.get("kind") == "workshop":
            lay = scene.current_layout()
            for area in (lay.gate, L.DISCARD_PILE):   # where an artisan may be dropped
                pygame.draw.rect(surface, th.GOLD, theme.rect(*area).inflate(theme.px(8), theme.px(8)),
                                 max(2, theme.px(3)), border_radius=theme.px(8))
            card(scene, surface, scene.drag["card"], (px - 48, py - 67, 96, 134), tooltip=False)
        else:
            card(scene, surface, scene.drag["card"], (px - 50, py - 70, 100, 140), tooltip=False)
    draw_tooltip(scene, surface)


def draw_popup_back(scene, surface) -> None:
    """The workshop menu's paper, with why an offering cannot be prepared yet."""
    buttons = [w for w in scene.widgets if w.id.split(":")[0] in ("prepare", "empty", "close")]
    if not buttons or scene.popup is None:
        return
    theme = scene.theme
    x0 = min(w.rect[0] for w in buttons) - 8
    y0 = min(w.rect[1] for w in buttons) - 8
    x1 = max(w.rect[0] + w.rect[2] for w in buttons) + 8
    y1 = max(w.rect[1] + w.rect[3] for w in buttons) + 8
    reason = None
    prep = next((w for w in buttons if w.id.startswith("prepare")), None)
    if prep is not None and not prep.enabled:
        from game.core.arigato.actions import PrepareOffering
        reason = scene.state.refusal(PrepareOffering(scene.viewer, scene.popup))
    if reason:
        reason = refusal_text(scene.state, PrepareOffering(scene.viewer, scene.popup)) or reason
    lines = theme.wrap(reason[:1].upper() + reason[1:], "sans", 12, x1 - x0 - 16) if reason else []
    panel(surface, theme, (x0, y0, x1 - x0, y1 - y0 + 16 * len(lines)), fill=th.PAPER, border=th.INK_SOFT,
          radius=8, shadow_alpha=70)
    for k, ln in enumerate(lines):
        theme.text(surface, ln, "sans", 12, th.VERMILION_DARK, (x0 + 8, y1 - 4 + k * 16))


def static_key(scene, surface) -> tuple:
    """Everything the cached picture depends on."""
    view_key = (id(scene.state), len(scene.state.history), scene.viewer, scene.session.active_seat())
    plan = scene.plan
    hovered = None
    if scene.my_turn() and scene.state.phase == "dawn":
        hovered = next((c for c, r in scene.hand_rects(scene.view()) if L.inside(scene.app.mouse, r)), None)
    drag = (scene.drag["card"], scene.drag["moved"]) if scene.drag is not None else None
    return (view_key, surface.get_size(), (plan.resident, plan.slot, tuple(plan.travelers), tuple(plan.craftsmen)),
            scene.selected, scene.popup, scene.trade_give, tuple(scene.bonus), scene.log_scroll, hovered,
            drag, scene.message if scene.message_time > 0 else "", len(scene.entries),
            scene.theme.colour_blind, language())


def draw_static(scene, surface: pygame.Surface) -> None:
    theme = scene.theme
    view = scene.view()
    lay = scene.current_layout()
    surface.blit(art.paper(surface.get_size()), (0, 0))
    draw_top(scene, surface, view)
    if view.solo:
        draw_solo(scene, surface, view, lay)
    for box in lay.opponents:
        draw_opponent(scene, surface, view, box)
    if lay.board is not None:
        draw_board(scene, surface, view, lay.board)
    draw_home(scene, surface, view, lay)
    draw_act(scene, surface, view, lay)
    draw_log(scene, surface, view)
    if scene.message_time > 0 and scene.message:
        x, y, w, h = L.MESSAGE
        panel(surface, theme, L.MESSAGE, fill=(255, 240, 232), border=th.VERMILION, radius=8)
        line = theme.wrap(scene.message, "sans", 14, w - 20)[:2]
        for k, ln in enumerate(line):
            theme.text(surface, ln, "sans", 14, th.VERMILION_DARK,
                       (x + w / 2, y + h / 2 + (k - (len(line) - 1) / 2) * 16), "center")


def draw_tooltip(scene, surface) -> None:
    if scene.drag is not None:
        return
    mouse = scene.app.mouse
    for w in scene.widgets:
        if w.visible and w.hit(mouse):
            return
    found = None
    for rect, text in scene.tips:
        if L.inside(mouse, rect):
            found = text  # the last drawn (topmost) wins
    if not found:
        return
    theme = scene.theme
    width = 330
    lines = []
    for para in found.split("\n"):
        lines.extend(theme.wrap(para, "sans", 13, width - 20))
    h = 12 + 17 * len(lines)
    x = min(mouse[0] + 16, 1280 - width - 4)
    y = mouse[1] + 18
    if y + h > 716:
        y = max(4, mouse[1] - h - 10)
    panel(surface, theme, (x, y, width, h), fill=(255, 251, 240), border=th.INK_SOFT, radius=6,
          shadow_alpha=60)
    for k, ln in enumerate(lines):
        theme.text(surface, ln, "sans", 13, th.INK, (x + 10, y + 6 + k * 17))


# --- the top band: calendar, status, piles -----------------------------------------------------
def draw_top(scene, surface, view) -> None:
    theme = scene.theme
    band = theme.rect(0, 0, 1280, 66)
    band.width = surface.get_width()
    band.x = 0
    art.seigaiha(surface, pygame.Rect(0, 0, surface.get_width(), band.bottom), theme.px(14),
                 (226, 214, 190), th.PAPER, 255)
    pygame.draw.line(surface, th.VERMILION, (0, band.bottom), (surface.get_width(), band.bottom),
                     max(1, theme.px(2)))
    days = scene.content.counts["days"]
    for day in range(1, days + 1):
        x, y, w, h = L.calendar_cell(day)
        today = day == view.day
        past = day < view.day
        fill = th.WHITE if today else ((232, 224, 206) if past else (248, 242, 230))
        r = theme.rect(x, y, w, h)
        rounded(surface, fill, r, theme.px(5))
        rounded(surface, th.VERMILION if today else th.PAPER_SHADE, r, theme.px(5),
                max(1, theme.px(2.5 if today else 1)))
        theme.text(surface, str(day), "serif-bold", 13, th.VERMILION if today else (SOFT if past else th.INK),
                   (x + 5, y + 2))
        o = view.objectives.get(day)
        if o is not None:
            words = objective_short(o).split(" ")
            for k, word in enumerate(words[:3]):
                theme.text(surface, word, "sans", 10, SOFT if past else th.INK, (x + w / 2, y + 22 + k * 11),
                           "center")
            tip(scene, (x, y, w, h), objective_text(scene.content, o)
                + (t("arigato.calendar.today") if today else "") + "\n" + TOKEN_TEXT["objective"])
        else:
            label = t("arigato.calendar.start") if day == 1 else t("arigato.calendar.final")
            theme.text(surface, label, "sans", 10, SOFT, (x + w / 2, y + 32), "center")
            tip(scene, (x, y, w, h), t("arigato.calendar.no_objective_final" if day == days
                                       else "arigato.calendar.no_objective", day=day))
        if today:  # the day marker
            pygame.draw.circle(surface, th.VERMILION, theme.pt(x + w - 8, y + 8), theme.px(5))
    # status
    x, y, w, h = L.STATUS
    phase = phase_name(view.phase)
    theme.text(surface, t("arigato.status.day", day=view.day, phase=phase), "serif-bold", 22, th.INK, (x, y + 2))
    theme.text(surface, status_line(scene, view), "sans", 13, th.VERMILION_DARK, (x, y + 34))
    # piles
    for rect, count, key in ((L.DRAW_PILE, len(view.draw), "draw"),
                             (L.DISCARD_PILE, len(view.discard), "discard")):
        px, py, pw, ph = rect
        if count:
            for k in range(min(3, max(1, count // 15))):
                card_art.draw_card(surface, scene.content, HIDDEN if key == "draw" else view.discard[-1],
                                   theme.rect(px + k * 1.5, py - k * 1.5, pw, ph))
        else:
            rounded(surface, th.PAPER_SHADE, theme.rect(*rect), theme.px(4), max(1, theme.px(1)))
        theme.text(surface, str(count), "sans-bold", 12, th.INK, (px + pw + 3, py + ph - 14))
        tip(scene, rect, TOKEN_TEXT[key] + t("arigato.pile.count", n=count))


def status_line(scene, view) -> str:
    session = scene.session
    if session.is_over():
        return t("table.over")
    active = session.active_seat()
    if active is None:
        return ""
    if scene.my_turn():
        village = view.villages[scene.viewer]
        if village.pending:
            return t("arigato.status.bonus" if village.pending[0][0] == "bonus" else "arigato.status.effect")
        key = {"dawn": "arigato.status.dawn", "day": "arigato.status.day_manage",
               "dusk": "arigato.status.dusk"}.get(view.phase)
        return t(key, limit=scene.content.counts["item_limit"]) if key else ""
    cfg = session.seats[active]
    return t("arigato.status.thinking" if not cfg.is_human else "arigato.status.waiting", name=cfg.name)


# --- a village's parts -----------------------------------------------------------------------
def draw_workshops(scene, surface, view, seat: int, rects, small: bool) -> None:
    theme = scene.theme
    village = view.villages[seat]
    for slot, rect in enumerate(rects):
        c = village.workshops[slot]
        r = theme.rect(*rect)
        rounded(surface, (232, 222, 200), r, theme.px(6))
        rounded(surface, th.PAPER_SHADE, r, theme.px(6), max(1, theme.px(1)))
        if not c:
            if not small:
                theme.text(surface, slot_name(slot), "sans", 11, SOFT,
                           (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2), "center")
            tip(scene, rect, t("arigato.tip.empty_workshop", slot=slot_name(slot)))
            continue
        shown = c if (village.face_up[slot] or c == HIDDEN or seat == scene.viewer
                      or scene.viewer is None and not scene.session.human_seats()) else HIDDEN
        facedown = not village.face_up[slot]
        if facedown and seat == scene.viewer:
            card(scene, surface, shown, rect, dim=False)
            band = theme.rect(rect[0], rect[1] + rect[3] * 0.5 - 9, rect[2], 18)
            rounded(surface, BACK_BAND, band, theme.px(3), alpha=200)
            theme.text(surface, t("arigato.face_down"), "sans", 11, th.WHITE, (rect[0] + rect[2] / 2, rect[1] + rect[3] * 0.5),
                       "center")
        else:
            card(scene, surface, shown if not facedown else HIDDEN, rect)
            if facedown:
                tip(scene, rect, t("arigato.tip.face_down_resident", slot=slot_name(slot)))
        if village.offerings[slot]:
            s = rect[2] * (0.36 if small else 0.3)
            orect = (rect[0] + rect[2] / 2 - s / 2, rect[1] + rect[3] * 0.42 - s / 2, s, s)
            icon(scene, surface, "offering", orect)
            tip(scene, orect, t("arigato.tip.offering_here") + " " + TOKEN_TEXT["offering"])


BACK_BAND = (38, 52, 86)


def draw_gate(scene, surface, view, seat: int, area, small: bool) -> None:
    theme = scene.theme
    village = view.villages[seat]
    x, y, w, h = area
    total = sum(scene.content.cards[c].favor for c in village.gate)
    icon(scene, surface, "palace_gate", (x, y, 22, 22))
    theme.text(surface, t("arigato.gate", n=total), "sans-bold", 13 if small else 15, th.INK, (x + 26, y + 11), "midleft")
    tip(scene, (x, y, w, 22), TOKEN_TEXT["gate"] + t("arigato.tip.gate_here", n=len(village.gate), favor=total))
    cw = 30 if small else 48
    ch = cw * 1.4
    n = len(village.gate)
    if not n:
        theme.text(surface, t("arigato.gate.empty"), "sans", 11, SOFT, (x + 2, y + 30))
        return
    room = w - cw
    step = min(cw * 0.7, room / max(1, n - 1)) if n > 1 else 0
    top = y + 24
    for k, c in enumerate(village.gate):
        rect = (x + k * step, top, cw, ch)
        card(scene, surface, c, rect)


def draw_supply(scene, surface, view, seat: int, area, small: bool, interactive: bool = False) -> None:
    theme = scene.theme
    village = view.villages[seat]
    x, y, w, h = area
    n = sum(village.items)
    limit = scene.content.counts["item_limit"]
    over = n > limit
    if small:
        cw = min(26, w / 5)
        for i, count in enumerate(village.items):
            r = (x + i * cw, y, cw, 24)
            icon(scene, surface, scene.content.items[i], (r[0], r[1], 18, 18))
            theme.text(surface, str(count), "sans-bold", 11, th.INK if count else SOFT, (r[0] + 19, r[1] + 14),
                       "midleft")
            tip(scene, r, f"{count} {counted_item(scene.content.items[i], count)}")
        tip(scene, area, TOKEN_TEXT["supply"] + t("arigato.tip.supply_now", n=n))
        return
    col = th.VERMILION_DARK if over else th.INK
    theme.text(surface, t("arigato.supply", n=n, limit=limit), "sans-bold", 15, col, (x, y + 2))
    tip(scene, (x, y, w, 22), TOKEN_TEXT["supply"])
    rects = supply_rects(area, len(scene.content.items))
    for i, r in enumerate(rects):
        count = village.items[i]
        hl = interactive and scene.trade_give is not None
        fill = th.WHITE
        border = th.PAPER_SHADE
        if interactive and scene.trade_give == i:
            fill, border = (255, 236, 220), th.VERMILION
        elif hl:
            fill, border = (238, 246, 232), GOOD
        rr = theme.rect(*r)
        rounded(surface, fill, rr, theme.px(6))
        rounded(surface, border, rr, theme.px(6), max(1, theme.px(1.5)))
        s = r[2] - 6
        icon(scene, surface, scene.content.items[i], (r[0] + 3, r[1] + 3, s, s))
        theme.text(surface, str(count), "sans-bold", 15, th.INK if count else SOFT,
                   (r[0] + r[2] / 2, r[1] + r[3] - 9), "center")
        name = scene.content.items[i]
        words = f"{count} {counted_item(name, count)}."
        if interactive and view.phase == "day":
            words += (t("arigato.tip.trade_offer") if count >= 2 and scene.trade_give is None else
                      t("arigato.tip.trade_take") if scene.trade_give not in (None, i)
                      else "")
        if interactive and view.phase == "dusk" and over:
            words += t("arigato.tip.discard_one")
        tip(scene, r, words)
    if interactive and scene.trade_give is not None:
        theme.text(surface, t("arigato.trade_for", item=counted_item(scene.content.items[scene.trade_give], 2)), "sans", 12, th.VERMILION_DARK,
                   (x, y + h - 12))


def draw_header(scene, surface, view, seat: int, x, y, w, big: bool) -> None:
    theme = scene.theme
    cfg = scene.session.seats[seat]
    village = view.villages[seat]
    s = 20 if big else 16
    seat_token(scene, surface, seat, (x, y + 2, s, s))
    # "(you)" marks the viewer's own village, unless its name already says so (the default "You").
    is_you_already = cfg.name.strip().casefold() == t("setup.you").casefold()
    name = cfg.name + (t("arigato.you") if seat == scene.viewer and not is_you_already else "")
    theme.text(surface, name, "sans-bold", 16 if big else 14, th.INK, (x + s + 6, y - 2))
    tag = t("arigato.tag.ai") if not cfg.is_human else t("arigato.tag.human")
    st = seat_state(scene, view, seat)
    sc = view.scores()[seat]
    parts = ", ".join(t("arigato.score.part", n=v, part=part_name(n)) for n, v in sc.breakdown)
    who = (t("arigato.tag.ai_level", level=t("difficulty." + cfg.difficulty).lower()) if not cfg.is_human
           else t("arigato.tag.human"))
    tip(scene, (x, y, 160, 30), t("arigato.tip.header", name=cfg.name, who=who, total=sc.total, parts=parts))
    theme.text(surface, f"{tag} · {st}", "sans", 11 if big else 10, SOFT, (x + s + 6, y + (19 if big else 15)))
    # favor, objectives, offering tokens on the right
    rx = x + w
    ts = 20 if big else 16
    pairs = [("offering", 4 - village.offering_count(), "offering"),
             ("objective", village.objectives, "objective"),
             ("favor", village.favor, "favor")]
    for name_, value, key in pairs:
        rx -= ts + (26 if big else 20)
        r = (rx, y + 2, ts + (24 if big else 18), ts)
        icon(scene, surface, name_, (rx, y + 2, ts, ts))
        theme.text(surface, str(value), "sans-bold", 14 if big else 12, th.INK, (rx + ts + 2, y + 2 + ts / 2), "midleft")
        words = TOKEN_TEXT[key]
        words = t(f"arigato.tip.count.{key}", n=value) + " " + words
        tip(scene, r, words)


def seat_state(scene, view, seat: int) -> str:
    village = view.villages[seat]
    if view.phase == "over":
        return t("arigato.seat.done")
    if village.pending:
        return t("arigato.seat.deciding")
    if village.done:
        return t({"dawn": "arigato.seat.roles_set", "day": "arigato.seat.day_ended"}.get(view.phase,
                                                                                        "arigato.seat.ready"))
    active = scene.session.active_seat()
    if active == seat:
        return t("arigato.seat.thinking") if not scene.session.seats[seat].is_human else t("table.to_play")
    key = {"dawn": "arigato.seat.assigning", "day": "arigato.seat.managing", "dusk": "arigato.seat.dusk"}.get(view.phase)
    return t(key) if key else ""


# --- opponents --------------------------------------------------------------------------------
def draw_opponent(scene, surface, view, box: L.OpponentBox) -> None:
    theme = scene.theme
    seat = box.seat
    active = scene.session.active_seat() == seat
    x, y, w, h = box.rect
    panel(surface, theme, box.rect, fill=PANEL_ACTIVE if active else PANEL,
          border=seat_colour(scene, seat) if active else th.PAPER_SHADE, radius=10,
          shadow_alpha=45 if active else 25)
    draw_header(scene, surface, view, seat, x + 8, y + 6, w - 16, big=False)
    draw_workshops(scene, surface, view, seat, box.grid, small=True)
    draw_gate(scene, surface, view, seat, box.gate, small=True)
    draw_supply(scene, surface, view, seat, box.supply, small=True)
    draw_travel(scene, surface, view, seat, box.travelers)


def draw_travel(scene, surface, view, seat: int, area) -> None:
    """The cards a seat holds or passes: its hand (face down) at dawn, its travelers between it
    and its left neighbour."""
    theme = scene.theme
    village = view.villages[seat]
    x, y, w, h = area
    names = scene.names()
    if view.phase == "dawn" and village.hand and not village.done:
        for k, c in enumerate(village.hand):
            card(scene, surface, c, (x + k * 9, y + 4, 22, 31), tooltip=False)
        theme.text(surface, t("arigato.in_hand", n=len(village.hand)), "sans", 11, SOFT, (x + len(village.hand) * 9 + 18, y + 18),
                   "midleft")
        tip(scene, (x, y, w, 36), t("arigato.tip.choosing", name=names[seat], n=len(village.hand)))
        return
    if village.outgoing:
        for k, c in enumerate(village.outgoing):
            card(scene, surface, c, (x + k * 12, y + 4, 22, 31))
        left = view.left_of(seat)
        theme.text(surface, t("arigato.to_name", name=names[left]), "sans", 12, th.INK, (x + 40, y + 18), "midleft")
        tip(scene, (x, y, w, 36), TOKEN_TEXT["travelers"] + t("arigato.tip.travel", name=names[seat], left=names[left]))


# --- scoreboard ----------------------------------------------------------------------------------
def draw_board(scene, surface, view, area) -> None:
    """Each seat's score so far, part by part (END OF THE GAME), so the race is plain to see."""
    theme = scene.theme
    x, y, w, h = area
    panel(surface, theme, area, fill=PANEL, radius=10, shadow_alpha=25)
    theme.text(surface, t("arigato.board.title"), "sans-bold", 12, th.VERMILION, (x + 12, y + 10))
    scores = view.scores()
    best = max(sc.total for sc in scores) or 1
    colours = {"objectives": th.INDIGO, "favor tokens": th.VERMILION, "palace gate": th.MOSS}
    for seat, sc in enumerate(scores):
        yy = y + 34 + seat * 36
        seat_token(scene, surface, seat, (x + 12, yy, 16, 16))
        theme.text(surface, scene.names()[seat], "sans-bold", 13, th.INK, (x + 34, yy - 1))
        theme.text(surface, str(sc.total), "serif-bold", 18, th.INK, (x + w - 12, yy - 4), "topright")
        bx, bw = x + 130, w - 180
        cx = bx
        for name, value in sc.breakdown:
            seg = bw * value / max(best, 1)
            if seg >= 1:
                pygame.draw.rect(surface, colours.get(name, SOFT), theme.rect(cx, yy + 2, seg, 12))
                cx += seg
        parts = ", ".join(t("arigato.score.part", n=v, part=part_name(n)) for n, v in sc.breakdown)
        tip(scene, (x + 8, yy - 4, w - 16, 30), t("arigato.tip.so_far", name=scene.names()[seat], total=sc.total,
                                                  parts=parts))
    ly = y + h - 24
    lx = x + 12
    for name, colour in colours.items():
        pygame.draw.rect(surface, colour, theme.rect(lx, ly + 3, 10, 10))
        r = theme.text(surface, part_name(name), "sans", 11, SOFT, (lx + 14, ly))
        lx += 14 + r.width / theme.s + 14
    tip(scene, (x, ly - 4, w, 24), t("arigato.tip.score_parts"))


# --- solo ----------------------------------------------------------------------------------------
def draw_solo(scene, surface, view, lay) -> None:
    theme = scene.theme
    x, y, w, h = lay.solo
    panel(surface, theme, lay.solo, fill=PANEL, radius=10)
    theme.text(surface, t("arigato.solo.title"), "serif-bold", 17, th.INK,
               (x + 14, y + 10))
    village = view.villages[0]
    kept = village.kept + [c for c in village.outgoing]
    groups = [0] * len(scene.content.types)
    counts = [0] * len(scene.content.types)
    for c in kept:
        if c != HIDDEN:
            groups[scene.content.cards[c].type] += scene.content.cards[c].favor
            counts[scene.content.cards[c].type] += 1
    target = sum(sorted(groups, reverse=True)[:4])
    score = scene.state.scores()[0].total
    over = view.phase == "over"
    theme.text(surface, t("arigato.solo.target" if over else "arigato.solo.target_so_far", n=target),
               "serif-bold", 22, th.VERMILION_DARK, (x + w - 14, y + 10), "topright")
    theme.text(surface, t("arigato.solo.score" if over else "arigato.solo.score_so_far", n=score),
               "sans", 14, th.INK, (x + w - 14, y + 42), "topright")
    tip(scene, (x + w - 260, y + 8, 250, 56), TOKEN_TEXT["kept"] + t("arigato.tip.solo_now", n=target))
    # a bar per type: its favor, the weakest group greyed (it does not count)
    weakest = min(range(len(groups)), key=lambda ty: (groups[ty], ty))
    bx = x + 14
    for ty in range(len(groups)):
        r = (bx + ty * 150, y + 50, 140, 120)
        col = card_art.type_colour(scene.content, ty)
        card_art.emblem(surface, scene.content, ty, theme.pt(r[0] + 20, r[1] + 22), theme.px(16))
        theme.text(surface, type_name(scene.content, ty), "sans", 12, th.INK, (r[0] + 42, r[1] + 8))
        theme.text(surface, t("arigato.solo.group", n=counts[ty], favor=groups[ty]), "sans-bold", 12,
                   SOFT if ty == weakest and kept else th.INK, (r[0] + 42, r[1] + 24))
        bar = min(1.0, groups[ty] / 40)
        rounded(surface, (232, 222, 200), theme.rect(r[0], r[1] + 50, 130, 12), theme.px(3))
        if bar > 0:
            rounded(surface, col if not (ty == weakest and kept) else th.PAPER_SHADE,
                    theme.rect(r[0], r[1] + 50, 130 * bar, 12), theme.px(3))
        tip(scene, r, t("arigato.tip.kept_group", types=type_name(scene.content, ty, True), n=counts[ty],
                         favor=groups[ty]) + (t("arigato.tip.weakest") if ty == weakest and kept else ""))
    theme.text(surface, t("arigato.solo.kept", n=len(village.kept))
               + (t("arigato.solo.set_aside", n=len(village.outgoing)) if village.outgoing else ""),
               "sans", 12, SOFT, (x + 14, y + h - 22))


# --- home village -----------------------------------------------------------------------------
def draw_home(scene, surface, view, lay) -> None:
    theme = scene.theme
    seat = lay.home
    x, y, w, h = L.HOME
    mine = scene.my_turn()
    panel(surface, theme, L.HOME, fill=PANEL_ACTIVE if mine else PANEL,
          border=seat_colour(scene, seat) if mine else th.PAPER_SHADE, radius=12)
    draw_header(scene, surface, view, seat, x + 12, y + 8, w - 24, big=True)
    draw_workshops(scene, surface, view, seat, lay.grid, small=False)
    if mine and view.phase == "dawn":
        draw_dawn_grid(scene, surface, view, lay)
    if mine and view.phase == "day" and scene.popup is not None:
        r = theme.rect(*lay.grid[scene.popup]).inflate(theme.px(6), theme.px(6))
        pygame.draw.rect(surface, th.VERMILION, r, max(2, theme.px(2.5)), border_radius=theme.px(8))
    if mine and view.phase == "day":
        village = view.villages[seat]
        for slot, rect in enumerate(lay.grid):
            c = village.workshops[slot]
            if c and village.face_up[slot] and not village.offerings[slot]:
                from game.core.arigato.phases import missing_items
                lacking = missing_items(scene.state, seat, c)
                if not lacking:
                    r = theme.rect(*rect).inflate(theme.px(4), theme.px(4))
                    pygame.draw.rect(surface, GOOD, r, max(2, theme.px(2)), border_radius=theme.px(7))
                    tip(scene, (rect[0], rect[1], rect[2], 20), t("arigato.tip.cost_met"))
    village = view.villages[seat]
    if village.pending and village.pending[0][0] == "effect" and village.pending[0][1] in village.workshops:
        # the artisan whose effect is asked about
        slot = village.workshops.index(village.pending[0][1])
        r = theme.rect(*lay.grid[slot]).inflate(theme.px(8), theme.px(8))
        pygame.draw.rect(surface, th.GOLD, r, max(2, theme.px(3)), border_radius=theme.px(9))
    draw_gate(scene, surface, view, seat, lay.gate, small=False)
    draw_supply(scene, surface, view, seat, lay.supply, small=False, interactive=mine)
    if scene.dish is not None:
        scene.dish.draw(surface, theme, t("part.favor_tokens"))
        favor = view.villages[seat].favor
        tip(scene, lay.dish, t("arigato.tip.count.favor", n=favor) + " " + TOKEN_TEXT["favor"])
    # the bottom strip: your travelers of this round, or the solo kept pile
    bx, by, bw, bh = lay.bottom
    village = view.villages[seat]
    if view.solo:
        kept = village.kept
        theme.text(surface, t("arigato.kept_travelers", n=len(kept)), "sans-bold", 14, th.INK, (bx, by))
        for k, c in enumerate(kept[-16:]):
            card(scene, surface, c, (bx + k * 16, by + 22, 40, 56))
        tip(scene, (bx, by, bw, 80), TOKEN_TEXT["kept"])
    elif village.outgoing:
        left = view.left_of(seat)
        line = (t("arigato.your_travelers", left=scene.names()[left]) if seat == scene.viewer
                else t("arigato.their_travelers", name=scene.names()[seat], left=scene.names()[left]))
        theme.text(surface, line, "sans-bold", 14, th.INK, (bx, by))
        for k, c in enumerate(village.outgoing):
            card(scene, surface, c, (bx + k * 48, by + 22, 44, 62))
        tip(scene, (bx, by, bw, 88), TOKEN_TEXT["travelers"] + t("arigato.tip.look_at_yours"))
    elif village.received and view.phase == "dawn":
        right = view.right_of(seat)
        theme.text(surface, t("arigato.received", name=scene.names()[right], n=len(village.received)),
                   "sans", 13, SOFT, (bx, by))


def draw_dawn_grid(scene, surface, view, lay) -> None:
    """The placement restriction of the card in hand (picked up, dragged or hovered), shown on
    the grid: allowed empty workshops glow, others are dimmed with the reason."""
    theme = scene.theme
    village = view.villages[scene.viewer]
    for slot, rect in enumerate(lay.grid):
        if village.workshops[slot]:
            m = empty_mark(rect)
            r = theme.rect(*m)
            pygame.draw.circle(surface, th.VERMILION, r.center, r.w // 2)
            theme.text(surface, "×", "sans-bold", 15, th.WHITE, (m[0] + m[2] / 2, m[1] + m[3] / 2 - 1), "center")
            tip(scene, m, t("arigato.tip.empty_to_gate" if village.offerings[slot] else "arigato.tip.empty_to_discard"))
    focus = None
    if scene.drag is not None:
        focus = scene.drag["card"]
    elif scene.selected is not None:
        focus = scene.selected
    else:
        for c, r in scene.hand_rects(view):
            if L.inside(scene.app.mouse, r):
                focus = c
    # the planned resident, face down in its workshop
    if scene.plan.slot is not None and scene.plan.resident is not None:
        rect = lay.grid[scene.plan.slot]
        card(scene, surface, scene.plan.resident, rect, lift=True, outline=th.VERMILION)
        theme.text(surface, t("arigato.role.resident"), "sans-bold", 11, th.VERMILION_DARK,
                   (rect[0] + rect[2] / 2, rect[1] + rect[3] + 2), "midtop")
    if focus is None or focus == HIDDEN:
        return
    for slot, rect in enumerate(lay.grid):
        if scene.plan.slot == slot:
            continue
        reason = scene.resident_refusal(focus, slot)
        r = theme.rect(*rect)
        if reason is None:
            pygame.draw.rect(surface, GOOD, r.inflate(theme.px(4), theme.px(4)), max(2, theme.px(3)),
                             border_radius=theme.px(8))
            tip(scene, rect, t("arigato.tip.allowed", slot=slot_name(slot)))
            if not village.workshops[slot]:
                theme.text(surface, t("arigato.place_here"), "sans-bold", 12, GOOD, (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2 + 14),
                           "center")
        else:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((120, 110, 100, 110))
            surface.blit(veil, r)
            short = t("arigato.occupied") if village.workshops[slot] else t("arigato.not_allowed")
            theme.text(surface, short, "sans-bold", 12, th.VERMILION_DARK,
                       (rect[0] + rect[2] / 2, rect[1] + rect[3] - 14), "center")
            tip(scene, rect, t("arigato.tip.not_for", reason=reason))


# --- the action area ----------------------------------------------------------------------------
def draw_act(scene, surface, view, lay) -> None:
    theme = scene.theme
    x, y, w, h = L.ACT
    panel(surface, theme, L.ACT, fill=PANEL, radius=12)
    if view.phase == "over":
        draw_over(scene, surface, view)
        return
    if not scene.my_turn():
        draw_waiting(scene, surface, view, lay)
        return
    village = view.villages[scene.viewer]
    if village.pending:
        if village.pending[0][0] == "effect":
            draw_effect_prompt(scene, surface, view, village.pending[0])
        else:
            draw_bonus_picker(scene, surface, view)
        return
    if view.phase == "dawn":
        draw_dawn(scene, surface, view)
    elif view.phase == "day":
        draw_day(scene, surface, view)
    elif view.phase == "dusk":
        draw_dusk(scene, surface, view)


def heading(scene, surface, text: str, sub: str = "") -> None:
    theme = scene.theme
    x, y, w, h = L.ACT
    theme.text(surface, text.upper(), "sans-bold", 13, th.VERMILION, (x + 16, y + 12))
    if sub:
        for k, ln in enumerate(theme.wrap(sub, "sans", 13, w - 32)[:4]):
            theme.text(surface, ln, "sans", 13, SOFT, (x + 16, y + 30 + k * 16))


def draw_waiting(scene, surface, view, lay) -> None:
    theme = scene.theme
    x, y, w, h = L.ACT
    session = scene.session
    heading(scene, surface, status_line(scene, view))
    for k, seat in enumerate(range(len(session.seats))):
        yy = y + 48 + k * 30
        seat_token(scene, surface, seat, (x + 16, yy, 18, 18))
        theme.text(surface, session.seats[seat].name, "sans-bold", 14, th.INK, (x + 42, yy))
        theme.text(surface, seat_state(scene, view, seat), "sans", 13, SOFT, (x + 200, yy))
    if view.phase != "over":
        draw_objectives(scene, surface, view, y + 200)
    # the viewer's own hand, if any (e.g. waiting while others assign roles)
    if scene.viewer is not None:
        hand = view.villages[scene.viewer].hand
        for c, r in zip(hand, L.hand_slots(len(hand))):
            card(scene, surface, c, r)


def draw_dawn(scene, surface, view) -> None:
    theme = scene.theme
    x, y, w, h = L.ACT
    need_t, need_c = scene.needs(view)
    names = scene.names()
    left = view.left_of(scene.viewer)
    if need_t:
        heading(scene, surface, t("arigato.dawn.title"), "")
    else:
        heading(scene, surface, t("arigato.dawn.final_title"), "")
    zones = scene.zone_cards(view)
    for role, items in zones.items():
        if not items:
            continue
        x0 = items[0][1][0]
        label = t("arigato.dawn.travelers_to", name=names[left]) if role == "travelers" else t("arigato.dawn.craftsmen")
        if view.solo and role == "travelers":
            label = t("arigato.dawn.travelers_kept")
        theme.text(surface, label, "sans-bold", 13, th.INK, (x0, items[0][1][1] - 20))
        tip(scene, (x0, items[0][1][1] - 22, 160, 18), TOKEN_TEXT["traveler_slot" if role == "travelers" else "craftsman_slot"])
        for card_id, r in items:
            rr = theme.rect(*r)
            if card_id is None:
                rounded(surface, (240, 232, 214), rr, theme.px(6))
                pygame.draw.rect(surface, th.PAPER_SHADE, rr, max(1, theme.px(1.5)), border_radius=theme.px(6))
                icon(scene, surface, "traveler" if role == "travelers" else "craftsman",
                     (r[0] + r[2] / 2 - 14, r[1] + r[3] / 2 - 14, 28, 28))
                tip(scene, r, TOKEN_TEXT["traveler_slot" if role == "travelers" else "craftsman_slot"])
            else:
                card(scene, surface, card_id, r)
    x1 = max(r[0] + r[2] for items in zones.values() for _, r in items) + 20 if any(zones.values()) else x + 16
    if x + w - x1 > 120:
        yy = y + 40
        for label, day, colour in (("arigato.dawn.tonight", view.day, th.INDIGO),
                                   ("arigato.dawn.tomorrow", view.day + 1, SOFT)):
            o = view.objectives.get(day)
            if o is None:
                continue
            text = t(label, body=objective_body(o, brief=True)) + " " + progress_words(scene, view, o)
            for ln in theme.wrap(text, "sans", 12, x + w - x1 - 12)[:5]:
                theme.text(surface, ln, "sans", 12, colour, (x1, yy))
                yy += 15
            yy += 6
    # the rest of the hand becomes craftsmen: say so
    hand = view.villages[scene.viewer].hand
    rest = [cd for cd in hand if scene.plan.role_of(cd) is None]
    msg = []
    if not any(type(a).__name__ == "AssignRoles" for a in scene.legal()):
        msg.append(t("arigato.dawn.no_fit"))
    elif scene.plan.resident is None:
        msg.append(t("arigato.dawn.pick_resident"))
    if len(scene.plan.travelers) < need_t:
        more = need_t - len(scene.plan.travelers)
        msg.append(t("arigato.dawn.more_travelers" if more > 1 else "arigato.dawn.more_traveler", n=more))
    if not msg:
        msg.append(t("arigato.dawn.ready_rest") if rest else t("arigato.dawn.ready"))
    text = t("arigato.dawn.help", steps=t("arigato.dawn.sep").join(msg))
    for k, ln in enumerate(theme.wrap(text, "sans", 13, w - 32)[:2]):
        theme.text(surface, ln, "sans", 13, SOFT, (x + 16, y + 172 + k * 16))
    rects = scene.hand_rects(view)
    received = set(view.villages[scene.viewer].received)
    giver = scene.names()[view.right_of(scene.viewer)] if received else ""
    for cd, r in rects:
        if scene.drag is not None and scene.drag["card"] == cd and scene.drag["moved"]:
            continue
        sel = cd == scene.selected
        card(scene, surface, cd, r, lift=sel or L.inside(scene.app.mouse, r),
             outline=th.VERMILION if sel else None)
        if cd in received:   # a traveler passed by the right neighbour
            theme.text(surface, t("arigato.from_name", name=giver), "sans", 11, SOFT, (r[0] + r[2] / 2, r[1] - 12), "midbottom")


def draw_effect_prompt(scene, surface, view, prompt) -> None:
    theme = scene.theme
    x, y, w, h = L.ACT
    _, card_id, times, context = prompt
    c = scene.content.cards[card_id]
    heading(scene, surface, t("arigato.effect.title"), t("arigato.effect.sub"))
    card(scene, surface, card_id, (x + 24, y + 80, 150, 210))
    lines = [
        t("arigato.effect.card", type=type_name(scene.content, c.type).capitalize(), id=card_id),
        condition_text(scene.content, c) + ":",
        gain_text(scene.content, c) + (t("arigato.effect.times", n=times) if times > 1 else "") + ".",
    ]
    if context >= 0 and (c.gain.offered_item or c.gain.craftsmen_item):
        lines.append(t("arigato.effect.the_item", item=item_word(scene.content.items[context])))
    yy = y + 86
    for k, ln in enumerate(lines):
        for sub in theme.wrap(ln, "serif-bold" if k == 0 else "sans", 18 if k == 0 else 15, w - 230):
            theme.text(surface, sub, "serif-bold" if k == 0 else "sans", 18 if k == 0 else 15, th.INK, (x + 196, yy))
            yy += 24 if k == 0 else 20
    more = len(view.villages[scene.viewer].pending) - 1
    if more:
        theme.text(surface, t("arigato.effect.more" if more > 1 else "arigato.effect.more_one", n=more), "sans", 12, SOFT,
                   (x + 196, y + 270))


def draw_bonus_picker(scene, surface, view) -> None:
    theme = scene.theme
    x, y, w, h = L.ACT
    heading(scene, surface, t("arigato.bonus.title"), t("arigato.bonus.sub"))
    names = scene.content.items
    for i, r in enumerate(picker_rects(len(names))):
        rr = theme.rect(*r)
        n = scene.bonus.count(i)
        rounded(surface, (255, 240, 226) if n else th.WHITE, rr, theme.px(8))
        rounded(surface, th.VERMILION if n else th.PAPER_SHADE, rr, theme.px(8), max(1, theme.px(2 if n else 1)))
        icon(scene, surface, names[i], (r[0] + 8, r[1] + 4, r[2] - 16, r[2] - 16))
        theme.text(surface, item_word(names[i]), "sans", 12, th.INK, (r[0] + r[2] / 2, r[1] + r[3] - 10), "center")
        if n:
            theme.text(surface, f"×{n}", "sans-bold", 14, th.VERMILION_DARK, (r[0] + r[2] - 6, r[1] + 4), "topright")
        tip(scene, r, t("arigato.bonus.take_one", item=item_word(names[i])))
    chosen = ", ".join(item_word(names[i]) for i in scene.bonus) or t("arigato.bonus.nothing_yet")
    theme.text(surface, t("arigato.bonus.chosen", items=chosen), "sans-bold", 14, th.INK, (x + w / 2, y + 290), "center")


def draw_day(scene, surface, view) -> None:
    theme = scene.theme
    x, y, w, h = L.ACT
    heading(scene, surface, t("arigato.day.title"), t("arigato.day.sub"))
    # what today brought: craftsmen and travelers of this round
    lines = [text for seat, text in log_lines(scene)[-60:] if seat == scene.viewer]
    theme.text(surface, t("arigato.day.lately"), "sans-bold", 11, SOFT, (x + 16, y + 106))
    # the newest entries that fit whole, each wrapped (continuation lines indented)
    room = int((h - 150 - 124) // 19)
    shown: list[tuple[str, int]] = []
    for ln in reversed(lines):
        wrapped = theme.wrap(ln, "sans", 13, w - 32)
        parts = [(wrapped[0], 0)] + [(sub, 14) for sub in
                                     theme.wrap(" ".join(wrapped[1:]), "sans", 13, w - 46)] \
            if len(wrapped) > 1 else [(wrapped[0], 0)]
        if len(shown) + len(parts) > room:
            break
        shown = parts + shown
    for k, (ln, indent) in enumerate(shown):
        theme.text(surface, ln, "sans", 13, th.INK, (x + 16 + indent, y + 124 + k * 19))
    draw_objectives(scene, surface, view, y + h - 150)


def draw_objectives(scene, surface, view, top: float) -> None:
    """Tonight's objective and tomorrow's, in words, so players can plan."""
    theme = scene.theme
    x, y, w, h = L.ACT
    yy = top
    for label, day, colour in (("arigato.day.tonight", view.day, th.INDIGO),
                               ("arigato.day.tomorrow", view.day + 1, SOFT)):
        o = view.objectives.get(day)
        if o is None:
            continue
        text = t(label, day=day, rest=objective_rest(scene.content, o))
        text += " " + progress_words(scene, view, o)
        for ln in theme.wrap(text, "sans", 13, w - 32)[:2]:
            theme.text(surface, ln, "sans", 13, colour, (x + 16, yy))
            yy += 16


def progress_words(scene, view, o) -> str:
    """How far the home village is on an objective now (its own cards are all known)."""
    from game.core.arigato.objectives import count
    village = view.villages[scene.home]
    if any(c == HIDDEN for c in village.workshops):
        return ""
    n = count(view, village, o)
    return t("arigato.progress.met" if n >= o.count else "arigato.progress", n=n, of=o.count)


def draw_dusk(scene, surface, view) -> None:
    theme = scene.theme
    village = view.villages[scene.viewer]
    n = sum(village.items)
    limit = scene.content.counts["item_limit"]
    heading(scene, surface, t("arigato.dusk.title", limit=limit),
            t("arigato.dusk.sub" if n - limit > 1 else "arigato.dusk.sub_one", n=n, k=n - limit))
    names = scene.content.items
    for i, r in enumerate(picker_rects(len(names))):
        rr = theme.rect(*r)
        have = village.items[i]
        rounded(surface, th.WHITE if have else (236, 230, 218), rr, theme.px(8))
        rounded(surface, th.PAPER_SHADE, rr, theme.px(8), max(1, theme.px(1)))
        icon(scene, surface, names[i], (r[0] + 8, r[1] + 4, r[2] - 16, r[2] - 16))
        theme.text(surface, f"{have}", "sans-bold", 14, th.INK if have else SOFT,
                   (r[0] + r[2] / 2, r[1] + r[3] - 10), "center")
        tip(scene, r, t("arigato.dusk.discard", item=item_word(names[i]), n=have))


def draw_over(scene, surface, view) -> None:
    theme = scene.theme
    x, y, w, h = L.ACT
    heading(scene, surface, t("arigato.over.title"))
    scores = scene.state.scores()
    winners = scene.state.winners()
    for k, sc in enumerate(scores):
        yy = y + 44 + k * 44
        seat_token(scene, surface, k, (x + 16, yy, 18, 18))
        theme.text(surface, scene.names()[k], "sans-bold", 15, th.INK, (x + 42, yy - 2))
        parts = " + ".join(t("arigato.score.part", n=v, part=part_name(n)) for n, v in sc.breakdown)
        theme.text(surface, parts, "sans", 12, SOFT, (x + 42, yy + 18))
        theme.text(surface, str(sc.total), "serif-bold", 22, th.VERMILION_DARK if k in winners else th.INK,
                   (x + w - 20, yy), "topright")
    if view.solo:
        won, target = scene.state.solo_outcome()
        theme.text(surface, t("arigato.over.beaten" if won else "arigato.over.not_beaten", n=target),
                   "serif-bold", 18, th.INDIGO, (x + 16, y + h - 40))


# --- the log ----------------------------------------------------------------------------------
def log_lines(scene) -> list[tuple[int | None, str]]:
    """(seat, text) for the whole log as the viewer may know it (cached until it grows)."""
    entries = scene.entries
    key = (len(entries), entries[-1].serial if entries else 0, entries[0].serial if entries else 0,
           scene.viewer, language())
    cache = getattr(scene, "_log_lines", None)
    if cache is None or cache[0] != key:
        names = scene.names()
        per_entry = getattr(scene, "_entry_lines", None)
        if per_entry is None or len(per_entry) > 5000:
            per_entry = scene._entry_lines = {}
        lines = []
        for e in entries:   # each entry is put in words once per viewer
            k = (e.serial, scene.viewer, language())
            got = per_entry.get(k)
            if got is None:
                got = per_entry[k] = entry_lines(scene.content, e, scene.viewer, names)
            lines.extend(got)
        cache = scene._log_lines = (key, lines)
    return cache[1]


def wrapped_log(scene, width: float) -> list[tuple[int | None, str, bool]]:
    lines = log_lines(scene)
    key = (id(lines), len(lines), width, scene.theme.s)
    cache = getattr(scene, "_log_wrapped", None)
    if cache is None or cache[0] != key:
        out = []
        wraps = getattr(scene, "_wraps", None)
        if wraps is None or wraps[0] != (width, scene.theme.s) or len(wraps[1]) > 5000:
            wraps = scene._wraps = ((width, scene.theme.s), {})
        for seat, text in lines[-400:]:
            chunks = wraps[1].get(text)
            if chunks is None:
                chunks = wraps[1][text] = scene.theme.wrap(text, "sans", 12, width)
            for k, chunk in enumerate(chunks):
                out.append((seat, chunk, k == 0))
        cache = scene._log_wrapped = (key, out)
    return cache[1]


def draw_log(scene, surface, view) -> None:
    theme = scene.theme
    x, y, w, h = L.LOG
    panel(surface, theme, L.LOG, fill=PANEL, radius=12)
    theme.text(surface, t("arigato.log.title"), "sans-bold", 12, th.VERMILION, (x + 14, y + 10))
    lines = wrapped_log(scene, w - 40)
    per = int((h - 40) // 16)
    scene.log_scroll = min(scene.log_scroll, max(0, len(lines) - per))
    end = len(lines) - scene.log_scroll
    shown = lines[max(0, end - per):end]
    for k, (seat, text, first) in enumerate(shown):
        ly = y + 30 + k * 16
        if seat is None:
            theme.text(surface, text, "sans-bold", 12, th.INDIGO, (x + 14, ly))
            continue
        if first:
            pygame.draw.circle(surface, seat_colour(scene, seat), theme.pt(x + 18, ly + 8), theme.px(3.5))
        theme.text(surface, text, "sans", 12, th.INK, (x + 28, ly))
    if scene.log_scroll:
        theme.text(surface, t("arigato.log.newer", n=scene.log_scroll), "sans", 11, SOFT, (x + w - 12, y + 10), "topright")
    tip(scene, (x, y, w, 24), t("arigato.log.tip"))


# --- highlights of what just happened -----------------------------------------------------------
def reveals(scene, events) -> list[tuple[tuple, int]]:
    """(workshop rect, card) of each resident revealed by these events, where it is drawn."""
    lay = scene.current_layout()
    boxes = {b.seat: b for b in lay.opponents}
    out = []
    for e in events:
        if isinstance(e, ev.ResidentRevealed) and e.seat is not None:
            if e.seat == lay.home:
                out.append((lay.grid[e.slot], e.card))
            elif e.seat in boxes:
                out.append((boxes[e.seat].grid[e.slot], e.card))
    return out


def flight_paths(scene, events) -> list[tuple[str, tuple, tuple]]:
    """(icon, start, end) of tokens to fly for the events of one action: items into a supply,
    favor into the tokens, an offering token onto its artisan."""
    lay = scene.current_layout()
    boxes = {b.seat: b for b in lay.opponents}
    items = scene.content.items
    out = []
    centre = lambda r: (r[0] + r[2] / 2, r[1] + r[3] / 2)  # noqa: E731
    for e in events:
        seat = e.seat
        if seat is None or not (seat == lay.home or seat in boxes):
            continue
        home = seat == lay.home
        box = boxes.get(seat)
        origin = centre(L.ACT) if home else centre(box.rect)
        if isinstance(e, ev.ItemGained):
            i = items.index(e.item)
            if home:
                end = centre(supply_rects(lay.supply, len(items))[i])
            else:
                x, y, w, h = box.supply
                end = (x + i * min(26, w / 5) + 9, y + 9)
            out.extend((e.item, origin, end) for _ in range(min(e.count, 4)))
        elif isinstance(e, ev.FavorScored):
            if home:   # into the favor dish, where the token then drops
                x, y, w, h = lay.dish
                out.append(("favor", origin, (x + w / 2, y + 14)))
            else:
                x, y, w, h = box.rect[0], box.rect[1] + 4, box.rect[2], 24
                out.append(("favor", origin, (x + w - 60, y + 12)))
        elif isinstance(e, ev.OfferingPrepared):
            grid = lay.grid if home else box.grid
            x, y, w, h = lay.tokens if home else box.rect
            out.append(("offering", (x + w - 10, y + 12), centre(grid[e.slot])))
    return out


def pulse_targets(scene, events) -> list[tuple[tuple, tuple]]:
    """(rect, colour) to flash for the events of one action: where they happened."""
    lay = scene.current_layout()
    boxes = {b.seat: b for b in lay.opponents}
    out = []
    for e in events:
        seat = e.seat
        if seat is None:
            continue
        colour = seat_colour(scene, seat)
        home = seat == lay.home
        box = boxes.get(seat)
        if isinstance(e, (ev.ResidentRevealed, ev.OfferingPrepared)):
            out.append(((lay.grid if home else box.grid)[e.slot], colour) if (home or box) else None)
        elif isinstance(e, ev.WorkshopEmptied):
            if home or box:
                out.append((lay.gate if home else box.gate, colour) if e.to_gate else
                           ((lay.grid if home else box.grid)[e.slot], colour))
        elif isinstance(e, (ev.ItemGained, ev.ItemsSpent, ev.ItemDiscarded)):
            if home or box:
                out.append((lay.supply if home else box.supply, colour))
        elif isinstance(e, (ev.FavorScored, ev.ObjectiveGained)):
            if home:
                out.append((lay.tokens, th.GOLD))
            elif box:
                x, y, w, h = box.rect
                out.append(((x + 4, y + 4, w - 8, 26), th.GOLD))
    seen = []
    for item in out:
        if item is not None and item not in seen:
            seen.append(item)
    return seen


__all__ = ["draw", "pulse_targets", "flight_paths", "reveals", "supply_rects", "picker_rects", "empty_mark"]
