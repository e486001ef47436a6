"""The fallback table: plays ANY game on the core protocol.

Seats with their scores on the left, the acting human's legal actions as a clickable list in the
middle (each as `action.describe(seat)`), what happened on the right, and a tray where a token
drops for every event. Each game's own table (tables/<game>.py) replaces it.
"""

from __future__ import annotations

import re

import pygame

from game.core.engine import Action
from game.i18n import game_title, t
from game.ui import art
from game.ui import theme as th
from game.ui.icons import draw_seat_token
from game.ui.scenes.results import part_label
from game.ui.scene import Input
from game.ui.tables.base import TableScene
from game.ui.widgets import Button, panel

ROW_H, ROWS = 46, 10
LIST = (368, 128, 512, ROW_H * ROWS)


def describe_event(event, viewer) -> str:
    describe = getattr(event, "describe", None)
    if callable(describe):
        try:
            return describe(viewer)
        except TypeError:
            return describe()
    words = re.sub(r"(?<!^)(?=[A-Z])", " ", type(event).__name__).lower()
    fields = []
    for name in getattr(event, "__dataclass_fields__", {}):
        if name == "seat":
            continue
        value = getattr(event, name)
        if isinstance(value, tuple):
            value = ", ".join(map(str, value))
        fields.append(f"{name.replace('_', ' ')} {value}")
    return words.capitalize() + (": " + "; ".join(fields) if fields else "")


class ProtocolTable(TableScene):
    name = "table"

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.list_offset = 0
        self.legal_key = None
        self.shown_totals: dict[int, float] = {}
        self.score_tweens: dict[int, object] = {}
        self.log_lines: list[tuple[int | None, object]] = []  # (seat, Action | Event | str)

    @property
    def brass(self) -> bool:
        return self.session.spec.look.style == "brass"   # the game's own look (GameSpec.look)

    def scores(self) -> list:
        """Each seat's score as the viewer sees it (the view made once per position)."""
        key = (self.session.revision(), self.viewer)
        if getattr(self, "_scores", (None,))[0] != key:
            self._scores = (key, self.session.view(self.viewer).scores())
        return self._scores[1]

    # --- widgets ----------------------------------------------------------------------------------
    def layout(self) -> None:
        self.widgets = [Button("menu", lambda: t("table.menu"), (1136, 18, 120, 40),
                               lambda: self.handle(Input("back")), style="secondary", size=18)]
        seat = self.session.active_seat()
        self.legal = []
        if seat is not None and seat == self.viewer and self.session.seats[seat].is_human:
            self.legal = self.session.legal_actions(seat)
        self.legal_key = (self.session.revision(), self.viewer)
        self.list_offset = min(self.list_offset, max(0, len(self.legal) - ROWS))
        x, y, w, _ = LIST
        for k, action in enumerate(self.legal[self.list_offset:self.list_offset + ROWS]):
            i = self.list_offset + k
            self.widgets.append(Button(f"action:{i}", action.describe(seat), (x + 8, y + 8 + k * ROW_H, w - 16, ROW_H - 6),
                                       lambda a=action: self.submit(a), style="list", size=16))

    def _seat_anchor(self, seat: int | None) -> tuple[float, float]:
        if seat is None:
            return (640, 90)
        return (60, 150 + seat * 92)

    # --- events -----------------------------------------------------------------------------------
    def on_events(self, chapter) -> None:
        # Kept as objects and described when drawn (already as this viewer may know them).
        action, events = chapter.action, chapter.events
        if action is not None:
            self.log_lines.append((action.seat, action))
        for ev in events:
            self.log_lines.append((ev.seat, ev))
        del self.log_lines[:-60]
        flown = 0
        for ev in events:
            if ev.seat is not None and flown < 3:
                colour = self.theme.seat_colour(self.session.seats[ev.seat].colour)
                self.animator.fly_token(self._seat_anchor(ev.seat), colour, delay=flown * 0.08)
                flown += 1
        if not events and action is not None:
            colour = self.theme.seat_colour(self.session.seats[action.seat].colour)
            self.animator.fly_token(self._seat_anchor(action.seat), colour)
        scores = self.scores()
        for i, sc in enumerate(scores):
            old = self.shown_totals.get(i, sc.total)
            if old != sc.total:
                tw = self.animator.tween(old, float(sc.total), 0.6)
                self.score_tweens[i] = tw
            self.shown_totals[i] = sc.total
        self.layout()

    # --- input --------------------------------------------------------------------------------------
    def handle_table(self, inp: Input) -> bool:
        if inp.kind == "wheel" and len(self.legal) > ROWS:
            self.list_offset = max(0, min(len(self.legal) - ROWS, self.list_offset - inp.dy))
            self.layout()
            return True
        if inp.kind == "key" and pygame.K_1 <= inp.key <= pygame.K_9:
            i = self.list_offset + inp.key - pygame.K_1
            if i < len(self.legal):
                self.submit(self.legal[i])
            return True
        if inp.kind == "click" and not any(w.hit(inp.pos) for w in self.widgets):
            x, y, w, h = LIST
            if x <= inp.pos[0] <= x + w and y <= inp.pos[1] <= y + h:
                seat = self.session.active_seat()
                who = self.session.seats[seat].name if seat is not None else ""
                self.refuse(t("table.waiting", name=who) if not self.legal else t("table.more", n=len(self.legal)))
                return True
        return super().handle_table(inp)

    def update(self, dt: float) -> None:
        super().update(dt)
        key = (self.session.revision(), self.viewer)
        if key != self.legal_key and not self.done:
            self.layout()

    # --- drawing --------------------------------------------------------------------------------------
    def _chrome(self, size: tuple[int, int]) -> pygame.Surface:
        """Everything that does not change between frames, drawn once per window size."""
        key = (size, self.brass)
        if getattr(self, "_chrome_key", None) == key:
            return self._chrome_surf
        theme = self.theme
        surf = art.paper(size, (236, 230, 220) if self.brass else th.PAPER).copy()
        head = theme.rect(0, 0, 1280, 76)
        band = pygame.Rect(0, head.top, size[0], head.bottom)
        if self.brass:
            pygame.draw.rect(surf, th.SOOT, band)
            for i in range(0, 1300, 64):
                pygame.draw.circle(surf, th.BRASS, theme.pt(i + 20, 70), theme.px(3))
        else:
            art.seigaiha(surf, band, theme.px(16), (222, 208, 180), th.PAPER, 255)
        pygame.draw.line(surf, th.BRASS if self.brass else th.VERMILION, (0, band.bottom),
                         (size[0], band.bottom), theme.px(3))
        x, y, w, h = LIST
        panel(surf, theme, (x, y - 28, w, h + 44), fill=(250, 246, 238), radius=12)
        panel(surf, theme, (904, 100, 352, 424), fill=(250, 246, 238), radius=12)
        tx, ty, tw, tht = self.TRAY_RECT
        tray = theme.rect(tx - 6, ty - 6, tw + 12, tht + 12)
        pygame.draw.rect(surf, (110, 78, 52) if not self.brass else th.STEEL, tray, border_radius=theme.px(10))
        pygame.draw.rect(surf, (70, 48, 32) if not self.brass else th.SOOT,
                         tray.inflate(-theme.px(10), -theme.px(10)), border_radius=theme.px(7))
        self._chrome_key, self._chrome_surf = key, surf
        return surf

    def draw_table(self, surface: pygame.Surface) -> None:
        theme = self.theme
        session = self.session
        surface.blit(self._chrome(surface.get_size()), (0, 0))
        if self.brass:
            art.gear(surface, theme.pt(960, 38), theme.px(28), 10, th.BRASS, self.time * 0.3)
        title_col = th.BRASS_LIGHT if self.brass else th.INK
        theme.text(surface, game_title(session.spec), "serif-bold", 34, title_col, (40, 38), "midleft")
        seat = session.active_seat()
        if session.is_over():
            status = t("table.over")
        elif seat is not None and session.seats[seat].is_human and seat == self.viewer:
            status = t("table.your_choices", name=session.seats[seat].name)
        elif seat is not None:
            status = (t("table.thinking", name=session.seats[seat].name) if not session.seats[seat].is_human
                      else t("table.waiting", name=session.seats[seat].name))
        else:
            status = ""
        theme.text(surface, status, "sans-bold", 20, th.BRASS_LIGHT if self.brass else th.VERMILION_DARK,
                   (640, 38), "center")
        theme.text(surface, t("table.decisions", n=session.moves()), "sans", 14,
                   (200, 190, 170) if self.brass else th.INK_SOFT, (1110, 38), "midright")
        self._draw_seats(surface, seat)
        self._draw_choices(surface, seat)
        self._draw_log(surface)
        self._draw_tray(surface)
        if self.message_time > 0 and self.message:
            panel(surface, theme, (368, 640, 512, 44), fill=(255, 240, 232), border=th.VERMILION, radius=8)
            theme.text(surface, self.message, "sans", 16, th.VERMILION_DARK, (624, 662), "center")
        self.draw_widgets(surface)

    def _draw_seats(self, surface, active) -> None:
        theme = self.theme
        scores = self.scores()
        for i, seat in enumerate(self.session.seats):
            x, y = 24, 104 + i * 92
            is_active = i == active
            panel(surface, theme, (x, y, 320, 82), fill=(255, 252, 245) if is_active else (248, 243, 233),
                      border=(th.BRASS if self.brass else th.VERMILION) if is_active else th.PAPER_SHADE,
                      radius=10, shadow_alpha=50 if is_active else 25)
            colour, shape, letter = th.SEAT_COLOURS[seat.colour % len(th.SEAT_COLOURS)]
            draw_seat_token(surface, theme.rect(x + 14, y + 20, 42, 42), colour, shape, letter, theme.colour_blind)
            theme.text(surface, seat.name, "sans-bold", 19, th.INK, (x + 68, y + 14))
            kind = t("table.human") if seat.is_human else t("table.ai", level=t(f"difficulty.{seat.difficulty}"))
            theme.text(surface, kind, "sans", 13, th.INK_SOFT, (x + 68, y + 40))
            if is_active and not seat.is_human:
                for k in range(3):
                    on = int(self.time * 3) % 3 == k
                    pygame.draw.circle(surface, th.VERMILION if on else th.PAPER_SHADE,
                                       theme.pt(x + 72 + k * 12, y + 68), theme.px(3.5))
            if i < len(scores):
                tw = self.score_tweens.get(i)
                total = round(tw.value) if tw is not None and not tw.done else scores[i].total
                theme.text(surface, str(total), "serif-bold", 32, th.INK, (x + 304, y + 38), "midright")
                # each part named as the results screen names it
                parts = "  ".join(f"{part_label(n)} {v}" for n, v in scores[i].breakdown if v)
                if parts:
                    line = theme.wrap(parts, "sans", 11, 150)[0]
                    theme.text(surface, line, "sans", 11, th.INK_SOFT, (x + 304, y + 66), "midright")

    def _draw_choices(self, surface, active) -> None:
        theme = self.theme
        x, y, w, h = LIST
        theme.text(surface, f"{len(self.legal)}" if self.legal else "", "sans-bold", 14, th.INK_SOFT,
                   (x + w - 16, y - 14), "midright")
        if self.legal:
            theme.text(surface, t("table.your_choices", name=self.session.seats[active].name).upper(), "sans-bold",
                       13, th.VERMILION, (x + 16, y - 14), "midleft")
            if len(self.legal) > ROWS:
                theme.text(surface, f"{self.list_offset + 1}–{min(len(self.legal), self.list_offset + ROWS)} / "
                           f"{len(self.legal)} · " + t("table.more", n=len(self.legal) - ROWS), "sans", 13,
                           th.INK_SOFT, (x + w / 2, y + h + 4), "center")
        else:
            msg = t("table.over") if self.session.is_over() else (
                t("table.waiting", name=self.session.seats[active].name) if active is not None else "")
            theme.text(surface, msg, "serif", 22, th.INK_SOFT, (x + w / 2, y + h / 2 - 20), "center")
            if active is not None and not self.session.seats[active].is_human:
                cx, cy = x + w / 2, y + h / 2 + 40
                art.gear(surface, theme.pt(cx, cy), theme.px(26), 10, th.BRASS if self.brass else th.PAPER_SHADE,
                         self.time * 1.5)

    def _draw_log(self, surface) -> None:
        theme = self.theme
        x, y, w, _ = 904, 100, 352, 424
        theme.text(surface, t("table.log").upper(), "sans-bold", 13, th.VERMILION, (x + 16, y + 14))
        lines: list[tuple[int | None, str]] = []
        for seat, item in self.log_lines[-40:]:
            if isinstance(item, str):
                text = item
            elif isinstance(item, Action):
                text = item.describe(self.viewer)
            else:
                text = "· " + describe_event(item, self.viewer)
            for k, chunk in enumerate(theme.wrap(text, "sans", 13, w - 44)):
                lines.append((seat if k == 0 else -1, chunk))
        lines = lines[-19:]
        for k, (seat, text) in enumerate(lines):
            ly = y + 40 + k * 20
            if seat is not None and seat >= 0:
                pygame.draw.circle(surface, theme.seat_colour(self.session.seats[seat].colour),
                                   theme.pt(x + 22, ly + 9), theme.px(4))
            theme.text(surface, text, "sans", 13, th.INK, (x + 32, ly))

    def _draw_tray(self, surface) -> None:
        theme = self.theme
        x, y, w, h = self.TRAY_RECT
        theme.text(surface, t("table.tray").upper(), "sans-bold", 11, (200, 180, 150), (x + 8, y + 4))
        anim = self.animator
        if anim.tray is not None:
            for tok in anim.tray.tokens:
                px, py = anim.tray.to_screen(theme, (x, y), tok)
                rr = theme.px(tok.radius)
                pygame.draw.circle(surface, (30, 20, 14), (px + 2, py + 2), rr)
                pygame.draw.circle(surface, tok.colour, (px, py), rr)
                pygame.draw.circle(surface, th.WHITE, (px, py), rr, max(1, theme.px(2)))
        for f in anim.flights:
            px, py = theme.pt(*f.pos)
            pygame.draw.circle(surface, f.colour, (px, py), theme.px(11))
            pygame.draw.circle(surface, th.WHITE, (px, py), theme.px(11), max(1, theme.px(2)))
