"""Learn from your mistakes at the table (game/input/practice.py): a note saying which decision
it is, what was played and what it cost, and how each try went, "find a better move", the try
being judged, "as good as the best", or, after two tries, the best (lit on the table as the
review's replay lights it: mark.py). Drawn where each table says (`PRACTICE_AT`): never over
the choices the player makes."""

from __future__ import annotations

import pygame

from game.ai.practice import FOUND, NOT_YET, SHOWN, TRIES
from game.i18n import t, tn
from game.ui import theme as th
from game.ui.review.mark import BETTER, PAD, PLAYED
from game.ui.review.words import cost_words
from game.ui.widgets import panel

LINE = 17
SIZE = 13


def note_lines(theme, session, table, width: float) -> list[tuple[str, str, tuple]]:
    """(text, font role, colour) of each line of the note, wrapped to `width`."""
    w = session.words()
    game = session.spec.name
    said = [(t("practice.title", when=w.when, cost=w.cost), "sans-bold", th.INK),
            (t("practice.played", action=w.played), "sans", PLAYED)]
    view = table.view()        # the table's own, kept per position (its viewer is the seat)

    def move(action) -> str:
        return table.action_words(view, session.seat, action)

    result, last = session.practice.result, session.last
    if session.judging is not None:
        said.append((t("practice.judging", action=move(session.judging)), "sans", th.INK_SOFT))
    elif session.error is not None:
        said.append((t("practice.failed"), "sans", th.VERMILION_DARK))
    elif result == FOUND:
        said.append((t("practice.found", action=move(last.action)), "sans-bold", BETTER))
    elif result == SHOWN:
        said.append((t("practice.gives_up", action=move(last.action),
                       cost=cost_words(last.loss.mean, game)), "sans", PLAYED))
        said.append((t("practice.shown", action=w.better), "sans-bold", BETTER))
    elif last is not None:
        left = TRIES - len(session.practice.tries)
        said.append((t("practice.gives_up", action=move(last.action),
                       cost=cost_words(last.loss.mean, game)), "sans", PLAYED))
        said.append((tn("practice.tries_left", left), "sans", th.INK))
    else:
        said.append((t("practice.find"), "sans", th.INK))
    if result != NOT_YET:
        said.append((t("practice.back"), "sans", th.INK_SOFT))
    out = []
    for text, role, colour in said:
        out += [(line, role, colour) for line in theme.wrap(text, role, SIZE, width)]
    return out


def draw_practice_note(surface: pygame.Surface, theme, session, table, at) -> tuple:
    """The note at `at` (x, top, width: base units), as tall as its lines; its rect."""
    x, y, w = at
    lines = note_lines(theme, session, table, w - 2 * PAD)
    line = LINE * theme.drawn(SIZE) / SIZE      # the pitch of the lines as drawn (the UI scale's)
    height = 2 * PAD + line * len(lines)
    rect = (x, y, w, height)
    panel(surface, theme, rect, fill=th.WHITE, border=th.INK_SOFT, radius=10, shadow_alpha=40, overlay=True)
    for k, (text, role, colour) in enumerate(lines):
        theme.text(surface, text, role, SIZE, colour, (x + PAD, rect[1] + PAD + k * line))
    return rect
