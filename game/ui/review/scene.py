"""The review screen: a finished game's review, opened from the results or from
Records. A review kept from before opens at once; otherwise it is made on a thread (job.py) while
the screen shows how far it is, with Cancel, and never holds a frame.

Once made: the curve of each player's expected final score (curve.py), each player's mistakes and
blunders under it, and, per person who played, their three costliest decisions, "played X, better
Y, about N VP" and why, in the table's words (words.py), each on a card whole (cards.py: the
cards scroll where they cannot stand together); a click on one opens the replay at that moment
with both moves shown (mark.py). Learn from your mistakes opens the chosen person's costliest
decision not yet found at the table, to find a better move (game/input/practice.py); how each
ended is kept beside the review (game/persistence/practice.py) and counted here.
"""

from __future__ import annotations

import pygame

from game.ai.review import NotReviewable
from game.ai.practice import FOUND, next_to_practise, worth_practising
from game.ai.review_data import BLUNDER, MISTAKE, Review
from game.core.engine import GameSpec
from game.i18n import game_title, said_to, t, tn
from game.ui import art
from game.ui import theme as th
from game.ui.icons import draw_seat_token
from game.ui.review import cards
from game.ui.review import words as rw
from game.ui.review.curve import draw_curve
from game.ui.review.job import ReviewJob
from game.ui.review.luck import draw_panel as draw_luck
from game.ui.review.luck import panel_height
from game.ui.scene import Input, Scene
from game.ui.scenes.files_words import os_error_words
from game.ui.widgets import Button, Stepper, inside, panel

CURVE = (60, 140, 720, 400)      # the curve's panel (base units)
LUCK_LEAST, LUCK_MOST = 132, 230   # luck and skill, told under the curve, which gives them room
LUCK_GAP = 10
LEGEND = (60, 550, 720, 88)      # each player's line and counts
SIDE = (800, 140, 420, 498)      # the chosen person's costliest decisions
CARD_TOP = 84                    # the first card, from the side panel's top
CARD_FOOT = 10                   # under the last card, to the side panel's foot
PROGRESS = (340, 250, 600, 220)  # while the review is made
BAR = (380, 340, 520, 20)
LEGEND_COLUMN = 360
LEGEND_ROW = 26
PRACTICE = (940, 650, 280, 50)   # Learn from your mistakes, under the costliest decisions


class ReviewScene(Scene):
    name = "review"

    def __init__(self, app, spec: GameSpec, game: dict, practise: bool = False) -> None:
        """`practise`: go on to Learn from your mistakes as soon as the review is there (the
        results screen's button)."""
        super().__init__(app)
        self.practise_next = practise
        self.spec = spec
        self.game = game                    # the finished game: a save or a record-book line
        self.moves = len(game["actions"])
        self.names = rw.seat_names(game)
        self.colours = rw.seat_colours(game)
        self.job: ReviewJob | None = None
        self.review: Review | None = app.reviews.read(game)   # kept from before: at once
        self.failed = ""
        self.not_kept = ""
        self.chosen = 0                     # which person's costliest decisions are shown
        self.first = 0                      # the first of them shown, where they scroll (cards.py)
        self.practised: dict[int, str] = {}  # move -> how its practice ended (game/ai/practice.py)
        self._views: dict = {}
        if self.review is None:
            self.job = ReviewJob(game, app.reviews, app.review_worlds)
        else:
            self._reviewed()

    # --- the review being made ----------------------------------------------------------------------
    def cancel(self) -> None:
        """Cancel: the review stops, nothing is kept, and the screen goes."""
        if self.job is not None:
            self.job.cancel()
        self.app.pop_scene()

    def exit(self) -> None:
        if self.job is not None and self.job.status == "running":
            self.job.cancel()

    def update(self, dt: float) -> None:
        job = self.job
        if job is None or job.status == "running":
            return
        self.job = None
        if job.status == "done":
            self.review = job.review
            if job.not_kept is not None:
                self.not_kept = t("review.not_kept", why=os_error_words(job.not_kept))
            self._reviewed()
            if self.practise_next and self.to_practise():
                self.practise_next = False
                self.layout()
                self.practise()
                return
        elif job.status == "failed":
            why = t("records.cannot_replay") if isinstance(job.error, NotReviewable) else str(job.error)
            self.failed = t("review.failed", why=why)
        self.layout()

    def _reviewed(self) -> None:
        """The seats' views at their costliest decisions, for their words: kept by a review just
        made, else from one replay."""
        self._views = rw.costliest_views(self.spec, self.game, self.review)
        self.practised = self.app.practised.read(self.game)

    def enter(self) -> None:
        super().enter()
        if self.practise_next and self.review is not None and self.to_practise():
            self.practise_next = False
            self.practise()

    def resume(self) -> None:
        super().resume()
        if self.review is not None:
            self.practised = self.app.practised.read(self.game)   # back from a practice

    # --- widgets --------------------------------------------------------------------------------------
    def people(self) -> list:
        """The reviewed seats' summaries (the people who played, or every seat when none did)."""
        return list(self.review.summaries) if self.review is not None else []

    def layout(self) -> None:
        self.widgets = []
        if self.review is None:
            if not self.failed:
                self.widgets.append(Button("cancel", lambda: t("review.cancel"), (560, 404, 160, 46), self.cancel,
                                           style="secondary", size=18))
            else:
                self.widgets.append(self._back())
            return
        self.widgets.append(self._back())
        people = self.people()
        if not people:
            return
        self.chosen = min(self.chosen, len(people) - 1)
        x, y, w, h = SIDE
        if len(people) > 1:
            self.widgets.append(Stepper("seat", (x + 16, y + 12, w - 32, 36), list(range(len(people))), self.chosen,
                                        lambda k: self._heading(people[k].seat), self._choose, size=16))
        summary = people[self.chosen]
        from game.ui.tables import table_for   # the game's table words its moves (imported when shown)
        table = table_for(self.spec.name)
        said = [rw.decision_words(d, self._views[d.move], table, self.moves, self.spec.name)
                for d in summary.costliest]
        laid, self.first = cards.lay_out(self.theme, said, (x + 16, y + CARD_TOP, w - 32, h - CARD_TOP - CARD_FOOT),
                                         self.first, lambda k: self.open_decision(summary.costliest[k]), self.scroll)
        self.widgets += laid
        if self.to_practise():
            self.widgets.append(Button("practice", lambda: t("practice.open"), PRACTICE, self.practise,
                                       size=18))

    # --- learn from your mistakes ----------------------------------------------------------------------
    def to_practise(self) -> list:
        """The chosen person's costliest decisions that cost something (not graded good)."""
        people = self.people()
        return worth_practising(people[min(self.chosen, len(people) - 1)]) if people else []

    def practise(self) -> None:
        """The first of them not yet found (all found: the first again), at the table."""
        todo = self.to_practise()
        if not todo:
            return
        d = next_to_practise(todo, self.practised)
        view = self._views[d.move]
        from game.ui.tables import table_for   # the game's table words its moves (imported when shown)
        table = table_for(self.spec.name)
        self.app.practise_decision(self.game, d, self.names[d.seat],
                                   lambda: rw.decision_words(d, view, table, self.moves, self.spec.name),
                                   lambda how: self._practised(d.move, how))

    def _practised(self, move: int, how: str) -> None:
        """How a practice ended, kept (on the judging thread; a failure to write costs only the
        count on this screen, never the practice)."""
        try:
            self.app.practised.keep(self.game, move, how)
        except OSError:
            pass

    def _back(self) -> Button:
        return Button("back", lambda: t("review.back"), (80, 650, 180, 50), self.app.pop_scene, style="secondary")

    def _choose(self, k: int) -> None:
        self.chosen = k
        self.first = 0
        self.layout()

    def scroll(self, step: int) -> bool:
        """The costliest decisions moved on by a whole card (`step` 1, down; -1, up), where there
        is one more that way."""
        way = "scroll:down" if step > 0 else "scroll:up"
        if not any(w.id == way and w.visible for w in self.widgets):
            return False
        self.first += step
        self.layout()
        return True

    def handle(self, inp: Input) -> bool:
        """The wheel over the costliest decisions scrolls them, where they scroll."""
        x, y, w, h = SIDE
        if (inp.kind == "wheel" and inp.dy and inside((x, y + CARD_TOP, w, h - CARD_TOP), self.app.mouse)
                and self.scroll(-1 if inp.dy > 0 else 1)):
            return True
        return super().handle(inp)

    def _heading(self, seat: int) -> str:
        return said_to("review.costliest", self.names[seat])

    def open_decision(self, decision) -> None:
        """The replay, paused at the decision, both its moves shown (mark.py)."""
        from game.ui.tables import table_for   # the game's table words its moves (imported when shown)
        view = self._views[decision.move]
        table = table_for(self.spec.name)
        self.app.watch_decision(self.game, decision, self.names[decision.seat],
                                lambda: rw.decision_words(decision, view, table, self.moves, self.spec.name))

    # --- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(art.paper(surface.get_size()), (0, 0))
        theme.text(surface, t("review.title").upper(), "sans-bold", 16, th.VERMILION, (80, 40))
        theme.text(surface, game_title(self.spec), "serif-bold", 40, th.INK, (80, 60))
        if self.review is None:
            self.draw_progress(surface)
        else:
            self.draw_review(surface)
        self.draw_widgets(surface)

    def draw_progress(self, surface: pygame.Surface) -> None:
        theme = self.theme
        x, y, w, h = PROGRESS
        panel(surface, theme, PROGRESS, fill=th.WHITE)
        if self.failed:
            for k, line in enumerate(theme.wrap(self.failed, "sans", 16, w - 48)[:5]):
                theme.text(surface, line, "sans", 16, th.VERMILION_DARK, (x + 24, y + 30 + k * 22))
            return
        theme.text(surface, t("review.reviewing"), "serif-bold", 22, th.INK, (x + w / 2, y + 44), "center")
        job = self.job
        done, total = (job.done, job.total) if job is not None else (0, 0)
        bx, by, bw, bh = BAR
        pygame.draw.rect(surface, th.PAPER_DEEP, theme.rect(*BAR), border_radius=theme.px(6))
        if total:
            pygame.draw.rect(surface, th.VERMILION, theme.rect(bx, by, bw * done / total, bh),
                             border_radius=theme.px(6))
        pygame.draw.rect(surface, th.PAPER_SHADE, theme.rect(*BAR), max(1, theme.px(1.2)), border_radius=theme.px(6))
        words = t("review.progress", n=done, of=total) if total else t("review.starting")
        theme.text(surface, words, "sans", 15, th.INK_SOFT, (x + w / 2, by + bh + 18), "center")

    def draw_review(self, surface: pygame.Surface) -> None:
        theme = self.theme
        review = self.review
        # the game's name is the title just above: the line says only what was reviewed
        sub = t("review.subtitle", decisions=tn("count.decisions", len(review.decisions)))
        theme.text(surface, sub, "sans", theme.fit_size(sub, "sans", 15, 1120), th.INK_SOFT, (80, 108))
        people = self.people()
        summary = people[self.chosen] if people else None
        curve, luck = self.curve_and_luck()
        panel(surface, theme, curve, fill=(251, 247, 239))
        draw_curve(surface, theme, curve, review, self.moves, self.colours,
                   summary.costliest if summary is not None else (), game=self.spec.name,
                   lucky=summary.seat if summary is not None else None)
        if luck is not None:
            panel(surface, theme, luck, fill=(251, 247, 239))
            draw_luck(surface, theme, luck, review, self.names, self.colours, self.moves,
                      summary.seat if summary is not None else None)
        panel(surface, theme, LEGEND, fill=(251, 247, 239))
        self.draw_legend(surface)
        panel(surface, theme, SIDE, fill=(251, 247, 239))
        if summary is None:
            return
        x, y, w, h = SIDE
        if len(people) == 1:
            head = self._heading(summary.seat)
            theme.text(surface, head, "sans-bold", theme.fit_size(head, "sans-bold", 16, w - 32), th.INK,
                       (x + 16, y + 30), "midleft")
        if summary.costliest:
            theme.text(surface, t("review.open"), "sans", theme.fit_size(t("review.open"), "sans", 13, w - 32),
                       th.INK_SOFT, (x + 16, y + 64), "midleft")
        else:
            for k, line in enumerate(theme.wrap(said_to("review.none_costly", self.names[summary.seat]),
                                                "sans", 15, w - 32)):
                theme.text(surface, line, "sans", 15, th.INK_SOFT, (x + 16, y + 70 + k * 20))
        todo = self.to_practise()
        if todo:
            found = sum(self.practised.get(d.move) == FOUND for d in todo)
            said = t("practice.progress", found=found, n=len(todo))
            theme.text(surface, said, "sans", 14, th.INK_SOFT, (PRACTICE[0] - 16, PRACTICE[1] + 25), "midright")
        if self.not_kept:
            for k, line in enumerate(theme.wrap(self.not_kept, "sans", 13, 560)[:2]):
                theme.text(surface, line, "sans", 13, th.VERMILION_DARK, (290, 660 + k * 17))

    def curve_and_luck(self):
        """The curve's panel, and under it the panel of luck and skill (None where the review
        has none) with the room its words need at a readable size, taken from the curve."""
        people = self.people()
        if not self.review.luck:
            return CURVE, None
        x, y, w, h = CURVE
        need = panel_height(self.theme, self.review, self.names, self.moves,
                            people[self.chosen].seat if people else None, w, LUCK_LEAST, LUCK_MOST)
        return (x, y, w, h - need - LUCK_GAP), (x, y + h - need, w, need)

    def draw_legend(self, surface: pygame.Surface) -> None:
        """Each player: their colour, their name, their mistakes and blunders (or "not reviewed")."""
        theme = self.theme
        x, y, w, h = LEGEND
        reviewed = {s.seat: s for s in self.people()}
        rows = -(-len(self.names) // 2)
        top = y + (h - rows * LEGEND_ROW) / 2
        for seat, name in enumerate(self.names):
            cx = x + 16 + (seat // rows) * LEGEND_COLUMN
            cy = top + (seat % rows) * LEGEND_ROW + LEGEND_ROW / 2
            colour, shape, letter = th.SEAT_COLOURS[self.colours[seat] % len(th.SEAT_COLOURS)]
            draw_seat_token(surface, theme.rect(cx, cy - 8, 16, 16), colour, shape, letter, theme.colour_blind)
            s = reviewed.get(seat)
            counts = (t("review.counts", mistakes=tn("count.mistakes", s.count(MISTAKE)),
                        blunders=tn("count.blunders", s.count(BLUNDER))) if s is not None
                      else t("review.not_reviewed"))
            room = LEGEND_COLUMN - 40
            line = f"{name} · {counts}"
            theme.text(surface, line, "sans", theme.fit_size(line, "sans", 14, room), th.INK, (cx + 24, cy), "midleft")
