"""A player who closes the client mid-game (or whose client crashes) opens it again and finds the
game under Play online: "Rejoin Daitoshi" (127.0.0.1:PORT) goes back to the same seat with the
token kept in the user's files; the seat is forgotten once the game is over, or once the host no
longer knows it. A spectator joins by Watch and cannot move. Headless SDL, everything on
127.0.0.1."""

import json
import os
import random
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.daitoshi import SPEC  # noqa: E402
from game.i18n import t  # noqa: E402
from game.net import messages as m  # noqa: E402
from game.net.remote import RemoteSession  # noqa: E402
from game.persistence.online_seats import FILE_NAME  # noqa: E402
from net_helpers import new_table  # noqa: E402
from test_net_join_screen import fill, press_join  # noqa: E402
from test_net_remote_session import HostThread  # noqa: E402
from ui_pilot import Pilot  # noqa: E402

MOVES_MAX = 3000
JOIN_BOUND = 120.0


def client(tmp_path, games=(SPEC,)):
    from game.ui.app import App
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json",
              saves_dir=tmp_path / "saves", games=list(games))
    app.settings.anim_speed = 0.0
    app.open_menu()
    app.frame(1 / 60)
    return app, Pilot(app)


def has(scene, wid: str) -> bool:
    return any(w.id == wid for w in scene.widgets)


def press(pilot: Pilot, button: str) -> None:
    scene = pilot.top
    pilot.click(button)
    if scene.pending is not None:
        scene.pending.join(JOIN_BOUND)
        assert not scene.pending.is_alive()
        pilot.frames(1)


@pytest.fixture
def solo():
    hosting = HostThread(new_table("daitoshi", ["remote"], {"advisors": 1}, seed=12))
    yield hosting.host
    hosting.close()


def test_a_closed_client_rejoins_its_seat_and_forgets_it_when_the_game_ends(tmp_path, solo):
    host = solo
    app, pilot = client(tmp_path)
    try:
        pilot.click("online")
        fill(pilot, f"127.0.0.1:{host.port}", host.table.code, "Aiko")
        press_join(pilot)
        assert isinstance(app.stack.top.session, RemoteSession)
        kept = json.loads((tmp_path / FILE_NAME).read_text())["seats"]
        assert [(s["port"], s["code"], s["seat"], s["game"]) for s in kept] == \
            [(host.port, host.table.code, 0, "daitoshi")]
        assert host.table.seat_of(kept[0]["token"]) == 0
    finally:
        app.close()                         # the client is closed mid-game
    app, pilot = client(tmp_path)           # and opened again
    try:
        pilot.click("online")
        join = app.stack.top
        offer = join.widget("rejoin0")
        assert offer.label() == t("online.rejoin", game="Daitoshi")
        assert offer.sub == f"127.0.0.1:{host.port}"
        folder = os.environ.get("SHOTS_DIR")
        if folder:
            pygame.image.save(app.screen, os.path.join(folder, "rejoin.png"))
        press(pilot, "rejoin0")
        table = app.stack.top
        session = table.session
        assert isinstance(session, RemoteSession) and session.seat == 0
        assert host.table.open_seat() is None      # the same seat, not a new one
        rng = random.Random(3)
        for _ in range(MOVES_MAX):                 # played to the end through the session
            session.wait_for_ai()
            session.pump_ai()
            if session.is_over():
                break
            session.submit(rng.choice(session.legal_actions(0)))
        assert session.is_over()
        assert app.online_seats.seats() == []      # nothing to go back to any more
    finally:
        app.close()


def test_a_seat_the_host_no_longer_knows_is_refused_and_forgotten(tmp_path, solo):
    host = solo
    app, pilot = client(tmp_path)
    try:
        app.online_seats.keep("daitoshi", "127.0.0.1", host.port, host.table.code, 0,
                              "not-the-seats-token", "Aiko")
        pilot.click("online")
        press(pilot, "rejoin0")
        join = app.stack.top
        # said once, in words: the game is over or unknown to its host, and no longer offered
        assert join.name == "join" and join.message == t(
            "online.rejoin_over", game="Daitoshi", place=f"127.0.0.1:{host.port}")
        pilot.frames(1)
        assert app.online_seats.seats() == [] and not has(join, "rejoin0")
        pilot.click("back")
        pilot.click("online")                   # the page again: nothing offered, nothing said
        assert app.stack.top.message == "" and not has(app.stack.top, "rejoin0")
    finally:
        app.close()


def test_a_bad_file_of_seats_offers_none_and_is_named(tmp_path):
    (tmp_path / FILE_NAME).write_text('{"version": 1, "seats": [{"game": 3}]}')
    app, pilot = client(tmp_path)
    try:
        pilot.click("online")
        join = app.stack.top
        assert join.kept == [] and not has(join, "rejoin0")
        notices = app.take_notices()
        assert [n.path.name for n in notices] == [FILE_NAME] and notices[0].aside is not None
    finally:
        app.close()


@pytest.mark.parametrize("game, seats, options", [
    ("daitoshi", ["remote"], {"advisors": 1}),
    ("arigato", ["remote", "remote"], {}),
])
def test_watch_joins_as_a_spectator_who_sees_the_table_and_cannot_move(tmp_path, game, seats,
                                                                         options):
    from game.core import registry
    from game.net.player import play_seat
    from net_helpers import LOOPBACK
    hosting = HostThread(new_table(game, seats, options, seed=12))
    host = hosting.host
    app, pilot = client(tmp_path, [registry.spec(game)])
    try:
        pilot.click("online")
        fill(pilot, f"127.0.0.1:{host.port}", host.table.code)
        press(pilot, "watch")
        table = app.stack.top
        session = table.session
        assert isinstance(session, RemoteSession) and session.seat == m.WATCHER
        assert session.legal_actions(0) == [] and not table.my_turn()
        assert host.table.open_seat() == 0           # the seat is still there to take
        assert app.online_seats.seats() == []        # a spectator keeps no seat
        players = [hosting.start(play_seat(LOOPBACK, host.port, host.table.code, "random",
                                           seed=k + 1)) for k in range(len(seats))]
        deadline = time.monotonic() + JOIN_BOUND     # a bound on a hang, not a timed check
        while session.moves() < 3:                   # the game goes on before its eyes
            assert time.monotonic() < deadline
            pilot.frames(1)
            time.sleep(0.01)
        assert app.stack.top is table
        folder = os.environ.get("SHOTS_DIR")
        if folder:
            table.settle()
            app.frame(1 / 60)
            pygame.image.save(app.screen, os.path.join(folder, f"watch-{game}.png"))
        for player in players:
            player.result(JOIN_BOUND)
    finally:
        app.close()
        hosting.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rejoin_offer_reads_whole_in_both_languages(tmp_path, lang):
    from drawn_text import DrawnText
    from game.i18n import set_language
    app, pilot = client(tmp_path)
    try:
        for k in range(2):
            app.online_seats.keep("daitoshi", "192.168.100.200", 65000 + k, "ABC234", k,
                                  "a-token-of-thirty-two-characters", "Aiko")
        set_language(lang)
        pilot.click("online")
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        assert has(app.stack.top, "rejoin1") and drawn.problems() == [], drawn.problems()
        folder = os.environ.get("SHOTS_DIR")
        if folder:
            pygame.image.save(app.screen, os.path.join(folder, f"rejoin-{lang}.png"))
    finally:
        set_language("en")
        app.close()


def test_a_seat_offered_may_be_forgotten_by_hand(tmp_path):
    app, pilot = client(tmp_path)
    try:
        app.online_seats.keep("daitoshi", "127.0.0.1", 9999, "ABC234", 1, "a-token", "Aiko")
        pilot.click("online")
        join = app.stack.top
        assert has(join, "rejoin0")
        pilot.click("forget0")
        assert not has(join, "rejoin0") and app.online_seats.seats() == []
    finally:
        app.close()
