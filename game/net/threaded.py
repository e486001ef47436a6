"""A `Client` on a thread of its own, for a caller that has a loop of its own (the pygame
client): `join()` and `act()` block briefly, `states()` returns what has arrived, never
waiting. The asyncio loop lives on a daemon thread, beside the caller's frames."""

from __future__ import annotations

import asyncio
import queue
import threading

import websockets

from game.core.engine import Action
from game.net.client import OPEN_TIMEOUT, Client, ProtocolError, Refused


class ThreadedClient:
    """A `Client` on a thread of its own, for a caller with its own loop (the pygame client).
    States and refusals arrive in `inbox` (a SeatState, a Refused, or a ConnectionError/
    ProtocolError when the connection ends)."""

    def __init__(self, address: str, port: int, code: str, token: str | None = None,
                 name: str | None = None) -> None:
        self.client = Client(address, port, code, token, name)
        self.inbox: queue.Queue = queue.Queue()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="net-client",
                                        daemon=True)
        self._thread.start()

    def _run(self, coro, timeout: float | None):
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout)

    def join(self, timeout: float = OPEN_TIMEOUT + 5) -> dict:
        """Connect (blocking); then states arrive in `inbox` until the game ends."""
        welcome = self._run(self.client.join(), timeout)
        asyncio.run_coroutine_threadsafe(self._pump(), self._loop)
        return welcome

    async def _pump(self) -> None:
        while True:
            try:
                state = await self.client.next_state()
            except Refused as refusal:
                self.inbox.put(refusal)
                continue
            except (websockets.ConnectionClosed, ProtocolError, OSError) as exc:
                self.inbox.put(exc)
                return
            self.inbox.put(state)

    def states(self) -> list:
        """Everything that has arrived since the last call, oldest first (never blocks)."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def act(self, action: Action, asked: int, timeout: float = 5.0) -> None:
        self._run(self.client.act(action, asked), timeout)

    def close(self, timeout: float = 5.0) -> None:
        try:
            self._run(self.client.close(), timeout)
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout)

    def undo(self, asked: int, timeout: float = 5.0) -> None:
        """Ask to take back the seat's last action (its answer arrives in `inbox`)."""
        self._run(self.client.undo(asked), timeout)
