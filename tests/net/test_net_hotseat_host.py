"""Hot-seat humans at the host: Play online → Host a game with more than one person at this
computer ("Human" at a seat). Each plays through a connection of their own (the host sees
them as any friend's seat), and the table passes between them behind the curtain, showing each
the host's view of their own seat. Headless SDL, everything on 127.0.0.1."""

import os
import random
import threading

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import registry  # noqa: E402
from game.core.daitoshi import SPEC as DAITOSHI  # noqa: E402
from game.core.engine import IllegalAction  # noqa: E402
from game.net import codec  # noqa: E402
from game.i18n import t  # noqa: E402
from game.net.hotseat import HotSeats  # noqa: E402
from game.net.remote import RemoteSession  # noqa: E402
from game.net.threaded import ThreadedClient  # noqa: E402
from game.ui.tables.daitoshi.scene import ChoiceButton  # noqa: E402
from net_helpers import BOUND, LOOPBACK, answered, client_app, client_app_fixture, hang_bound, until  # noqa: E402
from drawn_text import DrawnText  # noqa: E402
from ui_pilot import Pilot  # noqa: E402

ARIGATO_MOVES = 30
app = client_app_fixture([DAITOSHI])


@pytest.fixture
def arigato_app(tmp_path):
    client = client_app(tmp_path, [registry.spec("arigato")])
    yield client
    client.close()


def _started(pilot, client, setup):
    """Play, then Start on the host's page: nobody to wait for, everyone is here."""
    pilot.click("play")
    local = client.hosting
    assert local is not None, setup.message
    page = client.stack.top
    assert page.name == "hosting" and local.waiting_for() == []
    pilot.click("start")
    for _ in hang_bound():                    # the lobby's news of the start comes back
        if client.stack.top is not page:
            break
        pilot.frames(1)
    assert client.stack.top is not page
    return local


def _all_here(pilot, setup) -> None:
    """Every seat of the setup played by a person at this computer."""
    for seat in range(1, len(setup.seats)):
        while setup.seats[seat].kind != "human":
            x, y, w, h = setup.widget(f"kind{seat}").rect
            pilot.click_at((x + w - 8, y + h / 2))      # the right arrow: the next kind


def test_two_people_at_the_host_pass_arigatos_table_behind_the_curtain(arigato_app):
    client = arigato_app
    pilot = Pilot(client)
    pilot.click("online")
    pilot.click("host")
    setup = client.stack.top
    while len(setup.seats) > 2:
        setup.seats.pop()           # two players (the setup's own player count follows)
        setup.layout()
    _all_here(pilot, setup)
    _started(pilot, client, setup)
    table = next(s for s in client.stack.scenes if s.name == "arigato")   # (the curtain may be up)
    session = table.session
    assert isinstance(session, HotSeats) and session.human_seats() == [0, 1]
    hosted = client.hosting.table.session
    rng = random.Random(2)
    curtains, viewers, moves = 0, [], 0
    for _ in hang_bound(BOUND):                      # a whole game
        if moves >= ARIGATO_MOVES:
            break          # (a curtain going up after the last move counted is for a move not made)
        top = client.stack.top
        if top.name == "handoff":
            curtains += 1
            pilot.click_at((640, 360))
            continue
        viewer = table.viewer
        if not table.my_turn() or not session.legal_actions(viewer):
            pilot.frames(1)
            continue
        viewers.append(viewer)
        # the table shows this person's seat as the host sees it: their hand, not the other's
        assert codec.encode(table.view()) == codec.encode(_seat_view(hosted, viewer))
        assert table.submit(rng.choice(session.legal_actions(viewer))) is None, table.message
        answered(session, frame=lambda: pilot.frames(1))
        assert hosted.state.history[-1].seat == viewer
        moves += 1
    assert moves == ARIGATO_MOVES and set(viewers) == {0, 1}
    switches = sum(1 for a, b in zip(viewers, viewers[1:]) if a != b)
    # the curtain before the first person, and between two people every time, never more
    assert curtains == switches + 1 and switches > 0


@pytest.mark.long
def test_three_people_at_the_host_play_a_whole_daitoshi_game_each_seeing_their_seat(app):
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
    for _ in hang_bound(BOUND):                      # a whole game
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
        answered(session, frame=lambda: pilot.frames(1))
        assert len(hosted.state.history) > before, table.message
        assert hosted.state.history[before].seat == viewer
        moves += 1
    assert hosted.is_over() and session.is_over(), (moves, app.stack.top.name)
    assert viewers == {0, 1, 2}
    assert curtains == 0      # Daitoshi hides nothing one player may see from another
    for _ in hang_bound():
        if app.stack.top.name == "results":
            break
        pilot.frames(1)
    assert app.stack.top.name == "results"
    # the game is in the record book once, every person here marked as one of its people
    assert app.stack.top.session.record_error is None, app.stack.top.session.record_error
    entry = app.records.entries()[-1]
    assert entry["humans"] == [True, True, True] and entry["online"] == {"seat": 0}
    names = [s.name for s in hosted.seats]
    assert all(app.records.record("daitoshi", name).played == 1 for name in names)


def _seat_view(hosted, seat):
    view = hosted.state.view(seat)
    view.seed = 0
    return view


def test_each_person_at_the_host_chooses_their_own_look_and_signs_their_own_chat_lines(app):
    """Two people at the host and a friend online: in the lobby each person here picks their own
    name and colour (through their own connection), and at the table a line is signed by the
    person whose hand is on screen."""
    pilot = Pilot(app)
    pilot.click("online")
    pilot.click("host")
    setup = app.stack.top
    pilot.step_to("kind1", "human")
    pilot.step_to("kind2", "remote")
    pilot.click("play")
    page = app.stack.top
    assert page.name == "hosting", setup.message
    local = page.local
    friend_client = ThreadedClient(LOOPBACK, local.port, local.code, name="Botan",
                                   fingerprint=local.fingerprint)
    friend = RemoteSession(friend_client, friend_client.join())
    stop, playing = threading.Event(), None
    try:
        until(pilot, lambda: page.remote.lobby is not None and local.waiting_for() == [])
        assert page.widget("look_who").values == [0, 1] and page.look_seat == 0
        x, y, w, h = page.widget("look_who").rect
        pilot.click_at((x + w - 8, y + h / 2))           # the next person here: seat 2 (index 1)
        assert page.look_seat == 1
        held = {s.colour for s in page.remote.lobby.seats}
        pilot.click("look_colour")
        pilot.click("look_name")
        for _ in range(20):
            pilot.key(pygame.K_BACKSPACE)
        pilot.type("Chiyo")
        pilot.key(pygame.K_RETURN)                       # sent at once
        seats = local.table.session.seats
        until(pilot, lambda: seats[1].name == "Chiyo" and seats[1].colour not in held)
        assert seats[0].name == setup.host_name() and seats[2].name == "Botan"
        until(pilot, lambda: page.remote.lobby.seats[1].name == "Chiyo")    # and the page is told
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        said = [w for _, w, _ in drawn.visible_texts()]
        assert f"Chiyo · {t('online.you')}" in said, said
        assert f"{seats[0].name} · {t('online.here')}" in said and t("online.who_here").upper() in said
        assert drawn.problems() == []
        pilot.click("start")
        until(pilot, lambda: app.stack.top is not page)
        playing = threading.Thread(target=_plays_on, args=(friend, stop), daemon=True)
        playing.start()                 # the friend online plays their turns meanwhile
        table = next(s for s in app.stack.scenes if s.name == "daitoshi")
        until(pilot, lambda: table.viewer is not None and app.stack.top is table)
        moves = 0
        while table.viewer != 1:        # the people here play on until seat 2's hand shows
            assert moves < 200
            if table.my_turn() and table.session.legal_actions(table.viewer):
                table.submit(table.session.legal_actions(table.viewer)[0])
                moves += 1
            pilot.frames(1)
        pilot.key(pygame.K_t)
        pilot.type("t")
        pilot.type("my turn")
        pilot.key(pygame.K_RETURN)
        until(pilot, lambda: any(line.text == "my turn" for line in friend.chat))
        line = next(line for line in friend.chat if line.text == "my turn")
        assert (line.seat, line.name) == (1, "Chiyo")
    finally:
        stop.set()
        if playing is not None:
            playing.join(30)
        friend.close()


def _plays_on(friend: RemoteSession, stop: threading.Event) -> None:
    """A friend online who plays the first move offered whenever asked (on a thread of its own:
    the window waits for the people here only)."""
    while not stop.is_set() and not friend.is_over():
        friend.pump_ai()
        legal = friend.legal_actions(friend.seat)
        if legal:
            try:
                friend.submit(legal[0])
            except IllegalAction:       # the host's news was not all in yet: asked again
                pass
        stop.wait(0.01)
