"""The lobby and the chat line of a hosted table: who holds which seat, each seat's
name and colour chosen before the host starts, nobody asked to decide before the start, and
chat lines passed on to every seat; every message checked by its schema, a bad one refused
and the game unchanged. Everything on 127.0.0.1."""

import pytest

from game.net import messages as m
from game.net.client import ChatLine, Client, Lobby, Refused
from game.net.host import CHAT_BURST
from game.net.table import TableRefusal
from net_helpers import LOOPBACK, WatchedHost, new_table, play_all, run


def _read_one(message: dict, kinds=m.FROM_CLIENT) -> dict:
    return m.read(m.dump(message), kinds, m.CLIENT_MESSAGE_MAX)


# --- the schemas ------------------------------------------------------------------------------------
@pytest.mark.parametrize("message", [
    {"type": "seat_look", "name": "Aiko"},
    {"type": "seat_look", "colour": 5},
    {"type": "seat_look", "name": "Émile à l'hôtel", "colour": 0},
    {"type": "chat", "text": "bonne chance !"},
    {"type": "chat", "text": "x" * m.CHAT_MAX},
    {"type": "leave"},
])
def test_a_lobby_or_chat_message_of_the_right_shape_is_read(message):
    assert _read_one(message) == message


@pytest.mark.parametrize("message, where", [
    ({"type": "seat_look", "name": ""}, "name"),
    ({"type": "seat_look", "name": "   "}, "name"),
    ({"type": "seat_look", "name": "x" * 41}, "name"),
    ({"type": "seat_look", "name": "a\nb"}, "name"),
    ({"type": "seat_look", "name": 7}, "name"),
    ({"type": "seat_look", "colour": 6}, "colour"),
    ({"type": "seat_look", "colour": -1}, "colour"),
    ({"type": "seat_look", "colour": True}, "colour"),
    ({"type": "seat_look", "colour": "red"}, "colour"),
    ({"type": "chat"}, "text"),
    ({"type": "chat", "text": ""}, "text"),
    ({"type": "chat", "text": " \t"}, "text"),
    ({"type": "chat", "text": "x" * (m.CHAT_MAX + 1)}, "text"),
    ({"type": "chat", "text": "ding\x07"}, "text"),
    ({"type": "chat", "text": ["hello"]}, "text"),
])
def test_a_bad_lobby_or_chat_message_is_refused_with_its_field(message, where):
    with pytest.raises(m.BadMessage) as refused:
        _read_one(message)
    assert refused.value.code == m.BAD_MESSAGE and refused.value.params["where"] == where


def test_a_host_may_not_send_a_lobby_or_chat_line_that_breaks_its_schema():
    good = {"type": "lobby", "started": False,
            "seats": [{"name": "Aiko", "colour": 1, "kind": "remote", "joined": True}]}
    assert m.read(m.dump(good), m.FROM_HOST, m.HOST_MESSAGE_MAX) == good
    for bad in ({**good, "started": "no"}, {**good, "seats": []},
                {**good, "seats": [{**good["seats"][0], "colour": 9}]},
                {**good, "seats": [{**good["seats"][0], "kind": "human"}]},
                {"type": "chat", "seat": 9, "name": "A", "text": "hi"},
                {"type": "chat", "seat": 0, "name": "A", "text": "x" * (m.CHAT_MAX + 1)}):
        with pytest.raises(m.BadMessage):
            m.read(m.dump(bad), m.FROM_HOST, m.HOST_MESSAGE_MAX)


# --- the table, without sockets -----------------------------------------------------------------------
def test_a_table_in_its_lobby_asks_nobody_and_refuses_a_move_until_started():
    table = new_table("arigato", ["remote", "remote", "ai:random"], lobby=True)
    seat, _ = table.take_seat("Aiko")
    message = table.message_for(seat)
    assert message["turn"] == [] and message["legal"] == []
    action = table.session.state.legal_actions(seat)[0]
    with pytest.raises(TableRefusal) as refused:
        table.act(seat, 0, action.text())
    assert refused.value.code == m.NOT_STARTED and not table.session.state.history
    assert [s["joined"] for s in table.lobby()["seats"]] == [True, False, True]
    table.start()
    message = table.message_for(seat)
    assert seat in message["turn"] and action.text() in message["legal"]
    table.act(seat, 0, action.text())
    assert len(table.session.state.history) == 1


def test_a_colour_another_seat_holds_is_refused_and_nothing_changes_after_the_start():
    table = new_table("daitoshi", ["remote", "remote"], lobby=True, colours=[2, 4])
    table.set_look(0, name="Aiko", colour=3)
    assert (table.session.seats[0].name, table.session.seats[0].colour) == ("Aiko", 3)
    with pytest.raises(TableRefusal) as refused:
        table.set_look(1, colour=3)
    assert refused.value.code == m.COLOUR_TAKEN and table.session.seats[1].colour == 4
    table.start()
    with pytest.raises(TableRefusal) as refused:
        table.set_look(0, name="Later")
    assert refused.value.code == m.NOT_IN_LOBBY and table.session.seats[0].name == "Aiko"


def test_a_name_another_seat_holds_is_refused_whatever_its_case_and_nothing_changes():
    table = new_table("arigato", ["remote", "remote", "remote"], lobby=True)
    table.take_seat("Botan")
    with pytest.raises(TableRefusal) as refused:
        table.set_look(1, name=" botan ")
    assert refused.value.code == m.NAME_TAKEN and table.session.seats[1].name == "Seat 2"
    with pytest.raises(TableRefusal) as refused:      # a friend joining under that name
        table.take_seat("BOTAN")
    assert refused.value.code == m.NAME_TAKEN and table.open_seats() == [1, 2]
    table.set_look(0, name="Botan")                   # its own name again is no clash
    table.set_look(1, name="Chiyo")
    assert [s.name for s in table.session.seats[:2]] == ["Botan", "Chiyo"]


# --- the lobby over 127.0.0.1 --------------------------------------------------------------------------
async def _lobby_host(seats=("remote", "remote", "ai:random"), game="arigato"):
    host = WatchedHost(new_table(game, list(seats), seed=4, lobby=True))
    await host.start()
    return host


async def _news(client: Client, kind, where=lambda news: True):
    """The next news of this kind (others passed over; a refusal raises)."""
    while True:
        news = await client.next_news()
        if isinstance(news, kind) and where(news):
            return news


async def _refusal(client: Client) -> Refused:
    while True:
        try:
            await client.next_news()
        except Refused as refusal:
            return refusal


def test_every_seat_sees_who_joined_and_the_looks_chosen_then_the_host_starts():
    async def scenario():
        host = await _lobby_host()
        aiko = Client(LOOPBACK, host.port, host.table.code, name="Aiko")
        await aiko.join()
        state = await aiko.next_state()          # the lobby came first, and is kept
        first, before_start = aiko.lobby, (state.turn, list(state.legal))
        botan = Client(LOOPBACK, host.port, host.table.code, name="Botan")
        await botan.join()
        full = await _news(aiko, Lobby, lambda lobby: lobby.open_seats() == 0)
        await botan.seat_look(name="Botan the Bold", colour=first.seats[0].colour)
        taken = await _refusal(botan)
        await botan.seat_look(name="Botan the Bold", colour=5)
        seen_by_aiko = await _news(aiko, Lobby, lambda lobby: lobby.seats[1].colour == 5)
        host._first.start()
        started = await _news(botan, Lobby, lambda lobby: lobby.started)
        asked = await aiko.next_state()
        finals = await play_all(host, ["random", "random"], clients=[aiko, botan])
        await host.close()
        return first, full, taken, seen_by_aiko, before_start, started, asked, finals
    first, full, taken, seen, before_start, started, asked, finals = run(scenario(), 90)
    assert [s.joined for s in first.seats] == [True, False, True] and not first.started
    assert [s.name for s in full.seats[:2]] == ["Aiko", "Botan"] and full.open_seats() == 0
    assert taken.code == m.COLOUR_TAKEN
    assert (seen.seats[1].name, seen.seats[1].colour) == ("Botan the Bold", 5)
    assert before_start == ([], [])
    assert started.started and started.seats[1].name == "Botan the Bold"
    assert 0 in asked.turn and asked.legal
    assert finals[0]["scores"] == finals[1]["scores"]


def test_a_seat_left_in_the_lobby_is_open_again_and_kept_once_started():
    async def scenario():
        host = await _lobby_host(("remote", "remote"), game="daitoshi")
        aiko = Client(LOOPBACK, host.port, host.table.code, name="Aiko")
        botan = Client(LOOPBACK, host.port, host.table.code, name="Botan")
        await aiko.join()
        await botan.join()
        await _news(aiko, Lobby, lambda lobby: lobby.open_seats() == 0)
        await botan.leave()
        freed = await _news(aiko, Lobby, lambda lobby: lobby.open_seats() == 1)
        old_token = botan.token
        chika = Client(LOOPBACK, host.port, host.table.code, name="Chika")
        welcome = await chika.join()
        full = await _news(aiko, Lobby, lambda lobby: lobby.open_seats() == 0)
        back = Client(LOOPBACK, host.port, host.table.code, token=old_token)
        try:
            await back.join()
            refused = None
        except Refused as refusal:
            refused = refusal
        host._first.start()
        await _news(chika, Lobby, lambda lobby: lobby.started)
        await chika.leave()                      # after the start: the seat waits for Chika
        kept = host.table.open_seat()
        await host.close()
        return freed, welcome, full, refused, kept
    freed, welcome, full, refused, kept = run(scenario(), 90)
    assert [s.joined for s in freed.seats] == [True, False] and freed.seats[1].name == "Seat 2"
    assert welcome["seat"] == 1 and full.seats[1].name == "Chika"
    assert refused is not None and refused.code == m.BAD_TOKEN     # Botan's token holds nothing
    assert kept is None


def test_a_chat_line_reaches_every_seat_and_a_flood_is_refused_without_harm():
    async def scenario():
        host = await _lobby_host(("remote", "remote"), game="daitoshi")
        aiko = Client(LOOPBACK, host.port, host.table.code, name="Aiko")
        botan = Client(LOOPBACK, host.port, host.table.code, name="Botan")
        await aiko.join()
        await botan.join()
        await aiko.chat("  ready when you are  ")
        heard = await _news(botan, ChatLine), await _news(aiko, ChatLine)
        await botan.send_raw(m.dump({"type": "chat", "text": "x" * (m.CHAT_MAX + 1)}))
        too_long = await _refusal(botan)
        for k in range(CHAT_BURST + 1):
            await botan.chat(f"line {k}")
        too_fast = await _refusal(botan)
        lines = []
        while len(lines) < CHAT_BURST:
            lines.append(await _news(aiko, ChatLine))
        history = list(host.table.session.state.history)
        await host.close()
        return heard, too_long, too_fast, lines, history, botan
    heard, too_long, too_fast, lines, history, botan = run(scenario(), 90)
    assert heard[0] == heard[1] == ChatLine(0, "Aiko", "ready when you are")
    assert too_long.code == m.BAD_MESSAGE and too_long.params["where"] == "text"
    assert too_fast.code == m.TOO_FAST and too_fast.params["of"] == "chat"   # no move's refusal
    assert [line.text for line in lines] == [f"line {k}" for k in range(CHAT_BURST)]
    assert all(line.seat == 1 and line.name == "Botan" for line in lines)
    assert history == [] and botan.joins == 1      # refused, never disconnected


def test_a_dedicated_host_starts_at_once_and_says_so():
    async def scenario():
        host = WatchedHost(new_table("daitoshi", ["remote", "ai:random"], seed=2))
        await host.start()
        me = Client(LOOPBACK, host.port, host.table.code)
        await me.join()
        lobby = await _news(me, Lobby)
        state = await me.next_state()
        await host.close()
        return lobby, state
    lobby, state = run(scenario(), 90)
    assert lobby.started and lobby.open_seats() == 0
    assert state.turn                     # somebody is asked at once
