"""A seat whose player drops: every other client is told it is away until it comes back; after
`drop_after` the host may seat an AI in its place (the dedicated host by itself with
`drop_ai`), and the player who comes back takes the seat back. A spectator sees the public view
and cannot act. The host's clock is the test's own; every socket is on 127.0.0.1."""

import asyncio

import pytest

from game.net import codec
from game.net import messages as m
from game.net.client import Client, Refused, SeatState, SeatsNews
from game.net.player import play_seat
from net_helpers import (LOOPBACK, Checker, TruthHost, WatchedHost, near_its_end, new_table,
                         play_all, run)

BOUND = 60.0


class Clock:
    """The host's time, moved by the test (no sleeping)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def _joined(host, **kw) -> Client:
    client = Client(LOOPBACK, host.port, host.table.code, **kw)
    await client.join()
    await asyncio.wait_for(client.next_state(), BOUND)
    return client


async def _news(client: Client, done) -> None:
    """Read what the host sends until `done(news)` holds for one message."""
    while True:
        news = await asyncio.wait_for(client.next_news(), BOUND)
        if done(news):
            return


async def _fresh(*clients: Client) -> None:
    """Join again on a new connection, so that a player starts from a state not yet read."""
    for client in clients:
        await client.join()


def _away(news) -> set[int]:
    seats = news.seats
    return {i for i, s in enumerate(seats) if s.get("away")}


async def _dropped(host, client: Client) -> None:
    """Cut the client as a failing line would, and wait until the host has seen it."""
    client.drop()
    room = host.rooms[0]
    for _ in range(2000):
        if client.seat in room.away:
            return
        await asyncio.sleep(0.005)
    raise AssertionError("the host never saw the drop")


def test_a_dropped_seat_is_told_away_to_the_others_until_it_comes_back():
    async def scenario():
        clock = Clock()
        # late in the game (the drop is told the same at any move), so that the game after it,
        # played to its end, is short
        host = WatchedHost(near_its_end("arigato", ["remote", "remote", "remote"], seed=3),
                           clock=clock)
        await host.start()
        a, b, c = [await _joined(host, name=n) for n in ("Aiko", "Botan", "Chie")]
        await _dropped(host, a)
        for other in (b, c):
            await _news(other, lambda n: isinstance(n, SeatsNews) and _away(n) == {0})
            assert other.away() == {0}
        # a client that joins meanwhile learns it from its first state
        assert host.rooms[0].overdue() == []          # no time has passed on the host's clock
        await a.join()
        back = await asyncio.wait_for(a.next_state(), BOUND)
        assert a.away() == set() and back.seats[0]["kind"] == "remote"
        for other in (b, c):
            await _news(other, lambda n: isinstance(n, SeatsNews) and _away(n) == set())
        assert 0 not in host.rooms[0].away
        await _fresh(a, b, c)
        finals = await play_all(host, ["random", "random", "random"], Checker(host),
                                clients=[a, b, c])
        assert all(f["scores"] == host.table.final()["scores"] for f in finals)
        await host.close()
    run(scenario())


@pytest.mark.long
def test_after_the_wait_the_host_may_keep_waiting_or_seat_an_ai_which_gives_the_seat_back():
    async def scenario():
        clock = Clock()
        table = new_table("daitoshi", ["remote", "remote"], seed=21)
        host = WatchedHost(table, clock=clock, drop_after=60.0)
        await host.start()
        room = host.rooms[0]
        a, b = await _joined(host, name="Aiko"), await _joined(host, name="Botan")
        await _dropped(host, a)
        clock.now += 59.0
        assert room.overdue() == []
        clock.now += 1.0
        assert room.overdue() == [0]
        room.keep_waiting(0)                        # asked again after another minute
        assert room.overdue() == [] and 0 in room.away
        clock.now += 60.0
        assert room.overdue() == [0]
        room.seat_ai(0, "random")
        assert table.is_stand_in(0) and room.overdue() == []
        await _news(b, lambda n: isinstance(n, SeatsNews) and n.seats[0]["kind"] == "ai"
                    and n.seats[0]["away"])
        # the AI plays seat 0 while seat 1 plays on: the game moves past seat 0's turns
        moves = len(table.session.state.history)
        seat0 = sum(1 for x in table.session.state.history if x.seat == 0)
        await _fresh(b)
        task = asyncio.ensure_future(play_seat(LOOPBACK, host.port, table.code, "random",
                                               seed=2, client=b))
        for _ in range(4000):
            if sum(1 for x in table.session.state.history if x.seat == 0) > seat0:
                break
            await asyncio.sleep(0.005)
        assert len(table.session.state.history) > moves
        assert sum(1 for x in table.session.state.history if x.seat == 0) > seat0
        # the player comes back with the seat's token and has the seat again
        await a.join()
        await asyncio.wait_for(a.next_state(), BOUND)
        assert not table.is_stand_in(0) and table.session.seats[0].is_human
        assert a.seats[0]["kind"] == "remote" and not a.seats[0]["away"]
        await _fresh(a)
        finals = await asyncio.gather(play_seat(LOOPBACK, host.port, table.code, "random",
                                                seed=1, client=a), task)
        assert finals[0]["scores"] == finals[1]["scores"] == table.final()["scores"]
        await host.close()
    run(scenario())


def test_the_dedicated_hosts_drop_ai_seats_an_ai_once_the_wait_is_over():
    async def scenario():
        table = near_its_end("arigato", ["remote", "remote"], seed=4)      # the AI plays it out
        host = WatchedHost(table, drop_after=0.0, drop_ai="random")
        await host.start()
        a, b = await _joined(host, name="Aiko"), await _joined(host, name="Botan")
        a.drop()
        await _news(b, lambda n: isinstance(n, SeatsNews) and n.seats[0]["kind"] == "ai")
        assert table.is_stand_in(0) and table.session.seats[0].difficulty == "random"
        await _fresh(b)
        final = await play_seat(LOOPBACK, host.port, table.code, "random", seed=2, client=b)
        await host.finish()
        assert final["scores"] == table.final()["scores"]
        await host.close()
    run(scenario())


def test_without_drop_ai_the_dedicated_host_only_waits():
    async def scenario():
        clock = Clock()
        table = new_table("arigato", ["remote", "remote"], seed=4)
        host = WatchedHost(table, clock=clock, drop_after=0.0)
        await host.start()
        a, b = await _joined(host), await _joined(host)
        await _dropped(host, a)
        await _news(b, lambda n: isinstance(n, SeatsNews) and _away(n) == {0})
        assert host.rooms[0].overdue() == [0] and not table.is_stand_in(0)
        await host.close()
    run(scenario())


def test_a_spectator_sees_the_public_view_and_cannot_act():
    async def scenario():
        table = new_table("arigato", ["remote", "remote"], seed=8)
        host = WatchedHost(table)
        await host.start()
        watcher = Client(LOOPBACK, host.port, table.code, watch=True)
        welcome = await watcher.join()
        assert welcome["seat"] == m.WATCHER and welcome["token"] == ""
        first = await asyncio.wait_for(watcher.next_state(), BOUND)
        assert first.legal == [] and not first.my_turn()
        assert codec.encode(first.view) == codec.encode(_public(table.session.state))
        await watcher.send_raw(m.dump({"type": "act", "asked": 0,
                                       "action": "end_day seat=0"}))
        try:
            await asyncio.wait_for(watcher.next_state(), BOUND)
            raise AssertionError("a spectator's action was not refused")
        except Refused as refused:
            assert refused.code == m.WATCHING
        await watcher.send_raw(m.dump({"type": "undo", "asked": 0}))
        try:
            await asyncio.wait_for(watcher.next_state(), BOUND)
            raise AssertionError("a spectator's undo was not refused")
        except Refused as refused:
            assert refused.code == m.WATCHING
        assert table.session.state.history == [] and table.open_seat() == 0
        await host.close()
    run(scenario())


def _public(state):
    view = state.view(m.WATCHER)
    view.seed = 0
    return view


def test_daitoshi_solo_watched_by_a_spectator_no_desync():
    """The issue's test: a solo game, its player and a spectator agreeing with the host on every
    view after every action."""
    async def scenario():
        table = new_table("daitoshi", ["remote"], {"advisors": 1}, seed=12)
        host = TruthHost(table)
        await host.start()
        watcher = Client(LOOPBACK, host.port, table.code, watch=True)
        await watcher.join()
        seen: list[SeatState] = []

        async def watch():
            while True:
                state = await asyncio.wait_for(watcher.next_state(), BOUND)
                seen.append(state)
                if state.final is not None:
                    return state.final
        watching = asyncio.ensure_future(watch())
        finals = await play_all(host, ["random"], Checker(host))
        final = await watching
        assert final == {k: finals[0][k] for k in ("scores", "winners")}
        moves = [s.move for s in seen]
        assert moves == sorted(moves) and moves[-1] == len(table.session.state.history)
        for state in seen:
            assert codec.encode(state.view) == codec.encode(_public(host.full[state.move]))
            assert state.legal == []
        await host.close()
    run(scenario())


def test_a_resumed_tables_players_are_away_until_they_rejoin_and_may_get_an_ai():
    """A host restarted from its save: the seats players had taken are waited for (told away
    to whoever comes back first), and with `drop_ai` an AI takes those not back in time."""
    async def scenario():
        clock = Clock()
        table = new_table("arigato", ["remote", "remote", "remote"], seed=6)
        tokens = [table.take_seat(name)[1] for name in ("Aiko", "Botan")]   # as before a restart
        host = WatchedHost(table, clock=clock)
        await host.start()
        room = host.rooms[0]
        assert sorted(room.away) == [0, 1] and room.overdue() == []
        aiko = Client(LOOPBACK, host.port, table.code, token=tokens[0])
        await aiko.join()
        first = await asyncio.wait_for(aiko.next_state(), BOUND)
        assert aiko.away() == {1} and not first.seats[2]["away"]     # seat 3 was never taken
        clock.now += 60.0
        assert room.overdue() == [1]
        await host.close()

        again = new_table("daitoshi", ["remote", "remote"], seed=19)
        again.take_seat("Aiko")
        dropped = WatchedHost(again, drop_after=0.0, drop_ai="random")
        await dropped.start()
        for _ in range(2000):
            if again.is_stand_in(0):
                break
            await asyncio.sleep(0.005)
        assert again.is_stand_in(0)
        await dropped.close()
    run(scenario())
