"""The coach of Learn to play: a panel at the table that says the lesson's step, lights
the parts of the table it speaks of (everything else dimmed), and offers Back, Skip and Next.

It reads the session's lesson (game/tutorial/) and the table's own names for its parts
(`table.part_rects(name)`); it never writes the game: Next, Back and Skip go to the session, and
a move the step does not expect is refused by the session, then explained here (what the step
expected, in the table's words, and why).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import language, t
from game.ui import theme as th
from game.ui.scene import Input
from game.ui.widgets import Button, panel, rounded

PAD = 14
BODY = ("sans", 14, 19)          # role, size, line height
HEAD = ("serif-bold", 17)
HEAD_LINE = 22
BUTTON_H = 30
GAP = 8                          # between two buttons
RING = 5                         # the lit part's margin, base units
VEIL = (16, 14, 20, 120)         # the dimming over what the step does not speak of


@dataclass(frozen=True)
class CoachStyle:
    """The coach's colours, in each table's theme (paper for Arigatō, brass and soot for Daitoshi)."""
    fill: tuple = th.PAPER
    border: tuple = th.GOLD
    head: tuple = th.VERMILION_DARK
    text: tuple = th.INK
    move: tuple = th.INDIGO
    soft: tuple = th.INK_SOFT
    wrong: tuple = th.VERMILION_DARK
    button: str = "secondary"       # Back
    next: str = "primary"           # Next / Play on: the step's way forward stands out
    ring: tuple = th.GOLD


class Coach:
    def __init__(self, table) -> None:
        self.table = table
        self.wrong = ""              # what the last refused move was answered, until the next move
        self._veil: tuple | None = None
        self._said: tuple | None = None   # (situation, paragraphs): worded once per situation
        self._placed: tuple | None = None  # (what the panel's place depends on, its rect)

    @property
    def session(self):
        return self.table.session

    @property
    def lesson(self):
        return self.session.lesson

    def active(self) -> bool:
        return self.lesson.running and not self.session.is_over()

    def holds(self) -> bool:
        """The step waits for Next: the game waits with it (the opponent does not move)."""
        return self.active() and self.lesson.reading()

    # --- what the coach says ----------------------------------------------------------------------
    def expected_words(self) -> str:
        """The move the step expects, in the table's words ("" when none or another's turn)."""
        expected = self.session.expected()
        if not expected or self.table.viewer is None:
            return ""
        said = self.table.hint_words(self.table.view(), expected[0])
        return said[:1].upper() + said[1:] if said else ""

    def paragraphs(self) -> list[tuple[str, tuple, str]]:
        """(text, colour, role) of each paragraph, in order."""
        key = (self.session.revision(), self.lesson.at, self.wrong, language(), self.table.viewer)
        if self._said is None or self._said[0] != key:
            self._said = (key, self._paragraphs())
        return self._said[1]

    def _paragraphs(self) -> list[tuple[str, tuple, str]]:
        step, lang, style = self.lesson.step(), language(), self.table.COACH_STYLE
        out = [(step.words(lang), style.text, "sans")]
        if self.lesson.pattern() is not None and not self.wrong:   # a refusal names the move itself
            move = self.expected_words()
            if move:
                out.append((t("tutorial.do", move=move), style.move, "sans-bold"))
            elif self.session.active_seat() != self.lesson.seat:   # the one person's turn or not
                out.append((t("tutorial.watch"), style.soft, "sans"))
        if self.wrong:
            out.append((self.wrong, style.wrong, "sans-bold"))
        return out

    def refused(self, action) -> str:
        """The player's move was not the step's: say what it expected and why."""
        step = self.lesson.step()
        move = self.expected_words()
        if self.lesson.reading():
            words = t("tutorial.read_first")
        elif move:
            words = t("tutorial.wrong", move=move)
        else:
            words = t("tutorial.wrong_wait")
        why = step.reason(language()) if step is not None else ""
        self.wrong = f"{words} {why}".strip()
        return self.wrong

    # --- where it stands ----------------------------------------------------------------------------
    def lit(self) -> list[tuple]:
        """The base rects of the parts the step speaks of, as the table draws them now."""
        return self.table.lit_rects(self.lesson.lit())

    def lines(self, width: float) -> list[tuple[str, tuple, str]]:
        theme = self.table.theme
        role, size, _ = BODY
        out = []
        for k, (text, colour, r) in enumerate(self.paragraphs()):
            if k:
                out.append(("", colour, r))
            out += [(line, colour, r) for line in theme.wrap(text, r, size, width)]
        return out

    def rect(self, lit: list[tuple] | None = None) -> tuple:
        """The panel: the first of the table's places for it that holds its words and covers no
        lit part nor what the player opened (drawn over it: layers.py); else the first that holds
        them (words whole come before a part left clear); else the first place. Kept while the
        words and what it must leave clear stay the same (it is asked every frame). `lit`: the
        lit parts' rects, when the caller has just asked for them."""
        lit = tuple(self.lit() if lit is None else lit) + tuple(self.table.opened())
        key = (self._words_key(), lit)
        if self._placed is None or self._placed[0] != key:
            boxes = [((x, y, w, min(h, most)), h <= most)
                     for x, y, w, most in self.table.COACH_PLACES for h in (self.height(w),)]
            clear = [box for box, holds in boxes if holds and not any(_overlap(box, r) for r in lit)]
            whole = [box for box, holds in boxes if holds]
            self._placed = (key, (clear or whole or [boxes[0][0]])[0])
        return self._placed[1]

    def below(self, column: tuple) -> float | None:
        """Where a column of the table that the panel lies over begins below it (base y): the
        column's own contents (Arigatō's log) go under the panel's foot rather than under the panel
        itself; None when the panel is elsewhere or gone."""
        if not self.active():
            return None
        x, y, w, h = self.rect()
        cx, cy, cw, ch = column
        if x >= cx + cw or x + w <= cx or y >= cy + ch or y + h <= cy:
            return None
        return y + h + GAP

    def _words_key(self) -> tuple:
        """What the panel's size depends on: its words, the step counter's, and the theme's scale
        (its fonts are sized by it)."""
        return (self.table.theme.scale_key, language(), self.lesson.number(), self.lesson.count(), tuple(self.paragraphs()))

    def head_lines(self, width: float) -> list[tuple[str, float]]:
        """The panel's head as (line, size): "Learn to play · step 10 of 21" on one line when it
        fits, else the title, then the step counter on a line of its own. The counter is never
        broken (a narrow place, a longer language): it is made smaller until it fits."""
        theme = self.table.theme
        role, size = HEAD
        title = t("tutorial.title")
        counter = t("tutorial.counter", n=self.lesson.number(), count=self.lesson.count())
        whole = f"{title} · {counter}"
        if theme.font(role, size).size(whole)[0] <= width * theme.s:
            return [(whole, size)]
        counter = counter[:1].upper() + counter[1:]
        return [(line, size) for line in theme.wrap(title, role, size, width)] + \
            [(counter, theme.fit_size(counter, role, size, width))]

    def height(self, w: float) -> float:
        return (PAD + HEAD_LINE * len(self.head_lines(w - 2 * PAD)) + 6 + len(self.lines(w - 2 * PAD)) * BODY[2]
                + 12 + BUTTON_H + PAD)

    def buttons(self) -> list[Button]:
        """Back and Skip at the panel's foot, Next (or Play on, at the last step) on the right
        while the step waits for it; three equal thirds of the panel's width."""
        x, y, w, h = self.rect()
        by = y + h - PAD - BUTTON_H
        bw = (w - 2 * PAD - 2 * GAP) / 3
        style, style_next = self.table.COACH_STYLE.button, self.table.COACH_STYLE.next
        out = [Button("coach_back", t("tutorial.back"), (x + PAD, by, bw, BUTTON_H), self.back,
                      style=style, size=14, enabled=self.lesson.at > 0),
               Button("coach_skip", t("tutorial.skip"), (x + PAD + bw + GAP, by, bw, BUTTON_H), self.skip,
                      style="ghost", size=14)]
        if self.lesson.reading():
            last = self.lesson.number() == self.lesson.count()
            out.append(Button("coach_next", t("tutorial.play_on" if last else "tutorial.next"),
                              (x + w - PAD - bw, by, bw, BUTTON_H), self.next, style=style_next, size=15))
        return out

    # --- acting ------------------------------------------------------------------------------------------
    def next(self) -> None:
        self.wrong = ""
        self.session.next_step()
        self.table.layout()

    def back(self) -> None:
        self.wrong = ""
        self.session.back()
        self.table.on_rewound()

    def skip(self) -> None:
        self.wrong = ""
        self.session.skip()
        self.table.layout()

    def moved(self) -> None:
        """A move was played: what was said about the last wrong one no longer holds."""
        self.wrong = ""

    def handle(self, inp: Input) -> bool:
        if not self.active():
            return False
        if inp.kind == "click":
            for b in self.buttons():
                if b.hit(inp.pos):
                    if b.enabled:
                        b.click(inp.pos)
                    return True
            x, y, w, h = self.rect()     # the panel is paper: a click on it goes no further
            return x <= inp.pos[0] <= x + w and y <= inp.pos[1] <= y + h
        if inp.kind == "confirm" and self.lesson.reading():
            self.next()
            return True
        return False

    # --- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, mouse) -> None:
        if not self.active():
            return
        theme = self.table.theme
        lit = self.lit()
        self.draw_veil(surface, lit)
        style = self.table.COACH_STYLE
        pulse = 0.5 + 0.5 * abs(((self.table.time * 0.8) % 2) - 1)
        for r in lit:
            ring = theme.rect(*_grown(r, RING))
            rounded(surface, style.ring, ring, theme.px(8), max(2, theme.px(2.5)), alpha=int(150 + 105 * pulse))
        x, y, w, h = self.rect(lit)
        panel(surface, theme, (x, y, w, h), fill=style.fill, border=style.border, radius=10, overlay=True)
        ty = y + PAD - 2
        for line, size in self.head_lines(w - 2 * PAD):
            theme.text(surface, line, HEAD[0], size, style.head, (x + PAD, ty))
            ty += HEAD_LINE
        role, size, lh = BODY
        ty += 8
        for line, colour, r in self.lines(w - 2 * PAD):
            if line:
                theme.text(surface, line, r, size, colour, (x + PAD, ty))
            ty += lh
        for b in self.buttons():
            b.draw(surface, theme, b.enabled and b.hit(mouse), False)

    def draw_veil(self, surface: pygame.Surface, lit: list[tuple]) -> None:
        """Everything dimmed but the lit parts (the picture kept while they stay the same)."""
        theme = self.table.theme
        key = (surface.get_size(), tuple(lit))
        if self._veil is None or self._veil[0] != key:
            veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill(VEIL)
            for r in lit:
                pygame.draw.rect(veil, (0, 0, 0, 0), theme.rect(*_grown(r, RING)), border_radius=theme.px(8))
            self._veil = (key, veil)
        surface.blit(self._veil[1], (0, 0))


def _grown(r, d: float) -> tuple:
    x, y, w, h = r
    return (x - d, y - d, w + 2 * d, h + 2 * d)


def _overlap(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = _grown(b, RING)
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah
