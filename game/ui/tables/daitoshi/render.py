"""Drawing the Daitoshi table from a view: steel and brass, every piece labelled in words.

Everything here reads a view (`session.view(viewer)`) and draws; nothing writes to it. Each part
that has a rule behind it adds a tooltip (pixel rect, text) to `ctx.tips`, which the scene shows
under the mouse.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.core.daitoshi.city_actions import BLOCKED, MARKET_SLOTS
from game.core.daitoshi.components import COLOURS, RESOURCES, TERRAINS
from game.core.daitoshi.effects import worker_cap
from game.core.daitoshi.production import building_cost
from game.i18n import daitoshi as words
from game.i18n import language, t
from game.i18n.daitoshi.table import EN as _WORDS
from game.ui import art
from game.ui import theme as th
from game.ui.tables.daitoshi import layout as L
from game.ui.widgets import rounded

# --- the palette: soot, steel, brass, parchment ------------------------------------------------------
BG = (30, 29, 33)
PANEL = (47, 51, 58)
PANEL_HI = (60, 66, 76)
CARD = (66, 60, 52)
CARD_DEEP = (52, 48, 43)
BORDER = th.BRASS
TEXT = (238, 228, 206)
SOFT = (176, 168, 150)
FAINT = (120, 116, 108)
ACCENT = th.BRASS_LIGHT
ALERT = (236, 120, 92)

TERRAIN_COLOUR = {"river": (74, 142, 204), "forest": (96, 162, 86), "mountain": (216, 180, 66),
                  "underground": (196, 82, 64)}
WORKER_COLOUR = {"blue": TERRAIN_COLOUR["river"], "green": TERRAIN_COLOUR["forest"],
                 "yellow": TERRAIN_COLOUR["mountain"], "red": TERRAIN_COLOUR["underground"]}
RESOURCE_COLOUR = {"food": (226, 142, 72), "energy": (238, 212, 84), "materials": (156, 132, 108),
                   "luxury": (176, 112, 196), "wealth": (232, 196, 110), "steam": (204, 212, 222)}


def _word(prefix: str, ident: str, fallback: str | None = None) -> str:
    """The catalogue's word for `ident` under `prefix` ("terrain", "colour", "res", ...), or the
    fallback (the identifier itself) when the catalogue has none."""
    key = f"dtable.{prefix}.{ident}"
    return t(key) if key in _WORDS else (ident if fallback is None else fallback)


class _Labels:
    """RESOURCE_LABEL["food"] -> "Food" / "Nourriture", in the current language."""

    def __init__(self, prefix: str, fallback=None) -> None:
        self.prefix, self.fallback = prefix, fallback

    def __getitem__(self, ident):
        return _word(self.prefix, ident)

    def get(self, ident, default=None):
        key = f"dtable.{self.prefix}.{ident}"
        return t(key) if key in _WORDS else default


RESOURCE_LABEL = _Labels("res")
QUALITY_COLOUR = {"basic": (140, 140, 140), "ordinary": (112, 160, 104), "innovative": (84, 136, 200),
                  "brilliant": (200, 116, 190), "university": (210, 164, 76)}
LETTER = {"river": "R", "forest": "F", "mountain": "M", "underground": "U",
          "blue": "B", "green": "G", "yellow": "Y", "red": "R"}
NEUTRAL = (150, 150, 150)

SHORT = _Labels("short")   # a reward's kind in a word or two: "mat.", "Steam", "VP at end"...


def fit(theme, text: str, role: str, size: float, width: float) -> str:
    """`text` cut with an ellipsis to fit `width` base units (the tooltip has the whole of it)."""
    font = theme.font(role, size)
    limit = width * theme.s
    if font.size(text)[0] <= limit:
        return text
    while text and font.size(text + "…")[0] > limit:
        text = text[:-1]
    return text.rstrip(" ·,") + "…"


def short(reward) -> str:
    kind, param, n = reward
    if kind in ("pilgrim", "pilgrim_run"):
        return t("dtable.short.pilgrim_any", n=n) if param == "any" else \
            t("dtable.short.pilgrim", n=n, terrain=_word("terrain", param))
    if kind == "worker":
        return t("dtable.short.worker_any", n=n) if param == "any" else \
            t("dtable.short.worker", n=n, colour=_word("colour", param))
    label = SHORT.get(kind, kind.replace("_", " "))
    return f"{n} {label}" if kind not in ("upgrade", "mm_ready", "score", "score_twice", "hexes") else label


def shorts(rewards) -> str:
    return " · ".join(short(r) for r in words.added_up(rewards))


@dataclass
class Ctx:
    """What the drawing needs beside the view."""
    names: list
    colours: list                    # seat index -> RGB
    humans: list                     # seat index -> bool
    viewer: int | None
    active: int | None
    colour_blind: bool = False
    tab: str = "log"
    log: list = field(default_factory=list)        # LogEntry
    log_scroll: int = 0
    decision_title: str = ""
    decision_help: str = ""
    time: float = 0.0
    tips: list = field(default_factory=list)       # (pygame.Rect, text)
    moving: frozenset = frozenset()                # seats whose Magnate is on its way (drawn by motion)
    spots: dict = field(default_factory=dict)      # (seat, "prestige" | ...) -> where it is written


# --- little shapes ------------------------------------------------------------------------------------
def hex_points(cx, cy, r):
    return [(cx + r * math.cos(math.radians(60 * k + 30)), cy + r * math.sin(math.radians(60 * k + 30)))
            for k in range(6)]


def draw_hex(surface, theme, centre, r, colour, letter="", outline=(20, 20, 20), width=0):
    cx, cy = theme.pt(*centre)
    pts = hex_points(cx, cy, theme.px(r))
    pygame.draw.polygon(surface, colour, pts, width)
    if width == 0:
        pygame.draw.polygon(surface, outline, pts, max(1, theme.px(1)))
    if letter:
        theme.text(surface, letter, "sans-bold", r * 1.1, (20, 20, 20), centre, "center")


def draw_worker(surface, theme, centre, r, colour_name, colour_blind):
    col = WORKER_COLOUR.get(colour_name, NEUTRAL)
    x, y = centre
    # a meeple-like pawn: head and body
    body = theme.rect(x - r, y - r * 0.2, 2 * r, r * 1.2)
    pygame.draw.ellipse(surface, col, body)
    pygame.draw.circle(surface, col, theme.pt(x, y - r * 0.55), theme.px(r * 0.55))
    pygame.draw.ellipse(surface, (20, 20, 20), body, 1)
    if colour_blind:
        theme.text(surface, LETTER.get(colour_name, "?"), "sans-bold", r * 1.1, (20, 20, 20), (x, y + r * 0.35), "center")


def draw_magnate(surface, theme, centre, r, colour, letter="", colour_blind=False):
    x, y = centre
    top = theme.rect(x - r * 0.6, y - r * 1.25, r * 1.2, r * 0.5)
    pygame.draw.rect(surface, colour, top)                          # a top hat
    pygame.draw.rect(surface, colour, theme.rect(x - r, y - r * 0.8, 2 * r, r * 0.25))
    pygame.draw.circle(surface, colour, theme.pt(x, y + r * 0.2), theme.px(r * 0.8))
    pygame.draw.circle(surface, (15, 15, 15), theme.pt(x, y + r * 0.2), theme.px(r * 0.8), 1)
    if colour_blind and letter:
        theme.text(surface, letter, "sans-bold", r * 1.1, (15, 15, 15), (x, y + r * 0.2), "center")


def chip(surface, theme, x, y, w, h, colour, value, label, tips, tip):
    r = theme.rect(x, y, w, h)
    rounded(surface, (36, 38, 44), r, theme.px(4))
    rounded(surface, colour, theme.rect(x + 2, y + 2, h - 4, h - 4), theme.px(3))
    theme.text(surface, label, "sans-bold", 9, (25, 25, 25), (x + h / 2, y + h / 2), "center")
    theme.text(surface, str(value), "sans-bold", 13, TEXT, (x + h + 3, y + h / 2), "midleft")
    tips.append((r, tip))


def panel(surface, theme, rect, fill=PANEL, border=BORDER, radius=8, width=1.2):
    r = theme.rect(*rect)
    rounded(surface, (12, 12, 14), r.move(theme.px(2), theme.px(3)), theme.px(radius), alpha=110)
    rounded(surface, fill, r, theme.px(radius))
    rounded(surface, border, r, theme.px(radius), max(1, theme.px(width)))
    return r


def rivets(surface, theme, rect):
    x, y, w, h = rect
    for px_, py_ in ((x + 6, y + 6), (x + w - 6, y + 6), (x + 6, y + h - 6), (x + w - 6, y + h - 6)):
        pygame.draw.circle(surface, th.COPPER, theme.pt(px_, py_), theme.px(2.2))


def heading(surface, theme, text, pos):
    theme.text(surface, text.upper(), "sans-bold", 12, ACCENT, pos)


# --- the whole table ------------------------------------------------------------------------------------
def draw_chrome(surface, theme, players: int):
    """Everything that stays put whatever happens: drawn once per window size and player count."""
    draw_background(surface, theme)
    for rect in (L.RING, L.TRACKS, L.MARKET):
        panel(surface, theme, rect, fill=(40, 43, 49))
    panel(surface, theme, L.DECISION)
    rivets(surface, theme, L.DECISION)
    x, y, w, h = L.TABS
    panel(surface, theme, (x, y + 22, w, h - 22))
    for seat in range(players):
        panel(surface, theme, L.player_panel(seat, players), border=(90, 86, 78))


def draw_background(surface, theme):
    surface.fill(BG)
    w, h = surface.get_size()
    step = max(8, theme.px(32))
    for yy in range(0, h, step):
        pygame.draw.line(surface, (34, 33, 38), (0, yy), (w, yy))
    hx, hy, hw, hh = L.HEADER
    band = theme.rect(hx, hy, hw, hh)
    pygame.draw.rect(surface, th.SOOT, pygame.Rect(0, band.top, w, band.height))
    pygame.draw.line(surface, BORDER, (0, band.bottom), (w, band.bottom), max(1, theme.px(2)))
    for i in range(0, 1300, 64):
        pygame.draw.circle(surface, th.COPPER, theme.pt(i + 20, 37), theme.px(2))


def draw_header(surface, theme, view, ctx: Ctx):
    theme.text(surface, "Daitoshi", "serif-bold", 24, ACCENT, (16, 20), "midleft")
    theme.text(surface, "大都市", "cjk", 18, th.COPPER, (130, 20), "midleft")
    turn = getattr(view, "turn", 0)
    n = view.num_seats
    rnd = turn // n + 1
    end = ""
    alert = False
    if view.is_over():
        end = t("dtable.final_position")
    elif view.last_turn is not None:
        left = max(0, view.last_turn - turn) + 1
        end = t("dtable.end_one" if left == 1 else "dtable.end_many", n=left)
        alert = True
    theme.text(surface, t("dtable.round", round=rnd, turn=turn + 1, end=end), "sans", 13,
               ALERT if alert else SOFT, (200, 20), "midleft")
    if ctx.decision_title:
        theme.text(surface, ctx.decision_title, "sans-bold", 16, TEXT, (1172, 20), "midright")


def draw_ring(surface, theme, view, ctx: Ctx):
    x, y, w, h = L.RING
    heading(surface, theme, t("dtable.city"), (x + 10, y + 6))
    theme.text(surface, t("dtable.city_note1"), "sans", 10, SOFT, (x + 10, y + 22))
    theme.text(surface, t("dtable.city_note2"), "sans", 10, SOFT, (x + 10, y + 34))
    theme.text(surface, t("dtable.tiles_left", middle=len(view.middle_stack), outer=len(view.outer_stack)),
               "sans", 10, SOFT, (x + w - 10, y + 12), "midright")
    cx, cy = L.RING_CENTRE
    rx, ry = L.RING_RADII
    # the clockwise road between the districts
    pts = [theme.pt(cx + rx * math.cos(math.radians(a)), cy + ry * math.sin(math.radians(a)))
           for a in range(0, 361, 6)]
    pygame.draw.lines(surface, (82, 78, 70), False, pts, max(2, theme.px(6)))
    pygame.draw.lines(surface, (110, 100, 80), False, pts, max(1, theme.px(1)))
    for d in range(5):
        a = math.radians(-90 + 72 * d + 36)
        ax, ay = cx + rx * math.cos(a), cy + ry * math.sin(a)
        ang = math.atan2(ry * math.cos(a), -rx * math.sin(a))   # tangent, clockwise on screen
        tip = (ax + 9 * math.cos(ang), ay + 9 * math.sin(ang))
        left = (ax + 7 * math.cos(ang + 2.5), ay + 7 * math.sin(ang + 2.5))
        right = (ax + 7 * math.cos(ang - 2.5), ay + 7 * math.sin(ang - 2.5))
        pygame.draw.polygon(surface, BORDER, [theme.pt(*tip), theme.pt(*left), theme.pt(*right)])
    # the hub: the Temples' gear, the stacks and the Mega-Machine's place
    art.gear(surface, theme.pt(cx, cy - 4), theme.px(30), 12, (96, 84, 60), ctx.time * 0.2)
    pygame.draw.circle(surface, (40, 43, 49), theme.pt(cx, cy - 4), theme.px(16))
    theme.text(surface, t("dtable.hub"), "sans-bold", 10, ACCENT, (cx, cy - 4), "center")
    for d in range(5):
        draw_district(surface, theme, view, ctx, d)


def district_name(view, d):
    return words.title(view.district_tiles[d][0], lang=language())


ACTION_NAME = _Labels("action")         # "Wild action (any)", "Commit to an Invention", ...
ACTION_SHORT = _Labels("action_short")  # "Any action", "Commit", ...


def draw_district(surface, theme, view, ctx: Ctx, d: int):
    c = view.c
    x, y, w, h = L.district_card(d)
    inner = c.tiles[view.district_tiles[d][0]]
    here = view.cur_district == d
    panel(surface, theme, (x, y, w, h), fill=CARD, border=ACCENT if here else BORDER, width=2.5 if here else 1.2)
    # title: name and the district's action
    rounded(surface, CARD_DEEP, theme.rect(x + 1, y + 1, w - 2, 20), theme.px(7))
    theme.text(surface, words.title(inner.id, lang=language()), "sans-bold", 13, TEXT, (x + 7, y + 11), "midleft")
    colour = inner.workers
    if colour == "any":
        for k, cn in enumerate(COLOURS):
            pygame.draw.circle(surface, WORKER_COLOUR[cn], theme.pt(x + w - 34 + k * 8, y + 11), theme.px(3.5))
    else:
        draw_worker(surface, theme, (x + w - 14, y + 12), 6, colour, ctx.colour_blind)
    ctx.tips.append((theme.rect(x, y, w, 22), t(
        "dtable.district_tip", name=words.title(inner.id, lang=language()), n=d + 1,
        action=ACTION_NAME.get(inner.action, inner.action),
        mm=t("dtable.or_contribute") if view.mm_district == d and inner.action != "wild" else "",
        exploit=" + ".join(_word("terrain", e) for e in inner.exploit),
        hires=t("dtable.hires_any") if colour == "any" else t("dtable.hires_only", colour=_word("colours", colour)))))
    act = ACTION_SHORT.get(inner.action, inner.action)
    if view.mm_district == d and inner.action != "wild":
        act += t("dtable.or_contribute_short")
    theme.text(surface, act, "sans-bold", 11, ACCENT, (x + 7, y + 30), "midleft")
    ex = x + w - 8
    for t_ in reversed(inner.exploit):
        if t_ == "land":
            for k, lt in enumerate(("underground", "mountain", "forest")):
                draw_hex(surface, theme, (ex - 4 - k * 4, y + 30), 5, TERRAIN_COLOUR[lt])
            ex -= 20
        else:
            draw_hex(surface, theme, (ex - 4, y + 30), 6, TERRAIN_COLOUR[t_],
                     LETTER[t_] if ctx.colour_blind else "")
            ex -= 16
    theme.text(surface, t("dtable.exploit_short"), "sans", 10, SOFT, (ex - 4, y + 30), "midright")
    # the three rings
    for ring in range(3):
        ry = y + 40 + ring * 17
        tile_id = view.district_tiles[d][ring]
        row = theme.rect(x + 4, ry, w - 8, 16)
        label = t(f"dtable.ring.{ring}")
        if tile_id is None:
            rounded(surface, (56, 52, 46), row, theme.px(3))
            key = "middle_expand_cost" if ring == 1 else "outer_expand_cost"
            theme.text(surface, t("dtable.unbuilt", label=label, cost=c.board[key][d]), "sans", 10, FAINT,
                       (x + 8, ry + 8), "midleft")
            ctx.tips.append((row, t(f"dtable.unbuilt_tip.{ring}", label=label, cost=c.board[key][d])))
            continue
        tile = c.tiles[tile_id]
        elec = view.electrified[d][ring]
        rounded(surface, (58, 70, 86) if elec else (80, 72, 60), row, theme.px(3))
        reward = tile.electrified_workshop if elec else tile.workshop
        theme.text(surface, label, "sans-bold", 10, SOFT, (x + 8, ry + 8), "midleft")
        room = w - 47 - 40 - 11 * len(view.tile_hexes[d][ring])
        theme.text(surface, fit(theme, shorts(reward).replace(t("dtable.short.worm_bus"), t("dtable.short.bus")), "sans", 11, room), "sans", 11,
                   TEXT, (x + 47, ry + 8), "midleft")
        if elec:
            bx_ = x + w - 30
            bolt = [theme.pt(bx_, ry + 1), theme.pt(bx_ - 5, ry + 9), theme.pt(bx_ - 1, ry + 9),
                    theme.pt(bx_ - 4, ry + 16), theme.pt(bx_ + 4, ry + 6), theme.pt(bx_, ry + 6)]
            pygame.draw.polygon(surface, (250, 220, 90), bolt)
        else:
            theme.text(surface, t("dtable.electrify_cost", n=tile.electrify_cost), "sans", 9, FAINT, (x + w - 30, ry + 8), "center")
        for k, hx in enumerate(view.tile_hexes[d][ring]):
            t_ = TERRAINS[hx]
            draw_hex(surface, theme, (x + w - 44 - k * 11, ry + 8), 5, TERRAIN_COLOUR[t_],
                     LETTER[t_] if ctx.colour_blind else "")
        wk = view.workshop_workers[d][ring]
        slot = (x + w - 16, ry + 8)
        if wk >= 0:
            draw_worker(surface, theme, (slot[0], slot[1] + 1), 6, COLOURS[wk], ctx.colour_blind)
        else:
            pygame.draw.circle(surface, (36, 34, 30), theme.pt(*slot), theme.px(6))
            pygame.draw.circle(surface, FAINT, theme.pt(*slot), theme.px(6), 1)
        tip = t("dtable.tile_tip_elec" if elec else "dtable.tile_tip", label=label,
                rewards=words.rewards_text(reward, lang=language()))
        if not elec:
            tip += t("dtable.electrify_tip", cost=tile.electrify_cost, rewards=words.rewards_text(tile.electrify, lang=language()))
        if wk >= 0:
            tip += t("dtable.workshop_taken", colour=_word("colour", COLOURS[wk]))
        ctx.tips.append((row, tip))
    # Magnate spaces: leftmost (2 Steam, clears workers), middle (1 Steam), rightmost (free, no workers)
    my = y + h - 13
    for sp in range(3):
        sx = x + 6 + sp * (w - 12) / 3
        sw = (w - 12) / 3 - 4
        box = theme.rect(sx, my - 8, sw, 17)
        rounded(surface, (40, 38, 36), box, theme.px(4))
        cost = view.c.board["magnate_space_steam"][sp]
        theme.text(surface, t("dtable.magnate_space", side=t(f"dtable.side.{sp}"), cost=cost), "sans", 9, FAINT, (sx + 3, my), "midleft")
        drafting = getattr(view, "decision", None) and view.decision[0] == "draft"   # not placed yet
        who = [] if drafting else [i for i, p in enumerate(view.players) if tuple(p.magnate) == (d, sp)]
        k = 0
        for i in who:
            if i not in ctx.moving:
                draw_magnate(surface, theme, L.magnate_spot(d, sp, k), 5.5, ctx.colours[i],
                             th.SEAT_COLOURS[i % 6][2], ctx.colour_blind)
            k += 1
        if view.neutral is not None and tuple(view.neutral) == (d, sp):
            draw_magnate(surface, theme, L.magnate_spot(d, sp, k), 5.5, NEUTRAL)
        ctx.tips.append((box, t(f"dtable.magnate_tip.{sp}")
                         + (t("dtable.names_suffix", names=", ".join(ctx.names[i] for i in who)) if who else "")))
    if view.mm_district == d:
        mm = theme.rect(x + w - 64, y - 9, 60, 16)
        rounded(surface, th.COPPER, mm, theme.px(5))
        theme.text(surface, t("dtable.mm_tag"), "sans-bold", 9, (20, 16, 12), (x + w - 34, y - 1), "center")
        ctx.tips.append((mm, t("dtable.mm_tag_tip")))
    if here:
        tag = theme.rect(x + 4, y - 9, 60, 16)
        rounded(surface, ACCENT, tag, theme.px(5))
        theme.text(surface, t("dtable.this_turn"), "sans-bold", 9, (20, 16, 12), (x + 34, y - 1), "center")


# END GAME SCORING: what a Pilgrim's space is worth on each track.
TRACK_SCORING = _Labels("track_tip")


def draw_tracks(surface, theme, view, ctx: Ctx):
    x, y, w, h = L.TRACKS
    heading(surface, theme, t("dtable.wilderness"), (x + 10, y + 6))
    for t_no in range(4):
        name = TERRAINS[t_no]
        track = view.tracks[t_no]
        ty = y + 34 + t_no * 34
        col = TERRAIN_COLOUR[name]
        local = _word("terrain", name)
        rr = theme.text(surface, local.capitalize(), "sans-bold", 12, col, (x + 10, ty), "midleft")
        ctx.tips.append((rr, TRACK_SCORING[name]))
        temple = theme.pt(x + 100, ty)
        pygame.draw.polygon(surface, (120, 96, 64), [(temple[0] - theme.px(10), temple[1] + theme.px(8)),
                                                    (temple[0], temple[1] - theme.px(10)),
                                                    (temple[0] + theme.px(10), temple[1] + theme.px(8))])
        tr = theme.rect(x + 88, ty - 12, 24, 24)
        at_temple = [i for i, p in enumerate(view.players) if p.pilgrims[t_no] < 0]
        ctx.tips.append((tr, t("dtable.temple_tip", name=local)
                         + (t("dtable.names_suffix", names=", ".join(ctx.names[i] for i in at_temple)) if at_temple else "")))
        for i, n in enumerate(track):
            sx = L.track_hex(t_no, i)[0]
            end = i == len(track) - 2
            if n:
                draw_hex(surface, theme, (sx, ty), 10.5, col, outline=(20, 20, 20))
                if n > 1:
                    theme.text(surface, str(n), "sans-bold", 11, (20, 20, 20), (sx, ty), "center")
                elif ctx.colour_blind:
                    theme.text(surface, LETTER[name], "sans-bold", 10, (20, 20, 20), (sx, ty), "center")
            else:
                draw_hex(surface, theme, (sx, ty), 10.5, (54, 56, 60), outline=(90, 90, 90))
                theme.text(surface, str(view.c.tracks[t_no].vp[i]), "sans", 9, SOFT, (sx, ty), "center")
            if end:
                cxp, cyp = theme.pt(sx, ty)
                pygame.draw.polygon(surface, ALERT, hex_points(cxp, cyp, theme.px(12)), max(1, theme.px(1.5)))
            cell = theme.rect(sx - 11, ty - 12, 22, 24)
            tip = (t("dtable.space_hexes_one" if n == 1 else "dtable.space_hexes_many", name=local.capitalize(),
                     i=i + 1, n=n) if n else
                   t("dtable.space_free", name=local.capitalize(), i=i + 1, vp=view.c.tracks[t_no].vp[i]))
            if end:
                tip += t("dtable.space_end")
            ctx.tips.append((cell, tip))
        # the Pilgrims
        for i, p in enumerate(view.players):
            pos = p.pilgrims[t_no]
            sx = x + 100 if pos < 0 else L.track_hex(t_no, pos)[0]
            same = [j for j, q in enumerate(view.players) if q.pilgrims[t_no] == pos]
            k = same.index(i)
            px_, py_ = sx - 7 + k * 5, ty - 9 + (k % 2) * 4
            pygame.draw.circle(surface, ctx.colours[i], theme.pt(px_, py_), theme.px(4.5))
            pygame.draw.circle(surface, (240, 236, 226), theme.pt(px_, py_), theme.px(4.5), max(1, theme.px(1)))
        disc = view.discard[t_no]
        if disc:
            rr = theme.text(surface, t("dtable.discard", n=disc), "sans", 9, SOFT, (x + 10, ty + 12), "midleft")
            ctx.tips.append((rr, t("dtable.discard_tip_one" if disc == 1 else "dtable.discard_tip_many",
                                   n=disc, name=local)))


def invention_label(view, inv):
    """A short name for a tile: "Basic food", "Ordinary 10", "University 3"."""
    i = view.c.inventions[inv]
    if i.quality == "basic":
        text = t("dtable.basic_invention", what=_word("resname", i.middle[0]))
        return text[:1].upper() + text[1:]
    name = words.invention_name(view, inv).replace(" Invention", "")   # then its quality in French
    english = i.quality.capitalize() + " "
    if name.startswith(english):   # "Ordinary 10" -> "Ordinaire 10" in French
        local = _word("quality", i.quality)
        name = local[:1].upper() + local[1:] + " " + name[len(english):]
    return name


def marks_text(inv, improved=False):
    """The rewards an Invention produces: blue ticks for everyone, pink ones for the leader."""
    marks = inv.improved_marks if improved else inv.basic_marks
    blue, pink = [], []
    for reward, m in zip(inv.immediate, marks):
        if m in ("b", "bp"):
            blue.append(reward)
        if m in ("p", "bp"):
            pink.append(reward)
    return blue, pink


TRACK_SHORT = _Labels("track_short")


def progress_text(inv):
    """The Progress track's icons in order (the tooltip says which space each is on)."""
    out = []
    for space in inv.progress[1:]:
        if space:
            r = space[0]
            out.append(TRACK_SHORT.get(r[0]) or short(r))
    return " > ".join(out)


def invention_tip(view, inv_id, improved=False):
    inv = view.c.inventions[inv_id]
    blue, pink = marks_text(inv, improved)
    tip = (t("dtable.invention_tip", name=words.invention_name(view, inv_id, lang=language()),
             quality=_word("quality", inv.quality), taken=words.rewards_text(inv.immediate, lang=language()),
             produces=words.rewards_text(blue, lang=language()) or t("dtable.nothing"))
           + (t("dtable.leader_also", what=words.rewards_text(pink, lang=language())) if pink else "")
           + t("dtable.progress_track") + ", ".join(
               t("dtable.progress_space", k=k, reward=words.describe_reward(s[0], lang=language()))
               for k, s in enumerate(inv.progress) if s))
    if not improved:
        ib, ip = marks_text(inv, True)
        tip += t("dtable.improved_produces", what=words.rewards_text(ib, lang=language()))
    return tip


def draw_market(surface, theme, view, ctx: Ctx):
    x, y, w, h = L.MARKET
    costs = view.c.board["invention_food_cost"]
    left = " · ".join(f"{_word('quality', q)} {len(view.stacks[q])}" for q in ("ordinary", "innovative", "brilliant"))
    heading(surface, theme, t("dtable.market"), (x + 10, y + 6))
    theme.text(surface, t("dtable.left_in_stacks", left=left), "sans", 10, SOFT, (x + w - 10, y + 13), "midright")
    tw = (w - 20 - 4 * 6) / 5
    for slot in range(5):
        tx = x + 10 + slot * (tw + 6)
        ty = y + 26
        inv_id = view.market[slot]
        q = MARKET_SLOTS[slot]
        r = panel(surface, theme, (tx, ty, tw, h - 34), fill=CARD, border=QUALITY_COLOUR[q], radius=6)
        rounded(surface, QUALITY_COLOUR[q], theme.rect(tx + 1, ty + 1, tw - 2, 16), theme.px(5))
        theme.text(surface, t("dtable.slot_head", quality=_word("quality", q).capitalize(), cost=costs[q]),
                   "sans-bold", 10, (20, 20, 20),
                   (tx + tw / 2, ty + 9), "center")
        if inv_id is None:
            theme.text(surface, t("dtable.empty"), "sans", 11, FAINT, (tx + tw / 2, ty + 50), "center")
            continue
        invention_body(surface, theme, view, inv_id, tx, ty + 18, tw, h - 34 - 18)
        ctx.tips.append((r, invention_tip(view, inv_id)))


def invention_body(surface, theme, view, inv_id, tx, ty, tw, th_):
    """An Invention's name, what taking it alone gives, what it makes and its Progress track."""
    inv = view.c.inventions[inv_id]
    theme.text(surface, fit(theme, invention_label(view, inv_id), "sans-bold", 11, tw - 10), "sans-bold", 11, TEXT,
               (tx + 5, ty + 8), "midleft")
    blue, pink = marks_text(inv)
    lines = [(t("dtable.gain"), shorts(inv.immediate)),
             (t("dtable.makes"), (shorts(blue) or t("dtable.nothing"))
              + (t("dtable.leader_plus", what=shorts(pink)) if pink else "")),
             (t("dtable.track"), progress_text(inv))]
    yy = ty + 21
    bottom = ty + th_ - 6
    for lab, text in lines:
        if yy > bottom:
            break
        theme.text(surface, lab, "sans", 9, SOFT, (tx + 5, yy), "midleft")
        wrapped = theme.wrap(text, "sans", 10, tw - 40)
        for k, line in enumerate(wrapped[:3]):
            if yy + k * 11 > bottom:
                break
            theme.text(surface, line, "sans", 10, TEXT, (tx + 36, yy + k * 11), "midleft")
        yy += 11 * min(3, len(wrapped)) + 2


def draw_pending_invention(surface, theme, view, ctx: Ctx):
    """While an Invention waits to be installed, show it under the choices."""
    d = getattr(view, "decision", None)
    if not d or d[0] != "install" or not isinstance(d[3], str) or d[3] not in view.c.inventions:
        return
    x, y, w, h = L.DECISION
    rect = (x + 12, y + h - 128, 200, 96)
    inv = view.c.inventions[d[3]]
    r = panel(surface, theme, rect, fill=CARD, border=QUALITY_COLOUR.get(inv.quality, BORDER), radius=6)
    heading(surface, theme, t("dtable.to_install"), (rect[0] + 6, rect[1] - 16))
    invention_body(surface, theme, view, d[3], rect[0] + 4, rect[1] + 2, rect[2] - 8, rect[3] - 4)
    ctx.tips.append((r, invention_tip(view, d[3])))


def player_scores(view) -> list:
    """Every player's score: the seats', then in solo the Mayor's (a player, not a seat)."""
    scores = list(view.scores())
    mayor = getattr(view, "mayor_score", lambda: None)()
    return scores + [mayor] if mayor is not None else scores


def draw_players(surface, theme, view, ctx: Ctx):
    n = len(view.players)  # solo: the Mayor has a Factory too, though he is not a seat
    for seat in range(n):
        draw_player(surface, theme, view, ctx, seat, L.player_panel(seat, n))


CONFLICT_NAMES = _Labels("operation")   # 0..3: Steam, Buildings, Workers, Progress


STAT_KEYS = ("prestige", "reputation", "worm_bus", "engine", "banners", "grant")   # the stats line, in order


def draw_player(surface, theme, view, ctx: Ctx, seat: int, rect):
    x, y, w, h = rect
    p = view.players[seat]
    c = view.c
    active = seat == ctx.active
    r = theme.rect(*rect)   # the panel itself is in the chrome; the seat to play is lit here
    if active:
        rounded(surface, PANEL_HI, r, theme.px(8))
        rounded(surface, ACCENT, r, theme.px(8), max(1, theme.px(2.5)))
    col = ctx.colours[seat]
    pygame.draw.rect(surface, col, theme.rect(x + 1, y + 6, 5, h - 12))
    draw_magnate(surface, theme, (x + 18, y + 13), 6.5, col, th.SEAT_COLOURS[seat % 6][2], ctx.colour_blind)
    name = ctx.names[seat]
    who = t("dtable.who.you") if seat == ctx.viewer else t("dtable.who.human" if ctx.humans[seat] else "dtable.who.ai")
    theme.text(surface, name, "sans-bold", 15, TEXT, (x + 30, y + 12), "midleft")
    nw = theme.font("sans-bold", 15).size(name)[0] / theme.s
    theme.text(surface, who, "sans", 11, SOFT, (x + 36 + nw, y + 13), "midleft")
    score = player_scores(view)[seat].total
    theme.text(surface, t("dtable.vp", n=score), "serif-bold", 18, ACCENT, L.score_spot(seat, len(view.players)),
               "midright")
    ctx.tips.append((theme.rect(x + w - 70, y, 70, 24), t("dtable.score_tip", name=name, n=score)
                     + (t("dtable.end_vp_tip", n=p.end_vp) if p.end_vp else "")))
    if active:   # a brass pointer at the edge of the seat to play
        pygame.draw.polygon(surface, ACCENT, [theme.pt(x - 5, y + 6), theme.pt(x + 3, y + 13),
                                              theme.pt(x - 5, y + 20)])
    # resources, Wealth, Steam
    vals = list(p.res) + [p.wealth, p.steam]
    names = list(RESOURCES) + ["wealth", "steam"]
    n = len(view.players)
    for k, (nm, v) in enumerate(zip(names, vals)):
        tip = t("dtable.res_tip", label=RESOURCE_LABEL[nm], n=v) + (t("dtable.at_most_9") if nm in RESOURCES else "")
        if nm == "wealth":
            tip += t("dtable.wealth_tip")
        if nm == "steam":
            tip += t("dtable.steam_tip")
        chip(surface, theme, *L.resource_chip(seat, n, k), RESOURCE_COLOUR[nm], v, RESOURCE_LABEL[nm][:2], ctx.tips, tip)
    # workers, the Exploitation Record and the Operation tiles
    wy = y + 53
    wx = x + 14
    for k, cn in enumerate(COLOURS):
        spot = L.worker_spot(seat, n, k)
        draw_worker(surface, theme, spot, 6, cn, ctx.colour_blind)
        theme.text(surface, str(p.workers[k]), "sans-bold", 11, TEXT, (spot[0] + 8, spot[1]), "midleft")
    cap = worker_cap(view, seat)
    theme.text(surface, f"/{cap}", "sans", 10, ALERT if p.worker_count() >= cap else SOFT, (wx + 90, wy), "midleft")
    ctx.tips.append((theme.rect(x + 6, wy - 9, 116, 18),
                     t("dtable.workers_tip", cap=cap,
                       list=", ".join(f"{p.workers[k]} {_word('colour', cn)}" for k, cn in enumerate(COLOURS)))))
    for k, t_ in enumerate(TERRAINS):
        spot = L.record_hex(seat, n, k)
        draw_hex(surface, theme, spot, 7, TERRAIN_COLOUR[t_], LETTER[t_] if ctx.colour_blind else "")
        theme.text(surface, str(p.record[k]), "sans-bold", 11, ALERT if p.record[k] >= 2 else TEXT,
                   (spot[0] + 9, spot[1]), "midleft")
    ctx.tips.append((theme.rect(x + 122, wy - 9, 98, 18),
                     t("dtable.record_tip",
                       list=", ".join(f"{p.record[k]} {_word('terrain', t_)}" for k, t_ in enumerate(TERRAINS)))))
    for k in range(4):
        nm = CONFLICT_NAMES[k]
        on = p.conflict[k]
        bx_ = x + w - 84 + k * 19
        box = theme.rect(bx_, wy - 8, 17, 16)
        rounded(surface, (176, 60, 48) if on else (60, 62, 66), box, theme.px(3))
        theme.text(surface, nm[0], "sans-bold", 10, TEXT if on else FAINT, (bx_ + 8.5, wy), "center")
        ctx.tips.append((box, t("dtable.operation_tip", name=nm,
                                state=t("dtable.in_conflict") if on else t("dtable.calm"))))
    # tracks: Prestige, Reputation, Worm-Bus, Banners, Grant, Production token
    sy = y + 69
    rep_vp = c.factory["reputation_vp"][p.reputation]
    nxt = c.prestige_track[p.prestige + 1] if p.prestige + 1 < len(c.prestige_track) else ()
    eng = c.factory["steam_engine"]
    stats = [(t("dtable.stat.prestige", n=p.prestige), t("dtable.stat.prestige_tip", n=p.prestige)
              + (t("dtable.stat.prestige_next", what=words.rewards_text(nxt, lang=language())) if nxt else "")),
             (t("dtable.stat.rep", n=p.reputation + 1, vp=rep_vp),
              t("dtable.stat.rep_tip", n=p.reputation + 1, vp=rep_vp)),
             (t("dtable.stat.bus", n=p.worm_bus), t("dtable.stat.bus_tip", n=p.worm_bus + 1,
                                                   total=len(c.worm_bus_rail))),
             (t("dtable.stat.engine", n=f"{p.chimney:+d}"),
              t("dtable.stat.engine_tip", n=f"{p.chimney:+d}", min=eng["min"], max=eng["max"])),
             (t("dtable.stat.banners", n=p.banners), t("dtable.stat.banners_tip", n=p.banners)),
             (t("dtable.stat.grant"), t("dtable.stat.grant_tip") if p.grant else t("dtable.stat.grant_used"))]
    sx = x + 8
    for k_, (text, tip) in enumerate(stats):
        tw_ = theme.font("sans", 10.5).size(text)[0] / theme.s
        ctx.spots[(seat, STAT_KEYS[k_])] = (sx + tw_ / 2, sy - 7)   # where motion says a gain
        used = k_ == len(stats) - 1 and not p.grant
        rr = theme.text(surface, fit(theme, text, "sans", 10.5, x + w - 4 - sx), "sans", 10.5,
                        FAINT if used else TEXT, (sx, sy), "midleft")
        if used:
            pygame.draw.line(surface, FAINT, (rr.left, rr.centery), (rr.right, rr.centery), max(1, theme.px(1)))
        ctx.tips.append((rr, tip))
        sx += tw_ + 7
    prod = t("dtable.production_ready") if p.production_ready else t("dtable.production_resting")
    tx_ = x + 40 + nw + theme.font("sans", 11).size(who)[0] / theme.s
    rr = theme.text(surface, "· " + prod, "sans", 10, ACCENT if p.production_ready else FAINT,
                    (tx_, y + 13), "midleft")
    ctx.tips.append((rr, t("dtable.production_tip")))
    # the Factory: 3 buildings x 3 floors
    fy = y + 79
    fh = h - (fy - y) - 5
    bw = (w - 16 - 8) / 3
    for b in range(3):
        bx = x + 8 + b * (bw + 4)
        cost = building_cost(view, seat, b)
        rounded(surface, (38, 40, 46), theme.rect(bx, fy, bw, fh), theme.px(4))
        theme.text(surface, t("dtable.building_foot", side=t(f"dtable.building.{b}"), cost=cost), "sans", 9, SOFT,
                   (bx + bw / 2, fy + fh - 6), "center")
        floor_h = (fh - 14) / 3
        for f in range(3):
            inv_id = p.slots[b][f]
            fy_ = fy + 2 + (2 - f) * floor_h
            cell = theme.rect(bx + 2, fy_, bw - 4, floor_h - 2)
            if inv_id is None:
                rounded(surface, (46, 48, 54), cell, theme.px(3))
                continue
            inv = c.inventions[inv_id]
            rounded(surface, CARD, cell, theme.px(3))
            pygame.draw.rect(surface, QUALITY_COLOUR[inv.quality], theme.rect(bx + 2, fy_, 4, floor_h - 2))
            improved = p.improved[b][f]
            # the name fits the cell, clear of the improved mark (the tooltip has it whole)
            label = fit(theme, invention_label(view, inv_id), "sans-bold" if floor_h > 34 else "sans",
                        11 if floor_h > 34 else 10, bw - 16 - (12 if improved else 0))
            if floor_h > 34:
                blue, pink = marks_text(inv, improved)
                theme.text(surface, label, "sans-bold", 11, TEXT, (bx + 9, fy_ + 9), "midleft")
                for k, line in enumerate(theme.wrap(t("dtable.makes_line", what=shorts(blue) or t("dtable.nothing")), "sans", 10,
                                                    bw - 16)[:1 if floor_h < 50 else 2]):
                    theme.text(surface, line, "sans", 10, SOFT, (bx + 9, fy_ + 21 + k * 12), "midleft")
                if pink and floor_h > 70:
                    theme.text(surface, t("dtable.leader_line", what=shorts(pink)), "sans", 10, SOFT, (bx + 9, fy_ + 48),
                               "midleft")
            else:
                theme.text(surface, label, "sans", 10, TEXT, (bx + 9, fy_ + floor_h / 2 - 1 - (3 if floor_h > 22 else 0)),
                           "midleft")
            if improved:
                tri = [theme.pt(bx + bw - 10, fy_ + 3), theme.pt(bx + bw - 15, fy_ + 10), theme.pt(bx + bw - 5, fy_ + 10)]
                pygame.draw.polygon(surface, (120, 220, 120), tri)
            last = len(inv.progress) - 1
            pos = p.progress[b][f]
            pw = (bw - 16) / max(1, last)
            py_ = fy_ + floor_h - 6
            for k in range(1, last + 1):
                on = k <= pos
                pygame.draw.rect(surface, ACCENT if on else (80, 80, 84),
                                 theme.rect(bx + 9 + (k - 1) * pw, py_, max(1, pw - 1.5), 3))
            ctx.tips.append((cell, t("dtable.cell_tip",
                                     building=t(f"dtable.cell_building.{b}"), floor=t(f"dtable.floor.{f}"),
                                     tip=invention_tip(view, inv_id, improved), pos=pos, last=last)
                             + (t("dtable.improved") if improved else "")))


# --- the right column -------------------------------------------------------------------------------------
def draw_decision(surface, theme, view, ctx: Ctx, waiting: str):
    x, y, w, h = L.DECISION
    mine = t("dtable.decision_of", name=ctx.names[ctx.active]) if ctx.active is not None and sum(ctx.humans) > 1 \
        else t("dtable.your_decision")
    heading(surface, theme, mine if waiting == "" else t("dtable.now"), (x + 14, y + 8))
    lines = theme.wrap(ctx.decision_help or waiting, "sans", 12.5, w - 28)[:3]
    for k, line in enumerate(lines):
        theme.text(surface, line, "sans", 12.5, TEXT, (x + 14, y + 26 + k * 16))
    if view.is_over():
        # the final count, before the results screen takes over
        from game.ui.scenes.results import part_label
        scores = player_scores(view)
        winners = set(view.winners())
        yy = y + 62
        heading(surface, theme, t("dtable.final_scores"), (x + 14, yy - 16))
        for seat in sorted(range(len(scores)), key=lambda s_: -scores[s_].total):
            sc = scores[seat]
            star = t("dtable.wins") if seat in winners else ""
            pygame.draw.circle(surface, ctx.colours[seat], theme.pt(x + 20, yy + 9), theme.px(5))
            theme.text(surface, t("dtable.final_line", name=ctx.names[seat], n=sc.total, star=star), "sans-bold", 13,
                       ACCENT if seat in winners else TEXT, (x + 30, yy))
            parts = ", ".join(f"{part_label(n).lower()} {v}" for n, v in sc.breakdown if v)
            for k, line in enumerate(theme.wrap(parts, "sans", 11, w - 44)[:3]):
                theme.text(surface, line, "sans", 11, SOFT, (x + 30, yy + 17 + k * 14))
            yy += 20 + 14 * min(3, len(theme.wrap(parts, "sans", 11, w - 44))) + 6
    elif waiting:
        # what this turn has brought so far, so an AI's moves can be followed as they come
        since = []
        for entry in reversed(ctx.log):
            since.append(entry)
            if entry.style == "turn":
                break
        since.reverse()
        yy = y + 80
        heading(surface, theme, t("dtable.this_turn_so_far"), (x + 14, yy - 18))
        rows = []
        for seat, text, style in ((e.seat, e.text, e.style) for e in since):
            for k, line in enumerate(theme.wrap(text, "sans-bold" if style != "event" else "sans", 12, w - 48)):
                rows.append((seat if k == 0 else -1, line, style))
        for seat, line, style in rows[-16:]:
            if seat is not None and seat >= 0:
                pygame.draw.circle(surface, ctx.colours[seat], theme.pt(x + 20, yy + 8), theme.px(4))
            theme.text(surface, line, "sans-bold" if style != "event" else "sans", 12,
                       ACCENT if style == "turn" else (TEXT if style == "action" else SOFT), (x + 30, yy))
            yy += 16


def draw_tabs(surface, theme, view, ctx: Ctx):
    x, y, w, h = L.TABS
    if ctx.tab == "log":
        draw_log(surface, theme, ctx, (x, y + 22, w, h - 22))
    elif ctx.tab == "cities":
        draw_cities(surface, theme, view, ctx, (x, y + 22, w, h - 22))
    else:
        draw_machine(surface, theme, view, ctx, (x, y + 22, w, h - 22))


def log_lines(theme, ctx: Ctx, width):
    out = []
    for entry in ctx.log:
        role = "sans-bold" if entry.style == "turn" else "sans"
        for k, chunk in enumerate(theme.wrap(entry.text, role, 12, width)):
            out.append((entry.seat if k == 0 else -1, chunk, entry.style))
    return out


def draw_log(surface, theme, ctx: Ctx, rect):
    x, y, w, h = rect
    rows = int((h - 12) // 16)
    lines = log_lines(theme, ctx, w - 36)
    end = len(lines) - ctx.log_scroll
    shown = lines[max(0, end - rows):max(0, end)]
    for k, (seat, text, style) in enumerate(shown):
        ly = y + 8 + k * 16
        if seat is not None and seat >= 0:
            pygame.draw.circle(surface, ctx.colours[seat], theme.pt(x + 12, ly + 8), theme.px(4))
        colour = ACCENT if style == "turn" else (TEXT if style == "action" else SOFT)
        role = "sans-bold" if style in ("turn",) else "sans"
        theme.text(surface, text, role, 12, colour, (x + 22 if style != "event" else x + 28, ly))
    if ctx.log_scroll:
        theme.text(surface, t("dtable.scrolled_back", n=ctx.log_scroll), "sans", 10, ACCENT,
                   (x + w - 8, y + h - 10), "midright")


def draw_cities(surface, theme, view, ctx: Ctx, rect):
    x, y, w, h = rect
    rh = (h - 10) / len(view.cities)
    for i, cid in enumerate(view.cities):
        city = view.c.cities[cid]
        cy = y + 5 + i * rh
        r = theme.rect(x + 6, cy, w - 12, rh - 4)
        rounded(surface, CARD, r, theme.px(5))
        theme.text(surface, words.title(cid, lang=language()), "sans-bold", 12, TEXT, (x + 12, cy + 9), "midleft")
        theme.text(surface, t("dtable.trade_costs", n=city.steam), "sans", 10, SOFT, (x + 150, cy + 9), "midleft")
        for k, s in enumerate(view.banners[i]):
            pygame.draw.rect(surface, ctx.colours[s], theme.rect(x + w - 20 - k * 10, cy + 3, 7, 12))
        trade = "  ".join(f"{k + 1}:{short(rw)}" for k, rw in enumerate(city.trade))
        theme.text(surface, fit(theme, trade, "sans", 10, w - 24), "sans", 10, TEXT, (x + 12, cy + 23), "midleft")
        cond = _word("condition", city.condition)   # every condition has its words in table.py
        theme.text(surface, fit(theme, t("dtable.partner_line", cond=cond, what=shorts(city.effect)), "sans", 10,
                                w - 24),
                   "sans", 10, SOFT,
                   (x + 12, cy + 36), "midleft")
        ctx.tips.append((r, t("dtable.city_tip", name=words.title(cid, lang=language()), steam=city.steam,
                              trade=words.rewards_text(city.trade, lang=language()), cond=cond,
                              effect=words.rewards_text(city.effect, lang=language()))
                            + (t("dtable.banners_here", names=", ".join(ctx.names[s] for s in view.banners[i]))
                               if view.banners[i] else "")))


def draw_machine(surface, theme, view, ctx: Ctx, rect):
    x, y, w, h = rect
    c = view.c
    m = c.mega_machines[view.mm]
    theme.text(surface, t("dtable.machine_title", name=words.title(m.id, lang=language())), "sans-bold", 13, TEXT, (x + 12, y + 14), "midleft")
    theme.text(surface, t("dtable.machine_in", district=district_name(view, view.mm_district)), "sans", 11, SOFT,
               (x + w - 12, y + 14), "midright")
    rewards = list(m.workshop)
    for u in view.mm_installed:
        rewards.extend(c.upgrades[u])
    worker = COLOURS[view.mm_worker] if view.mm_worker >= 0 else None
    theme.text(surface, t("dtable.workshop_line", what=shorts(rewards))
               + (t("dtable.workshop_taken_by", worker=_word("colour", worker)) if worker else t("dtable.workshop_empty")),
               "sans", 11, TEXT, (x + 12, y + 34), "midleft")
    sw = (w - 24 - 10) / 3
    for i, space in enumerate(m.spaces):
        sx = x + 12 + (i % 3) * (sw + 5)
        sy = y + 50 + (i // 3) * 44
        filled = view.mm_spaces[i]
        r = theme.rect(sx, sy, sw, 40)
        rounded(surface, (40, 40, 44) if filled else CARD, r, theme.px(4))
        theme.text(surface, t("dtable.space", i=i + 1), "sans-bold", 10, SOFT, (sx + 5, sy + 9), "midleft")
        if filled == BLOCKED:
            label = t("dtable.blocked")
        elif filled:
            label = t("dtable.donated")
        else:
            label = shorts(space)
        for k, line in enumerate(theme.wrap(label, "sans", 10, sw - 10)[:2]):
            theme.text(surface, line, "sans", 10, FAINT if filled else TEXT, (sx + 5, sy + 22 + k * 11), "midleft")
        ctx.tips.append((r, t("dtable.donation_tip", i=i + 1,
                              what=t("dtable.blocked_tip") if filled == BLOCKED else
                              t("dtable.filled_tip") if filled else
                              t("dtable.gains_tip", what=words.rewards_text(space, lang=language())))))
    uy = y + 146
    ups = []
    for k, u in enumerate(view.mm_upgrades):
        if u is not None:
            ups.append(t("dtable.upgrade_spaces", name=words.title(u, lang=language()),
                         spaces=", ".join(str(s + 1) for s in m.links[k])))
    notes = [(t("dtable.upgrades_waiting", what="; ".join(ups) if ups else t("dtable.none")), SOFT)]
    if view.mm_installed:
        notes.append((t("dtable.installed", what=", ".join(words.title(u, lang=language()) for u in view.mm_installed)), ACCENT))
    top = view.university_stack[-1] if view.university_stack else None
    notes.append(((t("dtable.university_top", n=len(view.university_stack), name=words.invention_name(view, top, lang=language()))
                   if top else t("dtable.university_empty")), SOFT))
    cost = c.board["contribute_cost"]
    pay = ", ".join(f"{v} {SHORT.get(k, k)}" for k, v in cost.items())
    notes.append((t("dtable.contribute_line", pay=pay), SOFT))
    yy = uy - 6
    for text, colour in notes:
        for line in theme.wrap(text, "sans", 10, w - 24):
            if yy > y + h - 10:
                break
            theme.text(surface, line, "sans", 10, colour, (x + 12, yy), "midleft")
            yy += 13


def draw_tooltip(surface, theme, text, mouse_px):
    lines = theme.wrap(text, "sans", 12, 300)
    w = max(theme.font("sans", 12).size(line)[0] for line in lines) + theme.px(16)
    h = len(lines) * theme.px(16) + theme.px(10)
    mx, my = mouse_px
    sw, sh = surface.get_size()
    x = min(mx + theme.px(14), sw - w - 4)
    y = my + theme.px(18)
    if y + h > sh - 4:
        y = my - h - theme.px(8)
    r = pygame.Rect(x, y, w, h)
    rounded(surface, (20, 20, 24), r, theme.px(6), alpha=235)
    rounded(surface, BORDER, r, theme.px(6), 1)
    font = theme.font("sans", 12)
    for k, line in enumerate(lines):
        surface.blit(font.render(line, True, TEXT), (x + theme.px(8), y + theme.px(5) + k * theme.px(16)))


# --- what the hovered choice is about, drawn over the cached board each frame ------------------------
def draw_focus(surface, theme, view, focus: dict, tab: str, alpha: int = 255) -> None:
    """Light what `focus` names; a fading `alpha` marks what just changed."""
    if not focus:
        return
    alpha = max(0, min(255, int(alpha)))
    glow = lambda rect: rounded(surface, ACCENT, theme.rect(*rect), theme.px(8), max(2, theme.px(3)),  # noqa: E731
                                alpha=alpha)
    track = focus.get("track")
    if track is not None and 0 <= track < 4:
        x, y, w, h = L.TRACKS
        glow((x + 4, y + 34 + track * 34 - 15, w - 8, 30))
    d = focus.get("district")
    if d is not None and 0 <= d < 5:
        x, y, w, h = L.district_card(d)
        rounded(surface, ACCENT, theme.rect(x - 4, y - 4, w + 8, h + 8), theme.px(10), alpha=alpha * 70 // 255)
        glow((x - 1, y - 1, w + 2, h + 2))
        sp = focus.get("space")
        if sp is not None:
            sx = x + 6 + sp * (w - 12) / 3
            glow((sx - 1, y + h - 22, (w - 12) / 3 - 2, 19))
    slots = focus.get("slots") or ()
    mx, my, mw, mh = L.MARKET
    tw = (mw - 20 - 4 * 6) / 5
    for slot in slots:
        glow((mx + 10 + slot * (tw + 6) - 1, my + 25, tw + 2, mh - 32))
    b, seat = focus.get("building"), focus.get("seat")
    if b is not None and seat is not None and 0 <= b < 3 and 0 <= seat < view.num_seats:
        x, y, w, h = L.player_panel(seat, view.num_seats)
        fy = y + 79
        fh = h - (fy - y) - 5
        bw = (w - 16 - 8) / 3
        glow((x + 8 + b * (bw + 4) - 1, fy - 1, bw + 2, fh + 2))
    city = focus.get("city")
    if city is not None and tab == "cities" and isinstance(city, int) and 0 <= city < len(view.cities):
        x, y, w, h = L.TABS
        y, h = y + 22, h - 22
        rh = (h - 10) / len(view.cities)
        glow((x + 6, y + 5 + city * rh, w - 12, rh - 4))
