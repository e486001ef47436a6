"""`python -m game --smoke DIR`: the client without a screen, driven by posted pygame events
through every scene, writing a PNG of each into DIR, then one line of JSON.

Walk: menu -> new game -> a hot-seat start (the hand-off curtain) -> pause -> menu; then, for
each available game, a complete game with AI in every seat at top speed -> results; then the
rules (with a search) and the settings. Settings and saves go to a temporary folder, never the
player's own.
"""

from __future__ import annotations

import json
import os
import statistics
import tempfile
import time
from pathlib import Path

MAX_GAME_SECONDS = 60.0


class Driver:
    def __init__(self, app, out: Path) -> None:
        self.app = app
        self.out = out
        self.screens: list[str] = []

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.frame(dt)

    def post_click(self, base_pos) -> None:
        import pygame
        pos = self.app.theme.pt(*base_pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(1)

    def click(self, widget_id: str) -> None:
        top = self.app.stack.top
        self.post_click(top.widget(widget_id).center())

    def key(self, key: int, text: str = "") -> None:
        import pygame
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0))
        if text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.frames(1)

    def type(self, text: str) -> None:
        import pygame
        for ch in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        self.frames(1)

    def shot(self, name: str) -> None:
        self.frames(2)
        self.app.screenshot(self.out / name)
        self.screens.append(name)

    def expect(self, scene_name: str) -> None:
        from game.ui.tables.base import TableScene
        top = self.app.stack.top
        if scene_name == "table" and isinstance(top, TableScene):
            return  # each game's table names itself
        if top is None or top.name != scene_name:
            raise RuntimeError(f"expected scene {scene_name!r}, found {getattr(top, 'name', None)!r}")

    def set_stepper(self, widget_id: str, predicate, limit: int = 12) -> None:
        for _ in range(limit):
            w = self.app.stack.top.widget(widget_id)
            if predicate(w.value):
                return
            x, y, ww, hh = w.rect
            self.post_click((x + ww - 10, y + hh / 2))
        raise RuntimeError(f"could not set {widget_id}")


class MomentShots:
    """Arigatō's moments at the table's pace (the smoke plays at top speed, where there are
    none): the dusk of day 3 and the final count after day 12, each photographed once shown."""

    def __init__(self, d: Driver, table) -> None:
        self.d, self.table = d, table
        self.taken: set[str] = set()

    def look(self) -> None:
        table, app = self.table, self.d.app
        state = table.session.state
        if "dusk" not in self.taken and state.day == 3 and state.phase == "day":
            app.settings.anim_speed = 1.0            # the dusk of day 3, at 1x
        if "final" not in self.taken and state.day == 12 and state.phase == "day":
            app.settings.anim_speed = 1.0            # the last day, then the final count
        m = table.moments.current()
        if m is None:
            return
        name = "arigato-dusk.png" if m.kind == "dusk" else "arigato-final-scoring.png"
        if m.kind in self.taken:
            return
        while table.moments.current() is m and m.t < m.steps() * 0.8 + 0.3:
            self.d.frames(1, dt=0.05)
        self.d.shot(name)
        self.taken.add(m.kind)
        table.moments.skip()
        app.settings.anim_speed = 0.0


def watch_again(d: Driver, played) -> None:
    """Watch again: the replay paused on a day, a card shown large, then its controls. The game
    just played (AI seats only) goes into the record book as its first seat's, so that the
    Records' statistics have a game to show."""
    import pygame
    app = d.app
    entry = played.to_record()
    entry["humans"] = [k == 0 for k in range(len(entry["humans"]))]
    app.records.add(entry)
    d.click("watch")
    d.expect("table")
    table = app.stack.top
    app.settings.anim_speed = 1.0
    table.replay_jump(4)                             # day 5
    for _ in range(40):
        d.frames(1, dt=0.05)
    d.post_click(next(w for w in table.replay_bar.widgets if w.id == "replay_play").center())   # pause
    table.moments.clear()                            # (a dusk shown meanwhile: put away)
    d.frames(40)                                     # what moved comes to rest
    village = table.view().villages[table.home]
    slot = next((s for s in range(4) if village.workshops[s] > 0), None)
    if slot is not None:
        pos = app.theme.pt(*_centre(table.current_layout().grid[slot]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        d.frames(40)
        d.shot("arigato-card-zoom.png")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
    d.shot("replay-controls.png")
    app.settings.anim_speed = 0.0
    d.key(pygame.K_ESCAPE)
    d.expect("pause")
    d.click("quit")
    d.expect("menu")


def _centre(rect) -> tuple[float, float]:
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def run_smoke(out: Path) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame

    from game.ui.app import App

    out.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="smoke-"))
    app = App(size=(1280, 720), settings_path=tmp / "settings.json", saves_dir=tmp / "saves")
    app.settings.anim_speed = 0.0  # top speed: every animation skipped
    app.ai_budget = 0.004
    d = Driver(app, out)
    games_played: list[str] = []
    timings: dict[str, dict] = {}
    try:
        app.open_menu()
        d.shot("menu.png")
        specs = app.game_specs()
        if specs:
            d.click("new")
            d.expect("setup")
            d.shot("setup.png")
            # hot seat: two humans, so the curtain must come up before the first human's view
            d.set_stepper("players", lambda v: v >= 2)
            d.set_stepper("kind1", lambda v: v == "human")
            d.click("play")
            d.expect("handoff")
            d.shot("handoff.png")
            d.post_click((640, 360))
            d.expect("table")
            d.key(pygame.K_ESCAPE)
            d.expect("pause")
            d.shot("pause.png")
            d.click("quit")
            d.expect("menu")
            for spec in specs:
                d.click("new")
                d.expect("setup")
                d.set_stepper("game", lambda v, s=spec: v.name == s.name)
                setup = app.stack.top
                d.set_stepper("players", lambda v, s=spec: v == max(2, s.min_players))  # quick, not solo
                for i in range(len(setup.seats)):
                    d.set_stepper(f"kind{i}", lambda v: v == "ai")
                    d.set_stepper(f"level{i}", lambda v: v == "easy")  # top speed: the quickest AI
                d.click("play")
                d.expect("table")
                table = app.stack.top
                started = time.perf_counter()
                frames_before = len(app.frame_ms)
                shot_taken = False
                moments = MomentShots(d, table) if spec.name == "arigato" else None
                while app.stack.top is table:
                    d.frames(1)
                    if moments is not None:
                        moments.look()
                    if not shot_taken and (len(table.session.state.history) >= 24 or table.session.is_over()):
                        app.screenshot(out / f"{spec.name}-table.png")
                        d.screens.append(f"{spec.name}-table.png")
                        shot_taken = True
                    if time.perf_counter() - started > MAX_GAME_SECONDS:
                        raise RuntimeError(f"{spec.name}: the game did not finish in {MAX_GAME_SECONDS} s")
                if not shot_taken:
                    raise RuntimeError(f"{spec.name}: the game ended before the table could be shown")
                app.settings.anim_speed = 0.0
                d.expect("results")
                d.shot(f"results-{spec.name}.png")
                if spec.name == "arigato":
                    watch_again(d, table.session)
                games_played.append(spec.name)
                timings[spec.name] = {"seconds": round(time.perf_counter() - started, 2),
                                      "frames": len(app.frame_ms) - frames_before,
                                      "decisions": len(table.session.state.history)}
                if spec.name != "arigato":    # (Arigatō's results were left by Watch again)
                    d.click("menu")
                    d.expect("menu")
        d.click("rules")
        d.expect("rules")
        d.shot("rules.png")
        d.click("search")
        d.type("offering")
        d.shot("rules-search.png")
        d.key(pygame.K_ESCAPE)
        d.expect("menu")
        d.click("settings")
        d.expect("settings")
        d.shot("settings.png")
        d.key(pygame.K_ESCAPE)
        d.expect("menu")
        d.click("records")
        d.expect("records")
        d.shot("records.png")
        if app.records.entries():
            d.click("tab:stats")
            d.shot("records-stats.png")
        d.key(pygame.K_ESCAPE)
        d.expect("menu")
        if specs:   # the hot-seat game left at the pause screen is kept
            d.click("saved")
            d.expect("saved_games")
            d.shot("saved-games.png")
            d.key(pygame.K_ESCAPE)
            d.expect("menu")
    finally:
        frames = list(app.frame_ms)
        app.close()
    ms = sorted(frames)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))] if ms else 0.0
    print(json.dumps({"screens": d.screens, "frames": len(frames), "games": games_played, "game_runs": timings,
                      "frame_ms_p50": round(statistics.median(ms), 2) if ms else 0.0,
                      "frame_ms_p95": round(p95, 2)}))
    return 0
