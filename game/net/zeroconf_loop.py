"""A `Zeroconf` on an event loop whose thread this program starts and always ends (discovery.py's
announcements and lists of games each open one).

Started on its own, zeroconf runs its loop on a thread of its own and ends that thread only at the
last step of its `close()`; a step before it that waited longer than zeroconf's bound (three
seconds to gather the loop's tasks, which a loaded machine can stall that long) raised out of
`close()` and left the thread, its sockets and its timers running for the rest of the process.
Here zeroconf runs on our loop (a `Zeroconf` made on a running loop uses it), is closed on it,
and the loop is then stopped and its thread joined whatever that closing did.
"""

from __future__ import annotations

import asyncio
import threading

from zeroconf import InterfacesType, Zeroconf
from zeroconf.asyncio import AsyncZeroconf

HANG_BOUND = 60.0       # seconds: zeroconf's opening or closing taking this long has hung
SETTLE = 1.0            # seconds for what is still being sent (goodbyes) before the loop stops


class ZeroconfLoop:
    """`zc`, a Zeroconf serving on the thread `zeroconf-loop-<what>` until `close()`. Its
    blocking calls (register, update, unregister, ServiceBrowser) are made from other threads,
    as with zeroconf's own thread."""

    def __init__(self, interfaces: InterfacesType, what: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._serve, name=f"zeroconf-loop-{what}",
                                       daemon=True)
        self.thread.start()
        try:
            self.zc: Zeroconf = asyncio.run_coroutine_threadsafe(
                self._open(interfaces), self.loop).result(HANG_BOUND)
        except BaseException:
            self._end()
            raise

    async def _open(self, interfaces: InterfacesType) -> Zeroconf:
        zc = Zeroconf(interfaces=interfaces, use_asyncio=True)
        try:
            await zc.async_wait_for_start()     # its sockets ready: nothing asked goes unsent
        except BaseException:
            await AsyncZeroconf(zc=zc).async_close()
            raise
        return zc

    def _serve(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_forever()
        finally:
            # what zeroconf left scheduled is called off, then the loop's own sockets closed
            left = asyncio.all_tasks(self.loop)
            for task in left:
                task.cancel()
            if left:
                self.loop.run_until_complete(asyncio.wait(left, timeout=SETTLE))
            self.loop.close()

    async def _settle(self) -> None:
        """The tasks still under way (a goodbye is sent three times, 125 ms apart) given a moment."""
        left = asyncio.all_tasks() - {asyncio.current_task()}
        if left:
            await asyncio.wait(left, timeout=SETTLE)

    def close(self) -> None:
        """zeroconf closed on its loop (the goodbyes of what it still announces said, its
        sockets closed), then the loop stopped and its thread ended, even when closing failed."""
        if not self.thread.is_alive():
            return                      # closed already
        try:
            asyncio.run_coroutine_threadsafe(
                AsyncZeroconf(zc=self.zc).async_close(), self.loop).result(HANG_BOUND)
        finally:
            self._end()

    def _end(self) -> None:
        settled = asyncio.run_coroutine_threadsafe(self._settle(), self.loop)
        try:
            settled.result(HANG_BOUND)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join()
