"""The frame end to end, driven by posted pygame events: menu, setup, table, hand-off, pause,
results, continue."""

from __future__ import annotations

import json
import time

import pygame
import pytest

from ui_pilot import Pilot

from game.core import registry


def start_game(p: Pilot, humans: int = 1, players: int = 3) -> None:
    p.click("new")
    assert p.top.name == "setup"
    p.step_to("players", players)
    for i in range(players):
        p.step_to(f"kind{i}", "human" if i < humans else "ai")
        if i >= humans:
            p.step_to(f"level{i}", "easy")  # the quickest AI: these tests are about the frame
    p.click("play")


def test_one_click_on_play_starts_you_against_ai(pilot):
    pilot.click("new")
    setup = pilot.top
    assert setup.name == "setup"
    assert [s.kind for s in setup.seats] == ["human", "ai", "ai"]
    assert len({s.colour for s in setup.seats}) == len(setup.seats)
    assert len({s.name for s in setup.seats}) == len(setup.seats)
    pilot.click("play")
    assert pilot.top.name == "table"  # one human and AI seats: no curtain, ever
    session = pilot.top.session
    assert [s.is_human for s in session.seats] == [True, False, False]


def test_one_human_never_sees_the_curtain(pilot):
    start_game(pilot, humans=1)
    table = pilot.top
    for _ in range(4):  # play a few rounds by clicking the first listed choice
        pilot.frames(3)
        assert pilot.top.name in ("table", "results")
        if pilot.top is not table:
            break
        if table.legal:
            pilot.click("action:0")
    assert all(s.name != "handoff" for s in pilot.app.stack.scenes)


def test_hot_seat_curtain_stands_between_two_humans(pilot):
    start_game(pilot, humans=2, players=2)
    assert pilot.top.name == "handoff"
    assert pilot.top.player == "Player 1"  # "You" is renamed in hot-seat: "Pass to You" helps nobody
    table = pilot.app.stack.scenes[-2]
    pilot.click_at((640, 360))
    assert pilot.top is table and table.viewer == 0
    pilot.click("action:0")  # seat 0 lights a lantern; now seat 1 must choose
    assert pilot.top.name == "handoff" and pilot.top.player == pilot.app.stack.scenes[-2].session.seats[1].name
    # while the curtain is up, nothing of the table is drawn (it is opaque)
    drawn = []
    table.draw = lambda surface: drawn.append(1)
    pilot.frames(2)
    assert drawn == []
    pilot.key(pygame.K_ESCAPE)  # Escape pauses over the curtain, never lifts it
    assert [s.name for s in pilot.app.stack.scenes[-2:]] == ["handoff", "pause"]
    pilot.frames(2)
    assert drawn == []
    pilot.key(pygame.K_ESCAPE)
    assert pilot.top.name == "handoff"
    pilot.click_at((100, 100))
    assert pilot.top is table and table.viewer == 1


def test_escape_pauses_and_quit_returns_to_menu_with_continue(pilot):
    start_game(pilot)
    pilot.key(pygame.K_ESCAPE)
    assert pilot.top.name == "pause"
    assert pilot.top.title() == "Paused"         # at one computer the game waits (online: "Menu")
    pilot.click("resume")
    assert pilot.top.name == "table"
    pilot.key(pygame.K_ESCAPE)
    pilot.click("quit")
    assert pilot.top.name == "menu"
    assert pilot.top.widget("continue").enabled


def test_continue_replays_the_autosave(pilot):
    start_game(pilot)
    pilot.click("action:2")  # light lantern 3
    pilot.frames(30)
    history = [a.text() for a in pilot.top.session.state.history]
    assert "light_lantern seat=0 n=3" in history and len(history) >= 3
    pilot.key(pygame.K_ESCAPE)
    pilot.click("quit")
    pilot.click("continue")
    assert pilot.top.name == "table"
    assert [a.text() for a in pilot.top.session.state.history] == history


def test_a_corrupt_save_is_set_aside_not_fatal(pilot, tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir(exist_ok=True)
    bad = {"version": 1, "game": "lanterns", "seats": [{"name": "A", "colour": 0, "kind": "human",
                                                         "difficulty": "easy"}],
           "options": {}, "seed": 1, "actions": ["light_lantern seat=0 n=9"]}
    (saves / "autosave.json").write_text(json.dumps(bad))
    pilot.app.open_menu()
    pilot.frames(1)
    assert pilot.top.widget("continue").enabled
    pilot.click("continue")
    menu = pilot.top
    assert menu.name == "menu" and len(menu.notices) == 1
    assert "autosave.json" in menu.notice_lines()[0]          # the file is named to the player
    assert not menu.widget("continue").enabled
    assert not (saves / "autosave.json").exists()
    assert [p.name.startswith("autosave.json.bad-") for p in saves.iterdir()] == [True]
    pilot.click("notices_ok")
    assert pilot.top.notices == []


def test_ai_game_reaches_results_with_a_breakdown_chart(pilot):
    start_game(pilot, humans=0)
    deadline = time.monotonic() + 30  # the AI thinks on its own thread, at its own pace
    while pilot.top.name != "results" and time.monotonic() < deadline:
        pilot.frames(1)
        time.sleep(0.002)
    results = pilot.top
    assert results.name == "results"
    assert results.parts == ["lanterns", "bonus"]
    assert results.winners == results.session.state.winners()
    assert pilot.app.saves.latest() is None  # a finished game is not offered to Continue
    pilot.click("again")
    assert pilot.top.name == "table"
    assert [s.name for s in pilot.top.session.seats] == [s.name for s in results.session.seats]


def test_an_illegal_choice_is_explained_not_applied(pilot):
    from ui_fakegame import LightLantern

    start_game(pilot)
    table = pilot.top
    before = len(table.session.state.history)
    reason = table.submit(LightLantern(seat=1, n=2))  # not this human's seat
    assert reason and table.message and reason in table.message
    assert len(table.session.state.history) == before
    reason = table.submit(LightLantern(seat=0, n=7))
    assert reason and len(table.session.state.history) == before


def test_keyboard_walks_the_menu(pilot):
    pilot.key(pygame.K_DOWN)
    assert pilot.top.focus is pilot.top.widget("new")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    pilot.frames(1)
    assert pilot.top.name == "setup"
    pilot.key(pygame.K_ESCAPE)
    assert pilot.top.name == "menu"


def test_setup_seed_and_names_are_typed(pilot):
    pilot.click("new")
    pilot.click("seed")
    pilot.type("12a3")
    assert pilot.top.seed_text == "123"  # digits only
    pilot.click("name1")
    pilot.key(pygame.K_BACKSPACE)
    pilot.key(pygame.K_BACKSPACE)
    pilot.type("ra")
    name = pilot.top.seats[1].name
    pilot.click("play")
    assert pilot.top.session.seed == 123
    assert pilot.top.session.seats[1].name == name and name.endswith("ra")


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440), (1600, 1200)])
def test_layout_scales_with_the_window(make_app, size):
    app = make_app(size=size)
    p = Pilot(app)
    w = p.top.widget("new")
    r = app.theme.rect(*w.rect)
    assert app.screen.get_rect().contains(r)
    scale = min(size[0] / 1280, size[1] / 720)
    assert abs(r.width - w.rect[2] * scale) <= 2
    p.click("new")  # the scaled click still lands on the button
    assert p.top.name == "setup"


def test_resize_relayouts(pilot):
    app = pilot.app
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    pilot.frames(1)
    assert app.theme.size == (1920, 1080)
    pilot.click("new")
    assert pilot.top.name == "setup"


def test_solo_results_show_the_score_to_beat_and_a_loss(make_app):
    from game.i18n import t
    from game.input.session import GameSession, SeatConfig
    from game.ui.scenes.results import ResultsScene
    from ui_fakegame import SPEC
    app = make_app()
    session = GameSession(SPEC, [SeatConfig(t("setup.you"), 0, "ai", "easy")], {"rounds": 2}, 3)
    while not session.is_over():
        session.pump_ai(budget=2.0, max_decisions=10)
    session.state.solo_target = lambda: 99  # as Arigatō's SOLO MODE offers it
    session.state.winners = lambda: []
    app.push_scene(ResultsScene(app, session))
    drawn = []
    real = app.theme.text
    app.theme.text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    app.frame(1 / 60)
    assert t("results.none") in drawn and t("results.target", n=99) in drawn
    session.state.winners = lambda: [0]
    app.stack.replace(ResultsScene(app, session))
    drawn.clear()
    app.frame(1 / 60)
    assert t("results.you_win") in drawn


def test_hot_seat_log_never_shows_the_previous_humans_secret(pilot):
    start_game(pilot, humans=2, players=2)
    pilot.click_at((640, 360))  # lift the curtain for Player 1
    table = pilot.top
    pilot.click("action:2")  # Player 1 secretly lights lantern 3
    assert pilot.top.name == "handoff"
    pilot.click_at((640, 360))  # Player 2 sits down
    assert table.viewer == 1
    drawn = []
    real = pilot.app.theme.text
    pilot.app.theme.text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    pilot.frames(1)
    assert "Seat 1 lit a lantern" in drawn
    assert drawn.count("Light lantern 3") == 1  # Player 2's own choice button, not the log


def test_tab_leaves_a_text_field_and_arrows_change_a_focused_stepper(pilot):
    pilot.click("new")
    setup = pilot.top
    pilot.click("seed")
    assert setup.focus is setup.widget("seed")
    pilot.key(pygame.K_TAB)
    assert setup.focus is not setup.widget("seed")
    pilot.click("kind1")  # a click focuses the stepper (and steps it: AI -> Human)
    assert setup.seats[1].kind == "human" and setup.focus is setup.widget("kind1")
    pilot.key(pygame.K_RIGHT)
    assert setup.seats[1].kind == "ai" and setup.focus is setup.widget("kind1")  # still focused


def test_results_chart_shows_penalties_left_of_zero(make_app):
    from game.core.engine import Score
    from game.input.session import GameSession, SeatConfig
    from game.ui.scenes.results import ResultsScene, part_label
    from ui_fakegame import SPEC
    app = make_app()
    session = GameSession(SPEC, [SeatConfig("A", 0, "ai", "easy"), SeatConfig("B", 1, "ai", "easy")], {}, 3)
    scores = [Score((("lanterns", 40), ("river_penalty", -35), ("unused", 0))),
              Score((("lanterns", 10), ("river_penalty", 0), ("unused", 0)))]
    session.state.scores = lambda: scores
    session.state.winners = lambda: [1]
    app.push_scene(ResultsScene(app, session))
    drawn = []
    real = app.theme.text
    app.theme.text = lambda surface, text, *a, **k: drawn.append((text, a[3] if len(a) > 3 else None)) or real(surface, text, *a, **k)
    app.frame(1 / 60)
    texts = [d[0] for d in drawn]
    assert "-35" in texts and "5" in texts and "10" in texts  # the penalty's own segment, and totals
    assert part_label("river_penalty") in texts and part_label("unused") not in texts  # legend
    pos = {text: p for text, p in drawn}
    assert pos["-35"][0] < pos["40"][0]  # the penalty sits left of the gains


def test_table_animations_follow_the_speed_setting_and_a_click_finishes_them(make_app):
    from ui_fakegame import LanternScored
    from game.input.face import Chapter
    app = make_app(anim_speed=1.0)
    p = Pilot(app)
    start_game(p, humans=1, players=2)
    table = p.top
    table.on_events(Chapter(0, 0, "light_lantern", None, (LanternScored(0, 1),), "light_lantern seat=0"))
    assert table.animator.flights and table.animator.busy()  # a token is in the air
    flying = list(table.animator.flights)
    mine = len(table.session.state.history)
    p.click("action:0")  # a click finishes it, and the choice still counts
    assert all(f.tween.done and f not in table.animator.flights for f in flying)
    assert table.animator.tray.tokens
    assert any(a.seat == 0 for a in table.session.state.history[mine - 1:])
    app.change_setting("anim", 0.0)
    before = len(table.animator.tray.tokens)
    deadline = time.monotonic() + 60   # a bound on a hang, however busy the machine
    while len(table.session.state.history) < 3 and time.monotonic() < deadline:
        p.frames(1)
        time.sleep(0.005)
    if table.legal:
        p.click("action:0")
    p.frames(1)
    assert not table.animator.flights and len(table.animator.tray.tokens) > before  # no flight at all


def test_results_tell_ten_parts_apart_and_keep_the_legend_inside_the_chart(make_app):
    """Daitoshi's solo results show up to ten parts (the Mayor's Pilgrims among them): each part
    has its own colour and colour-blind marks, and the legend wraps inside the chart."""
    from game.core.engine import Score
    from game.input.session import GameSession, SeatConfig
    from game.ui.scenes.results import PART_HATCH, ResultsScene, part_label
    from game.ui.theme import PART_PALETTE as PART_COLOURS
    from ui_fakegame import SPEC
    assert len(set(PART_COLOURS)) == len(PART_COLOURS) >= 10
    assert len(set(PART_HATCH)) == len(PART_HATCH) == len(PART_COLOURS)
    app = make_app()
    session = GameSession(SPEC, [SeatConfig("A", 0, "ai", "easy"), SeatConfig("B", 1, "ai", "easy")], {}, 3)
    names = ["in_game", "end_of_game_icons", "forest", "mountain", "underground", "river", "river_penalty",
             "leftovers", "pilgrims", "best_pilgrim_again"]
    scores = [Score(tuple((n, 5 if n != "river_penalty" else -5) for n in names)), Score((("in_game", 1),))]
    session.state.scores = lambda: scores
    session.state.winners = lambda: [0]
    app.push_scene(ResultsScene(app, session))
    placed = {}
    real = app.theme.text

    def spy(surface, text, *a, **k):
        rect = real(surface, text, *a, **k)
        placed[text] = rect
        return rect

    app.theme.text = spy
    app.frame(1 / 60)
    chart = app.theme.rect(80, 150, 1120, 420)
    for n in names:
        assert chart.contains(placed[part_label(n)]), n


def test_the_curtain_speaks_to_a_seat_named_you(pilot):
    """A hot-seat player may keep the name "You": the curtain says "your hidden cards", never
    "You's" (game.i18n.said_to, as every sentence about a seat)."""
    from game.ui.scenes.handoff import HandoffScene
    drawn = []
    real = pilot.app.theme.text
    pilot.app.theme.text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    pilot.app.push_scene(HandoffScene(pilot.app, "You", 0))
    pilot.frames(1)
    assert "The next screen shows your hidden cards. Everyone else, look away." in drawn
    assert not any("you's" in s.lower() for s in drawn)
    pilot.app.pop_scene()
    pilot.app.push_scene(HandoffScene(pilot.app, "Aiko", 1))
    pilot.frames(1)
    assert "The next screen shows Aiko's hidden cards. Everyone else, look away." in drawn


def _setup_from(pilot, seats) -> None:
    """The setup opened with `seats` as the last game left them."""
    from game.input.session import SeatConfig
    from ui_fakegame import SPEC
    pilot.app.last_setup = {"game": SPEC.name, "seats": [SeatConfig(*s) for s in seats], "options": {}}
    pilot.click("new")


def test_a_default_you_is_numbered_in_hot_seat_whatever_language_named_it(pilot):
    from game import i18n
    pilot.app.change_setting("language", "fr")     # "You" was given in English, the screen is French now
    try:
        _setup_from(pilot, [("You", 0, "human", "normal"), ("Aiko", 1, "ai", "easy")])
        pilot.step_to("kind1", "human")
        pilot.click("play")
        assert pilot.top.name == "handoff" and pilot.top.player == "Joueur 1"   # never "Passez la main à You"
        assert [s.name for s in pilot.app.stack.scenes[-2].session.seats] == ["Joueur 1", "Aiko"]
    finally:
        i18n.set_language("en")


def test_the_one_person_against_ai_is_you_again_after_a_hot_seat_game(pilot):
    _setup_from(pilot, [("Player 1", 0, "human", "normal"), ("Player 2", 1, "human", "normal")])
    pilot.step_to("kind1", "ai")
    pilot.click("play")
    assert pilot.top.name == "table"
    names = [s.name for s in pilot.top.session.seats]
    assert names[0] == "You" and names[1] not in ("You", "Player 2")


def test_a_solo_only_option_is_offered_for_one_player_only(make_app):
    """Daitoshi's Advisors set the solo Mayor's difficulty: the setup offers them for a solo game
    and not for a game of players, which would ignore them."""
    from game.core.daitoshi import SPEC as DAITOSHI
    pilot = Pilot(make_app(games=(DAITOSHI,)))
    pilot.click("new")
    setup = pilot.top
    ids = lambda: {w.id for w in setup.widgets}  # noqa: E731
    pilot.step_to("players", 3)
    assert "opt:advisors" not in ids() and "opt:expert" in ids()
    pilot.step_to("players", 1)
    assert "opt:advisors" in ids()
    pilot.step_to("players", 2)
    pilot.click("play")
    assert "advisors" not in pilot.top.session.options


def test_results_chart_numbers_every_segment_even_a_thin_one(make_app):
    """A part too thin for its number inside gets it beside the bar, above or below in turn, so
    that no part of a score goes without its number and no two numbers overlap."""
    from game.core.engine import Score
    from game.input.session import GameSession, SeatConfig
    from game.ui.scenes.results import ResultsScene
    from ui_fakegame import SPEC
    app = make_app()
    session = GameSession(SPEC, [SeatConfig("A", 0, "ai", "easy"), SeatConfig("B", 1, "ai", "easy")], {}, 3)
    scores = [Score((("lanterns", 140), ("bonus", 2), ("extra", 3), ("late", 4))),
              Score((("lanterns", 60), ("bonus", 0), ("extra", 0), ("late", 0)))]
    session.state.scores = lambda: scores
    session.state.winners = lambda: [0]
    app.push_scene(ResultsScene(app, session))
    drawn = []
    real = app.theme.text
    app.theme.text = lambda surface, text, *a, **k: drawn.append((text, real(surface, text, *a, **k))) or drawn[-1][1]
    app.frame(1 / 60)
    numbers = {text: rect for text, rect in drawn if text in ("2", "3", "4", "140")}
    assert set(numbers) == {"2", "3", "4", "140"}, [text for text, _ in drawn]
    rects = list(numbers.values())
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), numbers


@pytest.mark.parametrize("game", registry.available())
def test_the_ai_level_heading_only_over_an_ai_seat(make_app, game):
    """A solo game's rival is no AI seat (Daitoshi's Mayor has Advisors, Arigatō's solo the
    traveler): the setup's "AI level" heading stood over an empty column. It heads the column only
    while some seat is an AI, whose level stepper it names."""
    from game.i18n import t
    pilot = Pilot(make_app(games=(registry.spec(game),)))
    pilot.click("new")
    drawn = []
    real = pilot.app.theme.text
    pilot.app.theme.text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    heading = t("setup.difficulty").upper()
    pilot.step_to("players", 1)
    pilot.step_to("kind0", "human")
    drawn.clear()
    pilot.frames(1)
    assert t("setup.name").upper() in drawn and heading not in drawn
    pilot.step_to("kind0", "ai")
    drawn.clear()
    pilot.frames(1)
    assert heading in drawn
    pilot.step_to("players", 2)
    pilot.step_to("kind0", "human")
    pilot.step_to("kind1", "human")
    drawn.clear()
    pilot.frames(1)
    assert heading not in drawn
