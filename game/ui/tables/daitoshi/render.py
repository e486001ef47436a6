"""Drawing the Daitoshi table from a view: steel and brass, every piece labelled in words.

Everything here reads a view (`session.view(viewer)`) and draws; nothing writes to it. Each part
that has a rule behind it adds a tooltip (pixel rect, text) to `ctx.tips`, which the scene shows
under the mouse.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.core.daitoshi import words
from game.core.daitoshi.city_actions import BLOCKED, MARKET_SLOTS
from game.core.daitoshi.components import COLOURS, RESOURCES, TERRAINS
from game.core.daitoshi.effects import worker_cap
from game.core.daitoshi.production import building_cost
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
RESOURCE_LABEL = {"food": "Food", "energy": "Energy", "materials": "Materials", "luxury": "Luxury",
                  "wealth": "Wealth", "steam": "Steam"}
QUALITY_COLOUR = {"basic": (140, 140, 140), "ordinary": (112, 160, 104), "innovative": (84, 136, 200),
                  "brilliant": (200, 116, 190), "university": (210, 164, 76)}
LETTER = {"river": "R", "forest": "F", "mountain": "M", "underground": "U",
          "blue": "B", "green": "G", "yellow": "Y", "red": "R"}
NEUTRAL = (150, 150, 150)

SHORT = {"food": "food", "energy": "energy", "materials": "mat.", "luxury": "lux.",
         "wealth": "Wealth", "steam": "Steam", "water": "water", "coal": "coal", "vp": "VP",
         "end_vp": "VP at end", "prestige": "Prestige", "reputation": "Reput.",
         "progress": "progress", "worm_bus": "Worm-Bus", "score_reputation": "Reput. VP",
         "give_back": "give back", "give_back_conflict": "give back+", "hex_reward": "hex reward",
         "partnership": "Banner", "create_partnership": "Partner", "activate_partnership": "Partner rwd",
         "city_effect": "City rwd", "mm_workshop": "MM Workshop", "market_brilliant": "Brilliant",
         "workshop_reward": "Workshop", "upgrade": "improve", "mm_ready": "MM-ready",
         "score": "score VP", "score_twice": "score VP x2", "hexes": "hexes' rewards"}


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
        return f"{n} " + ("" if param == "any" else f"{param} ") + "Pilgrim"
    if kind == "worker":
        return f"{n} {'any' if param == 'any' else param} worker"
    label = SHORT.get(kind, kind.replace("_", " "))
    return f"{n} {label}" if kind not in ("upgrade", "mm_ready", "score", "score_twice", "hexes") else label


def shorts(rewards) -> str:
    merged: list[list] = []
    for kind, param, n in rewards:
        for m in merged:
            if m[0] == kind and m[1] == param and kind in words._ADDABLE:
                m[2] += n
                break
        else:
            merged.append([kind, param, n])
    return " · ".join(short(tuple(m)) for m in merged)


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
    log: list = field(default_factory=list)        # (seat | None, text, style)
    log_scroll: int = 0
    decision_title: str = ""
    decision_help: str = ""
    time: float = 0.0
    tips: list = field(default_factory=list)       # (pygame.Rect, text)


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
    if view.is_over():
        end = "  ·  final position"
    elif view.last_turn is not None:
        left = max(0, view.last_turn - turn) + 1
        end = f"  ·  END TRIGGERED: {left} turn{'s' if left != 1 else ''} left"
    theme.text(surface, f"Round {rnd} · turn {turn + 1}{end}", "sans", 13,
               ALERT if "END" in end else SOFT, (200, 20), "midleft")
    if ctx.decision_title:
        theme.text(surface, ctx.decision_title, "sans-bold", 16, TEXT, (1172, 20), "midright")


def draw_ring(surface, theme, view, ctx: Ctx):
    x, y, w, h = L.RING
    heading(surface, theme, "The city", (x + 10, y + 6))
    theme.text(surface, "5 districts; Magnates", "sans", 10, SOFT, (x + 10, y + 22))
    theme.text(surface, "move clockwise", "sans", 10, SOFT, (x + 10, y + 34))
    theme.text(surface, f"District tiles left: Middle {len(view.middle_stack)} · Outer {len(view.outer_stack)}",
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
    theme.text(surface, "CITY", "sans-bold", 10, ACCENT, (cx, cy - 4), "center")
    for d in range(5):
        draw_district(surface, theme, view, ctx, d)


def district_name(view, d):
    return words.title(view.district_tiles[d][0])


ACTION_NAME = {"wild": "Wild action (any)", "commit": "Commit to an Invention", "expand": "Expand / Renovate",
               "electrify": "Electrify", "trade": "Trade"}
ACTION_SHORT = {"wild": "Any action", "commit": "Commit", "expand": "Expand", "electrify": "Electrify",
                "trade": "Trade"}


def draw_district(surface, theme, view, ctx: Ctx, d: int):
    c = view.c
    x, y, w, h = L.district_card(d)
    inner = c.tiles[view.district_tiles[d][0]]
    here = view.cur_district == d
    panel(surface, theme, (x, y, w, h), fill=CARD, border=ACCENT if here else BORDER, width=2.5 if here else 1.2)
    # title: name and the district's action
    rounded(surface, CARD_DEEP, theme.rect(x + 1, y + 1, w - 2, 20), theme.px(7))
    theme.text(surface, words.title(inner.id), "sans-bold", 13, TEXT, (x + 7, y + 11), "midleft")
    colour = inner.workers
    if colour == "any":
        for k, cn in enumerate(COLOURS):
            pygame.draw.circle(surface, WORKER_COLOUR[cn], theme.pt(x + w - 34 + k * 8, y + 11), theme.px(3.5))
    else:
        draw_worker(surface, theme, (x + w - 14, y + 12), 6, colour, ctx.colour_blind)
    ctx.tips.append((theme.rect(x, y, w, 22),
                     f"{words.title(inner.id)} (district {d + 1}). Action: {ACTION_NAME.get(inner.action, inner.action)}"
                     + (" or Contribute to the Mega-Machine" if view.mm_district == d and inner.action != "wild" else "")
                     + f". Exploit: {' + '.join(inner.exploit)}. Hires "
                     + ("workers of any colour." if colour == "any" else f"{colour} workers only.")))
    act = ACTION_SHORT.get(inner.action, inner.action)
    if view.mm_district == d and inner.action != "wild":
        act += " / Contribute"
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
    theme.text(surface, "Ex.", "sans", 10, SOFT, (ex - 4, y + 30), "midright")
    # the three rings
    for ring in range(3):
        ry = y + 40 + ring * 17
        tile_id = view.district_tiles[d][ring]
        row = theme.rect(x + 4, ry, w - 8, 16)
        label = ("Inner", "Middle", "Outer")[ring]
        if tile_id is None:
            rounded(surface, (56, 52, 46), row, theme.px(3))
            key = "middle_expand_cost" if ring == 1 else "outer_expand_cost"
            theme.text(surface, f"{label}  unbuilt ({c.board[key][d]} mat.)", "sans", 10, FAINT,
                       (x + 8, ry + 8), "midleft")
            ctx.tips.append((row, f"The {label} space is not built yet: Expand it for {c.board[key][d]} "
                                  f"construction materials and {ring} hex{'es' if ring > 1 else ''} from your "
                                  "Exploitation Record" + (" (after the Middle one)" if ring == 2 else "")))
            continue
        tile = c.tiles[tile_id]
        elec = view.electrified[d][ring]
        rounded(surface, (58, 70, 86) if elec else (80, 72, 60), row, theme.px(3))
        reward = tile.electrified_workshop if elec else tile.workshop
        theme.text(surface, label, "sans-bold", 10, SOFT, (x + 8, ry + 8), "midleft")
        room = w - 47 - 40 - 11 * len(view.tile_hexes[d][ring])
        theme.text(surface, fit(theme, shorts(reward).replace("Worm-Bus", "Bus"), "sans", 11, room), "sans", 11,
                   TEXT, (x + 47, ry + 8), "midleft")
        if elec:
            bx_ = x + w - 30
            bolt = [theme.pt(bx_, ry + 1), theme.pt(bx_ - 5, ry + 9), theme.pt(bx_ - 1, ry + 9),
                    theme.pt(bx_ - 4, ry + 16), theme.pt(bx_ + 4, ry + 6), theme.pt(bx_, ry + 6)]
            pygame.draw.polygon(surface, (250, 220, 90), bolt)
        else:
            theme.text(surface, f"{tile.electrify_cost}e", "sans", 9, FAINT, (x + w - 30, ry + 8), "center")
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
        tip = (f"{label} tile{' (electrified)' if elec else ''}: a worker here gains "
               f"{words.rewards_text(reward)}.")
        if not elec:
            tip += f" Electrify for {tile.electrify_cost} energy: {words.rewards_text(tile.electrify)}."
        if wk >= 0:
            tip += f" Workshop taken by a {COLOURS[wk]} worker."
        ctx.tips.append((row, tip))
    # Magnate spaces: leftmost (2 Steam, clears workers), middle (1 Steam), rightmost (free, no workers)
    my = y + h - 13
    for sp in range(3):
        sx = x + 6 + sp * (w - 12) / 3
        sw = (w - 12) / 3 - 4
        box = theme.rect(sx, my - 8, sw, 17)
        rounded(surface, (40, 38, 36), box, theme.px(4))
        cost = view.c.board["magnate_space_steam"][sp]
        theme.text(surface, ("L", "M", "R")[sp] + f" {cost}St", "sans", 9, FAINT, (sx + 3, my), "midleft")
        drafting = getattr(view, "decision", None) and view.decision[0] == "draft"   # not placed yet
        who = [] if drafting else [i for i, p in enumerate(view.players) if tuple(p.magnate) == (d, sp)]
        k = 0
        for i in who:
            draw_magnate(surface, theme, (sx + sw - 7 - k * 12, my + 1), 5.5, ctx.colours[i],
                         th.SEAT_COLOURS[i % 6][2], ctx.colour_blind)
            k += 1
        if view.neutral is not None and tuple(view.neutral) == (d, sp):
            draw_magnate(surface, theme, (sx + sw - 7 - k * 12, my + 1), 5.5, NEUTRAL)
        ctx.tips.append((box, ("Leftmost Magnate space: 2 Steam, sends all this district's workers home; 1 Magnate",
                                "Middle Magnate space: 1 Steam; 1 Magnate",
                                "Rightmost Magnate space: free, up to 4 Magnates, but no workers this turn")[sp]
                         + (": " + ", ".join(ctx.names[i] for i in who) if who else "")))
    if view.mm_district == d:
        mm = theme.rect(x + w - 64, y - 9, 60, 16)
        rounded(surface, th.COPPER, mm, theme.px(5))
        theme.text(surface, "MEGA-MACH.", "sans-bold", 9, (20, 16, 12), (x + w - 34, y - 1), "center")
        ctx.tips.append((mm, "The Mega-Machine is in this district: its Workshop takes a worker of the "
                             "district's colour, and Contribute is an action here."))
    if here:
        tag = theme.rect(x + 4, y - 9, 60, 16)
        rounded(surface, ACCENT, tag, theme.px(5))
        theme.text(surface, "THIS TURN", "sans-bold", 9, (20, 16, 12), (x + 34, y - 1), "center")


# END GAME SCORING: what a Pilgrim's space is worth on each track.
TRACK_SCORING = {
    "river": "River: exploiting gives a blue worker. At the end your Pilgrim's VP counts once per hex type "
             "missing from your Exploitation Record, and you lose the VP under it per Operation tile in "
             "Conflict (10 each if it never left the Temple).",
    "forest": "Forest: exploiting gives a green worker. At the end your Pilgrim's VP counts once per "
              "University Invention in your Factory.",
    "mountain": "Mountain: exploiting gives a yellow worker. At the end your Pilgrim's VP counts once per "
                "Invention whose Progress track is finished.",
    "underground": "Underground: exploiting gives a red worker. At the end your Pilgrim's VP is multiplied by "
                   "your Reputation's VP.",
}


def draw_tracks(surface, theme, view, ctx: Ctx):
    x, y, w, h = L.TRACKS
    heading(surface, theme, "The Wilderness · hexes to exploit, Pilgrims on the freed spaces", (x + 10, y + 6))
    for t in range(4):
        name = TERRAINS[t]
        track = view.tracks[t]
        ty = y + 34 + t * 34
        col = TERRAIN_COLOUR[name]
        rr = theme.text(surface, name.capitalize(), "sans-bold", 12, col, (x + 10, ty), "midleft")
        ctx.tips.append((rr, TRACK_SCORING[name]))
        temple = theme.pt(x + 100, ty)
        pygame.draw.polygon(surface, (120, 96, 64), [(temple[0] - theme.px(10), temple[1] + theme.px(8)),
                                                    (temple[0], temple[1] - theme.px(10)),
                                                    (temple[0] + theme.px(10), temple[1] + theme.px(8))])
        tr = theme.rect(x + 88, ty - 12, 24, 24)
        at_temple = [i for i, p in enumerate(view.players) if p.pilgrims[t] < 0]
        ctx.tips.append((tr, f"The {name} Temple: Pilgrims start here"
                         + (": " + ", ".join(ctx.names[i] for i in at_temple) if at_temple else "")))
        step = 23.2 if len(track) > 12 else 23.2
        for i, n in enumerate(track):
            sx = x + 124 + i * step
            end = i == len(track) - 2
            if n:
                draw_hex(surface, theme, (sx, ty), 10.5, col, outline=(20, 20, 20))
                if n > 1:
                    theme.text(surface, str(n), "sans-bold", 11, (20, 20, 20), (sx, ty), "center")
                elif ctx.colour_blind:
                    theme.text(surface, LETTER[name], "sans-bold", 10, (20, 20, 20), (sx, ty), "center")
            else:
                draw_hex(surface, theme, (sx, ty), 10.5, (54, 56, 60), outline=(90, 90, 90))
                theme.text(surface, str(view.c.tracks[t].vp[i]), "sans", 9, SOFT, (sx, ty), "center")
            if end:
                cxp, cyp = theme.pt(sx, ty)
                pygame.draw.polygon(surface, ALERT, hex_points(cxp, cyp, theme.px(12)), max(1, theme.px(1.5)))
            cell = theme.rect(sx - 11, ty - 12, 22, 24)
            tip = (f"{name.capitalize()} space {i + 1}: " +
                   (f"{n} hex{'es' if n > 1 else ''} to exploit" if n else
                    f"free; a Pilgrim here scores {view.c.tracks[t].vp[i]} at the end"))
            if end:
                tip += ". When this space shows, the end of the game is triggered"
            ctx.tips.append((cell, tip))
        # the Pilgrims
        for i, p in enumerate(view.players):
            pos = p.pilgrims[t]
            sx = x + 100 if pos < 0 else x + 124 + pos * step
            same = [j for j, q in enumerate(view.players) if q.pilgrims[t] == pos]
            k = same.index(i)
            px_, py_ = sx - 7 + k * 5, ty - 9 + (k % 2) * 4
            pygame.draw.circle(surface, ctx.colours[i], theme.pt(px_, py_), theme.px(4.5))
            pygame.draw.circle(surface, (240, 236, 226), theme.pt(px_, py_), theme.px(4.5), max(1, theme.px(1)))
        disc = view.discard[t]
        if disc:
            rr = theme.text(surface, f"discard pile {disc}", "sans", 9, SOFT, (x + 10, ty + 12), "midleft")
            ctx.tips.append((rr, f"{disc} {name} hex{'es' if disc > 1 else ''} given back: exploited from "
                                 "here once the track is empty"))


def invention_label(view, inv):
    """A short name for a tile: "Basic food", "Ordinary 10", "University 3"."""
    i = view.c.inventions[inv]
    if i.quality == "basic":
        return f"Basic {i.middle[0]}"
    return words.invention_name(view, inv).replace(" Invention", "")


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


TRACK_SHORT = {"upgrade": "improve", "mm_ready": "MM", "score": "VP", "score_twice": "VPx2"}


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
    tip = (f"{words.invention_name(view, inv_id)} ({inv.quality}). Taken alone: "
           f"{words.rewards_text(inv.immediate)}. Produces {words.rewards_text(blue) or 'nothing'}"
           + (f"; the Production Leader also gets {words.rewards_text(pink)}" if pink else "")
           + ". Progress track: " + ", ".join(
               f"space {k}: {words.describe_reward(s[0])}" for k, s in enumerate(inv.progress) if s))
    if not improved:
        ib, ip = marks_text(inv, True)
        tip += f". Improved it produces {words.rewards_text(ib)}"
    return tip


def draw_market(surface, theme, view, ctx: Ctx):
    x, y, w, h = L.MARKET
    costs = view.c.board["invention_food_cost"]
    left = " · ".join(f"{q} {len(view.stacks[q])}" for q in ("ordinary", "innovative", "brilliant"))
    heading(surface, theme, "Invention market", (x + 10, y + 6))
    theme.text(surface, f"left in stacks: {left}", "sans", 10, SOFT, (x + w - 10, y + 13), "midright")
    tw = (w - 20 - 4 * 6) / 5
    for slot in range(5):
        tx = x + 10 + slot * (tw + 6)
        ty = y + 26
        inv_id = view.market[slot]
        q = MARKET_SLOTS[slot]
        r = panel(surface, theme, (tx, ty, tw, h - 34), fill=CARD, border=QUALITY_COLOUR[q], radius=6)
        rounded(surface, QUALITY_COLOUR[q], theme.rect(tx + 1, ty + 1, tw - 2, 16), theme.px(5))
        theme.text(surface, f"{q.capitalize()} · {costs[q]} food", "sans-bold", 10, (20, 20, 20),
                   (tx + tw / 2, ty + 9), "center")
        if inv_id is None:
            theme.text(surface, "empty", "sans", 11, FAINT, (tx + tw / 2, ty + 50), "center")
            continue
        invention_body(surface, theme, view, inv_id, tx, ty + 18, tw, h - 34 - 18)
        ctx.tips.append((r, invention_tip(view, inv_id)))


def invention_body(surface, theme, view, inv_id, tx, ty, tw, th_):
    """An Invention's name, what taking it alone gives, what it makes and its Progress track."""
    inv = view.c.inventions[inv_id]
    theme.text(surface, invention_label(view, inv_id), "sans-bold", 11, TEXT, (tx + 5, ty + 8), "midleft")
    blue, pink = marks_text(inv)
    lines = [("Gain", shorts(inv.immediate)),
             ("Makes", (shorts(blue) or "nothing") + (f" (leader +{shorts(pink)})" if pink else "")),
             ("Track", progress_text(inv))]
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
    heading(surface, theme, "To install", (rect[0] + 6, rect[1] - 16))
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


CONFLICT_NAMES = ("Steam", "Buildings", "Workers", "Progress")


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
    who = "you" if seat == ctx.viewer else ("human" if ctx.humans[seat] else "AI")
    theme.text(surface, name, "sans-bold", 15, TEXT, (x + 30, y + 12), "midleft")
    nw = theme.font("sans-bold", 15).size(name)[0] / theme.s
    theme.text(surface, who, "sans", 11, SOFT, (x + 36 + nw, y + 13), "midleft")
    score = player_scores(view)[seat].total
    theme.text(surface, f"{score} VP", "serif-bold", 18, ACCENT, (x + w - 8, y + 12), "midright")
    ctx.tips.append((theme.rect(x + w - 70, y, 70, 24), f"{name} has {score} VP"
                     + (f" (+{p.end_vp} VP at the end from purple icons)" if p.end_vp else "")))
    if active:   # a brass pointer at the edge of the seat to play
        pygame.draw.polygon(surface, ACCENT, [theme.pt(x - 5, y + 6), theme.pt(x + 3, y + 13),
                                              theme.pt(x - 5, y + 20)])
    # resources, Wealth, Steam
    ry = y + 26
    vals = list(p.res) + [p.wealth, p.steam]
    names = list(RESOURCES) + ["wealth", "steam"]
    cw = (w - 16) / 6
    for k, (nm, v) in enumerate(zip(names, vals)):
        tip = f"{RESOURCE_LABEL[nm]}: {v}" + (" (at most 9)" if nm in RESOURCES else "")
        if nm == "wealth":
            tip += " — Wealth stands in for any resource, never for Steam"
        if nm == "steam":
            tip += " — pays for buildings, Magnate spaces, extra moves and trades"
        chip(surface, theme, x + 8 + k * cw, ry, cw - 4, 18, RESOURCE_COLOUR[nm], v, RESOURCE_LABEL[nm][:2], ctx.tips, tip)
    # workers, the Exploitation Record and the Operation tiles
    wy = y + 53
    wx = x + 14
    for k, cn in enumerate(COLOURS):
        draw_worker(surface, theme, (wx + k * 23, wy), 6, cn, ctx.colour_blind)
        theme.text(surface, str(p.workers[k]), "sans-bold", 11, TEXT, (wx + k * 23 + 8, wy), "midleft")
    cap = worker_cap(view, seat)
    theme.text(surface, f"/{cap}", "sans", 10, ALERT if p.worker_count() >= cap else SOFT, (wx + 90, wy), "midleft")
    ctx.tips.append((theme.rect(x + 6, wy - 9, 116, 18),
                     f"Workers: {', '.join(f'{p.workers[k]} {cn}' for k, cn in enumerate(COLOURS))}; "
                     f"at most {cap} on the Factory"))
    for k, t_ in enumerate(TERRAINS):
        draw_hex(surface, theme, (x + 130 + k * 24, wy), 7, TERRAIN_COLOUR[t_],
                 LETTER[t_] if ctx.colour_blind else "")
        theme.text(surface, str(p.record[k]), "sans-bold", 11, ALERT if p.record[k] >= 2 else TEXT,
                   (x + 139 + k * 24, wy), "midleft")
    ctx.tips.append((theme.rect(x + 122, wy - 9, 98, 18),
                     "Exploitation Record: " + ", ".join(f"{p.record[k]} {t_}" for k, t_ in enumerate(TERRAINS))
                     + ". 2 or more of a type puts its Operation tile in Conflict at the end of the turn"))
    for k, nm in enumerate(CONFLICT_NAMES):
        on = p.conflict[k]
        bx_ = x + w - 84 + k * 19
        box = theme.rect(bx_, wy - 8, 17, 16)
        rounded(surface, (176, 60, 48) if on else (60, 62, 66), box, theme.px(3))
        theme.text(surface, nm[0], "sans-bold", 10, TEXT if on else FAINT, (bx_ + 8.5, wy), "center")
        ctx.tips.append((box, f"{nm} Operation tile: " + ("in Conflict with the Yōkai" if on else
                                                          "calm (no Conflict)")))
    # tracks: Prestige, Reputation, Worm-Bus, Banners, Grant, Production token
    sy = y + 69
    rep_vp = c.factory["reputation_vp"][p.reputation]
    nxt = c.prestige_track[p.prestige + 1] if p.prestige + 1 < len(c.prestige_track) else ()
    eng = c.factory["steam_engine"]
    stats = [(f"Prestige {p.prestige}", f"Prestige track space {p.prestige}"
              + (f"; the next space gives {words.rewards_text(nxt)}" if nxt else "")),
             (f"Rep {p.reputation + 1} ({rep_vp} VP)",
              f"Reputation level {p.reputation + 1} of 4: worth {rep_vp} VP whenever it is scored"),
             (f"Bus {p.worm_bus}", f"Worm-Bus on rail space {p.worm_bus + 1} of {len(c.worm_bus_rail)}"),
             (f"Engine {p.chimney:+d}", f"Steam Engine Track: chimney at {p.chimney:+d} (from {eng['min']} to "
              f"{eng['max']}); water moves it up, coal down, and each arrow passed gives Steam"),
             (f"Banners {p.banners}", f"{p.banners} Partnership Banners in supply"),
             ("Grant", "Government Grant: once per game, activate all buildings free; unused, it gives "
              "3 Progress advances at the end" if p.grant else "Government Grant used (struck through)")]
    sx = x + 8
    for text, tip in stats:
        tw_ = theme.font("sans", 10.5).size(text)[0] / theme.s
        used = text == "Grant" and not p.grant
        rr = theme.text(surface, fit(theme, text, "sans", 10.5, x + w - 4 - sx), "sans", 10.5,
                        FAINT if used else TEXT, (sx, sy), "midleft")
        if used:
            pygame.draw.line(surface, FAINT, (rr.left, rr.centery), (rr.right, rr.centery), max(1, theme.px(1)))
        ctx.tips.append((rr, tip))
        sx += tw_ + 7
    prod = "Production ready" if p.production_ready else "Production resting"
    tx_ = x + 40 + nw + theme.font("sans", 11).size(who)[0] / theme.s
    rr = theme.text(surface, "· " + prod, "sans", 10, ACCENT if p.production_ready else FAINT,
                    (tx_, y + 13), "midleft")
    ctx.tips.append((rr, "A Production Turn may be led only with the Production token in its middle spot; "
                         "it returns there on your next City Turn"))
    # the Factory: 3 buildings x 3 floors
    fy = y + 79
    fh = h - (fy - y) - 5
    bw = (w - 16 - 8) / 3
    for b in range(3):
        bx = x + 8 + b * (bw + 4)
        cost = building_cost(view, seat, b)
        rounded(surface, (38, 40, 46), theme.rect(bx, fy, bw, fh), theme.px(4))
        theme.text(surface, f"{('Left', 'Middle', 'Right')[b]} · {cost} Steam", "sans", 9, SOFT,
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
            label = invention_label(view, inv_id)
            if floor_h > 34:
                blue, pink = marks_text(inv, improved)
                theme.text(surface, label, "sans-bold", 11, TEXT, (bx + 9, fy_ + 9), "midleft")
                for k, line in enumerate(theme.wrap("Makes " + (shorts(blue) or "nothing"), "sans", 10,
                                                    bw - 16)[:1 if floor_h < 50 else 2]):
                    theme.text(surface, line, "sans", 10, SOFT, (bx + 9, fy_ + 21 + k * 12), "midleft")
                if pink and floor_h > 70:
                    theme.text(surface, "Leader +" + shorts(pink), "sans", 10, SOFT, (bx + 9, fy_ + 48),
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
            ctx.tips.append((cell, f"{('Left', 'Middle', 'Right')[b]} building, {('bottom', 'middle', 'top')[f]} "
                             f"floor: {invention_tip(view, inv_id, improved)}. Progress {pos}/{last}"
                             + (" (improved)" if improved else "")))


# --- the right column -------------------------------------------------------------------------------------
def draw_decision(surface, theme, view, ctx: Ctx, waiting: str):
    x, y, w, h = L.DECISION
    mine = ctx.names[ctx.active] + "'s decision" if ctx.active is not None and sum(ctx.humans) > 1 \
        else "Your decision"
    heading(surface, theme, mine if waiting == "" else "Now", (x + 14, y + 8))
    lines = theme.wrap(ctx.decision_help or waiting, "sans", 12.5, w - 28)[:3]
    for k, line in enumerate(lines):
        theme.text(surface, line, "sans", 12.5, TEXT, (x + 14, y + 26 + k * 16))
    if view.is_over():
        # the final count, before the results screen takes over
        from game.ui.scenes.results import part_label
        scores = player_scores(view)
        winners = set(view.winners())
        yy = y + 62
        heading(surface, theme, "Final scores", (x + 14, yy - 16))
        for seat in sorted(range(len(scores)), key=lambda s_: -scores[s_].total):
            sc = scores[seat]
            star = "  (wins)" if seat in winners else ""
            pygame.draw.circle(surface, ctx.colours[seat], theme.pt(x + 20, yy + 9), theme.px(5))
            theme.text(surface, f"{ctx.names[seat]}: {sc.total} VP{star}", "sans-bold", 13,
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
            if entry[2] == "turn":
                break
        since.reverse()
        yy = y + 80
        heading(surface, theme, "This turn so far", (x + 14, yy - 18))
        rows = []
        for seat, text, style in since:
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
    for seat, text, style in ctx.log:
        role = "sans-bold" if style == "turn" else "sans"
        for k, chunk in enumerate(theme.wrap(text, role, 12, width)):
            out.append((seat if k == 0 else -1, chunk, style))
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
        theme.text(surface, f"scrolled back {ctx.log_scroll} lines", "sans", 10, ACCENT,
                   (x + w - 8, y + h - 10), "midright")


def draw_cities(surface, theme, view, ctx: Ctx, rect):
    x, y, w, h = rect
    rh = (h - 10) / len(view.cities)
    for i, cid in enumerate(view.cities):
        city = view.c.cities[cid]
        cy = y + 5 + i * rh
        r = theme.rect(x + 6, cy, w - 12, rh - 4)
        rounded(surface, CARD, r, theme.px(5))
        theme.text(surface, words.title(cid), "sans-bold", 12, TEXT, (x + 12, cy + 9), "midleft")
        theme.text(surface, f"trade costs {city.steam} Steam", "sans", 10, SOFT, (x + 150, cy + 9), "midleft")
        for k, s in enumerate(view.banners[i]):
            pygame.draw.rect(surface, ctx.colours[s], theme.rect(x + w - 20 - k * 10, cy + 3, 7, 12))
        trade = "  ".join(f"{k + 1}:{short(rw)}" for k, rw in enumerate(city.trade))
        theme.text(surface, fit(theme, trade, "sans", 10, w - 24), "sans", 10, TEXT, (x + 12, cy + 23), "midleft")
        cond = words.CONDITIONS.get(city.condition, city.condition)
        theme.text(surface, fit(theme, f"Partner: when {cond}, gain {shorts(city.effect)}", "sans", 10, w - 24),
                   "sans", 10, SOFT,
                   (x + 12, cy + 36), "midleft")
        ctx.tips.append((r, f"{words.title(cid)}: trading costs {city.steam} Steam, then each luxury "
                            f"good delivered gains, left to right: {words.rewards_text(city.trade)}. "
                            f"With a Banner here, whenever {cond} you may return it to gain "
                            f"{words.rewards_text(city.effect)}."
                            + (" Banners: " + ", ".join(ctx.names[s] for s in view.banners[i])
                               if view.banners[i] else "")))


def draw_machine(surface, theme, view, ctx: Ctx, rect):
    x, y, w, h = rect
    c = view.c
    m = c.mega_machines[view.mm]
    theme.text(surface, f"The {words.title(m.id)} Mega-Machine", "sans-bold", 13, TEXT, (x + 12, y + 14), "midleft")
    theme.text(surface, f"in {district_name(view, view.mm_district)}", "sans", 11, SOFT,
               (x + w - 12, y + 14), "midright")
    rewards = list(m.workshop)
    for u in view.mm_installed:
        rewards.extend(c.upgrades[u])
    worker = COLOURS[view.mm_worker] if view.mm_worker >= 0 else None
    theme.text(surface, f"Workshop: {shorts(rewards)}" + (f"  (taken: {worker})" if worker else "  (empty)"),
               "sans", 11, TEXT, (x + 12, y + 34), "midleft")
    sw = (w - 24 - 10) / 3
    for i, space in enumerate(m.spaces):
        sx = x + 12 + (i % 3) * (sw + 5)
        sy = y + 50 + (i // 3) * 44
        filled = view.mm_spaces[i]
        r = theme.rect(sx, sy, sw, 40)
        rounded(surface, (40, 40, 44) if filled else CARD, r, theme.px(4))
        theme.text(surface, f"Space {i + 1}", "sans-bold", 10, SOFT, (sx + 5, sy + 9), "midleft")
        if filled == BLOCKED:
            label = "blocked"
        elif filled:
            label = "donated"
        else:
            label = shorts(space)
        for k, line in enumerate(theme.wrap(label, "sans", 10, sw - 10)[:2]):
            theme.text(surface, line, "sans", 10, FAINT if filled else TEXT, (sx + 5, sy + 22 + k * 11), "midleft")
        ctx.tips.append((r, f"Donation space {i + 1}: " + ("blocked at this player count" if filled == BLOCKED else
                                                          "already filled" if filled else
                                                          f"gains {words.rewards_text(space)}")))
    uy = y + 146
    ups = []
    for k, u in enumerate(view.mm_upgrades):
        if u is not None:
            ups.append(f"{words.title(u)} (spaces {', '.join(str(s + 1) for s in m.links[k])})")
    notes = [("Upgrades waiting: " + ("; ".join(ups) if ups else "none"), SOFT)]
    if view.mm_installed:
        notes.append(("Installed: " + ", ".join(words.title(u) for u in view.mm_installed), ACCENT))
    top = view.university_stack[-1] if view.university_stack else None
    notes.append(((f"University stack: {len(view.university_stack)}; on top {words.invention_name(view, top)}"
                   if top else "University stack: empty"), SOFT))
    cost = c.board["contribute_cost"]
    pay = ", ".join(f"{v} {SHORT.get(k, k)}" for k, v in cost.items())
    notes.append((f"Contribute: pay {pay} and donate a Mega-Machine-ready Invention", SOFT))
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
