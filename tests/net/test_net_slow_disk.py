"""A slow disk at the moment a seat is taken, or given back by the AI that stood in for it, holds
up no one else (game/net/room.py: the host waits for the disk off its loop, whole saves as well
as the journal's lines): while that table's whole save is held on an event, as a disk that takes
its time would hold it, the host still answers a seated player's keep-alive ping, still passes on
that table's chat, and another table still plays and sends its seats their states. The seat
itself is told its token only once the save that knows it is on disk.

No clock decides anything here: the save is held until the test lets it go, and what the host
did meanwhile is known by events. The hold has a bound (HOLD) only so that a host that waits for
the disk on its loop fails the test instead of hanging it."""

from __future__ import annotations

import asyncio
import hashlib
import threading

import pytest

from game.net.client import ChatLine, Client
from game.net.host import Host
from game.persistence.saves import SaveStore
from net_helpers import LOOPBACK, WAIT_BOUND, new_table, run

HOLD = WAIT_BOUND          # seconds a held save waits to be let go (a host blocked on it: a fail)
NEWS_MAX = 50              # messages read while looking for one (a bound on a wrong stream)


class HeldDisk:
    """The store's whole saves, the first once `armed` held until `release`: `entered` when it
    is held, `released` once it goes on (let go, or HOLD run out), `threads` where each held."""

    def __init__(self, store: SaveStore) -> None:
        self.write = store.write
        store.write = self._write
        self.armed = False
        self.entered, self.gate, self.released = (threading.Event(), threading.Event(),
                                                  threading.Event())
        self.threads: list[threading.Thread] = []

    def _write(self, slot: str, data: dict) -> None:
        if self.armed and not self.entered.is_set():
            self.threads.append(threading.current_thread())
            self.entered.set()
            self.gate.wait(HOLD)
            self.released.set()
        self.write(slot, data)

    async def held(self) -> None:
        """Until a save is held (waited for on a thread: the loop is not held by the test)."""
        assert await asyncio.get_running_loop().run_in_executor(None, self.entered.wait, HOLD)


async def heard_chat(client: Client, text: str) -> None:
    for _ in range(NEWS_MAX):
        news = await client.next_news()
        if isinstance(news, ChatLine) and news.text == text:
            return
    raise AssertionError("the chat line never came")


async def played_on(seats: list[Client], states: list) -> None:
    """The seat deciding plays its first legal action; every seat is sent the new state."""
    at = states[0].move
    mover = next(i for i, s in enumerate(states) if s.legal)
    await seats[mover].act(states[mover].legal[0], states[mover].asked)
    for i, client in enumerate(seats):
        for _ in range(NEWS_MAX):
            states[i] = await client.next_state()
            if states[i].move > at:
                break
    assert all(s.move == at + 1 for s in states)


@pytest.mark.parametrize("how", ["taken", "given_back"])
def test_a_slow_disk_as_a_seat_is_taken_or_given_back_holds_up_no_one_else(tmp_path, how):
    store = SaveStore(tmp_path / "slow")
    table = new_table("arigato", ["remote"] * 3, store=store)
    table.save()
    other = new_table("daitoshi", ["remote"] * 2, store=SaveStore(tmp_path / "other"))
    other.save()
    disk = HeldDisk(store)

    async def scenario():
        host = Host(table, bind=LOOPBACK)
        host.add(other)
        await host.start()
        try:
            first = Client(LOOPBACK, host.port, table.code)
            await first.join()
            await first.next_state()
            pair = [Client(LOOPBACK, host.port, other.code) for _ in range(2)]
            for client in pair:
                await client.join()
            states = [await client.next_state() for client in pair]
            coming = Client(LOOPBACK, host.port, table.code)
            if how == "given_back":              # the seat taken, dropped, given to an AI
                await coming.join()
                coming.drop()
                for _ in range(NEWS_MAX):
                    if 1 in host.rooms[0].away:
                        break
                    await first.next_news()
                assert 1 in host.rooms[0].away
                host.rooms[0].seat_ai(1, "random")
                await host.rooms[0].durable()   # the stand-in's save written, not held
                coming = Client(LOOPBACK, host.port, table.code, token=coming.token)
            disk.armed = True
            joining = asyncio.ensure_future(coming.join())    # its seat's save: held
            await disk.held()
            # meanwhile: the seated player's keep-alive is answered, the table's chat passed on,
            # the other table plays on; all while the save is still held
            await asyncio.wait_for(first._ws.ping(), HOLD)
            await first.chat("still here")
            await heard_chat(first, "still here")
            await played_on(pair, states)
            assert not disk.released.is_set(), "the host's loop waited for the disk"
            if how == "taken":                  # its token told once the save knowing it is kept
                assert not joining.done()
            disk.gate.set()
            welcome = await joining
            await coming.next_state()
            return welcome
        finally:
            disk.gate.set()
            await host.close()

    welcome = run(scenario())
    assert disk.threads and all(t is not threading.main_thread() for t in disk.threads)
    assert welcome["seat"] == 1
    kept = SaveStore(tmp_path / "slow").read(table.slot).data["net"]["seats"][1]
    assert kept["token_hash"] == hashlib.sha256(welcome["token"].encode()).hexdigest()
