"""`python -m game --smoke DIR`: the client without a screen, driven by posted pygame events
through every scene, writing a PNG of each into DIR, then one line of JSON.

Walk: menu -> new game -> a hot-seat start (the hand-off curtain) -> pause -> menu; then, for
each available game, a complete game with AI in every seat at top speed -> results -> its review
(made at a tiny budget: `review-<game>.png`, the curve and the costliest decisions); then the
rules (with a search) and the settings (and each sound's). Settings and saves go to a temporary folder, never the
player's own.

A game adds shots of its own in `game/ui/tables/<game>/smoke.py`, found by the game's name (none
is named here), with any of: `watcher(d, table)`, whose `look()` is called at each frame of its
game; `after_results(d, session)`, called on its results (True when it left them itself); and
`screens(app, d)`, called once every game has been played. Arigatō's photographs its moments and
Watch again; Daitoshi's shows its table in late-game positions.

Learn to play is then shown: its page, and the guided first game of each game whose smoke module
names a later step (`TUTORIAL_LATER`: the step's pattern, the shot's name) at its first step and at
that one (`tutorial-<game>-1.png`, `tutorial-<game>-<name>.png`; game/ui/smoke_tutorial.py).

What a new player hit is then shown, each thing uncovered, by each game's
`opened(app, d)`: a City's goods menu, a workshop's menu with the card shown large, a hint with
its gain and reasons (`hint-explained.png`), the log of a solo game past turn 30 with
animations off and Suggest on a full village.

Last, the main screens again at the UI scales the client promises to hold, in English and
French (game/ui/smoke_scaled.py).
"""

from __future__ import annotations

import json
import os
import statistics
import tempfile
import time
from pathlib import Path

import pygame

from game.core import registry
from game.ui.app import App
from game.ui.smoke_scaled import scaled_screens
from game.ui.smoke_tutorial import tutorial_screens
from game.ui.tables.base import TableScene

# a bound on a hang, never a speed check: a game (or its review) takes seconds on an idle machine
# and many times that on a busy one, where a tighter bound failed the suite for nothing
MAX_GAME_SECONDS = 600.0
REVIEW_FRAME = 0.1          # seconds between two frames of the review screen while it is made


class Driver:
    def __init__(self, app, out: Path) -> None:
        self.app = app
        self.out = out
        self.screens: list[str] = []

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.frame(dt)

    def post_click(self, base_pos) -> None:
        pos = self.app.theme.pt(*base_pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(1)

    def click(self, widget_id: str) -> None:
        top = self.app.stack.top
        self.post_click(top.widget(widget_id).center())

    def key(self, key: int, text: str = "") -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0))
        if text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.frames(1)

    def type(self, text: str) -> None:
        for ch in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        self.frames(1)

    def shot(self, name: str) -> None:
        self.frames(2)
        self.app.screenshot(self.out / name)
        self.screens.append(name)

    def expect(self, scene_name: str) -> None:
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


def game_smoke(name: str):
    """The game's own part of the smoke run (`game/ui/tables/<game>/smoke.py`), or None."""
    return registry.optional_module(f"game.ui.tables.{name}.smoke")


def run_smoke(out: Path) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    out.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="smoke-"))
    app = App(size=(1280, 720), settings_path=tmp / "settings.json", saves_dir=tmp / "saves")
    app.settings.anim_speed = 0.0  # top speed: every animation skipped
    app.ai_budget = 0.004
    app.review_worlds = 1          # a game's review at the smallest budget: the smoke stays quick
    d = Driver(app, out)
    games_played: list[str] = []
    finished: dict = {}              # each game's finished session, shown again at other scales
    timed = 0
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
            d.frames(30)     # half a second reading it: the table is prepared under it, shown at once
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
                own = game_smoke(spec.name)
                moments = own.watcher(d, table) if hasattr(own, "watcher") else None
                while app.stack.top is table:
                    dt = moments.frame_dt() if hasattr(moments, "frame_dt") else None
                    d.frames(1, dt=dt or 1 / 60)
                    if moments is not None:
                        moments.look()
                    if not shot_taken and (table.session.moves() >= 24 or table.session.is_over()):
                        # at top speed a move comes every frame and a region drawn later in the
                        # frames' turn can be a few moves behind the header (Daitoshi's regions
                        # drawn in turn, render.py): the picture shows this move everywhere
                        table.settle()
                        app.stack.draw(app.screen)
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
                review_screen(app, d, spec.name)
                left = hasattr(own, "after_results") and own.after_results(d, table.session)
                games_played.append(spec.name)
                finished[spec.name] = table.session
                timings[spec.name] = {"seconds": round(time.perf_counter() - started, 2),
                                      "frames": len(app.frame_ms) - frames_before,
                                      "decisions": table.session.moves()}
                if not left:
                    d.click("menu")
                    d.expect("menu")
        for spec in specs:
            own = game_smoke(spec.name)
            if hasattr(own, "screens"):
                own.screens(app, d)
        if specs:
            later = [(spec.name, *game_smoke(spec.name).TUTORIAL_LATER) for spec in specs
                     if hasattr(game_smoke(spec.name), "TUTORIAL_LATER")]
            tutorial_screens(app, d, later)     # Learn to play
            opened_screens(app, d)       # what the player opened, uncovered; the log; Suggest
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
        d.click("sounds")
        d.expect("sounds")
        d.shot("settings-sounds.png")
        d.key(pygame.K_ESCAPE)
        d.expect("settings")
        d.key(pygame.K_ESCAPE)
        d.expect("menu")
        records_screens(app, d)
        if specs:   # the hot-seat game left at the pause screen is kept
            d.click("saved")
            d.expect("saved_games")
            d.shot("saved-games.png")
            d.key(pygame.K_ESCAPE)
            d.expect("menu")
        timed = len(app.frame_ms)     # the frame figures below: the run's own window, as before
        scaled_screens(app, d, finished)   # the main screens at the UI scales promised
    finally:
        frames = list(app.frame_ms)[:timed] if timed else list(app.frame_ms)
        app.close()
    ms = sorted(frames)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))] if ms else 0.0
    print(json.dumps({"screens": d.screens, "frames": len(frames), "games": games_played, "game_runs": timings,
                      "frame_ms_p50": round(statistics.median(ms), 2) if ms else 0.0,
                      "frame_ms_p95": round(p95, 2)}))
    return 0


def records_screens(app, d) -> None:
    """The record book from the menu: its Finished games list (records.png), and its Statistics
    (records-stats.png) once a game is in it. The book opens on its Statistics when it has any:
    the list is asked for by its tab, or both shots showed the Statistics."""
    d.click("records")
    d.expect("records")
    d.click("tab:games")
    d.shot("records.png")
    if app.records.entries():
        d.click("tab:stats")
        d.shot("records-stats.png")
    d.key(pygame.K_ESCAPE)
    d.expect("menu")


def review_screen(app, d, name: str, shot: str = "", last: str = "") -> None:
    """Review this game, from its results: the frames go on while it is made (at the smoke's
    tiny budget), then the curve and the costliest decisions (`shot`, else `review-<game>.png`),
    and (`last`) the last of them, scrolled to where they scroll (game/ui/review/cards.py), then
    back."""
    d.click("review")
    d.expect("review")
    scene = app.stack.top
    started = time.perf_counter()
    while scene.review is None:
        if scene.failed or time.perf_counter() - started > MAX_GAME_SECONDS:
            raise RuntimeError(f"{name}: the review did not finish ({scene.failed or 'too slow'})")
        d.frames(1)
        if scene.job is not None:  # the review's thread has the processor between frames,
            scene.job.wait(REVIEW_FRAME)   # and the next frame comes as soon as it is done
    app.mouse = (-1, -1)
    d.shot(shot or f"review-{name}.png")
    if last:
        while any(w.id == "scroll:down" and w.visible for w in app.stack.top.widgets):
            d.click("scroll:down")
        app.mouse = (-1, -1)
        d.shot(last)
    d.click("back")
    d.expect("results")


def _resize(app, size) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.resized(size)


def _shot(app, d, table, name: str) -> None:
    d.frames(2)
    table.settle()
    d.frames(1)
    app.screenshot(d.out / name)
    d.screens.append(name)


def opened_screens(app, d) -> None:
    """What a new player hit, each thing uncovered: each game's `opened(app, d)`."""
    speed = app.settings.anim_speed
    try:
        for spec in app.game_specs():
            own = game_smoke(spec.name)
            if hasattr(own, "opened"):
                own.opened(app, d)
    finally:
        app.settings.anim_speed = speed
        app.open_menu()
