"""The threads the AI seats think on, kept between decisions.

A thread started for each decision cost the frame that asked: `Thread.start()` waits until the
new thread runs, and that thread then keeps the interpreter for up to a switch interval (5 ms)
before the frame gets it back (bench --frames named such frames by their stacks:
game/tools/MEASUREMENTS.md, "Frames"). Here a decision is handed to a thread already waiting,
through a queue: asking costs the frame a put. A new thread starts only when every thread is
busy (the first decisions of a process, an abandoned agent still stuck in its search); a thread
idle for IDLE_SECONDS ends, so a process holding no game keeps none.

A decision asked for while the window draws a frame is held until the frame is drawn (`holding`,
App.frame): handed over at once, its thread took the interpreter from the rest of the frame's
drawing, for a switch interval at a time; at the frame's end it thinks while the window waits for
the next one. Whoever waits for an answer hands over what is held first (`flush`).

The threads are daemons: an agent stuck in a search never holds the process at exit, and the
controller abandons it as before (game/input/controllers.py). A job is any callable; whatever it
raises is its own business (the controllers hand exceptions to their futures).
"""

from __future__ import annotations

import queue
import threading
from contextlib import contextmanager
from typing import Callable

IDLE_SECONDS = 60.0


class Thinkers:
    """A pool of daemon threads that grows when every thread is busy and shrinks when idle."""

    def __init__(self, name: str = "ai-thinker", idle_seconds: float = IDLE_SECONDS) -> None:
        self.name = name
        self.idle_seconds = idle_seconds
        self.jobs: queue.SimpleQueue = queue.SimpleQueue()
        self.lock = threading.Lock()
        self.idle = 0          # threads waiting for a job that no job put has claimed yet
        self.threads = 0       # threads alive (started, not ended)
        self.started = 0       # threads started since the pool was made (tests read it)
        self.held: list | None = None   # jobs held while a frame is drawn (None: none is)

    @contextmanager
    def holding(self):
        """The jobs submitted inside handed over when it ends (a frame's drawing: App.frame)."""
        with self.lock:
            outer = self.held is not None
            if not outer:
                self.held = []
        try:
            yield
        finally:
            if not outer:
                with self.lock:
                    held, self.held = self.held, None
                for job in held:
                    self.submit(job)

    def flush(self) -> None:
        """The jobs held handed over now: someone waits for their answers."""
        with self.lock:
            held, self.held = self.held, ([] if self.held is not None else None)
        for job in held or ():
            self._hand(job)

    def submit(self, job: Callable[[], None]) -> None:
        """`job` run on a waiting thread (at the end of the frame being drawn, if one is); a
        thread is started only when none waits."""
        with self.lock:
            if self.held is not None:
                self.held.append(job)
                return
        self._hand(job)

    def _hand(self, job: Callable[[], None]) -> None:
        with self.lock:
            self.jobs.put(job)
            if self.idle > 0:
                self.idle -= 1
                return
            self.threads += 1
            self.started += 1
            n = self.started
        # a daemon: a stuck agent never blocks exit
        threading.Thread(target=self._work, name=f"{self.name}-{n}", daemon=True).start()

    def warm(self, n: int) -> None:
        """At least `n` threads waiting (started where the caller's frame can afford it: a table
        opening), so that the first decisions start none."""
        with self.lock:
            short = n - self.idle
            self.idle += max(0, short)
            self.threads += max(0, short)
            first = self.started
            self.started += max(0, short)
        for k in range(max(0, short)):
            threading.Thread(target=self._work, name=f"{self.name}-{first + k + 1}", daemon=True).start()

    def _work(self) -> None:
        # Counted: `idle` is the threads waiting less the jobs waiting; a thread started for a job
        # and one started idle (warm) are alike to it, whichever takes which job.
        while True:
            try:
                job = self.jobs.get(timeout=self.idle_seconds)
            except queue.Empty:
                with self.lock:
                    if self.jobs.empty():    # nothing put for it meanwhile: this thread goes
                        self.idle -= 1
                        self.threads -= 1
                        return
                continue
            try:
                job()
            except BaseException:  # noqa: BLE001 - a job's failure is its own; the thread waits on
                pass
            del job                # nothing of the decision kept alive while waiting
            with self.lock:
                self.idle += 1


#: the process's pool, shared by every AI seat of every game
THINKERS = Thinkers()
