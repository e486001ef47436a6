"""Faults: whatever a client sends, the host refuses it with a typed message or drops the
connection, and the game goes on unharmed; a killed client and a restarted host both carry on.
Every socket here is on 127.0.0.1."""

import asyncio

import pytest
import websockets

from game.core.rng import SPLITMIX, Rng
from game.net import client as client_module
from game.net import codec
from game.net import messages as m
from game.net.client import Client, Refused
from game.net.host import MAX_STRIKES, RateLimit
from game.net.player import GaveUp, play_seat
from game.net.room import OUTBOX_MAX, Connection, Room
from game.net.table import HostedTable
from game.persistence.saves import SaveStore
from net_helpers import LOOPBACK, Checker, WatchedHost, new_table, play_all, run


async def _hosted(seats=("remote", "remote"), game="arigato", **kw):
    # seed 3 was chosen on the first deal (game/core/rng.py)
    host = WatchedHost(new_table(game, list(seats), seed=3, deal=SPLITMIX), **kw)
    await host.start()
    return host


async def _joined(host, **kw) -> Client:
    client = Client(LOOPBACK, host.port, host.table.code, **kw)
    await client.join()
    return client


async def _refusal(client: Client) -> Refused:
    """The next refusal the client is sent (states before it are passed over)."""
    while True:
        try:
            await client.next_state()
        except Refused as refusal:
            return refusal


def _history(host) -> list[str]:
    return [a.text() for a in host.table.session.state.history]


def test_garbage_bytes_on_the_port_leave_the_game_unharmed():
    async def scenario():
        host = await _hosted()
        rng = Rng(11)
        for _ in range(3):
            reader, writer = await asyncio.open_connection(LOOPBACK, host.port)
            writer.write(bytes(rng.below(256) for _ in range(2000)) + b"\r\n\r\n")
            await writer.drain()
            await reader.read()        # the host answers (or not) and hangs up
            writer.close()
        assert _history(host) == [] and host.table.open_seat() == 0
        finals = await play_all(host, ["random", "random"], Checker(host))
        await host.close()
        return finals
    finals = run(scenario())
    assert finals[0]["scores"] == finals[1]["scores"]


@pytest.mark.parametrize("frame, code, where", [
    (b"\x00\x01binary", m.BAD_MESSAGE, "frame"),
    ("not json at all", m.BAD_MESSAGE, "frame"),
    ('{"type": "act", "asked": NaN, "action": "x"}', m.BAD_MESSAGE, "frame"),
    ("[" * 2000 + "]" * 2000, m.BAD_MESSAGE, "frame"),
    ('["act"]', m.BAD_MESSAGE, "type"),
    ('{"type": "act"}', m.BAD_MESSAGE, "asked"),
    ('{"type": "act", "asked": true, "action": "end_day seat=0"}', m.BAD_MESSAGE, "asked"),
    ('{"type": "act", "asked": 0, "action": 7}', m.BAD_MESSAGE, "action"),
    ('{"type": "act", "asked": 0, "action": "no_such_kind seat=0"}', m.BAD_MESSAGE, "action"),
    ('{"type": "act", "asked": 0, "action": "end_day seat=zero"}', m.BAD_MESSAGE, "action"),
    ('{"type": "act", "asked": 0, "action": "end_day seat=0 nope=1"}', m.BAD_MESSAGE, "action"),
    ('{"type": "act", "asked": 0, "action": "end_day seat=0"}', m.ILLEGAL, None),
    ('{"type": "hello", "protocol": 1, "program": "x", "content": {}, "code": "X"}',
     m.BAD_MESSAGE, "type"),
    ('{"type": "evaluate", "code": "__import__(\'os\').system(\'true\')"}', m.BAD_MESSAGE, "type"),
])
def test_a_malformed_message_is_refused_by_type_and_changes_nothing(frame, code, where):
    async def scenario():
        host = await _hosted()
        me, other = await _joined(host), await _joined(host)
        before = _history(host)
        await me.send_raw(frame)
        refusal = await _refusal(me)
        after = _history(host)
        # the seat plays on afterwards, every state checked (the bound fails a test that stalls)
        checker = Checker(host)
        players = asyncio.ensure_future(play_all(host, ["random", "random"], checker,
                                                 clients=[me, other]))
        while checker.last.get(me.seat, -1) < 12:      # seat 0 plays on and sees 12 moves
            await asyncio.sleep(0.01)
        players.cancel()
        await host.close()
        return refusal, before, after, me
    refusal, before, after, me = run(scenario())
    assert refusal.code == code
    if where is not None:
        assert refusal.params["where"] == where
    assert after == before == []
    assert me.joins == 1                # refused, never disconnected: no rejoin was needed


def test_an_oversized_message_ends_the_connection_and_the_seat_comes_back():
    async def scenario():
        host = await _hosted()
        me, other = await _joined(host), await _joined(host)
        await me.send_raw("x" * (m.CLIENT_MESSAGE_MAX + 1))
        with pytest.raises(websockets.ConnectionClosed):
            while True:
                await me.next_state()
        assert _history(host) == []
        finals = await play_all(host, ["random", "random"], Checker(host), clients=[me, other])
        await host.close()
        return me, finals
    me, finals = run(scenario())
    assert me.joins == 2 and me.seat == 0        # back on its own seat with its token
    assert finals[0]["scores"] == finals[1]["scores"]


def test_an_action_for_another_seat_is_refused():
    async def scenario():
        host = await _hosted()
        me, other = await _joined(host), await _joined(host)
        theirs = host.table.session.state.legal_actions(other.seat)[0]
        await me.act(theirs, 0)
        refusal = await _refusal(me)
        history = _history(host)
        await host.close()
        return refusal, history
    refusal, history = run(scenario())
    assert refusal.code == m.NOT_YOUR_SEAT and history == []


def test_an_old_action_sent_again_is_stale_and_not_played_twice():
    async def scenario():
        host = await _hosted()
        me, _other = await _joined(host), await _joined(host)
        first = await me.next_state()
        frame = m.dump({"type": "act", "asked": first.asked, "action": first.legal[0].text()})
        await me.send_raw(frame)
        await host.when(1).wait()
        await me.send_raw(frame)
        refusal = await _refusal(me)
        history = _history(host)
        await host.close()
        return refusal, history, first.legal[0].text()
    refusal, history, played = run(scenario())
    assert refusal.code == m.STALE
    assert history == [played]


def test_a_wrong_code_a_wrong_token_and_a_full_table_are_refused():
    async def scenario():
        host = await _hosted()
        refusals = []
        for kwargs in ({"code": "WRONG2"}, {"token": "not-a-token-of-this-table"}):
            client = Client(LOOPBACK, host.port, kwargs.get("code", host.table.code),
                            token=kwargs.get("token"))
            with pytest.raises(Refused) as refused:
                await client.join()
            refusals.append(refused.value.code)
        await _joined(host)
        await _joined(host)
        with pytest.raises(Refused) as full:
            await _joined(host)
        refusals.append(full.value.code)
        await host.close()
        return refusals
    assert run(scenario()) == [m.WRONG_CODE, m.BAD_TOKEN, m.NO_OPEN_SEAT]


def test_a_version_mismatch_is_refused_with_both_versions_on_both_sides(monkeypatch):
    monkeypatch.setattr(client_module, "PROGRAM", "0.0.0-older")

    async def scenario():
        host = await _hosted()
        with pytest.raises(Refused) as refused:
            await _joined(host)
        await host.close()
        return refused.value, host.notices
    refusal, notices = run(scenario())
    assert refusal.code == m.VERSION_MISMATCH
    assert refusal.params["client"]["program"] == "0.0.0-older"
    assert refusal.params["host"]["program"] != "0.0.0-older"
    assert [n.code for n in notices] == [m.VERSION_MISMATCH]
    assert notices[0].params["client"]["program"] == "0.0.0-older"


def test_a_content_mismatch_is_refused(monkeypatch):
    monkeypatch.setattr(client_module, "content_versions", lambda: {"arigato": "other-cards"})

    async def scenario():
        host = await _hosted()
        with pytest.raises(Refused) as refused:
            await _joined(host)
        await host.close()
        return refused.value
    refusal = run(scenario())
    assert refusal.code == m.VERSION_MISMATCH
    assert refusal.params["client"]["content"] == {"arigato": "other-cards"}


def test_a_client_sending_too_fast_is_refused_then_let_go():
    now = [0.0]                                   # the host's clock stands still

    async def scenario():
        host = await _hosted(clock=lambda: now[0], burst=3)
        me, _ = await _joined(host), await _joined(host)
        for _ in range(3):
            await me.send_raw("{}")
        codes = [(await _refusal(me)).code for _ in range(3)]
        await me.send_raw("{}")
        codes.append((await _refusal(me)).code)
        for _ in range(MAX_STRIKES):
            await me.send_raw("{}")
        with pytest.raises(websockets.ConnectionClosed):
            while True:
                await _refusal(me)
        history = _history(host)
        await host.close()
        return codes, history
    codes, history = run(scenario())
    assert codes == [m.BAD_MESSAGE] * 3 + [m.TOO_FAST]
    assert history == []


def test_the_rate_limit_refills_with_time_and_gives_back_a_played_action():
    now = [0.0]
    limit = RateLimit(rate=2.0, burst=2, clock=lambda: now[0])
    assert [limit.allow() for _ in range(3)] == [True, True, False]
    now[0] = 0.5                                  # one message's worth at 2 a second
    assert [limit.allow(), limit.allow()] == [True, False]
    limit.refund()
    assert [limit.allow(), limit.allow()] == [True, False]


def test_a_fast_player_is_never_held_back_by_the_rate_limit():
    """The game paces played actions (one per decision): a solo game played as fast as the host
    answers, on a clock that stands still, never meets the limit."""
    now = [0.0]

    async def scenario():
        host = await _hosted(("remote",), game="daitoshi", clock=lambda: now[0], burst=3)
        me = await _joined(host)
        finals = await play_all(host, ["random"], Checker(host), clients=[me])
        await host.close()
        return host, me, finals
    host, me, (final,) = run(scenario())
    assert final["scores"] == host.table.final()["scores"]
    assert me.joins == 1                # never let go, so never back through a new connection
    assert len(host.table.session.state.history) > 3


class Killed(Exception):
    """The player's process ends here."""


def test_a_client_killed_mid_game_rejoins_its_seat_with_its_token_and_finishes():
    async def scenario():
        host = await _hosted(("remote", "remote", "ai:random"))
        checker = Checker(host)
        victim = await _joined(host)

        def dies_at_move_25(client, state):
            checker(client, state)
            if state.move >= 25:
                client.drop()
                raise Killed
        other = asyncio.ensure_future(play_seat(LOOPBACK, host.port, host.table.code, "random",
                                                seed=2, on_state=checker))
        with pytest.raises(Killed):
            await play_seat(LOOPBACK, host.port, host.table.code, "random", client=victim,
                            on_state=dies_at_move_25)
        back = Client(LOOPBACK, host.port, host.table.code, token=victim.token)
        await back.join()
        mine = await play_seat(LOOPBACK, host.port, host.table.code, "random", client=back,
                               on_state=checker)
        theirs = await other
        await host.finish()
        await host.close()
        return victim, back, mine, theirs, host.table.final()
    victim, back, mine, theirs, final = run(scenario())
    assert back.seat == victim.seat == mine["seat"]
    assert mine["scores"] == theirs["scores"] == final["scores"]


def test_a_restarted_host_resumes_from_its_save_and_the_players_rejoin(tmp_path):
    store = SaveStore(tmp_path)

    async def scenario():
        table = new_table("daitoshi", ["remote", "remote", "ai:random"], seed=4, store=store)
        first = WatchedHost(table)
        await first.start()
        checker = Checker(first)
        players = [asyncio.ensure_future(play_seat(LOOPBACK, first.port, table.code, "random",
                                                   seed=seat + 1, on_state=checker))
                   for seat in range(2)]
        await first.when(30).wait()
        await first.close()                                 # the host process ends
        played = len(table.session.state.history)
        saved = store.read(table.slot)
        resumed = HostedTable.from_save(saved.data, store, table.slot)
        second = WatchedHost(resumed, port=first.port)
        checker.hosts.append(second)
        await second.start()
        finals = await asyncio.gather(*players)
        await second.finish()
        await second.close()
        return played, resumed, finals, first, second
    played, resumed, finals, first, second = run(scenario())
    assert played >= 30
    # the restarted host stood where the first one stopped, every seat seeing the same
    assert all(first.expected[(played, seat)] == second.expected[(played, seat)] for seat in range(3))
    assert len(resumed.session.state.history) > played and resumed.is_over()
    assert finals[0]["scores"] == finals[1]["scores"] == resumed.final()["scores"]


def test_a_connection_that_never_says_hello_is_let_go():
    """Half-open: a socket that never completes the websocket handshake, and a websocket that
    never says hello, are both closed by the host; the game is not held up."""
    async def scenario():
        host = await _hosted(hello_timeout=0.5)
        reader, writer = await asyncio.open_connection(LOOPBACK, host.port)
        silent = await websockets.connect(f"ws://{LOOPBACK}:{host.port}", proxy=None)
        finals = await play_all(host, ["random", "random"])
        assert await reader.read() == b""                 # the host hung up
        with pytest.raises(websockets.ConnectionClosed):
            await silent.recv()
        writer.close()
        await host.close()
        return finals
    finals = run(scenario())
    assert finals[0]["scores"] == finals[1]["scores"]


@pytest.mark.parametrize("net", [
    None, {"code": "ABC"}, {"code": "ABC", "seats": [{"kind": "remote"}] * 2},
    {"code": "ABC", "seats": [{"kind": "robot", "difficulty": "x", "token_hash": None}] * 2},
    {"code": "ABC", "seats": [{"kind": "remote", "difficulty": "x", "token_hash": "plain"}] * 2},
    {"code": "ABC", "seats": [{"kind": "remote", "difficulty": "x", "token_hash": None}]},
])
def test_a_damaged_hosted_save_is_named_not_resumed(tmp_path, net):
    store = SaveStore(tmp_path)
    table = new_table("arigato", ["remote", "remote"], store=store)
    table.save()
    table.flush()
    data = {**store.read(table.slot).data, "net": net}
    with pytest.raises(ValueError, match="not a hosted game's save"):
        HostedTable.from_save(data, store, table.slot)
    assert HostedTable.from_save(store.read(table.slot).data, store, table.slot).code == table.code


def test_a_client_that_stops_reading_is_let_go_before_its_messages_pile_up():
    """A slow client: its outbox holds at most OUTBOX_MAX states; one more and the host closes
    the connection instead of keeping them all (the game does not wait for it)."""
    closed = []

    class _Socket:
        async def close(self, code, reason):
            closed.append((code, reason))

    async def scenario():
        table = new_table("daitoshi", ["remote", "remote"])
        room = Room(table, lambda coro: asyncio.ensure_future(coro), lambda *a, **k: None)
        conn = Connection(_Socket(), RateLimit())
        room.sit(conn, 0)
        for _ in range(OUTBOX_MAX):
            room.queue_state(conn)
        assert closed == []
        room.queue_state(conn)
        room.queue_state(conn)            # the next action: the connection is already let go
        await asyncio.sleep(0)            # the close runs as its own task
        return conn
    conn = run(scenario())
    assert closed == [(m.POLICY_VIOLATION, "not reading")]
    assert conn.outbox.qsize() == OUTBOX_MAX


def test_a_seat_takes_back_its_last_action_by_the_games_policy_and_play_goes_on():
    """Daitoshi's undo policy (game/core/daitoshi/undo.py): the seat's own last action, while it
    showed nothing new. Over the network the seat asks with its decision count; the game goes
    back to exactly where it was, and every client is told the story again."""
    async def scenario():
        host = await _hosted(game="daitoshi")          # seed 3: seat 1 decides first
        first_view = host.expected[(0, 1)][0]
        other, me = await _joined(host), await _joined(host)
        assert me.seat == 1
        start = await me.next_state()
        await me.act(start.legal[0], start.asked)
        played = await me.next_state()
        await me.undo(played.asked - 1)                # an old count: refused, nothing changes
        stale = await _refusal(me)
        await me.undo(played.asked)
        back = await me.next_state()
        await me.undo(back.asked)                      # nothing left to take back
        nothing = await _refusal(me)
        told = [await other.next_state() for _ in range(3)]   # the other seat saw it all too
        assert [s.move for s in told] == [0, 1, 0] and told[2].story == []
        # the seat plays on from a fresh connection (this one has read all it was sent)
        again = Client(LOOPBACK, host.port, host.table.code, token=me.token)
        await again.join()
        finals = await play_all(host, ["random", "random"], Checker(host), clients=[other, again])
        await host.close()
        return first_view, played, stale, back, nothing, finals, host
    first_view, played, stale, back, nothing, finals, host = run(scenario())
    assert played.move == 1 and stale.code == m.STALE
    assert back.move == 0 and back.asked == 0 and codec.encode(back.view) == first_view
    assert back.story == [] and back.view.history == []
    assert nothing.code == m.NOTHING_TO_UNDO
    assert finals[0]["scores"] == finals[1]["scores"] == host.table.final()["scores"]


def test_a_host_that_breaks_the_protocol_makes_the_player_give_up_not_crash():
    """The client checks the host's messages too: a view naming a class outside the rules is
    refused (nothing is built from it) and the headless player stops with a clear reason."""
    async def broken(ws):
        await ws.recv()
        await ws.send(m.dump({"type": "welcome", "protocol": 1, "game": "arigato", "players": 2,
                              "options": {}, "seat": 0, "token": "t"}))
        await ws.send(m.dump({"type": "state", "move": 0, "asked": 0, "seat": 0,
                              "view": {"o": "os.system", "f": {}}, "history_from": 0,
                              "history": [], "legal": [], "turn": [0], "story_from": 0,
                              "story": [], "undo": False}))
        await ws.wait_closed()

    async def scenario():
        async with websockets.serve(broken, LOOPBACK, 0) as server:
            port = server.sockets[0].getsockname()[1]
            with pytest.raises(GaveUp, match="protocol"):
                await play_seat(LOOPBACK, port, "ANY", "random")
    run(scenario())
