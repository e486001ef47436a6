"""The UI scale (game/ui/CLIENT.md, "Any screen"): the setting saved, checked and applied at once;
its default from the display; what it does to text against the layout's own scale; and the main
screens and both tables at 1280x720 at 125% and at 3840x2160 at 200%, in English and French,
through the drawn-text check (tests/drawn_text.py): nothing cut, on top of another or off the
window."""

from __future__ import annotations

import json
import random
from functools import lru_cache

import pygame
import pytest

from drawn_text import DrawnText
from game.core import registry
from game.input.session import GameSession, SeatConfig
from game.persistence import settings as st
from game.ui import theme as th
from game.ui.scenes.results import ResultsScene
from game.ui.smoke_scaled import SCALED, table_in_play
from ui_pilot import Pilot


def problems(app) -> list[str]:
    app.mouse = (-1, -1)
    app.frame(1 / 60)
    forget(app)
    with DrawnText(app) as drawn:
        app.frame(1 / 60)
    return drawn.problems()


def forget(app) -> None:
    """A table's cached picture drawn afresh next frame, so that its texts are seen drawn."""
    renderer = getattr(app.stack.top, "renderer", None)
    if renderer is not None:
        renderer.forget()


# --- the setting ----------------------------------------------------------------------------------
def test_the_scale_is_saved_and_read_back(tmp_path):
    path = tmp_path / "settings.json"
    st.save(st.Settings(ui_scale=175, language="fr"), path)
    assert json.loads(path.read_text())["ui_scale"] == 175
    assert st.load(path) == st.Settings(ui_scale=175, language="fr")


@pytest.mark.parametrize("bad", [True, False, 110, "125", 125.5, -100, 300, None, [125]])
def test_a_bad_scale_falls_back_alone(tmp_path, bad):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": st.SETTINGS_VERSION, "ui_scale": bad, "volume": 40}))
    notices = []
    loaded = st.load(path, notices)
    assert (loaded.ui_scale, loaded.volume, notices) == (0, 40, [])   # the good value stays


@pytest.mark.parametrize("desktop,scale", [((3840, 2160), 200), ((2560, 1440), 125), ((1920, 1080), 100),
                                           ((1280, 720), 100), ((3200, 1800), 175), (None, 100), ((0, 0), 100)])
def test_the_default_comes_from_the_display(desktop, scale):
    assert th.ui_scale_for(desktop) == scale


@pytest.mark.parametrize("s,ui,ts", [(1.0, 1.0, 1.0), (1.0, 1.25, 1.125), (1.0, 2.0, 1.125),
                                     (1.5, 1.25, 1.5), (1.5, 1.6, 1.6), (3.0, 2.0, 3.0), (0.75, 2.0, 0.84375)])
def test_text_takes_the_scale_where_the_layout_is_below_it_within_its_growth(s, ui, ts):
    assert th.text_scale(s, ui) == pytest.approx(ts)


def test_a_title_grows_no_more_than_body_text():
    theme = th.Theme((1280, 720), ui=1.25)
    assert theme.text_px(16) == 18 and theme.text_px(20) == 22     # an eighth larger
    assert theme.text_px(68) == 70                                 # as much as a 20-unit text
    with theme.lettering():
        assert theme.text_px(20) == 20                             # a seal's, a title's letters
    assert theme.text_px(20) == 22


def ink_height(app, words: str) -> int:
    with DrawnText(app) as drawn:
        app.frame(1 / 60)
    return next(ink.h for _, text, ink, _ in drawn.texts if text == words)


def test_a_change_applies_at_once_and_is_kept(make_app, tmp_path):
    app = make_app(size=(1280, 720))
    app.change_setting("ui_scale", 100)
    Pilot(app).click("settings")
    before = ink_height(app, "Window size")
    assert ink_height(app, "In this window, text is drawn at 100 %") > 0
    app.change_setting("ui_scale", 125)
    assert ink_height(app, "Window size") > before                  # drawn larger, no restart
    assert ink_height(app, "In this window, text is drawn at 113 %") > 0
    assert app.stack.top.widget("ui_scale").value == 125
    assert st.load(tmp_path / "settings.json").ui_scale == 125
    again = make_app(size=(1280, 720))                              # the next start takes it
    assert again.theme.ts == pytest.approx(1.125)


def test_automatic_is_the_displays_own_and_says_so(make_app, monkeypatch):
    app = make_app(size=(1280, 720))
    Pilot(app).click("settings")
    app.change_setting("ui_scale", 0)
    assert ink_height(app, "Automatic (100 %)") > 0                 # the dummy display: 1024x768
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(3840, 2160)])
    app.change_setting("ui_scale", 0)
    assert app.ui_scale() == 200 and app.theme.ui == 2.0
    assert ink_height(app, "Automatic (200 %)") > 0


def test_a_table_open_is_redrawn_at_the_new_scale(make_app):
    app = make_app(size=(1280, 720), games=(registry.spec("daitoshi"),))
    app.change_setting("ui_scale", 100)
    table_in_play(app, registry.spec("daitoshi"))
    forget(app)
    before = drawn_heights(app)
    app.change_setting("ui_scale", 200)
    after = drawn_heights(app)           # not forgotten: the new scale alone redraws the board
    common = before.keys() & after.keys()
    assert len(common) > 20             # the board's and the panels' texts, most wrapped as before
    # an eighth larger (the growth at this size), near enough: the cached pictures were redrawn
    assert sum(after[k] for k in common) > sum(before[k] for k in common) * 1.08


def test_the_scaled_shot_of_a_table_is_the_table_not_the_screen_before_it(make_app, monkeypatch):
    """The smoke run's scaled table shots (game/ui/smoke_scaled.py) come after Arigatō's table has
    prepared its first picture (as the client does, not at once as the other tests draw it): the
    window then shows the table, not the menu it was opened from."""
    from game.ui.tables.arigato.scene import ArigatoTable
    monkeypatch.setattr(ArigatoTable, "PREPARE_FIRST", True)
    app = make_app(size=(1280, 720), games=(registry.spec("arigato"),))
    menu = app.screen.copy()
    table_in_play(app, registry.spec("arigato"))
    table = app.stack.top
    assert isinstance(table, ArigatoTable) and table.curtain is None
    app.frame(1 / 60)
    assert pygame.image.tobytes(app.screen, "RGB") != pygame.image.tobytes(menu, "RGB")


def drawn_heights(app) -> dict[str, int]:
    """Each text's ink height over the next frames: six, and as many more as the board's regions
    take to be drawn up to date (a region or more a frame within the renderer's time budget, so
    how many depends on the machine's load)."""
    table = app.stack.top
    with DrawnText(app) as drawn:
        for _ in range(6):
            app.frame(1 / 60)
        for _ in range(200):      # a bound on a hang: every region is drawn within a turn of them all
            if not hasattr(table, "ctx") or not table.renderer.pending(table.ctx()):
                break
            app.frame(1 / 60)
    return {text: ink.h for _, text, ink, _ in drawn.texts}


# --- the screens at the scales promised -------------------------------------------------------------
@lru_cache(maxsize=None)
def _finished(game: str, seed: int) -> str:
    """A game played to its end by seeded random decisions, every seat human (as JSON)."""
    seats = [SeatConfig(name, i, "human", "easy") for i, name in enumerate(("Aiko", "Botan", "Chiyo"))]
    session = GameSession(registry.spec(game), seats, {}, seed)
    rng = random.Random(seed)
    while not session.is_over():
        session.submit(rng.choice(session.legal_actions(session.active_seat())))
    return json.dumps(session.to_save())


@pytest.fixture(params=[(size, scale, lang) for size, scale in SCALED for lang in ("en", "fr")],
                ids=lambda p: f"{p[0][0]}x{p[0][1]}-{p[1]}-{p[2]}")
def scaled(request, make_app):
    size, scale, lang = request.param
    app = make_app(size=size, games=[registry.spec(name) for name in registry.available()])
    app.change_setting("ui_scale", scale)
    app.change_setting("language", lang)
    yield app
    app.change_setting("language", "en")


@pytest.mark.parametrize("screen", ["menu", "setup", "settings"])
def test_the_main_screens(scaled, screen):
    if screen != "menu":
        Pilot(scaled).click("new" if screen == "setup" else "settings")
    assert scaled.stack.top.name == screen
    assert problems(scaled) == []


@pytest.mark.parametrize("game", registry.available())
def test_the_tables(scaled, game):
    table_in_play(scaled, registry.spec(game))
    assert scaled.stack.top.session.spec.name == game
    assert problems(scaled) == []


@pytest.mark.parametrize("game", registry.available())
def test_the_results(scaled, game):
    # a seed of 128 bits, as a game started without one gets: its line is the longest
    session = GameSession.from_save(registry.spec(game), json.loads(_finished(game, 2 ** 127 + 4)))
    scaled.stack.reset(ResultsScene(scaled, session))
    scaled.stack.top.grow = 1.0
    assert problems(scaled) == []
