"""The keyboard at the table, one way for both games: a focus that walks the choices on offer,
Enter to choose, Escape to go back (the keys and their words: game/i18n/keys.py; the in-game
help lists them: game/ui/keys_help.py).

What the focus walks is each table's own (`key_choices`): the places of the table a click would
act on now, found from the session's legal actions (a card of the hand, a workshop, an item of the
supply, a Magnate space, a band, a hex, a button), each with the point a click on it lands at.
Enter is that click: the same `click` and `release` the mouse would send, at that point, through
the table's own handling (`press`). So a key never takes an action a click could not, a refusal
is worded as for a click, and there is one way in for both.

While the keyboard is in use the focus is drawn (a ring in the table's colours) and lends the
pointer its point (`app.mouse`): what hovering shows (a tooltip, where a card may go, a Magnate's
route, the choices of a place lit in the list) shows for the place that has the focus. The mouse
takes over again at its first move or click.

Each kind of moment has a scope (the day, a card held at dawn, a workshop's menu): going back to
the scope that opened this one (a menu closed) brings the focus back where it stood there (the
workshop whose menu it was); any other scope starts at its first choice, which each table puts
first on purpose (the places a card held may go, the first line of a menu).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.scene import Input
from game.ui.widgets import rounded

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
RING_OUT = 4        # base units between a place and its focus ring


@dataclass(frozen=True)
class Choice:
    """One place the focus may stand on: `id` stays the same while it is on offer, `at` is where
    a click on it lands, `rect` what the ring goes round (base units); `key`: the table's own name
    of the place, when it draws the ring itself (Daitoshi's board places)."""

    id: str
    at: tuple
    rect: tuple
    key: tuple | None = None


@dataclass(frozen=True)
class FocusStyle:
    """The ring's colours in the table's look: a bright line over a dark one, so that it reads on
    paper and on soot alike."""

    ring: tuple = (196, 156, 76)
    edge: tuple = (30, 29, 34)
    glow: tuple = (255, 236, 170)


def centre(rect) -> tuple:
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def button_choices(widgets, leave=()) -> list[Choice]:
    """The table's buttons on offer (visible and enabled), as choices in their order; `leave`: ids
    not to offer."""
    return [Choice(f"button:{w.id}", w.center(), tuple(w.rect)) for w in widgets
            if w.visible and w.enabled and getattr(w, "focusable", False) and w.id not in leave]


class KeyChoosing:
    """What a table tells its focus (mixed into `TableScene`; each game's table says more)."""

    KEY_RING = FocusStyle()     # the ring in the table's colours

    def key_choices(self) -> tuple:
        """(scope, the choices the focus walks, in order): here the table's buttons."""
        return "table", button_choices(self.widgets)

    def key_back(self) -> bool:
        """Escape: a step back from what is open or held; False when there is nothing to."""
        return False

    def draw_key_focus(self, surface: pygame.Surface, choice: Choice) -> None:
        draw_ring(surface, self.theme, choice.rect, self.KEY_RING, self.time)


class KeyFocus:
    """The focus of one table: which choice it stands on, whether it is shown, and the keys."""

    def __init__(self, table) -> None:
        self.table = table
        self.shown = False          # the keyboard is in use: the focus is drawn, the pointer lent
        self.scope = None
        self.last: dict = {}        # scope -> the id the focus last stood on there
        self.opener: dict = {}      # scope -> the scope it was entered from
        self.pressing = False       # Enter's own click is on its way through the table
        self._made = None           # (the frame and position, scope, choices): made once a frame

    # --- where it stands --------------------------------------------------------------------------
    def choices(self) -> list[Choice]:
        """The choices on offer now, asked of the table once a frame (and after each input)."""
        table = self.table
        stamp = (table.time, table.session.revision(), table.viewer)
        made = self._made
        if made is None or made[0] != stamp:
            scope, items = table.key_choices()
            made = self._made = (stamp, scope, self.with_coach(items))
        self.enter(made[1])
        return made[2]

    def with_coach(self, items: list[Choice]) -> list[Choice]:
        """Learn to play's coach panel takes the clicks on it: what it covers is not on offer, its
        buttons (Back, Skip, Next) are, after the table's."""
        coach = getattr(self.table, "coach", None)
        if coach is None or not coach.active():
            return items
        x, y, w, h = coach.rect()
        clear = [c for c in items if not (x <= c.at[0] <= x + w and y <= c.at[1] <= y + h)]
        return clear + [Choice(f"coach:{b.id}", b.center(), tuple(b.rect)) for b in coach.buttons() if b.enabled]

    def enter(self, scope) -> None:
        """The moment's scope: back to the one that opened this (a menu closed), the focus where it
        stood there; any other starts at its first choice."""
        was = self.scope
        if scope == was:
            return
        if self.opener.get(was) != scope:
            self.opener[scope] = was
            self.last.pop(scope, None)
        self.scope = scope

    def current(self, items: list[Choice] | None = None) -> Choice | None:
        """The choice the focus stands on: where it last stood in this scope if still on offer,
        else the scope's first choice."""
        items = self.choices() if items is None else items
        if not items:
            return None
        was = self.last.get(self.scope)
        found = next((c for c in items if c.id == was), items[0])
        self.last[self.scope] = found.id
        return found

    def focus_on(self, choice: Choice) -> None:
        self.last[self.scope] = choice.id
        self.lend_pointer(choice)

    def lend_pointer(self, choice: Choice | None) -> None:
        if self.shown and choice is not None and not self.table.covered():
            self.table.app.mouse = choice.at

    def show(self) -> None:
        self.shown = True
        self.lend_pointer(self.current())

    def hide(self) -> None:
        self.shown = False

    # --- moving -----------------------------------------------------------------------------------
    def step(self, d: int) -> None:
        """Tab (1) and Shift+Tab (-1): the next or previous choice, round the end."""
        items = self.choices()
        here = self.current(items)
        if here is None:
            return
        if self.shown:
            here = items[(items.index(here) + d) % len(items)]
        self.shown = True
        self.focus_on(here)

    def toward(self, dx: int, dy: int) -> None:
        """An arrow: the nearest choice that way (the one straight ahead before one aside); none
        that way: the next or previous in Tab's order."""
        items = self.choices()
        here = self.current(items)
        if here is None:
            return
        if not self.shown:
            self.shown = True
            self.focus_on(here)
            return
        best, score = None, None
        hx, hy = here.at
        for c in items:
            ahead = (c.at[0] - hx) * dx + (c.at[1] - hy) * dy
            aside = abs((c.at[0] - hx) * dy) + abs((c.at[1] - hy) * dx)
            if c is here or ahead <= 1:
                continue
            s = ahead + 2.5 * aside
            if score is None or s < score:
                best, score = c, s
        if best is None:
            best = items[(items.index(here) + (1 if dx + dy > 0 else -1)) % len(items)]
        self.focus_on(best)

    # --- choosing ---------------------------------------------------------------------------------
    def press(self, choice: Choice) -> None:
        """Enter: the click a player would make on the choice, where it lands, through the table."""
        table = self.table
        self.pressing = True
        try:
            table.app.mouse = choice.at
            table.handle(Input("click", choice.at))
            table.handle(Input("release", choice.at))
        finally:
            self.pressing = False
        self._made = None
        self.lend_pointer(self.current())

    # --- the keys ---------------------------------------------------------------------------------
    def handle(self, inp: Input) -> bool:
        """The keys of the focus; True when used. The mouse's first move or click hides it."""
        if self.pressing:
            return False
        self._made = None
        if inp.kind in ("motion", "click", "alt_click", "wheel"):
            self.shown = False
            return False
        if inp.kind == "key" and inp.key == pygame.K_TAB:
            self.step(-1 if inp.mod & pygame.KMOD_SHIFT else 1)
            return True
        if inp.kind == "key" and inp.key in ARROWS and not inp.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.toward(*ARROWS[inp.key])
            return True
        if inp.kind == "confirm" and self.shown:
            here = self.current()
            if here is not None:
                self.press(here)
                return True
            return False
        if inp.kind == "back" and inp.key == pygame.K_ESCAPE:
            # Escape goes back one step (a menu closed, a card put down); with none, the pause
            # menu. The Menu button's own "back" (no key) always pauses.
            return bool(self.table.key_back())
        return False

    def unused(self, inp: Input) -> bool:
        """Enter that nothing at the table took (no main choice now): the focus shows, so the
        player sees where the keys stand."""
        if inp.kind == "confirm" and not self.shown and self.current() is not None:
            self.show()
            return True
        return False

    def update(self) -> None:
        """Each frame: the pointer follows the focus (its place may have moved with a layout)."""
        if self.shown:
            self.lend_pointer(self.current())

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, opened: bool) -> None:
        """The ring, on the layer of what it stands on (layers.py): over what the player opened
        when it stands there (`opened`), else on the table, under the tooltip."""
        if not self.shown or self.table.covered():
            return
        here = self.current()
        inside = here is not None and here.id in {f"button:{w.id}" for w in self.table.opened_widgets()}
        if here is not None and inside == opened:
            self.table.draw_key_focus(surface, here)


def draw_ring(surface: pygame.Surface, theme, rect, style: FocusStyle, time: float) -> None:
    """The focus ring round a base rect: a dark line, a bright one in it, and a soft glow that
    breathes, so that the eye finds it at once without it hiding what it rings."""
    x, y, w, h = rect
    outer = theme.rect(x - RING_OUT, y - RING_OUT, w + 2 * RING_OUT, h + 2 * RING_OUT)
    rad = theme.px(8)
    pulse = 0.5 + 0.5 * abs(((time * 0.9) % 2) - 1)
    rounded(surface, style.glow, outer.inflate(theme.px(6), theme.px(6)), rad + theme.px(3),
            max(2, theme.px(3)), alpha=int(70 + 90 * pulse))
    rounded(surface, style.edge, outer, rad, max(3, theme.px(4.5)))
    rounded(surface, style.ring, outer.inflate(-theme.px(1.5), -theme.px(1.5)), rad, max(2, theme.px(2.5)))
