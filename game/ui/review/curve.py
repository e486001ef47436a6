"""The review's curve, drawn with pygame: each player's expected final score over the game, one
line per seat in the seat's colour, the days or turns marked on the axis in the game's own word,
the end at the real final scores; the chosen player's costliest decisions ringed on their line.

Each point is a reviewed decision: every seat's expected final score as the deciding seat could
judge it then (game/ai/review_data.py, `Review.curve`).
"""

from __future__ import annotations

import math

import pygame

from game.ai.review_data import Review
from game.i18n import t
from game.i18n.catalogue import CATALOGUE
from game.ui import theme as th
from game.ui.icons import draw_seat_token
from game.ui.review.luck import draw_moments
from game.ui.review.words import in_points

PAD_LEFT, PAD_RIGHT, PAD_TOP, PAD_BOTTOM = 52, 26, 40, 46   # the plot inside its panel (base units)
STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500)
MOST_TICKS = 6
LABEL_ROOM = 24      # base units between two labels of the axis: closer ones are skipped
GRID = (226, 216, 198)
TITLE_GAP = 3        # pixels at least between the title's ink and the score axis's top label


def nice_step(span: float) -> int:
    """A step for the score axis: the first that needs at most MOST_TICKS ticks."""
    return next((s for s in STEPS if span / s <= MOST_TICKS), STEPS[-1])


def label_step(marks: list[tuple[float, int]]) -> int:
    """The step of the axis' numbers: the first of STEPS whose marks (x, day or turn number)
    lie at least LABEL_ROOM apart."""
    for step in STEPS:
        xs = [x for x, n in marks if n % step == 0]
        if all(b - a >= LABEL_ROOM for a, b in zip(xs, xs[1:])):
            return step
    return STEPS[-1]


def lines(review: Review, moves: int) -> list[list[tuple[float, float]]]:
    """Per seat, (move, expected final score) at each reviewed decision, then (moves, its real
    final score)."""
    curve = review.curve()
    return [[(p.move, p.scores[s]) for p in curve] + [(moves, float(review.final_scores[s]))]
            for s in range(review.players)]


def plot_rect(rect) -> tuple[float, float, float, float]:
    x, y, w, h = rect
    return (x + PAD_LEFT, y + PAD_TOP, w - PAD_LEFT - PAD_RIGHT, h - PAD_TOP - PAD_BOTTOM)


def under_title(theme, title_bottom: int, top_label: str, py: float, ph: float) -> tuple[float, float]:
    """The plot's top (`py`, `ph`: base units) moved down as far as its score axis's top label,
    centred on it, needs to keep TITLE_GAP pixels under the title's ink (`title_bottom`, a pixel
    row): at a larger text size the title grew onto it ("Expected" on "300" at 125%)."""
    label = theme.render(top_label, "sans", 12, th.INK_SOFT)
    above = label.get_height() / 2 - label.get_bounding_rect().top     # its centre to its ink's top
    least = theme.to_base((0, title_bottom + TITLE_GAP + above))[1]
    down = max(0.0, least - py)
    return py + down, ph - down


def draw_curve(surface: pygame.Surface, theme, rect, review: Review, moves: int, colours: list[int],
               ringed=(), game: str = "", lucky: int | None = None) -> None:
    """The curve in `rect` (base units, inside a panel drawn by the caller); `ringed`: decisions
    to ring on their seat's line; `game`: its name, for the points it counts; `lucky`: the seat
    whose luckiest and unluckiest draws are marked (game/ui/review/luck.py)."""
    x, y, w, h = rect
    title = in_points("review.curve", game)
    r = theme.text(surface, title, "sans-bold", 15, th.INK, (x + 16, y + 12))
    px, py, pw, ph = plot_rect(rect)
    seats = lines(review, moves)
    values = [v for line in seats for _, v in line] or [0.0]
    low = min(0.0, min(values))
    step = nice_step(max(values) - low or 1.0)
    low = math.floor(low / step) * step
    high = max(low + step, math.ceil(max(values) / step) * step)
    ink_bottom = r.top + theme.render(title, "sans-bold", 15, th.INK).get_bounding_rect().bottom
    py, ph = under_title(theme, ink_bottom, f"{high:g}", py, ph)
    span_x = max(1, moves)

    def at(move: float, value: float) -> tuple[float, float]:
        return (px + pw * move / span_x, py + ph * (1 - (value - low) / (high - low)))

    # the score axis: a line and a number at each step (the title says they are VP)
    for k in range(int(round((high - low) / step)) + 1):
        value = low + k * step
        _, gy = at(0, value)
        pygame.draw.line(surface, GRID, theme.pt(px, gy), theme.pt(px + pw, gy), 1)
        theme.text(surface, f"{value:g}", "sans", 12, th.INK_SOFT, (px - 8, gy), "midright")
    # the days or turns: a mark where each begins, its number under the axis at a regular step
    # (every 2nd, 5th, … as room allows: skipping merely the close ones read 1, 5, 7)
    told = review.marks()
    marks = [(at(move, low)[0], n) for move, (_, n) in told]
    every = label_step(marks)
    for mx, n in marks:
        pygame.draw.line(surface, GRID, theme.pt(mx, py), theme.pt(mx, py + ph), 1)
        pygame.draw.line(surface, th.INK_SOFT, theme.pt(mx, py + ph), theme.pt(mx, py + ph + 5), 1)
        if n % every == 0:
            theme.text(surface, str(n), "sans", 12, th.INK_SOFT, (mx, py + ph + 7), "midtop")
    kind = told[0][1][0] if told else None
    if f"review.axis.{kind}" in CATALOGUE["en"]:     # the game's own unit: Arigatō's days, Daitoshi's turns
        theme.text(surface, t(f"review.axis.{kind}"), "sans-bold", 12, th.INK_SOFT,
                   (px + pw / 2, py + ph + 26), "midtop")
    pygame.draw.line(surface, th.INK_SOFT, theme.pt(px, py + ph), theme.pt(px + pw, py + ph), max(1, theme.px(1.5)))
    pygame.draw.line(surface, th.INK_SOFT, theme.pt(px, py), theme.pt(px, py + ph), max(1, theme.px(1.5)))
    # one line per seat, its token at the end (its shape and letter in colour-blind mode)
    width = max(2, theme.px(2.5))
    for s, line in enumerate(seats):
        colour, shape, letter = th.SEAT_COLOURS[colours[s] % len(th.SEAT_COLOURS)]
        points = [theme.pt(*at(m, v)) for m, v in line]
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, width)
        ex, ey = at(*line[-1])
        draw_seat_token(surface, theme.rect(ex - 7, ey - 7, 14, 14), colour, shape, letter, theme.colour_blind)
    for d in ringed:
        cx, cy = at(d.move, d.played.scores[d.seat])
        pygame.draw.circle(surface, th.VERMILION_DARK, theme.pt(cx, cy), theme.px(7), max(2, theme.px(2)))
    draw_moments(surface, theme, at, review, lucky)
