"""The client process's one network loop: an asyncio loop on a daemon thread of its own, shared
by every connection this process opens (each seat's `ThreadedClient`, and the host run inside the
client, hosting.py), however many there are. The frame's thread never runs it and never waits on
it: it posts work (`post`) and reads what arrives in its inboxes.

Started on first use and never stopped: a connection that closes only ends its own tasks, and the
thread, a daemon, ends with the process.
"""

from __future__ import annotations

import asyncio
import threading
from concurrent import futures

_lock = threading.Lock()
_loop: asyncio.AbstractEventLoop | None = None
_thread: threading.Thread | None = None


def loop() -> asyncio.AbstractEventLoop:
    """The process's network loop, running (started the first time it is asked for)."""
    global _loop, _thread
    with _lock:
        if _loop is None or _thread is None or not _thread.is_alive():
            _loop = asyncio.new_event_loop()
            _thread = threading.Thread(target=_loop.run_forever, name="net-loop", daemon=True)
            _thread.start()
        return _loop


def thread() -> threading.Thread:
    """The network loop's thread (the tests count the threads a client starts)."""
    loop()
    return _thread


def on_loop() -> bool:
    """The caller is the network loop's own thread (which must never wait on itself)."""
    return _thread is not None and threading.current_thread() is _thread


def post(coro) -> futures.Future:
    """`coro` run on the network loop; its Future at once, never waited on here."""
    return asyncio.run_coroutine_threadsafe(coro, loop())


def run(coro, timeout: float | None):
    """`coro` run on the network loop, waited on for at most `timeout` seconds: for the moments
    that may wait (a join off the frame, a host's start and close), never a frame's work."""
    if on_loop():
        coro.close()                    # never to run: said so, not left for the collector
        raise RuntimeError("the network loop cannot wait on itself")
    return post(coro).result(timeout)
