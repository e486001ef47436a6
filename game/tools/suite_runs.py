"""The suite, run again and again: `python -m game.tools.suite_runs [--runs 10] [--json]` runs the
README's test command (`python -m pytest`) in this tree RUNS times in a row and prints one line per
run (its pytest summary, seconds, the load average before and after), stopping at the first run
that is not green. The suite is to pass ten runs in a row: a test that fails once in ten
teaches everyone to ignore red. Start it on an idle machine; a timing taken while other work shares
the machine is not a result (tests/TESTING.md, "How long it takes")."""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from pathlib import Path

from game.tools.load import load_average

HERE = Path(__file__).resolve().parents[2]
SUMMARY = re.compile(r"^=*\s*(\d+ (passed|failed).*?) in [\d.]+s", re.MULTILINE)


def counts(summary: str) -> dict[str, int]:
    """'2111 passed, 44 skipped' -> {'passed': 2111, 'skipped': 44}."""
    return {word: int(n) for n, word in re.findall(r"(\d+) (\w+)", summary)}


def section(out: str, titles: tuple[str, ...], ends=lambda line: True,
            limit: int = 200) -> list[str]:
    """The lines from pytest's first "=" rule that holds one of `titles` up to the next "=" rule
    that `ends` accepts, at most `limit` lines; none when the run had no such section."""
    lines = out.splitlines()
    start = next((i for i, line in enumerate(lines)
                  if line.startswith("=") and any(t in line for t in titles)), None)
    if start is None:
        return []
    end = next((i for i in range(start + 1, len(lines))
                if lines[i].startswith("=") and ends(lines[i])), len(lines))
    return lines[start:end][:limit]


def failures(out: str, limit: int = 200) -> list[str]:
    """The report of what failed (pytest's FAILURES and ERRORS sections, up to the short summary),
    at most `limit` lines: a red run that a rerun turns green must leave what it saw behind."""
    return section(out, (" FAILURES ", " ERRORS "), lambda line: "short test summary" in line,
                   limit)


def warned(out: str, limit: int = 60) -> list[str]:
    """pytest's warnings summary, at most `limit` lines: a warning in some runs and not others
    (a thread's exception, a socket left open) is a race's trace even in a green run."""
    return section(out, (" warnings summary ",), limit=limit)


def one_run(extra: list[str]) -> dict:
    before = load_average()
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *extra],
                          cwd=HERE, capture_output=True, text=True)
    seconds = round(time.perf_counter() - start, 1)
    found = SUMMARY.findall(done.stdout)
    summary = found[-1][0] if found else "no summary (see the run's output)"
    failed = [line for line in done.stdout.splitlines() if line.startswith(("FAILED", "ERROR"))]
    return {"green": done.returncode == 0, "summary": summary, "counts": counts(summary),
            "seconds": seconds, "load_before": before, "load_after": load_average(),
            "failed": failed[:20], "report": failures(done.stdout),
            "warnings": warned(done.stdout)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.suite_runs",
                                description="the README's test command, RUNS times in a row")
    p.add_argument("--runs", type=int, default=10)
    p.add_argument("--json", action="store_true")
    p.add_argument("pytest_args", nargs="*", help="passed on to pytest (after --)")
    args = p.parse_args(argv)
    for number in range(1, args.runs + 1):
        run = {"run": number, "at": time.strftime("%Y-%m-%d %H:%M:%S"), **one_run(args.pytest_args)}
        print(json.dumps(run) if args.json else
              f"run {number}: {'green' if run['green'] else 'RED'}, {run['summary']}, "
              f"{run['seconds']} s, load {run['load_before']} -> {run['load_after']}", flush=True)
        if not args.json:
            for line in run["warnings"]:
                print("  " + line, flush=True)
        if not run["green"]:
            for line in run["failed"] + run["report"]:
                print("  " + line, flush=True)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
