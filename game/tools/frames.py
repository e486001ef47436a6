"""`python -m game bench --frames`: how long the client takes to draw each game's table, in
software (SDL's dummy video driver, no GPU), at 1280x720 and 1920x1080. The bar of
game/ARCHITECTURE.md ("Quality bars"): 60 frames a second at 1920x1080; Daitoshi's own:
p95 under 4 ms and no frame over 16.7 ms.

A table whose game declares it (`GameSpec.frames_whole_game`: both games) is measured over a
whole game of AI seats (the easy agent, so thinking costs little), from its first frame to its
results, with motion on at 1x (every move told at the table's pace) and the mouse sweeping the
table (hover lights and tooltips). Other tables are sampled: some moves in, then a run of frames.
The sizes run one after the other in one process; `--size WxH` runs one size alone.
A frame is the whole of `App.frame`: input, update, drawing. Each row gives p50, p95, p99 and the
worst frame.

Each row also names its five slowest frames (`slowest`; game/tools/frame_watch.py, shared with
the slow-line bench), each with what it did and what ran just before it, in counts that do not
depend on how busy the machine is (game/ui/frame_causes.py):
texts drawn or measured anew, fonts opened, pictures drawn, decoded or scaled, the board redrawn
whole or region by region, the garbage collector's passes by generation (gc.callbacks, with the
milliseconds they took) and the moves played. Each names its CPU time beside its time: on a
machine other work shares, a frame slow in time but not in CPU time waited for a processor.
`slowest_cpu` names the five that took the most CPU time (what the code costs, whatever the
load), and `cpu_ms` gives the CPU time's p50, p95, p99 and worst beside the times (on a machine
other work shares, the percentiles that can be compared from run to run). `counted` sums the counts over the whole run, and `frames_over_16_7_ms` says how many
frames missed a 60 Hz refresh; `frames_over_16_7_ms_without_steal` how many of them the machine's
host took no time from (`stolen_ms` below): on a virtual machine, the program's own misses.

Each named frame also says how many pages of memory the measuring thread touched for the first
time in it (`page_faults`: minor faults, getrusage): a frame that makes a large picture pays for
its new memory page by page, and what a page costs is the machine's (at 1920x1080 an Arigatō
moment's 2,000 new pages took 10 ms of CPU in one run and 37 in the next, on this machine:
game/tools/MEASUREMENTS.md, "Frames"); `page_faults` gives their sum and the most in a frame.
`pages_read_in` (major faults) says how many pages its code or data had to read back in: a page
the system dropped while it was not used (a library's code), paid for in the frame that next needs
it; the run's sum beside `page_faults`.
`others_cpu_ms` is the CPU time the process's other threads took during the frame (in the
slow-line bench, the client's network thread and the line's), `stolen_ms` the time the
machine's host took from its processors meanwhile (a virtual machine's `steal`, in ticks of 10
ms: the frame's CPU clock runs on while the host holds its processor; frame_watch.stolen_ms),
and `system_ms` the part of the frame's CPU time spent in the system's code (system calls, faults,
interrupts taken while it ran; frame_watch.usage): a frame of much CPU time that ran few lines of
the program's says there whether the time was the system's or the program's own (a copy in SDL).
"""

from __future__ import annotations

import os
import statistics
import tempfile
from pathlib import Path

import pygame

from game.core import registry
from game.input.session import SeatConfig
from game.tools.frame_watch import Collections, Frames, Watch
from game.tools.load import load_1min
from game.ui.app import App

SIZES = ((1280, 720), (1920, 1080))
NAMES = ["Aiko", "Botan", "Chiyo", "Daichi"]
MAX_FRAMES = 60000              # a whole game's frames at 60 a second: over 16 minutes of play


def _table_frames(game: str, size: tuple[int, int], players: int, frames: int | None, warmup: int) -> Frames:
    """Frame times in ms, with the causes of the slowest; `frames` None: every frame of a whole
    game, to its results."""
    spec = registry.spec(game)
    with tempfile.TemporaryDirectory() as tmp:
        app = App(size=size, settings_path=Path(tmp) / "settings.json", saves_dir=Path(tmp) / "saves",
                  games=[spec])
        try:
            app.settings.anim_speed = 1.0
            app.open_menu()
            seats = [SeatConfig(NAMES[i], i, "ai", "easy") for i in range(players)]
            session = app.new_session(spec, seats, {}, 7)
            app.start_session(session)
            table = app.stack.top
            if frames is not None:
                for _ in range(warmup):            # some moves: a board with things on it
                    session.wait_for_ai()
                    app.frame(1 / 60)
            out = Frames()
            w, h = size
            i = 0
            with Collections() as collections, Watch(collections) as watch:
                while (i < frames) if frames is not None else (app.stack.top is table and i < MAX_FRAMES):
                    pos = (20 + (i * 37) % (w - 40), 20 + (i * 53) % (h - 40))
                    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                    if frames is None:
                        session.wait_for_ai()          # the AI's thinking is not the table's drawing
                    moves = len(session.state.history)
                    watch.start()
                    app.frame(1 / 60)
                    seen = watch.stop()
                    if frames is not None or app.stack.top is table:   # not the results screen's first frame
                        out.add(**seen, moves=len(session.state.history) - moves)
                    i += 1
            return out
        finally:
            app.close()


def figures(times: list[float]) -> dict:
    """The frame times' median, 95th and 99th percentiles and worst (ms), and the frame rate at
    the median, unrounded (the report rounds them for print; checks compare these)."""
    times = sorted(times)
    p50 = statistics.median(times)
    at = lambda q: times[min(len(times) - 1, int(len(times) * q))]  # noqa: E731
    return {"frame_ms_p50": p50, "frame_ms_p95": at(0.95), "frame_ms_p99": at(0.99),
            "frame_ms_worst": times[-1], "fps_at_p50": 1000 / p50}


def _row(game: str, size, players: int, frames: Frames, whole: bool) -> dict:
    shown = {k: round(v, 1 if k == "fps_at_p50" else 2) for k, v in figures(frames.times).items()}
    return {"game": game, "size": f"{size[0]}x{size[1]}", "players": players, "frames": len(frames.times),
            "whole_game": whole, **shown, "frames_over_16_7_ms": frames.over_bar,
            "frames_over_16_7_ms_without_steal": frames.over_without_steal(),
            "cpu_ms": {k[len("frame_ms_"):]: round(v, 2) for k, v in figures(frames.cpu).items()
                       if k.startswith("frame_ms")},
            **frames.causes()}


def sizes_asked(size: str) -> tuple[tuple[int, int], ...]:
    """`--size WxH`: that window size alone, in a process of its own (without it, every size of
    SIZES one after the other in one process, each in its own App: the text pictures of the
    first stay kept, theme.py `_texts`, as for a player who opens a game at one size, then
    another)."""
    try:
        w, h = (int(v) for v in size.lower().split("x"))
    except ValueError:
        raise SystemExit(f"--size {size}: a window size is written WIDTHxHEIGHT, as 1920x1080") from None
    if w <= 0 or h <= 0:
        raise SystemExit(f"--size {size}: a window is one pixel wide and high at least")
    return ((w, h),)


def bench_frames(games: list[str], players: int, frames: int | None = None, warmup: int = 240,
                 sizes: tuple[tuple[int, int], ...] | None = None) -> dict:
    """Frame figures per table and size (`sizes`, one after the other in this process). Without
    `frames`, a table whose game declares it runs a whole game (others 300 frames after `warmup`
    frames); with it, every table runs that many after the warm-up."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    out = []
    for game in games:
        whole = frames is None and registry.spec(game).frames_whole_game
        count = None if whole else (frames or 300)
        for size in sizes or SIZES:
            out.append(_row(game, size, players, _table_frames(game, size, players, count, warmup), whole))
    return {"tables": out, "load_1min": load_1min(),
            "bar": "60 fps at 1920x1080 (game/ARCHITECTURE.md): p50 under 16.7 ms; "
                   "Daitoshi: p95 under 4 ms, worst under 16.7 ms"}
