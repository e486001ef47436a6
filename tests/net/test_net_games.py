"""Whole games over localhost: 1 to 5 headless clients of both games (and Daitoshi solo), each
seeing after every action exactly the host's view for its seat, and all agreeing on the end."""

import asyncio

import pytest

from game.core import registry
from game.net.player import play_seat
from net_helpers import LOOPBACK, Checker, WatchedHost, new_table, play_all, run


async def _whole_game(game, seats, options, agents):
    table = new_table(game, seats, options)
    host = WatchedHost(table)
    await host.start()
    checker = Checker(host)
    try:
        finals = await play_all(host, agents, checker)
    finally:
        await host.close()
    return table, finals, checker


@pytest.mark.parametrize("game, seats, options", [
    ("arigato", ["remote", "remote"], {}),
    ("arigato", ["remote", "remote", "remote", "ai:easy"], {}),
    ("arigato", ["remote"] * 5, {}),
    ("daitoshi", ["remote", "remote"], {}),
    ("daitoshi", ["remote", "remote", "ai:random"], {}),
    ("daitoshi", ["remote"], {"advisors": 3}),
])
@pytest.mark.long
def test_every_client_agrees_with_the_host_after_every_action(game, seats, options):
    remote = seats.count("remote")
    table, finals, checker = run(_whole_game(game, seats, options, ["random"] * remote))
    state = table.session.state
    assert state.is_over()
    expected = {"scores": [s.total for s in state.scores()], "winners": list(state.winners())}
    assert sorted(f["seat"] for f in finals) == list(range(remote))   # the remote seats come first
    for final in finals:
        assert {k: final[k] for k in expected} == expected
    # every remote seat checked a state after every action from its joining to the end
    moves = len(state.history)
    assert all(checker.last[seat] == moves for seat in range(remote))
    assert checker.checked >= moves
    assert checker.prompted > 0         # the seats' prompts were compared, not only absent ones



@pytest.mark.parametrize("game", registry.available())
def test_an_agent_that_reads_its_view_plays_from_the_view_it_received(game):
    """`easy` samples the hidden parts of the view it is given and searches them: here that
    view is the one rebuilt from the host's message, never the host's state."""
    table, finals, checker = run(_whole_game(game, ["remote", "remote"], {}, ["easy", "random"]))
    assert table.session.state.is_over()
    assert finals[0]["scores"] == finals[1]["scores"] == table.final()["scores"]
    assert checker.last[0] == len(table.session.state.history)


def test_two_tables_on_one_port_each_keep_to_their_own_game():
    """The code picks the table: two games at once on one host, every client checked against
    its own table."""
    async def scenario():
        host = WatchedHost(new_table("arigato", ["remote", "remote"], seed=8))
        other = host.add(new_table("daitoshi", ["remote", "remote"], seed=9))
        await host.start()
        first, second = Checker(host), Checker(other)
        players = [play_seat(LOOPBACK, host.port, room.table.code, "random", seed=s,
                             on_state=checker)
                   for s, (room, checker) in enumerate([(host.rooms[0], first), (other, second)] * 2)]
        finals = await asyncio.gather(*players)
        await host.close()
        return host, other, finals, first, second
    host, other, finals, first, second = run(scenario())
    for room, checker, mine in [(host.rooms[0], first, finals[0::2]), (other, second, finals[1::2])]:
        table = room.table
        assert table.is_over() and all(f["scores"] == table.final()["scores"] for f in mine)
        assert all(checker.last[seat] == len(table.session.state.history) for seat in (0, 1))
