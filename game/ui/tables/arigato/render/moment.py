"""A moment over the table (moments.py): the dusk, each village's row appearing in turn with the
dusk artisans it used, what they gave and its objective check; the final count, column by
column (palace gate, favor tokens, objectives) then the totals and the winners. Each part wears
its colour from the theme, the same as on the scoreboard and the results."""

from __future__ import annotations

from game.i18n import t, tn
from game.ui import theme as th
from game.ui.tables.arigato import panel_layout as PL
from game.ui.scenes.results import part_label
from game.ui.tables.arigato.moments import FINAL_ORDER
from game.ui.tables.arigato.render.context import GOOD, SOFT, Ctx, card, icon, seat_token
from game.ui.tables.arigato.words import counted_item, objective_body
from game.ui.widgets import panel, rounded


RADIUS = 14         # the moment's paper's corners
COLUMN_W = PL.MOMENT_COLUMNS[1] - PL.MOMENT_COLUMNS[0]   # a final count's column: its number within it
SHADOW = (4, 80)    # its shadow's offset (base units) and opacity


def shown_key(m) -> tuple:
    """What of moment `m` is on screen now, all that changes while it shows: the dusk's rows
    shown so far; the final count's numbers as far as they have counted, and its winners; the
    solo line. The table keeps the moment drawn while this stays the same (render/table.py)."""
    if m.kind == "dusk":
        rows = tuple(m.shown(k) > 0 for k in range(len(m.rows)))
    else:
        parts = len(FINAL_ORDER)
        rows = tuple((tuple(round(v * m.shown(k)) if m.shown(k) > 0 else None for k, (_, v) in enumerate(r.parts)),
                      round(r.total * m.shown(parts)) if m.shown(parts) > 0 else None, m.shown(parts) >= 1)
                     for r in m.rows)
    return rows, m.solo is not None and m.shown(m.steps() - 1) >= 1


def changed_place(m, before: tuple, now: tuple) -> tuple | None:
    """Where (base units) moment `m` drawn at shown key `before` differs from it drawn at `now`
    (`shown_key`): the rows a dusk shows anew, the final count's cells that counted on (a part's
    number ends at its column's right edge, within a column's width of it; the total and the
    winner right of the last column), the solo line; all of them in the rectangle around them.
    None: nowhere known (the whole moment)."""
    (rows_before, solo_before), (rows_now, solo_now) = before, now
    if len(rows_before) != len(rows_now) or len(rows_now) != len(m.rows):
        return None
    x, y, w, h = PL.moment_box(len(m.rows))
    places = []
    for k, (a, b) in enumerate(zip(rows_before, rows_now)):
        ry = y + PL.MOMENT_HEAD + k * PL.MOMENT_ROW
        if a == b:
            continue
        if m.kind == "dusk":
            places.append((x, ry, w, PL.MOMENT_ROW))
            continue
        (parts_a, total_a, won_a), (parts_b, total_b, won_b) = a, b
        places += [(x + PL.MOMENT_COLUMNS[c] - COLUMN_W, ry, COLUMN_W, PL.MOMENT_ROW)
                   for c, (va, vb) in enumerate(zip(parts_a, parts_b)) if va != vb]
        if (total_a, won_a) != (total_b, won_b):
            places.append((x + PL.MOMENT_COLUMNS[-1], ry, w - PL.MOMENT_COLUMNS[-1], PL.MOMENT_ROW))
    if solo_before != solo_now:
        places.append((x, y + h - PL.MOMENT_FOOT, w, PL.MOMENT_FOOT))
    if not places:
        return None
    left, top = min(p[0] for p in places), min(p[1] for p in places)
    return (left, top, max(p[0] + p[2] for p in places) - left, max(p[1] + p[3] for p in places) - top)


def draw_paper(surface, theme, box, shadow: bool = True) -> None:
    """The moment's paper, blank, at `box` (base units)."""
    panel(surface, theme, box, fill=th.PAPER, border=th.GOLD, radius=RADIUS, shadow_alpha=SHADOW[1] if shadow else 0,
          overlay=True)


def put_paper(surface, blank, rect) -> None:
    """The moment's blank paper as `draw_paper` drew it, kept in `blank`, put at `rect` (pixels):
    one copy rather than the paper drawn again (the drawn-text check, tests/drawn_text.py, knows
    a paper lies there)."""
    surface.blit(blank, rect)


def draw_moment(surface, ctx: Ctx, shadow: bool = True, paper: bool = True) -> None:
    """The moment on its paper; `shadow=False`: without the paper's shadow (the table draws it
    on the screen each frame, and the rest into a layer it keeps); `paper=False`: on the paper
    already there."""
    m = ctx.moment
    if m is None:
        return
    theme = ctx.theme
    box = PL.moment_box(len(m.rows))
    x, y, w, h = box
    if paper:
        draw_paper(surface, theme, box, shadow)
    pad = PL.MOMENT_PAD
    if m.kind == "dusk":
        title = t("arigato.moment.dusk_title", day=m.day)
        sub = (t("arigato.moment.objective", body=objective_body(m.objective)) if m.objective is not None
               else t("arigato.moment.no_objective"))
    else:
        title, sub = t("arigato.moment.final_title"), t("arigato.moment.final_sub")
    theme.text(surface, title, "serif-bold", 22, th.INK, (x + pad, y + 14))
    theme.text(surface, theme.wrap(sub, "sans", 13, w - 2 * pad)[0], "sans", 13, th.INDIGO, (x + pad, y + 46))
    if m.kind == "final":
        draw_final_heads(surface, ctx, box)
    for k, row in enumerate(m.rows):
        ry = y + PL.MOMENT_HEAD + k * PL.MOMENT_ROW
        if m.kind == "dusk" and m.shown(k) <= 0:
            continue
        seat_token(ctx, surface, row.seat, (x + pad, ry + 8, PL.MOMENT_TOKEN, PL.MOMENT_TOKEN))
        theme.text(surface, ctx.names()[row.seat], "sans-bold", 16, th.INK, (x + PL.MOMENT_NAME_X, ry + 19), "midleft")
        if m.kind == "dusk":
            draw_dusk_row(surface, ctx, row, x, ry)
        else:
            draw_final_row(surface, ctx, m, row, x, ry)
    if m.solo is not None and m.shown(m.steps() - 1) >= 1:   # solo: the score to beat, once counted
        theme.text(surface, t("arigato.over.beaten" if m.solo[0] else "arigato.over.not_beaten", n=m.solo[1]),
                   "serif-bold", 16, th.INDIGO, (x + pad, y + h - PL.MOMENT_FOOT + 10))
    theme.text(surface, t("arigato.moment.skip"), "sans", 12, SOFT, (x + w - pad, y + h - 14), "midright")


def draw_dusk_row(surface, ctx: Ctx, row, x, ry) -> None:
    """The dusk artisans this village used (small cards), what they gave, the objective."""
    theme = ctx.theme
    cw, ch = PL.MOMENT_CARD
    for k, c in enumerate(row.effects[:4]):
        card(ctx, surface, c, (x + PL.MOMENT_CARDS_X + k * PL.MOMENT_CARD_STEP, ry + 4, cw, ch))
    gains = ([tn("arigato.moment.favor", row.favor)] if row.favor else []) + \
        [t("arigato.moment.item", n=n, item=counted_item(item, n)) for item, n in row.items]
    if gains:
        theme.text(surface, ", ".join(gains), "sans-bold", 14, th.INK, (x + PL.MOMENT_GAINS_X, ry + 19), "midleft")
    elif not row.effects:
        theme.text(surface, t("arigato.moment.no_effect"), "sans", 13, SOFT, (x + PL.MOMENT_CARDS_X, ry + 19),
                   "midleft")
    if row.met is None:
        return
    vx = x + PL.MOMENT_VERDICT_X
    size = 22
    icon(ctx, surface, "objective", (vx, ry + 8, size, size))
    words = tn("arigato.moment.met", row.tokens) if row.met else t("arigato.moment.missed")
    theme.text(surface, words, "sans-bold" if row.met else "sans", 14, GOOD if row.met else SOFT,
               (vx + size + 8, ry + 19), "midleft")


def draw_final_heads(surface, ctx: Ctx, box) -> None:
    """The final count's columns: each part's name over its colour."""
    theme = ctx.theme
    x, y, w, h = box
    sw = PL.MOMENT_SWATCH
    for k, name in enumerate(FINAL_ORDER):
        right = x + PL.MOMENT_COLUMNS[k]
        label = part_label(name)
        tw = theme.font("sans-bold", 12).size(label)[0] / theme.s
        rounded(surface, th.part_colour(name, k), theme.rect(right - tw - sw - 6, y + 66, sw, sw), theme.px(3))
        theme.text(surface, label, "sans-bold", 12, th.INK_SOFT, (right, y + 72), "midright")
    theme.text(surface, t("arigato.moment.total"), "sans-bold", 12, th.INK_SOFT, (x + PL.MOMENT_TOTAL_X, y + 72),
               "midright")


def draw_final_row(surface, ctx: Ctx, m, row, x, ry) -> None:
    """A village's parts appearing column by column, counting up; then its total, the winner's
    in vermilion."""
    theme = ctx.theme
    for k, (name, value) in enumerate(row.parts):
        shown = m.shown(k)
        if shown <= 0:
            continue
        right = x + PL.MOMENT_COLUMNS[k]
        theme.text(surface, str(round(value * shown)), "serif-bold", 20, th.part_colour(name, k), (right, ry + 17),
                   "midright")
        if name == "objectives":
            theme.text(surface, tn("arigato.moment.tokens", row.tokens), "sans", 11, SOFT, (right, ry + 36),
                       "midright")
    total = m.shown(len(row.parts))
    if total <= 0:
        return
    theme.text(surface, str(round(row.total * total)), "serif-bold", 24, th.VERMILION_DARK if row.won else th.INK,
               (x + PL.MOMENT_TOTAL_X, ry + 17), "midright")
    if row.won and total >= 1:
        theme.text(surface, t("arigato.moment.winner"), "sans-bold", 13, th.VERMILION_DARK,
                   (x + PL.MOMENT_TOTAL_X + 16, ry + 19), "midleft")
