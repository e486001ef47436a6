"""Small widgets drawn by the program, laid out in base units (see theme.py)."""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Sequence

import pygame

from game.ui import clipboard, kept_paper
from game.ui import theme as th
from game.ui.scene import Input

Text = str | Callable[[], str]


def inside(rect, pos: tuple[float, float] | None) -> bool:
    """Whether `pos` (base units; None: no mouse) lies in `rect` (x, y, w, h), its right and
    bottom edges left out."""
    if pos is None:
        return False
    x, y, w, h = rect
    return x <= pos[0] < x + w and y <= pos[1] < y + h


def _txt(value: Text) -> str:
    return value() if callable(value) else value


@lru_cache(maxsize=256)
def _translucent(size: tuple[int, int], colour: tuple, radius: int, width: int, alpha: int) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*colour[:3], alpha), layer.get_rect(), width, border_radius=radius)
    return layer


def rounded(surface: pygame.Surface, colour, rect: pygame.Rect, radius: int, width: int = 0,
            alpha: int = 255) -> None:
    if alpha >= 255:
        pygame.draw.rect(surface, colour, rect, width, border_radius=radius)
        return
    surface.blit(_translucent(rect.size, tuple(colour), radius, width, alpha), rect)


SHADOW = (40, 30, 20)   # a shadow's colour, blended at its alpha


def shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, offset: int = 3,
           alpha: int = 50) -> None:
    r = rect.move(offset, offset)
    rounded(surface, SHADOW, r, radius, alpha=alpha)


def shadow_seen(surface: pygame.Surface, rect: pygame.Rect, radius: int, offset: int = 3,
                alpha: int = 50) -> None:
    """`shadow` of an opaque paper drawn over it next: blended only where the paper leaves it
    to be seen, beside and below the paper and at its round corners, not under the whole paper
    (the same pixels once the paper is drawn; a blended blit of a panel's whole area was the
    largest part of drawing it: game/tools/MEASUREMENTS.md, "Frames")."""
    if 2 * radius > min(rect.w, rect.h):   # corners that meet: blended once, whole
        shadow(surface, rect, radius, offset, alpha)
        return
    if alpha >= 255:   # opaque: drawn, not blended, part by part under a clip
        clip = surface.get_clip()
        for seen in beside_and_corners(rect, radius, offset):
            surface.set_clip(seen.clip(clip))
            shadow(surface, rect, radius, offset, alpha)
        surface.set_clip(clip)
        return
    # each part of the shadow's layer put where it is seen (the surface's clip holds as for the
    # whole layer: the same pixels as the layer blitted under a clip to each part, in fewer calls)
    r = rect.move(offset, offset)
    layer = _translucent(r.size, SHADOW, radius, 0, alpha)
    for seen in beside_and_corners(rect, radius, offset):
        part = seen.clip(r)
        if part.w and part.h:
            surface.blit(layer, part, part.move(-r.x, -r.y))


def beside_and_corners(rect: pygame.Rect, radius: int, shift: int) -> list[pygame.Rect]:
    """Where a shadow cast `shift` pixels down and right of a round-cornered paper at `rect`
    can be seen: the strips beside and below the paper, and its four corners."""
    return [pygame.Rect(rect.right, rect.y, shift, rect.h + shift), pygame.Rect(rect.x, rect.bottom, rect.w, shift),
            pygame.Rect(rect.x, rect.y, radius, radius), pygame.Rect(rect.right - radius, rect.y, radius, radius),
            pygame.Rect(rect.x, rect.bottom - radius, radius, radius),
            pygame.Rect(rect.right - radius, rect.bottom - radius, radius, radius)]


class Widget:
    focusable = False
    wants_keys = False

    def __init__(self, wid: str, rect: Sequence[float]) -> None:
        self.id = wid
        self.rect = tuple(rect)  # base units: x, y, w, h
        self.visible = True
        self._enabled: bool | Callable[[], bool] = True

    @property
    def enabled(self) -> bool:
        e = self._enabled
        return e() if callable(e) else e

    @enabled.setter
    def enabled(self, value) -> None:
        self._enabled = value

    def hit(self, pos: tuple[float, float] | None) -> bool:
        return inside(self.rect, pos)

    def center(self) -> tuple[float, float]:
        x, y, w, h = self.rect
        return (x + w / 2, y + h / 2)

    def click(self, pos) -> None: ...

    def key(self, inp: Input) -> bool:
        return False

    def scroll(self, dy: int) -> bool:
        return False

    def draw(self, surface, theme: th.Theme, hover: bool, focused: bool) -> None: ...


LABEL_PAD = 10     # the least room between a button's words and its edges, each side
TWO_LINES_GAP = 3  # between a button's label and the note under it


class Button(Widget):
    focusable = True
    SIZE = 22   # a label's size unless told

    def __init__(self, wid: str, label: Text, rect, on_click: Callable[[], None],
                 style: str = "primary", enabled=True, size: float = SIZE, icon=None, sub: Text = "") -> None:
        super().__init__(wid, rect)
        self.label = label
        self.on_click = on_click
        self.style = style  # primary | secondary | ghost | danger | list
        self.enabled = enabled
        self.size = size
        self.icon = icon  # optional callable(surface, pixel_rect)
        self.sub = sub  # an optional second, smaller line
        self._fitted: tuple | None = None   # the two lines' sizes and inks, for their words and room
    def click(self, pos) -> None:
        self.on_click()

    def font(self) -> tuple[str, float]:
        """The label's font, (role, size in base units): a table opens it ahead (theme.open_ahead)."""
        return self.font_of(self.style, self.size)

    @staticmethod
    def font_of(style: str, size: float = SIZE) -> tuple[str, float]:
        return ("sans-bold" if style in ("primary", "brass", "secondary") else "sans", size)

    def _two_lines(self, surface, theme, label: str, role: str, fg) -> None:
        """The label over its note ("Continue" over "Arigatō · 2 players · day 5"), set by their
        ink: a gap between them, the pair centred in the button, smaller until both fit (sizes
        and inks worked out once per words, room and scale, not every frame: an ink's box does not
        change with its colour)."""
        x, y, w, h = self.rect
        sub = _txt(self.sub)
        key = (label, sub, role, self.size, w, h, theme.scale_key)
        if self._fitted is None or self._fitted[0] != key:
            room = w - 2 * LABEL_PAD
            big = theme.fit_size(label, role, self.size * 0.86, room)
            small = theme.fit_size(sub, "sans", 12, room)
            while True:
                top, bottom = (theme.render(s, r, z, fg).get_bounding_rect() for s, r, z in
                               ((label, role, big), (sub, "sans", small)))
                need = (top.h + bottom.h) / theme.s + TWO_LINES_GAP
                if need <= h - 4 or small <= 8:
                    break
                big, small = big - 0.5, small - 0.5
            self._fitted = (key, big, small, top, bottom, need)
        _, big, small, top, bottom, need = self._fitted
        y0 = y + (h - need) / 2           # where the label's ink starts, in base units
        theme.text(surface, label, role, big, fg, (x + w / 2, y0 - top.y / theme.s), "midtop")
        theme.text(surface, sub, "sans", small, fg,
                   (x + w / 2, y0 + (top.h - bottom.y) / theme.s + TWO_LINES_GAP), "midtop")

    def opaque(self, theme) -> pygame.Rect | None:
        """Where drawing the button paints every pixel opaque, whatever lies under it: its paper
        between its round corners (None: corners that meet). What lay there before it need not
        be put back (put_back.py)."""
        r = theme.rect(*self.rect)
        rad = theme.px(8)
        return pygame.Rect(r.x, r.y + rad, r.w, r.h - 2 * rad) if r.w > 0 and r.h > 2 * rad else None

    def draw(self, surface, theme, hover, focused) -> None:
        r = theme.rect(*self.rect)
        rad = theme.px(8)
        enabled = self.enabled
        if self.style == "primary":
            fill, fg, border = (th.VERMILION_DARK if hover else th.VERMILION), th.WHITE, th.VERMILION_DARK
        elif self.style == "brass":
            fill, fg, border = (th.BRASS if hover else th.BRASS_LIGHT), th.SOOT, th.COPPER
        elif self.style == "list":
            fill, fg, border = ((255, 250, 238) if hover else th.WHITE), th.INK, th.PAPER_SHADE
        elif self.style == "ghost":
            fill, fg, border = ((236, 226, 206) if hover else th.PAPER), th.INK, th.PAPER_SHADE
        else:
            fill, fg, border = ((250, 244, 232) if hover else th.PAPER_DEEP), th.INK, th.INK_SOFT
        if not enabled:
            fill, fg, border = (222, 216, 204), (150, 144, 136), (200, 192, 180)
        if enabled and self.style in ("primary", "secondary", "brass"):
            shadow_seen(surface, r, rad, theme.px(3), 45)   # under an opaque fill
        label = _txt(self.label)
        role = self.font()[0]
        x, y, w, h = self.rect
        line = max(1, theme.px(1.5))
        if not focused and self.style != "list" and not _txt(self.sub):   # a label alone: the paper kept
            size = theme.fit_size(label, role, self.size, w - 2 * LABEL_PAD)
            at = theme.render(label, role, size, fg).get_rect(center=theme.pt(x + w / 2, y + h / 2))
            dx, dy = at.x - r.x, at.y - r.y    # where theme.text would put it, from the paper

            def paper(target, on) -> None:
                rounded(target, fill, on, rad)
                rounded(target, border, on, rad, line)

            def words(target, on) -> None:
                theme.put_text(target, label, role, size, fg, (on.x + dx, on.y + dy))
            if not kept_paper.put(surface, theme.papers, r, ("button", label, role, size, fill, border, fg, line,
                                                            dx, dy, theme.scale_key), rad, paper, words, (fill, border, fg)):
                paper(surface, r)
                words(surface, r)
            return
        rounded(surface, fill, r, rad)
        rounded(surface, border, r, rad, line)
        if focused:
            rounded(surface, th.GOLD, r.inflate(theme.px(6), theme.px(6)), rad + 2, max(2, theme.px(2)))
        if self.style == "list":
            tx = x + 14
            if self.icon:
                self.icon(surface, theme.rect(x + 8, y + 6, h - 12, h - 12))
                tx = x + h + 4
            lines = theme.wrap(label, role, self.size, w - (tx - x) - 12)[:2]
            lh = self.size * 1.3
            ty = y + h / 2 - lh * len(lines) / 2
            for i, line in enumerate(lines):
                theme.text(surface, line, role, self.size, fg, (tx, ty + i * lh))
        elif _txt(self.sub):
            self._two_lines(surface, theme, label, role, fg)
        else:   # a longer label (a translation) shrinks rather than run to the button's edges
            theme.text(surface, label, role, theme.fit_size(label, role, self.size, w - 2 * LABEL_PAD), fg,
                       (x + w / 2, y + h / 2), "center")


def opaque_parts(widgets: list, theme: th.Theme) -> list[pygame.Rect]:
    """Where drawing these widgets paints every pixel opaque (their buttons' `opaque`)."""
    return [r for w in widgets if isinstance(w, Button) for r in [w.opaque(theme)] if r is not None]


class Stepper(Widget):
    """A value chosen from a list: click the left half for the previous, the right for the next.
    A setting's list goes round (`wrap`); a list with a first and a last, like a replay's rounds,
    stops at its ends, and the arrow that leads nowhere is drawn dim."""

    focusable = True

    def __init__(self, wid: str, rect, values: Sequence, index: int,
                 fmt: Callable[[object], str], on_change: Callable[[object], None],
                 size: float = 20, swatch: Callable[[object], tuple] | None = None, wrap: bool = True) -> None:
        super().__init__(wid, rect)
        self.wrap = wrap
        self.values = list(values)
        self.index = index
        self.fmt = fmt
        self.on_change = on_change
        self.size = size
        self.swatch = swatch

    @property
    def value(self):
        return self.values[self.index]

    def can_step(self, d: int) -> bool:
        return self.wrap or 0 <= self.index + d < len(self.values)

    def step(self, d: int) -> None:
        if not self.can_step(d):
            return
        self.index = (self.index + d) % len(self.values)
        self.on_change(self.value)

    def click(self, pos) -> None:
        if pos is None:
            self.step(1)
            return
        x, _, w, _ = self.rect
        self.step(-1 if pos[0] < x + w * 0.3 else 1)

    def key(self, inp: Input) -> bool:
        if inp.kind == "key" and inp.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if inp.key == pygame.K_LEFT else 1)
            return True
        return False

    def draw(self, surface, theme, hover, focused) -> None:
        r = theme.rect(*self.rect)
        rad = theme.px(7)
        enabled = self.enabled
        rounded(surface, (250, 245, 235) if hover and enabled else th.WHITE, r, rad)
        rounded(surface, th.GOLD if focused else th.PAPER_SHADE, r, rad, max(1, theme.px(1.5)))
        x, y, w, h = self.rect
        dim = (160, 152, 140)
        col = th.INK if enabled else dim
        for side in (-1, 1):
            cx = x + 14 if side < 0 else x + w - 14
            cy = y + h / 2
            pts = [theme.pt(cx - 5 * side, cy - 6), theme.pt(cx + 5 * side, cy), theme.pt(cx - 5 * side, cy + 6)]
            live = enabled and self.can_step(side)
            pygame.draw.polygon(surface, th.VERMILION if live else dim, pts)
        label = self.fmt(self.value)
        if self.swatch:
            colour = self.swatch(self.value)
            sw = theme.rect(x + w / 2 - 9, y + h / 2 - 9, 18, 18)
            pygame.draw.rect(surface, colour, sw, border_radius=theme.px(4))
            if label:
                theme.text(surface, label, "sans-bold", self.size * 0.7, th.WHITE, (x + w / 2, y + h / 2), "center")
        else:
            size = self.label_size(theme, label)
            theme.text(surface, label, "sans", size, col, (x + w / 2, y + h / 2), "center")

    ARROW_ROOM = 26     # base units each side kept clear for an arrow

    def label_size(self, theme, label: str) -> float:
        """The label's size: its own, or smaller until it fits between the arrows (a longer word
        in another language must never run over them)."""
        return theme.fit_size(label, "sans", self.size, self.rect[2] - 2 * self.ARROW_ROOM, floor=10)


class TextField(Widget):
    focusable = True
    wants_keys = True

    def __init__(self, wid: str, rect, text: str, on_change: Callable[[str], None],
                 max_len: int = 16, size: float = 20, placeholder: Text = "",
                 allowed: Callable[[str], bool] | None = None) -> None:
        super().__init__(wid, rect)
        self.text = text
        self.on_change = on_change
        self.max_len = max_len
        self.size = size
        self.placeholder = placeholder
        self.allowed = allowed
        self.blink = 0.0

    def click(self, pos) -> None:
        pygame.key.start_text_input()

    def key(self, inp: Input) -> bool:
        if inp.kind == "text":
            add = "".join(c for c in inp.text if c.isprintable())
            if self.allowed:
                add = "".join(c for c in add if self.allowed(c))
            if add:
                self.text = (self.text + add)[: self.max_len]
                self.on_change(self.text)
            return True
        if inp.kind == "key":
            if inp.key == pygame.K_v and inp.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                return self.key(Input("text", text=clipboard.paste()))   # pasted as if typed
            if inp.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                self.on_change(self.text)
                return True
            if inp.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                return False  # let the scene move focus / confirm
            return True  # typed characters arrive as "text"
        return False

    def draw(self, surface, theme, hover, focused) -> None:
        r = theme.rect(*self.rect)
        rad = theme.px(6)
        rounded(surface, th.WHITE, r, rad)
        rounded(surface, th.VERMILION if focused else th.PAPER_SHADE, r, rad, max(1, theme.px(1.5 if not focused else 2)))
        x, y, w, h = self.rect
        if self.text:
            tr = theme.text(surface, self._shown(theme, w - 24), "sans", self.size, th.INK,
                            (x + 10, y + h / 2), "midleft")
        else:
            tr = theme.text(surface, _txt(self.placeholder), "sans", self.size, (160, 150, 138), (x + 10, y + h / 2), "midleft")
            tr.width = 0
        if focused and (pygame.time.get_ticks() // 500) % 2 == 0:
            cx = tr.right + theme.px(2)
            pygame.draw.line(surface, th.INK, (cx, r.top + theme.px(7)), (cx, r.bottom - theme.px(7)), max(1, theme.px(1.5)))

    def _shown(self, theme, width: float) -> str:
        """The text, or its end behind "…" when it is longer than the field (a pasted invite):
        the end is where the next letter goes."""
        font = theme.font("sans", self.size)
        if font.size(self.text)[0] <= width * theme.s:
            return self.text
        shown = self.text
        while len(shown) > 1 and font.size("…" + shown)[0] > width * theme.s:
            shown = shown[1:]
        return "…" + shown


PANEL_SHADOW = 4      # base units a panel's shadow lies down and right of its paper


def panel_reach(theme: th.Theme, r: pygame.Rect) -> pygame.Rect:
    """Where `panel` drew for its paper at `r` (the pixel rect it returned): the paper, its
    border and its shadow, with a pixel's slack for the smoothing at their edges."""
    return r.union(r.move(theme.px(PANEL_SHADOW), theme.px(PANEL_SHADOW))).inflate(4, 4)


def panel(surface, theme: th.Theme, rect, fill=th.WHITE, border=th.PAPER_SHADE, radius: float = 12,
          alpha: int = 255, shadow_alpha: int = 40, overlay: bool = False) -> pygame.Rect:
    """A paper panel. `overlay`: it lies over the screen for a moment (a tooltip, a menu, a
    card shown large) and may hide what it covers; a region of the screen never does (the
    drawn-text check, tests/drawn_text.py, tells them apart by it)."""
    r = theme.rect(*rect)
    if shadow_alpha:   # under an opaque paper only its edges are seen
        (shadow_seen if alpha >= 255 else shadow)(surface, r, theme.px(radius), theme.px(PANEL_SHADOW), shadow_alpha)
    rounded(surface, fill, r, theme.px(radius), alpha=alpha)
    if border:
        rounded(surface, border, r, theme.px(radius), max(1, theme.px(1.2)))
    return r
