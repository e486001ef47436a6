"""The person hosting a game in the client, at their own table, when a friend drops (headless
SDL, everything on 127.0.0.1, the host's clock the test's own): nothing is asked before the wait
is over; then a question over the table: Keep waiting (asked again after another wait) or Seat
an AI at a level, which plays the friend's seat until the friend comes back with its token."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from drawn_text import DrawnText  # noqa: E402
from game.core import registry  # noqa: E402
from game.i18n import set_language, t  # noqa: E402
from game.net.hosting import LocalHost  # noqa: E402
from game.net.remote import RemoteSession  # noqa: E402
from game.net.room import DROP_AFTER  # noqa: E402
from game.net.threaded import ThreadedClient  # noqa: E402
from game.ui.scenes.drops import ASK_EVERY  # noqa: E402
from net_helpers import LOOPBACK, WAIT_BOUND, new_table, until  # noqa: E402
from ui_pilot import Pilot  # noqa: E402


class Clock:
    def __init__(self) -> None:
        self.now = 500.0

    def __call__(self) -> float:
        return self.now


def asked_after(pilot, app) -> bool:
    """A second of frames (the app asks the host once a second): is the question up?"""
    pilot.frames(int(ASK_EVERY * 60) + 2)
    return app.stack.top.name == "drop"


@pytest.fixture
def hosted(tmp_path):
    from game.ui.app import App
    clock = Clock()
    table = new_table("daitoshi", ["remote", "remote"], seed=19, names=["Aiko", "Botan"])
    local = LocalHost(table, bind=LOOPBACK, clock=clock)
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json",
              saves_dir=tmp_path / "saves", games=[registry.spec("daitoshi")])
    app.settings.anim_speed = 0.0
    app.open_menu()
    app.hosting = local
    mine = ThreadedClient(LOOPBACK, local.port, local.code, name="Aiko")
    session = RemoteSession(mine, mine.join())
    friend = ThreadedClient(LOOPBACK, local.port, local.code, name="Botan")
    friend.join()
    app.start_session(session)
    assert session.legal_actions(0)     # the hosting person decides first: nobody else moves
    yield app, local, session, friend, clock
    friend.close()
    app.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_host_is_asked_once_the_wait_is_over_and_keeps_waiting_or_seats_an_ai(hosted, lang):
    app, local, session, friend, clock = hosted
    set_language(lang)
    pilot = Pilot(app)
    try:
        table = pilot.table
        friend.drop()
        until(pilot, lambda: session.away() == {1})
        assert not asked_after(pilot, app)             # the host's clock has not moved
        clock.now += DROP_AFTER - 1
        assert not asked_after(pilot, app)
        clock.now += 1
        assert asked_after(pilot, app)
        question = app.stack.top
        asked_after(pilot, app)                        # left open a while: asked once, not again over it
        assert [s.name for s in app.stack.scenes].count("drop") == 1 and app.stack.top is question
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        words = [w for _, w, _ in drawn.visible_texts()]
        assert t("online.drop.title", name="Botan") in words
        assert drawn.problems() == [], drawn.problems()
        folder = os.environ.get("SHOTS_DIR")
        if folder:
            pygame.image.save(app.screen, os.path.join(folder, f"drop-choice-{lang}.png"))
        pilot.click("wait")                            # asked again after another wait
        assert app.stack.top is table and local.overdue() == []
        assert not asked_after(pilot, app)
        clock.now += DROP_AFTER
        assert asked_after(pilot, app)
        question = app.stack.top
        pilot.click_at((question.widget("level").rect[0] + question.widget("level").rect[2] - 10,
                        question.widget("level").center()[1]))
        assert question.level == "hard"
        pilot.click("seat_ai")
        assert app.stack.top is table
        assert local.table.is_stand_in(1) and local.table.session.seats[1].difficulty == "hard"
        until(pilot, lambda: session.away() == set())    # played on: not waited for
        # the friend comes back with the seat's token: the seat is theirs again
        friend.rejoin().result(WAIT_BOUND)
        until(pilot, lambda: session.away() == set())
        assert not local.table.is_stand_in(1) and local.table.session.seats[1].is_human
        assert not asked_after(pilot, app)
    finally:
        set_language("en")


def test_the_question_goes_by_itself_when_the_friend_comes_back(hosted):
    app, local, session, friend, clock = hosted
    pilot = Pilot(app)
    friend.drop()
    until(pilot, lambda: session.away() == {1})
    clock.now += DROP_AFTER
    assert asked_after(pilot, app)
    friend.rejoin().result(WAIT_BOUND)
    until(pilot, lambda: app.stack.top.name != "drop")
    assert app.stack.top is pilot.table and session.away() == set()
    assert not local.table.is_stand_in(1)
