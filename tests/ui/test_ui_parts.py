"""The frame's parts on their own: catalogue, settings, animation, controllers, scene stack."""

from __future__ import annotations

import ast
import json
import string
import threading
import time
from pathlib import Path

import pytest

from game.core.rng import Rng
from game.i18n.catalogue import CATALOGUE

ROOT = Path(__file__).resolve().parents[2]
UI_SOURCES = sorted((ROOT / "game" / "ui").rglob("*.py"))


# --- the catalogue ---------------------------------------------------------------------------------
def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def test_both_languages_are_complete_with_the_same_placeholders():
    en, fr = CATALOGUE["en"], CATALOGUE["fr"]
    assert set(en) == set(fr)
    assert {k: _fields(v) for k, v in en.items()} == {k: _fields(v) for k, v in fr.items()}
    assert all(v.strip() for v in fr.values())


def test_every_literal_key_the_ui_asks_for_exists():
    used = set()
    for path in UI_SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "t" and node.args \
                    and isinstance(node.args[0], ast.Constant):
                used.add(node.args[0].value)
    assert len(used) > 40  # the scan really sees the scenes' strings
    assert sorted(used - set(CATALOGUE["en"])) == []


def test_french_elides_de_before_a_name_that_begins_with_a_vowel():
    from game.i18n import t_in
    assert t_in("fr", "table.waiting", name="Aiko") == "En attente d'Aiko…"
    assert t_in("fr", "table.waiting", name="Émi") == "En attente d'Émi…"
    assert t_in("fr", "table.waiting", name="Botan") == "En attente de Botan…"
    assert t_in("en", "table.waiting", name="Aiko") == "Waiting for Aiko…"


def test_language_switch_changes_the_words():
    from game import i18n
    try:
        i18n.set_language("fr")
        assert i18n.t("menu.new") == "Nouvelle partie"
        assert i18n.t("handoff.pass", name="Aiko") == "Passez la main à Aiko"
    finally:
        i18n.set_language("en")
    assert i18n.t("menu.new") == "New game"


# --- settings and saves -------------------------------------------------------------------------------
def test_settings_round_trip_and_bad_values_fall_back(tmp_path):
    from game.persistence import settings as st
    path = tmp_path / "cfg" / "settings.json"
    s = st.Settings(fullscreen=True, anim_speed=3.0, volume=40, language="fr", colour_blind=True)
    st.save(s, path)
    assert st.load(path) == s
    raw = json.loads(path.read_text())
    assert raw["version"] == st.SETTINGS_VERSION
    raw.update(volume=900, language="klingon", anim_speed=7)
    path.write_text(json.dumps(raw))
    loaded = st.load(path)
    assert (loaded.volume, loaded.language, loaded.anim_speed) == (70, "en", 1.0)
    assert loaded.fullscreen is True and loaded.colour_blind is True  # the good values survive
    path.write_text("{not json")
    assert st.load(path) == st.Settings()


def test_settings_live_in_the_platform_config_folder():
    import platformdirs
    from game.persistence import settings as st
    assert st.default_path().parent == Path(platformdirs.user_config_dir("arigato-daitoshi", appauthor=False))


def test_settings_scene_applies_and_saves(make_app, tmp_path):
    from ui_pilot import Pilot
    app = make_app()
    p = Pilot(app)
    p.click("settings")
    assert p.top.name == "settings"
    p.step_to("language", "fr")
    p.step_to("colour_blind", True)
    p.step_to("anim", 3.0)
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert (saved["language"], saved["colour_blind"], saved["anim_speed"]) == ("fr", True, 3.0)
    assert app.theme.colour_blind
    p.key(__import__("pygame").K_ESCAPE)
    assert p.top.name == "menu"
    from game.i18n import t
    assert p.top.widget("new").label() == "Nouvelle partie" == t("menu.new")
    app.change_setting("language", "en")


# --- animation --------------------------------------------------------------------------------------
def test_tween_eases_to_its_end_and_speed_scales_time():
    from game.anim import Tween, Tweens
    tw = Tweens(speed=2.0)
    done = []
    a = tw.add(Tween(0.0, 10.0, 1.0, on_done=lambda: done.append(1)))
    tw.update(0.25)
    assert 0 < a.value < 10 and tw.busy()
    tw.update(0.25)
    assert a.value == 10.0 and done == [1] and not tw.busy()


def test_speed_off_skips_animation_and_finish_completes_it():
    from game.anim import Tween, Tweens
    off = Tweens(speed=0.0)
    assert off.add(Tween(0, 5, 1.0)).done and not off.busy()
    on = Tweens(speed=1.0)
    tws = [on.add(Tween(0, 1, 3.0)) for _ in range(3)]
    on.finish_all()
    assert all(t.done and t.value == 1 for t in tws) and not on.busy()


def test_tray_steps_at_a_fixed_rate_and_tokens_settle_inside():
    from game.anim.physics import FIXED_DT, TokenTray
    tray = TokenTray(300, 120)
    assert tray.update(FIXED_DT * 3.5) == 3  # whole steps only; the rest waits in the accumulator
    assert tray.update(FIXED_DT * 0.6) == 1
    for i in range(12):
        tray.drop(20 + i * 22, (200, 0, 0), vx=(-1) ** i * 80)
    tray.settle(6.0)
    assert tray.at_rest()
    for tok in tray.tokens:
        x, y = tok.body.position
        assert -tok.radius <= x <= 300 + tok.radius and 0 < y <= 120


def test_animator_flight_lands_in_the_tray_and_a_click_finishes_it():
    from game.anim import Animator, TokenTray
    anim = Animator(1.0, TokenTray(200, 100), (500, 500))
    anim.fly_token((10, 10), (0, 0, 200))
    anim.update(0.1)
    assert anim.busy() and anim.flights and not anim.tray.tokens
    anim.finish()
    assert not anim.busy() and not anim.flights and len(anim.tray.tokens) == 1


# --- controllers --------------------------------------------------------------------------------------
#: how long a test waits for an answer it expects: a bound, not a time the answer must beat (the
#: wait ends as soon as it comes), long enough that a busy machine's scheduling never decides it
WAIT_BOUND = 30.0


class SlowAgent:
    name = "slow"
    uses_view = True

    def __init__(self):
        self.thread = None
        self.release = threading.Event()
        self.thinking = threading.Event()   # set once its thread is in `choose`

    def choose(self, view, seat, legal, rng, **_budget):  # the Agent interface (cancel, time_budget)
        self.thread = threading.current_thread()
        self.thinking.set()
        self.release.wait(5)
        return legal[-1]


class BrokenAgent:
    name = "broken"
    uses_view = False

    def choose(self, view, seat, legal, rng, **_budget):  # the Agent interface (cancel, time_budget)
        raise RuntimeError("boom")


def test_ai_thinks_on_a_worker_thread_without_blocking():
    from game.input.controllers import AIController
    from ui_fakegame import new_game
    state = new_game(players=2, seed=3)
    agent = SlowAgent()
    ctrl = AIController(0, agent, Rng(1))
    ctrl.request(state)
    assert ctrl.poll() is None  # not ready: the agent is held until released, and poll returned
    assert not agent.release.is_set()
    agent.release.set()
    action = ctrl.poll(wait=WAIT_BOUND)
    assert action == state.legal_actions(0)[-1]
    assert agent.thread is not threading.main_thread()


def test_a_crashing_agent_never_loses_the_game():
    from game.input.controllers import AIController
    from ui_fakegame import new_game
    state = new_game(players=2, seed=3)
    ctrl = AIController(1, BrokenAgent(), Rng(1))
    ctrl.request(state)
    assert ctrl.poll(wait=WAIT_BOUND) == state.legal_actions(1)[0]
    assert "boom" in ctrl.errors[0]


def test_session_refuses_what_is_not_the_humans_to_choose():
    from game.core.engine import IllegalAction
    from game.input.session import GameSession, SeatConfig
    from ui_fakegame import SPEC, LightLantern
    s = GameSession(SPEC, [SeatConfig("A", 0, "human"), SeatConfig("B", 1, "ai")], {}, 5)
    with pytest.raises(IllegalAction):
        s.submit(LightLantern(1, 1))  # an AI's seat
    with pytest.raises(IllegalAction):
        s.submit(LightLantern(0, 5))
    assert s.state.history == []
    s.submit(LightLantern(0, 2))
    applied = s.pump_ai(budget=WAIT_BOUND)
    assert len(applied) == 1 and applied[0][0].seat == 1


def test_saved_session_replays_to_the_same_state():
    from game.input.session import GameSession, SeatConfig
    from ui_fakegame import SPEC
    seats = [SeatConfig("A", 0, "ai", "easy"), SeatConfig("B", 1, "ai", "easy")]
    s = GameSession(SPEC, seats, {"rounds": 2}, 9)
    while not s.is_over():
        s.pump_ai(budget=2.0, max_decisions=10)
    again = GameSession.from_save(SPEC, json.loads(json.dumps(s.to_save())))
    assert [a.text() for a in again.state.history] == [a.text() for a in s.state.history]
    assert again.state.scores() == s.state.scores() and again.is_over()


# --- the scene stack ------------------------------------------------------------------------------------
def test_scene_stack_lifecycle_input_and_drawing_order():
    from game.ui.scene import Input, Scene, SceneStack
    log = []

    class S(Scene):
        def __init__(self, name, opaque, uses=True):
            self.app = None
            self.widgets, self.focus = [], None
            self.n, self.opaque, self.uses = name, opaque, uses

        def enter(self): log.append(f"enter {self.n}")
        def exit(self): log.append(f"exit {self.n}")
        def pause(self): log.append(f"pause {self.n}")
        def resume(self): log.append(f"resume {self.n}")
        def handle(self, inp): log.append(f"handle {self.n}"); return self.uses
        def draw(self, surface): log.append(f"draw {self.n}")

    stack = SceneStack()
    a, b, c = S("a", True), S("b", True), S("c", False, uses=False)
    stack.push(a); stack.push(b); stack.push(c)
    assert log == ["enter a", "pause a", "enter b", "pause b", "enter c"]
    log.clear()
    stack.draw(None)
    assert log == ["draw b", "draw c"]  # from the topmost opaque scene up
    log.clear()
    stack.handle(Input("click", (0, 0)))
    assert log == ["handle c"]  # an overlay never leaks a click below
    log.clear()
    stack.pop()
    assert log == ["exit c", "resume b"]


# --- colour-blind mode ------------------------------------------------------------------------------
def test_colour_blind_mode_gives_every_seat_colour_its_own_shape_and_letter():
    import pygame
    from game.ui.icons import draw_seat_token
    from game.ui.theme import SEAT_COLOURS
    pygame.init()

    def picture(i, cb):
        surf = pygame.Surface((60, 60))
        surf.fill((0, 0, 0))
        colour, shape, letter = SEAT_COLOURS[i]
        draw_seat_token(surf, pygame.Rect(5, 5, 50, 50), colour, shape, letter, cb)
        return pygame.image.tobytes(surf, "RGB")

    for i in range(len(SEAT_COLOURS)):
        assert picture(i, False) != picture(i, True)
    # with the colour taken away (as a colour-blind player might), the tokens still differ
    def silhouette(i):
        surf = pygame.Surface((60, 60))
        surf.fill((0, 0, 0))
        _, shape, letter = SEAT_COLOURS[i]
        draw_seat_token(surf, pygame.Rect(5, 5, 50, 50), (128, 128, 128), shape, letter, True)
        return pygame.image.tobytes(surf, "RGB")
    assert len({silhouette(i) for i in range(len(SEAT_COLOURS))}) == len(SEAT_COLOURS)
    assert len({letter for _, _, letter in SEAT_COLOURS}) == len(SEAT_COLOURS)


def test_pause_opens_the_rules_of_the_game_being_played(pilot):
    import pygame
    pilot.click("new")
    pilot.click("play")
    pilot.key(pygame.K_ESCAPE)
    pilot.click("rules")
    assert pilot.top.name == "rules"
    # the fake game has no rules text: the reference falls back to the first game, never crashes
    assert pilot.top.game == "arigato" and pilot.top.lines
    pilot.key(pygame.K_ESCAPE)
    assert pilot.top.name == "pause"
    pilot.key(pygame.K_ESCAPE)
    assert pilot.top.name == "table"


def test_fallback_table_draws_a_full_log_and_tray_at_1920x1080(make_app):
    """The table draws at 1920x1080 with a full log and a tray of tokens. How fast is measured
    by `python -m game bench --frames` (game/tools/MEASUREMENTS.md), not here: a timed test flakes on a busy machine."""
    from ui_pilot import Pilot
    app = make_app(size=(1920, 1080))
    p = Pilot(app)
    p.click("new")
    p.step_to("kind0", "ai")
    p.click("play")
    table = p.top
    p.frames(20)
    for i in range(40):
        table.animator.tray.drop(10 + i * 8, (200, 60, 40))
    table.animator.tray.settle(2.0)
    table.log_lines = [(i % 3, f"Aiko gains {i} katana and a rather long tail of words to wrap") for i in range(60)]
    from drawn_text import DrawnText
    with DrawnText(app) as drawn:
        table.draw(app.screen)
    assert app.screen.get_size() == (1920, 1080)
    assert any("rather long tail" in words for _, words, _, _ in drawn.texts)   # the log is drawn


def test_score_parts_of_both_games_are_named_in_both_languages():
    from game import i18n
    from game.ui.scenes.results import part_label
    parts = ["objectives", "favor tokens", "palace gate", "in_game", "forest", "river_penalty", "leftovers"]
    try:
        i18n.set_language("fr")
        assert [part_label(p) for p in parts][:3] == ["Objectifs", "Jetons faveur", "Porte du palais"]
    finally:
        i18n.set_language("en")
    assert part_label("river_penalty") == "River: Conflicts"      # END GAME SCORING 2
    assert part_label("something_new") == "Something new"  # a part the catalogue does not know yet


def test_fullscreen_and_window_size_apply_and_are_saved(tmp_path):
    from game.persistence import settings as st
    from game.ui.app import App
    app = App(settings_path=tmp_path / "s.json", saves_dir=tmp_path / "saves")
    try:
        app.open_menu()
        app.frame(1 / 60)
        app.change_setting("window", (1600, 900))
        assert app.screen.get_size() == (1600, 900) == app.theme.size
        app.change_setting("fullscreen", True)
        assert st.load(tmp_path / "s.json").fullscreen is True
        assert app.theme.size == app.screen.get_size()
        app.frame(1 / 60)
        app.change_setting("fullscreen", False)
        assert app.screen.get_size() == (1600, 900)
    finally:
        app.close(last=False, picture=False)


def test_a_stuck_agent_is_abandoned_after_its_time():
    from game.input.controllers import AIController
    from ui_fakegame import new_game
    state = new_game(players=2, seed=3)
    agent = SlowAgent()  # waits for a release that never comes in time
    ctrl = AIController(0, agent, Rng(1))
    now = [100.0]
    ctrl.clock = lambda: now[0]   # the controller's clock, moved by the test (not the machine's)
    ctrl.request(state)
    assert agent.thinking.wait(60)   # its thread in the search (a bound on a hang, however busy the machine)
    now[0] += ctrl.MAX_THINK          # just its time: not abandoned yet
    assert ctrl.poll() is None and ctrl.errors == []
    now[0] += 0.5                     # past its time, the agent still stuck
    assert ctrl.poll() == state.legal_actions(0)[0]
    assert "abandoned" in ctrl.errors[0]
    assert agent.thread.daemon  # it cannot keep the program from closing
    agent.release.set()


def test_ai_seats_decide_while_the_human_thinks_in_a_simultaneous_phase():
    from game.input.session import GameSession, SeatConfig
    from ui_fakegame import SPEC, LightLantern
    seats = [SeatConfig("AI", 0, "ai", "easy"), SeatConfig("You", 1, "human"), SeatConfig("AI 2", 2, "ai", "easy")]
    s = GameSession(SPEC, seats, {}, 11)
    assert s.active_seat() == 1  # the screen waits for the human, though seat 0 comes first
    applied = []
    deadline = time.monotonic() + 60   # a bound on a hang, however busy the machine
    while len(applied) < 2 and time.monotonic() < deadline:
        applied += s.pump_ai(budget=0.5, max_decisions=5)
    assert sorted(a.seat for a, _ in applied) == [0, 2]  # both AIs committed; the human has not
    assert s.state.current_seats() == (1,) and s.active_seat() == 1
    s.submit(LightLantern(1, 2))
    assert s.state.round == 1  # the reveal came with the human's commit


def test_shipped_fonts_have_the_glyphs_the_client_draws():
    """Font.metrics cannot tell a missing glyph from a real one; a missing glyph renders as the
    font's .notdef box, so each glyph must render differently from a private-use character."""
    import pygame
    from game.resources import resource_path
    from game.ui.theme import FONT_FILES
    pygame.font.init()

    def picture(font, ch):
        return pygame.image.tobytes(font.render(ch, True, (0, 0, 0), (255, 255, 255)), "RGB")

    needs = {"sans": "ōāūéèàçÉ", "sans-bold": "ō", "serif-bold": "ō&", "serif": "ō",
             "cjk": "ありがとう大都市有難"}
    for role, chars in needs.items():
        path = resource_path("assets", "fonts", FONT_FILES[role])
        assert path.stat().st_size > 10_000
        font = pygame.font.Font(str(path), 40)
        notdef = picture(font, "\ue000")
        for ch in chars:
            assert picture(font, ch) != notdef, f"{FONT_FILES[role]} lacks {ch!r}"
    licences = sorted(p.name for p in resource_path("assets", "fonts").glob("LICENSE*"))
    assert len(licences) == 2
    total = sum(p.stat().st_size for p in resource_path("assets").rglob("*") if p.is_file())
    assert total < 25 * 1024 * 1024


def test_a_window_that_changes_size_stays_on_its_screen(tmp_path):
    """SDL keeps a window's top-left corner when its size changes: the window is placed again, centred
    on the display (SDL's dummy display is 1024x768), and one the display cannot hold starts at its
    corner, never above or left of it; full screen covers the display from its corner."""
    import warnings

    import pygame

    from game.ui.app import App

    def window():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
    app = App(settings_path=tmp_path / "s.json", saves_dir=tmp_path / "saves")
    try:
        (dw, dh), = pygame.display.get_desktop_sizes()
        app.open_menu()
        app.change_setting("window", (960, 540))
        assert window().position == ((dw - 960) // 2, (dh - 540) // 2)
        app.change_setting("window", (1600, 900))        # larger than the display
        assert app.screen.get_size() == (1600, 900) and window().position == (0, 0)
        app.change_setting("window", (960, 540))
        assert window().position == ((dw - 960) // 2, (dh - 540) // 2)
        app.change_setting("fullscreen", True)
        assert window().position == (0, 0) and app.screen.get_size() == (dw, dh)
        app.change_setting("fullscreen", False)           # back in the middle, not left at the corner
        assert window().position == ((dw - 960) // 2, (dh - 540) // 2)
    finally:
        app.close(last=False, picture=False)
