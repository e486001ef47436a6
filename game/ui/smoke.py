"""`python -m game --smoke DIR`: the client without a screen, driven by posted pygame events
through every scene, writing a PNG of each into DIR, then one line of JSON.

Walk: menu -> new game -> a hot-seat start (the hand-off curtain) -> pause -> menu; then, for
each available game, a complete game with AI in every seat at top speed -> results; then the
rules (with a search) and the settings. Settings and saves go to a temporary folder, never the
player's own.

Learn to play is then shown: its page, and each game's guided first game at its first step and at
a later one (`tutorial-arigato-1.png`, `tutorial-arigato-dawn.png`, `tutorial-daitoshi-1.png`,
`tutorial-daitoshi-production.png`; game/ui/smoke_tutorial.py).

What a new player hit (issue 34) is then shown, each thing uncovered: a City's goods menu, a
workshop's menu with the card shown large, the log of a solo game past turn 30 with animations off
and Suggest on a full village (`daitoshi-city-trade-menu.png`, `arigato-workshop-menu.png`,
`daitoshi-log-anim-off.png`, `arigato-suggest-full-village.png`; game/ui/smoke_opened.py).

Daitoshi's table is then shown in late-game positions (issues 13 and 14): the board at 2, 3 and
4 players and solo at 1920x1080 and at 4 players at 1280x720 (`daitoshi-board-*.png`), a Factory
drawn large with every part in use, the Mayor in the middle of his turn (a district being checked
against his card) and the final scoring being played out (`daitoshi-factory-4p.png`,
`daitoshi-mayor-turn.png`, `daitoshi-final-scoring.png`, and `-720` at 1280x720).
"""

from __future__ import annotations

import json
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

import pygame

from game.core.daitoshi.mayor import MayorChecked
from game.input.session import SeatConfig
from game.ui.app import App
from game.ui.smoke_tutorial import tutorial_screens
from game.ui.tables.base import TableScene

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


class MomentShots:
    """Arigatō's moments at the table's pace (the smoke plays at top speed, where there are
    none): a dusk from day 3 on and the final count after day 12, each photographed once shown."""

    def __init__(self, d: Driver, table) -> None:
        self.d, self.table = d, table
        self.taken: set[str] = set()

    def look(self) -> None:
        table, app = self.table, self.d.app
        state = table.view()
        # (a frame may carry several AI moves at top speed: a phase can pass unseen, so the day
        # is reached or passed, never matched)
        if "dusk" not in self.taken and state.day >= 3:
            app.settings.anim_speed = 1.0            # the next dusk from day 3 on, at 1x
        if "final" not in self.taken and state.day >= 11:
            app.settings.anim_speed = 1.0            # the last days, then the final count
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
    d.frames(1)
    slot = _workshop_with_a_card(table)
    while slot is None and table.session.position() < table.session.length():
        table.replay_step()                          # on to a move that leaves a card in a workshop
        slot = _workshop_with_a_card(table)
    table.moments.clear()                            # (a dusk shown meanwhile: put away)
    d.frames(40)                                     # what moved comes to rest
    if slot is None:
        raise RuntimeError("Watch again: no workshop of the home village ever held a card")
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


def _workshop_with_a_card(table) -> int | None:
    village = table.view().villages[table.home]
    return next((s for s in range(4) if village.workshops[s] > 0 and village.face_up[s]), None)


def _centre(rect) -> tuple[float, float]:
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def run_smoke(out: Path) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
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
                    if not shot_taken and (table.session.moves() >= 24 or table.session.is_over()):
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
                                      "decisions": table.session.moves()}
                if spec.name != "arigato":    # (Arigatō's results were left by Watch again)
                    d.click("menu")
                    d.expect("menu")
        if any(spec.name == "daitoshi" for spec in specs):
            daitoshi_screens(app, d)
        if specs:
            tutorial_screens(app, d)     # Learn to play (issue 19)
            from game.ui.smoke_opened import opened_screens
            opened_screens(app, d)       # what the player opened, uncovered; the log; Suggest (issue 34)
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


# --- Daitoshi's table in late-game positions (issues 13 and 14) ------------------------------------------
BOARD_SHOTS = (("daitoshi-board-2p.png", 2, 41, (1920, 1080)), ("daitoshi-board-3p.png", 3, 42, (1920, 1080)),
               ("daitoshi-board-4p.png", 4, 43, (1920, 1080)), ("daitoshi-board-solo.png", 1, 44, (1920, 1080)),
               ("daitoshi-board-4p-720.png", 4, 43, (1280, 720)))
SIZES = (("", (1920, 1080)), ("-720", (1280, 720)))


def _resize(app, size) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.resized(size)


def _daitoshi_table(app, players: int, seed: int, until, speed: float = 0.0):
    """A Daitoshi table whose seats are all human (so the decision list shows), played by seeded
    random choices until `until(state)` holds."""

    spec = app.spec("daitoshi")
    seats = [SeatConfig(name, i, "human", "easy") for i, name in enumerate(["Aiko", "Botan", "Chiyo", "Daichi"][:players])]
    session = app.new_session(spec, seats, {"advisors": 5} if players == 1 else {}, seed)
    rng = random.Random(seed)
    while not session.is_over() and not until(session.view(None)):
        session.submit(rng.choice(session.legal_actions(session.active_seat())))
    app.settings.anim_speed = speed
    app.start_session(session)
    table = app.stack.top
    table.rebuild_log()
    return table


def _late(state) -> bool:
    return state.last_turn is not None


def _shot(app, d, table, name: str) -> None:
    d.frames(2)
    table.settle()
    d.frames(1)
    app.screenshot(d.out / name)
    d.screens.append(name)


def _late_state(app, players: int, seed: int):
    """The state `_daitoshi_table` would show, played by the rules alone (to choose among seeds)."""
    state = app.spec("daitoshi").new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over() and not _late(state):
        state.apply(rng.choice(state.legal_actions(state.current_seats()[0])))
    return state


def _richest(state) -> int:
    """How full the Factory to play is: its Inventions, improved ones twice, and its Record."""
    p = state.players[state.active]
    return sum(1 for _ in p.inventions()) + sum(map(sum, p.improved)) + min(4, sum(p.record)) + p.worker_count()


def daitoshi_screens(app, d) -> None:
    speed = app.settings.anim_speed
    try:
        for name, players, seed, size in BOARD_SHOTS:
            _resize(app, size)
            table = _daitoshi_table(app, players, seed, _late)
            _shot(app, d, table, name)
        # the Factory: the late-game 4-player position whose Factory to play is fullest
        best = max(range(43, 51), key=lambda s: _richest(_late_state(app, 4, s)))
        for suffix, size in SIZES:
            _resize(app, size)
            table = _daitoshi_table(app, 4, best, _late)
            _shot(app, d, table, f"daitoshi-factory-4p{suffix}.png")
        for suffix, size in SIZES:
            _resize(app, size)
            _mayor_turn(app, d, suffix)
            _final_scoring(app, d, suffix)
    finally:
        app.settings.anim_speed = speed
        _resize(app, (1280, 720))
        app.open_menu()


def _play_until(d, table, wanted, limit: int = 400) -> bool:
    """The table's human choices made by seeded random clicks until `wanted(table)` holds during
    the story the last one started."""
    rng = random.Random(7)
    for _ in range(limit):
        if table.session.is_over():
            return False
        table.submit(rng.choice(table.session.legal_actions(table.session.active_seat())))
        for _ in range(600):
            if wanted(table):
                return True
            if table.story is None or table.story.done():
                break
            d.frames(1)
    return False


def _mayor_turn(app, d, suffix: str) -> None:
    """Mid Mayor turn: the story at a district he checks against his card (lit on the board)."""
    table = _daitoshi_table(app, 1, 45, lambda s: s.turn >= 14, speed=1.0)

    def checking(t) -> bool:
        beat = t.story.current() if t.story is not None else None
        return beat is not None and isinstance(getattr(beat.caption, "source", None), MayorChecked) \
            and t.story.t > beat.start + 0.3
    if _play_until(d, table, checking):
        app.screenshot(d.out / f"daitoshi-mayor-turn{suffix}.png")
        d.screens.append(f"daitoshi-mayor-turn{suffix}.png")


def _final_scoring(app, d, suffix: str) -> None:
    """The final scoring played out part by part, half way through."""
    table = _daitoshi_table(app, 3, 46, _late, speed=1.0)

    def scoring(t) -> bool:
        return t.finale is not None and (t.story is None or t.story.done()) and t.finale.shown_rows() >= 5
    for _ in range(3000):
        if scoring(table):
            break
        if table.my_turn() and (table.story is None or table.story.done()):
            _play_until(d, table, scoring, limit=1)
        else:
            d.frames(1)
    if scoring(table):
        table.settle()
        d.frames(1)
        app.screenshot(d.out / f"daitoshi-final-scoring{suffix}.png")
        d.screens.append(f"daitoshi-final-scoring{suffix}.png")
