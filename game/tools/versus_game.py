"""One game of `versus` (game/tools/versus.py): a dedicated host of one code tree and a headless
player (`join`) of the other on loopback, each a process started in its own tree, bounded in time.

Both processes are `python -m game host|join` as every tree since the dedicated host offers it,
started through SEAT below, which runs in the tree's own Python (`import game` is that tree's, as
`bench --compare` does: game/tools/compare.py) and, before the command line, does two things that
need nothing new of an old tree:

- it sets the AI level's budget when asked (`think`: the time limit in seconds, `iterations`), by
  wrapping that tree's own factory in `game.ai.agents.AGENTS` (the host's AI seats and `join
  --agent` both make their agent there), so both trees think under the same settings; neither
  tree reads a flag or an environment variable for it;
- it times every decision with a real choice (two or more legal actions) and, at exit, says on
  standard error how that tree's agent thought: its settings, decisions, median thinking time,
  searches and how many its time limit cut short (`versus_thinking`).

Everything a process says goes to a file in the game's folder; the game is watched by polling
them, so a child that crashes is seen at once and one that hangs is killed at the game's bound.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

POLL = 0.1            # seconds between looks at the processes and their files

SEAT = r"""
import atexit, json, runpy, statistics, sys, time
asked = json.loads(sys.argv[1])
sys.argv = ["game"] + asked["argv"]
from game.ai import agents
level, think, iterations = asked["level"], asked["think"], asked["iterations"]
made, times, agents_made = agents.AGENTS[level], [], []
def timed():
    agent = made()
    if iterations is not None:
        agent.iterations = iterations
    if think is not None:
        agent.time_limit = think
    inner = agent.choose
    def choose(view, seat, legal, rng, **budget):
        start = time.perf_counter()
        try:
            return inner(view, seat, legal, rng, **budget)
        finally:
            if len(legal) > 1:
                times.append(time.perf_counter() - start)
    agent.choose = choose
    agents_made.append(agent)
    return agent
agents.AGENTS[level] = timed
if level in getattr(agents, "DIFFICULTIES", {}):
    agents.DIFFICULTIES[level] = timed
if think is not None:
    try:   # the host's guard gives a move to its fallback past this many seconds
        from game.input import controllers
        controllers.AI_TIME_LIMIT = max(controllers.AI_TIME_LIMIT, 2 * think + 5)
    except (ImportError, AttributeError):
        pass
def said():
    first = agents_made[0] if agents_made else None
    print(json.dumps({"versus_thinking": {
        "iterations": getattr(first, "iterations", None),
        "time_limit": getattr(first, "time_limit", None),
        "decisions": len(times),
        "think_ms_p50": round(statistics.median(times) * 1000, 2) if times else None,
        "searches": sum(getattr(a, "searches", 0) for a in agents_made),
        "time_capped": sum(getattr(a, "capped", 0) for a in agents_made)}}),
        file=sys.stderr, flush=True)
atexit.register(said)
runpy.run_module("game", run_name="__main__", alter_sys=True)
"""


class GameFailed(RuntimeError):
    """A game that gave no result: a process crashed, or the game outlived its bound."""


def _start(tree: Path, argv: list[str], level: str, think: float | None,
           iterations: int | None, folder: Path, name: str) -> subprocess.Popen:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               ARIGATO_ROUTER="off", PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTHONPATH", None)     # `import game` is the tree's: the current directory's
    asked = json.dumps({"argv": argv, "level": level, "think": think, "iterations": iterations})
    with (folder / f"{name}.out").open("wb") as out, (folder / f"{name}.err").open("wb") as err:
        return subprocess.Popen([sys.executable, "-c", SEAT, asked], cwd=tree, env=env,
                                stdin=subprocess.DEVNULL, stdout=out, stderr=err)


def _lines(path: Path, key: str) -> list[dict]:
    """The JSON objects with `key` among a file's lines (a line being written is passed over)."""
    found = []
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return found
    for line in text.splitlines():
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        if isinstance(obj, dict) and key in obj:
            found.append(obj)
    return found


def _tail(path: Path, chars: int = 600) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")[-chars:].strip()
    except OSError:
        return ""


def play_game(trees: dict[str, Path], plan: dict, folder: Path, *, game: str, players: int,
              level: str, think: float | None, iterations: int | None, options: dict,
              bound: float, stop=None) -> dict:
    """Play `plan` (game/tools/versus.py, `schedule`: which side hosts, each seat's side, the
    seeds) in `folder`; {"seats", "scores", "winners", "thinking"} from the host's `over` line.
    GameFailed when a process exits without the game's end, or past `bound` seconds, or when
    `stop` (an Event) is set; every process started is ended before it returns or raises."""
    host_side = plan["host"]
    seats = [f"ai:{level}" if side == host_side else "remote" for side in plan["seats"]]
    argv = ["host", "--game", game, "--players", str(players), "--seats", ",".join(seats),
            "--seed", str(plan["deal_seed"]), "--bind", "127.0.0.1", "--port", "0", "--once",
            "--json", "--saves", str(folder / "saves")]
    for key, value in options.items():
        argv += [f"--{key.replace('_', '-')}", str(value)]
    started: list[tuple[str, subprocess.Popen]] = []
    deadline = time.monotonic() + bound
    try:
        started.append(("host", _start(trees[host_side], argv, level, think, iterations,
                                       folder, "host")))
        joins = [side for side in plan["seats"] if side != host_side]
        while True:
            if stop is not None and stop.is_set():
                raise GameFailed("stopped")
            if time.monotonic() > deadline:
                running = [_who(name, plan) for name, process in started
                           if process.poll() is None]
                raise GameFailed(f"no result within {bound:g} s; killed: {', '.join(running)}")
            if len(started) == 1:
                ready = _lines(folder / "host.out", "event")
                ready = [e for e in ready if e.get("event") == "ready"]
                if ready:
                    address = ready[0].get("invite") or f"127.0.0.1:{ready[0]['port']}"
                    for k, side in enumerate(joins):
                        code = [] if ready[0].get("invite") else ["--code", ready[0]["code"]]
                        started.append((f"join{k}", _start(
                            trees[side], ["join", address, *code, "--agent", level, "--json",
                                          "--seed", str(plan["join_seeds"][k])],
                            level, think, iterations, folder, f"join{k}")))
            for name, process in started:
                code = process.poll()
                if code:                        # a player done (0) before its host said so is not
                    raise GameFailed(f"{_who(name, plan)} exited with status {code}: "
                                     f"{_tail(folder / f'{name}.err')}")
            if started[0][1].poll() == 0:
                over = [e for e in _lines(folder / "host.out", "event") if e["event"] == "over"]
                if not over:
                    raise GameFailed(f"the host ended without the game's end: "
                                     f"{_tail(folder / 'host.err')}")
                return _result(plan, over[-1], started, folder)
            time.sleep(POLL)
    finally:
        for _name, process in started:
            if process.poll() is None:
                process.kill()
            process.wait()


def _side(name: str, plan: dict) -> str:
    """The side ("new" or "old") of the process called `name` ("host", "join0", ...)."""
    if name == "host":
        return plan["host"]
    return [s for s in plan["seats"] if s != plan["host"]][int(name[4:])]


def _who(name: str, plan: dict) -> str:
    return f"{name} ({_side(name, plan)} side)"


def _result(plan: dict, over: dict, started, folder: Path) -> dict:
    """The game's result line: each seat's side, the scores and winners, and how each side's
    processes said their agent thought (joins end just after the host: a bounded wait for them)."""
    limit = time.monotonic() + 10
    for _name, process in started:
        while process.poll() is None and time.monotonic() < limit:
            time.sleep(POLL)
    thinking: dict[str, list[dict]] = {}
    for name, _process in started:
        for line in _lines(folder / f"{name}.err", "versus_thinking"):
            thinking.setdefault(_side(name, plan), []).append(line["versus_thinking"])
    return {"seats": plan["seats"], "host": plan["host"], "deal": plan["deal_seed"],
            "scores": over["scores"], "winners": over["winners"], "thinking": thinking}
