"""The first table made ready while the menu waits (game/ui/ahead.py): the tables imported on a
thread from the menu, the collector settled in a menu frame, so that the click that opens the first
table imports nothing and walks no collector pass; and the frame thread never imports beside that
thread (it waits for it before anything a player asked for). A game at this computer loads none of
the network's code (game/input/face.py, `played_online`)."""

from __future__ import annotations

import threading

import pygame

from fresh_process import run_fresh
from game.ui import ahead

MENU_THEN_TABLE = """
import gc, json, sys, time
from game.core import registry
from game.input.session import SeatConfig
from game.ui.app import App
app = App(size=(1280, 720), settings_path=sys.argv[1] + "/settings.json", saves_dir=sys.argv[1] + "/saves")
app.open_menu()
app.frame(1 / 60)
tables = lambda: sorted(m for m in sys.modules if m.startswith("game.ui.tables."))
at_menu = [tables(), gc.get_freeze_count()]
app.look_ahead()
deadline = time.monotonic() + 60        # a bound on a hang, however busy the machine: not a measure
while app.ahead is not None and time.monotonic() < deadline:
    app.frame(1 / 60)
    time.sleep(0.01)
ready = [tables(), gc.get_freeze_count(), gc.get_threshold()[2]]
spec = registry.spec("daitoshi")
seats = [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "ai", "easy")]
app.start_session(app.new_session(spec, seats, {}, 7))
network = sorted(m for m in sys.modules if m.split(".")[0] in ("websockets", "cryptography", "zeroconf")
                 or m in ("game.net.host", "game.net.remote", "game.net.client", "game.net.hotseat"))
print(json.dumps([at_menu, ready, [tables(), gc.get_freeze_count()], type(app.stack.top).__name__, network]))
"""


def test_the_menu_imports_the_tables_and_settles_the_collector_before_any_click(tmp_path):
    at_menu, ready, at_table, top, network = run_fresh(MENU_THEN_TABLE, tmp_path)
    assert top == "DaitoshiTable"
    assert "game.ui.tables.daitoshi.scene" not in at_menu[0] and at_menu[1] == 0   # start-up spends nothing on them
    assert {"game.ui.tables.daitoshi.scene", "game.ui.tables.arigato.scene"} <= set(ready[0])
    assert ready[1] > 10_000 and ready[2] == ahead.FULL_PASS_AFTER     # settled at the menu
    assert at_table[0] == ready[0]      # opening the table imported no table module
    assert at_table[1] <= ready[1]      # nor froze again (each table left would stay for good)
    assert network == []                # a game at this computer loads none of the network's code


class Held(ahead.TablesAhead):
    """A thread that imports nothing and finishes only when the test lets it."""
    release = threading.Event()

    def _imports(self, games):
        self.release.wait(timeout=60)    # a bound on a hang: not a measure


def _held(app, monkeypatch):
    Held.release = threading.Event()
    settled = []
    monkeypatch.setattr("game.ui.app.settle_collector", lambda: settled.append(True))
    app.ahead = Held([])
    return settled


def test_a_pointer_moving_over_the_menu_does_not_wait_for_the_tables(app, monkeypatch):
    settled = _held(app, monkeypatch)
    try:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(200, 200), rel=(1, 1), buttons=(0, 0, 0)))
        app.frame(1 / 60)
        assert app.ahead is not None and not app.ahead.done() and not settled
    finally:
        Held.release.set()
        app.wait_ahead()


def test_a_click_waits_for_the_tables_then_the_collector_settles_in_that_frame(app, monkeypatch):
    settled = _held(app, monkeypatch)
    threading.Timer(0.2, Held.release.set).start()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    app.frame(1 / 60)                  # the frame handles the click only after the thread is done
    assert app.ahead is None and settled == [True]


def test_an_import_that_fails_ahead_is_kept_for_the_table_to_report(monkeypatch):
    def broken(name):
        raise ImportError("no such table")
    monkeypatch.setattr("game.ui.tables.table_for", broken)
    early = ahead.TablesAhead(["daitoshi"])
    early.wait()
    assert early.done() and isinstance(early.failed, ImportError)
