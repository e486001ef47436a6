"""A host that stops while its players play (game/net/comeback.py, game/net/remote.py): every
table says so at once and plainly (the host has gone, or paused or stopped the game, as it said
on closing), keeps trying to join again with a growing wait, and comes back by itself the moment
the host is back (`host --resume` on the same port): the game goes on, nobody clicked anything.
A host that no longer has the game refuses the return: the table says so, and Play online no
longer offers it. Two real clients each time: the client (an App, headless SDL) and a seat's
`RemoteSession`. Everything on 127.0.0.1; every wait has a bound on a hang, none is timed."""

import json
import os
import random
import signal
import subprocess
import sys
import time
from concurrent import futures
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import registry  # noqa: E402
from game.core.engine import IllegalAction  # noqa: E402
from game.i18n import set_language, t  # noqa: E402
from game.net import messages as m  # noqa: E402
from game.net.hosting import LocalHost  # noqa: E402
from game.net.hotseat import HotSeats  # noqa: E402
from game.net.comeback import (ENDED, GONE, REJOIN_CAP, REJOIN_FIRST,  # noqa: E402
                               REJOIN_FOR, REJOIN_JITTER, rejoin_wait)
from game.net.remote import ConnectionLost, RemoteSession  # noqa: E402
from game.net.threaded import ThreadedClient  # noqa: E402
from game.ui.tables.host_away import HostAway  # noqa: E402
from drawn_text import DrawnText  # noqa: E402
from net_helpers import LOOPBACK, WAIT_BOUND, hang_bound, new_table  # noqa: E402
from test_net_join_screen import fill, press_join  # noqa: E402
from test_net_remote_session import HostThread  # noqa: E402
from ui_pilot import Pilot  # noqa: E402

PROCESS_BOUND = 120      # seconds for a host process to say it listens, or to end
MOVES = 4                # moves played before a stop, and after each return
SAID_BOUND = 10.0        # seconds for a table to say its host is away: it is told at once on
#                          loopback (a closed connection), so this bounds a hang, with room to
#                          spare on a busy machine


def client(tmp_path, game: str):
    """The client, as a player opens it (animations off: the moves need no pace)."""
    from game.ui.app import App
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json",
              saves_dir=tmp_path / "saves", games=[registry.spec(game)])
    app.settings.anim_speed = 0.0
    app.online_bind = LOOPBACK
    app.open_menu()
    app.frame(1 / 60)
    return app, Pilot(app)


def joined(host_port: int, code: str, name: str, fingerprint: str | None = None) -> RemoteSession:
    seat = ThreadedClient(LOOPBACK, host_port, code, name=name, fingerprint=fingerprint)
    return RemoteSession(seat, seat.join())


def frames_until(app, done, others=(), what: str = "never came", bound: float = WAIT_BOUND) -> None:
    """The client's frames (not the pilot's: it waits for the host's answer before each, and a
    host that has gone never answers), each friend's session taking in its news, until
    `done()`. A bound on a hang, never a timed check."""
    for _ in hang_bound(bound):
        app.frame(1 / 60)
        for session in others:
            session.pump_ai()
        if done():
            return
        time.sleep(0.005)
    raise AssertionError(what)


def play_on(app, sessions: list, moves: int, rng: random.Random) -> None:
    """Moves for whichever seat may move, the client's table and its friend, until the game is
    `moves` actions further on or over (a move the other seat's beat is chosen again)."""
    target = max(s.moves() for s in sessions) + moves
    for _ in hang_bound():
        app.frame(1 / 60)
        for session in sessions[1:]:
            session.pump_ai()
        if min(s.moves() for s in sessions) >= target or any(s.is_over() for s in sessions):
            return
        for session in sessions:
            legal = session.legal_actions(session.seat)
            if legal and session.lost is None:
                try:
                    session.submit(rng.choice(legal))
                except IllegalAction:
                    pass
    raise AssertionError("the game did not go on")


def host_process(*args) -> tuple[subprocess.Popen, dict]:
    """`python -m game host ...`, and its `ready` line."""
    process = subprocess.Popen([sys.executable, "-m", "game", "host", "--bind", LOOPBACK,
                                "--once", "--json", *args],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return process, json.loads(process.stdout.readline())


def ended(process: subprocess.Popen) -> None:
    process.communicate(timeout=PROCESS_BOUND)


def banner_words(app) -> list[str]:
    """The texts the frame draws (the banner's title comes wrapped, line by line)."""
    with DrawnText(app) as drawn:
        app.frame(1 / 60)
    assert drawn.problems() == [], drawn.problems()
    return [text for _, text, _, _ in drawn.texts]


def shot(app, name: str) -> None:
    folder = os.environ.get("SHOTS_DIR")
    if folder:
        pygame.image.save(app.screen, os.path.join(folder, name))


# --- the dedicated host stopped, then killed; each time resumed --------------------------------

def test_two_clients_are_told_the_host_has_gone_and_rejoin_by_themselves_after_a_resume(tmp_path):
    saves = str(tmp_path / "hosted")
    host, ready = host_process("--game", "daitoshi", "--players", "2", "--seats",
                               "remote,remote", "--seed", "5", "--port", "0", "--saves", saves)
    port, code = ready["port"], ready["code"]
    resume = ("--resume", "--port", str(port), "--saves", saves)
    app, pilot = client(tmp_path, "daitoshi")
    friend, rng = None, random.Random(4)
    try:
        pilot.click("online")
        fill(pilot, ready["invite"], "", "Aiko")       # the invite: its code, and the certificate to pin
        press_join(pilot)
        table = app.stack.top
        mine = table.session
        assert isinstance(mine, RemoteSession) and mine.seat == 0
        friend = joined(port, code, "Botan", ready["fingerprint"])
        both = [mine, friend]
        frames_until(app, lambda: mine.started() and friend.latest is not None, [friend])
        play_on(app, both, MOVES, rng)
        assert not table.host_away.shown()

        # stopped on purpose (SIGTERM): it says so before it closes, and both tables say it
        host.send_signal(signal.SIGTERM)
        ended(host)
        frames_until(app, lambda: table.host_away.word == m.STOPPED
                     and friend.host_away() == m.STOPPED, [friend],
                     "the tables never said the host stopped", SAID_BOUND)
        assert t("online.host_away.stopped") in " ".join(banner_words(app))
        shot(app, "host-stopped-daitoshi.png")
        host, again = host_process(*resume)
        assert (again["port"], again["code"]) == (port, code)
        frames_until(app, lambda: all(s.lost is None and not s._stale for s in both)
                     and not table.host_away.shown(), [friend],
                     "the tables never came back by themselves")
        moves = mine.moves()
        play_on(app, both, MOVES, rng)            # the game goes on
        assert mine.moves() >= moves + MOVES or mine.is_over()

        # killed (no word): both tables say the host has gone, then come back as before
        host.kill()
        ended(host)
        frames_until(app, lambda: table.host_away.word == GONE and friend.host_away() == GONE,
                     [friend], "the tables never said the host had gone", SAID_BOUND)
        assert t("online.host_away.gone") in " ".join(banner_words(app))
        shot(app, "host-gone-daitoshi.png")
        host, again = host_process(*resume)
        frames_until(app, lambda: all(s.lost is None and not s._stale for s in both)
                     and not table.host_away.shown(), [friend],
                     "the tables never came back by themselves after the kill")
        assert mine.rejoins == friend.rejoins == 2       # once after each stop, by themselves
        moves = mine.moves()
        play_on(app, both, MOVES, rng)
        assert mine.moves() >= moves + MOVES or mine.is_over()
        assert app.stack.top is table and app.online_seats.seats() != []   # still offered
    finally:
        if friend is not None:
            friend.close()
        app.close()
        if host.poll() is None:
            host.kill()
            ended(host)


# --- the banner, in words and on screen ---------------------------------------------------------

@pytest.mark.parametrize("game, lang", [("arigato", "en"), ("daitoshi", "fr"),
                                        ("arigato", "fr"), ("daitoshi", "en")])
def test_a_paused_host_is_said_paused_on_both_tables_whole(tmp_path, game, lang):
    hosting = HostThread(new_table(game, ["remote", "remote"], seed=12))
    code, port = hosting.host.table.code, hosting.host.port
    app, pilot = client(tmp_path, game)
    friend = None
    try:
        set_language(lang)
        app.start_session(joined(port, code, "Aiko"))
        table = app.stack.top
        friend = joined(port, code, "Botan")
        frames_until(app, lambda: table.session.latest is not None, [friend])
        hosting.close(reason=m.PAUSED)           # the person hosting quit to the menu
        frames_until(app, lambda: table.host_away.word == m.PAUSED
                     and friend.host_away() == m.PAUSED, [friend],
                     "the tables never said the host paused", SAID_BOUND)
        title = t("online.host_away.paused")
        assert table.host_away.title() == title
        drawn = " ".join(banner_words(app))       # every line whole: nothing cut, nothing over
        assert title in drawn and t("online.host_away.wait") in drawn
        assert t("online.host_away.leave") in drawn
        shot(app, f"host-paused-{game}-{lang}.png")
    finally:
        set_language("en")
        if friend is not None:
            friend.close()
        app.close()


def test_leave_to_menu_goes_back_and_the_game_stays_offered(tmp_path):
    hosting = HostThread(new_table("daitoshi", ["remote", "ai:random"], seed=12))
    app, pilot = client(tmp_path, "daitoshi")
    try:
        pilot.click("online")
        fill(pilot, f"{LOOPBACK}:{hosting.host.port}", hosting.host.table.code, "Aiko")
        press_join(pilot)
        table = app.stack.top
        hosting.close()
        frames_until(app, lambda: table.host_away.shown())
        leave = next(b for b in table.host_away.buttons if b.id == "host_away_leave")
        x, y = leave.center()
        pos = app.theme.pt(x, y)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        app.frame(1 / 60)
        assert app.stack.top.name == "menu"
        assert [s["code"] for s in app.online_seats.seats()] == [hosting.host.table.code]
    finally:
        app.close()


# --- a host that no longer has the game ---------------------------------------------------------

def test_a_return_the_host_refuses_says_the_game_is_over_and_is_no_longer_offered(tmp_path):
    first = HostThread(new_table("daitoshi", ["remote", "ai:random"], seed=12))
    port = first.host.port
    app, pilot = client(tmp_path, "daitoshi")
    other = None
    try:
        pilot.click("online")
        fill(pilot, f"{LOOPBACK}:{port}", first.host.table.code, "Aiko")
        press_join(pilot)
        table = app.stack.top
        assert len(app.online_seats.seats()) == 1
        first.close()
        frames_until(app, lambda: table.host_away.shown())
        # the same port, another game: this seat's code is unknown there
        other = HostThread(new_table("daitoshi", ["remote"], {"advisors": 1}, seed=3), port=port)
        table.session.try_now()
        frames_until(app, lambda: table.host_away.word == ENDED,
                     what="the refusal of the return was never said")
        assert app.online_seats.seats() == []             # nothing to go back to any more
        assert [b.id for b in table.host_away.buttons] == ["host_away_leave"]
        assert t("online.host_away.ended") in " ".join(banner_words(app))
        shot(app, "host-ended-daitoshi.png")
    finally:
        app.close()
        if other is not None:
            other.close()


# --- the waits between tries --------------------------------------------------------------------

def test_the_waits_between_tries_double_up_to_the_cap_each_a_little_shorter_at_random():
    rng = random.Random(1)
    for failed in range(1, 12):
        most = min(REJOIN_CAP, REJOIN_FIRST * 2 ** (failed - 1))
        waits = [rejoin_wait(failed, rng) for _ in range(50)]
        assert all(most * (1 - REJOIN_JITTER) <= w <= most for w in waits)
        assert len(set(waits)) > 1                        # not all the same: jittered
    assert REJOIN_FIRST == 1.0 and REJOIN_CAP == 30.0


def test_a_seat_whose_host_is_away_tries_again_after_each_wait_then_stops_until_asked():
    hosting = HostThread(new_table("daitoshi", ["remote", "ai:random"], seed=6))
    session = joined(hosting.host.port, hosting.host.table.code, "Aiko")
    now = [1000.0]
    session.comeback.clock = lambda: now[0]                        # this test decides what time it is
    try:
        session.wait_for_ai()
        hosting.close()
        for failed in range(1, 15):                       # more tries than a minute of them
            for _ in hang_bound():                        # the try under way comes to nothing
                session.pump_ai()
                if session.comeback.failed == failed:
                    break
                if session._rejoining is not None:
                    futures.wait([session._rejoining], timeout=1.0)
            assert session.comeback.failed == failed and not session.gave_up
            assert session.host_away() == m.STOPPED       # said as the host said it closed
            tries = session.client.connection             # one more for every try to join
            wait = session.next_try_in()
            most = min(REJOIN_CAP, REJOIN_FIRST * 2 ** (failed - 1))
            assert most * (1 - REJOIN_JITTER) <= wait <= most
            now[0] += wait * 0.9                          # not yet: no new try
            session.pump_ai()
            assert session.client.connection == tries
            now[0] += wait * 0.2                          # now
            session.pump_ai()
            assert session.client.connection == tries + 1
        for _ in hang_bound():                            # the last try comes to nothing
            session.pump_ai()
            if session._rejoining is None:
                break
            futures.wait([session._rejoining], timeout=1.0)
        assert not session.tries_stopped()
        now[0] = session.comeback.lost_at + REJOIN_FOR    # the tries' time is over
        tries = session.client.connection
        for _ in range(3):
            session.pump_ai()
        assert session.client.connection == tries and session.tries_stopped()
        assert session.next_try_in() is None and session.host_away() == m.STOPPED
        card = HostAway(SimpleNamespace(session=session))     # the card over the table says so
        card.word = session.host_away()
        assert card.status() == t("online.host_away.no_more_tries") and card.waits()
        with pytest.raises(ConnectionLost):
            session.wait_for_ai(timeout=5.0)              # a wait for it ends too
        session.try_now()                                 # the player asks: a try at once
        session.pump_ai()
        assert session.client.connection == tries + 1 and not session.tries_stopped()
        assert card.status() == t("online.host_away.trying")
    finally:
        session.close()


# --- hot-seat at the host ------------------------------------------------------------------------

def test_people_at_a_host_that_pauses_are_told_through_each_connection(tmp_path):
    table = new_table("arigato", ["remote", "remote"], seed=3)
    local = LocalHost(table, bind=LOOPBACK, announce=False)
    tokens = [local.reserve(seat, name) for seat, name in enumerate(("Aiko", "Botan"))]
    clients = [ThreadedClient(LOOPBACK, local.port, local.code, token=token) for token in tokens]
    seats = HotSeats([RemoteSession(c, c.join()) for c in clients])
    app, pilot = client(tmp_path, "arigato")
    try:
        app.start_session(seats)
        shown = app.stack.scenes[1]                # the table (its curtain may be over it)
        assert shown.session is seats
        frames_until(app, lambda: all(s.latest is not None for s in seats.by_seat.values()))
        assert seats.host_away() is None
        for _ in hang_bound():          # the curtain, if it is up, lifted: the table shows
            frames_until(app, lambda: all(s.moves() == seats.moves()
                                          for s in seats.by_seat.values()))
            if app.stack.top is shown:
                break
            pos = app.theme.pt(640, 360)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            app.frame(1 / 60)
        local.close(reason=m.PAUSED)
        frames_until(app, lambda: seats.host_away() == m.PAUSED
                     and all(s.host_away() == m.PAUSED for s in seats.by_seat.values()),
                     what="the people here were never told the host paused")
        frames_until(app, lambda: shown.host_away.word == m.PAUSED)
        assert app.stack.top is shown
        assert t("online.host_away.paused") in " ".join(banner_words(app))
        shot(app, "host-paused-hotseat.png")
        seats.try_now()
        assert seats.next_try_in() in (None, 0.0)   # each connection here tries at once
    finally:
        app.close()


# --- before the start ------------------------------------------------------------------------------

def test_a_friend_waiting_in_the_lobby_is_told_the_host_paused(tmp_path):
    local = LocalHost(new_table("daitoshi", ["remote", "ai:random"], lobby=True), bind=LOOPBACK,
                      announce=False)
    app, pilot = client(tmp_path, "daitoshi")
    try:
        pilot.click("online")
        fill(pilot, f"{LOOPBACK}:{local.port}", local.code, "Aiko")
        press_join(pilot)
        lobby = app.stack.top
        assert lobby.name == "lobby"
        local.close(reason=m.PAUSED)
        frames_until(app, lambda: lobby.look_message == t("online.host_away.paused"),
                     what="the lobby never said the host paused")
        assert t("online.host_away.paused") in banner_words(app)
        shot(app, "host-paused-lobby.png")
    finally:
        app.close()


def test_stopping_a_host_whose_friend_never_answers_the_close_does_not_raise(monkeypatch):
    """A friend's computer gone with its socket still open holds the server's closing past the
    host's bound: Stop hosting (Quit, the window closed) must still end the host and return,
    not raise into the window (game/net/hosting.py, `LocalHost.close`)."""
    import asyncio

    from game.net import hosting

    table = new_table("arigato", ["remote", "remote"], seed=3)
    local = LocalHost(table, bind=LOOPBACK, announce=False)

    async def never_done(reason=m.STOPPED):
        await asyncio.sleep(60)

    monkeypatch.setattr(local.host, "close", never_done)
    monkeypatch.setattr(hosting, "START_TIMEOUT", 0.3)
    local.close()
    assert local.closed
