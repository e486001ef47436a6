"""Luck beside skill on the review screen: for each reviewed player, what their decisions gave up
and what the draws brought, in the game's own points ("You lost 14 favor to your decisions and
gained 9 from the draws."), what their moves and the others' made against the AI's quick play
(the rest of the result), and the luck-adjusted result; on the curve, the chosen player's
luckiest and unluckiest draws (game/ai/luck.py measures them).
"""

from __future__ import annotations

import pygame

from game.ai.luck import DEAL, ChanceEvent, SeatLuck, adjusted
from game.ai.review_data import Review, SeatSummary
from game.i18n import said_to, t, tn
from game.i18n.catalogue import CATALOGUE
from game.ui import theme as th
from game.ui.icons import draw_seat_token

LUCKY, UNLUCKY = th.MOSS, th.VERMILION_DARK     # the two marks on the curve, and their words
TEXT, SMALLEST = 14, 10          # the panel's lines: smaller, down to SMALLEST, rather than cut
READABLE = 12.5                  # the size the panel takes room for, from the curve above it
LINE = 1.3                       # a line's height, in sizes
MARK = 7                         # a mark's half width (base units)


def points(value: float, game: str, signed: bool = False) -> str:
    """"9 favor", "12 VP"; `signed`: "+9 favor", "−8 VP"."""
    n = round(abs(value))
    own = f"review.points.{game}"      # Arigatō counts favor; the others VP
    said = tn(own if f"{own}.one" in CATALOGUE["en"] else "review.points", n)
    if not signed or n == 0:
        return said
    return ("+" if value > 0 else "-") + said


def result_words(margin: float, game: str) -> str:
    """"ahead by 6 favor", "behind by 3 VP", "level"."""
    if round(margin) == 0:
        return t("review.level")
    return t("review.ahead" if margin > 0 else "review.behind", points=points(margin, game))


def split_words(summary: SeatSummary, luck: SeatLuck, name: str, game: str) -> str:
    """"You lost 14 favor to your decisions and gained 9 from the draws." (or "and 9 to the
    draws"), in the seat's own person."""
    key = "review.split.gain" if luck.luck.mean >= 0 else "review.split.loss"
    return said_to(key, name, cost=points(summary.total_loss, game), luck=points(luck.luck.mean, game))


def play_words(luck: SeatLuck, name: str, game: str) -> str:
    """"Against the AI's quick play, your moves made +5 favor and the others' -3 favor.": what
    the seat's moves and the other seats' did to its margin against the rollout policy's (the
    rest of its result beside its luck: game/ai/luck.py)."""
    return said_to("review.play", name, play=points(luck.play.mean, game, signed=True),
                   others=points(luck.others.mean, game, signed=True))


def adjusted_words(summary: SeatSummary, luck: SeatLuck, game: str) -> str:
    """"Luck-adjusted result: ahead by 5 favor (final: ahead by 14 favor)."""
    result, _ = adjusted(summary.final_margin, luck.luck)
    return t("review.adjusted", result=result_words(result, game),
             final=result_words(summary.final_margin, game))


def when_words(event: ChanceEvent, moves: int) -> str:
    """"Day 3", "Turn 14", "the opening deal": the game's own unit, as the review says a decision's."""
    if event.move == DEAL:
        return t("review.deal")
    if event.progress is not None and f"replay.to_{event.progress[0]}" in CATALOGUE["en"]:
        return t(f"replay.to_{event.progress[0]}", n=event.progress[1])
    return t("replay.position", n=event.move + 1, of=moves)


def moment_words(event: ChanceEvent, lucky: bool, moves: int, game: str) -> str:
    """"Luckiest draw: Day 5, +9 favor"."""
    return t("review.moment", what=t("review.luckiest" if lucky else "review.unluckiest"),
             when=when_words(event, moves), points=points(event.luck.mean, game, signed=True))


def seat_lines(review: Review, names: list[str]) -> list[tuple[int, str]]:
    """(seat, paragraph) for each reviewed seat whose luck was measured: its split and its
    luck-adjusted result."""
    out = []
    game = review.game
    for summary in review.summaries:
        luck = next((x for x in review.luck if x.seat == summary.seat), None)
        if luck is None:
            continue
        out.append((summary.seat, split_words(summary, luck, names[summary.seat], game) + " "
                    + play_words(luck, names[summary.seat], game) + " "
                    + adjusted_words(summary, luck, game)))
    return out


def moment_lines(review: Review, seat: int | None, moves: int) -> list[tuple[bool, str]]:
    """(lucky?, words) for the seat's luckiest and unluckiest draws, those it had."""
    luck = next((x for x in review.luck if x.seat == seat), None)
    if luck is None:
        return []
    best, worst = luck.extremes()
    return [(lucky, moment_words(e, lucky, moves, review.game))
            for lucky, e in ((True, best), (False, worst)) if e is not None]


Line = tuple[str, int | None, str]    # (kind: seat, more, lucky, unlucky; the seat; the words)


def layout_lines(theme, review: Review, names: list[str], moves: int, chosen: int | None,
                 width: float, room: float, size: float = TEXT) -> tuple[float, list[Line]]:
    """The size and the (kind, seat, line) lines of the panel: each seat's paragraph wrapped to
    `width` (its first line of kind "seat", the others "more"), then the chosen seat's moments
    ("lucky", "unlucky"), as small as needed (down to SMALLEST) to fit `room`; never cut."""
    paragraphs = seat_lines(review, names)
    moments = moment_lines(review, chosen, moves)
    while True:
        lines: list[Line] = []
        for seat, words in paragraphs:
            for k, line in enumerate(theme.wrap(words, "sans", size, width - 32)):
                lines.append(("seat" if k == 0 else "more", seat, line))
        for lucky, words in moments:
            for line in theme.wrap(words, "sans", size, width - 32):
                lines.append(("lucky" if lucky else "unlucky", chosen, line))
        if len(lines) * size * LINE <= room or size <= SMALLEST:
            return size, lines
        size -= 0.5


def panel_height(theme, review: Review, names: list[str], moves: int, chosen: int | None,
                 width: float, least: float, most: float) -> float:
    """The height (base units) the panel needs to say everything at READABLE size, between
    `least` and `most` (the curve above it takes the rest)."""
    _, lines = layout_lines(theme, review, names, moves, chosen, width - 16, 10**6, READABLE)
    return max(least, min(most, len(lines) * READABLE * LINE + 16))


def draw_panel(surface: pygame.Surface, theme, rect, review: Review, names: list[str],
               colours: list[int], moves: int, chosen: int | None) -> None:
    """The panel's lines in `rect` (base units, inside a panel drawn by the caller): each seat's
    token before its paragraph, each moment's mark (as the curve draws it) before its words."""
    x, y, w, h = rect
    size, lines = layout_lines(theme, review, names, moves, chosen, w - 16, h - 16)
    top = y + 8
    marked = set()
    for k, (kind, seat, line) in enumerate(lines):
        ly = top + k * size * LINE
        if kind == "seat":
            colour, shape, letter = th.SEAT_COLOURS[colours[seat] % len(th.SEAT_COLOURS)]
            draw_seat_token(surface, theme.rect(x + 12, ly + 1, 13, 13), colour, shape, letter,
                            theme.colour_blind)
        elif kind in ("lucky", "unlucky") and kind not in marked:
            marked.add(kind)
            draw_mark(surface, theme, x + 18, ly + size * 0.65, kind == "lucky")
        colour = {"lucky": LUCKY, "unlucky": UNLUCKY}.get(kind, th.INK)
        theme.text(surface, line, "sans", size, colour, (x + 32, ly))


def draw_mark(surface: pygame.Surface, theme, cx: float, cy: float, lucky: bool) -> None:
    """A triangle pointing up (the luckiest draw, moss) or down (the unluckiest, vermilion)."""
    d = MARK
    tip, base = (cy - d, cy + d * 0.7) if lucky else (cy + d, cy - d * 0.7)
    pygame.draw.polygon(surface, LUCKY if lucky else UNLUCKY,
                        [theme.pt(cx, tip), theme.pt(cx - d, base), theme.pt(cx + d, base)])


def draw_moments(surface: pygame.Surface, theme, at, review: Review, seat: int | None) -> None:
    """On the curve (`at(move, value)`: its coordinates), the seat's luckiest and unluckiest
    draws: a mark on the seat's line where each happened (the deal at the curve's start)."""
    luck = next((x for x in review.luck if x.seat == seat), None)
    if luck is None:
        return
    best, worst = luck.extremes()
    for lucky, event in ((True, best), (False, worst)):
        if event is None:
            continue
        move = max(0, event.move)
        cx, cy = at(move, _score_at(review, seat, move))
        draw_mark(surface, theme, cx, cy - MARK - 4 if lucky else cy + MARK + 4, lucky)


def _score_at(review: Review, seat: int, move: int) -> float:
    """The seat's expected final score on the curve at `move`: the last point at or before it
    (the first point before the curve's first)."""
    curve = review.curve()
    if not curve:
        return float(review.final_scores[seat])
    before = [p for p in curve if p.move <= move]
    return (before[-1] if before else curve[0]).scores[seat]
