"""What a frame does that can make it slow is counted (game/ui/frame_causes.py) and named by
`bench --frames`: a table standing still draws from its caches (no text drawn or measured anew,
no picture decoded or scaled, no board redrawn), the text cache lets go of its least recently
used text one at a time instead of emptying itself, and the first table opened freezes what
lives on out of the garbage collector's passes."""

from __future__ import annotations

import signal
import time

import pygame
import pytest

from fresh_process import run_fresh
from game.core import registry
from game.input.session import SeatConfig
from game.tools.frame_watch import BAR_MS, SAMPLE_AFTER_S, Collections, Frames, Watch
from game.tools.frames import bench_frames
from game.ui.ahead import FULL_PASS_AFTER
from game.ui import frame_causes as fc
from game.ui import theme as th

STILL = (fc.TEXT_DRAWN, fc.TEXT_MEASURED, fc.TEXT_FORGOTTEN, fc.FONT_OPENED, fc.PAPER_DRAWN,
         fc.PICTURE_DECODED, fc.PICTURE_SCALED, fc.CARD_DRAWN, fc.BOARD_REBUILT, fc.SPRITE_DRAWN)


@pytest.mark.parametrize("game", registry.available())
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_table_standing_still_draws_from_its_caches(make_app, game, size):
    """A person's turn, the mouse still over the table: after the table has settled, frames
    draw nothing anew (every cause the bench names stays at zero)."""
    app = make_app(size=size, games=[registry.spec(game)])
    spec = registry.spec(game)
    seats = [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "human")]
    app.start_session(app.new_session(spec, seats, {}, 7))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(size[0] // 2, size[1] // 3), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    for _ in range(90):                   # the opening: the board drawn, its motions done
        app.frame(1 / 60)
    before = fc.counts.copy()
    for _ in range(30):
        app.frame(1 / 60)
    done = fc.since(before)
    assert {k: v for k, v in done.items() if k in STILL or k.startswith(fc.REGION_DRAWN)} == {}
    assert app.frame_ms                   # the frames were drawn


def test_a_text_drawn_again_is_found_and_the_cache_never_empties(monkeypatch):
    pygame.font.init()                    # alone, no earlier test has started the fonts
    theme = th.Theme((1280, 720))
    monkeypatch.setattr(th, "TEXTS_KEPT", 50)
    monkeypatch.setattr(th, "_texts", th.OrderedDict())
    theme.render("kept", "sans", 14, th.INK)
    for n in range(200):                  # many texts, each once; "kept" drawn every frame
        theme.render(f"line {n}", "sans", 14, th.INK)
        before = fc.counts.copy()
        theme.render("kept", "sans", 14, th.INK)
        assert fc.since(before) == {}     # found: never drawn again
        assert len(th._texts) <= 50
    before = fc.counts.copy()
    theme.render("line 0", "sans", 14, th.INK)   # the oldest unused was let go, alone
    assert fc.since(before) == {fc.TEXT_DRAWN: 1, fc.TEXT_FORGOTTEN: 1}


def test_the_bench_names_its_slowest_frames_with_their_causes():
    out = bench_frames(["daitoshi"], players=2, frames=12, warmup=2)
    for row in out["tables"]:
        assert len(row["slowest"]) == len(row["slowest_cpu"]) == 5
        times = [f["ms"] for f in row["slowest"]]
        assert times == sorted(times, reverse=True) and times[0] == row["frame_ms_worst"]
        for f in row["slowest"] + row["slowest_cpu"]:
            assert set(f) == {"frame", "ms", "cpu_ms", "did", "before", "gc_ms", "moves_played", "page_faults",
                              "pages_read_in", "others_cpu_ms", "stacks", "stolen_ms", "system_ms"}
            assert 0 <= f["frame"] < row["frames"]
        # the frames' causes summed over the run: the names frame_causes.py counts (which regions
        # a run redraws depends on when the AI's moves land, so none is asked for by name)
        named = {v for k, v in vars(fc).items() if k.isupper() and isinstance(v, str)}
        assert all(k in named or k.startswith((fc.REGION_DRAWN, "gc pass")) for k in row["counted"])
        assert row["counted"].get(fc.TEXT_DRAWN, 0) > 0
        assert 0 <= row["frames_over_16_7_ms_without_steal"] <= row["frames_over_16_7_ms"]
        assert row["pages_read_in"] >= 0


def _two_frames_read(monkeypatch, readings) -> tuple[Frames, list[dict]]:
    """Two frames watched with the thread's usage (frame_watch.usage) read as `readings` at each
    frame's start and stop: the frames and the two named, in order."""
    read = iter(readings)
    monkeypatch.setattr("game.tools.frame_watch.usage", lambda: next(read))
    frames = Frames()
    with Watch(Collections()) as watch:
        for _ in range(2):
            watch.start()
            frames.add(**watch.stop(), moves=0)
    return frames, sorted(frames.named(frames.slowest), key=lambda f: f["frame"])


def test_a_frame_that_reads_pages_back_in_says_how_many(monkeypatch):
    """The thread's major faults counted per frame: a frame in which three pages were read back
    in names three, and the run sums them."""
    frames, named = _two_frames_read(monkeypatch, [(0, 10, 0.0), (0, 10, 0.0), (0, 10, 0.0), (0, 13, 0.0)])
    assert [f["pages_read_in"] for f in named] == [0, 3] and frames.causes()["pages_read_in"] == 3


def test_a_frame_that_ran_in_the_systems_code_says_how_long(monkeypatch):
    """The thread's system time counted per frame: a frame whose CPU time was 20 ms in the
    system's code names it, so a slow frame that ran no line of the program's can be told from
    one that did."""
    _, named = _two_frames_read(monkeypatch, [(0, 0, 1.0), (0, 0, 1.0), (0, 0, 1.0), (0, 0, 1.02)])
    assert [f["system_ms"] for f in named] == [0.0, 20.0]


def test_a_frame_over_the_bar_is_the_programs_own_only_when_the_host_took_nothing_in_it():
    frames = Frames()
    for ms, stolen in ((BAR_MS + 5, 0.0), (BAR_MS + 5, 10.0), (BAR_MS - 1, 0.0), (BAR_MS + 1, 0.0)):
        frames.add(ms, ms, {}, {}, 0.0, 0, stolen_ms=stolen)
    assert frames.over_bar == 3
    assert frames.over_without_steal() == 2        # the frame the host held 10 ms of is not counted
    assert frames.over_without_steal(first=1) == 1  # nor the frames before `first` (a warm-up)


FIRST_TABLE = """
import gc, json, sys, weakref
from game.core import registry
from game.input.session import SeatConfig
from game.ui.app import App
app = App(size=(1280, 720), settings_path=sys.argv[1] + "/settings.json", saves_dir=sys.argv[1] + "/saves")
app.open_menu()
app.frame(1 / 60)
before = gc.get_freeze_count()
spec = registry.spec("daitoshi")
seats = [SeatConfig("Aiko", 0, "human"), SeatConfig("Botan", 1, "ai", "easy")]
app.start_session(app.new_session(spec, seats, {}, 7))
first = gc.get_freeze_count()
app.quit_to_menu()
app.start_session(app.new_session(spec, seats, {}, 8))
second = weakref.ref(app.stack.top)
app.quit_to_menu()
app.start_session(app.new_session(spec, seats, {}, 9))
print(json.dumps([before, first, gc.get_freeze_count(), gc.get_threshold(), second() is None]))
"""


def test_the_first_table_freezes_what_lives_on_once(tmp_path):
    before, first, second, thresholds, left_gone = run_fresh(FIRST_TABLE, tmp_path)
    assert before == 0 and first > 10_000    # the modules, the content, the table: frozen
    assert second <= first                   # once a process: the second table is not frozen (kept for good)
    # and a game's own objects set off no full pass mid-game: those wait for many middle passes,
    assert thresholds[2] == FULL_PASS_AFTER > 10      # (Python's own: 10)
    assert left_gone                         # and a table left goes when the next one opens


SAMPLED = 10        # samples of its loop a slow part runs for
HANG_S = 60.0       # a bound on a hang, however busy the machine: not a measure


def _slow_part(watch: Watch) -> None:
    """Busy in Python until the sampler has read the same stack SAMPLED times (its loop's: a
    sample lands where the frame is, and a frame kept from a processor on a busy machine is
    sampled where it waited too, once a wait): a slow frame's cause, for the sampler to name.
    Busy for a set time, it got fewer samples the busier the machine."""
    samples, end = watch.sampling, time.monotonic() + HANG_S   # (read in the loop without a call of Python's
    while max(samples.values(), default=0) < SAMPLED and time.monotonic() < end:   # own: no sample lands outside it)
        pass


def test_a_slow_frame_names_where_its_time_went_and_a_quick_one_names_nothing():
    """bench --frames and bench --net name a slow frame's stack (game/tools/frame_watch.py,
    Stacks): the sampled lines are the slow part's; a frame under the sampling threshold has
    none, and leaving the watch gives the alarm signal back as it was. A quick frame is one the
    watch measured under the threshold: on a busy machine a frame of no work may wait longer than
    that for a processor, and is then sampled as any slow frame is (it is tried again)."""
    before = signal.getsignal(signal.SIGALRM)
    with Collections() as collections, Watch(collections) as watch:
        watch.start()
        _slow_part(watch)
        slow = watch.stop()
        quick = []
        while not any(q["ms"] < SAMPLE_AFTER_S * 1000 for q in quick) and len(quick) < 100:
            watch.start()
            quick.append(watch.stop())
    most = next(iter(slow["stacks"]))
    assert most.startswith("_slow_part (tests/ui/test_ui_frame_causes.py:") and slow["stacks"][most] >= SAMPLED
    assert any(q["ms"] < SAMPLE_AFTER_S * 1000 for q in quick)
    assert all(q["stacks"] == {} for q in quick if q["ms"] < SAMPLE_AFTER_S * 1000)
    assert signal.getsignal(signal.SIGALRM) == before
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
