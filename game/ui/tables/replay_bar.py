"""A replay's controls, the same at every table: pause and play, a step back and a step
forward, the speed, a jump to a day or a turn (each game's own unit), and where the replay stands ("Move 34 of 210").
Space plays or pauses, the arrow keys step. Each table only says where the bar goes
(`TableScene.REPLAY_BAR`); the replay itself is the session's (game/input/replay.py) and the
table follows it (`TableScene.replay_*`).
"""

from __future__ import annotations

import pygame

from game.i18n import t
from game.input.replay import SPEEDS
from game.ui import theme as th
from game.ui.scene import Input
from game.ui.widgets import Button, Stepper, panel, rounded

GLYPH_BUTTON = 38       # a glyph button's side
GAP = 6
ROW = 26                # the top row: "REPLAY" and where the replay stands
SPEED_W = 78
WIDE = 440              # narrower than this, the jump goes under the other controls


class GlyphButton(Button):
    """A square button showing a playback glyph instead of words."""

    def __init__(self, wid: str, glyph, rect, on_click) -> None:
        super().__init__(wid, "", rect, on_click, style="secondary", size=16)
        self.glyph = glyph          # "back", "forward", "play", "pause" (or a callable giving one)

    def draw(self, surface, theme, hover, focused) -> None:
        super().draw(surface, theme, hover, focused)
        glyph = self.glyph() if callable(self.glyph) else self.glyph
        x, y, w, h = self.rect
        cx, cy, s = x + w / 2, y + h / 2, h * 0.22
        ink = th.INK if self.enabled else (150, 144, 136)
        bar = lambda bx: pygame.draw.rect(surface, ink, theme.rect(bx, cy - s, s * 0.45, 2 * s))  # noqa: E731
        tri = lambda tx, d: pygame.draw.polygon(surface, ink, [theme.pt(tx, cy - s), theme.pt(tx + d * 1.6 * s, cy),  # noqa: E731
                                                                theme.pt(tx, cy + s)])
        if glyph == "play":
            tri(cx - 0.7 * s, 1)
        elif glyph == "pause":
            bar(cx - 0.8 * s)
            bar(cx + 0.35 * s)
        elif glyph == "forward":
            tri(cx - 0.9 * s, 1)
            bar(cx + 0.75 * s)
        else:   # back
            tri(cx + 0.9 * s, -1)
            bar(cx - 1.2 * s)


class ReplayBar:
    """The controls of a replay at a table, in `rect` (base units): a row saying where the replay
    stands, a row of controls under it."""

    def __init__(self, table, rect) -> None:
        self.table = table
        self.rect = tuple(rect)
        self.widgets: list = []
        self.layout()

    @property
    def session(self):
        return self.table.session

    def layout(self) -> None:
        """One row of controls under the label; where the rect is too narrow for the jump beside
        them (under WIDE), the jump takes a row of its own under the others."""
        x, y, w, h = self.rect
        b = GLYPH_BUTTON
        s = self.session
        left = x + 8
        wide = w >= WIDE
        row = y + h - b - 6 if wide else y + h - 2 * b - 12
        self.widgets = [
            GlyphButton("replay_back", "back", (left, row, b, b), self.table.replay_back),
            GlyphButton("replay_play", lambda: "play" if s.paused else "pause", (left + b + GAP, row, b, b),
                        self.table.replay_toggle),
            GlyphButton("replay_forward", "forward", (left + 2 * (b + GAP), row, b, b), self.table.replay_step),
            Stepper("replay_speed", (left + 3 * (b + GAP) + GAP, row, SPEED_W, b), list(SPEEDS),
                    SPEEDS.index(s.speed) if s.speed in SPEEDS else 1, lambda v: f"{v:g}×", self.table.replay_speed,
                    size=15),
        ]
        if wide:
            jx, jy, jw = left + 3 * (b + GAP) + 2 * GAP + SPEED_W, row, min(220, x + w - 8 - left - 3 * (b + GAP)
                                                                            - 2 * GAP - SPEED_W)
        else:
            jx, jy, jw = left, row + b + 6, w - 16
        marks = s.marks()
        kind = s.progress_kind()
        if marks:   # a game that counts days or turns (State.progress) can be jumped through
            self.widgets.append(Stepper("replay_jump", (jx, jy, jw, b), list(range(len(marks))), s.mark_now(),
                                        lambda k: t(f"replay.to_{kind}", n=marks[k][0]), self.table.replay_jump,
                                        size=15, wrap=False))

    def refresh(self) -> None:
        """The jump shows the day or turn the replay is in now."""
        if self.widgets[-1].id == "replay_jump":
            self.widgets[-1].index = self.session.mark_now()

    def handle(self, inp: Input) -> bool:
        if inp.kind == "click":
            for w in self.widgets:
                if w.visible and w.hit(inp.pos):
                    if w.enabled:
                        w.click(inp.pos)
                    return True
            return False
        if inp.kind == "key" and inp.key == pygame.K_SPACE:
            self.table.replay_toggle()
            return True
        if inp.kind == "key" and inp.key in (pygame.K_LEFT, pygame.K_RIGHT):
            (self.table.replay_back if inp.key == pygame.K_LEFT else self.table.replay_step)()
            return True
        return False

    def draw(self, surface: pygame.Surface, mouse) -> None:
        self.refresh()
        theme = self.table.theme
        x, y, w, h = self.rect
        panel(surface, theme, self.rect, fill=th.PAPER, border=th.PAPER_SHADE, radius=10, shadow_alpha=30)
        label = t("table.replay")
        pill = theme.font("sans-bold", 13).size(label)[0] / theme.s + 20
        rounded(surface, th.VERMILION, theme.rect(x + 8, y + 8, pill, ROW - 4), theme.px(11))
        theme.text(surface, label, "sans-bold", 13, th.WHITE, (x + 8 + pill / 2, y + 6 + ROW / 2), "center")
        s = self.session
        where = t("replay.position", n=s.position(), of=s.length())
        if s.paused:
            where += t("replay.paused")
        room = w - 24 - pill                  # within the bar, whatever the text size
        theme.text(surface, where, "sans", theme.fit_size(where, "sans", 13, room, 10), th.INK_SOFT,
                   (x + 16 + pill, y + 6 + ROW / 2), "midleft")
        for wdg in self.widgets:
            wdg.draw(surface, theme, wdg.hit(mouse), False)
