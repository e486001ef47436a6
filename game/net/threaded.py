"""A `Client` on the process's network loop (net_loop.py), for a caller that has a loop of its
own (the pygame client): `join()` blocks (off the frame: the join screens call it on a thread of
their own), while `act()`, `undo()`, `chat()` and `seat_look()` only post their message and
return at once; `states()` returns what has arrived, never waiting. A message that cannot be
sent ends the connection as the host's silence would: its end arrives in the inbox."""

from __future__ import annotations

import queue
import threading
from concurrent import futures

import websockets

from game.core.engine import Action
from game.net import net_loop
from game.net.client import OPEN_TIMEOUT, Client, ProtocolError, Refused


class News:
    """How many things have arrived in one or more inboxes (the connections of a hot-seat game
    share one), and a wait for the next: a frame loop with nothing new to draw blocks here
    instead of pacing itself with sleeps. A count, never cleared: a caller that reads `count`
    before taking what has come misses nothing that arrives after."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self.count = 0

    def arrived(self) -> None:
        with self._changed:
            self.count += 1
            self._changed.notify_all()

    def wait_past(self, seen: int, timeout: float) -> bool:
        """Until the count is past `seen` (True at once if it already is); False after
        `timeout` seconds with nothing new."""
        with self._changed:
            return self._changed.wait_for(lambda: self.count != seen, timeout)


class ThreadedClient:
    """A `Client` on the network loop, for a caller with its own loop (the pygame client).
    States and refusals arrive in `inbox` (a SeatState, a Lobby, a ChatLine, a SeatsNews, a
    Refused, the host's Closing, or a ConnectionError/ProtocolError when the connection ends)."""

    def __init__(self, address: str, port: int, code: str, token: str | None = None,
                 name: str | None = None, watch: bool = False,
                 fingerprint: str | None = None) -> None:
        self.client = Client(address, port, code, token, name, watch, fingerprint)
        self.inbox: queue.Queue = queue.Queue()
        self.news = News()          # told of everything put in `inbox`
        self.connection = 0         # which connection this is: one more for every join

    def join(self, timeout: float = OPEN_TIMEOUT + 5) -> dict:
        """Connect (blocking: never on the frame's thread); then states arrive in `inbox` until
        the game ends."""
        self.connection += 1
        welcome = net_loop.run(self.client.join(), timeout)
        net_loop.post(self._pump())
        return welcome

    def rejoin(self):
        """Join again with the seat's token, without waiting (a Future of the welcome): states
        arrive in `inbox` once it has joined."""
        self.connection += 1            # from now on the old connection's words are old news
        async def again():
            welcome = await self.client.join()
            net_loop.loop().create_task(self._pump())
            return welcome
        joining = net_loop.post(again())
        joining.add_done_callback(lambda _: self.news.arrived())   # failed or not: news to act on
        return joining

    def drop(self) -> None:
        """Cut the connection as a failing network would (the tests of a rejoin)."""
        net_loop.loop().call_soon_threadsafe(self.client.drop)

    async def _pump(self) -> None:
        # One pump per connection: once the seat joins again, what the old connection still
        # says (its end, above all) is no news of the new one. The end is put in the inbox
        # marked with its connection (`connection`), as it may land there after a new join
        # has begun.
        mine = self.connection
        while self.connection == mine:
            try:
                item = await self.client.next_news()
            except Refused as refusal:
                item = refusal
            except (websockets.ConnectionClosed, ProtocolError, OSError) as exc:
                exc.connection = mine
                self._arrived(exc)
                return
            if self.connection == mine:
                self._arrived(item)

    def _arrived(self, item) -> None:
        self.inbox.put(item)
        self.news.arrived()

    @property
    def game_record(self) -> dict | None:
        """The finished game's record as the host sent it (it arrives before the last state)."""
        return self.client.game_record

    def states(self) -> list:
        """Everything that has arrived since the last call, oldest first (never blocks)."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def _send(self, coro) -> futures.Future:
        """`coro` (a message to the host) posted to the network loop, never waited on: a message
        that cannot be sent is the end of this connection, put in `inbox` as the pump puts it."""
        mine = self.connection

        def sent(done: futures.Future) -> None:
            failed = None if done.cancelled() else done.exception()
            if failed is None:
                return
            if not isinstance(failed, (websockets.ConnectionClosed, ProtocolError, OSError)):
                failed = ConnectionError(f"not sent: {failed!r}")    # (no connection open)
            failed.connection = mine
            self._arrived(failed)
        posted = net_loop.post(coro)
        posted.add_done_callback(sent)
        return posted

    def act(self, action: Action, asked: int) -> futures.Future:
        """Send the seat's action, answering its decision number `asked`, without waiting: the
        host's answer (the next state, or a refusal) arrives in `inbox`."""
        return self._send(self.client.act(action, asked))

    def close(self, timeout: float = 5.0, leave: bool = False) -> None:
        """The connection closed (`leave`: the seat given up first, as before the start); the
        network loop goes on for the process's other connections."""
        try:
            net_loop.run(self.client.leave() if leave else self.client.close(), timeout)
        except futures.TimeoutError:
            self.drop()                 # a close the host does not answer: the line cut instead

    def seat_look(self, name: str | None = None, colour: int | None = None) -> futures.Future:
        """Ask for the seat's name and colour in the lobby (the answer is the next Lobby)."""
        return self._send(self.client.seat_look(name, colour))

    def chat(self, text: str) -> futures.Future:
        return self._send(self.client.chat(text))

    def undo(self, asked: int) -> futures.Future:
        """Ask to take back the seat's last action (its answer arrives in `inbox`)."""
        return self._send(self.client.undo(asked))
