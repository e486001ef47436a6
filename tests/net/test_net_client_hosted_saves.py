"""A game hosted from the client is kept in the player's saves (game/net/host_saves.py): Saved
games and Continue name it as hosted, in English and in French; hosting it again takes another
port when its own is taken, and says so; stopping a game in play asks first (Quit to menu at
the host's table, Stop hosting on its page, hosting another game), and keeps it; a lobby left
before its start is not kept; a finished game whose record could not be written is filed at the
next start with only the seats played here as the book's people. Everything on 127.0.0.1."""

import asyncio
import os
import random
import socket
import threading

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core.daitoshi import SPEC  # noqa: E402
from game.i18n import t  # noqa: E402
from game.net.client import Client  # noqa: E402
from game.net.host_saves import HostSaves  # noqa: E402
from game.net.player import GaveUp, play_seat  # noqa: E402
from game.net.table import REMOTE, HostedTable, SeatPlan  # noqa: E402
from net_helpers import (LOOPBACK, client_app_fixture, host_for_a_friend,  # noqa: E402
                         start_once_joined)
from ui_pilot import Pilot  # noqa: E402

BOUND = 120.0          # seconds: a bound on a hang, never a timed check


app = client_app_fixture([SPEC])


def hosted_save(app, port: int, moves: int = 4, to_the_end: bool = False) -> HostedTable:
    """A game of two seats hosted here, as the client keeps it: the host's seat 0 (its token in
    the save), a friend's seat 1 taken, `moves` random moves played (or the whole game)."""
    store = HostSaves(app.saves)
    table = HostedTable("daitoshi", [SeatPlan(REMOTE), SeatPlan(REMOTE)], seed=7, store=store,
                        names=["Aiko", "Botan"])
    _, token = table.take_seat("Aiko", 0)
    table.take_seat("Botan", 1)
    store.keep(port, {0: token})
    rng = random.Random(2)
    played = 0
    while not table.is_over() and (to_the_end or played < moves):
        seat = table.session.state.current_seats()[0]
        action = rng.choice(table.session.state.legal_actions(seat))
        table.act(seat, table.asked(seat), action.text())
        played += 1
    table.save()
    table.flush()
    table.session.close()
    return table


def a_friend(port: int, code: str, results: list, fingerprint: str | None = None) -> threading.Thread:
    """A friend at another computer, a headless random player of the open seat, on a thread,
    pinned to the host's certificate as its invite says."""
    async def seat():
        client = Client(LOOPBACK, port, code, None, "Botan", fingerprint=fingerprint)
        try:
            return await play_seat(LOOPBACK, port, code, "random", rejoin_for=0.0, client=client)
        finally:
            await client.close()

    def play():
        try:
            results.append(asyncio.run(seat()))
        except (GaveUp, OSError) as exc:      # the host stopped under it
            results.append(exc)
    thread = threading.Thread(target=play, daemon=True)
    thread.start()
    return thread


def host_and_start(app) -> tuple:
    """Play online → Host a game of two (the host and a friend online), the friend joins, Start:
    the host's table, and the friend's thread and results."""
    pilot = Pilot(app)
    host_for_a_friend(pilot)
    results: list = []
    friend = a_friend(app.hosting.port, app.hosting.code, results, app.hosting.fingerprint)
    start_once_joined(pilot, BOUND)
    return pilot, friend, results


def test_quit_to_menu_at_the_hosts_table_asks_then_stops_the_host_and_keeps_the_game(app):
    pilot, friend, results = host_and_start(app)
    local = app.hosting
    slot = local.table.slot
    pilot.key(27)                                 # Escape: the pause menu
    assert app.stack.top.title() == t("pause.title_online") != t("pause.title")   # play goes on
    local.table.flush()
    assert app.stack.top.save_line() == (t("pause.saved"), False)    # the host's save, here
    pilot.click("quit")
    assert app.stack.top.name == "stop_hosting" and app.hosting is local    # asked, not stopped
    pilot.click("keep")
    assert app.stack.top.name == "pause" and app.hosting is local
    pilot.click("quit")
    pilot.click("stop")
    assert app.stack.top.name == "menu" and app.hosting is None
    friend.join(BOUND)
    assert results and not isinstance(results[0], dict)     # the friend saw the host go
    assert [s.slot for s in app.saves.saved_games()] == [slot]
    assert "net" in app.saves.read(slot).data and "hosting" in app.saves.read(slot).data
    assert app.saves.picture(slot) is not None         # the table as it was left, for Saved games
    assert app.stack.top.widget("continue").enabled


def test_hosting_another_game_while_one_is_in_play_asks_and_keeps_the_first(app):
    pilot, friend, results = host_and_start(app)
    first = app.hosting
    app.open_host_setup()                 # over the table, as if reached from it
    pilot.step_to("players", 2)
    pilot.step_to("kind1", "remote")
    pilot.click("play")
    assert app.stack.top.name == "stop_hosting" and app.hosting is first
    pilot.click("keep")
    assert app.stack.top.name == "host_setup" and app.hosting is first
    pilot.click("play")
    pilot.click("stop")
    assert app.stack.top.name == "hosting" and app.hosting not in (None, first)
    friend.join(BOUND)
    assert results and not isinstance(results[0], dict)
    app.hosting.table.flush()                         # its lobby's save written off the frame
    kept = {s.data["net"]["code"] for s in app.saves.saved_games()}
    assert kept == {first.code, app.hosting.code}     # the first kept, the new one's lobby too


def test_a_lobby_left_before_its_start_is_not_kept(app):
    pilot = Pilot(app)
    pilot.click("online")
    pilot.click("host")
    pilot.click("play")
    app.hosting.table.flush()                         # its lobby's save written off the frame
    assert app.stack.top.name == "hosting" and app.saves.saved_games()   # kept from its lobby on
    pilot.click("cancel")                                               # nothing asked
    assert app.hosting is None and app.stack.top.name == "join"
    assert app.saves.saved_games() == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hosted_game_whose_port_is_taken_is_hosted_on_another_and_the_page_says_so(app, lang):
    from drawn_text import DrawnText
    from game import i18n
    i18n.set_language(lang)
    taken = socket.socket()
    taken.bind((LOOPBACK, 0))
    taken.listen()
    try:
        port = taken.getsockname()[1]
        kept = hosted_save(app, port)
        assert app.continue_game(kept.slot)
        page = app.stack.top
        assert page.name == "hosting" and page.resumed and page.moved_from == port
        assert app.hosting.port != port and app.hosting.code == kept.code
        app.hosting.table.flush()                     # the save written again, off the frame
        assert app.saves.read(kept.slot).data["hosting"]["port"] == app.hosting.port
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        assert drawn.problems() == []
        words = " ".join(text for _, text, _, _ in drawn.texts)
        assert str(app.hosting.port) in words and str(port) in words
        assert page.seat_state(1, None) == t("online.away")      # the friend's seat waits
        Pilot(app).key(27)                                       # leaving the page asks
        assert app.stack.top.name == "stop_hosting"
        with DrawnText(app) as drawn:
            app.frame(1 / 60)
        assert drawn.problems() == []
        Pilot(app).click("stop")
        assert app.stack.top.name == "menu" and app.hosting is None
        assert [s.slot for s in app.saves.saved_games()] == [kept.slot]
    finally:
        taken.close()


def test_a_hosted_game_kept_in_its_lobby_opens_its_lobby_again(app):
    kept = hosted_save(app, 0, moves=0)
    assert app.continue_game(kept.slot)
    page = app.stack.top
    assert page.name == "hosting" and not page.resumed and not app.hosting.table.started
    assert page.widget("start") is not None and app.hosting.code == kept.code


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_saved_games_and_continue_name_a_hosted_game_whole_in_both_languages(app, lang):
    from drawn_text import DrawnText
    from game import i18n
    hosted_save(app, 40000)
    i18n.set_language(lang)
    app.open_menu()
    pilot = Pilot(app)
    with DrawnText(app) as drawn:
        pilot.frames(1)
    assert drawn.problems() == []
    assert t("saves.hosted") in app.stack.top.save_note
    pilot.click("saved")
    with DrawnText(app) as drawn:
        app.frame(1 / 60)
    assert drawn.problems() == []
    assert any(t("saves.hosted") in text for _, text, _, _ in drawn.texts)


def test_a_finished_hosted_game_not_yet_filed_is_filed_at_start_with_the_seats_played_here(app):
    table = hosted_save(app, 40000, to_the_end=True)
    assert app.saves.read(table.slot).data["finished"]
    app.write_pending_records()
    entry = app.records.entries()[-1]
    assert entry["humans"] == [True, False] and entry["online"] == {"seat": 0}
    assert entry["actions"] == [a.text() for a in table.session.state.history]
    assert app.saves.saved_games() == []
