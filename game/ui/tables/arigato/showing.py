"""What Arigatō's table shows for a while over itself (a mixin of `ArigatoTable`): a card shown
large when the mouse rests on it or on a right click, and the moments (dusk, the end) the game
waits on until a click, Space or Enter puts them away."""

from __future__ import annotations

import pygame

from game.ui.scene import Input
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import over_layout as O
from game.ui.tables.arigato.dawn import DawnPlan


class Showing:
    # --- a card shown large: the mouse rests on it a moment, or a right click ------------------------
    def card_under_mouse(self) -> int:
        """The card whose picture is topmost under the mouse in the last frame (0: none, or one
        face down)."""
        found = 0
        for rect, words in self.renderer.tips:
            if L.inside(self.app.mouse, rect):
                found = getattr(words, "card", 0)
        return max(found, 0)

    def follow_the_eye(self, dt: float) -> None:
        card = self.card_under_mouse()
        if card != self.looking[0]:
            self.looking = [card, 0.0, False]
        else:
            self.looking[1] += dt

    def zoomed(self) -> int | None:
        card, seconds, asked = self.looking
        return card if card and (asked or seconds >= O.ZOOM_DELAY) else None

    def look_closer(self) -> bool:
        """A right click on a card shows it large at once."""
        card = self.card_under_mouse()
        self.looking = [card, 0.0, bool(card)]
        return bool(card)

    # --- moments: the game waits while one is shown, a click or Space puts it away ---------------
    def holding(self) -> bool:
        return self.moments.current() is not None or super().holding()

    def skip_hold(self, inp: Input) -> bool:
        if self.moments.current() is None:
            return False
        if inp.kind in ("click", "confirm") or (inp.kind == "key" and inp.key == pygame.K_SPACE):
            self.moments.skip()
            return True
        return inp.kind in ("key", "text", "release")   # nothing acts under a moment

    def on_viewer_changed(self) -> None:
        self.rebuild_log()   # the story as the new viewer may know it
        self.plan = DawnPlan()
        self.selected = None
        self.bonus = []
        self.layout()
