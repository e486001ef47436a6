"""The calling thread's instructions retired, read from the processor's own counter (Linux
perf events), for `bench --compare --clock instructions` (compare.py).

Why: on a small shared machine the CPU time of the same code varies twofold from one run to the
next (caches and cores shared with other work), so no clock can settle a 5% difference there.
The number of instructions the code retires hardly depends on the load: it repeats within about
0.1% run after run. It is not time (a cache miss costs no instruction), but two trees that run the
same work in fewer instructions are, near enough, the faster one.

Standard library only, and nothing from `game`: compare.py's probe loads this file by its path
inside the other commit's tree as well, so that both trees count with the same code.
"""

from __future__ import annotations

import ctypes
import os
import platform
import struct

# perf_event_open(2) has no wrapper in the C library: it is called by its system call number,
# which differs between processors
SYSCALL = {"x86_64": 298, "aarch64": 241}
PERF_TYPE_HARDWARE = 0
PERF_COUNT_HW_INSTRUCTIONS = 1
EXCLUDE_KERNEL = 1 << 5     # only the program's own instructions, not the system calls it makes
EXCLUDE_HV = 1 << 6


class Unavailable(OSError):
    """No instruction counter here (not Linux, an unknown processor, or perf events refused:
    `/proc/sys/kernel/perf_event_paranoid` too high, or a container without them)."""


class _Attr(ctypes.Structure):
    # struct perf_event_attr as its first version had it (64 bytes, PERF_ATTR_SIZE_VER0): the
    # kernel takes any version it knows and reads the fields we leave out as zero
    _fields_ = [("type", ctypes.c_uint32), ("size", ctypes.c_uint32), ("config", ctypes.c_uint64),
                ("sample_period", ctypes.c_uint64), ("sample_type", ctypes.c_uint64),
                ("read_format", ctypes.c_uint64), ("flags", ctypes.c_uint64),
                ("wakeup_events", ctypes.c_uint32), ("bp_type", ctypes.c_uint32),
                ("config1", ctypes.c_uint64)]


def _open(attr: _Attr) -> int:
    """The counter's file descriptor, or Unavailable saying why not."""
    if platform.system() != "Linux":
        raise Unavailable(f"perf events are Linux's; this is {platform.system()}")
    number = SYSCALL.get(platform.machine())
    if number is None:
        raise Unavailable(f"no perf_event_open system call number known for {platform.machine()}")
    libc = ctypes.CDLL(None, use_errno=True)
    # pid 0 and cpu -1: the calling thread, on whichever processor it runs; no group, no flags
    fd = libc.syscall(ctypes.c_long(number), ctypes.byref(attr), ctypes.c_long(0), ctypes.c_long(-1),
                      ctypes.c_long(-1), ctypes.c_ulong(0))
    if fd < 0:
        err = ctypes.get_errno()
        raise Unavailable(err, f"perf_event_open refused the instruction counter ({os.strerror(err)}; "
                               "is /proc/sys/kernel/perf_event_paranoid above 2, or perf events "
                               "missing in this container?)")
    return fd


def _instructions() -> _Attr:
    return _Attr(type=PERF_TYPE_HARDWARE, size=ctypes.sizeof(_Attr), config=PERF_COUNT_HW_INSTRUCTIONS,
                 flags=EXCLUDE_KERNEL | EXCLUDE_HV)      # not disabled: it counts from its opening


def check() -> None:
    """Unavailable, saying why, where no counter can be opened here; the one opened to find out
    is closed again."""
    os.close(_open(_instructions()))


def counter():
    """A function returning how many instructions the calling thread has retired since this
    call, in user space: the thread that calls `counter()` is the one counted (threads it starts
    later are not), so call it on the thread being measured."""
    fd = _open(_instructions())

    def read() -> int:
        return struct.unpack("Q", os.read(fd, 8))[0]
    return read
