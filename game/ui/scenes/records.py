"""Records: each person's record at each game, and the finished games, newest first, each of
which can be watched again (game/persistence/records.py keeps them; game/input/replay.py plays
them back)."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.persistence.records import tally
from game.ui import art
from game.ui import theme as th
from game.ui.scene import Input, Scene
from game.ui.widgets import Button, panel

ROWS = 8          # games on a page
ROW_H = 40


class RecordsScene(Scene):
    name = "records"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries = list(reversed(app.records.entries()))   # newest first, read once
        self.page = 0
        self.message = ""
        self.tallies = self._tallies()

    def pages(self) -> int:
        return max(1, -(-len(self.entries) // ROWS))

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
            out.append(t("results.record", name=name, game=spec.title if spec else game, n=rec.played,
                         won=rec.won, best=rec.best))
        return out

    def layout(self) -> None:
        self.widgets = [Button("back", lambda: t("records.back"), (80, 650, 180, 50), self.app.pop_scene,
                               style="secondary")]
        first = self.page * ROWS
        for k, entry in enumerate(self.entries[first:first + ROWS]):
            y = 300 + k * ROW_H
            self.widgets.append(Button(f"watch:{first + k}", lambda: t("records.watch"), (1080, y + 4, 100, 32),
                                       lambda e=entry: self.watch(e), style="secondary", size=15,
                                       enabled=self.app.spec(entry["game"]) is not None))
        if self.pages() > 1:
            self.widgets.append(Button("prev", "‹", (900, 650, 60, 50), lambda: self.turn(-1), style="secondary",
                                       enabled=self.page > 0))
            self.widgets.append(Button("next", "›", (1120, 650, 60, 50), lambda: self.turn(1), style="secondary",
                                       enabled=self.page < self.pages() - 1))

    def turn(self, d: int) -> None:
        self.page = max(0, min(self.pages() - 1, self.page + d))
        self.layout()

    def watch(self, entry: dict) -> None:
        if not self.app.watch_record(entry):
            self.message = t("records.cannot_replay")

    def handle(self, inp: Input) -> bool:
        if inp.kind == "back":
            self.app.pop_scene()
            return True
        return super().handle(inp)

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
        surface.blit(art.paper(surface.get_size()), (0, 0))
        theme.text(surface, t("records.title"), "serif-bold", 44, th.INK, (80, 40))
        for k, line in enumerate(self.summaries()):
            theme.text(surface, line, "sans", 16, th.INK, (80 + (k // 3) * 560, 124 + (k % 3) * 26))
        panel(surface, theme, (60, 280, 1160, ROWS * ROW_H + 40), fill=(251, 247, 239))
        if not self.entries:
            theme.text(surface, t("records.none"), "sans", 17, th.INK_SOFT, (90, 310))
        first = self.page * ROWS
        for k, e in enumerate(self.entries[first:first + ROWS]):
            y = 300 + k * ROW_H
            if k:
                pygame.draw.line(surface, th.PAPER_SHADE, theme.pt(80, y), theme.pt(1200, y), 1)
            lines = theme.wrap(self.row_text(e), "sans", 15, 975)   # one line, cut short if need be
            text = lines[0] + ("…" if len(lines) > 1 else "")
            theme.text(surface, text, "sans", 15, th.INK, (90, y + ROW_H / 2), "midleft")
        if self.pages() > 1:
            theme.text(surface, t("records.page", page=self.page + 1, pages=self.pages()), "sans", 16, th.INK_SOFT,
                       (1040, 675), "center")
        if self.message:
            theme.text(surface, self.message, "sans", 16, th.VERMILION_DARK, (290, 675), "midleft")
        self.draw_widgets(surface)
