"""The layering check: in one frame of a table, what the player opened (a menu, a
picker, a popup: `table.opened()`) is on top and never dimmed (nothing is drawn over it once it
is drawn, the coach's veil included), no tooltip nor card shown large meets it, and every text
is whole and inside its box (tests/drawn_text.py).

    with Layering(app, table) as layers:
        pilot.frames(1)
    assert layers.problems() == []

Shared by the tables' tests (tests/ is on the import path)."""

from __future__ import annotations

import pygame

from drawn_text import DrawnText


class Layering:
    def __init__(self, app, table) -> None:
        self.app, self.table = app, table
        self.tips: list[pygame.Rect] = []          # each tooltip (or card shown large) drawn, in pixels
        self.menus: list[tuple] = []               # (pixel rect, its pixels once drawn)
        self.drawn = DrawnText(app)
        self._undo: list = []

    def __enter__(self) -> "Layering":
        from game.ui.tables import base
        from game.ui.tables.arigato.render import table as arigato_render
        from game.ui.tables.daitoshi import panels
        theme = self.app.theme
        self.drawn.__enter__()
        if hasattr(self.table, "renderer"):
            self.table.renderer.forget()           # the cached picture drawn within the frame

        def note(rect, base_units: bool):
            if rect is not None:
                self.tips.append(pygame.Rect(theme.rect(*rect)) if base_units else pygame.Rect(rect))
            return rect

        real_d = panels.draw_tooltip
        self._patch(panels, "draw_tooltip", lambda *a, **k: note(real_d(*a, **k), False))
        real_a = arigato_render.draw_tooltip
        self._patch(arigato_render, "draw_tooltip", lambda *a, **k: note(real_a(*a, **k), True))
        real_opened = base.TableScene.draw_opened
        screen = self.app.screen

        def draw_opened(table, surface, mouse, drawn=None):
            real_opened(table, surface, mouse, drawn)
            for r in table.opened():
                px = pygame.Rect(theme.rect(*r)).clip(surface.get_rect())
                self.menus.append((px, surface.subsurface(px).copy() if surface is screen else None))
        self._patch(base.TableScene, "draw_opened", draw_opened)
        return self

    def __exit__(self, *exc) -> None:
        for undo in reversed(self._undo):
            undo()
        self._undo.clear()
        self.drawn.__exit__(*exc)

    def _patch(self, owner, name: str, value) -> None:
        real = getattr(owner, name)
        setattr(owner, name, value)
        self._undo.append(lambda: setattr(owner, name, real))

    def problems(self) -> list[str]:
        out = []
        opened = [pygame.Rect(self.app.theme.rect(*r)) for r in self.table.opened()]
        if opened and not self.menus:
            out.append(f"open but never drawn on top: {opened}")
        for rect, pixels in self.menus:
            if pixels is not None and pygame.image.tobytes(self.app.screen.subsurface(rect).copy(), "RGB") != \
                    pygame.image.tobytes(pixels, "RGB"):
                out.append(f"drawn over once open (dimmed, framed or covered): {tuple(rect)}")
        out += [f"a tooltip {tuple(tip)} over an open menu {tuple(m)}"
                for tip in self.tips for m in opened if tip.colliderect(m)]
        return out + self.drawn.problems()
