"""What the first table needs, made ready while the menu waits for the player.

The tables' modules (with the review code their marks import) take about 230 ms to import on
this machine (450–560 while they imported the network's code too), and they were imported in the
click that opened the first table: the window stood still that long. They are imported here on
a thread of their own from the menu's second frame, while the player reads the menu
(`TablesAhead`); the collector's one settling of what lives on (`settle_collector`) then follows
in a menu frame, not in the table's first (game/tools/MEASUREMENTS.md, "The first table made
ready at the menu").

Imports on two threads at once could meet one module half made in the other, so the frame
thread waits for this one before it does anything a player asked for (`App._frame`), and before
it opens a table by any other way (`App.start_session`).
"""

from __future__ import annotations

import gc
import threading


class TablesAhead:
    """The named games' tables imported on a thread; `done` once it has finished, however it
    finished (an import that fails here fails again, and is reported, where the table opens)."""

    def __init__(self, games: list[str]) -> None:
        self.failed: BaseException | None = None
        self.thread = threading.Thread(target=self._imports, args=(games,), name="tables-ahead", daemon=True)
        self.thread.start()

    def _imports(self, games: list[str]) -> None:
        try:
            # the point of this thread: the tables imported here, not at the click
            from game.ui.tables import table_for
            for name in games:
                table_for(name)
        except Exception as error:   # kept; the frame thread's own import reports it
            self.failed = error

    def done(self) -> bool:
        return not self.thread.is_alive()

    def wait(self) -> None:
        self.thread.join()


def settle_collector() -> None:
    """What lives on (the modules, the games' content, the fonts) frozen out of the garbage
    collector's passes: once a process, at the menu once the tables are imported (`App._frame`),
    or at the first table if the player was quicker. Left in, a full pass walked all of it in the
    middle of a game: a frame of 25 ms of CPU or more (`bench --frames` names it, "gc pass,
    generation 2"). Only the young and middle generations are collected first: a full collection
    here found 5 objects of garbage among 44,600 (a class an import made and dropped) and cost
    25–30 ms of CPU, a frame a player waited on, for a few hundred bytes kept (game/tools/
    MEASUREMENTS.md, "The first table made ready at the menu"). A game's own objects still set off
    a full pass now and then (a game makes about 15 middle passes, each adding to the oldest; at
    10 a full pass is weighed), 8 to 25 ms of CPU in a frame ("Frames" there): full passes are
    weighed only after FULL_PASS_AFTER middle ones. Each table's opening then makes one full pass
    (`table_opened`)."""
    global _settled
    if _settled:
        return
    _settled = True
    gc.collect(1)
    gc.freeze()
    young, middle, full = gc.get_threshold()
    gc.set_threshold(young, middle, max(full, FULL_PASS_AFTER))


def table_opened() -> None:
    """A table opened: settled first if not yet; then one full pass, so that the tables left
    before it (held in cycles, their pictures with them) go now, a few milliseconds of its
    loading, not in a full pass mid-game. Not frozen again: each table left would then stay in
    memory for good."""
    if not _settled:
        settle_collector()
        return
    gc.collect()


def settled() -> bool:
    return _settled


FULL_PASS_AFTER = 1000   # the collector's middle passes before it weighs a full one (Python's: 10)


_settled = False
