"""The host waits for the disk off its loop (game/net/room.py `durable`): while one table's
journal is being written, the host's other tables play on; no seat is sent a change before its
journal line is on disk; a change whose wait is cut short (the host closing) is still told, on
disk first, before anything later is played; a player joining meanwhile is told nothing before
it either, their seat's save on disk before their token; and a long wait for the disk is told to the
operator (every seat's answer waited as long)."""

from __future__ import annotations

import asyncio
import json
import threading

import pytest

from game.net.host import RateLimit
from game.net.room import SLOW_DISK, Connection, Room
from game.persistence.saves import SaveStore
from net_helpers import new_table, run


class Socket:
    """A connection's socket as a room sees it when nothing is written to it."""

    async def close(self, *args) -> None:
        pass


def seated(table, seats: int | None = None) -> tuple[Room, list[Connection], list[bool]]:
    """A room of `table` with a connection for each of its first `seats` (all when None); and,
    for each message put in any of their outboxes, whether the table's journal then had a line
    not yet on disk."""
    table.save()            # as a host does when it opens a table (written off its loop,
    table.sync()            # room.py `keep`): each action is then a line
    room = Room(table, lambda coro: asyncio.ensure_future(coro), lambda *a, **k: None)
    unsynced: list[bool] = []
    conns = []
    for seat in range(table.players if seats is None else seats):
        conn = Connection(Socket(), RateLimit())
        put = conn.put
        conn.put = lambda text, put=put: (unsynced.append(table.unsynced()), put(text))
        room.sit(conn, seat)
        conns.append(conn)
    return room, conns, unsynced


def a_move(table):
    """A change playing the first legal action of the first seat with one."""
    state = table.session.state
    seat = next(s for s in state.current_seats() if state.legal_actions(s))
    text = state.legal_actions(seat)[0].text()
    return lambda: table.act(seat, table.asked(seat), text)


def last_move(conn: Connection) -> int:
    """The move of the last state in the connection's outbox (emptied; the lobby passed over)."""
    told = [json.loads(conn.outbox.get_nowait()) for _ in range(conn.outbox.qsize())]
    return max(message["move"] for message in told if message["type"] == "state")


async def disk_waited_for(table) -> None:
    """Until the change is played and its line written, the disk being waited for (bounded)."""
    for _ in range(10_000):
        if table.unsynced():
            return
        await asyncio.sleep(0)
    raise AssertionError("the change never reached its journal")


def held_disk(table) -> threading.Event:
    """The table's journal waits for this event before it syncs (a slow disk)."""
    journal = table.session.autosave
    sync, gate = journal.sync, threading.Event()

    def slow() -> None:
        gate.wait(30)
        sync()
    journal.sync = slow
    return gate


def test_other_tables_play_on_while_one_tables_journal_waits_for_the_disk(tmp_path):
    slow = new_table("arigato", ["remote"] * 3, store=SaveStore(tmp_path / "slow"))
    quick = new_table("daitoshi", ["remote"] * 2, store=SaveStore(tmp_path / "quick"))

    async def scenario():
        slow_room, slow_conns, slow_unsynced = seated(slow)
        quick_room, quick_conns, quick_unsynced = seated(quick)
        gate = held_disk(slow)
        waiting = asyncio.ensure_future(slow_room.play(a_move(slow)))
        await disk_waited_for(slow)
        for _ in range(3):                      # the other table plays on meanwhile
            assert await quick_room.play(a_move(quick))
        assert last_move(quick_conns[0]) == 3
        assert all(conn.outbox.empty() for conn in slow_conns)   # told nothing before the disk
        gate.set()
        assert await waiting
        assert all(last_move(conn) == 1 for conn in slow_conns)
        return slow_unsynced + quick_unsynced
    unsynced = run(scenario())
    assert unsynced and not any(unsynced)       # every message put after its change was on disk


def test_a_change_whose_wait_for_the_disk_is_cut_short_is_still_told_on_disk_first(tmp_path):
    table = new_table("arigato", ["remote"] * 3, store=SaveStore(tmp_path))

    async def scenario():
        room, conns, unsynced = seated(table)
        gate = held_disk(table)
        waiting = asyncio.ensure_future(room.play(a_move(table)))
        await disk_waited_for(table)
        waiting.cancel()                        # the host closes meanwhile
        gate.set()
        await asyncio.gather(waiting, return_exceptions=True)
        assert all(last_move(conn) == 1 for conn in conns)
        assert await room.play(a_move(table))   # the next change is played after it
        assert all(last_move(conn) == 2 for conn in conns)
        return unsynced
    unsynced = run(scenario())
    assert unsynced and not any(unsynced)


@pytest.mark.parametrize("took", [0.2, SLOW_DISK, 3.0])
def test_a_long_wait_for_the_disk_is_told_to_the_operator(tmp_path, took):
    table = new_table("daitoshi", ["remote"] * 2, store=SaveStore(tmp_path))
    now = [100.0]
    journal = table.session.autosave
    sync = journal.sync

    def slow() -> None:             # the disk takes `took` seconds, as the room's clock says
        now[0] += took
        sync()
    journal.sync = slow

    async def scenario():
        room, conns, unsynced = seated(table)
        room.clock = lambda: now[0]
        notes = []
        room._note = lambda code, **params: notes.append((code, params))
        assert await room.play(a_move(table))
        assert last_move(conns[0]) == 1 and not any(unsynced)
        return notes
    told = [note for note in run(scenario()) if note[0] == "slow_disk"]
    assert told == ([("slow_disk", {"table": table.code, "seconds": round(took, 1)})]
                    if took >= SLOW_DISK else [])


def test_a_seat_taken_while_a_change_waits_for_the_disk_is_told_nothing_before_it(tmp_path):
    """A player joins while the last change's journal line waits for the disk: their welcome,
    the lobby and their state wait for it too (room.py `welcome`, off the loop), and their seat's
    save is on disk before its token is sent."""
    table = new_table("arigato", ["remote"] * 3, store=SaveStore(tmp_path))

    async def scenario():
        room, conns, unsynced = seated(table, 2)        # the third seat open
        gate = held_disk(table)
        waiting = asyncio.ensure_future(room.play(a_move(table)))
        await disk_waited_for(table)
        seat, token = table.take_seat("Newcomer", 2)
        newcomer = Connection(Socket(), RateLimit())
        put = newcomer.put
        newcomer.put = lambda text: (unsynced.append(table.unsynced()), put(text))
        joining = asyncio.ensure_future(room.welcome(newcomer, seat, {"type": "welcome"}))
        for _ in range(100):                    # the loop turns; the disk still holds them both
            await asyncio.sleep(0)
        assert newcomer.outbox.empty() and not joining.done()
        gate.set()
        assert await waiting and await joining
        told = [json.loads(newcomer.outbox.get_nowait())["type"]
                for _ in range(newcomer.outbox.qsize())]
        assert told == ["welcome", "lobby", "state"] and last_move(conns[0]) == 1
        return unsynced
    unsynced = run(scenario())
    assert unsynced and not any(unsynced)
    assert SaveStore(tmp_path).read(table.slot).data["net"]["seats"][2]["token_hash"] \
        == table.plans[2].token_hash
