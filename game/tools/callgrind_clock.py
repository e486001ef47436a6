"""The instructions a table's frames execute, counted by valgrind's callgrind, for `bench --compare
--clock callgrind` (compare.py): the instruction count where the processor's own counter is refused
(`--clock instructions` needs Linux perf events; game/tools/MEASUREMENTS.md, "The AI's search",
counts the search the same way from outside, whole processes at a time).

How: the probe runs under `valgrind --tool=callgrind` with nothing instrumented or collected at
start (the imports and the window at native speed, about ten times quicker than instrumented),
and marks its own spans with callgrind's client requests, made by a small library compiled here
from valgrind's header (`build`): `instrument()` once the table is open, `collect()` just before
and just after each timed frame (the AI's moves between frames are not counted), and `dump(name)`
after each, which writes what was collected since the previous dump to a file of its own
(OUT.1, OUT.2, ...; its `summary:` line is the count), read and removed by the probe. The count is
the same run after run: nothing in it depends on time or load, as long as the code does not (the
tables' drawing budgets read a clock; under this clock the probe gives them one that steps at
each reading, so a budget runs out after as many readings in every run).

valgrind and a C compiler with valgrind's header (Debian's `valgrind` package ships it) are all it
needs; where one is missing, `build` raises Unavailable saying which, and the compare is refused.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

HEADER = Path("/usr/include/valgrind/callgrind.h")
SOURCE = """\
#include <valgrind/callgrind.h>
void instrument(void) { CALLGRIND_START_INSTRUMENTATION; }
void collect(void) { CALLGRIND_TOGGLE_COLLECT; }
void dump(const char *name) { CALLGRIND_DUMP_STATS_AT(name); }
"""
OUT = "callgrind.out"                       # the dumps are OUT.1, OUT.2, ... beside it


class Unavailable(OSError):
    """No callgrind clock here: valgrind, a C compiler or valgrind's header is missing, or the
    marks could not be compiled."""


def build(folder: Path) -> Path:
    """The marks' library compiled into `folder`; Unavailable saying what is missing."""
    missing = [tool for tool in ("valgrind", "cc") if shutil.which(tool) is None]
    if not HEADER.exists():
        missing.append(f"valgrind's header {HEADER}")
    if missing:
        raise Unavailable(f"no callgrind clock here: missing {', '.join(missing)}")
    source, library = folder / "marks.c", folder / "marks.so"
    source.write_text(SOURCE)
    done = subprocess.run(["cc", "-shared", "-fPIC", "-O1", "-o", str(library), str(source)],
                          capture_output=True, text=True)
    if done.returncode:
        raise Unavailable(f"the callgrind marks did not compile: {done.stderr.strip()}")
    return library


def command(folder: Path) -> list[str]:
    """valgrind's words before the program's: callgrind, nothing instrumented or collected until
    the program asks, its dumps into `folder`."""
    return ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no",
            f"--callgrind-out-file={folder / OUT}", "--quiet"]
