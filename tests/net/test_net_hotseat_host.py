"""Hot-seat humans at the host: Play online → Host a game with more than one person at this
computer ("Human" at a seat). Each plays through a connection of their own (the host sees
them as any friend's seat), and the table passes between them behind the curtain, showing each
the host's view of their own seat. Headless SDL, everything on 127.0.0.1."""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core import registry  # noqa: E402
from game.net import codec  # noqa: E402
from game.net.hotseat import HotSeats  # noqa: E402
from game.ui.tables.daitoshi.scene import ChoiceButton  # noqa: E402
from test_net_host_screen import app  # noqa: E402,F401 - the fixture
from net_helpers import LOOPBACK  # noqa: E402
from ui_pilot import Pilot  # noqa: E402

FRAMES_MAX = 6000
ARIGATO_MOVES = 30


@pytest.fixture
def arigato_app(tmp_path):
    from game.ui.app import App
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json",
              saves_dir=tmp_path / "saves", games=[registry.spec("arigato")])
    app.settings.anim_speed = 0.0
    app.online_bind = LOOPBACK
    app.open_menu()
    app.frame(1 / 60)
    yield app
    app.close()


def _started(pilot, app, setup):
    """Play, then Start on the host's page: nobody to wait for, everyone is here."""
    pilot.click("play")
    local = app.hosting
    assert local is not None, setup.message
    page = app.stack.top
    assert page.name == "hosting" and local.waiting_for() == []
    pilot.click("start")
    for _ in range(FRAMES_MAX):                    # the lobby's news of the start comes back
        if app.stack.top is not page:
            break
        pilot.frames(1)
    assert app.stack.top is not page
    return local


def _all_here(pilot, setup) -> None:
    """Every seat of the setup played by a person at this computer."""
    for seat in range(1, len(setup.seats)):
        while setup.seats[seat].kind != "human":
            x, y, w, h = setup.widget(f"kind{seat}").rect
            pilot.click_at((x + w - 8, y + h / 2))      # the right arrow: the next kind


def test_two_people_at_the_host_pass_arigatos_table_behind_the_curtain(arigato_app):
    app = arigato_app
    pilot = Pilot(app)
    pilot.click("online")
    pilot.click("host")
    setup = app.stack.top
    while len(setup.seats) > 2:
        setup.seats.pop()           # two players (the setup's own player count follows)
        setup.layout()
    _all_here(pilot, setup)
    _started(pilot, app, setup)
    table = next(s for s in app.stack.scenes if s.name == "arigato")   # (the curtain may be up)
    session = table.session
    assert isinstance(session, HotSeats) and session.human_seats() == [0, 1]
    hosted = app.hosting.table.session
    rng = random.Random(2)
    curtains, viewers, moves = 0, [], 0
    for _ in range(FRAMES_MAX):
        top = app.stack.top
        if top.name == "handoff":
            curtains += 1
            pilot.click_at((640, 360))
            continue
        viewer = table.viewer
        if moves >= ARIGATO_MOVES:
            break
        if not table.my_turn() or not session.legal_actions(viewer):
            pilot.frames(1)
            continue
        viewers.append(viewer)
        # the table shows this person's seat as the host sees it: their hand, not the other's
        assert codec.encode(table.view()) == codec.encode(_seat_view(hosted, viewer))
        assert table.submit(rng.choice(session.legal_actions(viewer))) is None, table.message
        assert hosted.state.history[-1].seat == viewer
        moves += 1
    assert moves == ARIGATO_MOVES and set(viewers) == {0, 1}
    switches = sum(1 for a, b in zip(viewers, viewers[1:]) if a != b)
    # the curtain before the first person, and between two people every time, never more
    assert curtains == switches + 1 and switches > 0


def test_three_people_at_the_host_play_a_whole_daitoshi_game_each_seeing_their_seat(app):  # noqa: F811
    pilot = Pilot(app)
    pilot.click("online")
    pilot.click("host")
    setup = app.stack.top
    assert setup.name == "host_setup" and setup.kinds(1) == ["remote", "ai", "human"]
    for seat in (1, 2):
        while setup.seats[seat].kind != "human":
            stepper = setup.widget(f"kind{seat}")
            x, y, w, h = stepper.rect
            pilot.click_at((x + w - 8, y + h / 2))      # the right arrow: the next kind
    local = _started(pilot, app, setup)
    table = pilot.table
    session = table.session
    assert isinstance(session, HotSeats) and session.human_seats() == [0, 1, 2]
    assert session.is_hot_seat()
    rng = random.Random(5)
    curtains, viewers, moves = 0, set(), 0
    hosted = local.table.session
    for _ in range(FRAMES_MAX):
        top = app.stack.top
        if top.name == "handoff":
            curtains += 1
            pilot.click_at((640, 360))               # the next person takes the mouse
            continue
        if top is not table:
            break
        viewer = table.viewer
        if not table.my_turn() or not session.legal_actions(viewer):
            pilot.frames(1)         # (a seat's connection a move behind is offered nothing yet)
            continue
        viewers.add(viewer)
        assert codec.encode(table.view()) == codec.encode(_seat_view(hosted, viewer))
        buttons = [w for w in table.widgets if isinstance(w, ChoiceButton)]
        before = len(hosted.state.history)
        pilot.click(rng.choice(buttons).id)
        assert len(hosted.state.history) > before, table.message
        assert hosted.state.history[before].seat == viewer
        moves += 1
    assert hosted.is_over() and session.is_over(), (moves, app.stack.top.name)
    assert viewers == {0, 1, 2}
    assert curtains == 0      # Daitoshi hides nothing one player may see from another
    for _ in range(400):
        if app.stack.top.name == "results":
            break
        pilot.frames(1)
    assert app.stack.top.name == "results"


def _seat_view(hosted, seat):
    view = hosted.state.view(seat)
    view.seed = 0
    return view
