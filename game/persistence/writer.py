"""Saving off the frame: a game's save is written on a thread of its own.

A safe save (files.write_atomic: a temporary file, fsync, rename, the folder fsynced) costs
several milliseconds, up to twenty on a busy disk: written on the client's thread after every
move it would hold a frame past its 16.7 ms. The writer takes the newest data of its game and
writes it; data not yet written is simply replaced by newer data (each save holds the whole
game). After each write it reports to `done(error)` (None, or the OSError that stopped it), so
the table can say at once that the game could not be saved. `flush()` waits until what was
submitted is on disk (before the save is read back, deleted, or the program ends).
"""

from __future__ import annotations

import threading
from typing import Callable


class SaveWriter:
    asynchronous = True     # the session waits for `done`, not for the call, to know the outcome

    def __init__(self, write: Callable[[dict], None],
                 done: Callable[[OSError | None], None] | None = None) -> None:
        self.write = write
        self.done = done
        self._lock = threading.Condition()
        self._pending: dict | None = None
        self._busy = False
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="save-writer", daemon=True)
        self._thread.start()

    def __call__(self, data: dict) -> None:
        """Submit the game's newest save (returns at once; once closed, it writes it here)."""
        with self._lock:
            if not self._closed:
                self._pending = data
                self._lock.notify_all()
                return
        self._write(data)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until everything submitted is written; False if it took longer than `timeout`."""
        with self._lock:
            return self._lock.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self) -> None:
        """Write what is left, then stop the thread."""
        self.flush()
        with self._lock:
            self._closed = True
            self._lock.notify_all()

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None:
                    return
                data, self._pending, self._busy = self._pending, None, True
            self._write(data)
            with self._lock:
                self._busy = False
                self._lock.notify_all()

    def _write(self, data: dict) -> None:
        error = None
        try:
            self.write(data)
        except OSError as exc:
            error = exc
        except Exception as exc:  # noqa: BLE001 - a save that breaks is a failed save
            error = OSError(str(exc))
        if self.done is not None:
            self.done(error)
