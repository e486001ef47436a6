"""A move on its way when the line drops (game/net/PROTOCOL.md, "A move when the line drops"):
it stays sent, its answer unknown, while the seat joins again at once; the host's first state
then says whether it was played: it shows played when the host had played it before the line
went, and is put back with "the connection to the host is lost" when it never reached the host,
or when the host will not take the seat back. Once the table says the host has gone, nothing
stays sent: the move is put back as not played, said in the player's language; a host back
after that shows it played if it had played it (and the table says so), or offers it again; a
host back that refuses the seat ends the game with nothing sent. The host plays a move only from
the connection that holds its seat. (A move made while the line is known to be down is refused at
once: test_net_remote_session.py.) The line is a proxy on 127.0.0.1
(game/net/latency_link.py) that the tests silence one way and cut; every wait is bounded, none
is timed."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import asyncio  # noqa: E402
import contextlib  # noqa: E402
import json  # noqa: E402
import socket  # noqa: E402
import time  # noqa: E402

import pytest  # noqa: E402

from game.core.engine import Refusal  # noqa: E402
from game.i18n import set_language, t  # noqa: E402
from game.net.comeback import ENDED, GONE  # noqa: E402
from game.net.host import Host, RateLimit  # noqa: E402
from game.net.latency_link import DOWN, UP, Delays, LatencyLink  # noqa: E402
from game.net.room import Connection  # noqa: E402
from game.net.sent import HOST_GONE, HOST_LOST  # noqa: E402
from net_helpers import BOUND, hang_bound, new_table, run  # noqa: E402
from test_net_durable import Socket  # noqa: E402
from test_net_remote_session import HostThread  # noqa: E402
from test_net_slow_link import _app, _at_the_table, _through  # noqa: E402

QUICK_LINE = Delays(0, 0, 0, 0)     # the line is what the tests do to it, not its delays


def _until(done, step) -> None:
    """`step()` again and again until `done()`, within a bound on a hang."""
    for _ in hang_bound():
        if done():
            return
        step()
    assert done(), "never came"


def _nap() -> None:
    time.sleep(0.01)        # another thread's doing is waited for: no frame to run meanwhile


def _moments_after_the_drop(session) -> None:
    """The session's clock of its tries stands still: a line mended at once, before the table
    would say the host has gone, however slowly a busy machine joins again."""
    session.comeback.clock = lambda: 0.0


def _no_host_port() -> int:
    """A loopback port with no one listening (its socket closed at once)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _down_with(session, move) -> None:
    """Frames until the drop is seen: the move is still sent, its answer unknown."""
    _until(lambda: session.lost is not None, session.pump_ai)
    assert session.sent(0) == move and session.returned == []
    assert session.legal_actions(0) == []       # the seat waits with its move


def test_a_move_the_host_played_before_the_line_dropped_shows_played_once_the_seat_is_back():
    table = new_table("daitoshi", ["remote", "ai:random"], seed=6)
    hosting = HostThread(table)
    link = LatencyLink(hosting.host.port, QUICK_LINE, seed=1, lifetime=BOUND).start()
    session = _through(link, table)
    _moments_after_the_drop(session)
    try:
        session.wait_for_ai()
        moves, asked, move = session.moves(), table.asked(0), session.legal_actions(0)[0]
        link.silence(DOWN)                   # the host's answer will not come through
        session.submit(move)
        _until(lambda: table.asked(0) > asked, _nap)     # played at the host
        link.cut()
        _down_with(session, move)
        _until(lambda: session.sent(0) is None and session.lost is None,   # joined again, told
               session.pump_ai)
        assert session.returned == [] and session.rejoins == 1 and session.lost is None
        assert session.story(0)[moves].action == move and session.moves() > moves
    finally:
        session.close()
        link.close()
        hosting.close()


@contextlib.contextmanager
def _at_a_table(tmp_path, seed: int, mended_at_once: bool = False):
    """A seat of a Daitoshi game at its table through a quick line, the seat to decide:
    (app, table, host's table, session, line, the host's port)."""
    table_game = new_table("daitoshi", ["remote", "ai:random"], seed=6)
    hosting = HostThread(table_game)
    link = LatencyLink(hosting.host.port, QUICK_LINE, seed=seed, lifetime=BOUND).start()
    app = _app(tmp_path)
    session = _through(link, table_game)
    if mended_at_once:
        _moments_after_the_drop(session)
    try:
        yield app, _at_the_table(app, session), table_game, session, link, hosting.host.port
    finally:
        app.close()
        link.close()
        hosting.close()


def test_a_move_that_never_reached_the_host_is_put_back_once_the_seat_is_back(tmp_path):
    with _at_a_table(tmp_path, 2, mended_at_once=True) as (app, table, table_game, session, link,
                                                            _):
        moves, asked, move = session.moves(), table_game.asked(0), session.legal_actions(0)[0]
        link.silence(UP)                     # the move will not reach the host
        assert table.submit(move) is None
        _until(lambda: link.swallowed > 0, _nap)
        link.cut()
        _down_with(session, move)
        _until(lambda: session.sent(0) is None and session.lost is None,
               lambda: app.frame(1 / 60))
        assert table_game.asked(0) == asked and session.rejoins == 1
        assert t("refuse.host_lost") in table.message         # the table put it back, said why
        assert session.moves() == moves and move in session.legal_actions(0)


@contextlib.contextmanager
def _a_move_swallowed_on_its_way(seed: int, mended_at_once: bool):
    """A seat of a game whose move is sent and swallowed on its way to the host (code FIRST),
    and a host elsewhere without that game (code OTHER): (session, its line, move, elsewhere)."""
    table = new_table("daitoshi", ["remote", "ai:random"], seed=6, code="FIRST")
    hosting = HostThread(table)
    elsewhere = HostThread(new_table("daitoshi", ["remote", "ai:random"], seed=6, code="OTHER"))
    link = LatencyLink(hosting.host.port, QUICK_LINE, seed=seed, lifetime=BOUND).start()
    session = _through(link, table)
    if mended_at_once:
        _moments_after_the_drop(session)
    try:
        session.wait_for_ai()
        move = session.legal_actions(0)[0]
        link.silence(UP)
        session.submit(move)
        _until(lambda: link.swallowed > 0, _nap)
        yield session, link, move, elsewhere.host.port
    finally:
        session.close()
        link.close()
        elsewhere.close()
        hosting.close()


def test_a_move_is_put_back_when_the_host_will_not_take_the_seat_back():
    with _a_move_swallowed_on_its_way(3, mended_at_once=True) as (session, link, move, elsewhere):
        link.target_port = elsewhere        # the address now leads to a host without it
        link.cut()
        _until(lambda: session.sent(0) is None, session.pump_ai)
        assert session.returned == [(move, Refusal.of(HOST_LOST))]
        assert session.gave_up and session.host_away() == ENDED


def _gone_under(link, session, frame) -> None:
    """The host goes for good under the move on its way: the line is cut and leads nowhere.
    Frames until the table says the host has gone: the move is no longer sent."""
    link.target_port = _no_host_port()
    link.cut()
    _until(lambda: session.sent(0) is None, frame)
    assert session.host_away() == GONE and session.lost is not None


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_move_on_its_way_when_the_host_goes_for_good_is_put_back_once_the_table_says_so(
        tmp_path, lang):
    set_language(lang)
    try:
        with _at_a_table(tmp_path, 4) as (app, table, _, session, link, _):
            moves, move = session.moves(), session.legal_actions(0)[0]
            link.silence(UP)
            assert table.submit(move) is None
            _until(lambda: link.swallowed > 0, _nap)
            _gone_under(link, session, lambda: app.frame(1 / 60))
            assert t("refuse.host_gone") in table.message      # said, in the player's language
            assert session.moves() == moves and session.returned == []   # (the table took it)
            assert session.unanswered is not None and not session.gave_up
            session.pump_ai()
            assert session.sent(0) is None and session.returned == []   # said once, none sent
    finally:
        set_language("en")


@pytest.mark.parametrize("played", [True, False])
def test_a_host_back_after_it_went_shows_the_move_put_back_played_or_offers_it_again(
        tmp_path, played):
    with _at_a_table(tmp_path, 5) as (app, table, table_game, session, link, host_port):
        moves, asked, move = session.moves(), table_game.asked(0), session.legal_actions(0)[0]
        link.silence(DOWN if played else UP)
        assert table.submit(move) is None
        if played:
            _until(lambda: table_game.asked(0) > asked, _nap)      # played at the host
        else:
            _until(lambda: link.swallowed > 0, _nap)
        _gone_under(link, session, session.pump_ai)
        assert session.returned == [(move, Refusal.of(HOST_GONE))]
        session.returned.clear()                                # (as the table takes it)
        link.target_port = host_port                            # the host is back, after a while
        session.try_now()
        _until(lambda: session.lost is None and not session._stale, lambda: app.frame(1 / 60))
        assert session.sent(0) is None and session.unanswered is None
        assert session.returned == [] and session.rejoins == 1
        if played:
            assert session.story(0)[moves].action == move and session.moves() > moves
            assert table.message == t("online.played_after_all")    # the table said so
        else:
            assert table_game.asked(0) == asked and session.moves() == moves
            _until(lambda: move in session.legal_actions(0), lambda: app.frame(1 / 60))
        assert session.played_after_all == []                  # (the table took it)


def test_a_host_back_after_it_went_that_refuses_the_seat_leaves_nothing_sent():
    with _a_move_swallowed_on_its_way(6, mended_at_once=False) as (session, link, move, elsewhere):
        _gone_under(link, session, session.pump_ai)
        link.target_port = elsewhere        # back at the address: a host without the game
        session.try_now()
        _until(lambda: session.gave_up, session.pump_ai)
        assert session.host_away() == ENDED and session.tries_stopped()
        assert session.returned == [(move, Refusal.of(HOST_GONE))]     # put back once, not twice
        assert session.sent(0) is None and session.next_try_in() is None


@pytest.mark.parametrize("came_back", [False, True])
def test_the_host_plays_a_move_only_from_the_connection_that_holds_its_seat(came_back):
    """A move still on the old connection's way (waiting its turn to be played) once the seat is
    back on a new one is not played: the new connection was told the game without it."""
    table = new_table("daitoshi", ["remote", "remote"], seed=6)
    host = Host(table)
    room = host.rooms[0]

    async def scenario():
        conns = [Connection(Socket(), RateLimit()) for _ in range(table.players)]
        for seat, conn in enumerate(conns):
            room.sit(conn, seat)
        seat = table.session.active_seat()
        old, asked = conns[seat], table.asked(seat)
        move = table.session.legal_actions(seat)[0].text()
        async with room._playing:            # another change being played: the move waits
            receiving = asyncio.ensure_future(host._receive(
                old, json.dumps({"type": "act", "asked": asked, "action": move})))
            await asyncio.sleep(0)
            if came_back:
                room.sit(Connection(Socket(), RateLimit()), seat)
        assert await receiving
        return table.asked(seat) - asked

    assert run(scenario()) == (0 if came_back else 1)
