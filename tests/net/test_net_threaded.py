"""The client for a caller with a loop of its own (the pygame client to come): a
`ThreadedClient` polled once a frame plays a seat to the end, agreeing with the host after every
action. The host runs on its own thread here, as it would in another program."""

import asyncio
import threading

from game.core.rng import Rng
from game.net.client import ChatLine, Lobby, Refused, SeatState
from game.net.threaded import ThreadedClient
from net_helpers import LOOPBACK, Checker, WatchedHost, new_table

FRAMES = 100_000      # an upper bound on the frames polled (each waits 10 ms at most)
FRAME = 0.01          # seconds: the most a frame waits for the host's news


def test_a_threaded_client_plays_its_seat_from_a_frame_loop():
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    table = new_table("daitoshi", ["remote", "ai:random"], seed=6)
    host = WatchedHost(table)
    asyncio.run_coroutine_threadsafe(host.start(), loop).result(30)
    checker = Checker(host)
    client = ThreadedClient(LOOPBACK, host.port, table.code, name="Frame loop")
    try:
        welcome = client.join()
        rng, latest, answered, final = Rng(3), None, None, None
        for _ in range(FRAMES):
            seen = client.news.count            # before taking what came: nothing later is missed
            for item in client.states():
                if isinstance(item, SeatState):
                    checker(client.client, item)
                    latest, final = item, item.final
                elif isinstance(item, Refused):
                    answered = None
                elif isinstance(item, (Lobby, ChatLine)):
                    continue          # the lobby's news (started at once here) and chat
                else:
                    raise item
            if final is not None:
                break
            if latest is not None and latest.my_turn() and latest.asked != answered:
                answered = latest.asked
                client.act(latest.legal[rng.below(len(latest.legal))], latest.asked)
            client.news.wait_past(seen, FRAME)   # the rest of the frame, over when news comes
    finally:
        client.close()
        asyncio.run_coroutine_threadsafe(host.close(), loop).result(30)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
    assert welcome["seat"] == 0 and table.session.seats[0].name == "Frame loop"
    assert final == table.final() and table.is_over()
    assert checker.last[0] == len(table.session.state.history)
