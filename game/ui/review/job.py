"""A game's review made on a thread of its own, so the window keeps drawing while it runs: how far
it is, Cancel, and the finished review kept beside the record book (persistence/reviews.py) so it
opens at once the next time. A review cancelled is never kept."""

from __future__ import annotations

import threading

from game.ai.review import ReviewCancelled
from game.ai.review_data import Review
from game.persistence.reviews import ReviewStore, review_of


class ReviewJob:
    """Reviews `game` (a save or a record-book line) for its people's seats; `worlds` None is the
    review's own budget. Read `done`, `total`, `status` from the frame; `cancel()` from a click."""

    def __init__(self, game: dict, store: ReviewStore, worlds: int | None = None) -> None:
        self.game = game
        self.store = store
        self.worlds = worlds
        self.done = 0
        self.total = 0
        self.review: Review | None = None
        self.error: Exception | None = None       # why it could not be made
        self.not_kept: OSError | None = None      # made, but not written for next time: why
        self._cancel = threading.Event()
        self._keeping = threading.Lock()     # Cancel and the write never cross: cancelled, nothing kept
        self._thread = threading.Thread(target=self._run, daemon=True, name="review")
        self._thread.start()

    @property
    def status(self) -> str:
        """running, done, failed or cancelled."""
        if self._cancel.is_set():
            return "cancelled"
        if self.review is not None:
            return "done"
        return "failed" if self.error is not None else "running"

    def cancel(self) -> None:
        with self._keeping:
            self._cancel.set()

    def wait(self, timeout: float | None = None) -> None:
        """For tests and the smoke run: until the thread has ended."""
        self._thread.join(timeout)

    def _progress(self, done: int, total: int) -> None:
        self.done, self.total = done, total

    def _run(self) -> None:
        try:
            review = review_of(self.game, worlds=self.worlds, progress=self._progress, cancel=self._cancel)
        except ReviewCancelled:
            return
        except Exception as exc:  # noqa: BLE001 - a review must never take the window down
            self.error = exc
            return
        with self._keeping:
            if self._cancel.is_set():
                return
            try:
                self.store.write(self.game, review)
            except OSError as exc:
                self.not_kept = exc
            self.review = review
