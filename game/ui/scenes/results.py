"""Results: the winner(s), each player's score breakdown as a stacked bar chart, play again."""

from __future__ import annotations

import pygame

from game.i18n import game_title, is_you, shown_name, t, tn
from game.i18n.hints import part_words
from game.ui import art
from game.ui import theme as th
from game.ui.icons import draw_seat_token
from game.ui.scene import Input, Scene
from game.ui.widgets import Button, panel

# one colour (theme.part_colour: the same as the table's) and hatch per score part: enough for
# Daitoshi's solo, whose Mayor scores 10 parts
PART_HATCH = ["", "/", "\\", "/\\", "|", "-", ".", "|-", "/.", "\\.", "|.", "-."]
RIVAL_GREY = (112, 112, 120)   # a rival who is no seat (the Mayor) has no seat colour
SEED_AT, SEED_W = (80, 705), 1146   # the seed's line, under the buttons
SEAL = (1180, 90), 76               # the game's seal: its centre, its size
SEED_FLOOR = 9                      # the least size the seed's line is fitted down to


part_label = part_words   # a score part's name in the player's language


def results_fonts(seal: str) -> list[tuple]:
    """Every font the results screen draws in (`seal`: the game's), the first to open last
    (theme.py `open_ahead` takes the list's end): a table opens them ahead in its frames that draw
    nothing new, since the results' first frame opened 6 (Arigatō) to 9 (Daitoshi) of them
    (game/tools/MEASUREMENTS.md, "Fonts ahead for the results screen and the sent note")."""
    seed, *smaller = th.fitted_fonts("sans", 14, SEED_FLOOR)     # the seed's line, fitted to its room
    fonts = [("sans-bold", 16), ("serif-bold", 44),                # the title, the winner
             *([("cjk", art.seal_glyph_size(SEAL[1], seal), True)] if seal else []),   # at the seal's own scale
             ("sans", 22), ("sans-bold", 22), ("sans-bold", 14), ("sans-bold", 12),   # the rows, their parts' numbers
             ("serif-bold", 26), ("sans-bold", 15), ("sans", 15), seed,    # the totals, the target, the legend
             Button.font_of("secondary", 20), Button.font_of("secondary", 17), Button.font_of("primary")]
    return smaller[::-1] + list(dict.fromkeys(fonts))[::-1]   # the seed's smaller sizes (a long deal's words) last


def record_words(name: str, game: str, rec) -> str:
    """"Aiko at Arigatō: 5 games, 3 won, best score 112" (counted in the player's language)."""
    return t("results.record", name=shown_name(name), game=game, games=tn("count.games", rec.played),
             won=tn("count.won", rec.won), best=rec.best)


def deal_words(deal: tuple[str, int | None]) -> str:
    """"Deal verified", or why not (game/net/fair.py's reasons)."""
    reason, move = deal
    if reason == "verified":
        return t("results.deal_verified")
    return t("results.deal_mismatch", why=t(f"results.deal.{reason}", move=move))


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.outcome = outcome = session.results()
        self.scores = list(outcome.scores)
        self.winners = list(outcome.winners)
        # a rival who is not a seat, scored like a player (Daitoshi's SOLO MODE: the Mayor); he
        # wins when the player does not ("Otherwise, you lose")
        self.rival = outcome.rival
        parts: list[str] = []
        for sc in self.scores + ([self.rival] if self.rival is not None else []):
            for name, _ in sc.breakdown:
                if name not in parts:
                    parts.append(name)
        self.parts = parts
        self.grow = 0.0
        # each person's record at this game, this one included (game/persistence/records.py)
        names = list(dict.fromkeys(session.seats[i].name for i in session.human_seats()))
        self.records = [(name, app.records.record(session.spec.name, name)) for name in names[:3]]
        # a solo game's score to beat, when the rules offer one (Arigatō's SOLO MODE)
        self.target = outcome.target

    def reviewable(self) -> dict | None:
        """The finished game to review (what Watch again plays back), or None: a game played
        online whose record the host has not sent, or no game this program can review."""
        game = self.session.replay_source()
        return game if game is not None and self.app.can_review(game) else None

    def layout(self) -> None:
        game = self.reviewable()
        self.widgets = [] if game is None else [
            Button("review", lambda: t("results.review"), (428, 636, 200, 54), lambda: self.app.open_review(game),
                   style="secondary", size=20),
            # the review first (made now if it was not), then its costliest decisions tried again
            Button("practice", lambda: t("practice.open"), (800, 580, 260, 46),
                   lambda: self.app.open_review(game, practise=True), style="secondary", size=17),
        ]
        self.widgets += [
            # a game played online is watched from the host's record, once it proved to be the game
            Button("watch", lambda: t("results.watch"), (644, 636, 200, 54), lambda: self.app.watch_again(self.session),
                   style="secondary", enabled=self.session.replay_source() is not None),
            Button("again", lambda: t("results.again"), (860, 636, 200, 54), self.app.play_again),
            Button("menu", lambda: t("results.menu"), (1076, 636, 150, 54), self.app.quit_to_menu, style="secondary"),
        ]

    def handle(self, inp: Input) -> bool:
        if inp.kind == "click" and self.grow < 1.0 and not any(w.hit(inp.pos) for w in self.widgets):
            self.grow = 1.0  # a click finishes the animation
            return True
        if inp.kind == "back":
            self.app.quit_to_menu()
            return True
        return super().handle(inp)

    def update(self, dt: float) -> None:
        speed = self.app.settings.anim_speed
        self.grow = 1.0 if speed <= 0 else min(1.0, self.grow + dt * speed * 0.8)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(art.paper(surface.get_size()), (0, 0))
        seats = self.session.seats
        names = ", ".join(shown_name(seats[i].name) for i in self.winners)
        if not self.winners and self.rival is not None:
            head = t("results.winner", names=t("dtable.mayor"))
        elif not self.winners:
            head = t("results.none")
        elif len(self.winners) == 1 and is_you(seats[self.winners[0]].name):
            head = t("results.you_win")
        elif len(self.winners) == 1:
            head = t("results.winner", names=names)
        else:
            head = t("results.winners", names=names)
        theme.text(surface, t("results.title").upper(), "sans-bold", 16, th.VERMILION, (80, 40))
        theme.text(surface, head, "serif-bold", 44, th.INK, (80, 62))
        if self.session.spec.look.seal:     # the game's own seal (its GameSpec.look)
            art.hanko(surface, theme, *SEAL, self.session.spec.look.seal)
        # chart
        chart = (80, 150, 1120, 420)
        panel(surface, theme, chart, fill=(251, 247, 239))
        # (name, token, score, won) per row: the seats, then a rival who is not one
        rows = []
        for i, sc in enumerate(self.scores):
            seat = seats[i] if i < len(seats) else None
            rows.append((shown_name(seat.name) if seat else f"{i + 1}",
                         th.SEAT_COLOURS[(seat.colour if seat else i) % len(th.SEAT_COLOURS)], sc, i in self.winners))
        if self.rival is not None:
            rows.append((t("dtable.mayor"), (RIVAL_GREY, "circle", "M"), self.rival, not self.winners))
        n = len(rows)
        # positive parts stack right of a zero line, negative parts (penalties) left of it
        max_pos = max([sum(max(0, v) for _, v in row[2].breakdown) for row in rows] + [1, self.target or 0])
        max_neg = max([sum(-min(0, v) for _, v in row[2].breakdown) for row in rows] + [0])
        max_total = max_pos + max_neg
        row_h = min(76, (chart[3] - 90) / max(1, n))
        top = chart[1] + max(24, (chart[3] - 70 - n * row_h) / 2)  # the rows sit in the middle
        bar_x, bar_w = 330, 760
        zero_x = bar_x + bar_w * max_neg / max_total
        if max_neg:
            pygame.draw.line(surface, th.INK_SOFT, theme.pt(zero_x, top - 8), theme.pt(zero_x, top + n * row_h),
                             theme.px(2))
        for i, (name, (colour, shape, letter), sc, won) in enumerate(rows):
            y = top + i * row_h
            draw_seat_token(surface, theme.rect(100, y + row_h * 0.18, row_h * 0.56, row_h * 0.56), colour, shape,
                            letter, theme.colour_blind)
            theme.text(surface, name, "sans-bold" if won else "sans", 22, th.INK, (100 + row_h * 0.7, y + row_h * 0.46), "midleft")
            right, left = zero_x, zero_x
            beside: list[pygame.Rect] = []   # the numbers of thin parts, written over or under the bar
            for name_, value in sc.breakdown:
                if value == 0:
                    continue
                k = self.parts.index(name_)
                w = bar_w * abs(value) / max_total * self.grow
                if value > 0:
                    x, right = right, right + w
                else:
                    left -= w
                    x = left
                r = theme.rect(x, y + row_h * 0.16, w, row_h * 0.62)
                pygame.draw.rect(surface, th.part_colour(name_, k), r)
                if theme.colour_blind:
                    self._hatch(surface, r, PART_HATCH[k % len(PART_HATCH)])
                if theme.font("sans-bold", 14).size(str(value))[0] + theme.px(6) <= r.w:
                    theme.text(surface, str(value), "sans-bold", 14, th.WHITE, (x + w / 2, y + row_h * 0.47), "center")
                else:
                    self._number_beside(surface, str(value), r, beside)
            theme.text(surface, str(sc.total), "serif-bold", 26, th.VERMILION if won else th.INK,
                       (bar_x + bar_w + 80, y + row_h * 0.46), "midright")
        if self.target is not None:
            tx = zero_x + bar_w * self.target / max_total
            top, bottom = top - 10, top + n * row_h
            for yy in range(int(top), int(bottom), 12):
                pygame.draw.line(surface, th.INK, theme.pt(tx, yy), theme.pt(tx, min(yy + 6, bottom)), theme.px(2))
            theme.text(surface, t("results.target", n=self.target), "sans-bold", 15, th.INK,
                       (tx, bottom + 6), "midtop")
        # legend: the parts someone scored, in rows that stay inside the chart
        shown = [(k, part) for k, part in enumerate(self.parts) if any(row[2].part(part) for row in rows)]
        font = theme.font("sans", 15)
        lines, lx = [[]], 100
        for k, part in shown:
            width = 26 + font.size(part_label(part))[0] / theme.s + 28
            if lx + width > chart[0] + chart[2] - 10 and lines[-1]:
                lines.append([])
                lx = 100
            lines[-1].append((k, part, lx))
            lx += width
        ly0 = chart[1] + chart[3] - 16 - 26 * len(lines)
        for j, line in enumerate(lines):
            ly = ly0 + j * 26
            for k, part, lx in line:
                r = theme.rect(lx, ly, 18, 18)
                pygame.draw.rect(surface, th.part_colour(part, k), r)
                if theme.colour_blind:
                    self._hatch(surface, r, PART_HATCH[k % len(PART_HATCH)])
                theme.text(surface, part_label(part), "sans", 15, th.INK, (lx + 26, ly + 9), "midleft")
        records = [] if self.session.record_error else self.records
        for k, (name, rec) in enumerate(records):
            if rec.played:
                line = (t("results.record_first", name=shown_name(name), game=game_title(self.session.spec))
                        if rec.played == 1 else
                        record_words(name, game_title(self.session.spec), rec))
                theme.text(surface, line, "sans", 15, th.INK, (80, 590 + k * 18), "midleft")
        if not records and self.session.record_error:
            # kept in its save instead; a game played online has no save here: it is simply not
            # in the book
            key = "results.record_error" if self.session.save_slot is not None else "results.record_error_online"
            for k, line in enumerate(theme.wrap(t(key, why=self.session.record_error),
                                                "sans-bold", 15, 340)[:4]):   # beside the buttons
                theme.text(surface, line, "sans-bold", 15, th.VERMILION_DARK, (80, 590 + k * 18), "midleft")
        seed = (t("results.seed", seed=self.outcome.seed, decisions=self.outcome.moves) if self.outcome.seed >= 0
                else t("results.decisions", decisions=self.outcome.moves))   # a host that kept its seed
        # under the buttons, on one line across the window (a seed of 128 bits with it, and the
        # deal's check of a game hosted elsewhere): beside them there is no room since Learn from
        # your mistakes stands left of Review
        deal = "" if self.outcome.deal is None else deal_words(self.outcome.deal)
        size = theme.fit_size(f"{seed}    {deal}", "sans", 14, SEED_W, SEED_FLOOR)
        r = theme.text(surface, seed, "sans", size, th.INK_SOFT, SEED_AT, "midleft")
        if deal:                                  # a game hosted elsewhere: its deal checked here
            theme.text(surface, deal, "sans", size, th.INK_SOFT, (theme.to_base(r.topright)[0] + 16, SEED_AT[1]),
                       "midleft")
        self.draw_widgets(surface)

    def _number_beside(self, surface, text: str, bar: pygame.Rect, placed: list) -> None:
        """A part too thin for its number: the number over the bar, else under it, else further
        along over it, never on another one (`placed`: the row's numbers drawn beside so far)."""
        theme = self.theme
        w, h = theme.font("sans-bold", 12).size(text)
        for top in (bar.top - h, bar.bottom):
            r = pygame.Rect(bar.centerx - w // 2, top, w, h)
            if r.collidelist(placed) < 0:
                break
        else:
            r = pygame.Rect(max(p.right for p in placed) + 2, bar.top - h, w, h)
        placed.append(r)
        theme.text(surface, text, "sans-bold", 12, th.INK, theme.to_base(r.topleft))

    @staticmethod
    def _hatch(surface, r: pygame.Rect, kind: str) -> None:
        """Marks over a part's colour, for colour-blind mode: each character of `kind` adds one
        kind of mark ("/" and "\\" diagonals, "|" uprights, "-" rules, "." dots)."""
        if not kind or r.w < 2:
            return
        step = max(5, r.h // 4)
        clip = surface.get_clip()
        surface.set_clip(r)
        col = (255, 255, 255)
        for k in range(-r.h, r.w + r.h, step):
            if "/" in kind:
                pygame.draw.line(surface, col, (r.x + k, r.bottom), (r.x + k + r.h, r.y), 1)
            if "\\" in kind:
                pygame.draw.line(surface, col, (r.x + k, r.y), (r.x + k + r.h, r.bottom), 1)
            if "|" in kind:
                pygame.draw.line(surface, col, (r.x + k, r.y), (r.x + k, r.bottom), 1)
        for yy in range(r.y + step // 2, r.bottom, step):
            if "-" in kind:
                pygame.draw.line(surface, col, (r.x, yy), (r.right, yy), 1)
            if "." in kind:
                for xx in range(r.x + step // 2, r.right, step):
                    pygame.draw.circle(surface, col, (xx, yy), 1)
        surface.set_clip(clip)
