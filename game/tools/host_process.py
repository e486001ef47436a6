"""A host in a process of its own for the network benches (net_bench.py, net_scale.py): started,
its standard output read line by line until it says `ready`, stopped.

A host says more than `ready` on its standard output (a table's `over` when a game ends, a line of
its own in any order with the next `ready`): a bench reads what the host says until the `ready`
it waits for, within a bound of lines and seconds, and says plainly what it read instead when
that never comes (`NoReady`), never a KeyError on a line it did not expect.
"""

from __future__ import annotations

import json
import os
import selectors
import subprocess
import sys
import tempfile
import time

READY_LINES = 200           # lines a host may say before its `ready`
READY_SECONDS = 60.0        # and seconds (a loaded machine starts Python slowly)


class NoReady(RuntimeError):
    """The host did not say `ready`: what it said instead, and why the bench stopped waiting."""

    def __init__(self, why: str, said: list[str], errors: str = "") -> None:
        shown = "\n".join(said[-10:]) or "(nothing)"
        super().__init__(f"the host did not say it was ready ({why}); its last lines:\n{shown}"
                         + (f"\nits standard error ends:\n{errors}" if errors else ""))
        self.why, self.said = why, said


class HostProcess:
    """`command` (a host that prints JSON lines) started; `ready()` reads up to its next `ready`
    line. Its standard error is kept in a temporary file, to be quoted when it fails."""

    def __init__(self, command: list[str], env: dict | None = None) -> None:
        self._errors = tempfile.TemporaryFile()
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=self._errors,
                                        stdin=subprocess.DEVNULL, env=env, bufsize=0)
        self._buffer = b""
        self.said: list[str] = []       # every line read, ready or not
        self.events: list[dict] = []    # those that were JSON objects

    def ready(self, lines: int = READY_LINES, seconds: float = READY_SECONDS) -> dict:
        """The next `ready` line (a dict with `port`, `code`, `fingerprint`...); other lines are
        kept (`said`, `events`). NoReady when the host exits, or says `lines` lines, or lets
        `seconds` pass, without one."""
        deadline = time.monotonic() + seconds
        for _ in range(lines):
            line = self._line(deadline)
            try:
                event = json.loads(line)
            except ValueError:
                continue                    # not JSON: kept in `said`, passed over
            if not isinstance(event, dict):
                continue
            self.events.append(event)
            if event.get("event") == "ready" and "port" in event and "code" in event:
                return event
        raise self._failed(f"{lines} lines without one")

    def _line(self, deadline: float) -> str:
        """The next line of the host's standard output (NoReady when none comes in time)."""
        with selectors.DefaultSelector() as selector:
            selector.register(self.process.stdout, selectors.EVENT_READ)
            while b"\n" not in self._buffer:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise self._failed("no line in time")
                if not selector.select(left):
                    continue
                chunk = os.read(self.process.stdout.fileno(), 65536)
                if not chunk:
                    self.process.wait()
                    raise self._failed(f"it exited with status {self.process.returncode}")
                self._buffer += chunk
        raw, _, self._buffer = self._buffer.partition(b"\n")
        line = raw.decode("utf-8", "replace").rstrip("\r")
        self.said.append(line)
        return line

    def notices(self) -> list[dict]:
        """What the host told its operator so far (its standard error's `notice` lines, as
        `--json` writes them: a seat taken, a slow disk...)."""
        self._errors.seek(0)
        found = []
        for line in self._errors.read().decode("utf-8", "replace").splitlines():
            try:
                notice = json.loads(line)
            except ValueError:
                continue
            if isinstance(notice, dict) and "notice" in notice:
                found.append(notice)
        return found

    def _failed(self, why: str) -> NoReady:
        self._errors.seek(0)
        errors = self._errors.read()[-2000:].decode("utf-8", "replace").strip()
        return NoReady(why, self.said, errors)

    def __enter__(self) -> "HostProcess":
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    def stop(self) -> None:
        """The host ended (killed if still running) and its pipes closed."""
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        self.process.stdout.close()
        self._errors.close()


def game_host(game: str, players: int, options: dict, saves: str, seed: int,
              once: bool = True) -> HostProcess:
    """`python -m game host` as players meet it (TLS, its journal in `saves`), one table of the
    setup (`once`), or a lobby of them opening one after another as each fills."""
    command = [sys.executable, "-m", "game", "host", "--game", game, "--players", str(players),
               "--bind", "127.0.0.1", "--saves", saves, "--seed", str(seed), "--json"]
    for name, value in options.items():
        command += [f"--{name.replace('_', '-')}", str(value)]
    return HostProcess(command + (["--once"] if once else []))
