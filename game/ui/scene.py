"""The scene stack (after Tuxemon): a clear lifecycle, input to the top scene first, drawing
from the topmost opaque scene upward. `draw` never changes any state.

Lifecycle: `enter` when pushed, `pause` when another scene covers it, `resume` when it is on top
again, `exit` when removed. Raw pygame events become named `Input`s (app.py) before scenes see
them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.widgets import Widget


@dataclass(frozen=True)
class Input:
    """A named input. kind: click, alt_click (the right button), release, motion, wheel, key, text,
    back, confirm."""

    kind: str
    pos: tuple[float, float] | None = None  # base units (1280x720 canvas)
    key: int = 0
    mod: int = 0
    text: str = ""
    dy: int = 0


class Scene:
    opaque = True
    name = "scene"
    session = None     # the game the scene shows (a table, its results; game/input/face.py), if any

    def __init__(self, app: "App") -> None:
        self.app = app
        self.widgets: list["Widget"] = []
        self.focus: "Widget | None" = None

    @property
    def theme(self):
        return self.app.theme

    # lifecycle -----------------------------------------------------------------------------------
    def enter(self) -> None:
        self.layout()

    def exit(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None:
        self.layout()

    def layout(self) -> None:
        """(Re)build widgets: on enter, resume, resize and language change."""

    # frame ---------------------------------------------------------------------------------------
    def handle(self, inp: Input) -> bool:
        """Return True when the input was used. The default: Back (Escape) leaves the scene for
        the one beneath (a scene that does otherwise says so first), the rest to widgets."""
        if inp.kind == "back":
            self.app.pop_scene()
            return True
        if inp.kind == "click":
            for w in reversed(self.widgets):
                if w.visible and w.hit(inp.pos):
                    self.focus = w if w.focusable else None
                    if w.enabled:
                        w.click(inp.pos)
                    return True
            self.focus = None
            return False
        if inp.kind in ("key", "text") and self.focus is not None and self.focus.wants_keys:
            if self.focus.key(inp):
                return True
        elif inp.kind == "key" and self.focus is not None and self.focus.key(inp):
            return True  # e.g. left/right on a focused stepper
        if inp.kind == "key" and inp.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
            self._move_focus(-1 if inp.key == pygame.K_UP or inp.mod & pygame.KMOD_SHIFT else 1)
            return True
        if inp.kind in ("confirm",) and self.focus is not None and self.focus.enabled:
            self.focus.click(None)
            return True
        if inp.kind == "wheel":
            for w in reversed(self.widgets):
                if w.visible and w.hit(self.app.mouse) and w.scroll(inp.dy):
                    return True
        return False

    def _move_focus(self, step: int) -> None:
        items = [w for w in self.widgets if w.visible and w.enabled and w.focusable]
        if not items:
            return
        i = items.index(self.focus) if self.focus in items else (-1 if step > 0 else 0)
        self.focus = items[(i + step) % len(items)]

    def update(self, dt: float) -> None: ...

    def prepare_covered(self) -> None:
        """Work a scene covered by another may do, which shows nothing and moves nothing (a
        table's first picture: tables/curtain.py)."""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_widgets(surface)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            if w.visible:
                w.draw(surface, self.theme, w.hit(self.app.mouse), w is self.focus)

    def refocus(self) -> None:
        """After a re-layout the focused widget is a new object with the same id: follow it."""
        if self.focus is not None and self.focus not in self.widgets:
            self.focus = next((w for w in self.widgets if w.id == self.focus.id), None)

    def widget(self, wid: str) -> "Widget":
        for w in self.widgets:
            if w.id == wid:
                return w
        raise KeyError(wid)


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene (the one below stays paused)."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def reset(self, scene: Scene) -> Scene:
        while self.scenes:
            self.scenes.pop().exit()
        return self.push(scene)

    def remove(self, scene: Scene) -> None:
        if scene in self.scenes:
            was_top = scene is self.top
            self.scenes.remove(scene)
            scene.exit()
            if was_top and self.scenes:
                self.scenes[-1].resume()

    def handle(self, inp: Input) -> bool:
        """Input goes to the top scene first; it falls through only past non-opaque scenes
        that did not use it (an overlay never leaks clicks into the scene it covers)."""
        for scene in reversed(self.scenes):
            if scene.handle(inp):
                scene.refocus()
                return True
            if scene.opaque or inp.kind in ("click", "key", "text", "back", "confirm"):
                return False
        return False

    def update(self, dt: float) -> None:
        # Only the top scene runs its logic; covered scenes are paused, but may prepare what
        # they will show (`Scene.prepare_covered`)
        if self.scenes:
            self.scenes[-1].update(dt)
        for scene in self.scenes[:-1]:
            scene.prepare_covered()

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)

    def layout_all(self) -> None:
        for scene in self.scenes:
            scene.layout()
