import os
import threading
import time

# Headless by default: the client's tests and the smoke run need no screen and no sound card.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# Discovery (zeroconf, game/net/discovery.py) announces and browses on the loopback interface
# only, whatever a test opens: nothing in the suite sends multicast to any other network.
os.environ["ARIGATO_DISCOVERY"] = "127.0.0.1"
# Nor does a hosted game ask this machine's router for a port (game/net/router.py): only the
# router a test starts in network namespaces of its own is asked (tests/net/router_network.py).
os.environ["ARIGATO_ROUTER"] = "off"


import pytest  # noqa: E402

import collector  # noqa: E402 - tests/ is on the import path
import source_trees  # noqa: E402
import xdist_groups  # noqa: E402


def pytest_configure(config):
    """The collector's thresholds raised in every test process (tests/collector.py)."""
    collector.raise_thresholds()


def pytest_collection_finish(session):
    collector.freeze_what_lives_on()


@pytest.fixture(autouse=True)
def english_at_start():
    """Each test starts in English. The language on screen is the process's one (i18n), and a test
    in French that stopped half-way would otherwise leave the next test in the same process, in
    whatever order the processes take the tests, speaking French."""
    from game import i18n
    i18n.set_language("en")
    yield
    i18n.set_language("en")


# Threads that go on by design a moment after a network test closed what it opened: an announcement
# being withdrawn (zeroconf's goodbye, said three times; game/net/discovery.py `Announcing.close`
# without waiting) and a list of games closing (`Listening.close`: its browser closes on its own
# thread, at once). Each test waits for those it started once its own teardown is done, and fails
# on any thread of zeroconf's it started still there after them, naming it: one that nothing will
# close (`discovery_closed`). zeroconf draws its delays from the `random` module, and hypothesis
# warns when that module's state moves while it draws a test's data: a property test also starts
# only once no thread of zeroconf's is left in its process (`quiet_before_hypothesis`).
# tests/net/test_net_discovery_close.py checks the lists of games and the announcements leave none.
LINGERING = ("announce", "net-browse")
LINGER_BOUND = 60.0     # seconds: a bound on a goodbye that hangs, not a measure
# a ServiceBrowser's thread and the loops discovery runs zeroconf on (game/net/zeroconf_loop.py);
# the loop of a Zeroconf left to start its own
ZEROCONF = ("zeroconf-", "(_run_loop)")


def discovery_threads(among) -> list[threading.Thread]:
    """The threads of discovery (zeroconf's, and ours that open and close it) among `among`."""
    return [thread for thread in among if thread.is_alive() and (
        thread.name.startswith(LINGERING) or any(m in thread.name for m in ZEROCONF))]


@pytest.fixture(autouse=True)
def discovery_closed():
    """The test that leaves a thread of discovery running is the one that fails, not a later test
    of its process: after the test's own fixtures are torn down (this one is set up first, so torn
    down last), the threads it started that close on their own are waited for, with a hang's
    bound; any still there then is named. Costs nothing to a test that started none."""
    before = set(threading.enumerate())
    yield

    def started() -> list[threading.Thread]:    # a lingering thread may still start zeroconf's
        return discovery_threads(set(threading.enumerate()) - before)
    if not started():
        return
    deadline = time.monotonic() + LINGER_BOUND
    for thread in started():
        if thread.name.startswith(LINGERING):
            thread.join(max(0.0, deadline - time.monotonic()))
    for thread in started():    # zeroconf's end with what closes them: a moment at most
        thread.join(max(0.0, deadline - time.monotonic()))
    left = [thread.name for thread in started()]
    assert not left, f"threads of discovery this test started are still running: {left}"


@pytest.fixture(autouse=True)
def quiet_before_hypothesis(request):
    """A property test starts once no thread of zeroconf's is left in this process, so that no other
    thread draws from `random` while hypothesis draws."""
    if getattr(request.function, "is_hypothesis_test", False):
        deadline = time.monotonic() + LINGER_BOUND
        for thread in threading.enumerate():
            if thread.name.startswith(LINGERING):
                thread.join(max(0.0, deadline - time.monotonic()))
        left = [thread.name for thread in discovery_threads(threading.enumerate())]
        assert not left, f"zeroconf's threads outlived the test that opened them: {left}"
    yield


@pytest.fixture(autouse=True)
def tables_drawn_at_once(monkeypatch):
    """Both tables prepare their first picture over their first frames, under the screen before
    it (Arigatō's render/table.py `prepare`, Daitoshi's drawing.py `prepare_first`): tests that
    look at a table from its first frame see it drawn at once. tests/ui_arigato/
    test_arigato_first_frames.py and tests/ui_daitoshi/test_daitoshi_first_picture.py check the
    preparation itself, and `python -m game bench --frames` measures it."""
    from game.ui.tables.arigato.scene import ArigatoTable   # loaded by the first test, not at collection
    from game.ui.tables.daitoshi.scene import DaitoshiTable
    monkeypatch.setattr(ArigatoTable, "PREPARE_FIRST", False)
    monkeypatch.setattr(DaitoshiTable, "PREPARE_FIRST", False)


@pytest.fixture
def quick_hints(monkeypatch):
    """For a test of how a hint is shown (its words, its box, what it lights), not of how good it
    is: the tables' Hint asks the normal level's search, about a third of the hard one's time, and
    still ranks and weighs the moves as a hint does (game/ai/hint.py)."""
    from game.ui.tables.base import TableScene
    monkeypatch.setattr(TableScene, "HINT_LEVEL", "normal")


@pytest.fixture
def app(tmp_path):
    """A real App on the dummy driver with its files in the test's folder (tutorial_pilot.new_app)."""
    from tutorial_pilot import new_app
    made = new_app(tmp_path)
    yield made
    made.close(last=False, picture=False)


def pytest_collection_modifyitems(config, items):
    """The tests marked `long` (each takes many seconds: a whole game at the table, the smoke run,
    the fuzz) or `slow` (the executable's build) come first. The processes of a parallel run then
    share the many short tests out as they come free, and none is left alone with a long one at
    the end while the others wait. (The scheduler sends the groups of `xdist_group` out first,
    the largest first, whatever their place here: tests/xdist_groups.py keeps each group in one
    process.)"""
    items.sort(key=lambda item: not (item.get_closest_marker("long") or item.get_closest_marker("slow")))
    xdist_groups.keep_groups_together(config, items)


def pytest_runtest_teardown(item, nextitem):
    """The shared source trees (tests/source_trees.py) live only while their group runs: after
    its last test in this process they are dropped."""
    if source_trees.in_group(item) and (nextitem is None or not source_trees.in_group(nextitem)):
        source_trees.forget()
