"""What the Daitoshi table draws over its board every frame: the places the story is telling lit,
the Inventions lighting while they produce, the places a click can act on, the place under the
mouse and its choices in the list (and the other way round), a Magnate's route while its space is
hovered, the "Done" plaque, the picker a place with several choices opens, motion, the widgets,
the notice at the foot of the decision panel, the story's caption in the header, the final
scoring sheet and the tooltip. Drawing (`draw_under`, then the widgets, then `draw_over`, and
after Learn to play's coach `draw_tooltip`) reads
only the frame's context (ctx.py) and changes nothing: what the mouse is on (`Hover`) is decided in
the table's `update` (`hover_at`), never here. Each says where it drew (pixel rects, a little
wider than what they hold): the next frame puts the board back there (render.py, `put`). The
final scoring's sheet says it too (its paper and each line): the board was put back whole under
each of its frames, seven hundred at the end of a game (game/tools/MEASUREMENTS.md, "Daitoshi's
regions drawn less").
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.daitoshi import actions as A
from game.i18n import daitoshi as words
from game.i18n import language, t
from game.ui import art
from game.ui import frame_causes as fc
from game.ui import theme as th
from game.ui.bullets import bulleted
from game.core.daitoshi.mayor import MayorTurn
from game.ui.tables.daitoshi import choices, finale, hits, panels, side
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi.render import fade, light
from game.ui.widgets import panel, rounded

CLICKABLE = (110, 190, 130)


class PickerButton(choices.ChoiceButton):
    """One of the choices a board place means, in the picker opened by its click: its row as
    tall as its words need (`picker_label`)."""

    def set_label(self, theme, width: float) -> tuple[float, list[str], float]:
        return picker_label(theme, self.label, width)


def picker_label(theme, label: str, width: float) -> tuple[float, list[str], float]:
    """A picker row's words: two lines, smaller down to 9.5; past that more lines, never smaller
    (the row grows instead). Their size, lines and line pitch."""
    size, lines = P.lines_fit(theme, label, "sans", 11, width, 2, 9.5)
    return size, lines, theme.drawn(size) + 3


def picker_buttons(table) -> list:
    actions = table.picker["actions"]
    view = table.view()
    labels = [words.describe_action(a, view, table.viewer, lang=language()) for a in actions]
    rows = [_row_height(table.theme, label) for label in labels]   # a long choice: a taller row
    h = sum(rows) + L.PICKER_GAP * len(rows)
    x, y = table.picker["at"]
    x = max(4, min(x + 8, 1276 - L.PICKER_W))
    y = max(36, min(y + 8, 716 - h))
    out = []
    for k, (a, label, rh) in enumerate(zip(actions, labels, rows)):
        out.append(PickerButton(f"pick:{k}", label, (x, y, L.PICKER_W, rh), lambda a=a: table.take([a]), a))
        y += rh + L.PICKER_GAP
    return out


def _row_height(theme, label: str) -> float:
    """A picker row's height: its label's lines as its button sets them (in its width less the
    button's margins, choices.ChoiceButton.draw)."""
    _, lines, pitch = picker_label(theme, label, L.PICKER_W - 14)
    return max(L.PICKER_ROW - L.PICKER_GAP, len(lines) * pitch + 8)


def picker_rect(table) -> tuple | None:
    """The picker's paper around its buttons (base units), or None when none is open."""
    rows = [w.rect for w in table.widgets if isinstance(w, PickerButton)]
    if not rows:
        return None
    x0, y0 = rows[0][0], rows[0][1]
    return (x0 - 4, y0 - 4, L.PICKER_W + 8, rows[-1][1] + rows[-1][3] - y0 + 8)


def draw_picker_paper(surface, theme, ctx) -> None:
    """The picker's paper, under its buttons (drawn over everything, the coach too: layers.py)."""
    r = ctx.picker
    if r is not None:
        panel(surface, theme, r, fill=(24, 22, 20), border=P.ACCENT, radius=7, alpha=240, shadow_alpha=90,
              overlay=True)


def finishing(board) -> list:
    """The action that ends the viewer's decision (the "Done" plaque), if the board offers one."""
    return board.actions_at(hits.DONE)


def done_hit(board, pos) -> bool:
    x, y, w, h = L.DONE
    return bool(finishing(board)) and x <= pos[0] <= x + w and y <= pos[1] <= y + h


def _done_plaque(surface, theme, board, hot: bool) -> list:
    acts = finishing(board)
    if not acts:
        return []
    x, y, w, h = L.DONE
    r = theme.rect(x, y, w, h)
    rounded(surface, (120, 92, 54) if hot else (86, 70, 48), r, theme.px(6))
    rounded(surface, P.ACCENT, r, theme.px(6), max(1, theme.px(1.5)))
    label = t(f"dtable.done.{acts[0].kind}")   # one finishing action a decision at most
    return [r.inflate(4, 4), P.text_fit(surface, theme, label, "sans-bold", 11, P.TEXT, (x + w / 2, y + h / 2),
                                        w - 10, "center")]


def _route(surface, theme, view, seat: int, d: int, sp: int) -> list:
    """A Magnate's way round the city to district d, and what it costs (MOVE YOUR MAGNATE)."""
    d0 = view.players[seat].magnate[0]
    steps = hits.steps_to(view, seat, d)
    pts = [theme.pt(*L.ring_point(d0 + j / 8)) for j in range(0, 8 * steps + 1)]
    drawn = []
    if len(pts) > 1:
        drawn.append(pygame.draw.lines(surface, P.ACCENT, False, pts, max(2, theme.px(3))).inflate(6, 6))
    cost = view.magnate_steam(steps, sp)
    x, y = L.magnate_spot(d, sp)
    label = t("dtable.route", n=steps, cost=cost)
    w = theme.font("sans-bold", 10.5).size(label)[0] / theme.s + 12
    bx = max(4, min(x - w / 2, 480 - w))
    by = y - 30 if y > L.CITY_C[1] else y + 14
    rounded(surface, (24, 22, 20), theme.rect(bx, by, w, 16), theme.px(4))
    rounded(surface, P.ACCENT, theme.rect(bx, by, w, 16), theme.px(4), 1)
    drawn.append(theme.rect(bx, by, w, 16).inflate(4, 4))
    drawn.append(theme.text(surface, label, "sans-bold", 10.5, P.TEXT, (bx + w / 2, by + 8), "center"))
    return drawn


def _card_turns(surface, theme, ctx, beat) -> list:
    """The Mayor's card turned over (MAYOR'S TURNS 1): its back narrows, then its face widens
    (its face as the board under the overlay shows it)."""
    if not isinstance(getattr(beat.caption, "source", None), MayorTurn):
        return []
    u = max(0.0, min(1.0, (ctx.story_t - beat.start) / max(0.01, beat.length * 0.6)))
    if u >= 1.0:
        return []
    r = theme.rect(*L.MAYOR_FACE).clip(surface.get_rect())
    face = surface.subsurface(r).copy()
    pygame.draw.rect(surface, (40, 43, 49), r)
    w = max(1, int(r.w * abs(1 - 2 * u)))
    if u < 0.5:
        rounded(surface, side.CARD_BACK, pygame.Rect(r.centerx - w // 2, r.y, w, r.h), theme.px(5))
    else:
        fc.count(fc.PICTURE_SCALED)
        surface.blit(pygame.transform.scale(face, (w, r.h)), (r.centerx - w // 2, r.y))
    return [r]


def _story_lights(surface, theme, ctx) -> list:
    beat = ctx.beat
    drawn = []
    if beat is not None:
        drawn += _card_turns(surface, theme, ctx, beat)
        for key in beat.lights:
            drawn.append(light(surface, theme, key, ctx, P.LIT, 3))
        for k, (b, f) in enumerate(beat.floors):
            glow = ctx.glows[k]
            if glow > 0 and beat.seat == ctx.shown:
                drawn.append(light(surface, theme, ("floor", beat.seat, b, f), ctx, fade(P.LIT, glow), 3.5))
    if ctx.finale is not None:
        for key in ctx.finale.lights():
            drawn.append(light(surface, theme, key, ctx, P.LIT, 3))
    return drawn


@dataclass(frozen=True)
class Hover:
    """What the mouse is on, decided once per frame in the table's `update`: the places lit for
    it (a choice's places, or the place under the mouse when it means choices), the board's part
    under it (its tooltip), a Magnate space whose route to show, the list's choices lit by it."""

    mouse: tuple | None = None
    lights: tuple = ()
    part: object = None
    route: tuple | None = None      # (district, space)
    choices: frozenset = frozenset()


NOWHERE = Hover()


def hover_at(table, mouse) -> Hover:
    """Light what the mouse is on: a choice's places, or a place and its choices."""
    if mouse is None:
        return NOWHERE
    over = next((w for w in table.widgets if w.hit(mouse)), None)
    if isinstance(over, choices.ChoiceButton):
        return Hover(mouse, tuple(table.board.lit_by(over.action)))
    part = table.renderer.part_at(mouse) if over is None else None
    if part is None:
        return Hover(mouse)
    acts = table.board.actions_at(part.key)
    moving = part.key[0] == "space" and any(isinstance(a, A.MoveMagnate) for a in table.legal)
    return Hover(mouse, (part.key,) if acts else (), part, part.key[1:3] if moving else None, frozenset(acts))


def _tip(ctx, part) -> str:
    tip = part.tip
    acts = ctx.board.actions_at(part.key)
    if len(acts) == 1:
        tip += "\n" + t("dtable.click_to", what=words.describe_action(acts[0], ctx.view, ctx.viewer,
                                                                      lang=language()))
    elif acts:
        tip += "\n" + t("dtable.click_to_choose", n=len(acts))
    elif part.key[0] == "space" and any(isinstance(a, A.MoveMagnate) for a in ctx.legal):
        tip += "\n" + hits.magnate_facts(ctx.view, ctx.viewer, part.key[1], part.key[2], language())
    elif part.key[0] == "strip":
        tip += "\n" + t("dtable.click_enlarge")
    return tip


def _hover(ctx) -> Hover:
    """What the mouse is on, as decided in `update` for where the mouse is drawn now (the mouse
    drawn away, under the pause menu or for a picture: nothing)."""
    hover = ctx.hover
    return hover if hover is not None and hover.mouse == ctx.mouse else NOWHERE


def gears_at() -> tuple:
    """The "thinking" gears while another player decides: in the heading's row, right of its
    words (the Hint and Undo buttons' place, absent then), so the waiting line under the
    heading keeps the panel's whole width. (centre x, centre y, big radius, small radius)"""
    x, y, w, h = L.DECISION
    return x + w - 48, y + 13, 10, 7


def gears_rect() -> tuple:
    """The gears' bounding box (base units)."""
    cx, cy, big, small = gears_at()
    return (cx - big, cy - big, 2 * big + 2 * small - 2, max(2 * big, big + 3 + small))


def draw_under(surface, theme, ctx) -> list:
    """What lies over the board and under the widgets: lights, the route, motion, the plaque.
    Where it drew (pixel rects)."""
    mouse = ctx.mouse
    drawn = _story_lights(surface, theme, ctx)
    if ctx.legal and not ctx.telling:
        for key in ctx.board.clickable():
            if key != hits.DONE:
                drawn.append(light(surface, theme, key, ctx, CLICKABLE, 1.2))
    for key, colour in ctx.marked:      # a reviewed decision: the move played, the better one
        drawn.append(light(surface, theme, key, ctx, colour, 4))
    hover = _hover(ctx)
    for key in hover.lights:
        drawn.append(light(surface, theme, key, ctx, P.ACCENT, 3))
    if hover.route is not None:
        drawn += _route(surface, theme, ctx.view, ctx.viewer, *hover.route)
    drawn += ctx.motion.draw(surface, theme, P.draw_hex, P.icon)
    drawn += ctx.motion.draw_glides(surface, theme, P.draw_magnate, ctx.colours,
                                    [ctx.letter(i) for i in range(ctx.n)], ctx.colour_blind)
    drawn += _done_plaque(surface, theme, ctx.board, mouse is not None and done_hit(ctx.board, mouse))
    if not ctx.my_turn and not ctx.view.is_over():
        cx, cy, big, small = gears_at()
        art.turning_gear(surface, theme.pt(cx, cy), theme.px(big), 12, P.BORDER, ctx.time * 1.2)
        art.turning_gear(surface, theme.pt(cx + big + small - 2, cy + 3), theme.px(small), 9, th.COPPER,
                         -ctx.time * 2.0)
        drawn.append(theme.rect(*gears_rect()).inflate(6, 6))
    # (the picker's paper and buttons are drawn last, over everything: layers.py)
    return [r for r in drawn if r is not None]


BELOW_SIZE, BELOW_LINE = 10.5, 13   # a hint's gain and reasons, under its words
BELOW_INDENT = 10                   # a reason's next lines, past its bullet


def draw_over(surface, theme, ctx) -> list:
    """What lies over the widgets: the list's headings, the hint's ring, the notice, the
    caption and the final scoring (the tooltip comes later: `draw_tooltip`). Where it drew
    (pixel rects)."""
    drawn = choices.draw_heads(surface, theme, ctx)
    if ctx.hinted is not None:
        ring = theme.rect(*ctx.hinted).inflate(theme.px(4), theme.px(4))
        rounded(surface, P.ACCENT, ring, theme.px(7), max(2, theme.px(2.5)))
        drawn.append(ring.inflate(4, 4))
    for note, at in ((ctx.notice, None), (ctx.hint_note, ctx.hint_at)):
        if note is not None:
            rect = at or notice_rect(theme, note)
            _notice(surface, theme, rect, *note)
            drawn.append(theme.rect(*rect).inflate(theme.px(6), theme.px(6)))
    beat = ctx.beat
    if beat is not None and beat.caption is not None:
        _caption(surface, theme, beat.caption.text)
        drawn.append(theme.rect(*L.CAPTION).inflate(6, 6))
    if ctx.finale is not None:
        drawn += finale.draw(surface, theme, ctx, ctx.finale)
    return drawn


def draw_tooltip(surface, theme, ctx) -> pygame.Rect | None:
    """The tooltip of what the mouse is on, drawn by the scene after Learn to play's coach (the
    veil would dim it, the frames of the parts it lights would cross it) and clear of what is
    opened (`ctx.keepouts`)."""
    part = _hover(ctx).part
    if part is not None and ctx.mouse is not None:
        return panels.draw_tooltip(surface, theme, _tip(ctx, part), theme.pt(*ctx.mouse),
                                   [tuple(theme.rect(*r)) for r in ctx.keepouts])
    return None


def _caption(surface, theme, text: str) -> None:
    x, y, w, h = L.CAPTION
    rounded(surface, (30, 26, 22), theme.rect(x, y, w, h), theme.px(6))
    rounded(surface, P.LIT, theme.rect(x, y, w, h), theme.px(6), max(1, theme.px(1.2)))
    size, lines = P.lines_fit(theme, text, "sans-bold", 12.5, w - 16, 2, 8.5)
    for k, line in enumerate(lines[:2]):
        theme.text(surface, line, "sans-bold", size, P.TEXT,
                   (x + w / 2, y + h / 2 + (k - (len(lines[:2]) - 1) / 2) * (size + 1)), "center")


def notice_lines(theme, text: str, width: float = L.DECISION[2] - 12) -> tuple[float, list[str]]:
    """The notice's size and lines in a box `width` wide: three lines, smaller down to 9; past
    that more lines, never a word cut (a refusal names the whole choice, and what the game waits
    for)."""
    return P.lines_fit(theme, text, "sans-bold", 11.5, width - 12, 3, 9)


def below_lines(theme, below, width: float = L.DECISION[2] - 12) -> list[tuple[str, float]]:
    """A hint's gain and reasons under its words, wrapped whole, a reason behind a bullet:
    (line, indent) each."""
    return bulleted(theme, list(below), "sans", BELOW_SIZE, width - 12, BELOW_INDENT)


def notice_height(theme, notice, width: float = L.DECISION[2] - 12) -> int:
    """The notice's box, in base units: its words, then what lies below them."""
    text, _, _, below = notice
    return 12 + 15 * len(notice_lines(theme, text, width)[1]) + BELOW_LINE * len(below_lines(theme, below, width))


def notice_rect(theme, notice) -> tuple:
    """A refusal's box: at the foot of the decision panel, the list ending above it."""
    x, y, w, h = L.DECISION
    bh = notice_height(theme, notice)
    return (x + 6, y + h - bh - 6, w - 12, bh)


def hint_rect(theme, hint) -> tuple:
    """The hint's box, with its gain and reasons: beside the decision panel, over the log's
    older lines (its top), so the list keeps all its room and the hinted choice its neighbours."""
    x, y, w = L.HINT_AT
    return (x, y, w, notice_height(theme, hint, w))


def _notice(surface, theme, rect, text: str, fill, border, below) -> None:
    """A box saying a refusal, or the hint with its gain and reasons, in `rect` (base units)."""
    x, y, w, bh = rect
    size, lines = notice_lines(theme, text, w)
    under = below_lines(theme, below, w)
    # there for a moment, over what lies under it (the log's older lines, beside the panel)
    panel(surface, theme, rect, fill=fill, border=border, radius=6, shadow_alpha=0, overlay=True)
    for k, line in enumerate(lines):
        theme.text(surface, line, "sans-bold", size, P.TEXT, (x + 8, y + 6 + k * 15))
    top = y + 6 + 15 * len(lines)
    for k, (line, indent) in enumerate(under):
        theme.text(surface, line, "sans", BELOW_SIZE, P.TEXT, (x + 8 + indent, top + k * BELOW_LINE))
