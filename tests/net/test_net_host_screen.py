"""Play online → Host a game, driven as a player would (headless SDL): the setup's choices with a
friend online at a seat, a host started in the client (bound to 127.0.0.1 here), its page with
the port and the code, a friend (a headless player) joining by them, and the host's own table
opening on a `RemoteSession` where a click plays the host's seat."""

import asyncio
import os
import random
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core.daitoshi import SPEC  # noqa: E402
from game.net.player import GaveUp, play_seat  # noqa: E402
from game.net.remote import RemoteSession  # noqa: E402
from game.ui.tables.daitoshi.scene import ChoiceButton  # noqa: E402
from game.ui.widgets import Stepper  # noqa: E402
from net_helpers import LOOPBACK, answered, client_app_fixture, hang_bound  # noqa: E402
from ui_pilot import Pilot  # noqa: E402

JOIN_BOUND = 120.0     # seconds: the friend's thread joins long before, however busy


app = client_app_fixture([SPEC])


def a_friend(port: int, code: str, results: list, fingerprint: str | None) -> threading.Thread:
    """A friend at another computer: a headless player of the open seat, on its own thread,
    pinning the host's certificate as the invite says."""
    def play():
        try:
            results.append(asyncio.run(play_seat(LOOPBACK, port, code, "random", name="Botan",
                                                 rejoin_for=0.0, fingerprint=fingerprint)))
        except GaveUp as exc:         # the host stopped when the test ended
            results.append(exc)
    thread = threading.Thread(target=play, daemon=True)
    thread.start()
    return thread


def test_host_a_game_with_a_friend_online_and_play_the_hosts_seat(app):
    pilot = Pilot(app)
    pilot.click("online")
    pilot.click("host")
    setup = app.stack.top
    assert setup.name == "host_setup"
    assert [s.kind for s in setup.seats] == ["human", "remote", "ai"]
    pilot.click("play")
    page = app.stack.top
    assert page.name == "hosting", getattr(setup, "message", "")
    local = app.hosting
    assert local.waiting_for() == [1] and local.address() == LOOPBACK
    assert local.table.session.seats[0].is_human        # the host's seat is a remote seat too
    results: list = []
    friend = a_friend(local.port, local.code, results, local.fingerprint)
    deadline = time.monotonic() + JOIN_BOUND       # a bound on a hang, not a timed check
    while local.waiting_for() and time.monotonic() < deadline:
        time.sleep(0.01)
    pilot.frames(1)
    assert app.stack.top is page                   # a full lobby waits for its host's Start
    assert page.widget("start").enabled
    pilot.click("start")
    for _ in hang_bound():                    # the lobby's news of the start comes back
        if app.stack.top is not page:
            break
        pilot.frames(1)
    table = app.stack.top
    assert isinstance(table.session, RemoteSession) and table.session.seat == 0
    assert local.names()[1] == "Botan"
    for _ in hang_bound():
        if table.my_turn():
            break
        pilot.frames(1)
    history = local.table.session.state.history
    before = len(history)
    pilot.click(random.Random(4).choice([w for w in table.widgets
                                         if isinstance(w, ChoiceButton)]).id)
    answered(table.session, frame=lambda: pilot.frames(1))
    assert len(history) > before and any(a.seat == 0 for a in history[before:]), table.message
    app.close()                      # stops the host; the friend gives up at once
    friend.join(30)
    assert not friend.is_alive()


def test_stop_hosting_closes_the_host_and_goes_back(app):
    pilot = Pilot(app)
    pilot.click("online")
    pilot.click("host")
    pilot.click("play")
    assert app.stack.top.name == "hosting"
    pilot.click("cancel")
    assert app.hosting is None and app.stack.top.name == "join"   # the Play online page


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_host_setup_is_drawn_whole_in_both_languages(app, lang):
    """Every word of Host a game fits its box (a friend's seat once read "Friend online" over
    its stepper's arrows), under its own heading."""
    from drawn_text import DrawnText
    from game import i18n
    from game.i18n import t
    i18n.set_language(lang)
    try:
        pilot = Pilot(app)
        pilot.click("online")
        pilot.click("host")
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        assert drawn.problems() == []
        words = [text for _, text, _, _ in drawn.texts]
        assert t("online.host") in words and t("setup.remote") in words
        # a stepper's word stays between its arrows (DrawnText does not know steppers as boxes)
        theme = app.theme
        for w in app.stack.top.widgets:
            if isinstance(w, Stepper) and not w.swatch:
                x, y, width, h = w.rect
                for _, text, ink, _ in drawn.texts:
                    if text == w.fmt(w.value) and theme.rect(x, y, width, h).collidepoint(ink.center):
                        inner = theme.rect(x + Stepper.ARROW_ROOM - 4, y, width - 2 * Stepper.ARROW_ROOM + 8, h)
                        assert inner.contains(ink), (w.wid, text)
    finally:
        i18n.set_language("en")
