"""Records: each person's record at each game, and the finished games, newest first, each of
which can be watched again (game/persistence/records.py keeps them; game/input/replay.py plays
them back)."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.persistence.records import tally
from game.ui import theme as th
from game.ui.scenes.listing import ListingScene
from game.ui.scenes.results import record_words
from game.ui.widgets import Button

ROWS = 8          # games on a page
ROW_H = 40


class RecordsScene(ListingScene):
    name = "records"
    ROWS = ROWS
    TITLE, BACK = "records.title", "records.back"
    PANEL = (60, 280, 1160, ROWS * ROW_H + 40)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries = list(reversed(app.records.entries()))   # newest first, read once
        self.message = ""
        self.tallies = self._tallies()

    def rows(self) -> list:
        return self.entries

    def _tallies(self) -> list[tuple[str, str, object]]:
        """(game, name, Record) for each person and game, in the order they first played."""
        seen: list[tuple[str, str]] = []
        for e in reversed(self.entries):
            for name, human in zip(e["names"], e["humans"]):
                if human and (e["game"], name) not in seen:
                    seen.append((e["game"], name))
        return [(game, name, tally(self.entries, game, name)) for game, name in seen[:6]]

    def summaries(self) -> list[str]:
        """"Aiko at Arigatō: 5 games, 3 won, best score 112", for each person and game."""
        out = []
        for game, name, rec in self.tallies:
            spec = self.app.spec(game)
            out.append(record_words(name, spec.title if spec else game, rec))
        return out

    def layout(self) -> None:
        self.widgets = self.foot_widgets()
        first = self.page * ROWS
        for k, entry in enumerate(self.shown()):
            y = 300 + k * ROW_H
            self.widgets.append(Button(f"watch:{first + k}", lambda: t("records.watch"), (1080, y + 4, 100, 32),
                                       lambda e=entry: self.watch(e), style="secondary", size=15,
                                       enabled=self.app.spec(entry["game"]) is not None))

    def watch(self, entry: dict) -> None:
        if not self.app.watch_record(entry):
            self.message = t("records.cannot_replay")

    def row_text(self, e: dict) -> str:
        spec = self.app.spec(e["game"])
        scores = ", ".join(f"{name} {score}" for name, score in zip(e["names"], e["scores"]))
        names = [e["names"][i] for i in e["winners"]]
        if names:
            outcome = t("records.winner", names=", ".join(names))
        elif len(e["names"]) == 1:    # solo: the target (Arigatō) or the Mayor (Daitoshi) was not beaten
            outcome = t("records.solo_lost", name=e["names"][0])
        else:
            outcome = t("records.no_winner")
        return t("records.row", date=e.get("date", ""), game=spec.title if spec else e["game"], scores=scores,
                 outcome=outcome)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        self.draw_page(surface)
        for k, line in enumerate(self.summaries()):
            theme.text(surface, line, "sans", 16, th.INK, (80 + (k // 3) * 560, 124 + (k % 3) * 26))
        if not self.entries:
            theme.text(surface, t("records.none"), "sans", 17, th.INK_SOFT, (90, 310))
        for k, e in enumerate(self.shown()):
            y = 300 + k * ROW_H
            if k:
                pygame.draw.line(surface, th.PAPER_SHADE, theme.pt(80, y), theme.pt(1200, y), 1)
            lines = theme.wrap(self.row_text(e), "sans", 15, 975)
            if len(lines) == 1:
                theme.text(surface, lines[0], "sans", 15, th.INK, (90, y + ROW_H / 2), "midleft")
            else:   # many players, long names: two smaller lines, never a cut
                for i, line in enumerate(theme.wrap(self.row_text(e), "sans", 12, 975)[:2]):
                    theme.text(surface, line, "sans", 12, th.INK, (90, y + ROW_H / 2 + (i - 0.5) * 15), "midleft")
        if self.message:
            theme.text(surface, self.message, "sans", 16, th.VERMILION_DARK, (290, 675), "midleft")
        self.draw_widgets(surface)
