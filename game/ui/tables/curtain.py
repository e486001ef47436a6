"""A table's first picture prepared over its first frames, under the screen before it (a mixin of
both games' tables): the window keeps that screen and the game waits until the table's own
preparation (Arigatō's render/table.py `prepare`, Daitoshi's drawing.py `prepare_first`) says the
picture is whole. Drawn whole in the frame that entered the table, it was the dearest frame a
player met there (game/tools/MEASUREMENTS.md, "Daitoshi's first picture prepared"). Tests that look
at a table from its first frame turn it off (tests/conftest.py, `PREPARE_FIRST`)."""

from __future__ import annotations

import pygame


class Curtain:
    PREPARE_FIRST = True
    curtain: pygame.Surface | None = None   # the screen before, shown while the picture is prepared

    def raise_curtain(self) -> bool:
        """The screen before kept on the window while the first picture is prepared (True), or
        nothing to wait for: not prepared first, or no window (False)."""
        if self.PREPARE_FIRST and self.app.screen is not None:
            self.curtain = self.app.screen.copy()
            return True
        return False

    def prepare_covered(self) -> None:
        """Covered by another scene (the hot-seat hand-off raised as the table opens, the pause
        menu), the first picture is still prepared, off the window: uncovered, the table shows at
        once, where it showed the screen before it (the setup screen, after the hand-off) for the
        frames its preparation took."""
        if self.curtain is not None:
            self.prepare_first()

    def prepare_first(self) -> None:
        """A step of the first picture; the curtain lowered (None) once it is whole."""
        raise NotImplementedError

    def holding(self) -> bool:
        """The game waits while the table is not shown yet (its picture being prepared)."""
        return self.curtain is not None or super().holding()
