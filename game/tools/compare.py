"""`python -m game bench --compare REV`: the rules' speed and the tables' frames of this working
tree beside those of an earlier commit, measured side by side in one run ("frames and
rules speed within 5% of before, measured side by side in one run").

REV is checked out into a temporary git worktree (removed at the end). Each round measures both
trees in turn, the order swapped every round so that a machine growing busier or quieter weighs
on both alike, each measure in a fresh Python process started in that tree, so that `import game`
is that tree's. What both sides run is the same probe (PROBE below), written with the calls every
commit since b3f3713 has: `game.tools.bench.bench_rules(game, players, games, seed)` (random
games, the clone) and its own loop over `App.frame` for a table's frames in software at 1280x720
and 1920x1080 (AI seats at the easy level, motion at 1x, the mouse sweeping the table, a warm-up of
moves first). Only the games both trees register are compared. The rules' games are dealt as
each tree deals them (since the keyed deal, game/core/rng.py, by it: its cost is in the figure);
the frames' game is dealt by the first deal in both, so that both trees draw the same game.

Every round of either tree draws the same frames. The client's AI seats think on worker threads,
so which frame a move lands on used to depend on the machine: one tree's rounds reached other
positions, drew other things and shared the processor with the thinking (at e785d22 one tree's
per-round p50 spread threefold). The probe holds each seat's thinking (a thread started by the
controllers, or a job handed to their pool) and runs it between two frames, off the clock, so a move asked for in one frame is played in the next, and the report's
`same_play` checks that every round of both trees played the same number of moves per table.

Each frames sample is one round's median frame (p50 over `frames` frames); the figure compared is
the best of the rounds (the lowest p50, the highest rate), with the medians beside it. A busy
machine only ever adds time to a measure, never takes it away, so the best round is the nearest
to the code's own cost, and the rounds' median moves with whatever else the machine ran. Each
ratio is this tree's speed over REV's (above 1: faster now; `within_5pct` when at least 0.95).
The load average is read before and after.

Time is the measuring thread's CPU time by default (`clock="cpu"`: `time.thread_time`), so that a
machine other work shares slows neither tree's figures by making it wait for a processor;
`clock="wall"` uses `perf_counter`, for an idle machine. Daitoshi's table draws its regions within
a time budget per frame: in the probe that budget reads the same clock. CPU time still grows with
the load (shared caches), which is why the trees alternate and the best round is kept.

On a small shared machine even that varies twofold between runs, too much to settle 5%: then
`clock="instructions"` counts the measuring thread's instructions retired instead (Linux perf
events, game/tools/instructions.py, loaded by both trees' probe from this tree's file), which
repeat within about 0.1% whatever else runs. Where perf events are refused, `clock="callgrind"`
counts the tables' frames under valgrind instead (game/tools/callgrind_clock.py): each frame's
instructions, the same in every run, in the same units as `instructions` (the rules are not
measured on it: their figures are rates of timed spans). The figures keep their names and change their units
(UNITS, named in every row): a second becomes a billion instructions, so a frame is counted in
millions of instructions, a clone in thousands, the rules in decisions per billion; Daitoshi's
drawing budget (render.py, `BUDGET`: 2.5 ms before 6662fc9, 1 ms since) becomes as many million
instructions, the same cut in every round. Where the counter cannot be opened the compare is
refused (`Refused`, saying why) rather than measured on another clock.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import game
from game.core import registry
from game.tools import callgrind_clock, instructions
from game.tools.commit import described
from game.tools.load import load_average

HERE = Path(game.__file__).resolve().parents[1]     # the working tree being measured
BAR = 0.95                                          # within 5% of before
COUNTER = Path(instructions.__file__).resolve()     # the instruction counter both probes load

# each clock's unit for each figure: the probe's tick reads billions of instructions where a clock
# reads seconds, so the frames' "ms" are millions of instructions, the clones' "µs" thousands, and
# the rules' rate stays in whole decisions at 0.1 resolution (per million it would be about 5.0)
UNITS = {
    "cpu": {"decisions_per_second": "decisions a second", "clone_us": "µs a clone",
            "frame_ms_p50": "ms a frame"},
    "instructions": {"decisions_per_second": "decisions per billion instructions",
                     "clone_us": "thousand instructions a clone", "frame_ms_p50": "Minstr a frame"},
}
UNITS["wall"] = UNITS["cpu"]
UNITS["callgrind"] = {"frame_ms_p50": "Minstr a frame"}


class Refused(Exception):
    """The compare cannot be measured as asked (the clock is not there): nothing was run."""


# Run in a fresh process inside one tree; prints one JSON object: {"figures": {game: {figure: value}},
# "moves": {"game size": moves played by the last frame}}. It checks that `game` is that tree's own
# (the current directory comes first on the path of `python -c`). The AI seats' worker threads are
# held (`Held`) and run between frames: see the docstring.
PROBE = r"""
import inspect, json, os, statistics, sys, tempfile, threading, time, types
from pathlib import Path
import game
assert Path(game.__file__).resolve().is_relative_to(Path.cwd().resolve()), game.__file__
from game.core import registry
kind, games, players, count, seed, warmup, clock, counter_file = json.loads(sys.argv[1])
tick = time.thread_time if clock == "cpu" else time.perf_counter
if clock == "instructions":               # this thread's, in billions of instructions: see UNITS
    import importlib.util
    found = importlib.util.spec_from_file_location("bench_instructions", counter_file)
    instructions = importlib.util.module_from_spec(found)
    found.loader.exec_module(instructions)
    read = instructions.counter()
    tick = lambda: read() / 1e9
marks = None
if clock == "callgrind":                  # counted by valgrind between marks; a clock that steps
    import ctypes, itertools              # at each reading, so budgets run out after as many steps
    marks = ctypes.CDLL(counter_file)
    readings, dumps = itertools.count(), itertools.count(1)
    tick = lambda: next(readings) * 0.00025

    def counted():
        # the instructions collected since the last dump: dumped, read and let go (callgrind
        # numbers its dumps beside its out file, callgrind_clock.OUT, in the marks' folder)
        marks.dump(b"frame")
        dumped = os.path.join(os.path.dirname(counter_file), f"callgrind.out.{next(dumps)}")
        with open(dumped) as text:
            summary = next(line for line in text if line.startswith("summary:"))
        os.remove(dumped)
        return int(summary.split()[1])
shim = types.SimpleNamespace(**{k: getattr(time, k) for k in dir(time) if not k.startswith("_")})
shim.perf_counter = tick
if marks:                                 # every clock a drawing budget may read: the stepping one
    shim.thread_time = shim.process_time = shim.monotonic = tick
out, moves = {}, {}
if kind == "rules":
    import game.tools.bench
    game.tools.bench.time = shim          # the rules' bench reads `time.perf_counter`
    from game.tools.bench import bench_rules
    for name in games:
        if name in registry.available():
            row = bench_rules(name, players, count, seed)
            out[name] = {"decisions_per_second": row["decisions_per_second"], "clone_us": row["clone_us"]}
else:
    import pygame
    import game.input.controllers
    import game.ui.tables.daitoshi.render
    from game.input.session import SeatConfig
    from game.ui.app import App
    held = []                             # the AI seats' thinking, run between frames

    class Held:
        def __init__(self, target, **_):
            self.target = target

        def start(self):
            held.append(self.target)

    later = types.SimpleNamespace(**{k: getattr(threading, k) for k in dir(threading) if not k.startswith("_")})
    later.Thread = Held
    game.input.controllers.threading = later
    try:                                  # a tree whose AI seats think on a pool (input/thinkers.py)
        from game.input.thinkers import THINKERS
        THINKERS.submit = held.append
    except ImportError:
        pass
    game.ui.tables.daitoshi.render.time = shim
    names = ["Aiko", "Botan", "Chiyo", "Daichi"]
    for name in games:
        if name not in registry.available():
            continue
        spec = registry.spec(name)
        for w, h in ((1280, 720), (1920, 1080)):
            with tempfile.TemporaryDirectory() as tmp:
                app = App(size=(w, h), settings_path=Path(tmp) / "settings.json", saves_dir=Path(tmp) / "saves",
                          games=[spec])
                try:
                    app.settings.anim_speed = 1.0
                    app.open_menu()
                    seats = [SeatConfig(names[i], i, "ai", "easy") for i in range(players)]
                    # the same game in both trees: seed 7 on the first deal, which a tree with
                    # the keyed deal names (frames compare drawing, not dealing)
                    first = {"deal": "splitmix"} if "deal" in inspect.signature(App.new_session).parameters else {}
                    session = app.new_session(spec, seats, {}, 7, **first)
                    app.start_session(session)
                    times = []
                    if marks:             # every budget of the table's drawing reads the stepping clock
                        for module in [m for n, m in sys.modules.items() if n.startswith("game.ui.tables")]:
                            if getattr(module, "time", None) is time:
                                module.time = shim
                        marks.instrument()
                    for i in range(warmup + count):
                        while held:
                            held.pop(0)()
                        if i < warmup:
                            app.frame(1 / 60)
                            continue
                        # the mouse sweeps the table (hover lights and tooltips)
                        pos = (20 + (i * 37) % (w - 40), 20 + (i * 53) % (h - 40))
                        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                             buttons=(0, 0, 0)))
                        if marks:
                            marks.collect()
                            app.frame(1 / 60)
                            marks.collect()
                            times.append(counted() / 1e6)
                        else:
                            start = tick()
                            app.frame(1 / 60)
                            times.append((tick() - start) * 1000)
                    out.setdefault(name, {})[f"{w}x{h}"] = statistics.median(times)
                    moves[f"{name} {w}x{h}"] = len(session.state.history)
                finally:
                    app.close()
print(json.dumps({"figures": out, "moves": moves}))
"""

# (figure, higher is faster): how a figure turns into a speed ratio, this tree over REV
FASTER_WHEN_HIGHER = {"decisions_per_second": True, "clone_us": False, "frame_ms_p50": False}


def _git(*args: str, cwd: Path = HERE) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True).stdout.strip()


def commit_of(rev: str) -> str:
    """The commit `rev` names in this tree's repository."""
    return _git("rev-parse", "--verify", f"{rev}^{{commit}}")


def alternately(commit: str, rounds: int, one_round, progress=None) -> None:
    """`one_round(order)` called `rounds` times with both trees, REV's (`commit` checked out in a
    temporary worktree, removed at the end) and this one, as ((side, tree), (side, tree)), the
    order swapped every round so that a machine growing busier or quieter weighs on both alike."""
    with tempfile.TemporaryDirectory(prefix="bench-compare-") as tmp:
        other = Path(tmp) / "rev"
        _git("worktree", "add", "--detach", str(other), commit)
        try:
            for r in range(rounds):
                one_round((("rev", other), ("now", HERE)) if r % 2 == 0 else (("now", HERE), ("rev", other)))
                if progress:
                    progress(r + 1, rounds)
        finally:
            _git("worktree", "remove", "--force", str(other))


def _measure(tree: Path, kind: str, games: list[str], players: int, count: int, seed: int,
             warmup: int, clock: str = "cpu") -> dict:
    # one hash seed for every process: sets and dicts of names iterate alike in every round
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONDONTWRITEBYTECODE="1",
               PYTHONHASHSEED="0")
    env.pop("PYTHONPATH", None)
    if clock != "callgrind":
        asked = [kind, games, players, count, seed, warmup, clock, str(COUNTER)]
        done = subprocess.run([sys.executable, "-c", PROBE, json.dumps(asked)],
                              cwd=tree, env=env, check=True, capture_output=True, text=True)
        return json.loads(done.stdout.strip().splitlines()[-1])
    with tempfile.TemporaryDirectory(prefix="bench-callgrind-") as tmp:
        folder = Path(tmp)
        asked = [kind, games, players, count, seed, warmup, clock, str(callgrind_clock.build(folder))]
        done = subprocess.run([*callgrind_clock.command(folder), sys.executable, "-c", PROBE, json.dumps(asked)],
                              cwd=tree, env=env, check=True, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def _ratio(before: float, now: float, higher_is_faster: bool) -> float:
    if not before or not now:
        return 0.0
    return now / before if higher_is_faster else before / now


def compare(rev: str, games: list[str] | None = None, rounds: int = 5, players: int = 4,
            rules_games: int = 20, frames: int = 300, warmup: int = 120, seed: int = 1,
            clock: str = "cpu", progress=None) -> dict:
    """Both trees measured `rounds` times each, alternately; the best round of each and their
    speed ratio per game and figure (medians and every sample beside them)."""
    if clock == "instructions":
        try:
            instructions.check()
        except instructions.Unavailable as exc:
            raise Refused(f"no instruction clock on this machine: {exc}") from exc
    if clock == "callgrind":
        try:
            with tempfile.TemporaryDirectory() as tmp:
                callgrind_clock.build(Path(tmp))
        except callgrind_clock.Unavailable as exc:
            raise Refused(str(exc)) from exc
    commit = commit_of(rev)
    games = games or registry.available()
    load_before = load_average()
    samples: dict[str, dict] = {"rev": {}, "now": {}}   # side -> (kind, game, figure) -> [values]
    moves: dict[str, dict] = {"rev": {}, "now": {}}     # side -> "game size" -> [moves played, per round]
    def one_round(order) -> None:
        kinds = (("frames", frames),) if clock == "callgrind" else (("rules", rules_games), ("frames", frames))
        for kind, count in kinds:
            for side, tree in order:
                found = _measure(tree, kind, games, players, count, seed, warmup, clock)
                for name, row in found["figures"].items():
                    for figure, value in row.items():
                        samples[side].setdefault((kind, name, figure), []).append(value)
                for table, played in found["moves"].items():
                    moves[side].setdefault(table, []).append(played)

    alternately(commit, rounds, one_round, progress)
    rows = []
    for key in sorted(set(samples["rev"]) & set(samples["now"])):
        kind, name, figure = key
        measure = "frame_ms_p50" if kind == "frames" else figure
        faster_high = FASTER_WHEN_HIGHER[measure]
        best = max if faster_high else min
        before, now = best(samples["rev"][key]), best(samples["now"][key])
        ratio = _ratio(before, now, faster_high)
        rows.append({"kind": kind, "game": name, "figure": measure if kind == "rules" else f"{measure} {figure}",
                     "unit": UNITS[clock][measure],
                     "rev": round(before, 2), "now": round(now, 2), "speed_ratio": round(ratio, 3),
                     "within_5pct": ratio >= BAR,
                     "rev_median": round(statistics.median(samples["rev"][key]), 2),
                     "now_median": round(statistics.median(samples["now"][key]), 2),
                     "rev_samples": samples["rev"][key], "now_samples": samples["now"][key]})
    # the frames are only comparable if every round of both trees played the same moves
    tables = sorted(set(moves["rev"]) & set(moves["now"]))
    played = {t: {"rev": moves["rev"][t], "now": moves["now"][t]} for t in tables}
    same_play = all(len(set(p["rev"] + p["now"])) == 1 for p in played.values())
    only = sorted({k[1] for side in samples.values() for k in side} - {r["game"] for r in rows})
    return {"rev": rev, "rev_commit": commit, "now": described(HERE),
            "rounds": rounds, "players": players, "rules_games": rules_games,
            "frames": frames, "warmup": warmup, "seed": seed, "clock": clock, "units": UNITS[clock],
            "statistic": "best of the rounds (frames: the lowest per-round p50; rules: the best rate)",
            "rows": rows, "not_compared": only, "moves_played": played, "same_play": same_play,
            "all_within_5pct": all(r["within_5pct"] for r in rows),
            "load_before": load_before, "load_after": load_average(), "cpus": os.cpu_count()}
