"""A control for the frame benches' rare slow frames that drew nothing: the same copy a frame
makes when it draws nothing new (the board put back on the window, put_back.py), repeated for a
while on its own, each turn's CPU time taken as the benches take a frame's (the thread's clock,
game/tools/frame_watch.py), with what the system says about the turns that took long.

Why: a whole-game frame bench sees about one frame in half a million take 18-24 ms of CPU
while it ran no line of the program's but one copy (game/tools/MEASUREMENTS.md, "Frames"). If
this loop, which runs nothing else, sees turns like those at a like rate, they are the machine's,
not the program's; if it sees none in as much time, the program is suspect.

    python -m game.tools.stall_watch --seconds 600

Prints one JSON line: the turns, their CPU time's p50 and worst, and every turn over
`--over` ms of CPU (default 8) with its time, its system time, the host's steal and the page
faults in it. Nothing is sent anywhere; the window is SDL's dummy one.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402  (after the dummy driver is chosen)

from game.tools.frame_watch import stolen_ms, usage  # noqa: E402
from game.tools.load import load_average  # noqa: E402

SIZE = (1920, 1080)


def watch(seconds: float, over_ms: float, size=SIZE) -> dict:
    """Copy a board-sized picture onto the window and flip it, turn after turn, for `seconds`;
    the turns whose CPU time passed `over_ms`, with what ran in the system meanwhile."""
    pygame.display.init()
    try:
        window = pygame.display.set_mode(size)
        board = pygame.Surface(size).convert()
        board.fill((200, 180, 140))
        cpu_ms, slow = [], []
        load_before, end = load_average(), time.perf_counter() + seconds
        while time.perf_counter() < end:
            minor0, major0, system0 = usage()
            stolen0 = stolen_ms()
            start, cpu0 = time.perf_counter(), time.thread_time()
            window.blit(board, (0, 0))
            pygame.display.flip()
            cpu = (time.thread_time() - cpu0) * 1000
            ms = (time.perf_counter() - start) * 1000
            cpu_ms.append(cpu)
            if cpu > over_ms:
                minor, major, system = usage()
                slow.append({"turn": len(cpu_ms) - 1, "ms": round(ms, 2), "cpu_ms": round(cpu, 2),
                             "system_ms": round((system - system0) * 1000, 1),
                             "stolen_ms": round(stolen_ms() - stolen0, 1),
                             "page_faults": minor - minor0, "pages_read_in": major - major0})
            pygame.event.pump()
        return {"seconds": seconds, "size": f"{size[0]}x{size[1]}", "turns": len(cpu_ms),
                "cpu_ms_p50": round(statistics.median(cpu_ms), 3), "cpu_ms_worst": round(max(cpu_ms), 2),
                "over_ms": over_ms, "turns_over": slow,
                "load_before": load_before, "load_after": load_average(), "cpus": os.cpu_count()}
    finally:
        pygame.display.quit()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.stall_watch", description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=600.0, help="how long to watch (default 600)")
    parser.add_argument("--over", type=float, default=8.0, help="a turn's CPU ms to report it (default 8)")
    args = parser.parse_args(argv)
    print(json.dumps(watch(args.seconds, args.over)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
