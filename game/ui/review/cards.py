"""The chosen person's costliest decisions on the review screen, a card each (`DecisionCard`):
when, what it cost and the grade, the move played, the better one and why, every word of it.

The cards stand in a column (`Column`): each as tall as its words need (`CARD_H` at least), in
one size for all, the largest from `TEXT` down to `SMALLEST` at which the column holds them all;
where even `SMALLEST` cannot (a long Why beside long moves, French at a larger UI scale), the
column scrolls by whole cards (the wheel over it, or its two buttons under the cards), so that
a card is shown whole or not at all and its Why is never dropped or cut.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import t
from game.ui import theme as th
from game.ui.review.mark import BETTER, PLAYED
from game.ui.review.words import DecisionWords
from game.ui.widgets import Button

CARD_H, CARD_GAP = 128, 10       # a card's least height, and the room between two
TEXT = 13                        # a card's lines (smaller, down to SMALLEST, rather than scroll)
SMALLEST = 10
HEAD, HEAD_LINE = 14, 18    # a card's heading: its size, and the step from one of its lines to the next
PITCH = 1.3                 # a line's step, in its drawn size
PAD = 6                     # under a card's last line
SCROLL_H = 30               # the scroll buttons' row, under the cards, where the column scrolls
SCROLL_W = 130


def head_line(theme) -> float:
    """HEAD_LINE for the heading as drawn (larger at a larger UI scale)."""
    return HEAD_LINE * theme.drawn(HEAD) / HEAD


def heading(theme, words: DecisionWords, w: float) -> list[str]:
    """When, what it cost and the grade, wrapped to a card `w` wide (a grade the review is not
    sure of takes more words: "inaccuracy, perhaps a blunder")."""
    return theme.wrap(words.head, "sans-bold", HEAD, w - 24)


def top(theme, words: DecisionWords, w: float) -> float:
    """Where the moves' lines begin, under the heading's lines."""
    return 10 + len(heading(theme, words, w)) * head_line(theme) + 6


def body(theme, words: DecisionWords, w: float, size: float) -> list[tuple[str, tuple]]:
    """The (text, colour) lines of the two moves and why the better one is better, at `size`."""
    room = w - 24
    played = theme.wrap(t("review.played", action=words.played), "sans", size, room)
    better = theme.wrap(t("review.better", action=words.better), "sans", size, room)
    why = theme.wrap(words.why, "sans", size, room) if words.why else []
    return [(ln, PLAYED) for ln in played] + [(ln, BETTER) for ln in better] + [(ln, PLAYED) for ln in why]


def need(theme, words: DecisionWords, w: float, size: float) -> float:
    """The height a card `w` wide needs for all its words at `size` (`CARD_H` at least)."""
    return max(CARD_H, top(theme, words, w) + len(body(theme, words, w, size)) * theme.drawn(size) * PITCH + PAD)


class DecisionCard(Button):
    """A costly decision, its words at the column's size; a click opens the replay there."""

    def __init__(self, wid: str, rect, words: DecisionWords, on_click, size: float = TEXT) -> None:
        super().__init__(wid, "", rect, on_click, style="list", size=size)
        self.words = words

    def lines(self, theme) -> list[tuple[str, tuple]]:
        return body(theme, self.words, self.rect[2], self.size)

    def draw(self, surface, theme, hover, focused) -> None:
        super().draw(surface, theme, hover, focused)
        x, y, w, h = self.rect
        for k, line in enumerate(heading(theme, self.words, w)):
            theme.text(surface, line, "sans-bold", HEAD, th.INK, (x + 12, y + 10 + k * head_line(theme)))
        below = top(theme, self.words, w)
        for k, (line, colour) in enumerate(self.lines(theme)):
            theme.text(surface, line, "sans", self.size, colour,
                       (x + 12, y + below + k * theme.drawn(self.size) * PITCH))


@dataclass(frozen=True)
class Column:
    """The cards' size, each card's height, and whether the column scrolls."""
    size: float
    heights: tuple[float, ...]
    scrolls: bool

    def shown(self, first: int, room: float) -> range:
        """The cards shown from `first` on: as many whole ones as `room` holds, one at least."""
        end, used = first, 0.0
        while end < len(self.heights) and (end == first or used + CARD_GAP + self.heights[end] <= room):
            used += (CARD_GAP if end > first else 0) + self.heights[end]
            end += 1
        return range(first, end)


def column(theme, words: list[DecisionWords], w: float, room: float) -> Column:
    """The largest size from TEXT down to SMALLEST at which cards `w` wide hold all their words in
    `room` together; else SMALLEST, scrolling."""
    size = TEXT
    while True:
        heights = tuple(need(theme, d, w, size) for d in words)
        if sum(heights) + CARD_GAP * max(0, len(words) - 1) <= room:
            return Column(size, heights, False)
        if size <= SMALLEST:
            return Column(size, heights, True)
        size -= 0.5


def lay_out(theme, words: list[DecisionWords], area, first: int, open_card, scroll):
    """The cards of `words` in `area` (x, y, w, h: base units) from `first` on, and where the
    column scrolls its two buttons, under them: the widgets, and the first card shown (kept in
    range). `open_card(k)` opens the k-th; `scroll(step)` moves the column by whole cards."""
    x, y, w, h = area
    laid = column(theme, words, w, h)
    room = h - SCROLL_H if laid.scrolls else h
    first = max(0, min(first, len(words) - 1)) if laid.scrolls else 0
    shown = laid.shown(first, room)
    widgets, cy = [], y
    for k in shown:
        widgets.append(DecisionCard(f"decision:{k}", (x, cy, w, laid.heights[k]), words[k],
                                    lambda k=k: open_card(k), laid.size))
        cy += laid.heights[k] + CARD_GAP
    if laid.scrolls:
        by = y + h - SCROLL_H + 6
        above, below = first, len(words) - shown.stop
        up = Button("scroll:up", lambda: t("review.scroll.up", n=above), (x, by,
                    SCROLL_W, SCROLL_H - 6), lambda: scroll(-1), style="ghost", size=12)
        down = Button("scroll:down", lambda: t("review.scroll.down", n=below), (x + w - SCROLL_W, by,
                      SCROLL_W, SCROLL_H - 6), lambda: scroll(1), style="ghost", size=12)
        up.visible, down.visible = above > 0, below > 0     # each where it leads somewhere
        widgets += [up, down]
    return widgets, first
