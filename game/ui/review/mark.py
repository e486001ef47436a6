"""A reviewed decision shown at the replay's table (a costly decision clicked on the
review screen opens the replay at that moment): a note over the replay's controls saying whose
decision it was and what it cost, the move played and the better move in the table's words, each
behind a swatch of the colour the table marks it in on the table itself (`TableScene.MARK_COLOURS`;
the better move as a hint is lit).
It stays while the replay stands at that decision or just after its move."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.ai.review_data import Decision
from game.i18n import t
from game.ui import theme as th
from game.ui.review.words import DecisionWords
from game.ui.widgets import panel

PLAYED, BETTER = th.VERMILION_DARK, th.INDIGO   # the two moves' colours, here and on the table
PAD = 10
LINE = 17
GAP = 6   # between the note and the replay's controls
SWATCH_ROOM = 16


@dataclass(frozen=True)
class ReviewMark:
    reviewed: Decision
    name: str                               # the deciding seat's name, as shown
    words: Callable[[], DecisionWords]      # in the language of the moment

    def shown_at(self, position: int) -> bool:
        """The replay stands at the decision, or just after its move."""
        return self.reviewed.move <= position <= self.reviewed.move + 1


def note_lines(theme, mark: ReviewMark, width: float) -> list[tuple[str, str, int | None]]:
    """(text, font role, which move's swatch starts the line: 0 played, 1 better, None) of each
    line of the note, wrapped to `width`."""
    w = mark.words()
    out: list[tuple[str, str, int | None]] = [
        (line, "sans-bold", None)
        for line in theme.wrap(t("review.mark", name=mark.name, when=w.when, cost=w.cost), "sans-bold", 13, width)]
    for k, text in enumerate((t("review.played", action=w.played), t("review.better", action=w.better))):
        lines = theme.wrap(text, "sans", 13, width - SWATCH_ROOM)
        out += [(line, "sans", k if i == 0 else None) for i, line in enumerate(lines)]
    return out


def draw_note(surface: pygame.Surface, theme, mark: ReviewMark, bar, colours=(PLAYED, BETTER)) -> tuple:
    """The note, just over the replay's controls (`bar`, base units), each move's lines behind a
    swatch of the colour the table marks it in (`colours`: played, better); its rect."""
    x, y, w, _ = bar
    lines = note_lines(theme, mark, w - 2 * PAD)
    line = LINE * theme.drawn(13) / 13         # the pitch of the lines as drawn (the UI scale's)
    h = 2 * PAD + line * len(lines)
    rect = (x, y - GAP - h, w, h)
    panel(surface, theme, rect, fill=th.WHITE, border=th.INK_SOFT, radius=10, shadow_alpha=40, overlay=True)
    indent = 0
    for k, (text, role, swatch) in enumerate(lines):
        top = rect[1] + PAD + k * line
        if role == "sans-bold":
            indent = 0
        elif swatch is not None:
            indent = SWATCH_ROOM
            pygame.draw.rect(surface, colours[swatch], theme.rect(x + PAD, top + 3, 10, 10),
                             border_radius=theme.px(2))
        theme.text(surface, text, role, 13, th.INK, (x + PAD + indent, top))
    return rect
