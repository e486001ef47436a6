"""A frame watched from outside: its time and CPU time, what it did and what ran just before
it (game/ui/frame_causes.py's counts), the garbage collector's passes and the pages of memory
it touched for the first time; and a run's slowest frames named with all of that.

Shared by the benches that draw the client's frames: `python -m game bench --frames`
(game/tools/frames.py, frames back to back on no network) and `bench --net --latency MS`
(game/tools/latency_bench.py, frames paced at 60 a second through a slow line), so that a slow
frame is named the same way in both.
"""

from __future__ import annotations

import gc
import heapq
import os
import signal
import threading
import time

from game.ui import frame_causes

try:
    import resource   # Unix only: elsewhere no page fault is counted
except ImportError:
    resource = None

SLOWEST = 5                     # the slowest frames a run names, with their causes
BAR_MS = 1000 / 60              # one refresh at 60 Hz
SAMPLE_AFTER_S = 0.006          # a frame still running this long has its stack sampled...
SAMPLE_EVERY_S = 0.002          # ...this often until it ends
STACK_DEPTH = 4                 # the innermost lines of a sample that are named
STACKS_NAMED = 3                # the most sampled stacks a slow frame names
PROC_STAT = "/proc/stat"        # the machine's processors' time, its host's `steal` among it (Linux)
# the project's folder: a sampled line inside it is named from there (the sampler's own work
# stays small, it runs inside the frame it measures)
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))) + os.sep


class Collections:
    """The garbage collector's passes, counted into frame_causes by generation, with the time
    they take (gc.callbacks), while the bench runs."""

    def __init__(self) -> None:
        self.ms = 0.0
        self._start = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._start = time.perf_counter()
            return
        self.ms += (time.perf_counter() - self._start) * 1000
        frame_causes.count(f"gc pass, generation {info['generation']}")

    def __enter__(self) -> Collections:
        gc.callbacks.append(self)
        return self

    def __exit__(self, *exc) -> None:
        gc.callbacks.remove(self)


class Stacks:
    """Where a slow frame spends its time, by sampling: a frame still running SAMPLE_AFTER_S
    after it started has its Python stack read every SAMPLE_EVERY_S (a real-time timer whose
    signal Python handles between two lines of the frame, so a long call into pygame is named
    by the line that made it). Named are the innermost STACK_DEPTH lines; only on Unix and from
    the main thread, where signals arrive; elsewhere nothing is sampled. A frame under the
    threshold costs two timer calls and no sample."""

    def __init__(self) -> None:
        self.samples: dict[str, int] = {}
        self.on = (hasattr(signal, "setitimer")
                   and threading.current_thread() is threading.main_thread())
        if self.on:
            self._previous = signal.signal(signal.SIGALRM, self._sample)

    def _sample(self, _signum, frame) -> None:
        where = stack_named(frame)
        self.samples[where] = self.samples.get(where, 0) + 1

    def start(self) -> None:
        self.samples = {}
        if self.on:
            signal.setitimer(signal.ITIMER_REAL, SAMPLE_AFTER_S, SAMPLE_EVERY_S)

    def stop(self) -> dict[str, int]:
        """The frame's sampled stacks (most sampled first, at most STACKS_NAMED) with their
        counts; none for a frame shorter than SAMPLE_AFTER_S."""
        if self.on:
            signal.setitimer(signal.ITIMER_REAL, 0)
        return dict(sorted(self.samples.items(), key=lambda e: -e[1])[:STACKS_NAMED])

    def close(self) -> None:
        if self.on:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self._previous)
            self.on = False


def stack_named(frame) -> str:
    """A stack's innermost STACK_DEPTH lines, innermost first: `function (file:line)`, the file
    relative to the project's folder when it is inside it (a library's own path otherwise)."""
    lines = []
    while frame is not None and len(lines) < STACK_DEPTH:
        code = frame.f_code
        path = code.co_filename
        if path.startswith(ROOT):
            path = path[len(ROOT):]
        lines.append(f"{code.co_name} ({path}:{frame.f_lineno})")
        frame = frame.f_back
    return " < ".join(lines)


class Frames:
    """One table's frame times, and what its slowest frames did (the counts during the frame)
    and what ran before each (the counts between the previous frame's end and its start)."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.cpu: list[float] = []          # each frame's CPU time (ms)
        self.slowest: list[tuple] = []      # a heap of (ms, frame, causes)
        self.slowest_cpu: list[tuple] = []  # a heap of (CPU ms, frame, causes)
        self.counted: dict[str, int] = {}
        self.over_bar = 0
        self.faults: list[int] = []         # each frame's minor page faults (the measuring thread's)
        self.stolen: list[float] = []       # each frame's time taken by the machine's host (ms)
        self.read_in: list[int] = []        # each frame's pages read back in (major faults)

    def add(self, ms: float, cpu_ms: float, did: dict, before: dict, gc_ms: float, moves: int,
            faults: int = 0, others_cpu_ms: float = 0.0, stacks: dict | None = None,
            stolen_ms: float = 0.0, read_in: int = 0, system_ms: float = 0.0) -> None:
        n = len(self.times)
        self.times.append(ms)
        self.cpu.append(cpu_ms)
        self.faults.append(faults)
        self.stolen.append(stolen_ms)
        self.read_in.append(read_in)
        self.over_bar += ms > BAR_MS
        for k, v in did.items():
            self.counted[k] = self.counted.get(k, 0) + v
        causes = {"frame": n, "ms": round(ms, 2), "cpu_ms": round(cpu_ms, 2), "did": did, "before": before,
                  "gc_ms": round(gc_ms, 2), "moves_played": moves, "page_faults": faults,
                  "pages_read_in": read_in, "system_ms": round(system_ms, 1),
                  "others_cpu_ms": round(others_cpu_ms, 2), "stolen_ms": round(stolen_ms, 1),
                  "stacks": stacks or {}}
        for heap, key in ((self.slowest, ms), (self.slowest_cpu, cpu_ms)):
            if len(heap) < SLOWEST:
                heapq.heappush(heap, (key, n, causes))
            elif key > heap[0][0]:
                heapq.heapreplace(heap, (key, n, causes))

    def over_without_steal(self, first: int = 0) -> int:
        """Frames from `first` on over BAR_MS in which the machine's host took nothing: the
        program's own misses. A frame the host held shows its time on the clock but is not told
        apart from the program's by it (`stolen_ms`); this count is what the program answers for
        on a virtual machine whose host takes its processors now and then."""
        return sum(1 for ms, stolen in zip(self.times[first:], self.stolen[first:])
                   if ms > BAR_MS and stolen == 0)

    @staticmethod
    def named(heap: list[tuple]) -> list[dict]:
        return [e[2] for e in sorted(heap, key=lambda e: (-e[0], e[1]))]

    def causes(self) -> dict:
        """The run's slowest frames by time and by CPU time, each with its causes; its new pages
        (in all, and the most in a frame); every count summed over the run."""
        return {"slowest": self.named(self.slowest), "slowest_cpu": self.named(self.slowest_cpu),
                "page_faults": {"total": sum(self.faults), "most_in_a_frame": max(self.faults, default=0)},
                "pages_read_in": sum(self.read_in),
                "counted": dict(sorted(self.counted.items()))}


class Watch:
    """Around each frame (`start` just before it, `stop` just after): its time, CPU time, what
    it did, what ran since the previous frame's end, the collector's milliseconds, its new
    pages and, for a slow frame, where its time went (Stacks). The page faults are read outside
    the timed span (they are system calls). A context manager: leaving it stops the sampling."""

    def __init__(self, collections: Collections) -> None:
        self._collections = collections
        self._after = frame_causes.counts.copy()     # the end of the previous frame
        self._stacks = Stacks()

    def __enter__(self) -> Watch:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        """Stop sampling: the timer off and the signal's previous handler back."""
        self._stacks.close()

    def start(self) -> None:
        self._before = frame_causes.since(self._after)
        self._at_start = frame_causes.counts.copy()
        self._gc = self._collections.ms
        self._usage = usage()
        self._stolen = stolen_ms()
        self._cpu, self._process = time.thread_time(), time.process_time()
        self._start = time.perf_counter()
        self._stacks.start()

    @property
    def sampling(self) -> dict[str, int]:
        """The frame's stacks sampled so far, counted as they are taken (a test's slow part runs
        until it has some: how many a span of time gets depends on the machine's load)."""
        return self._stacks.samples

    def stop(self) -> dict:
        """The frame just ended: `ms`, `cpu_ms`, `did`, `before`, `gc_ms`, `faults`,
        `others_cpu_ms`, the CPU time the process's other threads took meanwhile (the client's
        network thread, the slow line's: while they run, the frame may wait for Python's lock),
        `stacks`, where a slow frame's time went, `stolen_ms`, the processors' time the
        machine's host took from it meanwhile (`stolen_ms()`), `read_in`, the pages it had to
        read back in, and `system_ms`, the part of its CPU time spent in the system's code
        (`usage()`); the arguments of Frames.add but the moves, which only the bench knows."""
        stacks = self._stacks.stop()
        ms = (time.perf_counter() - self._start) * 1000
        cpu_ms = (time.thread_time() - self._cpu) * 1000
        others_ms = (time.process_time() - self._process) * 1000 - cpu_ms
        (minor, major, system), (minor0, major0, system0) = usage(), self._usage
        new_pages, pages_in = minor - minor0, major - major0
        stolen = stolen_ms() - self._stolen
        self._after = frame_causes.counts.copy()
        return {"ms": ms, "cpu_ms": cpu_ms, "did": frame_causes.since(self._at_start),
                "before": self._before, "gc_ms": self._collections.ms - self._gc, "faults": new_pages,
                "read_in": pages_in, "system_ms": (system - system0) * 1000,
                "others_cpu_ms": max(0.0, others_ms), "stacks": stacks, "stolen_ms": stolen}


def stolen_ms() -> float:
    """The time a virtual machine's host has taken from its processors so far (`steal` in
    /proc/stat, all of them summed, in its ticks of 10 ms), in ms; 0.0 where it is not said.
    Counted in a frame, it names a frame whose CPU time was the host's (this thread's CPU clock
    runs on while the host holds its processor): a frame of 26 ms of CPU that drew nothing."""
    try:
        with open(PROC_STAT, "rb") as stat:
            return int(stat.readline().split()[8]) * 1000 / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def usage() -> tuple[int, int, float]:
    """The measuring thread's page faults and system time so far, in one reading: minor faults
    (pages touched for the first time), major faults (pages its code or data needed that were not
    in memory and were read back in: a library's page the system had dropped while the program did
    not use it), and the seconds of its CPU time spent in the system's code (system calls, faults,
    interrupts taken while it ran), split from its CPU time by the kernel's samples at each tick
    (4 ms here), so a frame of tens of milliseconds in the system shows and a short one may not;
    (0, 0, 0.0) where the system does not count them per thread."""
    if resource is None or not hasattr(resource, "RUSAGE_THREAD"):
        return 0, 0, 0.0
    used = resource.getrusage(resource.RUSAGE_THREAD)
    return used.ru_minflt, used.ru_majflt, used.ru_stime
