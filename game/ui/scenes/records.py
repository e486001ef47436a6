"""Records: each person's statistics at each game (games, wins, win rate, best and average score,
and the same against each opponent AI level), and the finished games, newest first, with their
date, players and scores, each of which can be watched again (game/persistence/records.py keeps
them; game/input/replay.py plays them back) and reviewed (game/ui/review/)."""

from __future__ import annotations

import pygame

from game.i18n import is_you, shown_name, t, tn
from game.persistence.records import by_opponents, tally, watch_problem
from game.ui import theme as th
from game.ui.scenes.listing import ListingScene
from game.ui.widgets import Button, panel

GAMES_ROWS = 8        # finished games on a page
ROW_H = 60
TEXT_W = 855          # a finished game's lines, left of its Review and Watch
CARDS = 4             # statistics cards on a page (2 by 2)
CARD = (560, 232)     # a person at a game
CARD_STEP = (580, 244)
STAT_X = 106          # each of the five numbers, across the card
LEVEL_ROW = 20        # each opponent level's line
LEVEL_COLUMNS = (200, 280, 360, 450)   # games, wins, win rate, average (right edges, from the card's left)


def percent(rate: float | None) -> str:
    return "—" if rate is None else t("records.percent", n=round(rate * 100))


def number(value) -> str:
    return "—" if value is None else f"{value:.0f}"


class RecordsScene(ListingScene):
    name = "records"
    TITLE, BACK = "records.title", "records.back"
    PANEL = (60, 110, 1160, 520)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries = list(reversed(app.records.entries()))   # newest first, read once
        # each line checked as strictly as a save before Watch may read it: what is wrong, or None
        self.problems = [watch_problem(e, app.spec) if app.spec(e["game"]) else None for e in self.entries]
        self.message = ""
        self.cards = self._cards()
        self.view = "stats" if self.cards else "games"

    @property
    def ROWS(self) -> int:  # noqa: N802 - ListingScene's page size, by the view shown
        return CARDS if self.view == "stats" else GAMES_ROWS

    def rows(self) -> list:
        return self.cards if self.view == "stats" else self.entries

    def _cards(self) -> list[tuple[str, str, object, dict]]:
        """(game, name, Record, {opponents: Record}) for each person and game, in the order they
        first played."""
        person = self.app.records.person   # one person under one name ("You" and "Vous" alike)
        seen: list[tuple[str, str]] = []
        for e in reversed(self.entries):
            for name, human in zip(e["names"], e["humans"]):
                if human and (e["game"], person(name)) not in seen:
                    seen.append((e["game"], person(name)))
        return [(game, name, tally(self.entries, game, name, person), by_opponents(self.entries, game, name, person))
                for game, name in seen]

    def show(self, view: str) -> None:
        self.view, self.page, self.message = view, 0, ""
        self.layout()

    def layout(self) -> None:
        self.widgets = self.foot_widgets()
        for k, (view, key) in enumerate((("stats", "records.tab.stats"), ("games", "records.tab.games"))):
            self.widgets.append(Button(f"tab:{view}", lambda key=key: t(key), (860 + k * 190, 44, 180, 44),
                                       lambda view=view: self.show(view), size=16,
                                       style="primary" if self.view == view else "secondary"))
        if self.view != "games":
            return
        first = self.page * GAMES_ROWS
        for k, entry in enumerate(self.shown()):
            y = 130 + k * ROW_H
            watchable = self.app.spec(entry["game"]) is not None and self.problems[first + k] is None
            self.widgets.append(Button(f"review:{first + k}", lambda: t("records.review"), (960, y + 12, 110, 36),
                                       lambda e=entry: self.app.open_review(e), style="secondary", size=15,
                                       enabled=watchable and self.app.can_review(entry)))
            self.widgets.append(Button(f"watch:{first + k}", lambda: t("records.watch"), (1080, y + 12, 110, 36),
                                       lambda e=entry: self.watch(e), style="secondary", size=15,
                                       enabled=watchable))

    def watch(self, entry: dict) -> None:
        if not self.app.watch_record(entry):
            self.message = t("records.cannot_replay")

    # --- the finished games --------------------------------------------------------------------------
    def outcome(self, e: dict) -> str:
        names = [e["names"][i] for i in e["winners"]]
        if len(names) == 1 and is_you(names[0]):
            return t("records.you_won")
        if names:
            return t("records.winner", names=", ".join(shown_name(n) for n in names))
        if len(e["names"]) == 1:    # solo: the target (Arigatō) or the Mayor (Daitoshi) was not beaten
            return t("records.you_lost") if is_you(e["names"][0]) else \
                t("records.solo_lost", name=e["names"][0])
        return t("records.no_winner")

    def scores(self, e: dict, sep: str) -> str:
        """Each seat's score, then a solo rival's with his difficulty ("The Mayor 92 (3 Advisors)")."""
        scores = [f"{shown_name(name)} {score}" for name, score in zip(e["names"], e["scores"])]
        rival = e.get("rival")
        if rival is not None:
            scores.append(t("records.rival", name=t("dtable.mayor"), score=rival["score"],
                            advisors=tn("count.advisors", rival["advisors"])))
        return sep.join(scores)

    def entry_title(self, e: dict) -> str:
        """The game's name, and "(online)" for a game played at the table of a host elsewhere."""
        title = self.app.game_title(e["game"])
        return f"{title} ({t('records.online')})" if "online" in e else title

    def row_text(self, e: dict) -> str:
        return t("records.row", date=e.get("date", ""), game=self.entry_title(e), scores=self.scores(e, ", "),
                 outcome=self.outcome(e))

    def draw_games(self, surface: pygame.Surface) -> None:
        theme = self.theme
        if not self.entries:
            theme.text(surface, t("records.none"), "sans", 17, th.INK_SOFT, (90, 140))
        first = self.page * GAMES_ROWS
        for k, e in enumerate(self.shown()):
            y = 130 + k * ROW_H
            problem = self.problems[first + k]
            if k:
                pygame.draw.line(surface, th.PAPER_SHADE, theme.pt(80, y), theme.pt(1200, y), 1)
            head = f"{e.get('date', '')} · {self.entry_title(e)} · {self.outcome(e)}"
            theme.text(surface, theme.wrap(head, "sans-bold", 15, TEXT_W)[0], "sans-bold", 15, th.INK, (90, y + 8))
            scores = self.scores(e, "   ")
            lines = theme.wrap(scores, "sans", 14, TEXT_W)
            size = 14 if len(lines) == 1 else 12     # many players, long names: smaller, never cut
            for i, line in enumerate(theme.wrap(scores, "sans", size, TEXT_W)[:1 if problem else 2]):
                theme.text(surface, line, "sans", size, th.INK_SOFT, (90, y + (28 if problem else 31) + i * 13))
            if problem:     # a damaged line: listed, but not watched
                words = theme.wrap(t("records.cannot_watch", field=problem[0]), "sans", 12, TEXT_W)[0]
                theme.text(surface, words, "sans", 12, th.VERMILION_DARK, (90, y + 46))

    # --- the statistics ------------------------------------------------------------------------------
    def draw_card(self, surface: pygame.Surface, k: int, card) -> None:
        theme = self.theme
        game, name, rec, levels = card
        x = 80 + (k % 2) * CARD_STEP[0]
        y = 126 + (k // 2) * CARD_STEP[1]
        panel(surface, theme, (x, y, *CARD), fill=th.WHITE, radius=10, shadow_alpha=25)
        theme.text(surface, t("records.card", name=shown_name(name), game=self.app.game_title(game)), "serif-bold", 19,
                   th.INK, (x + 16, y + 10))
        stats = ((str(rec.played), tn("records.label.games", rec.played)),
                 (str(rec.won), tn("records.label.wins", rec.won)),
                 (percent(rec.rate), t("records.label.rate")),
                 (number(rec.best), t("records.label.best")),
                 (number(rec.average), t("records.label.average")))
        for j, (value, label) in enumerate(stats):
            sx = x + 16 + j * STAT_X
            theme.text(surface, value, "serif-bold", 24, th.VERMILION_DARK if j == 2 else th.INK, (sx, y + 40))
            theme.text(surface, label, "sans", 12, th.INK_SOFT, (sx, y + 74))
        top = y + 102
        heads = (t("records.label.games_col"), t("records.label.wins_col"), t("records.label.rate"),
                 t("records.label.average"))
        theme.text(surface, t("records.against"), "sans-bold", 12, th.INK_SOFT, (x + 16, top))
        for right, head in zip(LEVEL_COLUMNS, heads):
            theme.text(surface, head, "sans-bold", 12, th.INK_SOFT, (x + right, top), "topright")
        for i, (level, r) in enumerate(list(levels.items())[:5]):
            ly = top + 20 + i * LEVEL_ROW
            theme.text(surface, t(f"records.level.{level}"), "sans", 13, th.INK, (x + 16, ly))
            for right, value in zip(LEVEL_COLUMNS, (str(r.played), str(r.won), percent(r.rate), number(r.average))):
                theme.text(surface, value, "sans", 13, th.INK, (x + right, ly), "topright")

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        self.draw_page(surface)
        if self.view == "stats":
            for k, card in enumerate(self.shown()):
                self.draw_card(surface, k, card)
        else:
            self.draw_games(surface)
        if self.message:
            theme.text(surface, self.message, "sans", 16, th.VERMILION_DARK, (290, 675), "midleft")
        self.draw_widgets(surface)
