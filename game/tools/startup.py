"""`python -m game bench --startup --json`: seconds from start to the first drawn menu frame, for
`python -m game` and for the built executable, measured side by side (runs interleaved, so both
see the same machine), as medians.

The client says when its first menu frame is on screen: with ARIGATO_EXIT_AFTER_FIRST_FRAME=1,
`App.run` prints ARIGATO_FIRST_FRAME after drawing it and leaves. The clock runs from just before
the process is started to the moment that line arrives. `--version` is timed too: it goes through
the same start (for the one-file executable: unpacking, then Python) without the client, so the
difference between the two figures is what the client itself costs. Beside each clock, the CPU
time the started process used (its own and its children's, where the system counts it: not on
Windows): on a loaded machine the clock waits for the other programs too, the CPU time much less.

The executable is dist/arigato-daitoshi[.exe] (one file) if it exists, else the one-folder
build; ARIGATO_EXE names another. Without any, its figures say how to build one.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from game import __version__

try:
    import resource             # the children's CPU time; Unix only
except ImportError:
    resource = None

MARKER = "ARIGATO_FIRST_FRAME"
NAME = "arigato-daitoshi"
REPO = Path(__file__).resolve().parents[2]


def find_executable() -> Path | None:
    named = os.environ.get("ARIGATO_EXE")
    if named:
        return Path(named)
    exe = NAME + (".exe" if sys.platform == "win32" else "")
    for candidate in (REPO / "dist" / exe, REPO / "dist" / f"{NAME}-{__version__}" / exe):
        if candidate.is_file():
            return candidate
    return None


def _env() -> dict[str, str]:
    env = dict(os.environ, ARIGATO_EXIT_AFTER_FIRST_FRAME="1")
    screen = env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")
    no_screen = sys.platform.startswith("linux") and not screen
    if no_screen:  # a machine without a screen still draws the frame, into the dummy driver
        env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
    return env


def time_to_marker(cmd: list[str], timeout: float = 60.0) -> float:
    """Seconds from starting `cmd` to its first-frame line."""
    start = time.perf_counter()
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=_env(),
                          cwd=REPO, text=True) as proc:
        try:
            for line in proc.stdout:
                if line.strip() == MARKER:
                    elapsed = time.perf_counter() - start
                    proc.wait(timeout)
                    return elapsed
            proc.wait(timeout)
        except BaseException:
            proc.kill()
            raise
    raise RuntimeError(f"{' '.join(cmd)} exited ({proc.returncode}) without drawing a menu frame")


def time_to_exit(cmd: list[str], timeout: float = 60.0) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=_env(),
                   cwd=REPO, timeout=timeout, check=True)
    return time.perf_counter() - start


def _children_cpu() -> float:
    """CPU seconds used so far by this process's finished children (0 where not counted)."""
    if resource is None:
        return 0.0
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def _summary(samples: list[float]) -> dict:
    return {"median_s": round(statistics.median(samples), 3),
            "min_s": round(min(samples), 3), "max_s": round(max(samples), 3),
            "samples_s": [round(s, 3) for s in samples]}


def _size(exe: Path) -> int:
    """The one file, or the whole folder of a one-folder build (its libraries sit in _internal)."""
    if (exe.parent / "_internal").is_dir():
        files = [f for f in exe.parent.rglob("*") if f.is_file() and not f.is_symlink()]
        return sum(f.stat().st_size for f in files)
    return exe.stat().st_size


def bench_startup(runs: int = 5, executable: Path | None = None) -> dict:
    """Medians of `runs` starts of each, after one unmeasured start of each (disk caches)."""
    exe = executable or find_executable()
    subjects = {}
    if not getattr(sys, "frozen", False):  # inside a build, sys.executable is the build itself
        subjects["source"] = [sys.executable, "-m", "game"]
    elif exe is None:
        exe = Path(sys.executable)
    if exe is not None:
        subjects["executable"] = [str(exe)]
    kinds = ("first_frame", "first_frame_cpu", "version_only", "version_only_cpu")
    samples: dict[str, dict[str, list[float]]] = {k: {kind: [] for kind in kinds} for k in subjects}
    for run in range(runs + 1):
        for key, cmd in subjects.items():  # interleaved: side by side, on the same machine state
            cpu = _children_cpu()
            frame_s = time_to_marker(cmd)
            frame_cpu, cpu = _children_cpu() - cpu, _children_cpu()
            version_s = time_to_exit(cmd + ["--version"])
            version_cpu = _children_cpu() - cpu
            if run:
                for kind, value in zip(kinds, (frame_s, frame_cpu, version_s, version_cpu)):
                    samples[key][kind].append(value)
    result: dict = {"runs": runs, "aim_s": 1.5}
    for key, cmd in subjects.items():
        result[key] = {"command": cmd} | {kind: _summary(samples[key][kind]) for kind in kinds}
    if exe is None:
        result["executable"] = {"missing": "no built executable: run `pyinstaller build.spec "
                                           "--noconfirm` first, or name one in ARIGATO_EXE"}
        return result
    result["executable"]["size_mb"] = round(_size(exe) / 1e6, 1)
    built = result["executable"]["first_frame"]["median_s"]
    result["executable_under_aim"] = built < result["aim_s"]
    if "source" in result:
        source = result["source"]["first_frame"]["median_s"]
        result["executable_minus_source_s"] = round(built - source, 3)
        source_cpu = result["source"]["first_frame_cpu"]["median_s"]
        if source_cpu > 0:
            result["executable_over_source_cpu"] = round(
                result["executable"]["first_frame_cpu"]["median_s"] / source_cpu, 2)
    return result
