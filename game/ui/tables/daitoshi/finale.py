"""The end of the game played out on the table (END GAME SCORING) before the results: a score sheet
over the Factories fills in part by part, the VP during the game first, then each Pilgrim's
scoring (the track lit on the board), the river's penalty per Conflict tile, the leftovers, then
the totals and, where the top scores tie, the tie-breakers in the rulebook's order (fewest
Conflict tiles, most Inventions, most Pilgrim advances). The solo Mayor's parts (his Pilgrims,
his best Pilgrim again) stand in his column. The results screen then shows the same parts.
"""

from __future__ import annotations

import pygame

from game.core.daitoshi.end_game import tie_break_key
from game.i18n import is_you, t
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi.panels import player_scores
from game.ui.tables.daitoshi.story import Clock
from game.ui.widgets import rounded
from game.ui.scenes.results import part_label

ORDER = ("in_game", "end_of_game_icons", "pilgrims", "best_pilgrim_again", "forest", "mountain", "underground",
         "river", "river_penalty", "leftovers")
LIGHTS = {"forest": (("track", 1),), "mountain": (("track", 2),), "underground": (("track", 3),),
          "river": (("track", 0),), "river_penalty": (("track", 0),),
          "pilgrims": (("track", 0), ("track", 1), ("track", 2), ("track", 3))}
ROW = 1.1                  # seconds (at 1x) a part takes to be scored
LABEL_W = 272


class Finale(Clock):
    def __init__(self, view) -> None:
        self.view = view
        self.scores = player_scores(view)
        names = {name for sc in self.scores for name, _ in sc.breakdown}
        self.parts = [p for p in ORDER if p in names]
        self.t = 0.0
        totals = [sc.total for sc in self.scores]
        best = max(totals)
        self.tied = [i for i, v in enumerate(totals) if v == best] if view.solo is None else []
        self.rows = self.parts + (["tie"] if len(self.tied) > 1 else []) + ["total"]

    @property
    def total(self) -> float:
        return ROW * len(self.rows) + 1.2

    def shown_rows(self) -> int:
        return min(len(self.rows), int(self.t / ROW) + 1)

    def current(self) -> str | None:
        k = self.shown_rows() - 1
        return self.rows[k] if not self.done() and 0 <= k < len(self.rows) else None

    def lights(self) -> tuple:
        return LIGHTS.get(self.current() or "", ())

    def value(self, seat: int, part: str) -> int | None:
        return dict(self.scores[seat].breakdown).get(part)


def part_words(part: str) -> str:
    return part_label(part)


def tie_words(view, tied: list, names: list) -> str:
    """The tie-breakers in order, as the rulebook lists them, down to the first that separates."""
    keys = {s: tie_break_key(view, s) for s in tied}
    for k, key in enumerate(("dtable.tie.conflicts", "dtable.tie.inventions", "dtable.tie.pilgrims")):
        values = {s: abs(keys[s][k]) for s in tied}
        if len(set(values.values())) > 1:
            return t(key, list=", ".join(f"{names[s]} {values[s]}" for s in tied))
    return t("dtable.tie.shared")


def winner_words(winners, names: list) -> str:
    """Who won, under the totals: "You win!" to a seat named "You" alone, the Mayor in solo."""
    if not winners:
        return t("dtable.mayor_wins")
    if len(winners) == 1 and is_you(names[winners[0]]):
        return t("results.you_win")
    return t("results.winner" if len(winners) == 1 else "results.winners",
             names=", ".join(names[s] for s in winners))


def draw(surface, theme, ctx, finale: Finale) -> list:
    """The score sheet over the Factories; where it drew (pixel rects: its paper, and every
    line, each where its text went), so the next frame puts the board back there only, not
    whole (render.py, `put`)."""
    view = ctx.view
    x, y, w, h = L.FACTORY
    drawn = [theme.rect(x, y, w, h).inflate(4, 4)]
    rounded(surface, (30, 28, 26), theme.rect(x, y, w, h), theme.px(8))
    rounded(surface, P.ACCENT, theme.rect(x, y, w, h), theme.px(8), max(1, theme.px(2)))
    drawn.append(P.heading(surface, theme, t("dtable.final_scoring"), (x + 10, y + 6), 12, width=w - 20))
    n = len(finale.scores)
    cw = (w - LABEL_W - 16) / n
    for seat in range(n):
        cx = x + LABEL_W + 8 + seat * cw
        drawn.append(pygame.draw.circle(surface, ctx.colours[seat], theme.pt(cx + 7, y + 32), theme.px(4)))
        drawn.append(P.text_fit(surface, theme, ctx.names[seat], "sans-bold", 11, P.TEXT, (cx + 14, y + 32), cw - 18))
    shown = finale.shown_rows()
    row_h = min(18.0, (h - 52) / max(1, len(finale.rows)))
    now = finale.current()
    for k, part in enumerate(finale.rows[:shown]):
        ry = y + 44 + k * row_h
        if part == now:
            rounded(surface, (70, 60, 40), theme.rect(x + 6, ry, w - 12, row_h - 1), theme.px(3))
        if part == "tie":
            label = t("dtable.tie.head")
            drawn.append(P.text_fit(surface, theme, label, "sans-bold", 11, P.ALERT, (x + 12, ry + row_h / 2),
                                    LABEL_W - 16))
            drawn.append(P.text_fit(surface, theme, tie_words(view, finale.tied, ctx.names), "sans", 10, P.TEXT,
                                    (x + LABEL_W + 8, ry + row_h / 2), w - LABEL_W - 16))
            continue
        if part == "total":
            drawn.append(P.text_fit(surface, theme, t("dtable.total"), "sans-bold", 11, P.ACCENT,
                                    (x + 12, ry + row_h / 2), LABEL_W - 16))
        else:
            r = P.text_fit(surface, theme, part_words(part), "sans-bold", 11, P.TEXT, (x + 12, ry + row_h / 2),
                           LABEL_W * 0.45)
            drawn.append(r)
            drawn.append(P.text_fit(surface, theme, t(f"dtable.part_note.{part}"), "sans", 10, P.SOFT,
                                    (r.right / theme.s - theme.ox / theme.s + 6, ry + row_h / 2),
                                    x + LABEL_W - 4 - (r.right - theme.ox) / theme.s - 6))
        for seat in range(n):
            cx = x + LABEL_W + 8 + seat * cw
            v = finale.scores[seat].total if part == "total" else finale.value(seat, part)
            if v is None:
                text, colour = "—", P.FAINT
            else:
                text, colour = (str(v), P.ALERT if v < 0 else (P.ACCENT if part == "total" else P.TEXT))
            drawn.append(theme.text(surface, text, "sans-bold" if part == "total" else "sans", 11.5, colour,
                                    (cx + cw / 2, ry + row_h / 2), "center"))
    if finale.rows[shown - 1] == "total" and shown == len(finale.rows):
        winners = view.winners()
        words = winner_words(winners, ctx.names)
        drawn.append(P.text_fit(surface, theme, words, "serif-bold", 14, P.ACCENT, (x + w / 2, y + h - 12), w - 20,
                                "center"))
    return [r.inflate(4, 4) for r in drawn]
