"""The keyboard's choices at the Daitoshi table (game/ui/tables/keys.py walks them): the board's
places a click acts on now, in the order of the decision list (its groups, in the game's words),
each where a click on it lands; then the buttons, and the Factories' strips (a click shows one
large).

A place is found from the legal list as a click finds it (hits.py): an action's places in turn,
the first that the board drew where the click lands and that means the action. An action no
place can take (none drawn now) is offered by its line in the list. A place that means several
actions opens its little menu, whose lines are then the only choices until one is taken or
Escape closes it; Escape also puts back a Factory shown large on a click of its strip. Mixed into `DaitoshiTable` ahead of `TableScene`.
"""

from __future__ import annotations

import pygame

from game.ui.tables.daitoshi import choices, hits, overlay
from game.ui.tables.daitoshi import layout as L
from game.ui.tables.daitoshi import paint as P
from game.ui.tables.daitoshi.parts import bounds
from game.ui.tables.daitoshi.render import light, point_of, shape_of
from game.ui.tables.keys import Choice, FocusStyle, button_choices, centre, draw_ring

DOT = 14     # base units round a place drawn as a point only (a temple, a discard pile)


class DaitoshiKeys:
    KEY_RING = FocusStyle(ring=P.LIT, edge=(20, 16, 12), glow=P.ACCENT)

    def key_choices(self) -> tuple:
        picker = self.opened_widgets()
        if picker:
            return "picker", button_choices(picker)
        buttons = [w for w in self.widgets if not isinstance(w, choices.ChoiceButton)]
        tail = button_choices([w for w in buttons if w.id != "menu"]) + button_choices(
            [w for w in buttons if w.id == "menu"]) + self._strips()
        if not self.legal:
            return "wait", tail
        ctx = self.ctx()
        if self.app.screen is not None and self.renderer.pending(ctx):
            # the board's places as they stand now, not as last drawn (a region may wait a frame)
            self.renderer.settle(self.app.screen.get_size(), self.theme, ctx)
        out: list[Choice] = []
        for item in self.items:
            if item[0] != "choice":
                continue
            found = self._place_of(item[1], ctx) or self._line_of(item[1])
            if found is not None and found.id not in {c.id for c in out}:
                out.append(found)
        return "choose", out + tail

    def key_back(self) -> bool:
        if self.picker is not None:
            self.picker = None
            self.layout()
            return True
        if self.enlarged is not None:     # another Factory shown large: back to the usual one
            self.enlarged = None
            return True
        return False

    def _place_of(self, action, ctx) -> Choice | None:
        """Where a click takes `action` on the board now, as a choice (None: nowhere drawn)."""
        for key in self.board.lit_by(action):
            if key == hits.DONE:
                return Choice("done", centre(L.DONE), L.DONE) if action in overlay.finishing(self.board) else None
            at = point_of(key, ctx)
            if at is None or any(w.visible and w.hit(at) for w in self.widgets):
                continue
            part = self.renderer.part_at(at)
            if part is None or part.key != key or action not in self.board.actions_at(key):
                continue
            shape = shape_of(key, ctx)
            rect = bounds(shape) if shape is not None else (at[0] - DOT, at[1] - DOT, 2 * DOT, 2 * DOT)
            return Choice("place:" + ":".join(map(str, key)), at, rect, key if shape is not None else None)
        return None

    def _line_of(self, action) -> Choice | None:
        """The action's line in the decision list, while the list shows it."""
        line = next((w for w in self.widgets if isinstance(w, choices.ChoiceButton) and w.action == action), None)
        return Choice(f"button:{line.id}", line.center(), tuple(line.rect)) if line is not None else None

    def _strips(self) -> list[Choice]:
        return [Choice(f"strip:{part.key[1]}", centre(part.rect), tuple(part.rect))
                for part in self.renderer.region_parts("strips") if part.key[0] == "strip"]

    def draw_key_focus(self, surface: pygame.Surface, choice: Choice) -> None:
        """A board place is ringed by its own shape (a band, a Magnate space, a hex), as the board
        lights it, dark under bright; the rest by a ring round its box."""
        if choice.key is None:
            draw_ring(surface, self.theme, choice.rect, self.KEY_RING, self.time)
            return
        ctx = self.ctx()
        light(surface, self.theme, choice.key, ctx, self.KEY_RING.edge, 6.5)
        light(surface, self.theme, choice.key, ctx, self.KEY_RING.ring, 3.5)
